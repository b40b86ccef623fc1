import { readFile } from 'node:fs/promises';
import { err, ok, type Result } from '../core/result.js';
import { parseDealNumber } from '../deals/pysolfc.js';
import { describeAnyError, type EngineError } from '../formats/messages.js';
import { findGameVariant, type GameVariant, isGameId, VARIANT_IDS } from '../games/ids.js';

/** Output streams of the command line, replaceable in tests. */
export interface Output {
  readonly out: (text: string) => void;
  readonly error: (text: string) => void;
  /** A status line that replaces the last one (a terminal only; absent elsewhere); undefined clears it. */
  readonly status?: (line: string | undefined) => void;
}

/** A problem with the user's input or usage: reported as one line on stderr with exit status 2. */
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

/** Checks a game id and variant id given on the command line. */
export const parseGameVariant = (game: string, variant = 'standard'): Result<GameVariant> => {
  if (!isGameId(game)) return err(`unknown game "${game}" (known: king-albert, alhambra)`);
  const kind = findGameVariant(game, variant);
  if (kind === undefined)
    return err(`unknown variant "${variant}" of ${game} (known: ${VARIANT_IDS[game].join(', ')})`);
  return ok(kind);
};

/** Parses a deal number option. */
export const parseDealOption = (text: string): bigint => orFail(parseDealNumber(text), '--deal');

/** The help of `--seed`, for `solve` and `stats`. */
export const SEED_HELP =
  "vary the solver's random choices (Alhambra; default 0): another seed may decide a deal this one leaves unknown";

/** The largest `--seed`. */
export const MAX_SEED = 1_000_000_000;

/** Parses `--seed`: a whole number from 0 to `MAX_SEED`. */
export const parseSeedOption = (text: string): number => {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value > MAX_SEED)
    throw new UsageError(`--seed must be a whole number from 0 to ${MAX_SEED}, not "${text}"`);
  return value;
};

/** Parses a positive whole number option such as `--jobs 2`. */
export const parsePositiveOption = (name: string, text: string, allowFraction = false): number => {
  const pattern = allowFraction ? /^\d+(\.\d+)?$/ : /^\d+$/;
  const value = Number(text);
  if (!pattern.test(text.trim()) || !(value > 0) || !Number.isFinite(value))
    throw new UsageError(`${name} must be a positive ${allowFraction ? 'number' : 'whole number'}, not "${text}"`);
  return value;
};
