import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { describeError } from '../../src/formats/messages.js';
import { parseMoves } from '../../src/formats/notation.js';
import { AlhambraGame } from '../../src/games/alhambra/game.js';
import type { AlhambraLayout } from '../../src/games/layout.js';
import { reinforcementSuitAlone } from '../../src/solver/alhambra/relaxations/one-suit.js';
import { solveAlhambra } from '../../src/solver/alhambra/solve.js';

/** Winning lines of The Reinforcements from the winnability study. */
const LINES = JSON.parse(
  readFileSync(new URL('../fixtures/reinforcement-winning-lines.json', import.meta.url), 'utf8'),
) as { deal: number; moves: string }[];

const deal = (number: number): AlhambraGame =>
  new AlhambraGame(dealLayout({ game: 'alhambra', variant: 'reinforcement' }, BigInt(number)) as AlhambraLayout);

const SUITS = [0, 1, 2, 3] as const;

// Deal 8 is lost with the reserve alone too (`reserve-alone.ts`), which the solver tries first: these tests turn that
// off to test the one-suit games.
const NO_RESERVE_ALONE = { reserveAlone: false } as const;

describe('The Reinforcements, one suit alone', () => {
  test('deal 8: its diamonds alone are lost, so the solver proves the deal lost at once', () => {
    const game = deal(8);
    const verdicts = SUITS.map((suit) => reinforcementSuitAlone(game, suit, 100_000).verdict);
    expect(verdicts[1]).toBe('lost');
    const result = solveAlhambra(game, { timeoutMs: 120_000 }, NO_RESERVE_ALONE);
    expect(result).toMatchObject({ verdict: 'unwinnable', proof: 'relaxation', relaxation: 'suit-alone' });
    // Without the test, the search does not decide it within a small budget.
    expect(solveAlhambra(deal(8), { maxPositions: 50_000 }, { ...NO_RESERVE_ALONE, suitAlone: false }).verdict).toBe(
      'unknown',
    );
  });

  // A relaxation: no position of a winning line may have a suit lost alone, and near the end every suit is won.
  test.each(LINES.map(({ deal: number, moves }) => ({ name: `deal ${number}`, number, moves })))(
    'no suit is lost alone along the winning line of $name',
    ({ number, moves }) => {
      const game = deal(number);
      const line = parseMoves(game.kind, moves);
      if (!line.ok) throw new Error(describeError(line.error));
      line.value.forEach((move, index) => {
        if (index % 12 === 0 || index >= line.value.length - 3)
          for (const suit of SUITS) {
            const { verdict } = reinforcementSuitAlone(game, suit, 3000);
            expect(verdict, `suit ${suit} before move ${index + 1}`).not.toBe('lost');
            if (index >= line.value.length - 3) expect(verdict).toBe('won');
          }
        expect(game.play(move).ok).toBe(true);
      });
      expect(game.status()).toBe('won');
    },
  );

  test('the position budget gives unknown, and the game is left untouched', () => {
    const game = deal(8);
    const before = JSON.stringify([game.reserve, game.stock, game.waste]);
    expect(reinforcementSuitAlone(game, 1, 10)).toEqual({ verdict: 'unknown', positions: 10 });
    expect(JSON.stringify([game.reserve, game.stock, game.waste])).toBe(before);
  });

  test('asked to stop, it stops at the next 1,024 positions with unknown', () => {
    let asked = 0;
    const stop = (): boolean => ++asked >= 2;
    expect(reinforcementSuitAlone(deal(8), 1, 100_000, stop)).toEqual({ verdict: 'unknown', positions: 2048 });
    expect(asked).toBe(2);
  });

  // The one-suit games come out of the solve's budget: a small one ends the solve with unknown before the proof of
  // deal 8 (diamonds, the second suit) when the clubs take the whole of it; the search after them checks its budget
  // every 1,024 positions.
  test.each([1_000, 20_000])('a solve of deal 8 within %i positions searches no more than that', (maxPositions) => {
    const result = solveAlhambra(deal(8), { maxPositions }, NO_RESERVE_ALONE);
    expect(result.verdict).toBe('unknown');
    expect(result.positions).toBeGreaterThanOrEqual(maxPositions);
    expect(result.positions).toBeLessThanOrEqual(maxPositions + 1024);
  });

  test('a solve of deal 8 that is told to stop at once stops within the one-suit games', () => {
    let calls = 0;
    const result = solveAlhambra(deal(8), { onProgress: () => ++calls > 0 }, NO_RESERVE_ALONE);
    expect(result.verdict).toBe('unknown');
    expect(result.positions).toBeLessThan(5_000);
  });
});
