// Question: How deep into standard Alhambra's first pass can the exhaustive search prove positions lost, with and without one suit alone and its blockers?
// Answer: docs/research/alhambra-proofs-of-loss.md
// Run from the repository's root after `npm run build`.
// How deep in the first pass standard Alhambra's losses can be proven: one seeded random first-pass position per deal
// (foundation moves and builds more often than turns) with at most <stockLeft> stock cards left, solved by the
// exhaustive search (no probes) within <positions>: without one suit alone, with it, and with its blockers.
// Usage: npm run build && node research/alhambra-frontier.mjs [stockLeft=30] [deals=20] [positions=100000]
import { solveAlhambra } from '../dist/solver/alhambra/solve.js';
import { randomPosition } from './random-position.mjs';

const [stockLeft = 30, deals = 20, positions = 100_000] = process.argv.slice(2).map(Number);

const randomFirstPassPosition = (deal) => randomPosition('standard', deal, { stockLeft }).game;

for (const [projections, blockers] of [
  [false, false],
  [true, false],
  [true, true],
]) {
  const counts = { winnable: 0, unwinnable: 0, unknown: 0 };
  const start = performance.now();
  for (let deal = 1; deal <= deals; deal++) {
    const result = solveAlhambra(
      randomFirstPassPosition(deal),
      { maxPositions: positions },
      { probes: 0, projections, blockers },
    );
    counts[result.verdict]++;
  }
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  console.log(
    `one suit alone ${projections ? (blockers ? 'with blockers' : 'on') : 'off'}: ${stockLeft} stock cards left, deals 1–${deals}, ${positions} positions:`,
    `${counts.winnable} winnable, ${counts.unwinnable} unwinnable, ${counts.unknown} unknown (${seconds} s)`,
  );
}
