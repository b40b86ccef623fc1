// The search's copy of a position: typed arrays of card bytes, the foundations, and a Zobrist hash that every change
// keeps up to date; moves are played and taken back in place, with what undo needs kept per depth.
import { ACE, KING, REDEAL_CODE, TURN_CODE, WASTE_BASE } from '../../games/alhambra/codes.js';
import type { AlhambraGame } from '../../games/alhambra/game.js';
import {
  BLOCKER,
  CARD_BYTES,
  CARD_MASK,
  MAX_DEPTH,
  MOVE_CODE_MASK,
  markerOf,
  RESERVE_CAPACITY,
  STOCK_CAPACITY,
  TURNS_SHIFT,
  WASTE_CAPACITY,
} from './encoding.js';
import { type ZobristTables, zobrist } from './tables.js';

// In a redeal's undo information: blockers were left out of the new stock (above the refilled piles' bits).
const REDEAL_DROPPED_BLOCKERS = 1 << 16;

/** A position of the Alhambra family in typed arrays, with its hash, and in-place moves with undo. */
export class AlhambraPosition {
  readonly pileCount: number;
  readonly wasteCount: number;
  readonly anySuit: boolean;
  readonly refills: boolean;
  /** Whether moves keep to same-suit builds (standard's rules, all legal in any-suit, and far fewer of them). */
  sameSuitOnly = false;
  readonly reserve: Uint8Array;
  readonly reserveHeight: Int32Array;
  readonly waste: Uint8Array;
  readonly wasteHeight: Int32Array;
  readonly stock: Uint8Array;
  stockHeight = 0;
  // Cards on each suit's Ace and King foundations (1–13), as in the engine; one more suit than the deck: the
  // blockers' (see `BLOCKER`), whose foundations are full.
  readonly ace: Int32Array;
  readonly king: Int32Array;
  redealsUsed: number;
  cardsHome: number;
  hashHigh = 0;
  hashLow = 0;
  private readonly tables: ZobristTables;
  // What undoing the move at each depth needs (see `play`, `redeal`), and each waste pile's height at a redeal.
  private readonly undoInfo = new Int32Array(MAX_DEPTH + 1);
  private readonly undoSizes = new Int32Array((MAX_DEPTH + 1) * 4);
  // The waste before each redeal of the line (one pile), for undoing a redeal that dropped blockers.
  private readonly wasteAtRedeal = [new Uint8Array(WASTE_CAPACITY), new Uint8Array(WASTE_CAPACITY)];

  constructor(game: AlhambraGame) {
    this.pileCount = game.reserve.length;
    this.wasteCount = game.waste.length;
    this.anySuit = game.anySuit;
    this.refills = game.refills;
    this.reserve = new Uint8Array(this.pileCount * RESERVE_CAPACITY);
    this.reserveHeight = new Int32Array(this.pileCount);
    this.waste = new Uint8Array(this.wasteCount * WASTE_CAPACITY);
    this.wasteHeight = new Int32Array(this.wasteCount);
    this.stock = new Uint8Array(STOCK_CAPACITY);
    this.ace = Int32Array.of(...game.aceFoundations, 13);
    this.king = Int32Array.of(...game.kingFoundations, 13);
    this.redealsUsed = game.redealsUsed;
    this.cardsHome = game.cardsHome;
    this.tables = zobrist();
    game.reserve.forEach((pile, index) => {
      if (pile.length > RESERVE_CAPACITY) throw new RangeError('reserve pile too high for the solver');
      pile.forEach((card, depth) => {
        this.reserve[index * RESERVE_CAPACITY + depth] = card;
      });
      this.reserveHeight[index] = pile.length;
    });
    game.waste.forEach((pile, index) => {
      pile.forEach((card, depth) => {
        this.waste[index * WASTE_CAPACITY + depth] = card;
      });
      this.wasteHeight[index] = pile.length;
    });
    game.stock.forEach((card, depth) => {
      this.stock[depth] = card;
    });
    this.stockHeight = game.stock.length;
    this.recomputeHash();
  }

  // ---- hashing ----

  /** Computes the hash from scratch (after the arrays were written directly). */
  recomputeHash(): void {
    this.hashHigh = 0;
    this.hashLow = 0;
    for (let pile = 0; pile < this.pileCount; pile++)
      for (let depth = 0; depth < this.reserveHeight[pile]!; depth++)
        this.toggleReserve(pile, depth, this.reserve[pile * RESERVE_CAPACITY + depth]!);
    for (let pile = 0; pile < this.wasteCount; pile++)
      for (let depth = 0; depth < this.wasteHeight[pile]!; depth++)
        this.toggleWaste(pile, depth, this.waste[pile * WASTE_CAPACITY + depth]!);
    for (let depth = 0; depth < this.stockHeight; depth++) this.toggleStock(depth, this.stock[depth]!);
    for (let suit = 0; suit < 4; suit++) {
      this.toggleFoundation(suit, 0, this.ace[suit]!);
      this.toggleFoundation(suit, 1, this.king[suit]!);
    }
    this.toggleRedeals();
  }

