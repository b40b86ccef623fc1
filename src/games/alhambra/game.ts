import { rankOf, suitOf } from '../../core/cards.js';
import { BaseGame } from '../base.js';
import type { IllegalMove } from '../errors.js';
import type { AlhambraLayout } from '../layout.js';
import { inRange, isReserveTarget, missingSource } from '../piles.js';
import { ALHAMBRA_DESCRIPTORS, ALHAMBRA_FAMILY, type AlhambraDescriptor } from '../registry.js';
import type { Move, Source, Target } from '../types.js';
import { ACE, KING, REDEAL_CODE, TURN_CODE, WASTE_BASE } from './codes.js';

/** Passes through the stock: the first deal and two redeals. */
export const ALHAMBRA_PASSES = ALHAMBRA_FAMILY.passes;

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
  cardsHome: number = ALHAMBRA_FAMILY.foundations;
  readonly cardCount: number = ALHAMBRA_FAMILY.cardCount;
  /** The variant's descriptor: its shape and rules. */
  readonly rules: AlhambraDescriptor;
  /** A reserve card builds on the waste whatever its suit. */
  readonly anySuit: boolean;
  /** The stock refills an emptied reserve pile. */
  readonly refills: boolean;
  // Granada's redeal gathers four piles; their sizes are kept here so undo can lay them out again.
  private readonly gatheredSizes: number[][] = [];

  constructor(readonly layout: AlhambraLayout) {
    super(CODE_MASK);
    this.kind = { game: 'alhambra', variant: layout.variant } as const;
    const shape = ALHAMBRA_DESCRIPTORS[layout.variant];
    this.rules = shape;
    this.reserve = layout.reserve.map((pile) => [...pile]);
    this.waste = Array.from({ length: shape.wastePiles }, () => []);
    this.stock = [...layout.stock].reverse();
    this.aceFoundations = [1, 1, 1, 1];
    this.kingFoundations = [1, 1, 1, 1];
    this.anySuit = shape.anySuitOnWaste;
    this.refills = shape.reserveRefills;
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

  protected explainIllegalMove(move: Move): IllegalMove | undefined {
    switch (move.type) {
      case 'turn':
        if (this.stock.length > 0) return undefined;
        if (this.canRedeal()) return { code: 'turn.redealFirst' };
        if (this.redealsUsed >= ALHAMBRA_PASSES - 1) return { code: 'turn.noRedealLeft' };
        return { code: 'turn.nothingToTurn' };
      case 'redeal':
        if (this.stock.length > 0) return { code: 'redeal.stockNotEmpty' };
        if (this.redealsUsed >= ALHAMBRA_PASSES - 1) return { code: 'redeal.noneLeft', passes: ALHAMBRA_PASSES };
        if (!this.waste.some((pile) => pile.length > 0)) return { code: 'redeal.wasteEmpty' };
        return undefined;
      case 'transfer':
        return this.explainTransfer(move.from, move.to);
    }
  }

  private explainTransfer(source: Source, to: Target): IllegalMove | undefined {
    const from = this.sourcePile(source);
    if (from === undefined) return missingSource(source);
    const pile = from < WASTE_BASE ? this.reserve[from]! : this.waste[from - WASTE_BASE]!;
    const card = pile[pile.length - 1];
    if (card === undefined) return { code: 'move.emptySource', source: { pile: source.pile, index: source.index } };
    const suit = suitOf(card);
    const rank = rankOf(card);
    switch (to.pile) {
      case 'ace': {
        const height = this.aceFoundations[suit]!;
        if (height === rank) return undefined;
        if (height === 13) return { code: 'move.foundationComplete', suit, foundation: 'ace' };
        return { code: 'move.notNext', card, foundation: 'ace', needs: suit * 13 + height };
      }
      case 'king': {
        const height = this.kingFoundations[suit]!;
        if (12 - height === rank) return undefined;
        if (height === 13) return { code: 'move.foundationComplete', suit, foundation: 'king' };
        return { code: 'move.notNext', card, foundation: 'king', needs: suit * 13 + 12 - height };
      }
      case 'waste': {
        if (!inRange(to.index, this.waste.length)) return { code: 'move.noSuchWaste', index: to.index };
        if (source.pile === 'waste') {
          if (this.waste.length === 1) return { code: 'move.wasteOnlyHome' };
          if (source.index === to.index) return { code: 'move.ontoItself', pile: 'waste' };
        }
        const target = this.waste[to.index]!;
        const top = target[target.length - 1];
        if (top === undefined)
          return { code: 'move.emptyWaste', from: source.pile === 'reserve' ? 'reserve' : 'waste' };
        const sameSuit = suitOf(top) === suit || (this.anySuit && source.pile === 'reserve');
        if (sameSuit && adjacentRanks(rankOf(top), rank)) return undefined;
        return { code: 'move.doesNotFit', card, onto: top, rule: this.anySuit ? 'wasteAnySuit' : 'waste' };
      }
      case 'column':
        return { code: 'move.noColumns' };
      case 'foundation':
        return { code: 'move.whichFoundation' };
    }
    // Only reachable with a move given as data that names no pile of the types, such as the reserve.
    return isReserveTarget(to) ? { code: 'move.intoReserve' } : { code: 'move.noSuchPile' };
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
