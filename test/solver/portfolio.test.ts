import { describe, expect, test } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { AlhambraGame } from '../../src/games/alhambra/game.js';
import type { GameVariant } from '../../src/games/ids.js';
import { type AnyGame, newGame } from '../../src/games/index.js';
import { solveAlhambra } from '../../src/solver/alhambra/solve.js';
import { solve } from '../../src/solver/index.js';
import { isDecided, mergeUnknown, portfolioMembers } from '../../src/solver/portfolio.js';
import { loadSatSolver } from '../../src/solver/sat/cadical.js';
import type { UnknownResult } from '../../src/solver/types.js';
import { winningLine } from './results.js';

const dealGame = (kind: GameVariant, deal: number): AnyGame => newGame(dealLayout(kind, BigInt(deal)));

const afterOneMove = (kind: GameVariant, deal: number): AnyGame => {
  const game = dealGame(kind, deal);
  const move = game.legalMoves()[0];
  if (move === undefined || !game.play(move).ok) throw new Error('no first move');
  return game;
};

describe('portfolio members', () => {
  const standard = { game: 'alhambra', variant: 'standard' } as const;
  const anySuit = { game: 'alhambra', variant: 'any-suit' } as const;
  test.each([
    {
      name: 'standard, two threads',
      game: () => dealGame(standard, 1),
      threads: 2,
      members: ['whole/stable', 'guided/shuffled'],
    },
    {
      name: 'standard, three threads',
      game: () => dealGame(standard, 1),
      threads: 3,
      members: ['whole/stable', 'guided/shuffled', 'relaxation/false-phase'],
    },
    {
      name: 'standard, eight threads',
      game: () => dealGame(standard, 1),
      threads: 8,
      members: ['whole/stable', 'guided/shuffled', 'relaxation/false-phase'],
    },
    {
      name: 'any-suit, two threads',
      game: () => dealGame(anySuit, 1),
      threads: 2,
      members: ['whole/stable', 'relaxation/false-phase'],
    },
    {
      name: 'any-suit, three threads',
      game: () => dealGame(anySuit, 1),
      threads: 3,
      members: ['whole/stable', 'relaxation/false-phase', 'relaxation/shuffled'],
    },
    { name: 'standard, one thread', game: () => dealGame(standard, 1), threads: 1, members: ['whole/stable'] },
    {
      name: 'standard after a move (the pool solves from the start)',
      game: () => afterOneMove(standard, 1),
      threads: 2,
      members: ['whole/stable'],
    },
    {
      name: 'Granada (no relaxation)',
      game: () => dealGame({ game: 'alhambra', variant: 'granada' }, 1),
      threads: 2,
      members: ['whole/stable'],
    },
    {
      name: 'The Reinforcements',
      game: () => dealGame({ game: 'alhambra', variant: 'reinforcement' }, 1),
      threads: 2,
      members: ['whole/stable'],
    },
    {
      name: 'King Albert',
      game: () => dealGame({ game: 'king-albert', variant: 'standard' }, 1),
      threads: 2,
      members: ['whole/stable'],
    },
  ])('$name: $members', ({ game, threads, members }) => {
    expect(portfolioMembers(game(), threads).map((member) => `${member.part}/${member.satSetup}`)).toEqual(members);
  });

  // A win the whole solver finds quickly on one thread must not be lost to the split: its first member is that solver.
  test.each(
    (['standard', 'any-suit', 'granada', 'reinforcement'] as const).flatMap((variant) =>
      [1, 2, 3, 4].map((threads) => ({ variant, threads })),
    ),
  )('$variant on $threads threads: the first member is the whole solver of one thread', ({ variant, threads }) => {
    const game = dealGame({ game: 'alhambra', variant }, 1);
    expect(portfolioMembers(game, threads)[0]).toEqual(portfolioMembers(game, 1)[0]);
  });
});

describe('merging unknown answers', () => {
  const unknown = (positions: number, ms: number, bestCardsHome?: number): UnknownResult =>
    bestCardsHome === undefined
      ? { verdict: 'unknown', positions, ms }
      : { verdict: 'unknown', positions, ms, bestCardsHome, bestLine: [{ type: 'turn' }] };

  test.each([
    { name: 'no lines', results: [unknown(5, 10), unknown(7, 30)], expected: unknown(12, 30) },
    { name: 'one line', results: [unknown(5, 10), unknown(7, 30, 3)], expected: unknown(12, 30, 3) },
    {
      name: 'the line with more cards home',
      results: [unknown(5, 40, 9), unknown(7, 30, 3)],
      expected: unknown(12, 40, 9),
    },
  ])('$name', ({ results, expected }) => {
    expect(mergeUnknown(results)).toEqual(expected);
  });

  test('a win or a proof decides, unknown does not', () => {
    expect(isDecided({ verdict: 'winnable', moves: [], positions: 0, ms: 0 })).toBe(true);
    expect(isDecided({ verdict: 'unwinnable', proof: 'search', positions: 0, ms: 0 })).toBe(true);
    expect(isDecided(unknown(0, 0))).toBe(false);
  });
});

