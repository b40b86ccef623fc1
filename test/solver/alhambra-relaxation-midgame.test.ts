import { describe, expect, test } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { describeError } from '../../src/formats/messages.js';
import { parseMoves } from '../../src/formats/notation.js';
import { AlhambraGame } from '../../src/games/alhambra/game.js';
import type { AlhambraLayout } from '../../src/games/layout.js';
import type { Move } from '../../src/games/types.js';
import {
  encodeAlhambraRelaxation,
  firstUnsatisfiedClause,
  gameAtStart,
  lineAssignment,
  relaxationPosition,
} from '../../src/solver/alhambra/sat-relaxation/relaxation.js';
import { LINES } from './winning-lines.js';

type Variant = 'standard' | 'any-suit';

/** A numbered deal's game after the first `count` moves of `moves`, and the moves left. */
const afterMoves = (variant: Variant, deal: number, moves: readonly Move[], count: number) => {
  const game = new AlhambraGame(dealLayout({ game: 'alhambra', variant }, BigInt(deal)) as AlhambraLayout);
  for (const move of moves.slice(0, count)) if (!game.play(move).ok) throw new Error('fixture line is illegal');
  return { game, rest: moves.slice(count) };
};

const parsed = (variant: Variant, text: string): Move[] => {
  const moves = parseMoves({ game: 'alhambra', variant }, text);
  if (!moves.ok) throw new Error(describeError(moves.error));
  return moves.value;
};

/** Prefixes of a winning line to cut at: spread over the line (in every pass), a few per line. */
const cuts = (length: number, count: number): number[] =>
  Array.from({ length: count }, (_, index) => Math.round(((index + 1) * length) / (count + 1)));

describe('the SAT relaxation from a position mid-game', () => {
  test('a position read as a deal is the position: the same piles, waste, stock, foundations and pass', () => {
    const { deal, moves } = LINES.standard[0]!;
    const line = parsed('standard', moves);
    for (const count of cuts(line.length, 6)) {
      const { game } = afterMoves('standard', deal, line, count);
      const { layout, start } = relaxationPosition(game);
      const again = gameAtStart(layout, start);
      expect(again.reserve).toEqual(game.reserve);
      expect(again.waste).toEqual(game.waste);
      expect(again.stock).toEqual(game.stock);
      expect(again.aceFoundations).toEqual(game.aceFoundations);
      expect(again.kingFoundations).toEqual(game.kingFoundations);
      expect([again.redealsUsed, again.cardsHome]).toEqual([game.redealsUsed, game.cardsHome]);
      expect(again.legalMoves()).toEqual(game.legalMoves());
    }
  });

  // Soundness from any position: the rest of a winning line, read into the relaxation of the position it starts
  // from, satisfies every clause (the problem's, the held-back and the deferred ones). Cut in every pass.
  const cases = (['standard', 'any-suit'] as const).flatMap((variant) =>
    LINES[variant].slice(0, 3).map(({ deal, moves }) => ({ name: `${variant} ${deal}`, variant, deal, moves })),
  );
  test.each(cases)('$name: the rest of the winning line satisfies every clause from positions along it', (entry) => {
    const line = parsed(entry.variant, entry.moves);
    const passesCut = new Set<number>();
    for (const count of cuts(line.length, 3)) {
      const { game, rest } = afterMoves(entry.variant, entry.deal, line, count);
      passesCut.add(game.redealsUsed);
      const { layout, start } = relaxationPosition(game);
      const relaxation = encodeAlhambraRelaxation(layout, { start });
      if (!relaxation.ok) throw new Error(relaxation.error);
      const assignment = lineAssignment(relaxation.value, rest);
      if (!assignment.ok) throw new Error(assignment.error);
      expect(firstUnsatisfiedClause(relaxation.value, assignment.value)).toBe(-1);
      expect(firstUnsatisfiedClause(relaxation.value.heldBack, assignment.value)).toBe(-1);
      expect(firstUnsatisfiedClause(relaxation.value.deferred, assignment.value)).toBe(-1);
    }
    expect(passesCut.size).toBeGreaterThan(1);
  });
});
