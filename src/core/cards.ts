import { err, ok, type Result } from './result.js';

/** Suits in notation order: clubs, diamonds, hearts, spades. */
export const SUITS = ['C', 'D', 'H', 'S'] as const;
/** One suit letter. */
export type Suit = (typeof SUITS)[number];

/** Ranks from Ace to King; `T` is the ten. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
/** One rank letter. */
export type Rank = (typeof RANKS)[number];

/**
 * A card as a small integer: suit index × 13 + rank index (A♣ = 0, K♠ = 51).
 * Two decks hold two cards with the same number; which deck a card came from never matters in play.
 */
export type Card = number;

/** Number of distinct cards in one deck. */
export const CARDS_PER_DECK = 52;

/** The suit symbols used in text output, by suit index. */
export const SUIT_SYMBOLS = ['♣', '♦', '♥', '♠'] as const;

/** English suit names by suit index. */
export const SUIT_NAMES = ['clubs', 'diamonds', 'hearts', 'spades'] as const;

/** English rank names by rank index. */
export const RANK_NAMES = [
  'ace',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'jack',
  'queen',
  'king',
] as const;

/** The card with this suit index (0–3) and rank index (0 = Ace … 12 = King). */
export const makeCardFrom = (suitIndex: number, rankIndex: number): Card => suitIndex * 13 + rankIndex;

/** Suit index 0–3 (clubs, diamonds, hearts, spades). */
export const suitOf = (card: Card): number => Math.floor(card / 13);

/** Rank index 0 (Ace) to 12 (King). */
export const rankOf = (card: Card): number => card % 13;

/** True for diamonds and hearts. */
export const isRed = (card: Card): boolean => {
  const suit = suitOf(card);
  return suit === 1 || suit === 2;
};

/** Why a card token was refused. */
export type CardError = { readonly code: 'card.unknown'; readonly text: string };

/** Parses a card token such as `TH` or `AS`. */
export const parseCard = (text: string): Result<Card, CardError> => {
  if (typeof text !== 'string' || text.length !== 2) return err({ code: 'card.unknown', text: String(text) });
  const rankIndex = RANKS.indexOf(text[0] as Rank);
  const suitIndex = SUITS.indexOf(text[1] as Suit);
  if (rankIndex < 0 || suitIndex < 0) return err({ code: 'card.unknown', text });
  return ok(makeCardFrom(suitIndex, rankIndex));
};

/** The card token, e.g. `TH`. */
export const makeCard = (card: Card): string => `${RANKS[rankOf(card)]}${SUITS[suitOf(card)]}`;

/** A short label with the suit symbol, e.g. `10♥`. */
export const cardLabel = (card: Card): string => {
  const rank = RANKS[rankOf(card)];
  return `${rank === 'T' ? '10' : rank}${SUIT_SYMBOLS[suitOf(card)]}`;
};

/** The spoken English name, e.g. "seven of clubs". */
export const cardName = (card: Card): string => `${RANK_NAMES[rankOf(card)]} of ${SUIT_NAMES[suitOf(card)]}`;
