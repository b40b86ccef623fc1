import { availableParallelism, constants } from 'node:os';
import { type Command, Option } from 'commander';
import { dealLayout } from '../deals/pysolfc.js';
import { parseKind } from '../formats/kind.js';
import type { GameId, GameVariant } from '../games/ids.js';
import { newGame } from '../games/index.js';
import { SolverPool } from '../pool/solver-pool.js';
import { type PortfolioMember, portfolioMembers } from '../solver/portfolio.js';
import {
  coresWarning,
  type DealRange,
  dealRangeOption,
  gameArgument,
  jobsCount,
  type Output,
  optionParser,
  orFail,
  positiveNumber,
  positiveWhole,
  seedOption,
  THREADED_VARIANT_WORDS,
  threadsCount,
  UsageError,
} from './input.js';
import { StoppedBySignal, showPath } from './io-errors.js';
import { addMergeCommand } from './merge.js';
import { openResults, type ResultsFile } from './results-file.js';
import { inShard, parseShard, type Shard } from './shard.js';
import { makeStatsLine, type StatsBudget, type StatsLine, type StatsSettings } from './stats-line.js';
import { describeBudget, type SummaryEntry, summarize } from './summary.js';
import { PACKAGE_VERSION } from './version.js';

interface StatsCommandOptions {
  readonly variant: string;
  readonly deals?: DealRange;
  readonly shard?: Shard;
  readonly jobs?: number;
  readonly threads?: number;
  readonly timeout?: number;
  readonly maxPositions?: number;
  readonly out?: string;
  readonly retryUnknown?: boolean;
  readonly seed?: number;
  readonly json?: boolean;
}

/** Adds `patience stats` and `patience stats merge` to the program. */
export const addStatsCommand = (program: Command, output: Output): void => {
  const stats = program
    .command('stats')
    .description('solve a range of numbered deals and report how often the game can be won')
    .addArgument(gameArgument())
    .option('--variant <variant>', 'variant id', 'standard')
    .addOption(dealRangeOption())
    .addOption(
      new Option(
        '--shard <K/N>',
        'solve only share K of N of the range: deal d when (d - first) mod N is K - 1',
      ).argParser(optionParser(parseShard)),
    )
    .addOption(
      new Option('--jobs <count>', 'deals solved at once (default: all cores, divided by --threads)').argParser(
        jobsCount,
      ),
    )
    .addOption(
      new Option(
        '--threads <count>',
        `threads per deal: from 2, ${THREADED_VARIANT_WORDS} Alhambra split each solve among differently set up parts (default 1)`,
      ).argParser(threadsCount),
    )
    .addOption(
      new Option('--timeout <seconds>', 'time limit per deal (default 10, none with --max-positions alone)').argParser(
        positiveNumber,
      ),
    )
    .addOption(
      new Option(
        '--max-positions <count>',
        'position limit per deal: the same verdicts on any machine, however loaded',
      ).argParser(positiveWhole),
    )
    .option('--out <file>', 'write one JSON line per deal; a rerun with the same file resumes')
    .option('--retry-unknown', 'with --out: solve again the deals the file records as unknown (a new line each)')
    .addOption(seedOption())
    .option('--json', 'print the summary as JSON')
    .action((gameId: GameId, options: StatsCommandOptions) => runStats(gameId, options, output));
  addMergeCommand(stats, output);
};

const runStats = async (gameId: GameId, options: StatsCommandOptions, output: Output): Promise<void> => {
  const kind = orFail(parseKind(gameId, options.variant));
  // Checked here, not by commander: commander would ask `stats merge` for it too.
  if (options.deals === undefined) throw new UsageError("required option '--deals <range>' not specified");
  const { first, last } = options.deals;
  if (options.retryUnknown === true && options.out === undefined)
    throw new UsageError('--retry-unknown needs --out: it solves again what that file records as unknown');
  const threads = options.threads ?? 1;
  const members = portfolioMembers(newGame(dealLayout(kind, first)), threads);
  const jobs = options.jobs ?? Math.max(1, Math.floor(availableParallelism() / members.length));
  const warning = coresWarning(jobs * members.length, jobsWords(jobs, members.length));
  if (warning !== undefined) output.error(warning);
  const settings: StatsSettings = {
    budget: budgetOf(options),
    seed: options.seed ?? 0,
    threads,
    version: PACKAGE_VERSION,
  };
  const wanted = (deal: bigint): boolean =>
    deal >= first && deal <= last && (options.shard === undefined || inShard(options.shard, first, deal));

  // The file is opened, checked and locked before anything is solved: a run that cannot keep its results does not
  // start.
  const results = new Map<string, SummaryEntry>();
  const file =
    options.out === undefined
      ? undefined
      : openResults(
          options.out,
          ({ line }) => {
            // Only what the summary needs is held: a study's file with its winning lines can be larger than memory.
            if (line.game === kind.game && line.variant === kind.variant && wanted(BigInt(line.deal)))
              results.set(line.deal, { verdict: line.verdict, ms: line.ms });
          },
          output.error,
        );
  try {
    const pending: bigint[] = [];
    for (let deal = first; deal <= last; deal++) {
      if (!wanted(deal)) continue;
      const earlier = results.get(String(deal));
      if (earlier === undefined || (options.retryUnknown === true && earlier.verdict === 'unknown')) pending.push(deal);
    }
    const total = results.size + pending.filter((deal) => !results.has(String(deal))).length;
    const progress = createProgress(output, total, total - pending.length);
    const reason = await untilDoneOrStopped(file, progress.finish, (run) =>
      solveDeals(pending, kind, members, { jobs, settings }, run, (line) => {
        file?.append(line);
        results.set(line.deal, { verdict: line.verdict, ms: line.ms });
        progress.step();
      }),
    );
    if (reason !== undefined && 'signal' in reason) throw stoppedMessage(reason.signal, results.size, total, options);
    if (reason !== undefined)
      throw reason.error instanceof UsageError && options.out !== undefined
        ? new UsageError(`${reason.error.message} (the lines before are kept: run the same command again to resume)`)
        : reason.error;
    const entries: SummaryEntry[] = [];
    for (let deal = first; deal <= last; deal++) {
      const entry = results.get(String(deal));
      if (entry !== undefined) entries.push(entry);
    }
    const head = {
      kind,
      range: options.deals.text,
      ...(options.shard === undefined ? {} : { shard: `${options.shard.index}/${options.shard.count}` }),
      settings: `${jobsWords(jobs, members.length)}, ${describeBudget(settings.budget)}${settings.seed === 0 ? '' : `, seed ${settings.seed}`}`,
    };
    output.out(summarize(head, entries, options.json === true));
  } finally {
    file?.close();
  }
};

