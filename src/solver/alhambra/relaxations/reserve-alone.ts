import { ALHAMBRA_PASSES, type AlhambraGame } from '../../../games/alhambra/game.js';

// The reserve alone: a relaxation of the Alhambra family whose loss proves the position lost.
//
// The reserve piles stay as they are; every other card that is not home (stock, waste, and any card a refill takes
// into the reserve later) lies in a free pool. A pool card may go home whenever it fits, and a pile's top card may
// leave the reserve, into the pool, whenever a card that the rules would let it build on (same suit, or any suit in
// any-suit, one rank up or down, round the corner) is in the pool; it may also go home when it fits. Won when every
// card is home.
//
// Why every real line is a line of this game: turns, redeals and refills change nothing here (a refill takes a stock
// card, which stays in the pool: a refilled card is only less free than a pool card). A reserve card the player
// sends home is a pile's top card here too: the piles here are the reserve as it is now, and a refill happens only
// once a pile is empty, so until then the real piles hold the same cards. A reserve card built onto a waste pile's top
// card leaves here with that card as its bridge: the waste card is in the pool. A waste card sent home, or a refilled
// card sent home or built onto the waste, is a pool card here. So a position lost here is lost.
//
// In the last pass (one waste pile) the waste as it is now may be kept too: its cards then leave only for home, top
// card first, and only its top card is a bridge. Sound because nothing is ever taken off a waste pile but its top
// card, and only for home, and no redeal comes to turn it into stock: the cards put on the waste later (pool cards
// here) lie above these, so each of these is the real top card only when the ones kept above it have gone home.
//
// What this relaxation sees is the deep piles blocking one another (and the last pass's waste blocking them): a card
// whose bridges all lie under it or under other stuck cards, and whose foundations wait for cards under it. It cannot
// see the stock's order.
//
// No line returns to a position (a move sends a card home or out of the reserve), so a position searched to the end
// without a win is lost for good.

/** The verdict of the reserve alone: won, lost, or undecided within the position budget. */
export type ReserveAloneVerdict = 'won' | 'lost' | 'unknown';

class BudgetSpent extends Error {}

const RANKS = 13;
// A position's key: the heights of the waste and the piles in mixed radix, times 2^32, plus 4 bits for each of the 8
// foundations.
const FOUNDATION_KEY_SPAN = 2 ** 32;
const MAX_HEIGHT_INDEX = 2 ** 21;

/** The reserve alone (see above) for positions with `pileCount` reserve piles of at most `depth` cards. */
export class ReserveAlone {
  private readonly cards: Int8Array;
  private readonly heights: Int32Array;
  private readonly firstHeights: Int32Array;
  private readonly aceTop = new Int32Array(4);
  private readonly kingLow = new Int32Array(4);
  // Copies of each card held in the piles or the kept waste.
  private readonly held = new Int8Array(4 * RANKS);
  private readonly waste = new Int8Array(2 * 4 * RANKS);
  private wasteHeight = 0;
  // Pile numbers of the cards the closures took into the pool, so that they can be put back.
  private readonly taken: Int32Array;
  private takenCount = 0;
  private readonly lost = new Set<number>();
  private positions = 0;
  private maxPositions = 0;
  private shouldStop: () => boolean = () => false;

  constructor(
    private readonly pileCount: number,
    private readonly depth: number,
    private readonly anySuit: boolean,
  ) {
    this.cards = new Int8Array(pileCount * depth);
    this.heights = new Int32Array(pileCount);
    this.firstHeights = new Int32Array(pileCount);
    this.taken = new Int32Array(pileCount * depth);
  }

