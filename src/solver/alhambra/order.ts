// Order arguments for one-waste Alhambra: which cards must lie on the waste together, whether they can leave it top
// card first, and which are therefore stuck there until the redeal. Each test is a necessary condition for a win.
// Card bytes in the solver's arrays may carry marker bits above the card (0–51).
import { CARD_MASK, NOT_TO_ACE, NOT_TO_KING } from './encoding.js';

const INFINITE = 1 << 20;
const NONE = 99;
const NO_SPLIT = -1;
// Marks of sequence cards (`WasteOrder.marks`).
const MARK_NOT_ACE = 1;
const MARK_NOT_KING = 2;

/** Scratch space and the order tests. A "sequence" is a list of cards in the order one pass meets them. */
export class WasteOrder {
  // Per suit, the splits still possible so far, as at most two pairs (lowest King-run rank, highest Ace-run rank) at
  // `suit * 4`: see `step`. An unused pair has NO_SPLIT as its King rank.
  private readonly frontier = new Int32Array(4 * 4);
  private readonly earliest = new Int32Array(256);
  private readonly scanEnd = new Int32Array(256);
  // The ready times of every suit's two chains from the last round (index suit * 14 + as in aceReady / kingReady of
  // `computeEarliest`), and each suit's part of them.
  private readonly aceReadyBySuit = new Int32Array(4 * 14);
  private readonly kingReadyBySuit = new Int32Array(4 * 14);
  private readonly aceReadyOfSuit = [0, 1, 2, 3].map((suit) => this.aceReadyBySuit.subarray(suit * 14, suit * 14 + 14));
  private readonly kingReadyOfSuit = [0, 1, 2, 3].map((suit) =>
    this.kingReadyBySuit.subarray(suit * 14, suit * 14 + 14),
  );
  // The reserve, when the pass analysed is the current one (see `useReserve`).
  private reservePiles = 0;
  private reserveCards: Uint8Array = new Uint8Array(0);
  private reserveHeights: Int32Array = new Int32Array(0);
  private reserveDepth = 0;
  private anySuit = false;
  private readonly reserveLeave = new Int32Array(256);
  private readonly leaveByCard = new Int32Array(52);
  private readonly arrivalByCard = new Int32Array(52);
  private readonly bySuit = new Int32Array(4 * 256);
  private readonly placeInSuit = new Int32Array(256);
  private readonly suitCounts = new Int32Array(4);
  private currentEarly: Int32Array = new Int32Array(52);
  // Earliest time a copy of each card can reach the Ace (King) foundation, from the sequence and the reserve.
  private readonly bestForAce = new Int32Array(52);
  private readonly bestForKing = new Int32Array(52);
  /**
   * Marks of the sequence passed to `markFrozen` (index by index, filled by the caller): 1 if the card may never go
   * to its Ace foundation, 2 if never to its King foundation (the search's markers); 0 for none.
   */
  readonly marks = new Uint8Array(256);

  /**
   * After `markFrozen` with a timed reserve: how many bottom cards of the pile can never leave it in that pass (their
   * bound is infinite; a card's bound is never below the one above it, so they form the bottom of the pile).
   */
  stuckInReserve(pile: number): number {
    const height = this.reserveHeights[pile]!;
    let stuck = 0;
    while (stuck < height && this.reserveLeave[pile * this.reserveDepth + stuck]! >= INFINITE) stuck++;
    return stuck;
  }

  /**
   * Makes the next tests time the reserve's cards too: pile p holds
   * `cards[p * depth … p * depth + heights[p])`, bottom first. Without it (`piles` 0) reserve cards must be counted in
   * `early`. `anySuit`: reserve cards build on the waste whatever their suit.
   */
  useReserve(piles: number, cards: Uint8Array, heights: Int32Array, depth: number, anySuit: boolean): void {
    this.reservePiles = piles;
    this.reserveCards = cards;
    this.reserveHeights = heights;
    this.reserveDepth = depth;
    this.anySuit = anySuit;
  }

