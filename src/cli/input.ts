import { readFile } from 'node:fs/promises';
import { Argument, InvalidArgumentError, Option } from 'commander';
import { err, ok, type Result } from '../core/result.js';
import { MAX_DEAL_NUMBER, parseDealNumber } from '../deals/pysolfc.js';
import { describeAnyError, type EngineError } from '../formats/messages.js';
import { GAME_IDS, VARIANT_IDS } from '../games/ids.js';
import { THREADED_VARIANTS } from '../solver/portfolio.js';

/** Output streams of the command line, replaceable in tests. */
export interface Output {
  readonly out: (text: string) => void;
  readonly error: (text: string) => void;
  /** A status line that replaces the last one (a terminal only; absent elsewhere); undefined clears it. */
  readonly status?: (line: string | undefined) => void;
}

/**
 * A problem with the user's input that commander cannot see (a file's contents, options that depend on each other):
 * reported as one line on stderr with exit status 2, as commander's own usage errors are.
 */
export class UsageError extends Error {}

/** The value of a result, or a UsageError with its message. */
export const orFail = <T>(result: Result<T, EngineError | string>, context?: string): T => {
  if (!result.ok)
    throw new UsageError(`${context === undefined ? '' : `${context}: `}${describeAnyError(result.error)}`);
  return result.value;
};

/** Reads a file, or standard input for `-`. */
export const readInput = async (path: string): Promise<string> => {
  if (path === '-') {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : String(code);
    throw new UsageError(`cannot read ${path}: ${reason}`);
  }
};

/** The `<game>` argument of every command: one of the game ids. */
export const gameArgument = (): Argument => new Argument('<game>', 'the game').choices(GAME_IDS);

/**
 * The help of `--variant`: every game's variant ids. The variant is checked by the engine's `parseKind`, not by
 * commander, since the variants allowed depend on the game.
 */
export const VARIANT_HELP = `variant id (${GAME_IDS.map((game) => `${game}: ${VARIANT_IDS[game].join(', ')}`).join('; ')})`;

// Joined by hand rather than with Intl: its first use costs tens of milliseconds of start-up.
/** The Alhambra variants whose solve splits among several threads, in words. */
export const THREADED_VARIANT_WORDS =
  THREADED_VARIANTS.length < 3
    ? THREADED_VARIANTS.join(' and ')
    : `${THREADED_VARIANTS.slice(0, -1).join(', ')}, and ${THREADED_VARIANTS.at(-1)}`;

/** A count with commas between groups of three digits (as `toLocaleString('en')`, without Intl's start-up cost). */
export const withCommas = (count: number): string => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

// Commander's parser for an option's value: the error becomes commander's usage error, which names the option.
const parser =
  <T>(parse: (text: string) => Result<T, EngineError | string>) =>
  (text: string): T => {
    const result = parse(text);
    if (!result.ok) throw new InvalidArgumentError(describeAnyError(result.error));
    return result.value;
  };

/** `--deal <number>`: a deal number. */
export const dealOption = (description: string): Option =>
  new Option('--deal <number>', description).argParser(parser(parseDealNumber));

/** The help of `--seed`, for `solve` and `stats`. */
export const SEED_HELP =
  "vary the solver's random choices (Alhambra; default 0): another seed may decide a deal this one leaves unknown";

/** The largest `--seed`. */
export const MAX_SEED = 1_000_000_000;

/** `--seed <number>`: a whole number from 0 to `MAX_SEED`. */
export const seedOption = (): Option =>
  new Option('--seed <number>', SEED_HELP).argParser(
    parser((text) => {
      const value = Number(text);
      return /^\d+$/.test(text.trim()) && value <= MAX_SEED
        ? ok(value)
        : err(`it must be a whole number from 0 to ${MAX_SEED}`);
    }),
  );

/** A parser of a positive whole number, such as `--jobs 2`. */
export const positiveWhole = parser((text) => {
  const value = Number(text);
  return /^\d+$/.test(text.trim()) && value > 0 && Number.isFinite(value)
    ? ok(value)
    : err('it must be a positive whole number');
});

/** A parser of a positive number, such as `--timeout 2.5`. */
export const positiveNumber = parser((text) => {
  const value = Number(text);
  return /^\d+(\.\d+)?$/.test(text.trim()) && value > 0 && Number.isFinite(value)
    ? ok(value)
    : err('it must be a positive number');
});

// A range larger than this is surely a typing mistake; it would run for years.
const MAX_RANGE = 10_000_000n;

/** A range of deal numbers, as given (`text`) and parsed. */
export interface DealRange {
  readonly text: string;
  readonly first: bigint;
  readonly last: bigint;
}

/** Parses a range of deal numbers such as `1-1000`. */
export const parseDealRange = (text: string): Result<DealRange> => {
  const parts = text.split('-');
  if (parts.length !== 2) return err('it must be a range such as 1-1000');
  const first = parseDealNumber(parts[0]!);
  if (!first.ok) return err(describeAnyError(first.error));
  const last = parseDealNumber(parts[1]!);
  if (!last.ok) return err(describeAnyError(last.error));
  if (last.value < first.value) return err('the range runs backwards');
  if (last.value - first.value >= MAX_RANGE) return err(`at most ${MAX_RANGE} deals at a time`);
  if (last.value > MAX_DEAL_NUMBER) return err('the range ends past the last deal number');
  return ok({ text, first: first.value, last: last.value });
};

/** `--deals <range>`: a range of deal numbers (`parseDealRange`). */
export const dealRangeOption = (): Option =>
  new Option('--deals <range>', 'deal numbers, such as 1-1000').argParser(parser(parseDealRange));