  private toggleReserve(pile: number, depth: number, card: number): void {
    const index = (pile * RESERVE_CAPACITY + depth) * CARD_BYTES + card;
    this.hashHigh ^= this.tables.reserve[0][index]!;
    this.hashLow ^= this.tables.reserve[1][index]!;
  }

  private toggleWaste(pile: number, depth: number, card: number): void {
    const index = (pile * WASTE_CAPACITY + depth) * CARD_BYTES + card;
    this.hashHigh ^= this.tables.waste[0][index]!;
    this.hashLow ^= this.tables.waste[1][index]!;
  }

  private toggleStock(depth: number, card: number): void {
    const index = depth * CARD_BYTES + card;
    this.hashHigh ^= this.tables.stock[0][index]!;
    this.hashLow ^= this.tables.stock[1][index]!;
  }

  private toggleFoundation(suit: number, kind: number, level: number): void {
    const index = (suit * 2 + kind) * 16 + level;
    this.hashHigh ^= this.tables.foundation[0][index]!;
    this.hashLow ^= this.tables.foundation[1][index]!;
  }

  private toggleRedeals(): void {
    this.hashHigh ^= this.tables.redeals[0][this.redealsUsed]!;
    this.hashLow ^= this.tables.redeals[1][this.redealsUsed]!;
  }

  // ---- elementary changes, each keeping the hash up to date ----

  private pushReserve(pile: number, card: number): void {
    const depth = this.reserveHeight[pile]!;
    this.reserve[pile * RESERVE_CAPACITY + depth] = card;
    this.reserveHeight[pile] = depth + 1;
    this.toggleReserve(pile, depth, card);
  }

  private popReserve(pile: number): number {
    const depth = this.reserveHeight[pile]! - 1;
    const card = this.reserve[pile * RESERVE_CAPACITY + depth]!;
    this.reserveHeight[pile] = depth;
    this.toggleReserve(pile, depth, card);
    return card;
  }

  /** Puts a card byte on a waste pile. */
  pushWaste(pile: number, card: number): void {
    const depth = this.wasteHeight[pile]!;
    this.waste[pile * WASTE_CAPACITY + depth] = card;
    this.wasteHeight[pile] = depth + 1;
    this.toggleWaste(pile, depth, card);
  }

  /** Takes the top card byte off a waste pile. */
  popWaste(pile: number): number {
    const depth = this.wasteHeight[pile]! - 1;
    const card = this.waste[pile * WASTE_CAPACITY + depth]!;
    this.wasteHeight[pile] = depth;
    this.toggleWaste(pile, depth, card);
    return card;
  }

  /** Puts a card byte on the stock. */
  pushStock(card: number): void {
    const depth = this.stockHeight;
    this.stock[depth] = card;
    this.stockHeight = depth + 1;
    this.toggleStock(depth, card);
  }

  /** Takes the top card byte off the stock. */
  popStock(): number {
    const depth = this.stockHeight - 1;
    const card = this.stock[depth]!;
    this.stockHeight = depth;
    this.toggleStock(depth, card);
    return card;
  }

  private raiseFoundation(card: number, kind: number): void {
    const suit = ((card & CARD_MASK) / 13) | 0;
    const levels = kind === 0 ? this.ace : this.king;
    const level = levels[suit]!;
    this.toggleFoundation(suit, kind, level);
    levels[suit] = level + 1;
    this.toggleFoundation(suit, kind, level + 1);
    this.cardsHome++;
  }

  private lowerFoundation(card: number, kind: number): void {
    const suit = ((card & CARD_MASK) / 13) | 0;
    const levels = kind === 0 ? this.ace : this.king;
    const level = levels[suit]!;
    this.toggleFoundation(suit, kind, level);
    levels[suit] = level - 1;
    this.toggleFoundation(suit, kind, level - 1);
    this.cardsHome--;
  }

  /** Sets or clears the marker of a foundation move on the top card of its pile (see `markers.ts`). */
  toggleMarker(code: number): void {
    const from = code >> 4;
    const index = this.topIndex(from);
    const bit = markerOf(code);
    if (from < WASTE_BASE) {
      const depth = this.reserveHeight[from]! - 1;
      this.toggleReserve(from, depth, this.reserve[index]!);
      this.reserve[index]! ^= bit;
      this.toggleReserve(from, depth, this.reserve[index]!);
    } else {
      const pile = from - WASTE_BASE;
      const depth = this.wasteHeight[pile]! - 1;
      this.toggleWaste(pile, depth, this.waste[index]!);
      this.waste[index]! ^= bit;
      this.toggleWaste(pile, depth, this.waste[index]!);
    }
  }

