import type { IllegalMove } from './errors.js';
import type { Source, Target } from './types.js';

/** True if `index` is a whole number that names one of `size` piles. */
export const inRange = (index: number, size: number): boolean => Number.isInteger(index) && index >= 0 && index < size;

/** Why a move from a pile the game does not have is refused; foundation cards in particular never move. */
export const missingSource = (source: Source): IllegalMove => {
  const pile: string = source.pile;
  if (pile === 'foundation' || pile === 'ace' || pile === 'king') return { code: 'move.fromFoundation' };
  return { code: 'move.noSuchSource', source: { pile: source.pile, index: source.index } };
};

/** True if a target, given as data, names the reserve: nothing is ever put there. */
export const isReserveTarget = (target: Target): boolean => (target.pile as string) === 'reserve';

/** True if a value given as data has the shape of a move (its piles are checked by the engine). */
export const isMove = (move: unknown): boolean => {
  if (typeof move !== 'object' || move === null) return false;
  const { type, from, to } = move as { type?: unknown; from?: unknown; to?: unknown };
  if (type === 'turn' || type === 'redeal') return true;
  return type === 'transfer' && isPile(from) && isPile(to);
};

const isPile = (pile: unknown): boolean =>
  typeof pile === 'object' && pile !== null && typeof (pile as { pile?: unknown }).pile === 'string';
