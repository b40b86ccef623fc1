import { type FileHandle, open } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { Argument, InvalidArgumentError, Option } from 'commander';
import { err, ok, type Result } from '../core/result.js';
import { dealLayout, MAX_DEAL_NUMBER, parseDealNumber } from '../deals/pysolfc.js';
import { describeAnyError, type EngineError } from '../formats/messages.js';
import { GAME_IDS, VARIANT_IDS } from '../games/ids.js';
import { newGame } from '../games/index.js';
import { portfolioMembers, THREADED_VARIANTS } from '../solver/portfolio.js';
import { fileError, showPath, UsageError } from './io-errors.js';

/** Output streams of the command line, replaceable in tests. */
export interface Output {
  readonly out: (text: string) => void;
  readonly error: (text: string) => void;
  /** A status line that replaces the last one (a terminal only; absent elsewhere); undefined clears it. */
  readonly status?: (line: string | undefined) => void;
}

export { UsageError } from './io-errors.js';

/** The value of a result, or a UsageError with its message. */
export const orFail = <T>(result: Result<T, EngineError | string>, context?: string): T => {
  if (!result.ok)
    throw new UsageError(`${context === undefined ? '' : `${context}: `}${describeAnyError(result.error)}`);
  return result.value;
};

/**
 * The most a layout or record file may hold. The longest records are tens of kilobytes; anything larger is another
 * kind of file, or endless (`/dev/zero`), and is refused before it fills the memory.
 */
export const MAX_INPUT_BYTES = 4 * 1024 * 1024;

/** Reads a layout or record file, or standard input for `-`, as UTF-8 text of at most `MAX_INPUT_BYTES`. */
export const readInput = async (path: string): Promise<string> => {
  const bytes = path === '-' ? await readStandardInput() : await readFileCapped(path);
  if (bytes === undefined)
    throw new UsageError(
      `${showPath(path)} is larger than ${MAX_INPUT_BYTES / 1024 / 1024} MiB: not a layout or record`,
    );
  const zero = bytes.indexOf(0);
  if (zero >= 0) throw new UsageError(`${showPath(path)} is not text: it holds a zero byte at offset ${zero}`);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UsageError(`${showPath(path)} is not text: it is not valid UTF-8`);
  }
};

// The whole of standard input, or undefined once it passes the limit.
const readStandardInput = async (): Promise<Buffer | undefined> => {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of process.stdin) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size > MAX_INPUT_BYTES) {
        process.stdin.destroy();
        return undefined;
      }
    }
  } catch (error) {
    throw fileError('read', '-', error);
  }
  return Buffer.concat(chunks);
};

