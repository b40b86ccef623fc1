// What the phases of one solve share: the game, its options and tuning, the search, the clock, and the verdict so
// far. Each phase runs only while there is no verdict, within its share of the budget.
import type { AlhambraGame } from '../../games/alhambra/game.js';
import type { Move } from '../../games/types.js';
import type { LossProof, SolveOptions, SolveResult } from '../types.js';
import type { AlhambraSearch } from './depth-first.js';
import type { AlhambraSolveTuning } from './tuning.js';

/** One solve in progress: its inputs, its search, and what it has found. */
export class SolveRun {
  /** The solve's seed (0 unless the options give one). */
  readonly seed: number;
  /** Whether the solve has a budget (time or positions); without one, the rounds of the beam and the probes are counted. */
  readonly budgeted: boolean;
  /** The verdict, once a phase has one. */
  verdict: SolveResult['verdict'] | undefined;
  /** How a loss was proven. */
  proof: LossProof['proof'] | undefined;
  /** The winning line a plan or the guided search found (the search's own is read from the search). */
  planLine: Move[] | undefined;
  /** Positions the plans searched (outside the search's own count and budget). */
  planPositions = 0;

  constructor(
    readonly game: AlhambraGame,
    readonly options: SolveOptions,
    readonly tuning: AlhambraSolveTuning,
    readonly search: AlhambraSearch,
    /** When the solve started (`solverNow()`, see clock.ts). */
    readonly start: number,
  ) {
    this.seed = options.seed ?? 0;
    this.budgeted = options.timeoutMs !== undefined || options.maxPositions !== undefined;
  }

  /** The time by which `share` of the time budget is spent (infinite without one). */
  timeAt(share: number): number {
    return this.options.timeoutMs === undefined
      ? Number.POSITIVE_INFINITY
      : this.start + this.options.timeoutMs * share;
  }

  /** `share` of the position budget (infinite without one). */
  positionsAt(share: number): number {
    return this.options.maxPositions === undefined ? Number.POSITIVE_INFINITY : this.options.maxPositions * share;
  }
}
