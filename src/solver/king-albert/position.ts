import { CARD_SHIFT, CODE_MASK, FOUNDATION, RESERVE_BASE } from '../../games/king-albert/codes.js';
import { KING_ALBERT_COLUMNS, type KingAlbertGame } from '../../games/king-albert/game.js';

/** Columns of the tableau. */
export const COLUMN_COUNT = KING_ALBERT_COLUMNS;
/** Room for one column: at most its 9 dealt cards plus a built run of 12 below a King, so 32 is plenty. */
export const COLUMN_CAPACITY = 32;
// Key pieces: a column card is keyed by itself and the card under it (52 for none), a reserve card by 53.
const UNDER_NOTHING = 52;
const IN_RESERVE = 53;
const KEY_STRIDE = 54;

/** The suit of each card (0–3). */
export const SUIT_OF = Uint8Array.from({ length: 52 }, (_, card) => (card / 13) | 0);
/** The rank of each card, 0 for an Ace. */
export const RANK_OF = Uint8Array.from({ length: 52 }, (_, card) => card % 13);
/** 1 for each red card. */
export const RED = Uint8Array.from({ length: 52 }, (_, card) => (SUIT_OF[card] === 1 || SUIT_OF[card] === 2 ? 1 : 0));

/** Pseudo-random 32-bit words from a fixed seed (mulberry32), so that runs are repeatable. */
export const randomWords = (count: number, seed: number): Int32Array => {
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
/**
 * Whether a card playable to its foundation (`rank` 0 for an Ace; `foundations` = cards home per suit) can go there at
 * once without losing a win.
 */
export const isSafeFoundationMove = (suit: number, rank: number, foundations: ArrayLike<number>): boolean => {
  const red = suit === 1 || suit === 2;
  const firstOpposite = red ? foundations[0]! : foundations[1]!;
  const secondOpposite = red ? foundations[3]! : foundations[2]!;
  const lowestOpposite = Math.min(firstOpposite, secondOpposite);
  if (lowestOpposite >= rank) return true;
  return lowestOpposite >= rank - 1 && foundations[3 - suit]! >= rank - 2;
};

/** The array itself if it holds `needed` entries, else a copy at least twice as long. */
export const growInt32 = (array: Int32Array<ArrayBuffer>, needed: number): Int32Array<ArrayBuffer> => {
  if (needed <= array.length) return array;
  const grown = new Int32Array(Math.max(needed, array.length * 2));
  grown.set(array);
  return grown;
};

/**
 * A compact, mutable copy of a King Albert position with an incremental canonical key: plays and takes back move
 * codes, and plays the safe foundation moves.
 */
export class KingAlbertPosition {
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
  // Bit c set when the move order's measure of column c is up to date (see `SearchPosition`); pushes, pops and
  // foundation moves clear bits.
  protected bonusValid = 0;

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
}
