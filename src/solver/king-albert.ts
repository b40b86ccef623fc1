import type { KingAlbertGame } from '../games/king-albert.js';
import type { Move } from '../games/types.js';
import { PositionTable } from './king-albert-table.js';
import type { SolveOptions, SolveResult } from './types.js';

// Pile numbers as in the engine's move codes: columns 0–8, reserve slots 9–15, the foundation 16.
const COLUMN_COUNT = 9;
const RESERVE_BASE = 9;
const FOUNDATION = 16;
const CARD_SHIFT = 9;
const CODE_MASK = (1 << CARD_SHIFT) - 1;
// A column holds at most its 9 dealt cards plus a built run of 12 below a King: 32 is plenty.
const COLUMN_CAPACITY = 32;
// Key pieces: a column card is keyed by itself and the card under it (52 for none), a reserve card by 53.
const UNDER_NOTHING = 52;
const IN_RESERVE = 53;
const KEY_STRIDE = 54;
const MOVES_PER_POSITION = 128;
const TIME_CHECK_INTERVAL = 1024;
const PROGRESS_INTERVAL = 4096;
/** Largest transposition table: 2^24 keys of 8 bytes plus a pin byte, about 150 MB. */
const MAX_TABLE_ENTRIES = 1 << 24;

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
// never refilled). Foundation heights are implied: every card not in play is home.
const KEY_HIGH = randomWords(52 * KEY_STRIDE, 0x9e3779b9);
const KEY_LOW = randomWords(52 * KEY_STRIDE, 0x85ebca6b);

