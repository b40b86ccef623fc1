import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { type Command, Option } from 'commander';
import { quantile, wilsonInterval } from '../core/statistics.js';
import { dealLayout } from '../deals/pysolfc.js';
import { parseKind } from '../formats/kind.js';
import { makeMoves } from '../formats/notation.js';
import type { GameId, GameVariant } from '../games/ids.js';
import { type AnyGame, assertNever, newGame } from '../games/index.js';
import { SolverPool } from '../pool/solver-pool.js';
import { portfolioMembers } from '../solver/portfolio.js';
import type { Relaxation, SolveResult } from '../solver/types.js';
import {
  type DealRange,
  dealRangeOption,
  gameArgument,
  type Output,
  orFail,
  positiveNumber,
  positiveWhole,
  seedOption,
  THREADED_VARIANT_WORDS,
  UsageError,
} from './input.js';

/** One solved deal, as written to the `--out` file. */
export interface StatsLine {
  readonly game: string;
  readonly variant: string;
  readonly deal: string;
  readonly verdict: 'winnable' | 'unwinnable' | 'unknown';
  readonly positions: number;
  readonly ms: number;
  readonly moves?: string;
  /** How a loss was proven: by the search or by a relaxation. */
  readonly proof?: 'search' | 'relaxation';
  /** Which relaxation, when `proof` is `relaxation`. */
  readonly relaxation?: Relaxation;
  /** The solve's seed (`--seed`), when not 0. */
  readonly seed?: number;
}

interface StatsCommandOptions {
  readonly variant: string;
  readonly deals: DealRange;
  readonly jobs?: number;
  readonly threads?: number;
  readonly timeout?: number;
  readonly out?: string;
  readonly retryUnknown?: boolean;
  readonly seed?: number;
  readonly json?: boolean;
}

/**
 * Reads the lines of an earlier run of the same game, so a rerun resumes; unreadable lines are solved again. A deal
 * with several lines (solved again with `--retry-unknown`) counts by its last.
 */
const readEarlierLines = (path: string, kind: GameVariant): Map<string, StatsLine> => {
  const done = new Map<string, StatsLine>();
  if (!existsSync(path)) return done;
  for (const text of readFileSync(path, 'utf8').split('\n')) {
    if (text.trim() === '') continue;
    try {
      const line = JSON.parse(text) as StatsLine;
      if (line.game === kind.game && line.variant === kind.variant && typeof line.deal === 'string')
        done.set(line.deal, line);
    } catch {
      // A line cut short when an earlier run was stopped: that deal is solved again.
    }
  }
  return done;
};

const formatSeconds = (ms: number): string => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

/** Adds `patience stats` to the program. */
export const addStatsCommand = (program: Command, output: Output): void => {
  program
    .command('stats')
    .description('solve a range of numbered deals and report how often the game can be won')
    .addArgument(gameArgument())
    .option('--variant <variant>', 'variant id', 'standard')
    .addOption(dealRangeOption().makeOptionMandatory())
    .addOption(
      new Option('--jobs <count>', 'deals solved at once (default: all cores, divided by --threads)').argParser(
        positiveWhole,
      ),
    )
    .addOption(
      new Option(
        '--threads <count>',
        `threads per deal: from 2, ${THREADED_VARIANT_WORDS} Alhambra split each solve among differently set up parts (default 1)`,
      ).argParser(positiveWhole),
    )
    .addOption(new Option('--timeout <seconds>', 'time limit per deal (default 10)').argParser(positiveNumber))
    .option('--out <file>', 'write one JSON line per deal; a rerun with the same file resumes')
    .option('--retry-unknown', 'with --out: solve again the deals the file records as unknown (a new line each)')
    .addOption(seedOption())
    .option('--json', 'print the summary as JSON')
    .action(async (gameId: GameId, options: StatsCommandOptions) => {
      const kind = orFail(parseKind(gameId, options.variant));
      const { first, last } = options.deals;
      const threads = options.threads ?? 1;
      const jobs = options.jobs ?? Math.max(1, Math.floor(availableParallelism() / threads));
      const timeoutMs = (options.timeout ?? 10) * 1000;
      const seed = options.seed ?? 0;
      if (options.retryUnknown === true && options.out === undefined)
        throw new UsageError('--retry-unknown needs --out: it solves again what that file records as unknown');
      const results = options.out === undefined ? new Map<string, StatsLine>() : readEarlierLines(options.out, kind);
      const pending: string[] = [];
      for (let deal = first; deal <= last; deal++) {
        const earlier = results.get(String(deal));
        if (earlier === undefined || (options.retryUnknown === true && earlier.verdict === 'unknown'))
          pending.push(String(deal));
      }
      const total = Number(last - first + 1n);
      if (options.out !== undefined && existsSync(options.out)) {
        const text = readFileSync(options.out, 'utf8');
        if (text.length > 0 && !text.endsWith('\n')) appendFileSync(options.out, '\n');
      }
      const progress = createProgress(output, total, total - pending.length);
      await solveDeals(pending, kind, { jobs, threads, timeoutMs, seed }, (line) => {
        results.set(line.deal, line);
        if (options.out !== undefined) appendFileSync(options.out, `${JSON.stringify(line)}\n`);
        progress.step();
      });
      progress.finish();
      const lines: StatsLine[] = [];
      for (let deal = first; deal <= last; deal++) lines.push(results.get(String(deal))!);
      output.out(summarize(kind, options.deals.text, lines, { jobs, threads, timeoutMs, seed }, options.json === true));
    });
};

