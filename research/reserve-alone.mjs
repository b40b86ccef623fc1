// Question: Which deals does the reserve alone (a relaxation) prove lost from their start, and is it sound on every position of every winning line of the study?
// Answer: docs/research/reinforcements.md
// Run from the repository's root after `npm run build`.
// Measuring script (after `npm run build`) for the relaxation with the reserve alone (`src/solver/alhambra/relaxations/reserve-alone.ts`).
// node research/reserve-alone.mjs <variant> <first deal> <last deal>: the deals whose start it proves lost, and the time.
// node research/reserve-alone.mjs --check <study file.jsonl>…: its soundness check, every position of every winning line
// in the files must be won with the reserve alone (the last pass's waste kept).
import { readFileSync } from 'node:fs';
import { dealLayout } from '../dist/deals/pysolfc.js';
import { describeError } from '../dist/formats/messages.js';
import { parseMoves } from '../dist/formats/notation.js';
import { newGame } from '../dist/games/index.js';
import { reserveAlone } from '../dist/solver/alhambra/relaxations/reserve-alone.js';

const BUDGET = 10_000;
const start = performance.now();
const seconds = () => ((performance.now() - start) / 1000).toFixed(1);
const dealOf = (variant, number) => newGame(dealLayout({ game: 'alhambra', variant }, BigInt(number)));

if (process.argv[2] === '--check') {
  let lines = 0;
  let positions = 0;
  let mostPositions = 0;
  let broken = 0;
  for (const file of process.argv.slice(3)) {
    const seen = new Set();
    for (const text of readFileSync(file, 'utf8').trim().split('\n')) {
      const record = JSON.parse(text);
      if (record.verdict !== 'winnable' || seen.has(record.deal)) continue;
      seen.add(record.deal);
      const game = dealOf(record.variant, record.deal);
      const moves = parseMoves(game.kind, [record.moves].flat().join(' '));
      if (!moves.ok) throw new Error(`${file}, deal ${record.deal}: ${describeError(moves.error)}`);
      lines++;
      for (const [index, move] of [...moves.value, undefined].entries()) {
        const result = reserveAlone(game, BUDGET);
        positions++;
        mostPositions = Math.max(mostPositions, result.positions);
        if (result.verdict !== 'won') {
          broken++;
          console.log(`${record.variant} deal ${record.deal}, before move ${index + 1}: ${result.verdict}`);
          break;
        }
        if (move !== undefined && !game.play(move).ok)
          throw new Error(`deal ${record.deal}: move ${index + 1} illegal`);
      }
    }
  }
  console.log(
    `${lines} winning lines, ${positions} positions: ${broken} not won with the reserve alone; at most ${mostPositions} positions searched (${seconds()} s)`,
  );
  process.exitCode = broken === 0 ? 0 : 1;
} else {
  const [variant = 'reinforcement', first = 1, last = 1000] = process.argv.slice(2);
  const counts = { won: 0, lost: 0, unknown: 0 };
  const lost = [];
  for (let number = Number(first); number <= Number(last); number++) {
    const { verdict } = reserveAlone(dealOf(variant, number), BUDGET);
    counts[verdict]++;
    if (verdict === 'lost') lost.push(number);
  }
  console.log(`${variant} deals ${first}–${last}:`, counts, `(${seconds()} s)`);
  console.log(`lost: ${lost.join(' ')}`);
}
