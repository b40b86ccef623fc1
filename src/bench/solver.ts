import { readFileSync } from 'node:fs';
import { quantile } from '../core/statistics.js';
import { dealLayout } from '../deals/pysolfc.js';
import { parseLayout } from '../formats/layout.js';
import { describeError } from '../formats/messages.js';
import { ALHAMBRA_VARIANTS, KING_ALBERT_VARIANTS } from '../games/ids.js';
import { type AnyGame, newGame } from '../games/index.js';
import type { Layout } from '../games/layout.js';
import { variantKey } from '../games/registry.js';
import { relaunchWithMallocSettings } from '../pool/relaunch.js';
import { SolverPool } from '../pool/solver-pool.js';
import { solve, usesSatSolver } from '../solver/index.js';
import { portfolioMembers, THREADED_VARIANTS } from '../solver/portfolio.js';
import { loadSatSolver } from '../solver/sat/cadical.js';

// Solves the King Albert / Raglan deals of both fixture files (checking each decided verdict against Solvitaire's, and
// listing the deals slower than Solvitaire's recorded time + 20 ms) and numbered deals 1–200 of each Alhambra variant,
// one at a time (standard and any-suit on two threads, as `patience solve` does; the rest on one), and prints figures
// per group. BENCH_ONLY=raglan,granada limits the groups (`hard` or `verdicts` picks a fixture file); BENCH_LIST=N
// lists at most N slower deals per group; BENCH_DEALS=50 shortens the Alhambra range; BENCH_TIMEOUT in seconds;
// BENCH_THREADS=1 keeps every solve to one thread. The peak memory column is the whole process's peak so far.

// The benchmark runs in a child process with the malloc settings `patience solve` and `stats` have.
const relaunched = relaunchWithMallocSettings();
if (relaunched !== undefined) process.exit(await relaunched);

const only = process.env.BENCH_ONLY?.split(',');
const selected = (name: string): boolean => only === undefined || only.some((part) => name.includes(part));
const alhambraDeals = Number(process.env.BENCH_DEALS ?? 200);
const timeoutMs = Number(process.env.BENCH_TIMEOUT ?? 10) * 1000;
const threads = Number(process.env.BENCH_THREADS ?? 2);

interface Case {
  readonly name: string;
  readonly layout: Layout;
  readonly expected?: 'winnable' | 'unwinnable';
  readonly reference?: number;
}

// The King Albert and Raglan fixture files, with Solvitaire's verdict and time for each layout.
const FIXTURE_FILES = ['king-albert-verdicts', 'king-albert-hard'] as const;

const readFixtures = (file: string): Case[] =>
  readFileSync(new URL(`../../test/fixtures/${file}.jsonl`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const entry = JSON.parse(line) as { id: string; layout: unknown; solvitaire: string; seconds: number };
      const layout = parseLayout(entry.layout);
      if (!layout.ok) throw new Error(`fixture ${entry.id}: ${describeError(layout.error)}`);
      const expected =
        entry.solvitaire === 'solved' ? 'winnable' : entry.solvitaire === 'unsolvable' ? 'unwinnable' : undefined;
      return { name: entry.id, layout: layout.value, expected, reference: entry.seconds };
    });

const groups: [string, Case[]][] = [
  ...FIXTURE_FILES.flatMap((file) => {
    const fixtures = readFixtures(file);
    return KING_ALBERT_VARIANTS.map((variant): [string, Case[]] => [
      `${variantKey({ game: 'king-albert', variant })} (${file.replace('king-albert-', '')})`,
      fixtures.filter((entry) => entry.layout.variant === variant),
    ]);
  }),
  ...ALHAMBRA_VARIANTS.map((variant): [string, Case[]] => [
    variantKey({ game: 'alhambra', variant }),
    Array.from({ length: alhambraDeals }, (_, index) => ({
      name: `deal ${index + 1}`,
      layout: dealLayout({ game: 'alhambra', variant }, BigInt(index + 1)),
    })),
  ]),
];

/** How much slower than Solvitaire's recorded time a deal may be before it is listed, in ms. */
const SLOWER_MARGIN_MS = 20;
/** Deals listed at most per group (the slowest first); BENCH_LIST sets it. */
const LISTED = Number(process.env.BENCH_LIST ?? 30);

/** A deal on which the solver took longer than Solvitaire's recorded time plus the margin, or ended unknown. */
interface Slower {
  readonly name: string;
  readonly ms: number;
  readonly reference: number;
  readonly verdict: string;
}

