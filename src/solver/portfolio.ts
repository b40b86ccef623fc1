import type { AnyGame } from '../games/index.js';
import type { CadicalMode } from './cadical.js';
import { usesSatSolver } from './index.js';
import type { SolvePart, SolveResult } from './types.js';

/** One thread's share of a solve run on several threads at once: a part of the solver, and its SAT solver's mode. */
export interface PortfolioMember {
  readonly part: SolvePart;
  readonly satMode: CadicalMode;
}

/**
 * The members that solve `game` on at most `threads` threads, the first of them the whole solver. Only the games with
 * a relaxation gain from a second thread: it runs the relaxation alone, with CaDiCaL in its other mode, since the
 * relaxation decides most of the deals the solver decides and the two modes are slow on different problems.
 */
export const portfolioMembers = (game: AnyGame, threads: number): PortfolioMember[] =>
  threads >= 2 && usesSatSolver(game)
    ? [
        { part: 'whole', satMode: 'stable' },
        { part: 'relaxation', satMode: 'default' },
      ]
    : [{ part: 'whole', satMode: 'stable' }];

/** True if a member's answer settles the solve: a win or a proof of loss. */
export const isDecided = (result: SolveResult): boolean => result.verdict !== 'unknown';

/**
 * The answer of a portfolio whose members all answered unknown: their positions summed, the longest time, and the
 * line that brought the most cards home.
 */
export const mergeUnknown = (results: readonly SolveResult[]): SolveResult => {
  let best: SolveResult | undefined;
  for (const result of results)
    if (result.bestLine !== undefined && (result.bestCardsHome ?? 0) > (best?.bestCardsHome ?? 0)) best = result;
  const positions = results.reduce((sum, result) => sum + result.positions, 0);
  const ms = Math.max(0, ...results.map((result) => result.ms));
  return best === undefined
    ? { verdict: 'unknown', positions, ms }
    : { verdict: 'unknown', bestLine: best.bestLine, bestCardsHome: best.bestCardsHome, positions, ms };
};
