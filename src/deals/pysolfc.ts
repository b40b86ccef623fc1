import { CARDS_PER_DECK, type Card, makeCardFrom } from '../core/cards.js';
import { err, ok, type Result } from '../core/result.js';
import { isDealNumber, makeDealNumber } from '../formats/deal-number.js';
import type { KindError } from '../formats/errors.js';
import { checkKind, showValue } from '../formats/kind.js';
import { describeError } from '../formats/messages.js';
import type { GameVariant } from '../games/ids.js';
import type { AlhambraLayout, KingAlbertLayout, Layout } from '../games/layout.js';
import { ALHAMBRA_FAMILY, describeVariant, KING_ALBERT_FAMILY } from '../games/registry.js';
import { type DealRandom, MersenneTwister, MicrosoftRandom } from './random.js';

/** Deal numbers below this use the Microsoft generator; from here on, the Mersenne Twister. */
export const FIRST_MERSENNE_TWISTER_DEAL = 32000n;

/** PySolFC's game id for a game/variant (any-suit shares Alhambra's, so its deals are the same). */
export const pysolfcGameId = (entry: GameVariant): number => describeVariant(entry).pysolfcGameId;

const RANDOM_DEAL_HIGH_PART = 2 ** 21;
const RANDOM_DEAL_LOW_PART = 2 ** 32;

/** A uniformly chosen deal number from 1 to 2⁵³, for "deal me a random game". */
export const randomDealNumber = (random: () => number = Math.random): bigint => {
  const high = Math.min(Math.floor(random() * RANDOM_DEAL_HIGH_PART), RANDOM_DEAL_HIGH_PART - 1);
  const low = Math.min(Math.floor(random() * RANDOM_DEAL_LOW_PART), RANDOM_DEAL_LOW_PART - 1);
  return BigInt(high) * BigInt(RANDOM_DEAL_LOW_PART) + BigInt(low) + 1n;
};

// A card in the deck being shuffled: deck index × 52 + card number, so the deck is known until the deal is done.
type DeckCard = number;

const cardOf = (deckCard: DeckCard): Card => deckCard % CARDS_PER_DECK;
const isFromFirstDeck = (deckCard: DeckCard): boolean => deckCard < CARDS_PER_DECK;

const CLUBS = 0;
const DIAMONDS = 1;
const HEARTS = 2;
const SPADES = 3;
const ACE = 0;
const KING = 12;
// PySolFC orders suits clubs, spades, hearts, diamonds; our card numbers order them clubs, diamonds, hearts, spades.
const PYSOLFC_SUIT_ORDER = [CLUBS, SPADES, HEARTS, DIAMONDS] as const;

const startingOrder = (deckCount: number): DeckCard[] => {
  const cards: DeckCard[] = [];
  for (let deck = 0; deck < deckCount; deck++) {
    for (const suit of PYSOLFC_SUIT_ORDER) {
      for (let rank = ACE; rank <= KING; rank++) cards.push(deck * CARDS_PER_DECK + makeCardFrom(suit, rank));
    }
  }
  return cards;
};

// PySolFC's Microsoft-compatible deals regroup one deck by rank (A♣ A♦ A♥ A♠ 2♣ …), as FreeCell's deals do.
const regroupByRank = (cards: readonly DeckCard[]): DeckCard[] => {
  const regrouped: DeckCard[] = [];
  for (let rank = 0; rank < 13; rank++) {
    for (const offset of [0, 39, 26, 13]) regrouped.push(cards[rank + offset]!);
  }
  return regrouped;
};

const shuffle = (cards: DeckCard[], random: DealRandom): void => {
  for (let last = cards.length - 1; last > 0; last--) {
    const other = random.integerUpTo(last);
    const card = cards[last]!;
    cards[last] = cards[other]!;
    cards[other] = card;
  }
};

/** The shuffled cards of deal `number`, in PySolFC's order: the end of the list is dealt first. */
const shuffledDeck = (deckCount: number, number: bigint): DeckCard[] => {
  let cards = startingOrder(deckCount);
  let random: DealRandom;
  if (number < FIRST_MERSENNE_TWISTER_DEAL) {
    random = new MicrosoftRandom(Number(number));
    if (cards.length === CARDS_PER_DECK) cards = regroupByRank(cards);
  } else {
    random = new MersenneTwister(number);
  }
  shuffle(cards, random);
  return cards;
};

const ALHAMBRA_FOUNDATION_COUNT = ALHAMBRA_FAMILY.foundations;
// Appended to the end of the list, so they come off A♣ A♠ A♥ A♦ K♣ K♠ K♥ K♦.
const ALHAMBRA_FOUNDATIONS_AT_THE_END: readonly DeckCard[] = [
  makeCardFrom(DIAMONDS, KING),
  makeCardFrom(HEARTS, KING),
  makeCardFrom(SPADES, KING),
  makeCardFrom(CLUBS, KING),
  makeCardFrom(DIAMONDS, ACE),
  makeCardFrom(HEARTS, ACE),
  makeCardFrom(SPADES, ACE),
  makeCardFrom(CLUBS, ACE),
];

