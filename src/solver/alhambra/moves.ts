// Move generation: the moves the search tries in a position, in order, with two rules that prune without loss:
// turning as a macro (`turnMacro`) and one proven-safe foundation move (`safeHomeMove`), each proven beside its code.
import { ACE, KING, REDEAL_CODE, TURN_CODE, WASTE_BASE } from '../../games/alhambra/codes.js';
import { ALHAMBRA_PASSES } from '../../games/alhambra/game.js';
import {
  CARD_MASK,
  isAdjacent,
  NOT_TO_ACE,
  NOT_TO_KING,
  RESERVE_CAPACITY,
  TURNS_SHIFT,
  WASTE_CAPACITY,
} from './encoding.js';
import { markerBlocks } from './markers.js';
import type { AlhambraPosition } from './position.js';

/** True if the card may be built on the top card `top` of a waste pile; `fromReserve` allows any-suit's rule. */
export const fitsOn = (position: AlhambraPosition, card: number, top: number, fromReserve: boolean): boolean => {
  const suit = (card / 13) | 0;
  const topSuit = (top / 13) | 0;
  if (suit !== topSuit && !(fromReserve && position.anySuit && !position.sameSuitOnly)) return false;
  return isAdjacent(card - suit * 13, top - topSuit * 13);
};

// True if a card that is the top of a waste pile allows some move now (other than turning).
const wasteTopIsUseful = (position: AlhambraPosition, byte: number, pile: number): boolean => {
  const card = byte & CARD_MASK;
  const suit = (card / 13) | 0;
  const rank = card - suit * 13;
  if (position.ace[suit] === rank && (byte & NOT_TO_ACE) === 0) return true;
  if (12 - position.king[suit]! === rank && (byte & NOT_TO_KING) === 0) return true;
  for (let reservePile = 0; reservePile < position.pileCount; reservePile++) {
    const height = position.reserveHeight[reservePile]!;
    if (height === 0) continue;
    if (fitsOn(position, position.reserve[reservePile * RESERVE_CAPACITY + height - 1]! & CARD_MASK, card, true))
      return true;
  }
  if (position.wasteCount > 1) {
    for (let other = 0; other < position.wasteCount; other++) {
      const height = position.wasteHeight[other]!;
      if (other === pile || height === 0) continue;
      // Waste-to-waste builds are symmetric: either card could go onto the other.
      if (fitsOn(position, position.waste[other * WASTE_CAPACITY + height - 1]! & CARD_MASK, card, false)) return true;
    }
  }
  return false;
};

// True if some move other than turning is possible that does not commute with turning (see `turnMacro`).
const anyWasteTopUseful = (position: AlhambraPosition): boolean => {
  // Reinforcement: a reserve card going home from a pile of one refills the pile from the stock, so that move does
  // not commute with turning; stop wherever it is possible.
  if (position.refills)
    for (let pile = 0; pile < position.pileCount; pile++) {
      if (position.reserveHeight[pile] !== 1) continue;
      const card = position.reserve[pile * RESERVE_CAPACITY]! & CARD_MASK;
      const suit = (card / 13) | 0;
      const rank = card - suit * 13;
      if (position.ace[suit] === rank || 12 - position.king[suit]! === rank) return true;
    }
  for (let pile = 0; pile < position.wasteCount; pile++) {
    const height = position.wasteHeight[pile]!;
    if (height > 0 && wasteTopIsUseful(position, position.waste[pile * WASTE_CAPACITY + height - 1]!, pile))
      return true;
  }
  return false;
};

// The turn macro: turn until a waste top allows a move, or the stock is empty.
// Why this loses nothing: while no waste top allows a move, the only moves besides turning are reserve cards going
// home, and those touch neither stock nor waste, so they commute with turns (in Reinforcement, one that empties its
// pile takes the stock's top card into it: the macro stops wherever such a move exists, see `anyWasteTopUseful`).
// Any line can thus be rearranged so that every run of turns ends where a waste top allows a move (the move that
// follows uses the waste) or the stock is empty (a redeal follows); such a run is a chain of macros, since the macro
// stops at the first such point.
/** How many turns the turn macro makes from the position (which it leaves as it was). */
export const turnMacro = (position: AlhambraPosition): number => {
  let turns = 0;
  let dealt = 0;
  while (position.stockHeight > 0) {
    for (let pile = 0; pile < position.wasteCount && position.stockHeight > 0; pile++) {
      position.pushWaste(pile, position.popStock());
      dealt++;
    }
    turns++;
    if (anyWasteTopUseful(position)) break;
  }
  for (let index = dealt - 1; index >= 0; index--) position.pushStock(position.popWaste(index % position.wasteCount));
  return turns;
};

