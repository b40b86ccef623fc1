// Throwaway: runs the King Albert solver over the verdict fixtures. Build first: npx tsc -p tsconfig.build.json
// Usage: node scripts/measure-king-albert.mjs [timeoutMs] [filter-regex]
import { readFileSync } from 'node:fs';
import { parseLayout } from '../dist/formats/layout.js';
import { newGame } from '../dist/games/index.js';
import { solveKingAlbert } from '../dist/solver/king-albert.js';

const timeoutMs = Number(process.argv[2] ?? 10000);
const filter = new RegExp(process.argv[3] ?? '.');
const records = readFileSync(new URL('../test/fixtures/king-albert-verdicts.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line))
  .filter((record) => filter.test(record.id));
const stats = {};
for (const record of records) {
  const layout = parseLayout(record.layout);
  if (!layout.ok) throw new Error(layout.error);
  const game = newGame(layout.value);
  const result = solveKingAlbert(game, { timeoutMs });
  const variant = record.layout.variant;
  if (stats[variant] === undefined)
    stats[variant] = { times: [], positions: 0, decided: 0, agree: 0, disagree: [], unknown: [] };
  const s = stats[variant];
  s.times.push(result.ms);
  s.positions += result.positions;
  if (result.verdict !== 'unknown') s.decided++;
  else s.unknown.push(record.id);
  const expected = { solved: 'winnable', unsolvable: 'unwinnable' }[record.solvitaire];
  if (expected !== undefined && result.verdict !== 'unknown') {
    if (expected === result.verdict) s.agree++;
    else s.disagree.push(record.id);
  }
  if (result.verdict === 'winnable') {
    const check = newGame(layout.value);
    for (const move of result.moves) {
      const played = check.play(move);
      if (!played.ok) throw new Error(`${record.id}: illegal move ${JSON.stringify(move)}: ${played.error}`);
    }
    if (check.cardsHome !== 52) throw new Error(`${record.id}: line does not win`);
  }
  if (process.env.VERBOSE)
    console.log(record.id, record.solvitaire, record.seconds, result.verdict, Math.round(result.ms), result.positions);
}
for (const [variant, s] of Object.entries(stats)) {
  const times = [...s.times].sort((a, b) => a - b);
  const total = times.reduce((a, b) => a + b, 0);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  console.log(
    `${variant}: ${times.length} deals, decided ${s.decided}, agreed ${s.agree}, disagreed ${s.disagree.join(' ') || 0}, ` +
      `unknown ${s.unknown.join(' ') || 0}; total ${(total / 1000).toFixed(1)} s, median ${at(0.5).toFixed(0)} ms, ` +
      `p95 ${at(0.95).toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms, ` +
      `${Math.round(s.positions / (total / 1000))} positions/s`,
  );
}
