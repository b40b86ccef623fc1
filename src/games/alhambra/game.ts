import { cardLabel, rankOf, SUIT_SYMBOLS, suitOf } from '../../core/cards.js';
import { BaseGame } from '../base.js';
import type { AlhambraVariant } from '../ids.js';
import type { AlhambraLayout } from '../layout.js';
import { describeMissingSource, describeSource, inRange, isReserveTarget } from '../piles.js';
import type { Move, Source, Target } from '../types.js';
import { ACE, KING, REDEAL_CODE, TURN_CODE, WASTE_BASE } from './codes.js';

/** Shape of each Alhambra variant: reserve piles × cards per pile, waste piles, passes. */
export const ALHAMBRA_SHAPES: Record<
  AlhambraVariant,
  { readonly reservePiles: number; readonly reserveDepth: number; readonly wastePiles: number }
> = {
  standard: { reservePiles: 8, reserveDepth: 4, wastePiles: 1 },
  'any-suit': { reservePiles: 8, reserveDepth: 4, wastePiles: 1 },
  granada: { reservePiles: 8, reserveDepth: 4, wastePiles: 4 },
  reinforcement: { reservePiles: 4, reserveDepth: 12, wastePiles: 1 },
};

/** Passes through the stock: the first deal and two redeals. */
export const ALHAMBRA_PASSES = 3;

// History entries keep the move code in the low byte; bit 8 marks a Reinforcement refill after a reserve move,
// bits 8–11 the piles refilled after a redeal, and bits 8–10 how many cards a Granada turn dealt;
// a card move keeps the moved card in bits 12 and up, so undo knows which foundation to take it from.
const CODE_MASK = 255;
const EXTRA_SHIFT = 8;
const EXTRA_MASK = 15;
const CARD_SHIFT = 12;

const encode = (from: number, to: number): number => (from << 4) | to;

/** True if two ranks are one step apart, round the corner (K–A is a step). */
const adjacentRanks = (a: number, b: number): boolean => {
  const difference = a > b ? a - b : b - a;
  return difference === 1 || difference === 12;
};

/** Alhambra, any-suit, Granada and The Reinforcements: eight foundations, reserve piles, stock and waste. */
export class AlhambraGame extends BaseGame {
  /** The family, a literal that narrows `AnyGame` in a `switch`. */
  readonly family = 'alhambra';
  readonly kind;
  /** Reserve piles, bottom card first. */
  readonly reserve: number[][];
  /** Waste piles (one, or four in Granada), bottom card first. */
  readonly waste: number[][];
  /** The stock; its last element is the next card turned. */
  stock: number[];
  /** Cards on each suit's Ace foundation (1–13, the Ace included), by suit index. */
  readonly aceFoundations: number[];
  /** Cards on each suit's King foundation (1–13, the King included), by suit index. */
  readonly kingFoundations: number[];
  /** Redeals used so far (0–2); the pass is this plus one. */
  redealsUsed = 0;
  cardsHome = 8;
  readonly cardCount = 104;
  readonly anySuit: boolean;
  readonly refills: boolean;
  // Granada's redeal gathers four piles; their sizes are kept here so undo can lay them out again.
  private readonly gatheredSizes: number[][] = [];

  constructor(readonly layout: AlhambraLayout) {
    super(CODE_MASK);
    this.kind = { game: 'alhambra', variant: layout.variant } as const;
    const shape = ALHAMBRA_SHAPES[layout.variant];
    this.reserve = layout.reserve.map((pile) => [...pile]);
    this.waste = Array.from({ length: shape.wastePiles }, () => []);
    this.stock = [...layout.stock].reverse();
    this.aceFoundations = [1, 1, 1, 1];
    this.kingFoundations = [1, 1, 1, 1];
    this.anySuit = layout.variant === 'any-suit';
    this.refills = layout.variant === 'reinforcement';
  }

  /** The current pass, 1 to 3. */
  get pass(): number {
    return this.redealsUsed + 1;
  }

  /** True if the redeal is legal now. */
  canRedeal(): boolean {
    return (
      this.stock.length === 0 && this.redealsUsed < ALHAMBRA_PASSES - 1 && this.waste.some((pile) => pile.length > 0)
    );
  }

