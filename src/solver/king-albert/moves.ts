import { FOUNDATION, RESERVE_BASE } from '../../games/king-albert/codes.js';
import type { Move } from '../../games/types.js';
import { COLUMN_CAPACITY, COLUMN_COUNT, KingAlbertPosition, RANK_OF, RED, SUIT_OF } from './position.js';

/** Room for one position's moves: at most 16 cards can move, each home, onto two columns and into an empty column. */
export const MOVES_PER_POSITION = 64;

// Move ordering scores (higher first); they change only how fast a win is found, never a verdict.
const ORDER_BREAK = 5000;
const ORDER_EMPTYING = 4000;
const ORDER_RESERVE = 3000;
const ORDER_SHUFFLE = 0;
const ORDER_TO_EMPTY = -2500;
/**
 * How much covering a column's top counts against a move: more than every other term, since a card built on a column
 * buries the cards under it one step deeper, and a column whose next cards are nearly due home is best left open.
 */
export const COVER_WEIGHT = 16;
/**
 * The earlier, mild weight, which every other restart uses: the two orders fail on different deals, so taking turns
 * cuts the slowest wins (docs/research/king-albert-solver.md).
 */
export const MILD_COVER_WEIGHT = 0.5;

/** A King Albert position that lists its moves worth searching, best first, for the searches. */
export class SearchPosition extends KingAlbertPosition {
  private readonly scores = new Int32Array(MOVES_PER_POSITION);
  /** Random noise added to move scores (a mask of its bits; 0 for none), so that a restart tries other moves first. */
  noiseMask = 0;
  /** How much covering a column's top counts against a move. */
  coverWeight = COVER_WEIGHT;
  private noiseState = 1;
  // How much taking the column's top card off helps (see `generate`).
  private readonly sourceBonus = new Int32Array(COLUMN_COUNT);
  // How much covering the column's top would cost: the same measure with the top card counted too.
  private readonly coverCost = new Int32Array(COLUMN_COUNT);

  /** Writes the moves that put a card on `card` (a column top) into `out` from `offset`; returns how many. */
  generateBuildsOn(card: number, out: Int32Array, offset: number): number {
    const rank = RANK_OF[card]!;
    if (rank === 0) return 0;
    const to = this.topColumn[card]!;
    let count = 0;
    // The two cards that fit on this one: one rank lower, the other colour.
    const firstChild = RED[card] ? rank - 1 : 13 + rank - 1;
    const secondChild = RED[card] ? firstChild + 39 : firstChild + 13;
    for (const child of [firstChild, secondChild]) {
      const column = this.topColumn[child]!;
      if (column >= 0) out[offset + count++] = (column << 5) | to;
      else
        for (let slot = 0; slot < this.reserve.length; slot++)
          if (this.reserve[slot] === child) out[offset + count++] = ((RESERVE_BASE + slot) << 5) | to;
    }
    return count;
  }

