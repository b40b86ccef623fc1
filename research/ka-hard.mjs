// Question: How long do the hardest King Albert fixture deals take with a long budget?
// Answer: docs/research/king-albert.md
// Run from the repository's root after `npm run build`.
// Solves chosen King Albert fixture deals with a long budget, printing verdict, positions and time.
// Usage: node research/ka-hard.mjs [timeoutMs] [ids...]   (KA_DIST=<dir> runs another build, such as one compiled with
// `npx tsc -p tsconfig.build.json --outDir <dir>` from a changed copy, to compare)
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const dist = process.env.KA_DIST ?? new URL('../dist', import.meta.url).pathname;
const load = (path) => import(pathToFileURL(`${dist}/${path}`).href);
const { parseLayout } = await load('formats/layout.js');
const { describeError } = await load('formats/messages.js');
const { newGame } = await load('games/index.js');
const { solveKingAlbert } = await load('solver/king-albert/solve.js');

const timeoutMs = Number(process.argv[2] ?? 60000);
const ids = process.argv.length > 3 ? process.argv.slice(3) : ['standard-97', 'standard-137'];
const records = new Map(
  readFileSync(new URL('../test/fixtures/king-albert-verdicts.jsonl', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
    .map((record) => [record.id, record]),
);
for (const id of ids) {
  const layout = parseLayout(records.get(id).layout);
  if (!layout.ok) throw new Error(describeError(layout.error));
  let last = performance.now();
  const result = solveKingAlbert(newGame(layout.value), {
    timeoutMs,
    maxPositions: process.env.KA_MAX_POSITIONS ? Number(process.env.KA_MAX_POSITIONS) : undefined,
    onProgress: (positions) => {
      if (process.env.KA_PROGRESS && performance.now() - last > 10000) {
        last = performance.now();
        console.log(
          `  ${id}: ${positions.toLocaleString('en')} positions, rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`,
        );
      }
      return false;
    },
  });
  console.log(
    `${id}: ${result.verdict}, ${result.positions.toLocaleString('en')} positions, ${(result.ms / 1000).toFixed(2)} s, ${Math.round((result.positions / result.ms) * 1000).toLocaleString('en')} positions/s${result.moves ? `, ${result.moves.length} moves` : ''}, rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`,
  );
}
