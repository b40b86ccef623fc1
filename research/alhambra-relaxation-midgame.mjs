// Question: From positions mid-game, does the SAT relaxation still prove lost deals lost, and how fast?
// Answer: docs/research/alhambra-sat-relaxation.md ("From a position mid-game").
// Run from the repository's root after `npx tsc -p tsconfig.build.json`.
//
//   node research/alhambra-relaxation-midgame.mjs <standard|any-suit> <deal,deal,...> <k,k,...> [timeout-ms]
//     for each deal: its best line (the furthest line of a 3 s solve without the SAT solver), then the position after
//     the first k moves of it, for each k, solved by the relaxation alone (`part: 'relaxation'`, CaDiCaL `stable`,
//     one thread) within the timeout (default 20000 ms). One line per deal: the verdict at each k, with its wall and
//     CPU time in seconds.
import { dealLayout } from '../dist/deals/pysolfc.js';
import { newGame } from '../dist/games/index.js';
import { solve } from '../dist/solver/index.js';
import { loadSatSolver } from '../dist/solver/sat/cadical.js';

const [variant, dealsArg, ksArg, timeoutArg] = process.argv.slice(2);
if (variant === undefined || dealsArg === undefined || ksArg === undefined) {
  console.error('usage: alhambra-relaxation-midgame.mjs <standard|any-suit> <deals> <ks> [timeout-ms]');
  process.exit(2);
}
const deals = dealsArg.split(',').map(Number);
const ks = ksArg.split(',').map(Number);
const timeoutMs = Number(timeoutArg ?? 20000);
const satSolver = await loadSatSolver('stable');
const lost = new Map(ks.map((k) => [k, 0]));
for (const deal of deals) {
  const fresh = () => newGame(dealLayout({ game: 'alhambra', variant }, BigInt(deal)));
  const line = solve(fresh(), { timeoutMs: 3000 }).bestLine ?? [];
  const row = [`deal ${deal}`, `line ${line.length}`];
  for (const k of ks) {
    if (k > line.length) {
      row.push(`k=${k}: -`);
      continue;
    }
    const game = fresh();
    for (const move of line.slice(0, k)) game.play(move);
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const result = solve(game, { satSolver, part: 'relaxation', timeoutMs });
    const seconds = ((performance.now() - wall) / 1000).toFixed(1);
    const cpuSeconds = (process.cpuUsage(cpu).user / 1e6).toFixed(1);
    const verdict = result.verdict === 'unwinnable' ? 'lost' : result.verdict;
    if (verdict === 'lost') lost.set(k, lost.get(k) + 1);
    row.push(`k=${k}: ${verdict} ${seconds}s (cpu ${cpuSeconds}s)`);
  }
  console.log(row.join('\t'));
}
console.log(`proven lost of ${deals.length}: ${ks.map((k) => `k=${k}: ${lost.get(k)}`).join(', ')}`);
