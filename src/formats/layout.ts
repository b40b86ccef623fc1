import { type Card, makeCard, makeCardFrom, parseCard } from '../core/cards.js';
import { err, ok, type Result } from '../core/result.js';
import { makeDealNumber, parseDealNumber } from '../deals/pysolfc.js';
import { ALHAMBRA_SHAPES } from '../games/alhambra/game.js';
import { findGameVariant, GAME_IDS, isGameId, VARIANT_IDS } from '../games/ids.js';
import { KING_ALBERT_COLUMN_HEIGHTS, KING_ALBERT_RESERVE_SIZE } from '../games/king-albert/game.js';
import type { AlhambraLayout, KingAlbertLayout, Layout } from '../games/layout.js';
import { parseJsonInput } from './json.js';

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
  if (layout.game === 'king-albert')
    return {
      game: layout.game,
      variant: layout.variant,
      ...deal,
      tableau: layout.tableau.map(cards),
      reserve: cards(layout.reserve),
      foundations: cards(layout.foundations),
    };
  return {
    game: layout.game,
    variant: layout.variant,
    ...deal,
    reserve: layout.reserve.map(cards),
    stock: cards(layout.stock),
  };
};

/** Checks a layout given as JSON text or as parsed JSON; the error names the first problem found. */
export const parseLayout = (input: unknown): Result<Layout> => {
  const parsed = parseJsonInput(input, 'layout');
  if (!parsed.ok) return parsed;
  const data = parsed.value;
  if (!isObject(data)) return err('layout must be a JSON object');
  const { game } = data;
  if (!isGameId(game)) return err(`unknown game ${JSON.stringify(game)} (known: ${GAME_IDS.join(', ')})`);
  const variant = data.variant ?? 'standard';
  const kind = findGameVariant(game, variant);
  if (kind === undefined)
    return err(`unknown variant ${JSON.stringify(variant)} of ${game} (known: ${VARIANT_IDS[game].join(', ')})`);
  let deal: { deal?: string } = {};
  if (data.deal !== undefined) {
    if (typeof data.deal !== 'string') return err('deal must be a string of digits, such as "12345"');
    const number = parseDealNumber(data.deal);
    if (!number.ok) return number;
    // Stored in its plain form, so " 007 " and "7" name the same deal everywhere (statistics keys, URLs).
    deal = { deal: makeDealNumber(number.value) };
  }
  if (kind.game === 'king-albert') {
    const heights = KING_ALBERT_COLUMN_HEIGHTS[kind.variant];
    const tableau = parsePiles(data.tableau, 'tableau', 'column', heights);
    if (!tableau.ok) return tableau;
    const reserve = parsePile(data.reserve, 'reserve', KING_ALBERT_RESERVE_SIZE[kind.variant]);
    if (!reserve.ok) return reserve;
    const foundations = parsePile(data.foundations ?? [], 'foundations', kind.variant === 'raglan' ? 4 : 0);
    if (!foundations.ok) return foundations;
    if (kind.variant === 'raglan' && foundations.value.some((card) => card % 13 !== 0))
      return err('Raglan starts with the four Aces on the foundations');
    const layout: KingAlbertLayout = {
      game: 'king-albert',
      variant: kind.variant,
      ...deal,
      tableau: tableau.value,
      reserve: reserve.value,
      foundations: foundations.value,
    };
    const counted = checkCardCounts([...tableau.value.flat(), ...reserve.value, ...foundations.value], () => 1);
    return counted.ok ? ok(layout) : counted;
  }
  const shape = ALHAMBRA_SHAPES[kind.variant];
  const reserve = parsePiles(
    data.reserve,
    'reserve',
    'reserve pile',
    Array.from({ length: shape.reservePiles }, () => shape.reserveDepth),
  );
  if (!reserve.ok) return reserve;
  const stock = parsePile(data.stock, 'stock', 104 - 8 - shape.reservePiles * shape.reserveDepth);
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
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

const parsePile = (value: unknown, name: string, size: number): Result<Card[]> => {
  if (!Array.isArray(value)) return err(`${name} must be a list of cards`);
  if (value.length !== size) return err(`${name} must hold ${plural(size, 'card')}, not ${value.length}`);
  const cards: Card[] = [];
  for (const token of value) {
    const card = parseCard(token);
    if (!card.ok) return err(`${card.error} in ${name}`);
    cards.push(card.value);
  }
  return ok(cards);
};

const parsePiles = (value: unknown, name: string, pileName: string, sizes: readonly number[]): Result<Card[][]> => {
  if (!Array.isArray(value)) return err(`${name} must be a list of piles`);
  if (value.length !== sizes.length)
    return err(`${name} must hold ${plural(sizes.length, pileName)}, not ${value.length}`);
  const piles: Card[][] = [];
  for (const [index, size] of sizes.entries()) {
    const pile = parsePile(value[index], `${pileName} ${index + 1}`, size);
    if (!pile.ok) return pile;
    piles.push(pile.value);
  }
  return ok(piles);
};

const checkCardCounts = (cards: readonly Card[], expected: (card: Card) => number): Result<true> => {
  const counts = new Array<number>(52).fill(0);
  for (const card of cards) counts[card]!++;
  for (let suit = 0; suit < 4; suit++) {
    for (let rank = 0; rank < 13; rank++) {
      const card = makeCardFrom(suit, rank);
      const want = expected(card);
      const have = counts[card]!;
      if (have === 0) return err(`card ${makeCard(card)} is missing`);
      if (have !== want)
        return err(`card ${makeCard(card)} appears ${plural(have, 'time')}, but this layout needs ${want}`);
    }
  }
  return ok(true);
};
