import { describe, expect, test } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { describeError } from '../../src/formats/messages.js';
import { parseMoves } from '../../src/formats/notation.js';
import { AlhambraGame } from '../../src/games/alhambra/game.js';
import type { AlhambraLayout } from '../../src/games/layout.js';
import type { Move } from '../../src/games/types.js';
import { readPlan, realizePlan } from '../../src/solver/alhambra/plan.js';
import {
  encodeAlhambraRelaxation,
  firstUnsatisfiedClause,
  gameAtStart,
  lineAssignment,
  relaxationPosition,
} from '../../src/solver/alhambra/sat-relaxation/relaxation.js';
import { solveAlhambra } from '../../src/solver/alhambra/solve.js';
import { solve } from '../../src/solver/index.js';
import { loadSatSolver } from '../../src/solver/sat/cadical.js';
import { LINES } from './winning-lines.js';

const satSolver = await loadSatSolver();

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
  // from, satisfies every clause (the problem's, the held-back and the deferred ones). Every fixture line, cut at two
  // places that differ from deal to deal, the cuts together in every pass.
  const cases = (['standard', 'any-suit'] as const).flatMap((variant) =>
    LINES[variant].map(({ deal, moves }) => ({ name: `${variant} ${deal}`, variant, deal, moves })),
  );
  const passesCut = new Set<number>();
  test.each(cases)('$name: the rest of the winning line satisfies every clause from positions along it', (entry) => {
    const line = parsed(entry.variant, entry.moves);
    // Two cuts, one in the line's first half and one in its second, at places that move with the deal number.
    const shift = ((entry.deal * 37) % 100) / 200;
    for (const fraction of [0.05 + shift * 0.8, 0.5 + shift * 0.9]) {
      const { game, rest } = afterMoves(entry.variant, entry.deal, line, Math.round(line.length * fraction));
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
  });

  test('the cuts above fall in every pass', () => {
    expect([...passesCut].sort()).toEqual([0, 1, 2]);
  });

  test.each(cases.filter((_, index) => index % 4 === 0))(
    '$name: the plan the rest of its winning line gives is played out to a win from the position',
    (entry) => {
      const line = parsed(entry.variant, entry.moves);
      const { game, rest } = afterMoves(entry.variant, entry.deal, line, Math.round(line.length * 0.4));
      const { layout, start } = relaxationPosition(game);
      const relaxation = encodeAlhambraRelaxation(layout, { start });
      if (!relaxation.ok) throw new Error(relaxation.error);
      const assignment = lineAssignment(relaxation.value, rest);
      if (!assignment.ok) throw new Error(assignment.error);
      const plan = readPlan(relaxation.value, (variable) => assignment.value[variable]!);
      // The rest of the line brings each card home where the plan says.
      const toAce = rest.filter((move) => move.type === 'transfer' && move.to.pile === 'ace').length;
      expect(plan.toAce.filter(Boolean)).toHaveLength(toAce);
      const played = realizePlan(relaxation.value, plan, 100_000);
      expect(played.line).toBeDefined();
      const replay = game.clone();
      for (const move of played.line ?? []) expect(replay.play(move).ok).toBe(true);
      expect(replay.status()).toBe('won');
    },
  );

  test('a line that skips a rank on a foundation mid-game breaks a clause (the foundations start where they are)', () => {
    const { deal, moves } = LINES.standard[0]!;
    const line = parsed('standard', moves);
    const { game, rest } = afterMoves('standard', deal, line, Math.round(line.length / 2));
    const { layout, start } = relaxationPosition(game);
    const relaxation = encodeAlhambraRelaxation(layout, { start });
    if (!relaxation.ok) throw new Error(relaxation.error);
    // The rest of the line, each foundation move sent to the other foundation: the foundations then take ranks that do
    // not follow their top cards.
    const swapped = rest.map(
      (move): Move =>
        move.type === 'transfer' && (move.to.pile === 'ace' || move.to.pile === 'king')
          ? { ...move, to: { pile: move.to.pile === 'ace' ? 'king' : 'ace' } }
          : move,
    );
    const assignment = lineAssignment(relaxation.value, swapped);
    if (!assignment.ok) throw new Error(assignment.error);
    expect(firstUnsatisfiedClause(relaxation.value, assignment.value)).toBeGreaterThanOrEqual(0);
  });
});

