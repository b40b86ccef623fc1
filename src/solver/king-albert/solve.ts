import { CARD_SHIFT, CODE_MASK, FOUNDATION, RESERVE_BASE } from '../../games/king-albert/codes.js';
import { KING_ALBERT_COLUMNS, type KingAlbertGame } from '../../games/king-albert/game.js';
import type { Move } from '../../games/types.js';
import type { SolveOptions, SolveResult } from '../types.js';
import { PositionTable } from './table.js';

const COLUMN_COUNT = KING_ALBERT_COLUMNS;
// A column holds at most its 9 dealt cards plus a built run of 12 below a King: 32 is plenty.
const COLUMN_CAPACITY = 32;
// Key pieces: a column card is keyed by itself and the card under it (52 for none), a reserve card by 53.
const UNDER_NOTHING = 52;
const IN_RESERVE = 53;
const KEY_STRIDE = 54;
// At most 16 cards can move, each to the foundation, two columns and an empty column.
const MOVES_PER_POSITION = 64;
// The deepest line searched, which bounds the memory of the path (about 60 bytes a step).
const MAX_DEPTH = 1_000_000;
// Restart runs stop after this unit times the Luby sequence 1, 1, 2, 1, 1, 2, 4, … positions each.
const RUN_UNIT = 20_000;
// Positions the complete search gets for each position of the restarts.
const COMPLETE_SHARE = 1;
const RESTART_NOISE = 8191;
const TIME_CHECK_INTERVAL = 1024;
const PROGRESS_INTERVAL = 4096;
/** Largest transposition table: 2^24 keys of 8 bytes plus a pin byte, about 150 MB. */
const MAX_TABLE_ENTRIES = 1 << 24;
/** Largest table of a restart run, which stays far smaller. */
const MAX_RESTART_TABLE_ENTRIES = 1 << 23;

// Move ordering scores (higher first); they change only how fast a win is found, never a verdict.
const ORDER_BREAK = 5000;
const ORDER_EMPTYING = 4000;
const ORDER_RESERVE = 3000;
const ORDER_SHUFFLE = 0;
const ORDER_TO_EMPTY = -2500;
// Covering a column's top weighs more than every other term: a card built on a column buries the cards
// under it one step deeper, and a column whose next cards are nearly due home is best left open (measured
// over the fixture deals: weights 4, 8, 12, 16 and 24 times this measure, 16 best). Every other restart
// uses the earlier mild weight instead: the two orders fail on different deals, so taking turns cuts the
// slowest wins (fixture deals: the slowest win took 3.7 million positions with 16 alone, 1.9 million with both).
const COVER_WEIGHT = 16;
const MILD_COVER_WEIGHT = 0.5;

const SUIT_OF = Uint8Array.from({ length: 52 }, (_, card) => (card / 13) | 0);
const RANK_OF = Uint8Array.from({ length: 52 }, (_, card) => card % 13);
const RED = Uint8Array.from({ length: 52 }, (_, card) => (SUIT_OF[card] === 1 || SUIT_OF[card] === 2 ? 1 : 0));

const randomWords = (count: number, seed: number): Int32Array => {
  // mulberry32: fixed seed, so runs are repeatable.
  const words = new Int32Array(count);
  let state = seed >>> 0;
  for (let index = 0; index < count; index++) {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    words[index] = mixed ^ (mixed >>> 14);
  }
  return words;
};

// Zobrist keys of (card, what lies under it). A position is the set of these pairs: it fixes every
// column's contents (each card knows the card under it) but not which column is which, and the set
// of reserve cards but not their slots. So the key is canonical under permuting columns and reserve
// slots, which are interchangeable here (any card may go into any empty column; reserve slots are
// never refilled). Foundation heights are implied: every card not in play is home. Keys are 64 bits
// and the table trusts them: two positions met in one search share a key with odds of about n²/2^65
// (under 1 in 10^5 for n = 10^7 positions), the one way a verdict could be wrong.
const KEY_HIGH = randomWords(52 * KEY_STRIDE, 0x9e3779b9);
const KEY_LOW = randomWords(52 * KEY_STRIDE, 0x85ebca6b);
// Marks a search node where the next move must build on this card (see the reserve rule below).
const BUILD_ON_HIGH = randomWords(52, 0xc2b2ae35);
const BUILD_ON_LOW = randomWords(52, 0x27d4eb2f);

