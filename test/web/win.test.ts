import { describe, expect, test } from 'vitest';
import type { GameVariant } from '../../src/games/ids.js';
import {
  easyAlhambra,
  easyKingAlbert,
  importRecord,
  openPage,
  playByDrags,
  playByTaps,
  screenshot,
  startRecord,
  statsRow,
  useBrowser,
  winningLine,
} from './helpers.js';

const browser = useBrowser();

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
      const { context, page, errors } = await openPage(browser(), `#/${kind.game}/${kind.variant}/1`);
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
      // The best time is this game's time, as the dialog's text gives it ("… in 52 moves and 0:03.").
      const text = (await page.locator('dialog.won p').first().textContent()) ?? '';
      expect(text).toBe(`All cards are home in ${steps.length} moves and ${row[5]}.`);
      expect(row[5]).toMatch(/^\d+:\d{2}$/);
      expect(row[6]).toBe(String(steps.length));
      if (mode === 'drags') await screenshot(page, `won-${kind.game}-${kind.variant}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

/** What the cards shown at home were doing when the board turned to won: their CSS animations, by name and state. */
interface Celebration {
  readonly homeCards: number;
  readonly animations: readonly { readonly name: string; readonly state: string; readonly iterations: number }[];
}

describe.each([
  { motion: 'no-preference', animates: true },
  { motion: 'reduce', animates: false },
] as const)('the win with reduced motion $motion', ({ motion, animates }) => {
  test.each([
    { game: 'king-albert', variant: 'standard' },
    { game: 'alhambra', variant: 'standard' },
  ] as const)(`$game $variant: the cards at home ${animates ? 'celebrate' : 'stay still'}`, async (kind) => {
    const { context, page, errors } = await openPage(browser(), `#/${kind.game}/${kind.variant}/1`, {
      reducedMotion: motion,
    });
    const layout = easyLayout(kind);
    const steps = winningLine(layout);
    // Every move but the last is in the record; the last one is a tap, as a player wins.
    await importRecord(page, { ...startRecord(layout), moves: steps.slice(0, -1).map((step) => step.token) });
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog.menu')?.open);
    // Read the animations the moment the board turns to won (getAnimations brings the styles up to date), so
    // the check does not depend on how soon after the win the test looks.
    const celebration = page.evaluate(
      () =>
        new Promise<Celebration>((resolve) => {
          const board = document.querySelector('.board')!;
          const observer = new MutationObserver(() => {
            if (!board.classList.contains('won')) return;
            observer.disconnect();
            const cards = [
              ...board.querySelectorAll('.pile-foundation > .card, .pile-ace > .card, .pile-king > .card'),
            ];
            const animations = cards
              .flatMap((card) => card.getAnimations())
              .filter((animation) => animation instanceof CSSAnimation)
              .map((animation) => ({
                name: animation.animationName,
                state: animation.playState,
                iterations: Number(animation.effect?.getTiming().iterations),
              }));
            resolve({ homeCards: cards.length, animations });
          });
          observer.observe(board, { attributes: true, attributeFilter: ['class'] });
        }),
    );
    await playByTaps(page, steps.slice(-1));
    const seen = await celebration;
    await page.waitForSelector('dialog.won[open]');
    // A foundation shows its top card only: one card a foundation.
    const foundations = kind.game === 'alhambra' ? 8 : 4;
    expect(seen.homeCards).toBe(foundations);
    if (animates) {
      expect(seen.animations).toHaveLength(foundations);
      expect(new Set(seen.animations.map(({ name, state, iterations }) => `${name} ${state} ×${iterations}`))).toEqual(
        new Set(['celebrate running ×3']),
      );
    } else {
      expect(seen.animations).toEqual([]);
      expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