/**
 * Whether a card that is playable to its foundation may be played there at once without losing a win.
 * `rank` is 0 for an Ace; `foundations` holds the cards home per suit.
 *
 * Proof. Let c (suit s, rank r counted from 1) be playable, so s holds r-1 cards, and let L be a winning
 * line from position P. Play c home, then replay L, skipping c's own moves. The only cards ever put on c
 * are the two cards x of rank r-1 in the other colour. Rule 1: both are already home (opposite
 * foundations ≥ r-1), so no move of L puts anything on c, every other move of L finds the same top card
 * and the same empty columns (we only removed a card), and its foundation moves stay legal because
 * cards of s above c go home after c in L anyway. Rule 2: opposite foundations ≥ r-2 and the twin suit
 * (same colour) ≥ r-3. When L puts an x on c, x's foundation is at exactly r-2 (at least r-2 from the
 * start, and x is not yet home), so play x home instead and skip x's later moves; only cards of rank
 * r-2 in c's colour go on x: c's own suit's one is home, and the twin's one, y, is likewise sent home
 * when L puts it on x (twin foundation exactly r-3 then); nothing can be put on y, since cards of rank
 * r-3 in the other colour are home. Our position is then always L's position minus some cards already
 * home, so every kept move of L stays legal (same tops or a removed card, empty columns still empty)
 * and it ends with all cards home.
 */
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
  cardsHome = 0;
  high = 0;
  low = 0;
  // Played moves, each a move code with the moved card above it (as in the engine).
  history: Int32Array<ArrayBuffer> = new Int32Array(1024);
  historyLength = 0;

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
    const under = height === 0 ? UNDER_NOTHING : this.cells[column * COLUMN_CAPACITY + height - 1]!;
    this.toggleKey(card * KEY_STRIDE + under);
    this.cells[column * COLUMN_CAPACITY + height] = card;
    this.heights[column] = height + 1;
  }

  private pop(column: number): number {
    const height = this.heights[column]! - 1;
    const card = this.cells[column * COLUMN_CAPACITY + height]!;
    const under = height === 0 ? UNDER_NOTHING : this.cells[column * COLUMN_CAPACITY + height - 1]!;
    this.toggleKey(card * KEY_STRIDE + under);
    this.heights[column] = height;
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
    } else this.push(to, card);
    if (this.historyLength === this.history.length) this.history = growInt32(this.history, this.historyLength + 1);
    this.history[this.historyLength++] = code | (card << CARD_SHIFT);
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
      } else this.pop(to);
      if (from < RESERVE_BASE) this.push(from, card);
      else {
        this.reserve[from - RESERVE_BASE] = card;
        this.toggleKey(card * KEY_STRIDE + IN_RESERVE);
      }
    }
  }

  /** Plays every safe foundation move (see `isSafeFoundationMove`) until none is left. */
  autoplay(): void {
    const sources = RESERVE_BASE + this.reserve.length;
    let played = true;
    while (played) {
      played = false;
      for (let from = 0; from < sources; from++) {
        const card = this.cardAt(from);
        if (card < 0) continue;
        const suit = SUIT_OF[card]!;
        const rank = RANK_OF[card]!;
        if (this.foundations[suit] === rank && isSafeFoundationMove(suit, rank, this.foundations)) {
          this.play((from << 5) | FOUNDATION);
          played = true;
        }
      }
    }
  }

  /** Writes the moves worth searching into `out` from `offset`, best first; returns how many. */
  generate(out: Int32Array, offset: number): number {
    let count = offset;
    const sources = RESERVE_BASE + this.reserve.length;
    let emptyColumn = -1;
    for (let column = 0; column < COLUMN_COUNT; column++)
      if (this.heights[column] === 0) {
        emptyColumn = column;
        break;
      }
    // Foundation moves first: they tend to win quickly.
    for (let from = 0; from < sources; from++) {
      const card = this.cardAt(from);
      if (card >= 0 && this.foundations[SUIT_OF[card]!] === RANK_OF[card]) out[count++] = (from << 5) | FOUNDATION;
    }
    for (let from = 0; from < sources; from++) {
      const card = this.cardAt(from);
      if (card < 0) continue;
      const rank = RANK_OF[card]!;
      const red = RED[card]!;
      for (let to = 0; to < COLUMN_COUNT; to++) {
        if (to === from) continue;
        const height = this.heights[to]!;
        if (height === 0) continue;
        const top = this.cells[to * COLUMN_CAPACITY + height - 1]!;
        if (RANK_OF[top] === rank + 1 && RED[top] !== red) out[count++] = (from << 5) | to;
      }
    }
    if (emptyColumn >= 0) {
      // Empty columns are interchangeable (the key ignores column order), so one of them stands for all.
      // A column's only card moved into an empty column gives the same position again: never worth it.
      for (let from = 0; from < sources; from++) {
        if (from < RESERVE_BASE ? this.heights[from]! > 1 : this.reserve[from - RESERVE_BASE]! >= 0)
          out[count++] = (from << 5) | emptyColumn;
      }
    }
    return count - offset;
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

/**
 * Decides the position a King Albert or Raglan game is in now, by exhaustive depth-first search with
 * a transposition table; the game itself is left untouched.
 */
export const solveKingAlbert = (game: KingAlbertGame, options: SolveOptions = {}): SolveResult => {
  const started = performance.now();
  const deadline = options.timeoutMs === undefined ? Number.POSITIVE_INFINITY : started + options.timeoutMs;
  const maxPositions = options.maxPositions ?? Number.POSITIVE_INFINITY;
  const onProgress = options.onProgress;
  const search = new KingAlbertSearch(game);
  const table = new PositionTable(MAX_TABLE_ENTRIES);
  let positions = 0;
  const finish = (verdict: SolveResult['verdict']): SolveResult => {
    const ms = performance.now() - started;
    if (verdict !== 'winnable') return { verdict, positions, ms };
    const moves: Move[] = [];
    for (let index = 0; index < search.historyLength; index++)
      moves.push(moveOfCode(search.history[index]! & CODE_MASK));
    return { verdict, moves, positions, ms };
  };

  search.autoplay();
  if (search.cardsHome === 52) return finish('winnable');
  table.insertPinned(search.high, search.low);
  positions++;

  // The live path, one entry per depth: its moves, how far through them, its key, and the history length.
  let moves = new Int32Array(MOVES_PER_POSITION * 64);
  let pathNext = new Int32Array(64);
  let pathEnd = new Int32Array(64);
  let pathHigh = new Int32Array(64);
  let pathLow = new Int32Array(64);
  let pathHistory = new Int32Array(64);
  let depth = 0;
  pathNext[0] = 0;
  pathEnd[0] = search.generate(moves, 0);
  pathHigh[0] = search.high;
  pathLow[0] = search.low;
  pathHistory[0] = search.historyLength;

  for (;;) {
    const next = pathNext[depth]!;
    if (next === pathEnd[depth]) {
      // Every move from here is searched: this position is lost (the table keeps it as seen).
      table.unpin(pathHigh[depth]!, pathLow[depth]!);
      if (depth === 0) return finish('unwinnable');
      depth--;
      search.undoTo(pathHistory[depth]!);
      continue;
    }
    pathNext[depth] = next + 1;
    search.play(moves[next]!);
    search.autoplay();
    if (search.cardsHome === 52) return finish('winnable');
    if (!table.insertPinned(search.high, search.low)) {
      search.undoTo(pathHistory[depth]!);
      continue;
    }
    positions++;
    if (positions >= maxPositions) return finish('unknown');
    if ((positions & (TIME_CHECK_INTERVAL - 1)) === 0) {
      if (performance.now() >= deadline) return finish('unknown');
      if (onProgress !== undefined && (positions & (PROGRESS_INTERVAL - 1)) === 0 && onProgress(positions) === true)
        return finish('unknown');
    }
    depth++;
    if (depth === pathNext.length) {
      const size = depth * 2;
      moves = growInt32(moves, size * MOVES_PER_POSITION);
      pathNext = growInt32(pathNext, size);
      pathEnd = growInt32(pathEnd, size);
      pathHigh = growInt32(pathHigh, size);
      pathLow = growInt32(pathLow, size);
      pathHistory = growInt32(pathHistory, size);
    }
    const nextBase = depth * MOVES_PER_POSITION;
    pathNext[depth] = nextBase;
    pathEnd[depth] = nextBase + search.generate(moves, nextBase);
    pathHigh[depth] = search.high;
    pathLow[depth] = search.low;
    pathHistory[depth] = search.historyLength;
  }
};
