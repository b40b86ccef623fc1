import { quantile, wilsonInterval } from '../core/statistics.js';
import type { GameVariant } from '../games/ids.js';
import type { StatsBudget, StatsLine } from './stats-line.js';

/** What the summary needs of one deal's line. */
export interface SummaryEntry {
  readonly verdict: StatsLine['verdict'];
  readonly ms: number;
}

/** What the summary says of the run besides its counts. */
export interface SummaryHead {
  readonly kind: GameVariant;
  /** The deals, such as `1-1000`. */
  readonly range: string;
  /** The share of the range (`--shard`), such as `2/8`. */
  readonly shard?: string;
  /** How the deals were solved, in words: jobs, threads, budget, seed. */
  readonly settings: string;
  /** Deals of the range with no line (a merge of shards that are not all done). */
  readonly missing?: number;
}

/** A budget in words, such as `10 s limit per deal` or `5,000,000 positions per deal`. */
export const describeBudget = (budget: StatsBudget): string => {
  const parts: string[] = [];
  if (budget.seconds !== undefined) parts.push(`${budget.seconds} s limit`);
  if (budget.positions !== undefined) parts.push(`${budget.positions.toLocaleString('en')} positions`);
  return parts.length === 0 ? 'no limit per deal' : `${parts.join(' and ')} per deal`;
};

const formatSeconds = (ms: number): string => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

/** The summary of a run or a merge: the verdict counts, the win rate with its interval, the times; text or JSON. */
export const summarize = (head: SummaryHead, entries: readonly SummaryEntry[], json: boolean): string => {
  const count = (verdict: StatsLine['verdict']) => entries.filter((entry) => entry.verdict === verdict).length;
  const winnable = count('winnable');
  const unwinnable = count('unwinnable');
  const unknown = count('unknown');
  const deals = entries.length;
  // Unknown deals are counted as losses for the low end of the interval and as wins for the high end.
  const low = wilsonInterval(winnable, deals)[0];
  const high = wilsonInterval(winnable + unknown, deals)[1];
  const times = entries.map((entry) => entry.ms);
  const timing = { median: quantile(times, 0.5), p95: quantile(times, 0.95), max: quantile(times, 1) };
  const missing = head.missing ?? 0;
  if (json)
    return `${JSON.stringify({
      game: head.kind.game,
      variant: head.kind.variant,
      deals: head.range,
      ...(head.shard === undefined ? {} : { shard: head.shard }),
      count: deals,
      ...(missing === 0 ? {} : { missing }),
      winnable,
      unwinnable,
      unknown,
      winRate: deals === 0 ? 0 : winnable / deals,
      interval95: [low, high],
      ms: timing,
    })}\n`;
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  const shard = head.shard === undefined ? '' : `, shard ${head.shard}`;
  const absent = missing === 0 ? '' : `, ${missing} missing`;
  return `${[
    `${head.kind.game} ${head.kind.variant}, deals ${head.range}${shard}: ${deals} deals${absent} (${head.settings})`,
    `winnable ${winnable} · unwinnable ${unwinnable} · unknown ${unknown}`,
    `win rate ${percent(deals === 0 ? 0 : winnable / deals)} (95% Wilson interval ${percent(low)}–${percent(high)}, unknowns counted both ways)`,
    `time per deal: median ${formatSeconds(timing.median)} · 95th percentile ${formatSeconds(timing.p95)} · max ${formatSeconds(timing.max)}`,
  ].join('\n')}\n`;
};