  /**
   * Cards leaving a one-pile waste in the last pass go home top card first. Read from the top, each suit's cards
   * must split into a rising run above the Ace foundation's top and a falling run below the King foundation's top.
   * Returns how many bottom cards of `cards[0 … count)` can never leave before the cards above them have all gone:
   * 0 if the whole list can leave top-down, else the index below which (inclusive) it cannot, plus one.
   */
  stuckBottom(cards: Uint8Array, count: number, ace: Int32Array, king: Int32Array): number {
    for (let suit = 0; suit < 4; suit++) this.startSplit(suit, ace, king);
    for (let index = count - 1; index >= 0; index--) {
      const card = cards[index]! & CARD_MASK;
      const suit = (card / 13) | 0;
      if (!this.step(suit * 4, card - suit * 13)) return index + 1;
    }
    return 0;
  }

  // Before any card has left: the one split of the foundations as they are (King run below the King foundation's
  // lowest rank, Ace run above the Ace foundation's highest).
  private startSplit(suit: number, ace: Int32Array, king: Int32Array): void {
    const base = suit * 4;
    const frontier = this.frontier;
    frontier[base] = 13 - king[suit]!;
    frontier[base + 1] = ace[suit]! - 1;
    frontier[base + 2] = NO_SPLIT;
  }

  // One card of the suit leaves after the ones before it: update the suit's splits; false if none is left.
  // `mark` (see `marks`) rules out the run a marked card may not join.
  // A split (K, A) takes rank r onto the Ace run if r > A, giving (K, r), or onto the King run if r < K, giving (r, A).
  // Of all the splits giving (K, r) the one with the largest K is best (it allows every move the others allow, and
  // leads only to splits as good), and of those giving (r, A) the one with the smallest A: so two pairs always suffice.
  private step(base: number, rank: number, mark = 0): boolean {
    const frontier = this.frontier;
    let bestKing = NO_SPLIT;
    let bestAce = NONE;
    for (let pair = base; pair < base + 4; pair += 2) {
      const lowestKing = frontier[pair]!;
      if (lowestKing === NO_SPLIT) continue;
      const highestAce = frontier[pair + 1]!;
      if ((mark & MARK_NOT_ACE) === 0 && rank > highestAce && lowestKing > bestKing) bestKing = lowestKing;
      if ((mark & MARK_NOT_KING) === 0 && rank < lowestKing && highestAce < bestAce) bestAce = highestAce;
    }
    if (bestKing === NO_SPLIT && bestAce === NONE) return false;
    frontier[base] = bestKing;
    frontier[base + 1] = rank;
    frontier[base + 2] = bestAce === NONE ? NO_SPLIT : rank;
    frontier[base + 3] = bestAce;
    return true;
  }