// Safe foundation moves. Let c (suit s, rank r counted from 1) be playable, so s holds r-1 cards, and
// let L be a winning line from position P. Play c home, then replay L, skipping c's own moves. The only
// cards ever put on c are the two cards x of rank r-1 in the other colour. Rule 1: both are already home
// (opposite foundations ≥ r-1), so no move of L puts anything on c, every other move of L finds the same
// top card and the same empty columns (we only removed a card), and its foundation moves stay legal
// because cards of s above c go home after c in L anyway. Rule 2: opposite foundations ≥ r-2 and the
// twin suit (same colour) ≥ r-3. When L puts an x on c, x's foundation is at exactly r-2 (at least r-2
// from the start, and x is not yet home), so play x home instead and skip x's later moves; only cards of
// rank r-2 in c's colour go on x: c's own suit's one is home, and the twin's one, y, is likewise sent
// home when L puts it on x (twin foundation exactly r-3 then); nothing can be put on y, since cards of
// rank r-3 in the other colour are home. Our position is then always L's position minus some cards
// already home, so every kept move of L stays legal (same tops or a removed card, empty columns still
// empty) and it ends with all cards home.
/** Whether a card playable to its foundation (`rank` 0 for an Ace; `foundations` = cards home per suit) can go there at once without losing a win. */
export const isSafeFoundationMove = (suit: number, rank: number, foundations: ArrayLike<number>): boolean => {
  const red = suit === 1 || suit === 2;
  const firstOpposite = red ? foundations[0]! : foundations[1]!;
  const secondOpposite = red ? foundations[3]! : foundations[2]!;
  const lowestOpposite = Math.min(firstOpposite, secondOpposite);
  if (lowestOpposite >= rank) return true;
  return lowestOpposite >= rank - 1 && foundations[3 - suit]! >= rank - 2;
};

const growInt32 = (array: Int32Array<ArrayBuffer>, needed: number): Int32Array<ArrayBuffer> => {
  if (needed <= array.length) return array;
  const grown = new Int32Array(Math.max(needed, array.length * 2));
  grown.set(array);
  return grown;
};

/** A compact, mutable copy of a King Albert position with an incremental canonical key. */
class KingAlbertSearch {
  readonly cells = new Uint8Array(COLUMN_COUNT * COLUMN_CAPACITY);
  readonly heights = new Uint8Array(COLUMN_COUNT);
  readonly reserve: Int8Array;
  readonly foundations = new Uint8Array(4);
  // The column each card tops, or -1: finds the columns a card can go onto without scanning them.
  readonly topColumn = new Int8Array(52).fill(-1);
  cardsHome = 0;
  high = 0;
  low = 0;
  // Played moves, each a move code with the moved card above it (as in the engine).
  history: Int32Array<ArrayBuffer> = new Int32Array(1024);
  historyLength = 0;
  private readonly scores = new Int32Array(MOVES_PER_POSITION);
  /** Random noise added to move scores (a mask of its bits; 0 for none), so that a restart tries other moves first. */
  noiseMask = 0;
  /** How much covering a column's top counts against a move. */
  coverWeight = COVER_WEIGHT;
  private noiseState = 1;
  private readonly sourceBonus = new Int32Array(COLUMN_COUNT);
  // How much covering the column's top would cost: the same measure with the top card counted too.
  private readonly coverCost = new Int32Array(COLUMN_COUNT);
  // Bit c set when sourceBonus[c] is up to date; pushes, pops and foundation moves clear bits.
  private bonusValid = 0;

  constructor(game: KingAlbertGame) {
    this.reserve = Int8Array.from(game.reserve);
    game.columns.forEach((column, index) => {
      for (const card of column) this.push(index, card);
    });
    for (let suit = 0; suit < 4; suit++) this.foundations[suit] = game.foundations[suit]!;
    this.cardsHome = this.foundations.reduce((sum, height) => sum + height, 0);
    for (const card of this.reserve) if (card >= 0) this.toggleKey(card * KEY_STRIDE + IN_RESERVE);
  }

  private toggleKey(piece: number): void {
    this.high ^= KEY_HIGH[piece]!;
    this.low ^= KEY_LOW[piece]!;
  }

  private push(column: number, card: number): void {
    const height = this.heights[column]!;
    let under = UNDER_NOTHING;
    if (height > 0) {
      under = this.cells[column * COLUMN_CAPACITY + height - 1]!;
      this.topColumn[under] = -1;
    }
    this.toggleKey(card * KEY_STRIDE + under);
    this.cells[column * COLUMN_CAPACITY + height] = card;
    this.heights[column] = height + 1;
    this.topColumn[card] = column;
    this.bonusValid &= ~(1 << column);
  }

