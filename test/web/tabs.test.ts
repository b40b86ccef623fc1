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