// Solves the deals, `jobs` at a time, each on its portfolio's threads; `onLine` gets each deal's line as it is done.
const solveDeals = async (
  deals: readonly string[],
  kind: GameVariant,
  settings: { jobs: number; threads: number; timeoutMs: number; seed: number },
  onLine: (line: StatsLine) => void,
): Promise<void> => {
  const first = deals[0];
  if (first === undefined) return;
  const members = portfolioMembers(newGame(dealLayout(kind, BigInt(first))), settings.threads);
  const pool = new SolverPool(settings.jobs * members.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < deals.length) {
      const deal = deals[next++]!;
      const game = newGame(dealLayout(kind, BigInt(deal)));
      const { result } = await pool.solve(game.layout, members, { timeoutMs: settings.timeoutMs, seed: settings.seed });
      onLine(statsLine(game, deal, result, settings.seed));
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(settings.jobs, deals.length) }, lane));
  } finally {
    await pool.close();
  }
};

/** One solved deal's line of the `--out` file. */
const statsLine = (game: AnyGame, deal: string, result: SolveResult, seed: number): StatsLine => {
  const line: StatsLine = {
    game: game.kind.game,
    variant: game.kind.variant,
    deal,
    verdict: result.verdict,
    positions: result.positions,
    ms: Math.round(result.ms),
    ...(seed === 0 ? {} : { seed }),
  };
  switch (result.verdict) {
    case 'winnable':
      return { ...line, moves: makeMoves(game.kind, result.moves) };
    case 'unwinnable':
      return result.proof === 'relaxation'
        ? { ...line, proof: result.proof, relaxation: result.relaxation }
        : { ...line, proof: result.proof };
    case 'unknown':
      return line;
    default:
      return assertNever(result);
  }
};

const createProgress = (output: Output, total: number, done: number) => {
  let count = done;
  const started = Date.now();
  const draw = (): void => {
    const width = 30;
    const filled = Math.round((count / total) * width);
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

const summarize = (
  kind: GameVariant,
  range: string,
  lines: readonly StatsLine[],
  settings: { jobs: number; threads: number; timeoutMs: number; seed: number },
  json: boolean,
): string => {
  const count = (verdict: StatsLine['verdict']) => lines.filter((line) => line.verdict === verdict).length;
  const winnable = count('winnable');
  const unwinnable = count('unwinnable');
  const unknown = count('unknown');
  const deals = lines.length;
  // Unknown deals are counted as losses for the low end of the interval and as wins for the high end.
  const low = wilsonInterval(winnable, deals)[0];
  const high = wilsonInterval(winnable + unknown, deals)[1];
  const times = lines.map((line) => line.ms);
  const timing = { median: quantile(times, 0.5), p95: quantile(times, 0.95), max: quantile(times, 1) };
  if (json)
    return `${JSON.stringify({
      game: kind.game,
      variant: kind.variant,
      deals: range,
      count: deals,
      winnable,
      unwinnable,
      unknown,
      winRate: deals === 0 ? 0 : winnable / deals,
      interval95: [low, high],
      ms: timing,
    })}\n`;
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  return `${[
    `${kind.game} ${kind.variant}, deals ${range}: ${deals} deals (${settings.jobs} jobs${settings.threads > 1 ? ` of ${settings.threads} threads` : ''}, ${settings.timeoutMs / 1000} s limit per deal${settings.seed === 0 ? '' : `, seed ${settings.seed}`})`,
    `winnable ${winnable} · unwinnable ${unwinnable} · unknown ${unknown}`,
    `win rate ${percent(deals === 0 ? 0 : winnable / deals)} (95% Wilson interval ${percent(low)}–${percent(high)}, unknowns counted both ways)`,
    `time per deal: median ${formatSeconds(timing.median)} · 95th percentile ${formatSeconds(timing.p95)} · max ${formatSeconds(timing.max)}`,
  ].join('\n')}\n`;
};
