import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GameVariant } from '../../src/games/ids.js';
import {
  easyAlhambra,
  easyKingAlbert,
  importRecord,
  launchBrowser,
  openPage,
  playByDrags,
  playByTaps,
  screenshot,
  startRecord,
  statsRow,
  winningLine,
} from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const KINDS: readonly GameVariant[] = [
  { game: 'king-albert', variant: 'standard' },
  { game: 'king-albert', variant: 'raglan' },
  { game: 'alhambra', variant: 'standard' },
  { game: 'alhambra', variant: 'any-suit' },
  { game: 'alhambra', variant: 'granada' },
  { game: 'alhambra', variant: 'reinforcement' },
];

const easyLayout = (kind: GameVariant) =>
  kind.game === 'king-albert' ? easyKingAlbert(kind.variant) : easyAlhambra(kind.variant);

describe.each(KINDS)('$game $variant', (kind) => {
  const layout = easyLayout(kind);
  const steps = winningLine(layout);

  for (const mode of ['taps', 'drags'] as const) {
    test(`wins by ${mode}, and the statistics count the win`, async () => {
      const { context, page, errors } = await openPage(browser, `#/${kind.game}/${kind.variant}/1`);
      await importRecord(page, startRecord(layout));
      await page.waitForSelector(`.board[data-variant="${kind.variant}"]`);
      await expect
        .poll(() => page.locator('.status').textContent())
        .toContain(kind.game === 'alhambra' ? '8/104' : '/52');
      if (mode === 'taps') await playByTaps(page, steps);
      else await playByDrags(page, steps);
      await page.waitForSelector('dialog.won[open]');
      expect(await page.locator('dialog.won h2').textContent()).toBe('You won!');
      const total = kind.game === 'alhambra' ? 104 : 52;
      expect(await page.locator('.status').textContent()).toContain(`${total}/${total}`);
      // Played 1, won 1, 100 %, streak 1, best streak 1, a best time, fewest moves = the line's length.
      const row = await statsRow(page, kind);
      expect(row.slice(0, 5)).toEqual(['1', '1', '100%', '1', '1']);
      expect(row[6]).toBe(String(steps.length));
      if (mode === 'drags') await screenshot(page, `won-${kind.game}-${kind.variant}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