  /**
   * The timed test for a sequence met in this order by one pass. `cards[0 … count)`: card i lies on the waste from
   * turn `times[i]` on (times never decrease; 0 for cards already on it, strictly rising after). `outside[c]` counts
   * copies of card c out of the foundations but not in the sequence; `early[c]` those of them that may be home or at
   * hand at any time (in the reserve, or otherwise not known to come after the sequence); the others come after the
   * whole sequence in this pass.
   *
   * Marks in `frozen[i]` the cards that can never leave the waste during this pass, and returns how many.
   * Earliest homecoming (`computeEarliest`) is a lower bound: a card whose bound is infinite cannot leave in this
   * pass, and a card whose bound is at least T is still on the waste when the card of turn T arrives. The cards still there lie in sequence order and leave
   * top card first, so read from the top each suit's must split into a rising run above the Ace foundation's top and
   * a falling run below the King foundation's top (`step`). If that fails at some card, that card cannot leave in
   * this pass (those above it cannot all go first) and neither can any card below it: they are frozen, for good.
   * A frozen card is never available to its foundation in this pass, which can delay other cards: repeat until
   * nothing new freezes. Frozen cards lie on the waste at the redeal in sequence order; in the last pass any frozen
   * card means the position is lost.
   */
  markFrozen(
    cards: Uint8Array,
    times: Int32Array,
    count: number,
    outside: Int32Array,
    early: Int32Array,
    ace: Int32Array,
    king: Int32Array,
    frozen: Uint8Array,
  ): number {
    frozen.fill(0, 0, count);
    const earliest = this.earliest;
    let marked = 0;
    let firstTurned = 0;
    while (firstTurned < count && times[firstTurned] === 0) firstTurned++;
    // Each suit's cards in sequence order, and each card's place in its suit's list.
    const bySuit = this.bySuit;
    const placeInSuit = this.placeInSuit;
    const suitCounts = this.suitCounts;
    suitCounts.fill(0);
    for (let index = 0; index < count; index++) {
      const suit = (cards[index]! / 13) | 0;
      placeInSuit[index] = suitCounts[suit]!;
      bySuit[suit * 256 + suitCounts[suit]!++] = index;
    }
    for (let round = 0; ; round++) {
      const before = marked;
      this.computeEarliest(cards, times, count, outside, early, ace, king, round > 0);
      for (let index = 0; index < count; index++) {
        if (frozen[index] === 0 && earliest[index]! >= INFINITE) {
          frozen[index] = 1;
          marked++;
        }
      }
      // Every card at or below `swept` that is still there at the time of the last check is frozen: a later check
      // (no earlier time) that fails there has nothing left to freeze down to it.
      let swept = -1;
      // Cards already on the waste: all there now.
      for (let suit = 0; suit < 4; suit++) this.startSplit(suit, ace, king);
      for (let index = firstTurned - 1; index >= 0; index--) {
        const card = cards[index]!;
        const suit = (card / 13) | 0;
        if (this.step(suit * 4, card - suit * 13, this.marks[index]!)) continue;
        for (let below = index; below >= 0; below--) {
          if (frozen[below] === 1) continue;
          frozen[below] = 1;
          earliest[below] = INFINITE;
          marked++;
        }
        swept = index;
        break;
      }
      // When the card of turn T arrives, the cards of its suit still there must split; other suits only lost cards
      // since their own last check, which keeps their split possible.
      for (let index = firstTurned; index < count; index++) {
        const time = times[index]!;
        const card = cards[index]!;
        const suit = (card / 13) | 0;
        const base = suit * 4;
        this.startSplit(suit, ace, king);
        for (let place = placeInSuit[index]!; place >= 0; place--) {
          const below = bySuit[suit * 256 + place]!;
          if (earliest[below]! < time) continue;
          if (this.step(base, cards[below]! - suit * 13, this.marks[below]!)) continue;
          for (let stuck = below; stuck > swept; stuck--) {
            if (frozen[stuck] === 1 || earliest[stuck]! < time) continue;
            frozen[stuck] = 1;
            earliest[stuck] = INFINITE;
            marked++;
          }
          if (below > swept) swept = below;
          break;
        }
      }
      if (marked === before) return marked;
    }
  }

  // Earliest turn by which a foundation of the suit can take this rank (from the last round's chains).
  // A reserve card's markers (`byte`) rule out a foundation straight from the reserve.
  private homeReady(suit: number, rank: number, ace: Int32Array, king: Int32Array, byte: number): number {
    const viaAce = rank >= ace[suit]! && (byte & NOT_TO_ACE) === 0 ? this.aceReadyBySuit[suit * 14 + rank]! : INFINITE;
    const viaKing =
      rank <= 12 - king[suit]! && (byte & NOT_TO_KING) === 0 ? this.kingReadyBySuit[suit * 14 + rank + 1]! : INFINITE;
    return Math.min(viaAce, viaKing);
  }

  // Earliest turn by which a card one rank away (same suit, or any suit in any-suit) can be on top of the waste.
  private bridgeReady(suit: number, rank: number): number {
    let best = INFINITE;
    const early = this.currentEarly;
    const below = rank === 0 ? 12 : rank - 1;
    const above = rank === 12 ? 0 : rank + 1;
    for (let other = 0; other < 4; other++) {
      if (other !== suit && !this.anySuit) continue;
      const lower = other * 13 + below;
      const upper = other * 13 + above;
      if (early[lower]! > 0 || early[upper]! > 0) return 0;
      best = Math.min(
        best,
        this.arrivalByCard[lower]!,
        this.leaveByCard[lower]!,
        this.arrivalByCard[upper]!,
        this.leaveByCard[upper]!,
      );
    }
    return best;
  }