  /**
   * Decides the position whose pile p holds the cards `reserve[p * depth …][0 … heights[p])`, bottom first, and whose
   * suits have `aceCounts` and `kingCounts` cards on their foundations; searched within
   * `maxPositions`, and `shouldStop`, asked every 1,024 positions, ends it early (verdict unknown). In the last pass,
   * `waste[0 … wasteHeight)` (bottom first) may be given: the one waste pile, kept as it is (see above).
   */
  decide(
    reserve: ArrayLike<number>,
    heights: ArrayLike<number>,
    aceCounts: ArrayLike<number>,
    kingCounts: ArrayLike<number>,
    maxPositions: number,
    shouldStop: () => boolean = () => false,
    waste: ArrayLike<number> = [],
    wasteHeight = 0,
  ): { readonly verdict: ReserveAloneVerdict; readonly positions: number } {
    const { cards, depth, held } = this;
    held.fill(0);
    for (let pile = 0; pile < this.pileCount; pile++) {
      this.heights[pile] = heights[pile]!;
      this.firstHeights[pile] = heights[pile]!;
      for (let level = 0; level < heights[pile]!; level++) {
        const card = reserve[pile * depth + level]!;
        cards[pile * depth + level] = card;
        held[card]!++;
      }
    }
    this.wasteHeight = wasteHeight;
    for (let level = 0; level < wasteHeight; level++) {
      const card = waste[level]!;
      this.waste[level] = card;
      held[card]!++;
    }
    for (let suit = 0; suit < 4; suit++) {
      this.aceTop[suit] = aceCounts[suit]! - 1;
      this.kingLow[suit] = RANKS - kingCounts[suit]!;
    }
    this.takenCount = 0;
    this.lost.clear();
    this.positions = 0;
    this.maxPositions = maxPositions;
    this.shouldStop = shouldStop;
    try {
      return { verdict: this.search() ? 'won' : 'lost', positions: this.positions };
    } catch (error) {
      if (error instanceof BudgetSpent) return { verdict: 'unknown', positions: this.positions };
      throw error;
    } finally {
      this.lost.clear();
    }
  }

  // Copies of the card in the pool: each card has two, one for each foundation of its suit.
  private inPool(suit: number, rank: number): number {
    return (
      2 - (rank <= this.aceTop[suit]! ? 1 : 0) - (rank >= this.kingLow[suit]! ? 1 : 0) - this.held[suit * RANKS + rank]!
    );
  }

  private bridged(card: number): boolean {
    const rank = card % RANKS;
    const up = (rank + 1) % RANKS;
    const down = (rank + RANKS - 1) % RANKS;
    if (this.wasteHeight > 0) {
      const top = this.waste[this.wasteHeight - 1]!;
      const topRank = top % RANKS;
      if ((topRank === up || topRank === down) && (this.anySuit || ((top / RANKS) | 0) === ((card / RANKS) | 0)))
        return true;
    }
    if (!this.anySuit) {
      const suit = (card / RANKS) | 0;
      return this.inPool(suit, up) > 0 || this.inPool(suit, down) > 0;
    }
    for (let suit = 0; suit < 4; suit++) if (this.inPool(suit, up) > 0 || this.inPool(suit, down) > 0) return true;
    return false;
  }

  // Whether the pool holds a card of every rank strictly between `from` and `to` (either way) in `suit`.
  private poolHolds(suit: number, from: number, to: number): boolean {
    const step = to > from ? 1 : -1;
    for (let rank = from + step; rank !== to; rank += step) if (this.inPool(suit, rank) <= 0) return false;
    return true;
  }

  // The position's key (heights only shrink within a search, so its first ones bound them), or -1 if it would not fit
  // in a double's 53 bits.
  private key(): number {
    let heightIndex = this.wasteHeight;
    for (let pile = 0; pile < this.pileCount; pile++)
      heightIndex = heightIndex * (this.firstHeights[pile]! + 1) + this.heights[pile]!;
    if (heightIndex >= MAX_HEIGHT_INDEX) return -1;
    let foundations = 0;
    for (let suit = 0; suit < 4; suit++)
      foundations = (foundations << 8) | (this.aceTop[suit]! << 4) | this.kingLow[suit]!;
    return heightIndex * FOUNDATION_KEY_SPAN + (foundations >>> 0);
  }

  private putBack(mark: number): void {
    const { heights, held, cards, depth, taken } = this;
    while (this.takenCount > mark) {
      const pile = taken[--this.takenCount]!;
      held[cards[pile * depth + heights[pile]!]!]!++;
      heights[pile]!++;
    }
  }

  // Sends pile `pile`'s top card home on its suit's Ace foundation (or King foundation) with the pool's cards of the
  // ranks between (the caller checked that the pool has them), searches on, and takes it all back.
  // Pile `pileCount` stands for the kept waste.
  private homeWithRun(pile: number, card: number, toAce: boolean): boolean {
    const suit = (card / RANKS) | 0;
    const rank = card % RANKS;
    const foundation = toAce ? this.aceTop : this.kingLow;
    const before = foundation[suit]!;
    const fromWaste = pile === this.pileCount;
    if (fromWaste) this.wasteHeight--;
    else this.heights[pile]!--;
    this.held[card]!--;
    foundation[suit] = rank;
    const won = this.search();
    foundation[suit] = before;
    if (fromWaste) this.wasteHeight++;
    else this.heights[pile]!++;
    this.held[card]!++;
    return won;
  }