describe('the relaxation alone (a portfolio member)', async () => {
  const satSolver = await loadSatSolver('false-phase');

  test('names its setup', () => {
    expect(satSolver.name).toMatch(/^CaDiCaL \d+\.\d+\.\d+.* \(false-phase\)$/);
  });

  // Both parts that need the relaxation: the relaxation with its plans, and the guided search.
  test.each(
    (['relaxation', 'guided'] as const).flatMap((part) => [
      { part, name: 'King Albert', game: () => dealGame({ game: 'king-albert', variant: 'standard' }, 2) },
      { part, name: 'Granada', game: () => dealGame({ game: 'alhambra', variant: 'granada' }, 2) },
      { part, name: 'The Reinforcements', game: () => dealGame({ game: 'alhambra', variant: 'reinforcement' }, 2) },
    ]),
  )('the $part part answers unknown at once where there is no relaxation: $name', ({ part, game }) => {
    expect(solve(game(), { satSolver, part, timeoutMs: 10_000 })).toEqual({
      verdict: 'unknown',
      positions: 0,
      ms: 0,
    });
  });

  test('answers unknown at once without a SAT solver', () => {
    const game = dealGame({ game: 'alhambra', variant: 'standard' }, 4);
    expect(solve(game, { part: 'relaxation' }).verdict).toBe('unknown');
  });

  // The guided part asks the same first question before any plan, so it proves the same deal the same way.
  test.each(['relaxation', 'guided'] as const)(
    'the %s part proves standard deal 4 lost, searching no position',
    (part) => {
      const result = solve(dealGame({ game: 'alhambra', variant: 'standard' }, 4), {
        satSolver,
        part,
        timeoutMs: 60_000,
      });
      expect(result).toMatchObject({ verdict: 'unwinnable', proof: 'relaxation' });
      expect(result.positions).toBe(0);
    },
  );

  // Deal 5, which this setup's plans win (with the one-card-per-bridge and stream-order clauses they no longer win deal 2).
  test('wins standard deal 5 with a plan, and the line is checked by the engine', () => {
    const game = dealGame({ game: 'alhambra', variant: 'standard' }, 5);
    const result = solve(game, { satSolver, part: 'relaxation', timeoutMs: 60_000 });
    expect(result.verdict).toBe('winnable');
    const replay = game.clone();
    for (const move of winningLine(result)) expect(replay.play(move).ok).toBe(true);
    expect(replay.status()).toBe('won');
  });
});

describe('the guided search (a portfolio member)', async () => {
  const satSolver = await loadSatSolver('shuffled');

  test('from the start, in a session of its own, wins standard deal 14; the engine checks the line', () => {
    const game = dealGame({ game: 'alhambra', variant: 'standard' }, 14);
    if (!(game instanceof AlhambraGame)) throw new Error('not an Alhambra game');
    const result = solveAlhambra(game, { satSolver, part: 'guided', timeoutMs: 120_000 }, { guidedFrom: 0 });
    expect(result.verdict).toBe('winnable');
    const replay = game.clone();
    for (const move of winningLine(result)) expect(replay.play(move).ok).toBe(true);
    expect(replay.status()).toBe('won');
  });

  // One plan, then the guided search for the rest of the time: the plan alone does not win deal 9, so the win is the
  // guided search's, in a session of its own (the default) or in the plans' session.
  test.each([true, false])('after one plan, wins standard deal 9 (a fresh session: %s)', (guidedFresh) => {
    const game = dealGame({ game: 'alhambra', variant: 'standard' }, 9);
    if (!(game instanceof AlhambraGame)) throw new Error('not an Alhambra game');
    // A position budget: alone on its thread, the relaxation would go on with other seeds until the time is up.
    const options = { satSolver, part: 'relaxation', timeoutMs: 20_000, maxPositions: 1_000_000 } as const;
    const planOnly = solveAlhambra(game, options, { plans: 1, heldBackProofs: false });
    expect(planOnly.verdict).toBe('unknown');
    const result = solveAlhambra(game, { ...options, part: 'guided' }, { plans: 1, guidedFrom: 1e-6, guidedFresh });
    expect(result.verdict).toBe('winnable');
    const replay = game.clone();
    for (const move of winningLine(result)) expect(replay.play(move).ok).toBe(true);
    expect(replay.status()).toBe('won');
  });
});