  /**
   * Lower bounds on each card's homecoming, as a number of turns (INFINITE: not in this pass), in `earliest`.
   * Three rules, applied until nothing changes (the bounds only grow):
   * - a card is not home before it is turned (its time);
   * - nor before its foundation holds the rank below it (Ace side) or above it (King side): the chain needs each
   *   rank in turn, from a copy in the sequence (not before that copy's bound), or a copy counted in `early` (at
   *   once), or a copy outside the sequence that is not early (at once only while every rank before it in the chain
   *   has a copy outside the sequence: then it may have gone home before this pass; past the first rank whose
   *   copies are all in the sequence it comes only after the sequence, so never within it);
   * - nor before any card that lies above it on the waste when it could leave: a card later in the sequence whose
   *   turn comes no later than this card's bound arrives on top of it while it is still there, and must go first.
   * Frozen cards never leave in this pass (their bound is infinite).
   * `warm`: the bounds (and the reserve's) are still those of the last call on this sequence, with fewer cards frozen
   * then: they lie at or below the new least bounds (every rule is monotone: more frozen cards only raise bounds), so
   * the rules may go on from them and reach the same bounds as from scratch, in fewer rounds.
   */
  private computeEarliest(
    cards: Uint8Array,
    times: Int32Array,
    count: number,
    outside: Int32Array,
    early: Int32Array,
    ace: Int32Array,
    king: Int32Array,
    warm: boolean,
  ): void {
    const earliest = this.earliest;
    this.currentEarly = early;
    if (!warm) for (let index = 0; index < count; index++) earliest[index] = times[index]!;
    const piles = this.reservePiles;
    const depth = this.reserveDepth;
    const reserveCards = this.reserveCards;
    const heights = this.reserveHeights;
    const leave = this.reserveLeave;
    const leaveByCard = this.leaveByCard;
    const arrivalByCard = this.arrivalByCard;
    if (piles > 0 && !warm) {
      leave.fill(0, 0, piles * depth);
      arrivalByCard.fill(INFINITE);
      for (let index = 0; index < count; index++) {
        const card = cards[index]!;
        if (times[index]! < arrivalByCard[card]!) arrivalByCard[card] = times[index]!;
      }
    }
    const marks = this.marks;
    const bestForAce = this.bestForAce;
    const bestForKing = this.bestForKing;
    for (;;) {
      let changed = false;
      bestForAce.fill(INFINITE);
      bestForKing.fill(INFINITE);
      for (let index = 0; index < count; index++) {
        const card = cards[index]!;
        const mark = marks[index]!;
        if ((mark & MARK_NOT_ACE) === 0 && earliest[index]! < bestForAce[card]!) bestForAce[card] = earliest[index]!;
        if ((mark & MARK_NOT_KING) === 0 && earliest[index]! < bestForKing[card]!) bestForKing[card] = earliest[index]!;
      }
      // A reserve card is at hand once the card above it has left; one marked against a foundation reaches it only
      // by way of the waste, which needs a bridge first.
      if (piles > 0) {
        leaveByCard.fill(INFINITE);
        for (let pile = 0; pile < piles; pile++) {
          const end = pile * depth + heights[pile]!;
          for (let slot = pile * depth; slot < end; slot++) {
            const card = reserveCards[slot]! & CARD_MASK;
            if (leave[slot]! < leaveByCard[card]!) leaveByCard[card] = leave[slot]!;
          }
        }
        for (let pile = 0; pile < piles; pile++) {
          let above = 0;
          for (let level = heights[pile]! - 1; level >= 0; level--) {
            const slot = pile * depth + level;
            const byte = reserveCards[slot]!;
            const card = byte & CARD_MASK;
            let viaWaste = above;
            if ((byte & (NOT_TO_ACE | NOT_TO_KING)) !== 0) {
              const suit = (card / 13) | 0;
              viaWaste = Math.max(above, this.bridgeReady(suit, card - suit * 13));
            }
            const forAce = (byte & NOT_TO_ACE) === 0 ? above : viaWaste;
            const forKing = (byte & NOT_TO_KING) === 0 ? above : viaWaste;
            if (forAce < bestForAce[card]!) bestForAce[card] = forAce;
            if (forKing < bestForKing[card]!) bestForKing[card] = forKing;
            above = leave[slot]!;
          }
        }
      }
      for (let suit = 0; suit < 4; suit++) {
        const base = suit * 13;
        const aceNext = ace[suit]!;
        const kingNext = 12 - king[suit]!;
        const aceReady = this.aceReadyOfSuit[suit]!;
        const kingReady = this.kingReadyOfSuit[suit]!;
        // aceReady[r + 1]: earliest turn by which the Ace foundation can hold rank r (aceReady[aceNext] = 0).
        aceReady[aceNext] = 0;
        let stuck = false;
        for (let rank = aceNext; rank <= 12; rank++) {
          const card = base + rank;
          let available: number;
          if (!stuck && outside[card]! > 0) available = 0;
          else {
            stuck = true;
            available = early[card]! > 0 ? 0 : bestForAce[card]!;
          }
          aceReady[rank + 1] = Math.max(aceReady[rank]!, available);
        }
        // kingReady[r]: earliest turn by which the King foundation can hold rank r (kingReady[kingNext + 1] = 0).
        if (kingNext >= 0) kingReady[kingNext + 1] = 0;
        stuck = false;
        for (let rank = kingNext; rank >= 0; rank--) {
          const card = base + rank;
          let available: number;
          if (!stuck && outside[card]! > 0) available = 0;
          else {
            stuck = true;
            available = early[card]! > 0 ? 0 : bestForKing[card]!;
          }
          kingReady[rank] = Math.max(kingReady[rank + 1]!, available);
        }
        const inSuit = this.suitCounts[suit]!;
        for (let place = 0; place < inSuit; place++) {
          const index = this.bySuit[suit * 256 + place]!;
          const rank = cards[index]! - base;
          const mark = marks[index]!;
          const viaAce = rank >= aceNext && (mark & MARK_NOT_ACE) === 0 ? aceReady[rank]! : INFINITE;
          const viaKing = rank <= kingNext && (mark & MARK_NOT_KING) === 0 ? kingReady[rank + 1]! : INFINITE;
          const bound = Math.min(viaAce, viaKing);
          if (bound > earliest[index]!) {
            earliest[index] = bound;
            changed = true;
          }
        }
      }
      // A reserve card leaves after the card above it, and either home (its foundation ready) or onto the waste,
      // which needs a card one rank away on top of the waste: not before such a card is turned or leaves the reserve
      // (a card counted in `early` may be there at once).
      if (piles > 0) {
        for (let pile = 0; pile < piles; pile++) {
          let above = 0;
          for (let level = heights[pile]! - 1; level >= 0; level--) {
            const slot = pile * depth + level;
            const byte = reserveCards[slot]!;
            const card = byte & CARD_MASK;
            const suit = (card / 13) | 0;
            const rank = card - suit * 13;
            const home = this.homeReady(suit, rank, ace, king, byte);
            const bound = Math.max(above, Math.min(home, this.bridgeReady(suit, rank)));
            if (bound > leave[slot]!) {
              leave[slot] = bound;
              changed = true;
            }
            above = leave[slot]!;
          }
        }
      }
      // Burial, from the top of the sequence down so that the cards above are already settled. A card's bound is
      // the largest bound among the cards above it that arrive no later than it can leave (the scan goes on while
      // they do). The scan may jump over the stretch a card above already scanned: those cards' bounds are at most
      // its own, and they arrived no later than it could leave, so they change nothing (`scanEnd` keeps where each
      // card's scan stopped, which makes the whole pass about linear).
      const scanEnd = this.scanEnd;
      scanEnd[count - 1] = count;
      for (let index = count - 2; index >= 0; index--) {
        let bound = earliest[index]!;
        if (bound >= INFINITE) {
          scanEnd[index] = count;
          continue;
        }
        let above = index + 1;
        while (above < count && times[above]! <= bound) {
          if (earliest[above]! > bound) bound = earliest[above]!;
          above = scanEnd[above]!;
        }
        scanEnd[index] = above;
        if (bound > earliest[index]!) {
          earliest[index] = bound;
          changed = true;
        }
      }
      if (!changed) return;
    }
  }
}
