import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { baseUrl, easyKingAlbert, importRecord, playByTaps, startRecord, useBrowser, winningLine } from './helpers.js';

const browser = useBrowser();

test('two tabs: a game counted in one is not written over by the other', async () => {
  const context = await browser().newContext({ reducedMotion: 'reduce', serviceWorkers: 'block' });
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto(`${baseUrl()}#/king-albert/standard/1`);
  await second.goto(`${baseUrl()}#/alhambra/standard/1`);
  await Promise.all([first.waitForSelector('.pile'), second.waitForSelector('.pile')]);
  // The second tab starts a game, then the first one wins one.
  await second.click('[data-pile="stock"]');
  await second.waitForFunction(() => document.querySelector('.status')?.textContent?.includes('1 move'));
  const layout = easyKingAlbert('standard');
  // A tab behind another gets no animation frames, and the page redraws in them.
  await first.bringToFront();
  await importRecord(first, startRecord(layout));
  await first.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog.menu')?.open);
  await playByTaps(first, winningLine(layout));
  await first.waitForSelector('dialog.won[open]');
  await second.bringToFront();
  // Now the second tab leaves its game (an import counts it as given up), and saves its statistics.
  await importRecord(second, startRecord(layout));
  await second.waitForSelector('.board[data-game="king-albert"]');
  const stored = await second.evaluate(() => JSON.parse(localStorage.getItem('patience.stats') ?? '{}'));
  expect(stored.stats['king-albert/standard']).toMatchObject({ played: 1, won: 1 });
  expect(stored.stats['alhambra/standard']).toMatchObject({ played: 1, won: 0 });
  await context.close();
});

test('two tabs on two deals keep both games: each reloads into its own, and neither counts as given up', async () => {
  const context = await browser().newContext({ reducedMotion: 'reduce', serviceWorkers: 'block' });
  const first = await context.newPage();
  const second = await context.newPage();
  const moves = (page: Page) => page.evaluate(() => document.querySelector('.status')?.textContent ?? '');
  await first.goto(`${baseUrl()}#/alhambra/standard/1`);
  await first.waitForSelector('.pile');
  await first.click('[data-pile="stock"]');
  await first.click('[data-pile="stock"]');
  await expect.poll(() => moves(first)).toContain('2 moves');
  await second.bringToFront();
  await second.goto(`${baseUrl()}#/alhambra/standard/2`);
  await second.waitForSelector('.pile');
  await second.click('[data-pile="stock"]');
  await expect.poll(() => moves(second)).toContain('1 move');
  // The first tab plays on after the second saved its game.
  await first.bringToFront();
  await first.click('[data-pile="stock"]');
  await expect.poll(() => moves(first)).toContain('3 moves');
  for (const [page, deal, count] of [
    [second, 2, '1 move'],
    [first, 1, '3 moves'],
  ] as const) {
    await page.bringToFront();
    await page.reload();
    await page.waitForSelector('.pile');
    expect(page.url()).toContain(`#/alhambra/standard/${deal}`);
    await expect.poll(() => moves(page)).toContain(count);
  }
  // Following an address to the other deal takes up the game kept for it.
  await first.evaluate(() => {
    location.hash = '#/alhambra/standard/2';
  });
  await expect.poll(() => moves(first)).toContain('1 move');
  const stats = await first.evaluate(() => JSON.parse(localStorage.getItem('patience.stats') ?? '{}'));
  expect(stats.stats?.['alhambra/standard']?.played ?? 0).toBe(0);
  await context.close();
});

test('two tabs on the same deal: each takes up the moves the other made, so neither writes over them', async () => {
  const context = await browser().newContext({ reducedMotion: 'reduce', serviceWorkers: 'block' });
  const first = await context.newPage();
  const second = await context.newPage();
  const moves = (page: Page) => page.evaluate(() => document.querySelector('.status')?.textContent ?? '');
  for (const page of [first, second]) {
    await page.goto(`${baseUrl()}#/alhambra/standard/1`);
    await page.waitForSelector('.pile');
  }
  await first.bringToFront();
  await first.click('[data-pile="stock"]');
  await first.click('[data-pile="stock"]');
  await expect.poll(() => moves(first)).toContain('2 moves');
  await second.bringToFront();
  await expect.poll(() => moves(second)).toContain('2 moves');
  await expect.poll(() => second.textContent('.toast')).toContain('another tab');
  await second.click('[data-pile="stock"]');
  await expect.poll(() => moves(second)).toContain('3 moves');
  await first.bringToFront();
  await expect.poll(() => moves(first)).toContain('3 moves');
  // An undo in the first tab reaches the second, redo stack and all.
  await first.keyboard.press('Control+z');
  await expect.poll(() => moves(first)).toContain('2 moves');
  await second.bringToFront();
  await expect.poll(() => moves(second)).toContain('2 moves');
  await second.keyboard.press('Control+y');
  await expect.poll(() => moves(second)).toContain('3 moves');
  await first.bringToFront();
  await first.reload();
  await first.waitForSelector('.pile');
  await expect.poll(() => moves(first)).toContain('3 moves');
  await context.close();
});
