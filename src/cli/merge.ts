import type { Command } from 'commander';
import { parseKind } from '../formats/kind.js';
import type { GameVariant } from '../games/ids.js';
import { type Output, orFail, rangeText } from './input.js';
import { showPath, UsageError } from './io-errors.js';
import { readResults } from './results-file.js';
import type { StatsLine } from './stats-line.js';
import { describeBudget, summarize } from './summary.js';

/** What a merge keeps of a deal's line (not its moves: the files can be larger than memory), and where it was read. */
interface Found {
  readonly line: Pick<StatsLine, 'verdict' | 'ms' | 'budget' | 'seed'>;
  readonly file: string;
  readonly number: number;
}

/** Adds `patience stats merge FILES…` to the `stats` command. */
export const addMergeCommand = (stats: Command, output: Output): void => {
  stats
    .command('merge')
    .description('join results files (of shards, say) and print the summary of every deal in them')
    .argument('<files...>', 'results files written by stats --out')
    .option('--json', 'print the summary as JSON')
    .action((files: string[], options: { readonly json?: boolean }) => {
      const merged = mergeResults(files, output);
      // `stats` has a --json of its own, which commander gives the option wherever it is written.
      const json = options.json === true || stats.opts().json === true;
      output.out(summarize(merged.head, merged.entries, json));
    });
};

/**
 * Joins results files: each deal keeps its latest verdict, in the order of the files and of their lines, but a
 * decided verdict is never replaced by unknown; a deal won in one line and proven lost in another is an error naming
 * both. Every line must be of one game and variant.
 */
export const mergeResults = (files: readonly string[], output: Output) => {
  const deals = new Map<string, Found>();
  let kind: GameVariant | undefined;
  let kindFound: Found | undefined;
  for (const file of files) {
    const { damaged } = readResults(file, ({ line, number }) => {
      const { verdict, ms, budget, seed } = line;
      const found = { line: { verdict, ms, budget, seed }, file, number };
      if (kindFound === undefined) {
        kindFound = found;
        kind = orFail(parseKind(line.game, line.variant));
      } else if (line.game !== kind!.game || line.variant !== kind!.variant)
        throw new UsageError(
          `${where(found)} is ${line.game} ${line.variant} but ${where(kindFound)} is ${kind!.game} ${kind!.variant}: merge one game at a time`,
        );
      const earlier = deals.get(line.deal);
      if (earlier === undefined || earlier.line.verdict === 'unknown') deals.set(line.deal, found);
      else if (line.verdict !== 'unknown' && line.verdict !== earlier.line.verdict)
        throw new UsageError(
          `deal ${line.deal} is ${earlier.line.verdict} in ${where(earlier)} but ${line.verdict} in ${where(found)}`,
        );
    });
    if (damaged > 0)
      output.error(
        `patience: warning: ${damaged} damaged line${damaged === 1 ? '' : 's'} of ${showPath(file)} skipped\n`,
      );
  }
  if (kind === undefined) throw new UsageError(`no results in ${files.map(showPath).join(', ')}`);
  const numbers = [...deals.keys()].map(BigInt).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const first = numbers[0]!;
  const last = numbers.at(-1)!;
  const lines = numbers.map((deal) => deals.get(String(deal))!.line);
  return {
    head: {
      kind,
      range: rangeText(first, last),
      settings: mergedSettings(files.length, lines),
      missing: Number(last - first + 1n) - numbers.length,
    },
    entries: lines,
  };
};

const where = (found: Found): string => `${showPath(found.file)} line ${found.number}`;

// The settings the lines record, in words: one budget and seed, or that they vary.
const mergedSettings = (fileCount: number, lines: readonly Found['line'][]): string => {
  const budgets = new Set(lines.map((line) => (line.budget === undefined ? '' : JSON.stringify(line.budget))));
  const seeds = new Set(lines.map((line) => line.seed ?? 0));
  const budget =
    budgets.size > 1
      ? 'budgets vary'
      : lines[0]?.budget === undefined
        ? 'budget not recorded'
        : describeBudget(lines[0].budget);
  const seed = seeds.size > 1 ? ', seeds vary' : lines[0]?.seed ? `, seed ${lines[0].seed}` : '';
  return `merged from ${fileCount} file${fileCount === 1 ? '' : 's'}, ${budget}${seed}`;
};