  /** Writes the moves worth searching into `out` from `offset`, best first; returns how many. */
  generate(out: Int32Array, offset: number): number {
    let count = 0;
    const scores = this.scores;
    const foundations = this.foundations;
    const cells = this.cells;
    let emptyColumn = -1;
    for (let column = COLUMN_COUNT - 1; column >= 0; column--) {
      const height = this.heights[column]!;
      if (height === 0) {
        emptyColumn = column;
        continue;
      }
      if ((this.bonusValid & (1 << column)) !== 0) continue;
      this.bonusValid |= 1 << column;
      // How much taking the top card off helps: an emptied column, or the cards it brings nearer,
      // weighted by how soon they can go home and how deep they still lie.
      if (height === 1) {
        this.sourceBonus[column] = 2000;
        const top = cells[column * COLUMN_CAPACITY]!;
        this.coverCost[column] = (13 - (RANK_OF[top]! - foundations[SUIT_OF[top]!]!)) * 64;
        continue;
      }
      let bonus = 0;
      const base = column * COLUMN_CAPACITY;
      for (let depth = height - 2; depth >= 0; depth--) {
        const card = cells[base + depth]!;
        const wait = RANK_OF[card]! - foundations[SUIT_OF[card]!]!;
        const above = height - 2 - depth;
        const value = ((13 - wait) * 64) >> above;
        if (value > bonus) bonus = value;
      }
      if (height === 2) bonus += 300;
      this.sourceBonus[column] = bonus;
      const top = cells[base + height - 1]!;
      this.coverCost[column] = Math.max(bonus >> 1, (13 - (RANK_OF[top]! - foundations[SUIT_OF[top]!]!)) * 64);
    }
    const sources = RESERVE_BASE + this.reserve.length;
    for (let from = 0; from < sources; from++) {
      const card = this.cardAt(from);
      if (card < 0) continue;
      const rank = RANK_OF[card]!;
      const suit = SUIT_OF[card]!;
      let fromBonus = 100;
      // Progress first: a move that takes a card off a card it does not fit on cannot be undone and
      // opens the column; moving a card that fits where it lies only shuffles it around.
      let columnBonus = 0;
      if (from < RESERVE_BASE) {
        fromBonus = this.sourceBonus[from]!;
        const height = this.heights[from]!;
        if (height === 1) columnBonus = ORDER_EMPTYING;
        else {
          const under = cells[from * COLUMN_CAPACITY + height - 2]!;
          columnBonus = RANK_OF[under] === rank + 1 && RED[under] !== RED[card] ? ORDER_SHUFFLE : ORDER_BREAK;
        }
      } else columnBonus = ORDER_RESERVE;
      if (foundations[suit] === rank) {
        out[offset + count] = (from << 5) | FOUNDATION;
        scores[count++] = 10000 + fromBonus;
      }
      if (rank < 12) {
        // The two cards this one fits on: one rank higher, the other colour.
        const firstParent = RED[card] ? rank + 1 : 13 + rank + 1;
        const secondParent = RED[card] ? firstParent + 39 : firstParent + 13;
        const firstColumn = this.topColumn[firstParent]!;
        if (firstColumn >= 0 && firstColumn !== from) {
          out[offset + count] = (from << 5) | firstColumn;
          scores[count++] = fromBonus + columnBonus - this.coverCost[firstColumn]! * this.coverWeight;
        }
        const secondColumn = this.topColumn[secondParent]!;
        if (secondColumn >= 0 && secondColumn !== from) {
          out[offset + count] = (from << 5) | secondColumn;
          scores[count++] = fromBonus + columnBonus - this.coverCost[secondColumn]! * this.coverWeight;
        }
      }
      // Empty columns are interchangeable (the key ignores column order), so one of them stands for all.
      // A column's only card moved into an empty column gives the same position again: never worth it.
      if (emptyColumn >= 0 && (from >= RESERVE_BASE || this.heights[from]! > 1)) {
        out[offset + count] = (from << 5) | emptyColumn;
        scores[count++] = fromBonus + columnBonus + ORDER_TO_EMPTY;
      }
    }
    if (this.noiseMask !== 0) {
      let state = this.noiseState;
      for (let index = 0; index < count; index++) {
        // xorshift32
        state ^= state << 13;
        state ^= state >>> 17;
        state ^= state << 5;
        scores[index]! += state & this.noiseMask;
      }
      this.noiseState = state;
    }
    // Insertion sort by score, best first (stable, so equal scores keep the generation order).
    for (let index = 1; index < count; index++) {
      const score = scores[index]!;
      const move = out[offset + index]!;
      let place = index;
      while (place > 0 && scores[place - 1]! < score) {
        scores[place] = scores[place - 1]!;
        out[offset + place] = out[offset + place - 1]!;
        place--;
      }
      scores[place] = score;
      out[offset + place] = move;
    }
    return count;
  }
}

/** The engine's move for a move code. */
export const moveOfCode = (code: number): Move => {
  const from = code >> 5;
  const to = code & 31;
  return {
    type: 'transfer',
    from: from < RESERVE_BASE ? { pile: 'column', index: from } : { pile: 'reserve', index: from - RESERVE_BASE },
    to: to === FOUNDATION ? { pile: 'foundation' } : { pile: 'column', index: to },
  };
};

/** Drops from a move list the move that undoes `played` (a column-to-column move just played); returns the new count. */
export const dropReverse = (
  search: KingAlbertPosition,
  moves: Int32Array,
  base: number,
  count: number,
  played: number,
): number => {
  const from = played >> 5;
  const to = played & 31;
  for (let index = base; index < base + count; index++) {
    const move = moves[index]!;
    if (move >> 5 !== to) continue;
    const target = move & 31;
    // Into its old column, or (if the card was alone there) into an empty column, which is the same.
    if (target === from || (target !== FOUNDATION && search.heights[from] === 0 && search.heights[target] === 0)) {
      moves.copyWithin(index, index + 1, base + count);
      return count - 1;
    }
  }
  return count;
};
