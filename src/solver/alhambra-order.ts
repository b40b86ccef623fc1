// Order arguments for the last pass of one-waste Alhambra: which cards must still lie on the waste together, and
// whether they can leave it top card first. Every test here is a necessary condition for a win (proofs beside them).

const INFINITE = 1 << 20;
const NONE = 99;

/**
 * Scratch space and the order tests. A "sequence" is a list of cards bottom first, each with the number of turns
 * after which it lies on the waste in the last pass (0: already there).
 */
export class WasteOrder {
  // Per suit, for each lowest King-foundation rank (0–13), the lowest possible highest Ace-foundation rank.
  private readonly frontier = new Int32Array(4 * 14);
  private readonly nextFrontier = new Int32Array(14);
  private readonly earliest = new Int32Array(256);
  private readonly firstTime = new Int32Array(52);
  private readonly inSequence = new Int32Array(52);
  private readonly aceReady = new Int32Array(14);
  private readonly kingReady = new Int32Array(14);

  /**
   * Cards leaving a one-pile waste in the last pass go home top card first. Read from the top, each suit's cards
   * must split into a rising run above the Ace foundation's top and a falling run below the King foundation's top.
   * Returns how many bottom cards of `cards[0 … count)` can never leave before the cards above them have all gone:
   * 0 if the whole list can leave top-down, else the index below which (inclusive) it cannot, plus one.
   */
  stuckBottom(cards: Uint8Array, count: number, ace: Int32Array, king: Int32Array): number {
    const frontier = this.frontier;
    frontier.fill(NONE);
    for (let suit = 0; suit < 4; suit++) frontier[suit * 14 + 13 - king[suit]!] = ace[suit]! - 1;
    for (let index = count - 1; index >= 0; index--) {
      const card = cards[index]!;
      const suit = (card / 13) | 0;
      if (!this.step(suit * 14, card - suit * 13)) return index + 1;
    }
    return 0;
  }

  // One card of the suit leaves after the ones before it: update the suit's frontier; false if no split is left.
  private step(base: number, rank: number): boolean {
    const frontier = this.frontier;
    const next = this.nextFrontier;
    next.fill(NONE);
    let any = false;
    for (let lowestKing = 0; lowestKing < 14; lowestKing++) {
      const highestAce = frontier[base + lowestKing]!;
      if (highestAce === NONE) continue;
      if (rank > highestAce && rank < next[lowestKing]!) {
        next[lowestKing] = rank;
        any = true;
      }
      if (rank < lowestKing && highestAce < next[rank]!) {
        next[rank] = highestAce;
        any = true;
      }
    }
    if (!any) return false;
    for (let lowestKing = 0; lowestKing < 14; lowestKing++) frontier[base + lowestKing] = next[lowestKing]!;
    return true;
  }

  /**
   * The timed test. `cards[0 … count)` is a sequence that the last pass meets in this order: card i lies on the waste
   * from turn `times[i]` on (times never decrease; 0 for cards already on it). `outside[c]` counts copies of card c
   * that are out of the foundations but not in the sequence, `early[c]` those of them that may be home or at hand at
   * any time (in the reserve, or otherwise known not to come after the sequence).
   *
   * Earliest homecoming: card x cannot be home before it is turned, nor before its foundation holds the rank below
   * (Ace side) or above (King side). A foundation's chain needs each rank in turn; a copy counted in `early` is there at
   * once; a copy outside the sequence and the reserve counts as there at once only while every lower rank of the
   * chain has some copy outside the sequence (`stuckAfterOutside`: then it may have gone home earlier); past the
   * first rank whose copies all lie in the sequence, such a copy comes only after the whole sequence (it lies above
   * the sequence on the waste, or in the stock after it), so it cannot help within it. These are lower bounds
   * (the two foundations even share copies here), so a card whose bound exceeds turn T is still on the waste when the
   * card of turn T arrives. Those cards lie in sequence order and must leave top-down: the split test applies.
   * Returns false if some turn leaves an impossible order (the position is lost), true otherwise.
   */
  timedFeasible(
    cards: Uint8Array,
    times: Int32Array,
    count: number,
    outside: Int32Array,
    early: Int32Array,
    ace: Int32Array,
    king: Int32Array,
  ): boolean {
    this.computeEarliest(cards, times, count, outside, early, ace, king);
    const earliest = this.earliest;
    // Cards already on the waste (time 0) must leave top-down.
    let firstTurned = 0;
    while (firstTurned < count && times[firstTurned] === 0) firstTurned++;
    if (this.stuckBottom(cards, firstTurned, ace, king) > 0) return false;
    // When the card of turn T arrives, the cards of its suit still there (earliest > T - 1) must leave top-down;
    // other suits only lost cards since their own last check, which keeps their split possible.
    for (let index = firstTurned; index < count; index++) {
      const time = times[index]!;
      const card = cards[index]!;
      const suit = (card / 13) | 0;
      const frontierBase = suit * 14;
      this.frontier.fill(NONE, frontierBase, frontierBase + 14);
      this.frontier[frontierBase + 13 - king[suit]!] = ace[suit]! - 1;
      for (let below = index; below >= 0; below--) {
        const other = cards[below]!;
        if (((other / 13) | 0) !== suit || earliest[below]! < time) continue;
        if (!this.step(frontierBase, other - suit * 13)) return false;
      }
    }
    return true;
  }

