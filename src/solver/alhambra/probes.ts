// Probes: short depth-first searches in random move orders. They find many wins that one depth-first order misses for
// long; a few run first (they win some deals in a few hundred positions), then the beam, then the rest of the probes'
// share. A probe only ever answers "winnable" (its line is real); what it left unexplored is searched afterwards.
// Granada (no dead-end test, cheap positions) does best with many very short probes and little else.
// In any-suit the probes keep to same-suit builds: a win there is a win in any-suit too, and the tree is far smaller.

import { solverNow } from '../clock.js';
import { EndProbe } from './depth-first.js';
import type { SolveRun } from './run.js';
import {
  GRANADA_PROBE_KEEP_CHANCE,
  GRANADA_PROBE_POSITIONS,
  GRANADA_PROBE_TIME_SHARE,
  PROBE_KEEP_CHANCES,
  PROBE_POSITIONS,
  PROBE_TIME_SHARE,
  PROBES,
  REINFORCEMENT_PROBE_TIME_SHARE,
  SEED_STRIDE,
} from './tuning.js';

/** The probes of one solve, run in batches between the other phases until their share of the budget is spent. */
export class ProbePhase {
  /** Set once a probe searched its whole tree within its budget: the tree is small, and the searches after decide it. */
  done = false;
  private probe = 0;
  // Granada: many very short probes.
  private readonly manyProbes: boolean;
  private readonly probes: number;
  private readonly deadline: number;
  private readonly budget: number;
  private readonly positionsPerProbe: number;

  constructor(private readonly run: SolveRun) {
    const { game, tuning } = run;
    this.manyProbes = game.waste.length > 1;
    const share =
      tuning.probeTimeShare ??
      (this.manyProbes ? GRANADA_PROBE_TIME_SHARE : game.refills ? REINFORCEMENT_PROBE_TIME_SHARE : PROBE_TIME_SHARE);
    // Without any budget the probes end by their count.
    this.probes = tuning.probes ?? (run.budgeted ? Number.POSITIVE_INFINITY : PROBES);
    this.deadline = run.timeAt(share);
    this.budget = run.positionsAt(share);
    this.positionsPerProbe = tuning.probePositions ?? (this.manyProbes ? GRANADA_PROBE_POSITIONS : PROBE_POSITIONS);
  }

  /** Runs probes until `until` of them have run in all, a verdict, or the probes' share is spent. */
  runUntil(until: number): void {
    const { run } = this;
    const search = run.search;
    for (
      ;
      !this.done &&
      this.probe < Math.min(this.probes, until) &&
      run.verdict === undefined &&
      solverNow() < this.deadline &&
      search.positions < this.budget;
      this.probe++
    ) {
      const positions = Math.min(this.positionsPerProbe, this.budget - search.positions);
      search.beginProbe(this.probe + 1 + run.seed * SEED_STRIDE, positions, this.deadline, true, this.keepChance());
      try {
        if (search.search(0, true)) run.verdict = 'winnable';
        // The probe searched its whole tree within its budget (more probes would only search it again).
        else this.done = true;
      } catch (error) {
        if (!(error instanceof EndProbe)) throw error;
        search.unwind();
      }
    }
  }

  // The chance that this probe keeps a move in place: one-waste probes take turns with `PROBE_KEEP_CHANCES`.
  private keepChance(): number {
    return (
      this.run.tuning.probeKeepChance ??
      (this.manyProbes ? GRANADA_PROBE_KEEP_CHANCE : PROBE_KEEP_CHANCES[(this.probe + 1) % PROBE_KEEP_CHANCES.length]!)
    );
  }
}
