import { parentPort } from 'node:worker_threads';
import { parseLayout } from '../formats/layout.js';
import { describeError } from '../formats/messages.js';
import { newGame } from '../games/index.js';
import { type SatSolver, solve, usesSatSolver } from '../solver/index.js';
import { type CadicalSetup, loadSatSolver } from '../solver/sat/cadical.js';
import type { WorkerReply, WorkerTask } from './solver-pool.js';

// Loaded once per worker and setup, at the first deal that uses it.
const satSolvers = new Map<CadicalSetup, Promise<SatSolver>>();

const reply = (message: WorkerReply): void => parentPort?.postMessage(message);

// Reports progress at most four times a second.
const PROGRESS_MS = 250;

parentPort?.on('message', async (task: WorkerTask) => {
  try {
    const layout = parseLayout(task.layout);
    if (!layout.ok) throw new Error(`a worker was sent a bad layout: ${describeError(layout.error)}`);
    const game = newGame(layout.value);
    let satSolver: SatSolver | undefined;
    if (usesSatSolver(game)) {
      const setup = task.member.satSetup;
      if (!satSolvers.has(setup)) satSolvers.set(setup, loadSatSolver(setup));
      satSolver = await satSolvers.get(setup);
    }
    const cancelled = new Int32Array(task.cancel);
    let nextReport = 0;
    const result = solve(game, {
      timeoutMs: task.timeoutMs,
      maxPositions: task.maxPositions,
      seed: task.seed,
      satSolver,
      part: task.member.part,
      onProgress: (positions) => {
        if (Atomics.load(cancelled, 0) !== 0) return true;
        const now = performance.now();
        if (now >= nextReport) {
          nextReport = now + PROGRESS_MS;
          reply({ type: 'progress', positions });
        }
        return undefined;
      },
    });
    reply({ type: 'result', result, satSolver: satSolver?.name });
  } catch (error) {
    reply({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