  // Tries sending `card`, the top card of pile `pile` (or of the kept waste), home with the pool's run before it.
  private tryHome(pile: number, card: number): boolean {
    const suit = (card / RANKS) | 0;
    const rank = card % RANKS;
    const aceTop = this.aceTop[suit]!;
    const kingLow = this.kingLow[suit]!;
    return (
      (rank > aceTop && this.poolHolds(suit, aceTop, rank) && this.homeWithRun(pile, card, true)) ||
      (rank < kingLow && this.poolHolds(suit, kingLow, rank) && this.homeWithRun(pile, card, false))
    );
  }

  private search(): boolean {
    const { heights, held, cards, depth, pileCount } = this;
    if (this.positions >= this.maxPositions || (this.positions % 1024 === 0 && this.positions > 0 && this.shouldStop()))
      throw new BudgetSpent();
    this.positions++;
    const mark = this.takenCount;
    // A pile's top card with a bridge in the pool goes into the pool at once. Safe: the position after it allows
    // every line the one before allows (that card's later move home starts from the pool instead, and the pool and
    // the tops only gain a card meanwhile), so it is won whenever the one before is.
    let empty = 0;
    for (let changed = true; changed; ) {
      changed = false;
      empty = 0;
      for (let pile = 0; pile < pileCount; pile++) {
        while (heights[pile]! > 0 && this.bridged(cards[pile * depth + heights[pile]! - 1]!)) {
          heights[pile]!--;
          held[cards[pile * depth + heights[pile]!]!]!--;
          this.taken[this.takenCount++] = pile;
          changed = true;
        }
        if (heights[pile] === 0) empty++;
      }
    }
    // With the reserve and the kept waste empty every card left is in the pool, and each foundation takes its cards
    // in turn.
    if (empty === pileCount && this.wasteHeight === 0) {
      this.putBack(mark);
      return true;
    }
    const position = this.key();
    let won = false;
    if (position < 0 || !this.lost.has(position)) {
      // Only pile (and kept waste) cards going home are tried, each with the pool's cards its foundation needs first
      // (a run of them). Enough: in a winning line, a pool card's move home can wait until just before the first such
      // move home on the same foundation (until then it only keeps a bridge in the pool longer), and every pool card
      // left when the reserve and the kept waste are empty goes home then.
      for (let pile = 0; pile < pileCount && !won; pile++) {
        const height = heights[pile]!;
        if (height > 0) won = this.tryHome(pile, cards[pile * depth + height - 1]!);
      }
      if (!won && this.wasteHeight > 0) won = this.tryHome(pileCount, this.waste[this.wasteHeight - 1]!);
      if (!won && position >= 0) this.lost.add(position);
    }
    this.putBack(mark);
    return won;
  }
}

/** Options of `reserveAlone`. */
export interface ReserveAloneOptions {
  /** Asked every 1,024 positions: true ends the search early (verdict unknown). */
  readonly shouldStop?: () => boolean;
  /** Whether the last pass's waste (one waste pile) is kept as it is (default true); else its cards are in the pool. */
  readonly keepWaste?: boolean;
}

/**
 * The position of `game` with the reserve alone (see above; in the last pass with one waste pile, the waste kept),
 * searched within `maxPositions`. The game is left untouched.
 */
export const reserveAlone = (
  game: AlhambraGame,
  maxPositions: number,
  { shouldStop, keepWaste = true }: ReserveAloneOptions = {},
): { readonly verdict: ReserveAloneVerdict; readonly positions: number } => {
  const depth = Math.max(1, ...game.reserve.map((pile) => pile.length));
  const reserve = new Int8Array(game.reserve.length * depth);
  for (const [index, pile] of game.reserve.entries()) reserve.set(pile, index * depth);
  const heights = game.reserve.map((pile) => pile.length);
  const lastPass = game.waste.length === 1 && game.redealsUsed === ALHAMBRA_PASSES - 1;
  const waste = keepWaste && lastPass ? game.waste[0]! : [];
  return new ReserveAlone(game.reserve.length, depth, game.anySuit).decide(
    reserve,
    heights,
    game.aceFoundations,
    game.kingFoundations,
    maxPositions,
    shouldStop,
    waste,
    waste.length,
  );
};
