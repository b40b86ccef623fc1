import { isRed, rankOf, suitOf } from '../../core/cards.js';
import { BaseGame } from '../base.js';
import type { IllegalMove } from '../errors.js';
import type { KingAlbertLayout } from '../layout.js';
import { inRange, isReserveTarget, missingSource } from '../piles.js';
import { KING_ALBERT_FAMILY } from '../registry.js';
import type { Move, Source, Target } from '../types.js';
import { CARD_SHIFT, CODE_MASK, FOUNDATION, RESERVE_BASE } from './codes.js';

/** Number of tableau columns in King Albert and Raglan. */
export const KING_ALBERT_COLUMNS = KING_ALBERT_FAMILY.columns;

const NO_CARD = -1;

const encode = (from: number, to: number): number => (from << 5) | to;

/** King Albert and Raglan: nine columns built down in alternating colours, a reserve, four foundations. */
export class KingAlbertGame extends BaseGame {
  /** The family, a literal that narrows `AnyGame` in a `switch`. */
  readonly family = 'king-albert';
  readonly kind;
  /** Columns left to right, bottom card first. */
  readonly columns: number[][];
  /** Reserve slots; -1 marks an empty slot, which keeps its number. */
  readonly reserve: number[];
  /** Cards on each suit's foundation (0–13), by suit index. */
  readonly foundations: number[];
  readonly cardCount: number = KING_ALBERT_FAMILY.cardCount;
  cardsHome: number;
  // Each entry is a move code (9 bits) with the moved card above it, so undo knows the foundation's suit.

  constructor(readonly layout: KingAlbertLayout) {
    super(CODE_MASK);
    this.kind = { game: 'king-albert', variant: layout.variant } as const;
    this.columns = layout.tableau.map((column) => [...column]);
    this.reserve = [...layout.reserve];
    this.foundations = [0, 0, 0, 0];
    for (const card of layout.foundations) this.foundations[suitOf(card)] = rankOf(card) + 1;
    this.cardsHome = this.foundations.reduce((sum, height) => sum + height, 0);
  }

  /** The card a source pile offers, or -1. */
  private cardAt(pile: number): number {
    if (pile < RESERVE_BASE) {
      const column = this.columns[pile]!;
      return column.length > 0 ? column[column.length - 1]! : NO_CARD;
    }
    return this.reserve[pile - RESERVE_BASE] ?? NO_CARD;
  }

  generateMoveCodes(out: number[]): number {
    let count = 0;
    const columns = this.columns;
    const sourceCount = RESERVE_BASE + this.reserve.length;
    for (let from = 0; from < sourceCount; from++) {
      const card = this.cardAt(from);
      if (card === NO_CARD) continue;
      const rank = card % 13;
      if (this.foundations[(card / 13) | 0] === rank) out[count++] = encode(from, FOUNDATION);
      const red = isRed(card);
      for (let to = 0; to < KING_ALBERT_COLUMNS; to++) {
        if (to === from) continue;
        const column = columns[to]!;
        if (column.length === 0) {
          out[count++] = encode(from, to);
          continue;
        }
        const top = column[column.length - 1]!;
        if (top % 13 === rank + 1 && isRed(top) !== red) out[count++] = encode(from, to);
      }
    }
    return count;
  }

  playCode(code: number): void {
    const from = code >> 5;
    const to = code & 31;
    let card: number;
    if (from < RESERVE_BASE) card = this.columns[from]!.pop()!;
    else {
      card = this.reserve[from - RESERVE_BASE]!;
      this.reserve[from - RESERVE_BASE] = NO_CARD;
    }
    if (to === FOUNDATION) {
      this.foundations[(card / 13) | 0]!++;
      this.cardsHome++;
    } else this.columns[to]!.push(card);
    this.entries.push(code | (card << CARD_SHIFT));
  }

  undoCode(): number {
    const entry = this.entries.pop();
    if (entry === undefined) return -1;
    const code = entry & CODE_MASK;
    const card = entry >> CARD_SHIFT;
    const from = code >> 5;
    const to = code & 31;
    if (to === FOUNDATION) {
      this.foundations[(card / 13) | 0]!--;
      this.cardsHome--;
    } else this.columns[to]!.pop();
    if (from < RESERVE_BASE) this.columns[from]!.push(card);
    else this.reserve[from - RESERVE_BASE] = card;
    return code;
  }

  protected explainIllegalMove(move: Move): IllegalMove | undefined {
    if (move.type !== 'transfer') return { code: 'move.noStock' };
    const from = this.sourcePile(move.from);
    if (from === undefined) return missingSource(move.from);
    const card = this.cardAt(from);
    if (card === NO_CARD) return { code: 'move.emptySource', source: { pile: move.from.pile, index: move.from.index } };
    const to = move.to;
    switch (to.pile) {
      case 'foundation': {
        const height = this.foundations[suitOf(card)]!;
        if (height === rankOf(card)) return undefined;
        if (height === 0) return { code: 'move.needsAce', card };
        return { code: 'move.notNext', card, foundation: 'foundation', needs: suitOf(card) * 13 + height };
      }
      case 'column': {
        if (!inRange(to.index, KING_ALBERT_COLUMNS)) return { code: 'move.noSuchColumn', index: to.index };
        if (move.from.pile === 'column' && move.from.index === to.index)
          return { code: 'move.ontoItself', pile: 'column' };
        const column = this.columns[to.index]!;
        if (column.length === 0) return undefined;
        const top = column[column.length - 1]!;
        if (rankOf(top) === rankOf(card) + 1 && isRed(top) !== isRed(card)) return undefined;
        return { code: 'move.doesNotFit', card, onto: top, rule: 'column' };
      }
      default:
        return isReserveTarget(to) ? { code: 'move.intoReserve' } : { code: 'move.noWasteOrAceKing' };
    }
  }

  protected restart(): KingAlbertGame {
    return new KingAlbertGame(this.layout);
  }

  moveOfCode(code: number): Move {
    const from = code >> 5;
    const to = code & 31;
    const source: Source =
      from < RESERVE_BASE ? { pile: 'column', index: from } : { pile: 'reserve', index: from - RESERVE_BASE };
    const target: Target = to === FOUNDATION ? { pile: 'foundation' } : { pile: 'column', index: to };
    return { type: 'transfer', from: source, to: target };
  }

  codeOfMove(move: Move): number | undefined {
    if (move.type !== 'transfer') return undefined;
    const from = this.sourcePile(move.from);
    if (from === undefined) return undefined;
    if (move.to.pile === 'foundation') return encode(from, FOUNDATION);
    if (move.to.pile === 'column' && inRange(move.to.index, KING_ALBERT_COLUMNS)) return encode(from, move.to.index);
    return undefined;
  }

  private sourcePile(source: Source): number | undefined {
    if (source.pile === 'column') return inRange(source.index, KING_ALBERT_COLUMNS) ? source.index : undefined;
    if (source.pile === 'reserve')
      return inRange(source.index, this.reserve.length) ? RESERVE_BASE + source.index : undefined;
    return undefined;
  }
}
