import { type Card, makeCard, makeCardFrom, parseCard } from '../core/cards.js';
import { err, ok, type Result } from '../core/result.js';
import type { AlhambraLayout, KingAlbertLayout, Layout } from '../games/layout.js';
import { ALHAMBRA_FAMILY, describeVariant, KING_ALBERT_FAMILY } from '../games/registry.js';
import { makeDealNumber, parseDealNumber } from './deal-number.js';
import type { EngineError, LayoutError, LayoutPart } from './errors.js';
import { parseJsonInput } from './json.js';
import { parseKind } from './kind.js';

/** A layout as JSON data: cards as tokens such as `TH`. */
export type LayoutJson =
  | {
      game: 'king-albert';
      variant: string;
      deal?: string;
      tableau: string[][];
      reserve: string[];
      foundations: string[];
    }
  | { game: 'alhambra'; variant: string; deal?: string; reserve: string[][]; stock: string[] };

/** The JSON form of a layout; `parseLayout` is its inverse. */
export const makeLayout = (layout: Layout): LayoutJson => {
  const deal = layout.deal === undefined ? {} : { deal: layout.deal };
  const cards = (pile: readonly Card[]): string[] => pile.map(makeCard);
  switch (layout.game) {
    case 'king-albert':
      return {
        game: layout.game,
        variant: layout.variant,
        ...deal,
        tableau: layout.tableau.map(cards),
        reserve: cards(layout.reserve),
        foundations: cards(layout.foundations),
      };
    case 'alhambra':
      return {
        game: layout.game,
        variant: layout.variant,
        ...deal,
        reserve: layout.reserve.map(cards),
        stock: cards(layout.stock),
      };
  }
};

/** Reads one card of a layout's data: a token in JSON, a card number in a layout built in code. */
type CardReader = (value: unknown) => Result<Card, EngineError & { code: 'card.unknown' }>;

const readToken: CardReader = (value) => parseCard(value as string);
const readNumber: CardReader = (value) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < 52
    ? ok(value as Card)
    : err({ code: 'card.unknown', text: String(value) });

/** Checks a layout given as JSON text or as parsed JSON; the error names the first problem found. */
export const parseLayout = (input: unknown): Result<Layout, EngineError> => {
  const parsed = parseJsonInput(input, 'layout');
  return parsed.ok ? readLayout(parsed.value, readToken) : parsed;
};

/** Checks a layout built in code (cards as numbers), as `parseLayout` checks JSON: for input from outside the engine. */
export const checkLayout = (data: unknown): Result<Layout, EngineError> => readLayout(data, readNumber);

const readLayout = (data: unknown, readCard: CardReader): Result<Layout, EngineError> => {
  if (!isObject(data)) return err({ code: 'layout.notObject' });
  if (data.game === undefined) return err({ code: 'layout.gameMissing' });
  const checkedKind = parseKind(data.game, data.variant ?? 'standard');
  if (!checkedKind.ok) return checkedKind;
  const kind = checkedKind.value;
  let deal: { deal?: string } = {};
  if (data.deal !== undefined) {
    if (typeof data.deal !== 'string') return err({ code: 'layout.dealNotString' });
    const number = parseDealNumber(data.deal);
    if (!number.ok) return number;
    // Stored in its plain form, so " 007 " and "7" name the same deal everywhere (statistics keys, URLs).
    deal = { deal: makeDealNumber(number.value) };
  }
  const read = { card: readCard };
  switch (kind.game) {
    case 'king-albert': {
      const rules = describeVariant(kind);
      const tableau = parsePiles(read, data.tableau, 'tableau', 'column', rules.columnHeights);
      if (!tableau.ok) return tableau;
      const reserve = parsePile(read, data.reserve, { name: 'reserve' }, rules.reserveSize);
      if (!reserve.ok) return reserve;
      const foundations = parsePile(read, data.foundations ?? [], { name: 'foundations' }, rules.acesStartHome ? 4 : 0);
      if (!foundations.ok) return foundations;
      if (rules.acesStartHome && foundations.value.some((card) => card % 13 !== 0))
        return err({ code: 'layout.acesNotHome', kind });
      const layout: KingAlbertLayout = {
        game: 'king-albert',
        variant: kind.variant,
        ...deal,
        tableau: tableau.value,
        reserve: reserve.value,
        foundations: foundations.value,
      };
      const all = [...tableau.value.flat(), ...reserve.value, ...foundations.value];
      const counted = checkCardCounts(all, () => KING_ALBERT_FAMILY.decks);
      return counted.ok ? ok(layout) : counted;
    }
    case 'alhambra': {
      const rules = describeVariant(kind);
      const depths = Array.from({ length: rules.reservePiles }, () => rules.reserveDepth);
      const reserve = parsePiles(read, data.reserve, 'reserve', 'reservePile', depths);
      if (!reserve.ok) return reserve;
      const stockSize =
        ALHAMBRA_FAMILY.cardCount - ALHAMBRA_FAMILY.foundations - rules.reservePiles * rules.reserveDepth;
      const stock = parsePile(read, data.stock, { name: 'stock' }, stockSize);
      if (!stock.ok) return stock;
      const layout: AlhambraLayout = {
        game: 'alhambra',
        variant: kind.variant,
        ...deal,
        reserve: reserve.value,
        stock: stock.value,
      };
      // One Ace and one King of each suit lie on the foundations from the start, so the rest holds one of each.
      const counted = checkCardCounts([...reserve.value.flat(), ...stock.value], (card) =>
        card % 13 === 0 || card % 13 === 12 ? 1 : 2,
      );
      return counted.ok ? ok(layout) : counted;
    }
  }
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parsePile = (
  read: { card: CardReader },
  value: unknown,
  part: LayoutPart,
  size: number,
): Result<Card[], LayoutError> => {
  if (!Array.isArray(value)) return err({ code: 'layout.notAList', part, of: 'cards' });
  if (value.length !== size)
    return err({ code: 'layout.wrongSize', part, unit: 'card', expected: size, actual: value.length });
  const cards: Card[] = [];
  for (const token of value) {
    const card = read.card(token);
    if (!card.ok) return err({ code: 'layout.badCard', part, cause: card.error });
    cards.push(card.value);
  }
  return ok(cards);
};

const parsePiles = (
  read: { card: CardReader },
  value: unknown,
  name: 'tableau' | 'reserve',
  pileName: 'column' | 'reservePile',
  sizes: readonly number[],
): Result<Card[][], LayoutError> => {
  const part: LayoutPart = { name };
  if (!Array.isArray(value)) return err({ code: 'layout.notAList', part, of: 'piles' });
  if (value.length !== sizes.length)
    return err({ code: 'layout.wrongSize', part, unit: pileName, expected: sizes.length, actual: value.length });
  const piles: Card[][] = [];
  for (const [index, size] of sizes.entries()) {
    const pile = parsePile(read, value[index], { name: pileName, index }, size);
    if (!pile.ok) return pile;
    piles.push(pile.value);
  }
  return ok(piles);
};

const checkCardCounts = (cards: readonly Card[], expected: (card: Card) => number): Result<true, LayoutError> => {
  const counts = new Array<number>(52).fill(0);
  for (const card of cards) counts[card]!++;
  for (let suit = 0; suit < 4; suit++) {
    for (let rank = 0; rank < 13; rank++) {
      const card = makeCardFrom(suit, rank);
      const want = expected(card);
      const have = counts[card]!;
      if (have === 0) return err({ code: 'layout.cardMissing', card });
      if (have !== want) return err({ code: 'layout.cardCount', card, count: have, expected: want });
    }
  }
  return ok(true);
};
