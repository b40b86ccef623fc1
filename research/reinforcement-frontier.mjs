// Question: How deep into a game of The Reinforcements does the exhaustive search decide positions?
// Answer: docs/research/reinforcements.md
// Run from the repository's root after `npm run build`.
// Measuring script (after `npm run build`): how deep into a game of The Reinforcements the exhaustive search (no
// probes, no beam, no one-suit games) decides positions. One seeded random line per deal (a move other than turning
// or redealing with chance <otherChance>) is played until <redeals> redeals are used and at most <stockLeft> stock
// cards are left; that position is solved within <positions>.
// node research/reinforcement-frontier.mjs [redeals=1] [stockLeft=48] [deals=12] [positions=3000000] [otherChance=0.8]
import { solveAlhambra } from '../dist/solver/alhambra/solve.js';
import { randomPosition } from './random-position.mjs';

const [redeals = 1, stockLeft = 48, deals = 12, positions = 3_000_000, otherChance = 0.8] = process.argv
  .slice(2)
  .map(Number);

const counts = { winnable: 0, unwinnable: 0, unknown: 0, stuck: 0 };
const start = performance.now();
for (let deal = 1; deal <= deals; deal++) {
  const { game, reached } = randomPosition('reinforcement', deal, { redeals, stockLeft, otherChance });
  if (!reached) {
    counts.stuck++;
    continue;
  }
  const result = solveAlhambra(game, { maxPositions: positions }, { probes: 0, beamWidth: 0, suitAlone: false });
  counts[result.verdict]++;
  console.log(
    `deal ${deal}: ${result.verdict} in ${result.positions} positions, ${Math.round(result.ms)} ms (stock ${game.stock.length}, reserve ${game.reserve.map((pile) => pile.length).join(' ')})`,
  );
}
console.log(
  `pass ${redeals + 1}, at most ${stockLeft} stock cards left, deals 1–${deals}, ${positions} positions:`,
  `${counts.winnable} winnable, ${counts.unwinnable} unwinnable, ${counts.unknown} unknown, ${counts.stuck} lines stuck before (${((performance.now() - start) / 1000).toFixed(1)} s)`,
);
