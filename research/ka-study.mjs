// Question: Does a King Albert build agree with the study's verdicts on PySolFC's numbered deals?
// Answer: docs/research/king-albert.md
// Run from the repository's root after `npm run build`.
// Solves PySolFC-numbered King Albert / Raglan deals and compares each verdict with the study's
// (docs/study/king-albert-<variant>.jsonl).
// Usage: node research/ka-study.mjs <standard|raglan> [timeoutMs] [unknown|all|deal,deal,…]   (KA_DIST=<dir> runs another build's dist)
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const dist = process.env.KA_DIST ?? new URL('../dist', import.meta.url).pathname;
const load = (path) => import(pathToFileURL(`${dist}/${path}`).href);
const { dealLayout } = await load('deals/pysolfc.js');
const { newGame } = await load('games/index.js');
const { solveKingAlbert } = await load('solver/king-albert/solve.js');

const variant = process.argv[2] ?? 'standard';
const timeoutMs = Number(process.argv[3] ?? 10000);
const which = process.argv[4] ?? 'all';
const study = readFileSync(new URL(`../docs/study/king-albert-${variant}.jsonl`, import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line))
  .filter(
    (record) =>
      which === 'all' || (which === 'unknown' ? record.verdict === 'unknown' : which.split(',').includes(record.deal)),
  );
const counts = { winnable: 0, unwinnable: 0, unknown: 0, disagree: 0, newlyDecided: 0 };
let totalMs = 0;
for (const record of study) {
  const game = newGame(dealLayout({ game: 'king-albert', variant }, BigInt(record.deal)));
  const result = solveKingAlbert(game, { timeoutMs });
  counts[result.verdict]++;
  totalMs += result.ms;
  if (result.verdict === 'winnable') {
    for (const move of result.moves) if (!game.play(move).ok) throw new Error(`deal ${record.deal}: illegal move`);
    if (game.cardsHome !== 52) throw new Error(`deal ${record.deal}: line does not win`);
  }
  const before = record.verdict;
  if (before !== 'unknown' && result.verdict !== 'unknown' && before !== result.verdict) counts.disagree++;
  if (before === 'unknown' && result.verdict !== 'unknown') counts.newlyDecided++;
  if (before !== result.verdict || result.ms > 3000)
    console.log(
      `deal ${record.deal}: ${before} -> ${result.verdict}, ${result.positions} positions, ${Math.round(result.ms)} ms`,
    );
}
console.log(`# ${variant} ${which}: ${JSON.stringify({ ...counts, seconds: Math.round(totalMs / 100) / 10 })}`);
