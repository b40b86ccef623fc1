import { parentPort } from 'node:worker_threads';
import { dealLayout } from '../deals/pysolfc.js';
import { makeMoves } from '../formats/notation.js';
import type { GameVariant } from '../games/ids.js';
import { newGame } from '../games/index.js';
import { loadSatSolver } from '../solver/cadical.js';
import { type SatSolver, solve, usesSatSolver } from '../solver/index.js';

/** A deal for a worker to solve. */
export interface StatsJob {
  readonly kind: GameVariant;
  readonly deal: string;
  readonly timeoutMs: number;
}

/** One solved deal, as written to the `--out` file. */
export interface StatsLine {
  readonly game: string;
  readonly variant: string;
  readonly deal: string;
  readonly verdict: 'winnable' | 'unwinnable' | 'unknown';
  readonly positions: number;
  readonly ms: number;
  readonly moves?: string;
  /** How a loss was proven: by the search or by the relaxation. */
  readonly proof?: 'search' | 'relaxation';
}

// Loaded once per worker, at its first deal that uses it.
let satSolver: Promise<SatSolver> | undefined;

/** Solves one job, with the SAT solver for the games that use one. */
export const runStatsJob = async (job: StatsJob): Promise<StatsLine> => {
  const game = newGame(dealLayout(job.kind, BigInt(job.deal)));
  const needsSatSolver = usesSatSolver(game);
  if (needsSatSolver) satSolver ??= loadSatSolver();
  const result = solve(game, {
    timeoutMs: job.timeoutMs,
    satSolver: needsSatSolver ? await satSolver : undefined,
  });
  const line: StatsLine = {
    game: job.kind.game,
    variant: job.kind.variant,
    deal: job.deal,
    verdict: result.verdict,
    positions: result.positions,
    ms: Math.round(result.ms),
  };
  if (result.moves !== undefined) return { ...line, moves: makeMoves(game.kind, result.moves) };
  return result.proof === undefined ? line : { ...line, proof: result.proof };
};

parentPort?.on('message', async (job: StatsJob) => {
  parentPort?.postMessage(await runStatsJob(job));
});
