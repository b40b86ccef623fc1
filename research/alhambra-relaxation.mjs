// Question: Which Alhambra deals does the SAT relaxation prove lost (with native CaDiCaL, no time limit), and does every winning line of the study solve it (soundness)?
// Answer: docs/research/alhambra-proofs-of-loss.md; its figures feed the table of docs/winnability.md
// Run from the repository's root after `npm run build`.
// Proves Alhambra deals lost with the SAT relaxation of src/solver/alhambra/sat-relaxation/ and a SAT solver
// (CaDiCaL: `apt-get install cadical`). Unsatisfiable means lost; satisfiable decides nothing. Build first.
//
//   node research/alhambra-relaxation.mjs <standard|any-suit> <first>-<last> [--unknown-in STUDY.jsonl] [--out FILE.jsonl]
//     solves the relaxation of each numbered deal (only those STUDY.jsonl leaves unknown, with --unknown-in) and
//     prints (and appends to FILE.jsonl) one line per deal; a rerun with the same --out skips the deals it holds.
//   node research/alhambra-relaxation.mjs <standard|any-suit> --check STUDY.jsonl
//     checks that every winning line of a study file is a solution of its deal's relaxation (soundness).
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dealLayout } from '../dist/deals/pysolfc.js';
import { describeError } from '../dist/formats/messages.js';
import { parseMoves } from '../dist/formats/notation.js';
import {
  encodeAlhambraRelaxation,
  firstUnsatisfiedClause,
  lineAssignment,
  makeDimacs,
} from '../dist/solver/alhambra/sat-relaxation/relaxation.js';

const fail = (message) => {
  console.error(`alhambra-relaxation: ${message}`);
  process.exit(2);
};
const [variant, range, ...rest] = process.argv.slice(2);
if (!['standard', 'any-suit', 'reinforcement'].includes(variant))
  fail('give the variant first: standard, any-suit or reinforcement');
const option = (name) => {
  const at = rest.indexOf(name);
  if (at < 0) return undefined;
  const value = rest[at + 1];
  if (value === undefined) fail(`${name} needs a file`);
  return value;
};
const studyLines = (path) => {
  if (!existsSync(path)) fail(`no file ${path}`);
  // A deal solved again has several lines: its last one counts.
  const last = new Map();
  for (const text of readFileSync(path, 'utf8').split('\n'))
    if (text.endsWith('}')) {
      const line = JSON.parse(text);
      last.set(line.deal, line);
    }
  return last;
};
// For proofs every clause counts, the held-back ones too (group 15).
const relaxationOf = (deal, options = {}) => {
  const relaxation = encodeAlhambraRelaxation(dealLayout({ game: 'alhambra', variant }, BigInt(deal)), options);
  if (!relaxation.ok) fail(relaxation.error);
  return relaxation.value;
};

if (range === '--check') {
  const path = rest[0] ?? fail('--check needs a study file');
  let checked = 0;
  for (const [deal, line] of studyLines(path)) {
    if (line.verdict !== 'winnable') continue;
    const relaxation = relaxationOf(deal);
    const moves = parseMoves({ game: 'alhambra', variant }, [line.moves].flat().join(' '));
    if (!moves.ok) fail(`deal ${deal}: ${describeError(moves.error)}`);
    const assignment = lineAssignment(relaxation, moves.value);
    if (!assignment.ok) fail(`deal ${deal}: ${assignment.error}`);
    const broken = firstUnsatisfiedClause(relaxation, assignment.value);
    if (broken >= 0) fail(`deal ${deal}: its winning line breaks clause ${broken}: the relaxation is unsound`);
    const heldBack = firstUnsatisfiedClause(relaxation.heldBack, assignment.value);
    if (heldBack >= 0) fail(`deal ${deal}: its winning line breaks held-back clause ${heldBack}: they are unsound`);
    const deferred = firstUnsatisfiedClause(relaxation.deferred, assignment.value);
    if (deferred >= 0) fail(`deal ${deal}: its winning line breaks deferred clause ${deferred}: they are unsound`);
    checked++;
  }
  console.log(`${checked} winning lines checked: each is a solution of its deal's relaxation`);
  process.exit(0);
}

const match = /^(\d+)-(\d+)$/.exec(range ?? '');
if (match === null) fail('give the deals as first-last, such as 1-1000');
const unknownIn = option('--unknown-in');
const out = option('--out');
const study = unknownIn === undefined ? undefined : studyLines(unknownIn);
const done = out !== undefined && existsSync(out) ? studyLines(out) : new Map();
if (spawnSync('cadical', ['--version']).error !== undefined)
  fail('no SAT solver: install CaDiCaL (apt-get install cadical)');
const directory = mkdtempSync(join(tmpdir(), 'alhambra-relaxation-'));
const counts = { unsatisfiable: 0, satisfiable: 0 };
try {
  for (let deal = Number(match[1]); deal <= Number(match[2]); deal++) {
    const key = String(deal);
    if (study !== undefined && study.get(key)?.verdict !== 'unknown') continue;
    if (done.has(key)) continue;
    const start = performance.now();
    const file = join(directory, 'deal.cnf');
    writeFileSync(file, makeDimacs(relaxationOf(deal, { pileDeadlocks: true, coveredBuiltCards: 'in-problem' })));
    const solver = spawnSync('cadical', ['-q', '-n', file]);
    // SAT solvers exit with 10 for satisfiable and 20 for unsatisfiable.
    if (solver.status !== 10 && solver.status !== 20) fail(`deal ${deal}: cadical exited with ${solver.status}`);
    const relaxation = solver.status === 20 ? 'unsatisfiable' : 'satisfiable';
    counts[relaxation]++;
    const line = { game: 'alhambra', variant, deal: key, relaxation, ms: Math.round(performance.now() - start) };
    console.log(JSON.stringify(line));
    if (out !== undefined) appendFileSync(out, `${JSON.stringify(line)}\n`);
  }
} finally {
  rmSync(directory, { recursive: true, force: true });
}
console.error(`unsatisfiable (deal lost): ${counts.unsatisfiable} · satisfiable (undecided): ${counts.satisfiable}`);
