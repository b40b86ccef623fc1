import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { makeRecord } from '../../src/formats/record.js';
import { newGame } from '../../src/games/index.js';
import { baseUrl, statusText, useBrowser } from './helpers.js';

const browser = useBrowser();

// Alhambra deal 3, one turn in, with a redo list this version cannot read: the start puts the stored games aside and
// keeps the game without its redo list.
const game = newGame(dealLayout({ game: 'alhambra', variant: 'standard' }, 3n));
game.play({ type: 'turn' });
const SEED = JSON.stringify({ schema: 1, games: [{ ...makeRecord(game), redo: ['nonsense'], elapsedMs: 5000 }] });

test('what recovery put aside is in the menu: downloaded exactly as it was stored, and its game played again', async () => {
  const context = await browser().newContext({
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    acceptDownloads: true,
  });
  await context.addInitScript((seed) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', 'yes');
    localStorage.setItem('patience.game', seed);
  }, SEED);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl()}#/king-albert/standard/4`);
  await page.waitForSelector('.pile');
  expect(await page.locator('.notice').allTextContents()).not.toEqual([]);
  await page.click('.tool-menu');
  await page.locator('summary', { hasText: 'Put aside' }).click();
  expect(await page.locator('.put-aside-item p').allTextContents()).toEqual([
    expect.stringMatching(/^Saved games, put aside \d/),
  ]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click('.put-aside-item button:has-text("Download")'),
  ]);
  expect(download.suggestedFilename()).toBe('patience-game-put-aside-1.json');
  expect(readFileSync((await download.path())!, 'utf8')).toBe(SEED);
  await page.click('.put-aside-item button:has-text("Play Alhambra, deal 3 (1 move)")');
  await page.waitForSelector('.board[data-game="alhambra"]');
  await expect.poll(() => statusText(page)).toContain('1 move');
  expect(page.url()).toContain('#/alhambra/standard/3');
  expect(await page.locator('.toast').textContent()).toContain('taken up');
  // Nothing to put aside: no such section.
  const fresh = await browser().newContext({ serviceWorkers: 'block' });
  const other = await fresh.newPage();
  await other.goto(`${baseUrl()}#/king-albert/standard/4`);
  await other.waitForSelector('.pile');
  await other.click('.tool-menu');
  await other.waitForSelector('dialog.menu[open]');
  expect(await other.locator('summary', { hasText: 'Put aside' }).count()).toBe(0);
  expect(errors).toEqual([]);
  await fresh.close();
  await context.close();
});
