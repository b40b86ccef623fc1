// The dead-end test: a necessary condition for a win that follows the order of the waste and the stock from pass to
// pass (one waste pile only: in Granada waste cards move between piles). The order arguments themselves, with their
// proofs, are in `order.ts` (`WasteOrder`).
//
// The waste's cards (there now) and the stock's (from the turn they come) form this pass's sequence. Last pass: lost
// if a card of it is frozen (can never leave the waste). Earlier passes: the cards that can never leave the waste in
// this pass (`markFrozen`) are on it at the redeal in this order, so the next pass meets them in this order, and the
// same reasoning goes on pass by pass until the last. A card that is not frozen but lies among the frozen ones (before
// the last of them) may be anywhere by then, so it counts as at hand at once (`early`); a card after the last frozen
// one comes after all of them in the next pass too.
// In Reinforcement a refill can take stock cards into the reserve, which breaks this order, so there only the last
// pass's waste is tested (its cards can only go home, top card first).
import { ALHAMBRA_PASSES } from '../../games/alhambra/game.js';
import { BLOCKER, CARD_KINDS, CARD_MASK, RESERVE_CAPACITY } from './encoding.js';
import { someReserveCardFits } from './moves.js';
import { WasteOrder } from './order.js';
import type { AlhambraPosition } from './position.js';

/** The dead-end test with its scratch space; it also keeps the cards it found frozen in this pass (the blockers). */
export class DeadEndTest {
  private readonly order = new WasteOrder();
  private readonly sequenceCards = new Uint8Array(256);
  private readonly sequenceTimes = new Int32Array(256);
  private readonly outside = new Int32Array(CARD_KINDS);
  private readonly inReserve = new Int32Array(CARD_KINDS);
  private readonly early = new Int32Array(CARD_KINDS);
  private readonly frozen = new Uint8Array(256);
  private readonly stillThere = new Int32Array(8);
  /**
   * The cards of this pass's sequence (waste, then stock from its top) that the last test found frozen in this pass,
   * for the one-suit games' blockers (`passFrozenCount` 0 when it found none).
   */
  readonly passFrozen = new Uint8Array(256);
  /** How many entries of `passFrozen` hold, 0 when the last test found no card frozen in this pass. */
  passFrozenCount = 0;

  /** True if the position provably cannot be won (see above). */
  isDeadEnd(position: AlhambraPosition): boolean {
    if (position.wasteCount > 1) return false;
    const order = this.order;
    const height = position.wasteHeight[0]!;
    if (position.refills)
      return (
        position.redealsUsed === ALHAMBRA_PASSES - 1 &&
        order.stuckBottom(position.waste, height, position.ace, position.king) > 0
      );
    const cards = this.sequenceCards;
    const times = this.sequenceTimes;
    this.passFrozenCount = 0;
    let count = this.loadSequence(position);
    this.countOutside(position, cards, count);
    // This pass: the reserve's cards are timed (each waits for the one above it), so they are neither outside nor
    // early here. Later passes: the reserve may have changed by then, so its cards count as early.
    const early = this.early;
    early.fill(0);
    const outside = this.outside;
    for (let card = 0; card < CARD_KINDS; card++) outside[card]! -= this.inReserve[card]!;
    // Reserve piles as they must still be at the start of the pass analysed: at first all of them; later only the
    // bottom cards that could not leave in the pass before (the cards above may have gone: home, or onto the waste,
    // and then they may lie anywhere in the next stock, so they count as early).
    const stillThere = this.stillThere;
    stillThere.set(position.reserveHeight);
    // While the search keeps to same-suit builds it seeks only wins under standard's rules: judge by those.
    const anySuit = position.anySuit && !position.sameSuitOnly;
    order.useReserve(position.pileCount, position.reserve, stillThere, RESERVE_CAPACITY, anySuit);
    for (let pass = position.redealsUsed; pass < ALHAMBRA_PASSES - 1; pass++) {
      // `cards[0 … count)` is met in order by this pass, which is not the last: keep its frozen cards.
      const frozen = this.frozen;
      const marked = order.markFrozen(cards, times, count, outside, early, position.ace, position.king, frozen);
      if (pass === position.redealsUsed && marked > 0) {
        this.passFrozen.set(frozen.subarray(0, count));
        this.passFrozenCount = count;
      }
      for (let pile = 0; pile < position.pileCount; pile++) {
        const kept = order.stuckInReserve(pile);
        for (let level = kept; level < stillThere[pile]!; level++)
          early[position.reserve[pile * RESERVE_CAPACITY + level]! & CARD_MASK]!++;
        stillThere[pile] = kept;
      }
      if (marked === 0) {
        order.useReserve(0, position.reserve, stillThere, RESERVE_CAPACITY, anySuit);
        return false;
      }
      count = this.keepFrozen(position, count);
    }
    // The last pass: lost if a card of the sequence or of the reserve can never leave.
    let dead = order.markFrozen(cards, times, count, outside, early, position.ace, position.king, this.frozen) > 0;
    for (let pile = 0; pile < position.pileCount && !dead; pile++) if (order.stuckInReserve(pile) > 0) dead = true;
    order.useReserve(0, position.reserve, stillThere, RESERVE_CAPACITY, anySuit);
    return dead;
  }

