// The SAT relaxation as a phase of the solve (standard and any-suit from any position, given a SAT solver): no
// solution proves the position lost (a position mid-game is read as a deal that begins there, `start.ts`). Otherwise its solutions are plans (`plan.ts`), played out until one wins or their
// share of the budget is spent; the guided part's plans give way to the guided search (`guided.ts`). The plans'
// blocking clauses are not consequences of the rules: no proof of loss may use them.
import type { AlhambraGame } from '../../games/alhambra/game.js';
import type { AlhambraLayout } from '../../games/layout.js';
import { solverNow } from '../clock.js';
import { isRelaxationPart } from '../types.js';
import { type AttemptOutcome, RelaxationAttempt } from './relaxation-attempt.js';
import type { SolveRun } from './run.js';
import {
  type AlhambraRelaxation,
  encodeAlhambraRelaxation,
  RELAXATION_STOPPED,
  relaxationPosition,
} from './sat-relaxation/relaxation.js';
import { type RelaxationAt, SEED_STRIDE, USES_SAT_RELAXATION } from './tuning.js';

/**
 * True if the SAT relaxation applies to the game's position: a variant that uses it (`USES_SAT_RELAXATION`), from any
 * position not yet won.
 */
export const alhambraUsesRelaxation = (game: AlhambraGame): boolean =>
  USES_SAT_RELAXATION[game.kind.variant] && game.cardsHome < game.cardCount;

type Encoded = ReturnType<typeof encodeAlhambraRelaxation>;

/** The relaxation's rounds within one solve: it runs once, at its point among the phases, in as many rounds as pay. */
export class RelaxationRounds {
  /** When the relaxation runs: at the start when it is all the solve does, else as tuned. */
  readonly at: RelaxationAt;
  private readonly relaxationOnly: boolean;
  private done = false;
  // The relaxations, encoded once for every round (about a second each): standard's, and the game's own.
  private standardRelaxation: Encoded | undefined;
  private ownRelaxation: Encoded | undefined;
  private positionRead: ReturnType<typeof relaxationPosition> | undefined;
  // Set once standard's relaxation is known to have no solution (with any seed).
  private standardHasNoSolution = false;

  constructor(private readonly run: SolveRun) {
    this.relaxationOnly = isRelaxationPart(run.options.part);
    this.at = this.relaxationOnly ? 'start' : (run.tuning.relaxationAt ?? 'after-first-probes');
  }

  /** Runs the relaxation if `at` is its point, it has not run, there is no verdict yet, and there is a SAT solver. */
  runAt(at: RelaxationAt): void {
    const { run } = this;
    const { game, options } = run;
    if (at !== this.at || this.done || run.verdict !== undefined || options.satSolver === undefined) return;
    this.done = true;
    // Only the variants whose relaxation pays run it (`USES_SAT_RELAXATION` says why the others do not), even when a
    // caller hands over a SAT solver anyway.
    if (!alhambraUsesRelaxation(game)) return;
    for (let round = 0; this.round(run.seed + round * SEED_STRIDE, round > 0) && this.again(); round++);
  }

  // Alone on its thread the relaxation goes on with other seeds while its time lasts: a round ends open after its
  // plans, and without a time limit (nor a position budget, which its plans spend) the solve must not end unknown.
  // Another seed (`SEED_STRIDE` apart) is another path through the same problem.
  private again(): boolean {
    const { run } = this;
    const { options } = run;
    return (
      this.relaxationOnly &&
      run.verdict === undefined &&
      options.maxPositions === undefined &&
      (options.timeoutMs === undefined || solverNow() < run.start + options.timeoutMs) &&
      options.onProgress?.(run.search.positions + run.planPositions) !== true
    );
  }

  // One round of the relaxation with this seed: true if it ended open (no win, no proof), so that another seed may go
  // on. Any-suit asks standard's relaxation first: its plans keep to same-suit builds, which are played out far more
  // often, and a standard line is an any-suit line. Every solution of standard's relaxation is one of any-suit's
  // (any-suit only adds builds), so any-suit's own is asked only when standard's has none: then only it can prove the
  // deal lost.
  private round(roundSeed: number, lateStart: boolean): boolean {
    const { run } = this;
    let late = lateStart;
    if (run.game.anySuit && (run.tuning.standardPlans ?? true) && !this.standardHasNoSolution) {
      const answer = this.askStandard(roundSeed, late);
      if (answer === 'settled' || answer === 'stopped') return false;
      if (answer === 'open') {
        if (!(this.relaxationOnly && run.tuning.ownAfterStandard === true)) return true;
        late = true;
      } else {
        // No solution is no solution with any seed: later rounds go straight to any-suit's own relaxation, and
        // standard's encoding (tens of MiB) goes before any-suit's own is built.
        this.standardHasNoSolution = true;
        this.standardRelaxation = undefined;
      }
    }
    this.ownRelaxation ??= this.encode(this.position.layout);
    const relaxation = this.ownRelaxation;
    // Granada has no relaxation.
    if (relaxation === undefined || !relaxation.ok) return false;
    return this.attempt(relaxation.value, true, late, roundSeed) === 'open';
  }

  // Any-suit's first question: standard's relaxation, encoded at the first round (`stopped` if its encoding was).
  private askStandard(roundSeed: number, late: boolean): AttemptOutcome | 'stopped' {
    this.standardRelaxation ??= this.encode({ ...this.position.layout, variant: 'standard' });
    if (this.standardRelaxation === undefined) return 'stopped';
    return this.standardRelaxation.ok
      ? this.attempt(this.standardRelaxation.value, false, late, roundSeed)
      : 'unsatisfiable';
  }

  // Solves one relaxation and plays out its plans (see `RelaxationAttempt`).
  private attempt(relaxation: AlhambraRelaxation, proves: boolean, late: boolean, roundSeed: number): AttemptOutcome {
    const satSolver = this.run.options.satSolver;
    if (satSolver === undefined) return 'open';
    return new RelaxationAttempt(this.run, satSolver, relaxation, proves, late, roundSeed).decide();
  }

  // An encoding ends early once the budget is spent or the solve is cancelled (its result is then not kept).
  private readonly encodingStop = (): boolean => {
    const { options, start, search } = this.run;
    return (
      (options.timeoutMs !== undefined && solverNow() >= start + options.timeoutMs) ||
      options.onProgress?.(search.positions + this.run.planPositions) === true
    );
  };

  // The position as the relaxation reads it: a deal that begins there.
  private get position(): ReturnType<typeof relaxationPosition> {
    this.positionRead ??= relaxationPosition(this.run.game);
    return this.positionRead;
  }

  private encode(layout: AlhambraLayout): Encoded | undefined {
    const encoded = encodeAlhambraRelaxation(layout, { stop: this.encodingStop, start: this.position.start });
    return !encoded.ok && encoded.error === RELAXATION_STOPPED ? undefined : encoded;
  }
}