// A file's bytes, read in chunks so that an endless device stops at the limit: undefined once it passes it.
const readFileCapped = async (path: string): Promise<Buffer | undefined> => {
  let handle: FileHandle | undefined;
  try {
    handle = await open(path, 'r');
    if ((await handle.stat()).isDirectory()) throw Object.assign(new Error('a directory'), { code: 'EISDIR' });
    const chunks: Buffer[] = [];
    let size = 0;
    for (;;) {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, null);
      if (bytesRead === 0) return Buffer.concat(chunks);
      chunks.push(buffer.subarray(0, bytesRead));
      size += bytesRead;
      if (size > MAX_INPUT_BYTES) return undefined;
    }
  } catch (error) {
    throw fileError('read', path, error);
  } finally {
    await handle?.close();
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

/** Commander's parser for an option's value: the error becomes commander's usage error, which names the option. */
export const optionParser =
  <T>(parse: (text: string) => Result<T, EngineError | string>) =>
  (text: string): T => {
    const result = parse(text);
    if (!result.ok) throw new InvalidArgumentError(describeAnyError(result.error));
    return result.value;
  };

/** `--deal <number>`: a deal number. */
export const dealOption = (description: string): Option =>
  new Option('--deal <number>', description).argParser(optionParser(parseDealNumber));

/** The help of `--seed`, for `solve` and `stats`. */
export const SEED_HELP =
  "vary the solver's random choices (Alhambra; default 0): another seed may decide a deal this one leaves unknown";

/** The largest `--seed`. */
export const MAX_SEED = 1_000_000_000;

/** `--seed <number>`: a whole number from 0 to `MAX_SEED`. */
export const seedOption = (): Option =>
  new Option('--seed <number>', SEED_HELP).argParser(
    optionParser((text) => {
      const value = Number(text);
      return /^\d+$/.test(text.trim()) && value <= MAX_SEED
        ? ok(value)
        : err(`it must be a whole number from 0 to ${MAX_SEED}`);
    }),
  );

/** A parser of a positive whole number, such as `--jobs 2`. */
export const positiveWhole = optionParser((text) => {
  const value = Number(text);
  return /^\d+$/.test(text.trim()) && value > 0 && Number.isFinite(value)
    ? ok(value)
    : err('it must be a positive whole number');
});

/** A parser of a positive number, such as `--timeout 2.5`. */
export const positiveNumber = optionParser((text) => {
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

/** Parses a range of deal numbers such as `1-1000`, or one deal such as `5`; `text` is its plain form. */
export const parseDealRange = (text: string): Result<DealRange> => {
  const parts = text.split('-');
  if (parts.length > 2) return err('it must be a range such as 1-1000, or one deal number');
  const first = parseDealNumber(parts[0]!);
  if (!first.ok) return err(describeAnyError(first.error));
  const last = parts.length === 1 ? first : parseDealNumber(parts[1]!);
  if (!last.ok) return err(describeAnyError(last.error));
  if (last.value < first.value) return err('the range runs backwards');
  if (last.value - first.value >= MAX_RANGE) return err(`at most ${MAX_RANGE} deals at a time`);
  if (last.value > MAX_DEAL_NUMBER) return err('the range ends past the last deal number');
  return ok({ text: rangeText(first.value, last.value), first: first.value, last: last.value });
};

/** A range of deals in words: `1-1000`, or `5` for one deal. */
export const rangeText = (first: bigint, last: bigint): string => (first === last ? `${first}` : `${first}-${last}`);

/** `--deals <range>`: a range of deal numbers (`parseDealRange`). */
export const dealRangeOption = (): Option =>
  new Option('--deals <range>', 'deal numbers, such as 1-1000, or one deal such as 5').argParser(
    optionParser(parseDealRange),
  );

/**
 * The most deals solved at once. More than the cores only share them, and each job's worker threads take memory of
 * their own (hundreds of MiB for an Alhambra solve), so a far larger count is a typing mistake.
 */
export const MAX_JOBS = 256;

/** The most threads of one solve: the most members any game's portfolio has (more would stay idle). */
export const maxThreads = (): number =>
  Math.max(
    1,
    ...THREADED_VARIANTS.map(
      (variant) => portfolioMembers(newGame(dealLayout({ game: 'alhambra', variant }, 1n)), Infinity).length,
    ),
  );

/** A parser of `--jobs`: a whole number from 1 to `MAX_JOBS`. */
export const jobsCount = optionParser((text) => {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < 1) return err('it must be a positive whole number');
  return value <= MAX_JOBS
    ? ok(value)
    : err(
        `at most ${MAX_JOBS} deals at once (each job takes memory of its own; this machine has ${availableParallelism()} cores)`,
      );
});

/** A parser of `--threads`: a whole number from 1 to `maxThreads()`. */
export const threadsCount = optionParser((text) => {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < 1) return err('it must be a positive whole number');
  const most = maxThreads();
  return value <= most ? ok(value) : err(`at most ${most}: no solve splits among more threads`);
});

/** A warning (or undefined) when `threads` threads in all would run on fewer cores. */
export const coresWarning = (threads: number, what: string): string | undefined => {
  const cores = availableParallelism();
  return threads <= cores
    ? undefined
    : `patience: warning: ${what} on ${cores} core${cores === 1 ? '' : 's'}: the threads share them, so each solve runs slower and a time limit leaves more unknown\n`;
};