  /** Clears every marker (after a search was cut short with markers still set on the path). */
  clearMarkers(): void {
    for (let index = 0; index < this.reserve.length; index++) this.reserve[index]! &= CARD_MASK;
    for (let index = 0; index < this.waste.length; index++) this.waste[index]! &= CARD_MASK;
    for (let index = 0; index < this.stock.length; index++) this.stock[index]! &= CARD_MASK;
    this.recomputeHash();
  }

  private setRedeals(value: number): void {
    this.toggleRedeals();
    this.redealsUsed = value;
    this.toggleRedeals();
  }

  /** Plays a solver move and records how to undo it at this depth. */
  play(move: number, depth: number): void {
    const code = move & MOVE_CODE_MASK;
    if (code === TURN_CODE) {
      // The turn macro: keep turning while no waste top allows a move (see `turnMacro` for why this is safe).
      const turns = move >>> TURNS_SHIFT;
      let dealt = 0;
      for (let turn = 0; turn < turns; turn++) {
        for (let pile = 0; pile < this.wasteCount && this.stockHeight > 0; pile++) {
          this.pushWaste(pile, this.popStock());
          dealt++;
        }
      }
      this.undoInfo[depth] = dealt;
      return;
    }
    if (code === REDEAL_CODE) {
      this.redeal(depth);
      return;
    }
    const from = code >> 4;
    const to = code & 15;
    const card = from < WASTE_BASE ? this.popReserve(from) : this.popWaste(from - WASTE_BASE);
    let clearedMarkers = 0;
    if (to === ACE) this.raiseFoundation(card, 0);
    else if (to === KING) this.raiseFoundation(card, 1);
    else {
      const pile = to - WASTE_BASE;
      // A card built onto a marked waste card lifts its markers (see `markable`).
      if (from < WASTE_BASE) clearedMarkers = this.clearWasteTopMarkers(pile);
      // A reserve card's markers speak of moves straight from the reserve: on the waste they no longer apply.
      this.pushWaste(pile, from < WASTE_BASE ? card & CARD_MASK : card);
    }
    let refilled = 0;
    if (this.refills && from < WASTE_BASE && this.reserveHeight[from] === 0 && this.stockHeight > 0) {
      this.pushReserve(from, this.popStock());
      refilled = 1;
    }
    this.undoInfo[depth] = card | (refilled << 8) | (clearedMarkers << 9);
  }

  // Clears the markers of a waste pile's top card; returns the bits cleared (shifted down to 0–3).
  private clearWasteTopMarkers(pile: number): number {
    const height = this.wasteHeight[pile]!;
    if (height === 0) return 0;
    const index = pile * WASTE_CAPACITY + height - 1;
    const byte = this.waste[index]!;
    if (byte <= CARD_MASK) return 0;
    this.toggleWaste(pile, height - 1, byte);
    this.waste[index] = byte & CARD_MASK;
    this.toggleWaste(pile, height - 1, byte & CARD_MASK);
    return byte >> 6;
  }

  /** Takes back the move played at this depth. */
  undo(move: number, depth: number): void {
    const code = move & MOVE_CODE_MASK;
    const info = this.undoInfo[depth]!;
    if (code === TURN_CODE) {
      // Card number k of the macro went to waste pile k mod (waste piles): every turn deals from pile 1 on.
      for (let index = info - 1; index >= 0; index--) this.pushStock(this.popWaste(index % this.wasteCount));
      return;
    }
    if (code === REDEAL_CODE) {
      this.undoRedeal(depth);
      return;
    }
    const from = code >> 4;
    const to = code & 15;
    const card = info & 255;
    if (info & 256) this.pushStock(this.popReserve(from));
    if (to === ACE) this.lowerFoundation(card, 0);
    else if (to === KING) this.lowerFoundation(card, 1);
    else {
      const pile = to - WASTE_BASE;
      this.popWaste(pile);
      const cleared = info >> 9;
      if (cleared !== 0) {
        const height = this.wasteHeight[pile]!;
        const index = pile * WASTE_CAPACITY + height - 1;
        this.toggleWaste(pile, height - 1, this.waste[index]!);
        this.waste[index]! |= cleared << 6;
        this.toggleWaste(pile, height - 1, this.waste[index]!);
      }
    }
    if (from < WASTE_BASE) this.pushReserve(from, card);
    else this.pushWaste(from - WASTE_BASE, card);
  }

