// Question: Does the King Albert solver decide every fixture deal, agreeing with Solvitaire, and how fast?
// Answer: docs/research/king-albert.md
// Run from the repository's root after `npm run build`.
// Solves every King Albert / Raglan fixture deal, printing one line per deal (verdict, positions, ms) and a
// summary, and checking verdicts against Solvitaire's.
// Usage: node research/ka-fixtures.mjs [timeoutMs] [id-regex]   (KA_DIST=<dir> runs another build, such as one compiled with
// `npx tsc -p tsconfig.build.json --outDir <dir>` from a changed copy, to compare)
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const dist = process.env.KA_DIST ?? new URL('../dist', import.meta.url).pathname;
const load = (path) => import(pathToFileURL(`${dist}/${path}`).href);
const { parseLayout } = await load('formats/layout.js');
const { describeError } = await load('formats/messages.js');
const { newGame } = await load('games/index.js');
const { solveKingAlbert } = await load('solver/king-albert/solve.js');

const timeoutMs = Number(process.argv[2] ?? 10000);
const filter = new RegExp(process.argv[3] ?? '.');
const records = readFileSync(new URL('../test/fixtures/king-albert-verdicts.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line))
  .filter((record) => filter.test(record.id));
const totals = {};
for (const record of records) {
  const layout = parseLayout(record.layout);
  if (!layout.ok) throw new Error(describeError(layout.error));
  const game = newGame(layout.value);
  const result = solveKingAlbert(game, { timeoutMs });
  const expected = { solved: 'winnable', unsolvable: 'unwinnable' }[record.solvitaire];
  const disagree = expected !== undefined && result.verdict !== 'unknown' && result.verdict !== expected;
  if (result.verdict === 'winnable') {
    for (const move of result.moves) if (!game.play(move).ok) throw new Error(`${record.id}: illegal move`);
    if (game.cardsHome !== 52) throw new Error(`${record.id}: line does not win`);
  }
  const variant = record.layout.variant;
  totals[variant] ??= { deals: 0, winnable: 0, unwinnable: 0, unknown: 0, disagree: 0, ms: 0, positions: 0 };
  const total = totals[variant];
  total.deals++;
  total[result.verdict]++;
  if (disagree) total.disagree++;
  total.ms += result.ms;
  total.positions += result.positions;
  console.log(
    `${record.id}\t${result.verdict}\t${result.positions}\t${result.ms.toFixed(0)}${disagree ? '\tDISAGREE' : ''}`,
  );
}
for (const [variant, total] of Object.entries(totals))
  console.log(`# ${variant}: ${JSON.stringify({ ...total, ms: Math.round(total.ms) })}`);