  generateMoveCodes(out: number[]): number {
    let count = 0;
    const reserve = this.reserve;
    const waste = this.waste;
    const wasteCount = waste.length;
    const sourceCount = WASTE_BASE + wasteCount;
    for (let from = 0; from < sourceCount; from++) {
      if (from === reserve.length) from = WASTE_BASE;
      const pile = from < WASTE_BASE ? reserve[from]! : waste[from - WASTE_BASE]!;
      if (pile.length === 0) continue;
      const card = pile[pile.length - 1]!;
      const suit = (card / 13) | 0;
      const rank = card - suit * 13;
      if (this.aceFoundations[suit] === rank) out[count++] = encode(from, ACE);
      if (12 - this.kingFoundations[suit]! === rank) out[count++] = encode(from, KING);
      // Reserve cards build on any waste pile; waste cards on another waste pile only in Granada.
      if (from >= WASTE_BASE && wasteCount === 1) continue;
      for (let target = 0; target < wasteCount; target++) {
        const to = WASTE_BASE + target;
        if (to === from) continue;
        const targetPile = waste[target]!;
        if (targetPile.length === 0) continue;
        const top = targetPile[targetPile.length - 1]!;
        const topSuit = (top / 13) | 0;
        if ((topSuit === suit || this.anySuit) && adjacentRanks(top - topSuit * 13, rank))
          out[count++] = encode(from, to);
      }
    }
    if (this.stock.length > 0) out[count++] = TURN_CODE;
    else if (this.canRedeal()) out[count++] = REDEAL_CODE;
    return count;
  }

  playCode(code: number): void {
    if (code === TURN_CODE) {
      this.turn();
      return;
    }
    if (code === REDEAL_CODE) {
      this.redeal();
      return;
    }
    const from = code >> 4;
    const to = code & 15;
    const pile = from < WASTE_BASE ? this.reserve[from]! : this.waste[from - WASTE_BASE]!;
    const card = pile.pop()!;
    if (to === ACE) {
      this.aceFoundations[(card / 13) | 0]!++;
      this.cardsHome++;
    } else if (to === KING) {
      this.kingFoundations[(card / 13) | 0]!++;
      this.cardsHome++;
    } else this.waste[to - WASTE_BASE]!.push(card);
    let entry = code | (card << CARD_SHIFT);
    if (this.refills && from < WASTE_BASE && pile.length === 0 && this.stock.length > 0) {
      pile.push(this.stock.pop()!);
      entry |= 1 << EXTRA_SHIFT;
    }
    this.entries.push(entry);
  }

  private turn(): void {
    const waste = this.waste;
    let dealt = 0;
    while (dealt < waste.length && this.stock.length > 0) waste[dealt++]!.push(this.stock.pop()!);
    this.entries.push(TURN_CODE | (dealt << EXTRA_SHIFT));
  }

  private redeal(): void {
    if (this.waste.length === 1) {
      // The card laid on the waste first is turned first again: the stock is the waste, reversed.
      const waste = this.waste[0]!;
      this.stock = waste.reverse();
      this.waste[0] = [];
    } else {
      // Granada: pile 4 is dealt first, each pile from its bottom card to its top card, then piles 3, 2, 1.
      const stock: number[] = [];
      for (const pile of this.waste) for (let index = pile.length - 1; index >= 0; index--) stock.push(pile[index]!);
      this.gatheredSizes.push(this.waste.map((pile) => pile.length));
      for (let index = 0; index < this.waste.length; index++) this.waste[index] = [];
      this.stock = stock;
    }
    this.redealsUsed++;
    let refilled = 0;
    if (this.refills) {
      for (let index = 0; index < this.reserve.length && this.stock.length > 0; index++) {
        const pile = this.reserve[index]!;
        if (pile.length > 0) continue;
        pile.push(this.stock.pop()!);
        refilled |= 1 << index;
      }
    }
    this.entries.push(REDEAL_CODE | (refilled << EXTRA_SHIFT));
  }

  undoCode(): number {
    const entry = this.entries.pop();
    if (entry === undefined) return -1;
    const code = entry & CODE_MASK;
    const extra = (entry >> EXTRA_SHIFT) & EXTRA_MASK;
    if (code === TURN_CODE) {
      for (let index = extra - 1; index >= 0; index--) this.stock.push(this.waste[index]!.pop()!);
    } else if (code === REDEAL_CODE) {
      for (let index = this.reserve.length - 1; index >= 0; index--)
        if (extra & (1 << index)) this.stock.push(this.reserve[index]!.pop()!);
      this.redealsUsed--;
      if (this.waste.length === 1) {
        this.waste[0] = this.stock.reverse();
        this.stock = [];
      } else {
        const sizes = this.gatheredSizes.pop()!;
        for (let index = this.waste.length - 1; index >= 0; index--) {
          const size = sizes[index]!;
          this.waste[index] = this.stock.splice(this.stock.length - size, size).reverse();
        }
      }
    } else {
      const from = code >> 4;
      const to = code & 15;
      const pile = from < WASTE_BASE ? this.reserve[from]! : this.waste[from - WASTE_BASE]!;
      if (extra & 1) this.stock.push(pile.pop()!);
      const card = entry >> CARD_SHIFT;
      if (to === ACE || to === KING) {
        if (to === ACE) this.aceFoundations[suitOf(card)]!--;
        else this.kingFoundations[suitOf(card)]!--;
        this.cardsHome--;
      } else this.waste[to - WASTE_BASE]!.pop();
      pile.push(card);
    }
    return code;
  }

