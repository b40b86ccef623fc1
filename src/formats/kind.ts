import { err, ok, type Result } from '../core/result.js';
import { findGameVariant, type GameVariant, isGameId } from '../games/ids.js';
import type { KindError } from './errors.js';

/** A value as JSON for an error message, whatever it is (undefined, a BigInt, a cycle). */
export const showValue = (value: unknown): string => {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

/** Checks a game id and a variant id (default `standard`) given as data. */
export const parseKind = (game: unknown, variant: unknown = 'standard'): Result<GameVariant, KindError> => {
  if (!isGameId(game)) return err({ code: 'game.unknown', given: showValue(game) });
  const kind = findGameVariant(game, variant);
  return kind === undefined ? err({ code: 'variant.unknown', game, given: showValue(variant) }) : ok(kind);
};

/** Checks a game/variant pair given as data, such as `{ game: 'alhambra', variant: 'granada' }`. */
export const checkKind = (kind: unknown): Result<GameVariant, KindError> => {
  if (typeof kind !== 'object' || kind === null) return err({ code: 'game.unknown', given: showValue(kind) });
  const { game, variant } = kind as { game?: unknown; variant?: unknown };
  return parseKind(game, variant);
};
