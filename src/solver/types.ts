import type { Move } from '../games/types.js';
import type { SatSolver } from './sat/cnf.js';

/**
 * The parts of the solver that can run apart, one per thread (a portfolio, `portfolio.ts`): all of it, or only the
 * relaxation and its plans, or the relaxation whose plans give way to its guided search (`alhambra-guided.ts`).
 */
export const SOLVE_PARTS = ['whole', 'relaxation', 'guided'] as const;

/** A part of the solver (`SOLVE_PARTS`). */
export type SolvePart = (typeof SOLVE_PARTS)[number];

/** True for the parts that run only the relaxation (and what follows from it), not the searches. */
export const isRelaxationPart = (part: SolvePart | undefined): boolean => part === 'relaxation' || part === 'guided';

/** What the solver concluded about a position. */
export type Verdict = 'winnable' | 'unwinnable' | 'unknown';

/**
 * The relaxations of the Alhambra family whose loss proves a position lost: the SAT relaxation over slots of time
 * (`alhambra-relaxation.ts`), one suit alone (`reinforcement-suit.ts`), and the reserve alone (`reserve-alone.ts`).
 */
export const RELAXATIONS = ['sat', 'suit-alone', 'reserve-alone'] as const;

/** One of `RELAXATIONS`. */
export type Relaxation = (typeof RELAXATIONS)[number];

/** Limits of one search; the search stops with `unknown` when one runs out. */
export interface SolveOptions {
  /** Wall-clock budget in milliseconds (default: none). */
  readonly timeoutMs?: number;
  /** Budget of positions searched (default: none). */
  readonly maxPositions?: number;
  /** Called now and then with the positions searched so far; return true to stop the search (verdict unknown). */
  readonly onProgress?: (positions: number) => boolean | undefined;
  /**
   * A SAT solver for the proofs of loss that do not come from the search (standard and any-suit Alhambra from a
   * deal's start: see `alhambra-relaxation.ts`); without one only the search proves a loss.
   */
  readonly satSolver?: SatSolver;
  /**
   * Which part of the solver runs (default `whole`). `relaxation`: only the relaxation and its plans, for the whole
   * budget (another thread runs the rest); unknown at once where the solver has no relaxation or no SAT solver.
   */
  readonly part?: SolvePart;
  /**
   * Varies the solver's random choices (default 0): Alhambra's probes, beam and SAT solver take other paths with
   * another seed, so a deal one seed leaves unknown may be decided with another. The verdicts stay sound whatever it is.
   */
  readonly seed?: number;
}

/** What every answer carries: the positions the search visited and the wall time in milliseconds. */
export interface SolveCost {
  readonly positions: number;
  readonly ms: number;
}

/**
 * When the verdict is not `winnable`: the searched line that brought the most cards home, a suggestion for play
 * (hints) and nothing more, with the cards on the foundations at its end; both absent when no line got a card home.
 */
export type BestLine =
  | { readonly bestLine: readonly Move[]; readonly bestCardsHome: number }
  | { readonly bestLine?: undefined; readonly bestCardsHome?: undefined };

/** How a loss was proven: by exhausting the search, or by a relaxation that has no win (named). */
export type LossProof =
  | { readonly proof: 'search' }
  | { readonly proof: 'relaxation'; readonly relaxation: Relaxation };

/** A win, with the winning line from the searched position. */
export type WinnableResult = SolveCost & { readonly verdict: 'winnable'; readonly moves: readonly Move[] };

/** A proven loss, with its proof. */
export type UnwinnableResult = SolveCost & LossProof & BestLine & { readonly verdict: 'unwinnable' };

/** No verdict within the budget. */
export type UnknownResult = SolveCost & BestLine & { readonly verdict: 'unknown' };

/** The answer of a search, told apart by its `verdict`. */
export type SolveResult = WinnableResult | UnwinnableResult | UnknownResult;