// The per-deal comparison with Solvitaire's recorded times: the ratio's median and worst, and the deals slower than the
// recorded time plus the margin.
const printAgainstReference = (slower: readonly Slower[], ratios: readonly number[]): void => {
  console.log(
    `  against Solvitaire's recorded time per deal: ratio median ${quantile(ratios, 0.5).toFixed(3)}, worst ${quantile(ratios, 1).toFixed(2)}; ${slower.length} deals slower than it + ${SLOWER_MARGIN_MS} ms`,
  );
  const listed = [...slower].sort((a, b) => b.ms - b.reference * 1000 - (a.ms - a.reference * 1000)).slice(0, LISTED);
  for (const deal of listed)
    console.log(
      `    ${deal.name.padEnd(16)} ${String(Math.round(deal.ms)).padStart(6)} ms against ${String(Math.round(deal.reference * 1000)).padStart(6)} ms${deal.verdict === 'unknown' ? ' (unknown)' : ''}`,
    );
  if (slower.length > listed.length) console.log(`    … and ${slower.length - listed.length} more`);
};

/** The process's peak resident memory so far, in MiB: the workers are threads of this process. */
const peakMebibytes = () => Math.round(process.resourceUsage().maxRSS / 1024);

// Untimed solves before the King Albert groups, so that their first deals do not pay the compiler's warm-up (a process
// pays it once: about 30–60 ms on a deal of a thousand positions; docs/research/king-albert-solver.md).
const WARM_UP_DEALS = 20;
if (groups.some(([name]) => name.startsWith('king-albert') && selected(name)))
  for (const entry of readFixtures('king-albert-verdicts').slice(0, WARM_UP_DEALS))
    solve(newGame(entry.layout), { timeoutMs });

const satSolver = await loadSatSolver();
const pool = new SolverPool(threads);
console.log(
  `solver benchmark: one deal at a time, ${timeoutMs / 1000} s limit per deal, after ${WARM_UP_DEALS} untimed King Albert solves; relaxation by ${satSolver.name}${threads > 1 ? `; ${THREADED_VARIANTS.join(' and ')} on ${threads} threads (see portfolioMembers), the rest on one` : ', one thread'}`,
);
console.log(
  'group                            deals  winnable unwinnable unknown disagree   total s  median s    p95 s    max s  positions/s  reference s  peak MiB',
);
for (const [name, cases] of groups) {
  if (!selected(name)) continue;
  const counts = { winnable: 0, unwinnable: 0, unknown: 0 };
  const times: number[] = [];
  let positions = 0;
  let disagreements = 0;
  let reference = 0;
  let relaxationProofs = 0;
  const slower: Slower[] = [];
  const ratios: number[] = [];
  for (const entry of cases) {
    const game: AnyGame = newGame(entry.layout);
    const members = portfolioMembers(game, threads);
    const result =
      members.length > 1
        ? (await pool.solve(entry.layout, members, { timeoutMs })).result
        : solve(game, { timeoutMs, satSolver: usesSatSolver(game) ? satSolver : undefined });
    if (result.verdict === 'unwinnable' && result.proof === 'relaxation') relaxationProofs++;
    counts[result.verdict]++;
    times.push(result.ms);
    positions += result.positions;
    reference += entry.reference ?? 0;
    if (entry.reference !== undefined) {
      ratios.push(result.ms / (entry.reference * 1000));
      if (result.ms > entry.reference * 1000 + SLOWER_MARGIN_MS || result.verdict === 'unknown')
        slower.push({ name: entry.name, ms: result.ms, reference: entry.reference, verdict: result.verdict });
    }
    if (entry.expected !== undefined && result.verdict !== 'unknown' && result.verdict !== entry.expected) {
      disagreements++;
      console.log(`  DISAGREEMENT ${entry.name}: ours ${result.verdict}, Solvitaire ${entry.expected}`);
    }
  }
  const total = times.reduce((sum, time) => sum + time, 0);
  const seconds = (ms: number) => (ms / 1000).toFixed(3).padStart(8);
  console.log(
    `${name.padEnd(32)} ${String(cases.length).padStart(5)} ${String(counts.winnable).padStart(9)} ${String(counts.unwinnable).padStart(10)} ${String(counts.unknown).padStart(7)} ${String(disagreements).padStart(8)} ${(total / 1000).toFixed(1).padStart(9)} ${seconds(quantile(times, 0.5))}  ${seconds(quantile(times, 0.95))} ${seconds(quantile(times, 1))} ${Math.round(
      (positions / total) * 1000,
    )
      .toLocaleString('en')
      .padStart(
        12,
      )} ${reference > 0 ? reference.toFixed(1).padStart(12) : '           –'} ${String(peakMebibytes()).padStart(9)}`,
  );
  // Positions per second count the relaxation's time too, in which no position is searched.
  if (relaxationProofs > 0) console.log(`  ${relaxationProofs} of the unwinnable proven by the relaxation`);
  if (ratios.length > 0) printAgainstReference(slower, ratios);
}
await pool.close();
// Deals run one at a time, so the process's peak bounds every solve's.
console.log(`peak resident memory of the whole run: ${peakMebibytes()} MiB (every solve ran within it)`);