// The opening of deal 4's furthest line (`patience solve alhambra --deal 4`): the deal is lost, so is every position.
const DEAL_4_OPENING = 'r4-k r5-k r5-a s s r7-w s s s s s r6-w s r8-w r8-a s r8-w s s r3-w';

/** The relaxation alone, with no search and not the reserve alone either: its own verdict. */
const RELAXATION_ALONE = { relaxationAt: 'start', exhaustive: false, reserveAlone: false } as const;

describe('solving from a position mid-game with the relaxation', () => {
  test.each([5, 20])('standard deal 4 after %i moves is proven lost by the relaxation', (count) => {
    const { game } = afterMoves('standard', 4, parsed('standard', DEAL_4_OPENING), count);
    expect(game.status()).toBe('playing');
    const result = solveAlhambra(game, { satSolver }, RELAXATION_ALONE);
    expect(result).toMatchObject({ verdict: 'unwinnable', proof: 'relaxation', positions: 0 });
  });

  test('a winnable deal whose first pass is spent turning the stock alone is proven lost by the relaxation', () => {
    const { deal, moves } = LINES.standard[0]!;
    const { game } = afterMoves('standard', deal, [], 0);
    // The fixture line wins the deal from its start: it is winnable.
    expect(afterMoves('standard', deal, parsed('standard', moves), Number.POSITIVE_INFINITY).game.status()).toBe('won');
    while (game.stock.length > 0) expect(game.play({ type: 'turn' }).ok).toBe(true);
    expect(game.play({ type: 'redeal' }).ok).toBe(true);
    const result = solveAlhambra(game, { satSolver }, RELAXATION_ALONE);
    expect(result).toMatchObject({ verdict: 'unwinnable', proof: 'relaxation' });
  });

  // The soundness oracle at work: positions on a winning line are never proven lost. The relaxation alone, with no
  // time limit (so that its path does not depend on the machine's speed) and one round: its plans win each of them.
  const along = (['standard', 'any-suit'] as const).flatMap((variant) =>
    LINES[variant]
      .slice(0, 2)
      .flatMap(({ deal, moves }) =>
        [0.3, 0.7].map((fraction) => ({ name: `${variant} ${deal} at ${fraction}`, variant, deal, moves, fraction })),
      ),
  );
  test.each(along)("$name of its winning line: the relaxation's plans win, from there", (entry) => {
    const line = parsed(entry.variant, entry.moves);
    const { game } = afterMoves(entry.variant, entry.deal, line, Math.round(line.length * entry.fraction));
    // `solve` replays a winning line on the position and throws if it does not win from there.
    const result = solve(game, { satSolver, part: 'relaxation', maxPositions: 200_000 });
    expect(result.verdict).toBe('winnable');
  });

  test('the guided search alone wins from a position mid-game', () => {
    const { deal, moves } = LINES.standard[1]!;
    const line = parsed('standard', moves);
    const { game } = afterMoves('standard', deal, line, Math.round(line.length * 0.3));
    expect(game.waste[0]!.length).toBeGreaterThan(0);
    // From the start of its time (a generous limit, only a bound): no plans first.
    const result = solveAlhambra(game, { satSolver, part: 'guided', timeoutMs: 120_000 }, { guidedFrom: 0 });
    expect(result.verdict).toBe('winnable');
    if (result.verdict !== 'winnable') return;
    const replay = game.clone();
    for (const move of result.moves) expect(replay.play(move).ok).toBe(true);
    expect(replay.status()).toBe('won');
  });
});
