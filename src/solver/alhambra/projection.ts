// One suit alone, under standard's rules (standard Alhambra, and any-suit's search under standard's rules): a
// relaxation that the long searches test in each position after a turn or redeal; a suit lost alone proves the
// position lost.
//
// The game of one suit s: the same position with every card of the other suits gone (their foundations complete),
// markers dropped. Any winning line of the position, with the other suits' moves left out, wins that game: a turn of
// an s card is a turn there; the top s card of the waste is the waste top whenever an s card is built onto it or
// leaves it (builds keep to the suit, and the card on top must have left first); reserve piles keep their s cards in
// order, and an s card is a pile's top there whenever it is in the position; a redeal keeps the order of the s cards
// (and where the s waste is empty at a redeal, no s card is left in stock or waste, so only reserve cards going home
// remain, which need no redeal). So a lost one-suit game proves a loss.
//
// Blockers: a card of another suit that the dead-end test has just found frozen (it cannot leave the waste in this
// pass, under the markers the search keeps) stays in the one-suit game as a blocker: it never moves, nothing is built
// on it (builds keep to the suit), and the redeal drops it. The winning line above, cut down to s, still wins there:
// in it that card lies on the waste from its turn to the redeal, so the s cards under it are not touched before the
// redeal either; after the redeal the card is simply gone, as other suits are.
//
// Each one-suit game gets a budget of its own (`PROJECTION_POSITIONS`); the verdicts are kept by the one-suit
// position's key, which sibling lines that differ only in other suits share.
import { BLOCKER, CARD_MASK, RESERVE_CAPACITY } from './encoding.js';
import type { AlhambraPosition } from './position.js';
import { VerdictTable } from './tables.js';
import { PROJECTION_POSITIONS, PROJECTION_VERDICT_ENTRIES } from './tuning.js';

/** What the one-suit test needs of a search: its position, its position count, and a bounded search from there. */
export interface SuitAloneSearch extends AlhambraPosition {
  positions: number;
  /** Searches the position to the end within `positions`; true if that proved it lost. */
  runAlone(positions: number): boolean;
}

// Copies the cards of one suit among `from[fromStart … fromStart + count)`, in order and without markers, to `to`
// from `toStart`; returns how many.
const copySuit = (
  from: Uint8Array,
  fromStart: number,
  count: number,
  to: Uint8Array,
  toStart: number,
  suit: number,
): number => {
  let copied = 0;
  for (let index = fromStart; index < fromStart + count; index++) {
    const card = from[index]! & CARD_MASK;
    if (((card / 13) | 0) === suit) to[toStart + copied++] = card;
  }
  return copied;
};

/** The one-suit test: a search of its own for the one-suit games, and the verdicts found so far. */
export class SuitAloneTest {
  private readonly verdicts = new VerdictTable(PROJECTION_VERDICT_ENTRIES);
  private readonly loadedSequence = new Uint8Array(256);
  // The suit whose one-suit game was found lost last (tested first next time).
  private lastLostSuit = 0;

  constructor(private readonly projection: SuitAloneSearch) {}

  /**
   * True if some suit of `main`'s position, played alone, cannot be won (see above); `frozen`: the cards of this
   * pass's sequence the dead-end test found frozen, kept as blockers (undefined for none).
   */
  someSuitAloneIsLost(main: SuitAloneSearch, frozen: Uint8Array | undefined): boolean {
    const projection = this.projection;
    // Known verdicts first (a lookup is cheap, a search is not), starting from the suit found lost last: a lost suit
    // ends the test, and the same suit tends to be the one lost in sibling lines.
    let unknownSuits = 0;
    for (let step = 0; step < 4; step++) {
      const suit = (this.lastLostSuit + step) & 3;
      if (main.ace[suit]! + main.king[suit]! === 26) continue;
      this.loadSuitAlone(main, suit, frozen);
      const known = this.verdicts.find(projection.hashHigh, projection.hashLow);
      if (known === 1) {
        this.lastLostSuit = suit;
        return true;
      }
      if (known < 0) unknownSuits |= 1 << suit;
    }
    for (let step = 0; step < 4; step++) {
      const suit = (this.lastLostSuit + step) & 3;
      if ((unknownSuits & (1 << suit)) === 0) continue;
      this.loadSuitAlone(main, suit, frozen);
      // The key of the one-suit position: a search that wins stops where it won, not where it started.
      const high = projection.hashHigh;
      const low = projection.hashLow;
      // Its table is kept from one search to the next: it holds only positions searched to the end without a win.
      const lost = projection.runAlone(PROJECTION_POSITIONS);
      main.positions += projection.positions;
      this.verdicts.store(high, low, lost ? 1 : 0);
      if (lost) {
        this.lastLostSuit = suit;
        return true;
      }
    }
    return false;
  }

  // Loads suit `suit` of the main search's position alone into the projection's, with its hash.
  private loadSuitAlone(main: AlhambraPosition, suit: number, frozen: Uint8Array | undefined): void {
    const target = this.projection;
    let home = 0;
    for (let other = 0; other < 4; other++) {
      target.ace[other] = other === suit ? main.ace[other]! : 13;
      target.king[other] = other === suit ? main.king[other]! : 13;
      home += target.ace[other]! + target.king[other]!;
    }
    target.cardsHome = home;
    target.redealsUsed = main.redealsUsed;
    for (let pile = 0; pile < target.pileCount; pile++) {
      const base = pile * RESERVE_CAPACITY;
      target.reserveHeight[pile] = copySuit(main.reserve, base, main.reserveHeight[pile]!, target.reserve, base, suit);
    }
    // The waste and the stock as one sequence (the waste from its bottom, then the stock from its top), the suit's
    // cards and the blockers: another suit's card that the dead-end test just found frozen for this pass stays in
    // place as a blocker. Only the blockers with a suit card before them matter, and a run of them blocks as one does.
    const wasteHeight = main.wasteHeight[0]!;
    const length = wasteHeight + main.stockHeight;
    const sequence = this.loadedSequence;
    let count = 0;
    let wasteCount = 0;
    let suitCards = 0;
    for (let place = 0; place < length; place++) {
      const card = (place < wasteHeight ? main.waste[place]! : main.stock[length - 1 - place]!) & CARD_MASK;
      if (((card / 13) | 0) === suit) {
        sequence[count++] = card;
        suitCards++;
      } else if (frozen !== undefined && frozen[place] === 1 && suitCards > 0 && sequence[count - 1] !== BLOCKER)
        sequence[count++] = BLOCKER;
      if (place === wasteHeight - 1) wasteCount = count;
    }
    target.wasteHeight[0] = wasteCount;
    target.waste.set(sequence.subarray(0, wasteCount));
    target.stockHeight = count - wasteCount;
    for (let index = 0; index < target.stockHeight; index++) target.stock[index] = sequence[count - 1 - index]!;
    target.recomputeHash();
  }
}