  private redeal(depth: number): void {
    // The new stock deals waste pile 4's cards first, bottom to top, then pile 3's, …; with one pile it is the
    // waste turned over. Built as in the engine: piles 1…4, each from its top card down.
    const sizes = depth * 4;
    const gathered: number[] = [];
    let blockers = 0;
    for (let pile = 0; pile < this.wasteCount; pile++) {
      const height = this.wasteHeight[pile]!;
      this.undoSizes[sizes + pile] = height;
      if (pile === 0) this.wasteAtRedeal[this.redealsUsed]!.set(this.waste.subarray(0, height));
      for (let index = 0; index < height; index++) gathered.push(this.popWaste(pile));
    }
    // Blockers (one-suit games only) are gone after the redeal; undo restores the waste from `wasteAtRedeal`.
    for (const card of gathered)
      if ((card & CARD_MASK) === BLOCKER) blockers = REDEAL_DROPPED_BLOCKERS;
      else this.pushStock(card);
    this.setRedeals(this.redealsUsed + 1);
    let refilled = blockers;
    if (this.refills) {
      for (let pile = 0; pile < this.pileCount && this.stockHeight > 0; pile++) {
        if (this.reserveHeight[pile]! > 0) continue;
        this.pushReserve(pile, this.popStock());
        refilled |= 1 << pile;
      }
    }
    this.undoInfo[depth] = refilled;
  }

  private undoRedeal(depth: number): void {
    const refilled = this.undoInfo[depth]!;
    for (let pile = this.pileCount - 1; pile >= 0; pile--)
      if (refilled & (1 << pile)) this.pushStock(this.popReserve(pile));
    this.setRedeals(this.redealsUsed - 1);
    const sizes = depth * 4;
    if (refilled & REDEAL_DROPPED_BLOCKERS) {
      // One waste pile: the stock holds its cards but the blockers; put back the waste as it was.
      const saved = this.wasteAtRedeal[this.redealsUsed]!;
      const height = this.undoSizes[sizes]!;
      for (let index = 0; index < height; index++) if ((saved[index]! & CARD_MASK) !== BLOCKER) this.popStock();
      for (let index = 0; index < height; index++) this.pushWaste(0, saved[index]!);
      return;
    }
    for (let pile = this.wasteCount - 1; pile >= 0; pile--) {
      const size = this.undoSizes[sizes + pile]!;
      // The stock's last `size` cards are this pile from its bottom card (stock top) to its top card.
      for (let index = 0; index < size; index++) this.pushWaste(pile, this.popStock());
    }
  }

  /**
   * How many turns the turn macro makes: turn until a waste top allows a move, or the stock is empty.
   * Why this loses nothing: while no waste top allows a move, the only moves besides turning are reserve cards going
   * home, and those touch neither stock nor waste, so they commute with turns (in Reinforcement, one that empties its
   * pile takes the stock's top card into it: the macro stops wherever such a move exists, see `anyWasteTopUseful`). Any line can thus be rearranged so
   * that every run of turns ends where a waste top allows a move (the move that follows uses the waste) or the stock
   * is empty (a redeal follows); such a run is a chain of macros, since the macro stops at the first such point.
   */
  /** The top card of a reserve pile (0–7) or waste pile (8–11), or -1 if the pile is empty. */
  topOf(from: number): number {
    const byte = this.topByte(from);
    return byte < 0 ? -1 : byte & CARD_MASK;
  }

  /** The top card byte (card and markers) of a reserve or waste pile, or -1 if the pile is empty. */
  topByte(from: number): number {
    if (from < WASTE_BASE) {
      const height = this.reserveHeight[from]!;
      return height === 0 ? -1 : this.reserve[from * RESERVE_CAPACITY + height - 1]!;
    }
    const pile = from - WASTE_BASE;
    const height = this.wasteHeight[pile]!;
    return height === 0 ? -1 : this.waste[pile * WASTE_CAPACITY + height - 1]!;
  }

  // The index of a pile's top card in its array (reserve or waste, by the pile number of move codes).
  private topIndex(from: number): number {
    if (from < WASTE_BASE) return from * RESERVE_CAPACITY + this.reserveHeight[from]! - 1;
    const pile = from - WASTE_BASE;
    return pile * WASTE_CAPACITY + this.wasteHeight[pile]! - 1;
  }

  /** Counts the copies of each card in the reserve into `inReserve` (indexed by card). */
  countInReserve(inReserve: Int32Array): void {
    inReserve.fill(0);
    for (let pile = 0; pile < this.pileCount; pile++) {
      const base = pile * RESERVE_CAPACITY;
      for (let depth = 0; depth < this.reserveHeight[pile]!; depth++)
        inReserve[this.reserve[base + depth]! & CARD_MASK]!++;
    }
  }
}