// The budget of each solve: `--timeout` (10 s by default), `--max-positions`, or both; positions alone set no time
// limit, so that the verdicts do not depend on the machine.
const budgetOf = (options: StatsCommandOptions): StatsBudget =>
  options.timeout === undefined && options.maxPositions !== undefined
    ? { positions: options.maxPositions }
    : {
        seconds: options.timeout ?? 10,
        ...(options.maxPositions === undefined ? {} : { positions: options.maxPositions }),
      };

const jobsWords = (jobs: number, threads: number): string =>
  `${jobs} jobs${threads > 1 ? ` of ${threads} threads` : ''}`;

// Runs the solves with SIGINT and SIGTERM stopping them; resolves to why they stopped early, if they did.
const untilDoneOrStopped = async (
  file: ResultsFile | undefined,
  finish: () => void,
  solves: (run: Run) => Promise<void>,
): Promise<StopReason | undefined> => {
  const run = new Run();
  const onSignal = (signal: NodeJS.Signals): void => {
    // A second signal while the workers stop: end now; every finished line is in the file already.
    if (run.reason !== undefined) {
      file?.close();
      process.exit(128 + constants.signals[signal]);
    }
    run.stop({ signal });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    await solves(run);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    finish();
  }
  return run.reason;
};

// The one line that says a run was stopped, what it kept and how to go on.
const stoppedMessage = (
  signal: NodeJS.Signals,
  done: number,
  total: number,
  options: StatsCommandOptions,
): StoppedBySignal => {
  const kept =
    options.out === undefined
      ? 'nothing was kept (--out <file> keeps each deal as it is done)'
      : `kept in ${showPath(options.out)}; run the same command again to resume`;
  return new StoppedBySignal(
    `stopped by ${signal} with ${done} of ${total} deals done: ${kept}`,
    128 + constants.signals[signal],
  );
};

/** Why a run stopped early: a signal, or an error (a results file that can no longer be written). */
type StopReason = { readonly signal: NodeJS.Signals } | { readonly error: unknown };

/** A run of solves that can be stopped: `stopped` settles at the first stop. */
class Run {
  reason: StopReason | undefined;
  private resolveStopped: () => void = () => {};
  readonly stopped = new Promise<undefined>((resolve) => {
    this.resolveStopped = () => resolve(undefined);
  });

  stop(reason: StopReason): void {
    if (this.reason !== undefined) return;
    this.reason = reason;
    this.resolveStopped();
  }
}

// Solves the deals, `jobs` at a time, each on its portfolio's threads; `onLine` gets each deal's line as it is done.
// A stop ends every lane at once: the pool is closed, which ends the solves under way, and their deals stay unsolved.
const solveDeals = async (
  deals: readonly bigint[],
  kind: GameVariant,
  members: readonly PortfolioMember[],
  { jobs, settings }: { readonly jobs: number; readonly settings: StatsSettings },
  run: Run,
  onLine: (line: StatsLine) => void,
): Promise<void> => {
  if (deals.length === 0) return;
  const pool = new SolverPool(jobs * members.length);
  const budget = {
    timeoutMs: settings.budget.seconds === undefined ? undefined : settings.budget.seconds * 1000,
    maxPositions: settings.budget.positions,
    seed: settings.seed,
  };
  let next = 0;
  const lane = async (): Promise<void> => {
    try {
      while (next < deals.length && run.reason === undefined) {
        const layout = dealLayout(kind, deals[next++]!);
        const answer = await Promise.race([pool.solve(layout, members, budget), run.stopped]);
        if (answer === undefined || run.reason !== undefined) return;
        onLine(makeStatsLine(layout, answer.result, settings));
      }
    } catch (error) {
      run.stop({ error });
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(jobs, deals.length) }, lane));
  } finally {
    await pool.close();
  }
};

const createProgress = (output: Output, total: number, done: number) => {
  let count = done;
  const started = Date.now();
  const draw = (): void => {
    const width = 30;
    const filled = total === 0 ? width : Math.round((count / total) * width);
    const elapsed = (Date.now() - started) / 1000;
    output.status?.(
      `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${count}/${total} deals · ${elapsed.toFixed(0)} s`,
    );
  };
  draw();
  return {
    step: () => {
      count++;
      draw();
    },
    finish: () => output.status?.(undefined),
  };
};