  private pop(column: number): number {
    const height = this.heights[column]! - 1;
    const card = this.cells[column * COLUMN_CAPACITY + height]!;
    this.topColumn[card] = -1;
    let under = UNDER_NOTHING;
    if (height > 0) {
      under = this.cells[column * COLUMN_CAPACITY + height - 1]!;
      this.topColumn[under] = column;
    }
    this.toggleKey(card * KEY_STRIDE + under);
    this.heights[column] = height;
    this.bonusValid &= ~(1 << column);
    return card;
  }

  /** The card a pile offers, or -1. */
  cardAt(pile: number): number {
    if (pile < RESERVE_BASE) {
      const height = this.heights[pile]!;
      return height === 0 ? -1 : this.cells[pile * COLUMN_CAPACITY + height - 1]!;
    }
    return this.reserve[pile - RESERVE_BASE]!;
  }

  play(code: number): void {
    const from = code >> 5;
    const to = code & 31;
    let card: number;
    if (from < RESERVE_BASE) card = this.pop(from);
    else {
      card = this.reserve[from - RESERVE_BASE]!;
      this.reserve[from - RESERVE_BASE] = -1;
      this.toggleKey(card * KEY_STRIDE + IN_RESERVE);
    }
    if (to === FOUNDATION) {
      this.foundations[SUIT_OF[card]!]!++;
      this.cardsHome++;
      this.bonusValid = 0;
    } else this.push(to, card);
    if (this.historyLength === this.history.length) this.history = growInt32(this.history, this.historyLength + 1);
    this.history[this.historyLength++] = code | (card << CARD_SHIFT);
  }

  /** The moves played so far, as move codes. */
  line(): number[] {
    const line: number[] = [];
    for (let index = 0; index < this.historyLength; index++) line.push(this.history[index]! & CODE_MASK);
    return line;
  }

  /** Takes back moves until `length` remain. */
  undoTo(length: number): void {
    while (this.historyLength > length) {
      const entry = this.history[--this.historyLength]!;
      const card = entry >> CARD_SHIFT;
      const from = (entry & CODE_MASK) >> 5;
      const to = entry & 31;
      if (to === FOUNDATION) {
        this.foundations[SUIT_OF[card]!]!--;
        this.cardsHome--;
        this.bonusValid = 0;
      } else this.pop(to);
      if (from < RESERVE_BASE) this.push(from, card);
      else {
        this.reserve[from - RESERVE_BASE] = card;
        this.toggleKey(card * KEY_STRIDE + IN_RESERVE);
      }
    }
  }

  private isSafeCard(card: number): boolean {
    const suit = SUIT_OF[card]!;
    const rank = RANK_OF[card]!;
    return this.foundations[suit] === rank && isSafeFoundationMove(suit, rank, this.foundations);
  }

  /**
   * Plays the move, then every safe foundation move (see `isSafeFoundationMove`) until none is left.
   * The position before the move had none; a move that sends nothing home changes no foundation, so
   * only the card it uncovers can have become a safe play.
   */
  playAndSettle(code: number): void {
    this.play(code);
    const from = code >> 5;
    if ((code & 31) !== FOUNDATION) {
      if (from >= RESERVE_BASE) return;
      const height = this.heights[from]!;
      if (height === 0 || !this.isSafeCard(this.cells[from * COLUMN_CAPACITY + height - 1]!)) return;
    }
    this.settle();
  }