  // Loads this pass's sequence (the waste from its bottom, then the stock from its top) into `sequenceCards`, with
  // each card's lasting marks and its time (0 on the waste, then turn by turn); returns its length. A one-suit game's
  // blockers are left out: the test then judges the same game without them, which any line of the game with them also
  // wins (blockers never move, and nothing is built on them).
  private loadSequence(position: AlhambraPosition): number {
    const cards = this.sequenceCards;
    const times = this.sequenceTimes;
    const marks = this.order.marks;
    const height = position.wasteHeight[0]!;
    let count = 0;
    for (let index = 0; index < height; index++) {
      const byte = position.waste[index]!;
      if ((byte & CARD_MASK) === BLOCKER) continue;
      cards[count] = byte & CARD_MASK;
      marks[count] = this.lastingMarks(position, byte);
      times[count++] = 0;
    }
    const onWaste = count;
    for (let index = position.stockHeight - 1; index >= 0; index--) {
      const byte = position.stock[index]!;
      if ((byte & CARD_MASK) === BLOCKER) continue;
      cards[count] = byte & CARD_MASK;
      marks[count] = this.lastingMarks(position, byte);
      times[count] = count - onWaste + 1;
      count++;
    }
    return count;
  }

  // The next pass's sequence: the cards frozen in this one (`frozen`), in order, up to the last of them; the others
  // before it count as early. Recounts `outside` for it (the reserve cards that may have left by then included);
  // returns its length.
  private keepFrozen(position: AlhambraPosition, count: number): number {
    const cards = this.sequenceCards;
    const times = this.sequenceTimes;
    const marks = this.order.marks;
    const frozen = this.frozen;
    const early = this.early;
    const outside = this.outside;
    const stillThere = this.stillThere;
    let last = count - 1;
    while (frozen[last] === 0) last--;
    let kept = 0;
    for (let index = 0; index <= last; index++) {
      const card = cards[index]!;
      if (frozen[index] === 1) {
        cards[kept] = card;
        marks[kept] = marks[index]!;
        times[kept] = kept + 1;
        kept++;
      } else early[card]!++;
    }
    this.countOutside(position, cards, kept);
    for (let card = 0; card < CARD_KINDS; card++) outside[card]! -= this.inReserve[card]!;
    for (let pile = 0; pile < position.pileCount; pile++)
      for (let level = stillThere[pile]!; level < position.reserveHeight[pile]!; level++)
        outside[position.reserve[pile * RESERVE_CAPACITY + level]! & CARD_MASK]!++;
    return kept;
  }

  // The markers of a waste or stock card that hold for good (as `WasteOrder.marks`): none while a reserve card fits.
  private lastingMarks(position: AlhambraPosition, byte: number): number {
    if (byte <= CARD_MASK || someReserveCardFits(position, byte & CARD_MASK)) return 0;
    return byte >> 6;
  }

  // Copies of each card out of the foundations but not in `cards[0 … count)`, and those of them in the reserve.
  private countOutside(position: AlhambraPosition, cards: Uint8Array, count: number): void {
    const outside = this.outside;
    for (let suit = 0; suit < 4; suit++) {
      const aceLevel = position.ace[suit]!;
      const kingLowest = 13 - position.king[suit]!;
      for (let rank = 0; rank < 13; rank++)
        outside[suit * 13 + rank] = 2 - (rank < aceLevel ? 1 : 0) - (rank >= kingLowest ? 1 : 0);
    }
    for (let index = 0; index < count; index++) outside[cards[index]!]!--;
    position.countInReserve(this.inReserve);
  }
}