  /**
   * For a sequence met in this order by a pass that is not the last (times as in `timedFeasible`), marks in
   * `frozen[i]` the cards that can never leave the waste during that pass: at some turn T the cards still there
   * (earliest homecoming ≥ T) form a list whose top-down split fails at some card, and that card and those below it
   * must wait for the ones above, which cannot all go first. Frozen cards are on the waste at the redeal, in sequence
   * order, so they begin the next pass's stock in that order. Returns how many were marked.
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
    this.computeEarliest(cards, times, count, outside, early, ace, king);
    const earliest = this.earliest;
    frozen.fill(0, 0, count);
    let marked = 0;
    for (let index = 0; index < count; index++) {
      const time = times[index]!;
      const frontier = this.frontier;
      frontier.fill(NONE);
      for (let suit = 0; suit < 4; suit++) frontier[suit * 14 + 13 - king[suit]!] = ace[suit]! - 1;
      for (let below = index; below >= 0; below--) {
        if (earliest[below]! < time) continue;
        const other = cards[below]!;
        const suit = (other / 13) | 0;
        if (this.step(suit * 14, other - suit * 13)) continue;
        for (let stuck = below; stuck >= 0; stuck--) {
          if (earliest[stuck]! < time || frozen[stuck] === 1) continue;
          frozen[stuck] = 1;
          marked++;
        }
        break;
      }
    }
    return marked;
  }

  private computeEarliest(
    cards: Uint8Array,
    times: Int32Array,
    count: number,
    outside: Int32Array,
    early: Int32Array,
    ace: Int32Array,
    king: Int32Array,
  ): void {
    const firstTime = this.firstTime;
    const inSequence = this.inSequence;
    firstTime.fill(INFINITE);
    inSequence.fill(0);
    for (let index = 0; index < count; index++) {
      const card = cards[index]!;
      inSequence[card]!++;
      if (times[index]! < firstTime[card]!) firstTime[card] = times[index]!;
    }
    const earliest = this.earliest;
    earliest.fill(INFINITE, 0, count);
    for (let suit = 0; suit < 4; suit++) {
      const base = suit * 13;
      const aceNext = ace[suit]!;
      const kingNext = 12 - king[suit]!;
      // aceReady[r + 1]: earliest turn by which the Ace foundation can hold rank r (aceReady[aceNext] = 0).
      const aceReady = this.aceReady;
      aceReady[aceNext] = 0;
      let stuck = false;
      for (let rank = aceNext; rank <= 12; rank++) {
        const card = base + rank;
        let available: number;
        if (!stuck && outside[card]! > 0) available = 0;
        else {
          stuck = true;
          available = early[card]! > 0 ? 0 : firstTime[card]!;
        }
        aceReady[rank + 1] = Math.max(aceReady[rank]!, available);
      }
      // kingReady[r]: earliest turn by which the King foundation can hold rank r (kingReady[kingNext + 1] = 0).
      const kingReady = this.kingReady;
      if (kingNext >= 0) kingReady[kingNext + 1] = 0;
      stuck = false;
      for (let rank = kingNext; rank >= 0; rank--) {
        const card = base + rank;
        let available: number;
        if (!stuck && outside[card]! > 0) available = 0;
        else {
          stuck = true;
          available = early[card]! > 0 ? 0 : firstTime[card]!;
        }
        kingReady[rank] = Math.max(kingReady[rank + 1]!, available);
      }
      for (let index = 0; index < count; index++) {
        const card = cards[index]!;
        if (((card / 13) | 0) !== suit) continue;
        const rank = card - base;
        const time = times[index]!;
        const viaAce = rank >= aceNext ? Math.max(time, aceReady[rank]!) : INFINITE;
        const viaKing = rank <= kingNext ? Math.max(time, kingReady[rank + 1]!) : INFINITE;
        earliest[index] = Math.min(viaAce, viaKing);
      }
    }
  }
}
