// Question: How often can each game be won? Prints the study table from the JSON lines in docs/study/.
// Answer: docs/winnability.md
// Run from the repository's root after `npm run build`.
// Prints the winnability study's table (Markdown) from the JSON lines that `patience stats --out` wrote to
// docs/study/. Build first (`npm run build`): it uses the same interval arithmetic as `patience stats`.
import { existsSync, readFileSync } from 'node:fs';
import { quantile, wilsonInterval } from '../dist/core/statistics.js';
import { GAME_VARIANTS } from '../dist/games/ids.js';

// A deal solved again (`patience stats --retry-unknown`) has several lines: its last one counts.
const lastPerDeal = (lines) => [...new Map(lines.map((line) => [line.deal, line])).values()];

const percent = (share) => `${(share * 100).toFixed(1)}%`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

console.log(
  '| game | variant | deals | winnable | unwinnable | unknown | win rate | 95% interval (unknowns both ways) | median | p95 | max |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const { game, variant } of GAME_VARIANTS) {
  const path = `docs/study/${game}-${variant}.jsonl`;
  if (!existsSync(path)) continue;
  const lines = lastPerDeal(
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => line.endsWith('}'))
      .map((line) => JSON.parse(line)),
  );
  // The study's deal numbers are small, so plain numbers hold them exactly.
  const deals = lines.map((line) => Number(line.deal));
  const first = Math.min(...deals);
  const last = Math.max(...deals);
  const count = (verdict) => lines.filter((line) => line.verdict === verdict).length;
  const winnable = count('winnable');
  const unknown = count('unknown');
  const low = wilsonInterval(winnable, lines.length)[0];
  const high = wilsonInterval(winnable + unknown, lines.length)[1];
  const times = lines.map((line) => line.ms);
  console.log(
    `| ${game} | ${variant} | ${first}–${last} (${lines.length}) | ${winnable} | ${count('unwinnable')} | ${unknown} | ${percent(winnable / lines.length)} | ${percent(low)}–${percent(high)} | ${seconds(quantile(times, 0.5))} | ${seconds(quantile(times, 0.95))} | ${seconds(quantile(times, 1))} |`,
  );
}

// Every standard Alhambra move is also legal in any-suit, so a standard win is an any-suit win: replay each
// standard winning line on the any-suit deal of the same number to add the wins the any-suit search missed.
const { parseRecord } = await import('../dist/formats/record.js');
const { makeLayout } = await import('../dist/formats/layout.js');
const { dealLayout } = await import('../dist/deals/pysolfc.js');
const readLines = (path) =>
  existsSync(path)
    ? lastPerDeal(
        readFileSync(path, 'utf8')
          .split('\n')
          .filter((line) => line.endsWith('}'))
          .map((line) => JSON.parse(line)),
      )
    : [];
const anySuitLines = readLines('docs/study/alhambra-any-suit.jsonl');
if (anySuitLines.length > 0) {
  const won = new Set(anySuitLines.filter((line) => line.verdict === 'winnable').map((line) => line.deal));
  const studied = new Set(anySuitLines.map((line) => line.deal));
  let replayed = 0;
  for (const line of readLines('docs/study/alhambra-standard.jsonl')) {
    if (line.verdict !== 'winnable' || !studied.has(line.deal) || won.has(line.deal)) continue;
    const layout = makeLayout(dealLayout({ game: 'alhambra', variant: 'any-suit' }, BigInt(line.deal)));
    const record = parseRecord({ layout, moves: [line.moves].flat().join(' ').split(' ') });
    if (!record.ok || record.value.game.status() !== 'won') throw new Error(`deal ${line.deal}: standard line fails`);
    won.add(line.deal);
    replayed++;
  }
  const [low] = wilsonInterval(won.size, anySuitLines.length);
  console.log(
    `\nany-suit with standard's winning lines replayed in any-suit: ${won.size} of ${anySuitLines.length} deals winnable (${replayed} added), at least ${percent(won.size / anySuitLines.length)} (95% lower bound ${percent(low)})`,
  );
}

// Deals the solver's runs left unknown that the SAT relaxation proves lost (research/alhambra-relaxation.mjs; since
// commit 5c37b34 the solver runs the relaxation itself, within its time limit). A deal the
// search won must never be unsatisfiable there: that would be a bug in the relaxation.
for (const variant of ['standard', 'any-suit']) {
  const relaxed = readLines(`docs/study/alhambra-${variant}-relaxation.jsonl`);
  if (relaxed.length === 0) continue;
  const searched = new Map(readLines(`docs/study/alhambra-${variant}.jsonl`).map((line) => [line.deal, line.verdict]));
  let added = 0;
  for (const line of relaxed) {
    if (line.relaxation !== 'unsatisfiable') continue;
    if (searched.get(line.deal) === 'winnable')
      throw new Error(`${variant} ${line.deal}: won, yet its relaxation is unsatisfiable`);
    if (searched.get(line.deal) === 'unknown') added++;
  }
  const count = (verdict) => [...searched.values()].filter((value) => value === verdict).length;
  const winnable = count('winnable');
  const lost = count('unwinnable') + added;
  const unknown = count('unknown') - added;
  const [, high] = wilsonInterval(winnable + unknown, searched.size);
  const unsatisfiable = relaxed.filter((line) => line.relaxation === 'unsatisfiable').length;
  console.log(
    `\n${variant}: the SAT relaxation was solved for ${relaxed.length} deals, ${unsatisfiable} of them unsatisfiable; it proves lost ${added} deals the solver's runs left unknown, so ${winnable} winnable, ${lost} lost, ${unknown} unknown (95% interval's high end ${percent(high)})`,
  );
}
