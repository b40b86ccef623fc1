// Question: What does a fresh pair of worker threads cost a solve?
// Answer: docs/research/portfolio-and-threads.md
// Run from the repository's root after `npm run build`.
// What a fresh pair of worker threads costs a solve: solves a few deals three times each on a pool of two threads,
// and prints the wall time of rounds 2–3 (round 1 warms the pool). RETIRE=Infinity keeps the workers (warm);
// RETIRE=0 replaces them after every solve (cold). Build first (`npm run build`); run with the malloc settings of
// `patience stats`: MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 RETIRE=0 node research/pool-cold-start.mjs

import { dealLayout } from '../dist/deals/pysolfc.js';
import { newGame } from '../dist/games/index.js';
import { SolverPool } from '../dist/pool/solver-pool.js';
import { portfolioMembers } from '../dist/solver/portfolio.js';

const deals = (process.env.DEALS ?? '2,3,5,8,9').split(',').map(BigInt);
const variant = process.env.VARIANT ?? 'any-suit';
const retire = Number(process.env.RETIRE ?? 'Infinity');
const pool = new SolverPool(2, retire);
let total = 0;
for (let round = 1; round <= 3; round++) {
  for (const deal of deals) {
    const layout = dealLayout({ game: 'alhambra', variant }, deal);
    const start = performance.now();
    const answer = await pool.solve(layout, portfolioMembers(newGame(layout), 2), { timeoutMs: 10_000 });
    const wall = performance.now() - start;
    if (round > 1) total += wall;
    console.log(
      `round ${round} deal ${deal}: ${answer.result.verdict}, solve ${Math.round(answer.result.ms)} ms, wall ${Math.round(wall)} ms`,
    );
  }
}
console.log(
  `bound ${retire}: rounds 2-3 took ${(total / 1000).toFixed(1)} s; ${pool.workersStarted} threads started; peak ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB`,
);
await pool.close();