  explainIllegal(move: Move): string | undefined {
    if (move.type === 'turn') {
      if (this.stock.length > 0) return undefined;
      if (this.canRedeal()) return 'the stock is empty: redeal first';
      if (this.redealsUsed >= ALHAMBRA_PASSES - 1) return 'the stock is empty and no redeal is left';
      return 'the stock and the waste are empty: there is nothing to turn';
    }
    if (move.type === 'redeal') {
      if (this.stock.length > 0) return 'the stock is not empty: no redeal yet';
      if (this.redealsUsed >= ALHAMBRA_PASSES - 1) return 'no redeal is left: three passes in all';
      if (!this.waste.some((pile) => pile.length > 0)) return 'the waste is empty: there is nothing to redeal';
      return undefined;
    }
    const from = this.sourcePile(move.from);
    if (from === undefined) return describeMissingSource(move.from);
    const pile = from < WASTE_BASE ? this.reserve[from]! : this.waste[from - WASTE_BASE]!;
    const card = pile[pile.length - 1];
    if (card === undefined) return `${describeSource(move.from)} is empty`;
    const suit = suitOf(card);
    const rank = rankOf(card);
    const to = move.to;
    switch (to.pile) {
      case 'ace': {
        const height = this.aceFoundations[suit]!;
        if (height === rank) return undefined;
        if (height === 13) return `the ${SUIT_SYMBOLS[suit]} Ace foundation is complete`;
        return `${cardLabel(card)} does not go on the ${SUIT_SYMBOLS[suit]} Ace foundation: it needs ${cardLabel(suit * 13 + height)}`;
      }
      case 'king': {
        const height = this.kingFoundations[suit]!;
        if (12 - height === rank) return undefined;
        if (height === 13) return `the ${SUIT_SYMBOLS[suit]} King foundation is complete`;
        return `${cardLabel(card)} does not go on the ${SUIT_SYMBOLS[suit]} King foundation: it needs ${cardLabel(suit * 13 + 12 - height)}`;
      }
      case 'waste': {
        if (!inRange(to.index, this.waste.length)) return `there is no waste ${to.index + 1} in this game`;
        if (move.from.pile === 'waste') {
          if (this.waste.length === 1) return 'a waste card goes only to a foundation';
          if (move.from.index === to.index) return 'a card cannot move onto its own waste pile';
        }
        const target = this.waste[to.index]!;
        const top = target[target.length - 1];
        if (top === undefined)
          return move.from.pile === 'reserve'
            ? 'a reserve card cannot go onto an empty waste'
            : 'nothing can go onto an empty waste';
        const sameSuit = suitOf(top) === suit || (this.anySuit && move.from.pile === 'reserve');
        if (sameSuit && adjacentRanks(rankOf(top), rank)) return undefined;
        const rule = this.anySuit ? 'one rank up or down' : 'the same suit one rank up or down';
        return `${cardLabel(card)} does not fit on ${cardLabel(top)}: the waste takes ${rule}`;
      }
      case 'column':
        return 'Alhambra has no columns';
      case 'foundation':
        return 'say which foundation: the Ace foundation (a) or the King foundation (k)';
    }
    // Only reachable with a move given as data that names no pile of the types, such as the reserve.
    return isReserveTarget(to) ? 'nothing is ever put into the reserve' : 'there is no such pile in Alhambra';
  }

  protected restart(): AlhambraGame {
    return new AlhambraGame(this.layout);
  }

  moveOfCode(code: number): Move {
    if (code === TURN_CODE) return { type: 'turn' };
    if (code === REDEAL_CODE) return { type: 'redeal' };
    const from = code >> 4;
    const to = code & 15;
    const source: Source =
      from < WASTE_BASE ? { pile: 'reserve', index: from } : { pile: 'waste', index: from - WASTE_BASE };
    const target: Target =
      to === ACE ? { pile: 'ace' } : to === KING ? { pile: 'king' } : { pile: 'waste', index: to - WASTE_BASE };
    return { type: 'transfer', from: source, to: target };
  }

  codeOfMove(move: Move): number | undefined {
    if (move.type === 'turn') return TURN_CODE;
    if (move.type === 'redeal') return REDEAL_CODE;
    const from = this.sourcePile(move.from);
    if (from === undefined) return undefined;
    const to = move.to;
    if (to.pile === 'ace') return encode(from, ACE);
    if (to.pile === 'king') return encode(from, KING);
    if (to.pile === 'waste' && inRange(to.index, this.waste.length)) return encode(from, WASTE_BASE + to.index);
    return undefined;
  }

  private sourcePile(source: Source): number | undefined {
    if (source.pile === 'reserve') return inRange(source.index, this.reserve.length) ? source.index : undefined;
    if (source.pile === 'waste')
      return inRange(source.index, this.waste.length) ? WASTE_BASE + source.index : undefined;
    return undefined;
  }
}
