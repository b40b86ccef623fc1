import { FOUNDATION } from '../../games/king-albert/codes.js';
import type { KingAlbertGame } from '../../games/king-albert/game.js';
import { MOVES_PER_POSITION, SearchPosition } from './moves.js';
import { COLUMN_CAPACITY, COLUMN_COUNT, type KingAlbertPosition, RANK_OF, RED, SUIT_OF } from './position.js';

// Lines longer than this are left as found: shortening costs time in proportion.
const MAX_LINE_TO_SHORTEN = 200_000;
// What ends a column in a placed key, and what an empty reserve slot counts as: neither is a card.
const COLUMN_END = 52;
const EMPTY_SLOT = 53;
// Two FNV-1a hashes of 32 bits, with different primes so that they differ where one collides.
const FNV_BASIS = 0x811c9dc5 | 0;
const HIGH_PRIME = 0x01000193;
const LOW_PRIME = 0x5bd1e995;

const fnvStep = (hash: number, value: number, prime: number): number => Math.imul(hash ^ value, prime);

/**
 * A key of the position with its pile numbers, as one number (53 bits of two hashes): the cards column by column, each
 * column's end marked, then the reserve slot by slot. It is computed afresh for each position of the line and each
 * shortcut tried, so it needs no tables of random keys, whose making would cost a small solve more than its shortening.
 * Two positions sharing a key would at worst offer a shortcut that is no shortcut, which the check of the new line
 * catches.
 */
const placedKey = (search: KingAlbertPosition): number => {
  let high = FNV_BASIS;
  let low = FNV_BASIS;
  for (let column = 0; column < COLUMN_COUNT; column++) {
    for (let depth = 0; depth < search.heights[column]!; depth++) {
      const card = search.cells[column * COLUMN_CAPACITY + depth]!;
      high = fnvStep(high, card, HIGH_PRIME);
      low = fnvStep(low, card, LOW_PRIME);
    }
    high = fnvStep(high, COLUMN_END, HIGH_PRIME);
    low = fnvStep(low, COLUMN_END, LOW_PRIME);
  }
  for (let slot = 0; slot < search.reserve.length; slot++) {
    const value = search.reserve[slot]! < 0 ? EMPTY_SLOT : search.reserve[slot]!;
    high = fnvStep(high, value, HIGH_PRIME);
    low = fnvStep(low, value, LOW_PRIME);
  }
  return (high >>> 11) * 4294967296 + (low >>> 0);
};

/** Whether a move code is legal in the position (the line found by the search needs no check; shortcuts do). */
const isLegal = (search: KingAlbertPosition, code: number): boolean => {
  const card = search.cardAt(code >> 5);
  if (card < 0) return false;
  const to = code & 31;
  if (to === FOUNDATION) return search.foundations[SUIT_OF[card]!] === RANK_OF[card];
  if (to === code >> 5) return false;
  const top = search.cardAt(to);
  return top < 0 || (RANK_OF[top] === RANK_OF[card]! + 1 && RED[top] !== RED[card]);
};

// From each position of the line, a move that reaches a later position of it (the same cards in the
// same piles) skips the moves in between. The result is checked move by move and the line is kept as
// it was if anything is amiss.
/** A shorter winning line from the game's position, made by shortcuts. */
export const shortenLine = (game: KingAlbertGame, line: readonly number[]): number[] => {
  if (line.length < 2 || line.length > MAX_LINE_TO_SHORTEN) return [...line];
  const walker = new SearchPosition(game);
  const lastSeen = new Map<number, number>();
  lastSeen.set(placedKey(walker), 0);
  for (let index = 0; index < line.length; index++) {
    walker.play(line[index]!);
    lastSeen.set(placedKey(walker), index + 1);
  }
  const search = new SearchPosition(game);
  const moves = new Int32Array(MOVES_PER_POSITION);
  const shorter: number[] = [];
  let at = 0;
  while (at < line.length) {
    let best = at + 1;
    let bestMove = line[at]!;
    const count = search.generate(moves, 0);
    for (let index = 0; index < count; index++) {
      const move = moves[index]!;
      search.play(move);
      const reached = lastSeen.get(placedKey(search));
      search.undoTo(search.historyLength - 1);
      if (reached !== undefined && reached > best) {
        best = reached;
        bestMove = move;
      }
    }
    if (!isLegal(search, bestMove)) return [...line];
    search.play(bestMove);
    shorter.push(bestMove);
    at = best;
  }
  return search.cardsHome === 52 ? shorter : [...line];
};
