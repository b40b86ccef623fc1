import { ALHAMBRA_VARIANTS, type AlhambraVariant } from '../games/ids.js';
import { type AnyGame, assertNever } from '../games/index.js';
import { USES_SAT_RELAXATION } from './alhambra/tuning.js';
import { usesSatSolver } from './index.js';
import type { CadicalSetup } from './sat/cadical.js';
import type { SolvePart, SolveResult, UnknownResult, UnwinnableResult, WinnableResult } from './types.js';

/** The Alhambra variants whose solve from a deal's start splits among several threads: those with the SAT relaxation. */
export const THREADED_VARIANTS: readonly AlhambraVariant[] = ALHAMBRA_VARIANTS.filter(
  (variant) => USES_SAT_RELAXATION[variant],
);

/** One thread's share of a solve run on several threads at once: a part of the solver, and its SAT solver's setup. */
export interface PortfolioMember {
  readonly part: SolvePart;
  readonly satSetup: CadicalSetup;
}

/**
 * The members that solve `game` on at most `threads` threads. Only the games with a relaxation gain from more than
 * one: the relaxation decides most of the deals decided, and how far it gets in a deal depends on the path its SAT
 * solver takes, so differently set up solvers side by side decide far more than the whole solver alone. The first
 * member is always the whole solver as one thread runs it (`--threads 1`), so that no win its quick searches find is
 * lost to the threads' split. Standard's second member turns from its plans to the guided search a third of the way
 * through (the `guided` part), which wins hard deals the plans never did (see `GUIDED_TIME_SHARE`); any-suit's is
 * the relaxation alone. The measurements are in docs/research/worker-pool.md.
 */
export const portfolioMembers = (game: AnyGame, threads: number): PortfolioMember[] => {
  // The pool solves layouts from their start: a position mid-game runs the whole solver here, on one thread.
  if (threads < 2 || !usesSatSolver(game) || game.moveCount > 0) return [{ part: 'whole', satSetup: 'stable' }];
  return membersOf(game).slice(0, threads);
};

// Every member a game's portfolio can have, the first first.
const membersOf = (game: AnyGame): PortfolioMember[] => {
  switch (game.family) {
    case 'alhambra':
      return game.anySuit
        ? [
            { part: 'whole', satSetup: 'stable' },
            { part: 'relaxation', satSetup: 'false-phase' },
            { part: 'relaxation', satSetup: 'shuffled' },
          ]
        : [
            { part: 'whole', satSetup: 'stable' },
            { part: 'guided', satSetup: 'shuffled' },
            { part: 'relaxation', satSetup: 'false-phase' },
          ];
    case 'king-albert':
      return [{ part: 'whole', satSetup: 'stable' }];
    default:
      return assertNever(game);
  }
};

/** True if a member's answer settles the solve: a win or a proof of loss. */
export const isDecided = (result: SolveResult): result is WinnableResult | UnwinnableResult =>
  result.verdict !== 'unknown';

/**
 * The answer of a portfolio whose members all answered unknown: their positions summed, the longest time, and the
 * line that brought the most cards home.
 */
export const mergeUnknown = (results: readonly UnknownResult[]): UnknownResult => {
  let best: UnknownResult | undefined;
  for (const result of results)
    if (result.bestLine !== undefined && result.bestCardsHome > (best?.bestCardsHome ?? 0)) best = result;
  const positions = results.reduce((sum, result) => sum + result.positions, 0);
  const ms = Math.max(0, ...results.map((result) => result.ms));
  return best?.bestLine === undefined
    ? { verdict: 'unknown', positions, ms }
    : { verdict: 'unknown', bestLine: best.bestLine, bestCardsHome: best.bestCardsHome, positions, ms };
};