const moveAlhambraFoundationsToTop = (cards: readonly DeckCard[]): DeckCard[] => {
  const kept: DeckCard[] = [];
  let setAside = 0;
  for (const [position, card] of cards.entries()) {
    const rank = cardOf(card) % 13;
    if (isFromFirstDeck(card) && (rank === ACE || rank === KING)) {
      setAside++;
      if (setAside === ALHAMBRA_FOUNDATION_COUNT) {
        kept.push(...cards.slice(position + 1));
        break;
      }
    } else {
      kept.push(card);
    }
  }
  return [...kept, ...ALHAMBRA_FOUNDATIONS_AT_THE_END];
};

const RAGLAN_ACES = [
  makeCardFrom(CLUBS, ACE),
  makeCardFrom(SPADES, ACE),
  makeCardFrom(HEARTS, ACE),
  makeCardFrom(DIAMONDS, ACE),
];

const moveAcesToBottom = (cards: readonly DeckCard[]): DeckCard[] => [
  ...[...RAGLAN_ACES].reverse(),
  ...cards.filter((card) => cardOf(card) % 13 !== ACE),
];

/** Takes cards off the end of the list, as PySolFC deals from the top of its talon. */
const dealerFor = (cards: DeckCard[]) => (): Card => {
  const card = cards.pop();
  if (card === undefined) throw new Error('the deck ran out while dealing');
  return cardOf(card);
};

const emptyPiles = (count: number): Card[][] => Array.from({ length: count }, () => []);

const KING_ALBERT_COLUMNS = KING_ALBERT_FAMILY.columns;

// The two King Albert deals differ in how PySolFC lays the rows of columns out, not only in shape.
const dealKingAlbert = (number: bigint): KingAlbertLayout => {
  const next = dealerFor(shuffledDeck(KING_ALBERT_FAMILY.decks, number));
  const tableau = emptyPiles(KING_ALBERT_COLUMNS);
  for (let first = 1; first < KING_ALBERT_COLUMNS; first++) {
    for (let column = first; column < KING_ALBERT_COLUMNS; column++) tableau[column]!.push(next());
  }
  for (const pile of tableau) pile.push(next());
  const reserve = Array.from(
    { length: describeVariant({ game: 'king-albert', variant: 'standard' }).reserveSize },
    next,
  );
  return { game: 'king-albert', variant: 'standard', deal: makeDealNumber(number), tableau, reserve, foundations: [] };
};

const dealRaglan = (number: bigint): KingAlbertLayout => {
  const cards = moveAcesToBottom(shuffledDeck(KING_ALBERT_FAMILY.decks, number));
  const next = dealerFor(cards);
  const tableau = emptyPiles(KING_ALBERT_COLUMNS);
  for (let first = 0; first < 6; first++) {
    for (let column = first; column < KING_ALBERT_COLUMNS; column++) tableau[column]!.push(next());
  }
  for (let column = 6; column < KING_ALBERT_COLUMNS; column++) tableau[column]!.push(next());
  const reserve = Array.from({ length: describeVariant({ game: 'king-albert', variant: 'raglan' }).reserveSize }, next);
  const foundations = Array.from({ length: RAGLAN_ACES.length }, next);
  return { game: 'king-albert', variant: 'raglan', deal: makeDealNumber(number), tableau, reserve, foundations };
};

const dealAlhambra = (entry: GameVariant & { readonly game: 'alhambra' }, number: bigint): AlhambraLayout => {
  const cards = moveAlhambraFoundationsToTop(shuffledDeck(ALHAMBRA_FAMILY.decks, number));
  const next = dealerFor(cards);
  for (let foundation = 0; foundation < ALHAMBRA_FOUNDATION_COUNT; foundation++) next();
  const rules = describeVariant(entry);
  const reserve = emptyPiles(rules.reservePiles);
  for (let row = 0; row < rules.reserveDepth; row++) {
    for (const pile of reserve) pile.push(next());
  }
  const stock = cards.reverse().map(cardOf);
  return { game: 'alhambra', variant: entry.variant, deal: makeDealNumber(number), reserve, stock };
};

/**
 * PySolFC 3.6's layout for game `number` of this game/variant, for callers whose input is already checked; throws a
 * RangeError on a deal number outside 1 to MAX_DEAL_NUMBER or a game it does not know. `tryDealLayout` checks instead.
 */
export const dealLayout = (entry: GameVariant, number: bigint): Layout => {
  const layout = tryDealLayout(entry, number);
  if (!layout.ok) throw new RangeError(describeError(layout.error));
  return layout.value;
};

/** PySolFC 3.6's layout for game `number` of a game/variant given as data; an error for a bad game or number. */
export const tryDealLayout = (entry: unknown, number: unknown): Result<Layout, KindError> => {
  const kind = checkKind(entry);
  if (!kind.ok) return kind;
  if (!isDealNumber(number))
    return err({ code: 'deal.outOfRange', number: typeof number === 'bigint' ? String(number) : showValue(number) });
  const game = kind.value;
  switch (game.game) {
    case 'alhambra':
      return ok(dealAlhambra(game, number));
    case 'king-albert':
      switch (game.variant) {
        case 'standard':
          return ok(dealKingAlbert(number));
        case 'raglan':
          return ok(dealRaglan(number));
      }
  }
};

// Kept here for the modules that import the deal-number format from its old place.
export { isDealNumber, MAX_DEAL_NUMBER, makeDealNumber, parseDealNumber } from '../formats/deal-number.js';
