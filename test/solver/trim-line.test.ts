import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { parseMoves } from '../../src/formats/notation.js';
import type { GameVariant } from '../../src/games/ids.js';
import { type AnyGame, newGame } from '../../src/games/index.js';
import { KingAlbertGame } from '../../src/games/king-albert/game.js';
import type { KingAlbertLayout } from '../../src/games/layout.js';
import type { Move } from '../../src/games/types.js';
import { solve } from '../../src/solver/index.js';
import { solveKingAlbert } from '../../src/solver/king-albert/solve.js';
import { trimLine } from '../../src/solver/trim-line.js';
import { notWon } from './results.js';

const KING_ALBERT: GameVariant = { game: 'king-albert', variant: 'standard' };
const dealGame = (kind: GameVariant, deal: bigint): AnyGame => newGame(dealLayout(kind, deal));

/** The cards home after each move of a line played from the game's position; fails on an illegal move. */
const homeAfterEach = (game: AnyGame, line: readonly Move[]): number[] => {
  const copy = game.clone();
  return line.map((move, index) => {
    expect(copy.play(move).ok, `move ${index + 1}`).toBe(true);
    return copy.cardsHome;
  });
};

/** A line of random legal moves (each pick chooses among the legal moves), as far as moves are left. */
const playout = (game: AnyGame, picks: readonly number[]): Move[] => {
  const copy = game.clone();
  const line: Move[] = [];
  for (const pick of picks) {
    const moves = copy.legalMoves();
    if (moves.length === 0) break;
    const move = moves[pick % moves.length]!;
    copy.play(move);
    line.push(move);
  }
  return line;
};

/** What a trimmed line must be: legal, as many cards home as the best point of the line, no longer than it. */
const expectTrimmed = (game: AnyGame, line: readonly Move[], trimmed: { line: readonly Move[]; cardsHome: number }) => {
  const original = homeAfterEach(game, line);
  const most = Math.max(game.cardsHome, ...original);
  const reached = original.indexOf(most) + 1;
  const after = homeAfterEach(game, trimmed.line);
  expect(trimmed.cardsHome).toBe(most);
  expect(after.at(-1) ?? game.cardsHome).toBe(most);
  expect(trimmed.line.length).toBeLessThanOrEqual(reached);
  // It ends with the move that brings its last card home: nothing after it.
  if (trimmed.line.length > 0) expect(after.at(-2) ?? game.cardsHome).toBeLessThan(most);
};

describe('trimming a furthest line to the moves that bring cards home', () => {
  test('a random walk keeps its cards home in far fewer moves, the game untouched', () => {
    let walked = 0;
    let kept = 0;
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 1_000_000n }),
        fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
        (deal, picks) => {
          const game = dealGame(KING_ALBERT, deal);
          const line = playout(game, picks);
          const trimmed = trimLine(game, line);
          expectTrimmed(game, line, trimmed);
          expect(game.moveCount).toBe(0);
          walked += homeAfterEach(game, line).indexOf(trimmed.cardsHome) + 1;
          kept += trimmed.line.length;
        },
      ),
      // A fixed seed: the sum below is a measure over a sample, which must not vary from run to run.
      { numRuns: 20, seed: 53 },
    );
    // A random walk wanders: most of its moves up to its last card home bring nothing.
    expect(kept).toBeLessThan(walked / 2);
  });

  test.each([
    ['Alhambra', { game: 'alhambra', variant: 'standard' }],
    ['Granada', { game: 'alhambra', variant: 'granada' }],
    ['Raglan', { game: 'king-albert', variant: 'raglan' }],
  ] as const)('%s: a random walk trims the same way', (_name, kind) => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 1_000_000n }), fc.array(fc.nat(), { maxLength: 200 }), (deal, picks) => {
        const game = dealGame(kind, deal);
        const line = playout(game, picks);
        expectTrimmed(game, line, trimLine(game, line));
      }),
      { numRuns: 8 },
    );
  });

  test('a move that brings nothing, and moves after the last card home, are dropped', () => {
    const game = dealGame(KING_ALBERT, 1n);
    // Deal 1: 6♣ onto 7♦, 9♣ onto 10♥, 8♥ onto 9♣ free column 1 for 6♦, and A♠ 2♠ go home.
    const useful = parseMoves(game.kind, 'c9-c4 r5-c9 c1-c9 c5-c1 c5-f c5-f');
    // J♥ onto Q♠ brings nothing, nor, after the last card home, 10♣ onto J♥ and 8♦ onto 9♠.
    const padded = parseMoves(game.kind, 'c9-c4 c3-c8 r5-c9 c1-c9 c5-c1 c5-f c5-f r3-c8 c7-c5');
    if (!useful.ok || !padded.ok) throw new Error('the lines are malformed');
    expect(homeAfterEach(game, useful.value).at(-1)).toBe(2);
    const trimmed = trimLine(game, padded.value);
    expectTrimmed(game, padded.value, trimmed);
    expect(trimmed.line).toEqual(useful.value);
  });

  test("the solver's furthest line comes trimmed: King Albert deal 25 after 2,000 positions", () => {
    const game = new KingAlbertGame(dealLayout(KING_ALBERT, 25n) as KingAlbertLayout);
    const raw = notWon(solveKingAlbert(game, { maxPositions: 2_000 }));
    const answer = notWon(solve(game, { maxPositions: 2_000 }));
    expect(answer.bestCardsHome).toBe(raw.bestCardsHome);
    expect(answer.bestLine!.length).toBeLessThan(raw.bestLine!.length);
    expectTrimmed(game, raw.bestLine!, { line: answer.bestLine!, cardsHome: answer.bestCardsHome! });
    // Already as short as trimming makes it.
    expect(trimLine(game, answer.bestLine!).line).toEqual(answer.bestLine);
  });

  test('an illegal line is a bug, and says so', () => {
    const game = dealGame(KING_ALBERT, 1n);
    expect(() => trimLine(game, [{ type: 'turn' }])).toThrow(/not legal/);
  });
});
