import type { Card } from '../core/cards.js';
import type { AlhambraVariant, KingAlbertVariant } from './ids.js';

/** A starting deal of King Albert or Raglan, already checked. */
export interface KingAlbertLayout {
  readonly game: 'king-albert';
  readonly variant: KingAlbertVariant;
  /** The numbered deal this layout came from, as decimal digits, if any. */
  readonly deal?: string;
  /** Nine columns left to right, each from the bottom card to the top (playable) card. */
  readonly tableau: readonly (readonly Card[])[];
  /** Reserve slots in order. */
  readonly reserve: readonly Card[];
  /** Cards already on the foundations: none in King Albert, the four Aces in Raglan. */
  readonly foundations: readonly Card[];
}

/** A starting deal of an Alhambra variant, already checked; the eight foundations are implied. */
export interface AlhambraLayout {
  readonly game: 'alhambra';
  readonly variant: AlhambraVariant;
  /** The numbered deal this layout came from, as decimal digits, if any. */
  readonly deal?: string;
  /** Reserve piles in order, each from the bottom card to the top card. */
  readonly reserve: readonly (readonly Card[])[];
  /** The stock; the first element is the first card turned. */
  readonly stock: readonly Card[];
}

/** A checked starting deal of any of the six games. */
export type Layout = KingAlbertLayout | AlhambraLayout;
