import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseLayout } from '../formats/layout.js';
import { describeError } from '../formats/messages.js';
import { newGame } from '../games/index.js';
import { solve } from '../solver/index.js';

// How many positions does the King Albert solver need on each fixture layout, under a budget of positions? The count
// does not depend on the machine's speed or load, so two builds can be compared on a busy machine (run each build's
// copy of this file and diff the lines). Prints one line per layout (`--lines`) and, per fixture file, the layouts
// decided and the positions in all; a decided verdict that disagrees with Solvitaire's is printed and fails the run.
//
//   node dist/bench/king-albert-positions.js --budget 500000 [--only 'raglan-'] [--lines]

const { values } = parseArgs({
  options: {
    budget: { type: 'string', default: '500000' },
    only: { type: 'string' },
    lines: { type: 'boolean', default: false },
  },
});
const maxPositions = Number(values.budget);
const only = values.only === undefined ? undefined : new RegExp(values.only);

let disagreements = 0;
for (const file of ['king-albert-verdicts', 'king-albert-hard']) {
  let layouts = 0;
  let decided = 0;
  let positions = 0;
  for (const line of readFileSync(new URL(`../../test/fixtures/${file}.jsonl`, import.meta.url), 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const entry = JSON.parse(line) as { id: string; layout: unknown; solvitaire: string; seconds: number };
    if (only !== undefined && !only.test(entry.id)) continue;
    const layout = parseLayout(entry.layout);
    if (!layout.ok) throw new Error(`fixture ${entry.id}: ${describeError(layout.error)}`);
    const result = solve(newGame(layout.value), { maxPositions });
    layouts++;
    positions += result.positions;
    if (result.verdict !== 'unknown') decided++;
    const expected = { solved: 'winnable', unsolvable: 'unwinnable' }[entry.solvitaire];
    if (expected !== undefined && result.verdict !== 'unknown' && result.verdict !== expected) {
      disagreements++;
      console.log(`DISAGREEMENT ${entry.id}: ours ${result.verdict}, Solvitaire ${entry.solvitaire}`);
    }
    if (values.lines)
      console.log(
        `${entry.id} ${entry.solvitaire} ${Math.round(entry.seconds * 1000)} ${result.verdict} ${result.positions}`,
      );
  }
  console.log(
    `${file}: ${decided} of ${layouts} decided within ${maxPositions.toLocaleString('en')} positions each; ${positions.toLocaleString('en')} positions in all`,
  );
}
if (disagreements > 0) process.exitCode = 1;