/** Writes the moves to try in the position into `buffer` from `offset`, in the order to try them; returns how many. */
export const generateMoves = (position: AlhambraPosition, buffer: Int32Array, offset: number): number => {
  let count = 0;
  const safe = safeHomeMove(position);
  if (safe >= 0) {
    // The safe move's card is marked against it: no line that keeps the markers wins from here (see `markable`).
    if (markerBlocks(position, safe)) return 0;
    buffer[offset] = safe;
    return 1;
  }
  // Foundation moves first: they are what wins.
  for (let from = 0; from < WASTE_BASE + position.wasteCount; from++) {
    if (from === position.pileCount) from = WASTE_BASE;
    const byte = position.topByte(from);
    if (byte < 0) continue;
    const card = byte & CARD_MASK;
    const suit = (card / 13) | 0;
    const rank = card - suit * 13;
    if (position.ace[suit] === rank && (byte & NOT_TO_ACE) === 0) buffer[offset + count++] = (from << 4) | ACE;
    if (12 - position.king[suit]! === rank && (byte & NOT_TO_KING) === 0) buffer[offset + count++] = (from << 4) | KING;
  }
  // Builds onto the waste piles.
  for (let target = 0; target < position.wasteCount; target++) {
    const height = position.wasteHeight[target]!;
    if (height === 0) continue;
    const top = position.waste[target * WASTE_CAPACITY + height - 1]! & CARD_MASK;
    for (let from = 0; from < WASTE_BASE + position.wasteCount; from++) {
      if (from === position.pileCount) {
        if (position.wasteCount === 1) break;
        from = WASTE_BASE;
      }
      if (from === WASTE_BASE + target) continue;
      const card = position.topOf(from);
      if (card >= 0 && fitsOn(position, card, top, from < WASTE_BASE))
        buffer[offset + count++] = (from << 4) | (WASTE_BASE + target);
    }
  }
  if (position.stockHeight > 0) buffer[offset + count++] = TURN_CODE | (turnMacro(position) << TURNS_SHIFT);
  else if (position.redealsUsed < ALHAMBRA_PASSES - 1 && position.wasteHeight.some((height) => height > 0))
    buffer[offset + count++] = REDEAL_CODE;
  return count;
};

// A foundation move that is provably safe. Safe here means: if the position is winnable, it is winnable
// after this move. Conditions (standard and any-suit; Reinforcement adds its own below; never in Granada):
// card c, a waste top or reserve top, fits foundation F of its suit; the other foundation G of the suit already
// holds c's rank, so c is the last card of that rank out and must go to F (F cannot move until it does); and no
// card that could ever be built onto c (same suit one rank away, any suit in any-suit) is in the reserve.
// Proof: take a winning line L; c reaches F at some time t, and F stays put until t. Play c home first and then L
// without c's own moves (to the waste, home, and in later passes its turn). Every other move of L stays legal:
// F is not used before t; a pile top differs only where c was the top, and there L could only build onto c
// (impossible: no card in the reserve fits c, and cards only leave the reserve), move c, or turn; one-card turns
// and the redeal keep the order of all other cards. So the shortened line wins too.
// Reinforcement moves stock cards into the reserve and refills depend on the stock's order, so there the rule is
// used only in the last pass, with no card that fits c in the stock either, and not when c is the last card of its
// reserve pile while the stock has cards (the refill would come earlier).
/** The foundation move the search plays alone in this position (proven safe), or -1. */
export const safeHomeMove = (position: AlhambraPosition): number => {
  if (position.wasteCount > 1) return -1;
  if (position.refills && position.redealsUsed < ALHAMBRA_PASSES - 1) return -1;
  for (let from = 0; from <= WASTE_BASE; from++) {
    if (from === position.pileCount) from = WASTE_BASE;
    const card = position.topOf(from);
    if (card < 0) continue;
    const suit = (card / 13) | 0;
    const rank = card - suit * 13;
    let to = -1;
    // Ace foundation F needs c; the King foundation holds c's rank when rank > 12 - king.
    if (position.ace[suit] === rank && rank > 12 - position.king[suit]!) to = ACE;
    else if (12 - position.king[suit]! === rank && rank < position.ace[suit]!) to = KING;
    if (to < 0) continue;
    if (position.refills && from < WASTE_BASE && position.reserveHeight[from] === 1 && position.stockHeight > 0)
      continue;
    if (someReserveCardFits(position, card)) continue;
    if (position.refills && someStockCardFits(position, card)) continue;
    return (from << 4) | to;
  }
  return -1;
};

/** True if some card in the reserve could be built onto `card` (by the rules in force). */
export const someReserveCardFits = (position: AlhambraPosition, card: number): boolean => {
  for (let pile = 0; pile < position.pileCount; pile++) {
    const base = pile * RESERVE_CAPACITY;
    const height = position.reserveHeight[pile]!;
    for (let depth = 0; depth < height; depth++)
      if (fitsOn(position, position.reserve[base + depth]! & CARD_MASK, card, true)) return true;
  }
  return false;
};

// True if some card in the stock could be built onto `card` (by the rules in force).
const someStockCardFits = (position: AlhambraPosition, card: number): boolean => {
  for (let depth = 0; depth < position.stockHeight; depth++)
    if (fitsOn(position, position.stock[depth]! & CARD_MASK, card, true)) return true;
  return false;
};
