import { parseArgs } from 'node:util';
import { quantile } from '../core/statistics.js';
import { dealLayout } from '../deals/pysolfc.js';
import type { AlhambraVariant } from '../games/ids.js';
import { newGame } from '../games/index.js';
import { relaunchWithMallocSettings } from '../pool/relaunch.js';
import { SolverPool } from '../pool/solver-pool.js';
import { type PortfolioMember, portfolioMembers, THREADED_VARIANTS } from '../solver/portfolio.js';
import { CADICAL_SETUPS, type CadicalSetup } from '../solver/sat/cadical.js';
import { SOLVE_PARTS, type SolvePart, type SolveResult } from '../solver/types.js';

// Does the default portfolio decide what each of its parts decides alone, about as fast? For each deal of the range and
// each threaded Alhambra variant it solves the deal with each part alone (one thread: every member of the variant's
// default portfolio, and the whole solver, which is `--threads 1`), then with the default portfolio (and with a
// candidate portfolio, if given), one solve at a time, in turn for each deal so that the machine's drift hits all
// alike. It prints one line per deal, each configuration's figures, and every deal where the default is more than
// `--slower` times slower than its fastest part or leaves undecided a deal a part decided.
//
//   node dist/bench/portfolio.js --deals 1-40 --variants standard,any-suit --timeout 10 --threads 2
//     [--candidate whole:false-phase,guided:shuffled]

const relaunched = relaunchWithMallocSettings();
if (relaunched !== undefined) process.exit(await relaunched);

const { values } = parseArgs({
  options: {
    deals: { type: 'string', default: '1-40' },
    variants: { type: 'string', default: THREADED_VARIANTS.join(',') },
    timeout: { type: 'string', default: '10' },
    threads: { type: 'string', default: '2' },
    candidate: { type: 'string' },
    slower: { type: 'string', default: '1.5' },
  },
});
const [first, last] = values.deals.split('-').map(Number) as [number, number?];
const deals = Array.from({ length: (last ?? first) - first + 1 }, (_, index) => first + index);
const variants = values.variants.split(',') as AlhambraVariant[];
const timeoutMs = Number(values.timeout) * 1000;
const threads = Number(values.threads);
const slower = Number(values.slower);

/** A member written `part:setup`. */
const parseMember = (text: string): PortfolioMember => {
  const [part, setup] = text.split(':') as [SolvePart, CadicalSetup];
  if (!SOLVE_PARTS.includes(part) || !CADICAL_SETUPS.includes(setup)) throw new Error(`bad member ${text}`);
  return { part, satSetup: setup };
};
const memberName = (member: PortfolioMember): string => `${member.part}:${member.satSetup}`;
const candidate = values.candidate?.split(',').map(parseMember);

interface Config {
  readonly name: string;
  readonly members: readonly PortfolioMember[];
  /** True for a part alone, false for a portfolio. */
  readonly alone: boolean;
}

const configsOf = (variant: AlhambraVariant): Config[] => {
  const defaults = portfolioMembers(newGame(dealLayout({ game: 'alhambra', variant }, 1n)), threads);
  const parts = [{ part: 'whole', satSetup: 'stable' } as const, ...defaults].filter(
    (member, index, all) => all.findIndex((other) => memberName(other) === memberName(member)) === index,
  );
  return [
    ...parts.map((member) => ({ name: memberName(member), members: [member], alone: true })),
    { name: 'default', members: defaults, alone: false },
    ...(candidate === undefined ? [] : [{ name: 'candidate', members: candidate, alone: false }]),
  ];
};

const figure = (result: SolveResult): string =>
  `${result.verdict === 'winnable' ? 'won' : result.verdict === 'unwinnable' ? 'lost' : '?'} ${(result.ms / 1000).toFixed(2)}`.padStart(
    11,
  );

const pool = new SolverPool(Math.max(threads, candidate?.length ?? 0));
console.log(
  `portfolio benchmark: deals ${values.deals}, ${timeoutMs / 1000} s limit, default on ${threads} threads; one solve at a time`,
);
for (const variant of variants) {
  const configs = configsOf(variant);
  console.log(
    `\n${variant}: ${configs.map((config) => `${config.name} = ${config.members.map(memberName).join(' + ')}`).join('; ')}`,
  );
  console.log(`deal ${configs.map((config) => config.name.slice(0, 11).padStart(11)).join(' ')}`);
  const results = configs.map((): SolveResult[] => []);
  const flagged: string[] = [];
  for (const deal of deals) {
    const layout = dealLayout({ game: 'alhambra', variant }, BigInt(deal));
    const row: SolveResult[] = [];
    for (const [index, config] of configs.entries()) {
      const { result } = await pool.solve(layout, config.members, { timeoutMs });
      results[index]!.push(result);
      row.push(result);
    }
    console.log(`${String(deal).padStart(4)} ${row.map(figure).join(' ')}`);
    const parts = row.filter((_, index) => configs[index]!.alone && row[index]!.verdict !== 'unknown');
    if (parts.length === 0) continue;
    const fastest = Math.min(...parts.map((result) => result.ms));
    for (const [index, config] of configs.entries()) {
      if (config.alone) continue;
      const result = row[index]!;
      if (result.verdict === 'unknown' || result.ms > slower * fastest + 50)
        flagged.push(
          `  deal ${deal}: ${config.name} ${figure(result).trim()} s against the fastest part's ${(fastest / 1000).toFixed(2)} s`,
        );
    }
  }
  console.log('config         decided   median s    p95 s   total s');
  for (const [index, config] of configs.entries()) {
    const times = results[index]!.map((result) => result.ms);
    const decided = results[index]!.filter((result) => result.verdict !== 'unknown').length;
    console.log(
      `${config.name.padEnd(22)} ${String(decided).padStart(4)} ${(quantile(times, 0.5) / 1000).toFixed(3).padStart(9)} ${(quantile(times, 0.95) / 1000).toFixed(3).padStart(8)} ${(times.reduce((sum, time) => sum + time, 0) / 1000).toFixed(1).padStart(9)}`,
    );
  }
  console.log(
    flagged.length === 0
      ? `no deal where a portfolio is more than ${slower}x slower than its fastest part (+50 ms)`
      : `deals where a portfolio is more than ${slower}x slower than its fastest part (+50 ms), or undecided:\n${flagged.join('\n')}`,
  );
}
await pool.close();