  /** Plays every safe foundation move until none is left. */
  settle(): void {
    const sources = RESERVE_BASE + this.reserve.length;
    let played = true;
    while (played) {
      played = false;
      for (let from = 0; from < sources; from++) {
        const card = this.cardAt(from);
        if (card >= 0 && this.isSafeCard(card)) {
          this.play((from << 5) | FOUNDATION);
          played = true;
        }
      }
    }
  }

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

const moveOfCode = (code: number): Move => {
  const from = code >> 5;
  const to = code & 31;
  return {
    type: 'transfer',
    from: from < RESERVE_BASE ? { pile: 'column', index: from } : { pile: 'reserve', index: from - RESERVE_BASE },
    to: to === FOUNDATION ? { pile: 'foundation' } : { pile: 'column', index: to },
  };
};

/** Removes from a move list the move that undoes `played` (a column-to-column move just played); returns the new count. */
const dropReverse = (
  search: KingAlbertSearch,
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

// Keys of a position with its column and slot numbers (unlike the search keys), for shortening lines.
const PLACE_HIGH = randomWords((COLUMN_COUNT * COLUMN_CAPACITY + 8) * 52, 0x7feb352d);
const PLACE_LOW = randomWords((COLUMN_COUNT * COLUMN_CAPACITY + 8) * 52, 0x846ca68b);
// Lines longer than this are left as found: shortening costs time in proportion.
const MAX_LINE_TO_SHORTEN = 200_000;

/** A key of the position with its pile numbers, as one number (53 bits of the two halves). */
const placedKey = (search: KingAlbertSearch): number => {
  let high = 0;
  let low = 0;
  for (let column = 0; column < COLUMN_COUNT; column++)
    for (let depth = 0; depth < search.heights[column]!; depth++) {
      const piece = (column * COLUMN_CAPACITY + depth) * 52 + search.cells[column * COLUMN_CAPACITY + depth]!;
      high ^= PLACE_HIGH[piece]!;
      low ^= PLACE_LOW[piece]!;
    }
  for (let slot = 0; slot < search.reserve.length; slot++) {
    const card = search.reserve[slot]!;
    if (card < 0) continue;
    const piece = (COLUMN_COUNT * COLUMN_CAPACITY + slot) * 52 + card;
    high ^= PLACE_HIGH[piece]!;
    low ^= PLACE_LOW[piece]!;
  }
  return (high >>> 11) * 4294967296 + (low >>> 0);
};

/** Whether a move code is legal in the position (the line found by the search needs no check; shortcuts do). */
const isLegal = (search: KingAlbertSearch, code: number): boolean => {
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
const shortenLine = (game: KingAlbertGame, line: readonly number[]): number[] => {
  if (line.length < 2 || line.length > MAX_LINE_TO_SHORTEN) return [...line];
  const walker = new KingAlbertSearch(game);
  const lastSeen = new Map<number, number>();
  lastSeen.set(placedKey(walker), 0);
  for (let index = 0; index < line.length; index++) {
    walker.play(line[index]!);
    lastSeen.set(placedKey(walker), index + 1);
  }
  const search = new KingAlbertSearch(game);
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

/** The Luby sequence from 1: 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, … */
const luby = (index: number): number => {
  let power = 1;
  while ((1 << power) - 1 < index) power++;
  return (1 << power) - 1 === index ? 1 << (power - 1) : luby(index - (1 << (power - 1)) + 1);
};

/** Counters and limits shared by the phases of one solve. */
interface Budget {
  positions: number;
  readonly maxPositions: number;
  readonly deadline: number;
  readonly onProgress: ((positions: number) => boolean | undefined) | undefined;
  // The line (move codes from the start) that brought the most cards home so far, in any of the searches.
  bestCardsHome: number;
  bestLine: number[];
}

/** How a depth-first search stopped: a win (the line is in the history), every node searched, its share of positions spent, or stopped by the caller's limits. */
type Outcome = 'won' | 'exhausted' | 'paused' | 'stopped';

/** A depth-first search from a (settled) position that can pause after a number of positions and resume later. */
class DepthFirst {
  // The live path, one entry per depth: where its moves lie in `moves` (a stack of move lists), how far
  // through them the search is, its key, and the history length.
  private moves = new Int32Array(4096);
  private pathNext = new Int32Array(64);
  private pathEnd = new Int32Array(64);
  private pathHigh = new Int32Array(64);
  private pathLow = new Int32Array(64);
  private pathHistory = new Int32Array(64);
  // 1 where the node is keyed by its position alone (not restricted by the reserve rule).
  private pathFree = new Int32Array(64);
  private depth = 0;
  /** Set when a line reached `maxDepth` and was cut: this search can then prove no loss. */
  incomplete = false;

  /** Starts a search from the search's current position; the table must not hold that position yet. */
  constructor(
    readonly search: KingAlbertSearch,
    private readonly table: PositionTable,
    private readonly budget: Budget,
    private readonly maxDepth: number,
  ) {
    table.insertPinned(search.high, search.low);
    budget.positions++;
    this.pathNext[0] = 0;
    this.pathEnd[0] = search.generate(this.moves, 0);
    this.pathHigh[0] = search.high;
    this.pathLow[0] = search.low;
    this.pathHistory[0] = search.historyLength;
    this.pathFree[0] = 1;
  }

  /** Searches on for at most `runLimit` new positions. */
  run(runLimit: number): Outcome {
    const { search, table, budget } = this;
    const runEnd = budget.positions + runLimit;
    let { moves, pathNext, pathEnd, pathHigh, pathLow, pathHistory, pathFree, depth } = this;
    const save = (): void => {
      this.moves = moves;
      this.pathNext = pathNext;
      this.pathEnd = pathEnd;
      this.pathHigh = pathHigh;
      this.pathLow = pathLow;
      this.pathHistory = pathHistory;
      this.pathFree = pathFree;
      this.depth = depth;
    };
    for (;;) {
      const next = pathNext[depth]!;
      if (next === pathEnd[depth]) {
        // Every move from here is searched: this node is lost (the table keeps it as seen).
        table.unpin(pathHigh[depth]!, pathLow[depth]!);
        if (depth === 0) {
          save();
          return 'exhausted';
        }
        depth--;
        search.undoTo(pathHistory[depth]!);
        continue;
      }
      pathNext[depth] = next + 1;
      const code = moves[next]!;
      const from = code >> 5;
      // Reserve rule: a reserve card moved to a column must at once get a card built on it. Proof: take a
      // shortest winning line and its last reserve-to-column move m (card r onto column T) not followed at
      // once by a move onto r. The next move that touches r cannot move r (moving r straight from the
      // reserve to that place would shorten the line), so it puts a card y on r. The moves in between
      // touch neither r nor T (T's top is r) and leave the reserve alone, so m can be played just before
      // y's move instead: same length, same result, and no later reserve move is split from its follower
      // (that follower puts a card on another card, not on r). Repeating this gives a shortest winning
      // line where every reserve-to-column move is followed by a move onto its card. A node after such a
      // move is keyed apart from the same position reached otherwise, since it has fewer moves.
      const buildOn = from >= RESERVE_BASE && (code & 31) !== FOUNDATION ? search.reserve[from - RESERVE_BASE]! : -1;
      search.playAndSettle(code);
      if (search.cardsHome === 52) {
        save();
        return 'won';
      }
      // Rare (at most once per card that comes home), so a copy of the line is cheap.
      if (search.cardsHome > budget.bestCardsHome) {
        budget.bestCardsHome = search.cardsHome;
        budget.bestLine = search.line();
      }
      if (depth + 1 === this.maxDepth) {
        this.incomplete = true;
        search.undoTo(pathHistory[depth]!);
        continue;
      }
      const nextBase = pathEnd[depth]!;
      if (nextBase + MOVES_PER_POSITION > moves.length) moves = growInt32(moves, nextBase + MOVES_PER_POSITION);
      if (depth + 1 === pathNext.length) {
        const size = (depth + 1) * 2;
        pathNext = growInt32(pathNext, size);
        pathEnd = growInt32(pathEnd, size);
        pathHigh = growInt32(pathHigh, size);
        pathLow = growInt32(pathLow, size);
        pathHistory = growInt32(pathHistory, size);
        pathFree = growInt32(pathFree, size);
      }
      let high = search.high;
      let low = search.low;
      let count = 0;
      if (buildOn >= 0) {
        count = search.generateBuildsOn(buildOn, moves, nextBase);
        if (count === 0) {
          search.undoTo(pathHistory[depth]!);
          continue;
        }
        high ^= BUILD_ON_HIGH[buildOn]!;
        low ^= BUILD_ON_LOW[buildOn]!;
      }
      if (!table.insertPinned(high, low)) {
        search.undoTo(pathHistory[depth]!);
        continue;
      }
      depth++;
      pathNext[depth] = nextBase;
      if (buildOn < 0) {
        count = search.generate(moves, nextBase);
        // Taking the card straight back gives the node one step up the path (when that node is not a
        // restricted one, whose key differs): always refused by the table, so it is not even tried.
        if (from < RESERVE_BASE && pathFree[depth - 1] === 1 && search.historyLength === pathHistory[depth - 1]! + 1)
          count = dropReverse(search, moves, nextBase, count, code);
      }
      pathEnd[depth] = nextBase + count;
      pathFree[depth] = buildOn < 0 ? 1 : 0;
      pathHigh[depth] = high;
      pathLow[depth] = low;
      pathHistory[depth] = search.historyLength;
      // The new node is complete on the path, so a pause here resumes at its first move.
      const positions = ++budget.positions;
      let stop: Outcome | undefined;
      if (positions >= budget.maxPositions) stop = 'stopped';
      else if (positions >= runEnd) stop = 'paused';
      else if ((positions & (TIME_CHECK_INTERVAL - 1)) === 0) {
        if (performance.now() >= budget.deadline) stop = 'stopped';
        else if (
          budget.onProgress !== undefined &&
          (positions & (PROGRESS_INTERVAL - 1)) === 0 &&
          budget.onProgress(positions) === true
        )
          stop = 'stopped';
      }
      if (stop !== undefined) {
        save();
        return stop;
      }
    }
  }
}

/** Options of `solveKingAlbert` beyond the shared ones (for tests). */
export interface KingAlbertSolveTuning {
  /** The deepest line searched (default `MAX_DEPTH`); a search that cuts a line there proves no loss. */
  readonly maxDepth?: number;
}

/** Decides the position a King Albert or Raglan game is in now (winnable with a line, unwinnable, or unknown when a limit runs out), leaving the game untouched. */
export const solveKingAlbert = (
  game: KingAlbertGame,
  options: SolveOptions = {},
  tuning: KingAlbertSolveTuning = {},
): SolveResult => {
  const started = performance.now();
  const budget: Budget = {
    positions: 0,
    maxPositions: options.maxPositions ?? Number.POSITIVE_INFINITY,
    deadline: options.timeoutMs === undefined ? Number.POSITIVE_INFINITY : started + options.timeoutMs,
    onProgress: options.onProgress,
    bestCardsHome: 0,
    bestLine: [],
  };
  const search = new KingAlbertSearch(game);
  const finish = (verdict: SolveResult['verdict'], winner = search): SolveResult => {
    const ms = performance.now() - started;
    if (verdict === 'winnable')
      return { verdict, moves: shortenLine(game, winner.line()).map(moveOfCode), positions: budget.positions, ms };
    const best =
      budget.bestCardsHome > game.cardsHome
        ? { bestLine: budget.bestLine.map(moveOfCode), bestCardsHome: budget.bestCardsHome }
        : {};
    // King Albert's losses are all proven by exhausting the search.
    if (verdict === 'unwinnable') return { verdict, proof: 'search', ...best, positions: budget.positions, ms };
    return { verdict, ...best, positions: budget.positions, ms };
  };

  search.settle();
  budget.bestCardsHome = search.cardsHome;
  budget.bestLine = search.line();
  if (search.cardsHome === 52) return finish('winnable');
  // Two searches take turns. The complete one proves losses and may find a win. A depth-first search can
  // sink millions of positions into a lost corner, so the other one runs restarts: short searches with
  // the moves shuffled a little, each with a fresh table, whose run lengths follow the Luby sequence
  // (so some grow long); they find most wins far sooner. The complete search gets COMPLETE_SHARE times
  // the restarts' positions, which bounds what a lost position pays for them. Each search has its own
  // position and table, so pausing one changes nothing in the other: the complete search exhausting, or
  // a restart exhausting within its limit (a fresh table, nothing cut off), proves a loss as if it had
  // run alone.
  const restartSearch = new KingAlbertSearch(game);
  restartSearch.settle();
  const restartStart = restartSearch.historyLength;
  restartSearch.noiseMask = RESTART_NOISE;
  const maxDepth = tuning.maxDepth ?? MAX_DEPTH;
  const complete = new DepthFirst(search, new PositionTable(MAX_TABLE_ENTRIES), budget, maxDepth);
  const restartTable = new PositionTable(MAX_RESTART_TABLE_ENTRIES);
  let winner: KingAlbertSearch | undefined;
  for (let run = 1; winner === undefined; run++) {
    const runLimit = RUN_UNIT * luby(run);
    restartSearch.undoTo(restartStart);
    restartSearch.coverWeight = run % 2 === 0 ? MILD_COVER_WEIGHT : COVER_WEIGHT;
    restartTable.clear(Math.min(runLimit, budget.maxPositions - budget.positions));
    const restartRun = new DepthFirst(restartSearch, restartTable, budget, maxDepth);
    const restart = restartRun.run(runLimit);
    if (restart === 'won') winner = restartSearch;
    else if (restart === 'stopped') return finish('unknown');
    else if (restart === 'exhausted' && !restartRun.incomplete) return finish('unwinnable');
    else {
      const outcome = complete.run(runLimit * COMPLETE_SHARE);
      if (outcome === 'won') winner = search;
      else if (outcome === 'stopped') return finish('unknown');
      else if (outcome === 'exhausted') return finish(complete.incomplete ? 'unknown' : 'unwinnable');
    }
  }
  return finish('winnable', winner);
};
