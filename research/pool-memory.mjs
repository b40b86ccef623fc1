// Question: How much resident memory does a pool of two worker threads hold before and during each solve?
// Answer: docs/research/memory.md
// Run from the repository's root after `npm run build`.
// The resident memory of a pool of two worker threads, deal by deal: before each solve (300 ms after the last one
// answered, or GAP) and at its peak (sampled every 20 ms), then the median and maximum of both, the threads started
// and the wall time. Build first (`npm run build`); run with the malloc settings of `patience stats`:
// MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 node research/pool-memory.mjs any-suit 1 30
// DEALS="105 108 234" (or 105,108,234, as in alhambra-solver-measure.mjs) solves those deals instead of a range.
// RETIRE (MiB) sets the pool's bound for replacing its workers (default: the pool's own); GAP (ms) the pause before each
// solve (default 300; 0 runs them back to back, as `patience stats` does).

import { dealLayout } from '../dist/deals/pysolfc.js';
import { newGame } from '../dist/games/index.js';
import { SolverPool } from '../dist/pool/solver-pool.js';
import { portfolioMembers } from '../dist/solver/portfolio.js';

const [variant = 'any-suit', from = '1', to = '30'] = process.argv.slice(2);
const pool =
  process.env.RETIRE === undefined ? new SolverPool(2) : new SolverPool(2, Number(process.env.RETIRE) * 2 ** 20);
const mebibytes = (bytes) => Math.round(bytes / 2 ** 20);
const counts = { winnable: 0, unwinnable: 0, unknown: 0 };
let peak = 0;
setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
}, 20).unref();
const peaks = [];
const befores = [];
const start = performance.now();
const deals =
  process.env.DEALS === undefined
    ? Array.from({ length: Number(to) - Number(from) + 1 }, (_, index) => Number(from) + index)
    : process.env.DEALS.trim()
        .split(/[\s,]+/)
        .map(Number);
for (const deal of deals) {
  const layout = dealLayout({ game: 'alhambra', variant }, BigInt(deal));
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.GAP ?? 300)));
  const before = process.memoryUsage.rss();
  peak = before;
  const { result } = await pool.solve(layout, portfolioMembers(newGame(layout), 2), { timeoutMs: 10_000 });
  counts[result.verdict]++;
  peaks.push(mebibytes(peak));
  befores.push(mebibytes(before));
  console.log(
    `deal ${deal}: ${result.verdict} in ${(result.ms / 1000).toFixed(1)} s, before ${mebibytes(before)} MiB, peak ${mebibytes(peak)} MiB, ${pool.workersStarted} threads started`,
  );
}
await pool.close();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `${JSON.stringify(counts)}; wall ${((performance.now() - start) / 1000).toFixed(1)} s; before a solve: median ${median(befores)}, max ${Math.max(...befores)} MiB; peak: median ${median(peaks)}, max ${Math.max(...peaks)} MiB; ${pool.workersStarted} threads started`,
);
