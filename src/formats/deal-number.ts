import { err, ok, type Result } from '../core/result.js';
import type { KindError } from './errors.js';

/** The largest deal number PySolFC accepts: twenty nines. */
export const MAX_DEAL_NUMBER = 99999999999999999999n;

/** True if `number` is a valid deal number, 1 to {@link MAX_DEAL_NUMBER}. */
export const isDealNumber = (number: unknown): number is bigint =>
  typeof number === 'bigint' && number >= 1n && number <= MAX_DEAL_NUMBER;

/** Parses a deal number: decimal digits only (surrounding whitespace and leading zeros allowed), 1 to 20 nines. */
export const parseDealNumber = (text: string): Result<bigint, KindError> => {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed === '') return err({ code: 'deal.missing' });
  if (!/^[0-9]+$/.test(trimmed)) return err({ code: 'deal.notANumber', text: trimmed });
  const number = BigInt(trimmed);
  if (number === 0n) return err({ code: 'deal.zero' });
  if (number > MAX_DEAL_NUMBER) return err({ code: 'deal.tooBig', text: trimmed });
  return ok(number);
};

/** The deal number as decimal digits, e.g. `617`; `parseDealNumber` is its inverse. */
export const makeDealNumber = (number: bigint): string => number.toString(10);
