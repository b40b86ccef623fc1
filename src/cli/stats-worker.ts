import { parentPort } from 'node:worker_threads';
import { dealLayout } from '../deals/pysolfc.js';
import { makeMoves } from '../formats/notation.js';
import type { GameVariant } from '../games/ids.js';
import { newGame } from '../games/index.js';
import { solve } from '../solver/index.js';

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
}

/** Solves one job. */
export const runStatsJob = (job: StatsJob): StatsLine => {
  const game = newGame(dealLayout(job.kind, BigInt(job.deal)));
  const result = solve(game, { timeoutMs: job.timeoutMs });
  const line: StatsLine = {
    game: job.kind.game,
    variant: job.kind.variant,
    deal: job.deal,
    verdict: result.verdict,
    positions: result.positions,
    ms: Math.round(result.ms),
  };
  return result.moves === undefined ? line : { ...line, moves: makeMoves(game.kind, result.moves) };
};

parentPort?.on('message', (job: StatsJob) => {
  parentPort?.postMessage(runStatsJob(job));
});
