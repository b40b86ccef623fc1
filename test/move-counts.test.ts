import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { dealLayout } from '../src/deals/pysolfc.js';
import { GAME_VARIANTS, gameVariantKey } from '../src/games/ids.js';
import { type AnyGame, newGame } from '../src/games/index.js';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/move-counts.json', import.meta.url), 'utf8')) as {
  readonly counts: Readonly<Record<string, readonly number[]>>;
};

/** The number of move sequences of length `depth` from the current position (leaves of the legal-move tree). */
const perft = (game: AnyGame, depth: number): number => {
  const moves = game.legalMoves();
  if (depth === 1) return moves.length;
  let total = 0;
  for (const move of moves) {
    expect(game.play(move).ok).toBe(true);
    total += perft(game, depth - 1);
    game.undo();
  }
  return total;
};

describe('move counts (perft) of deal 1, checked against an independent naive implementation', () => {
  test('the fixture covers all six variants', () => {
    expect(Object.keys(fixture.counts).sort()).toEqual(GAME_VARIANTS.map(gameVariantKey).sort());
  });

  test.each(GAME_VARIANTS.map((kind) => [gameVariantKey(kind), kind] as const))('%s, depths 1–4', (key, kind) => {
    const game = newGame(dealLayout(kind, 1n));
    const counts = [1, 2, 3, 4].map((depth) => perft(game, depth));
    expect(counts).toEqual(fixture.counts[key]);
    // Counting walks the tree with play and undo: the game is back at its start afterwards.
    expect(game.moveCount).toBe(0);
  });
});
