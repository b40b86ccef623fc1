import { expect } from 'vitest';
import { type Card, isRed, makeCard, makeCardFrom, parseCard, RANKS } from '../../src/core/cards.js';
import type { Result } from '../../src/core/result.js';
import type { EngineError } from '../../src/formats/errors.js';
import { parseLayout } from '../../src/formats/layout.js';
import { describeError } from '../../src/formats/messages.js';
import { makeMove, parseMove } from '../../src/formats/notation.js';
import type { AlhambraGame } from '../../src/games/alhambra/game.js';
import type { AlhambraVariant, GameVariant, KingAlbertVariant } from '../../src/games/ids.js';
import { type AnyGame, newGame } from '../../src/games/index.js';
import type { KingAlbertGame } from '../../src/games/king-albert/game.js';
import type { AlhambraLayout, KingAlbertLayout, Layout } from '../../src/games/layout.js';
import { ALHAMBRA_DESCRIPTORS } from '../../src/games/registry.js';
import type { Move, Source, Target } from '../../src/games/types.js';

/** A card from its token, e.g. `card('TH')`; throws on a typo so fixtures fail loudly. */
export const card = (token: string): Card => {
  const parsed = parseCard(token);
  if (!parsed.ok) throw new Error(describeError(parsed.error));
  return parsed.value;
};

/** Card tokens of a pile, bottom first. */
export const tokens = (pile: readonly number[]): string[] => pile.map((value) => (value < 0 ? '--' : makeCard(value)));

// Fill order: middle ranks first, so filler cards that end up on top of a pile (or early in the stock)
// are sevens and sixes, far from every foundation, rather than Aces, twos, Queens or Kings.
const FILL_RANK_ORDER = ['7', '6', '8', '5', '9', '4', 'T', '3', 'J', '2', 'Q', 'A', 'K'];

const byFillOrder = (a: Card, b: Card): number =>
  FILL_RANK_ORDER.indexOf(RANKS[a % 13]!) - FILL_RANK_ORDER.indexOf(RANKS[b % 13]!) || a - b;

/** Takes the named cards out of `pool` (one copy each); throws if a card is not available. */
const takeFrom = (pool: Card[], names: readonly string[]): void => {
  for (const name of names) {
    const index = pool.indexOf(card(name));
    if (index < 0) throw new Error(`fixture uses ${name} more often than the deck holds it`);
    pool.splice(index, 1);
  }
};

const checked = (layout: object): Layout => {
  const parsed = parseLayout(layout);
  if (!parsed.ok) throw new Error(`fixture layout is invalid: ${describeError(parsed.error)}`);
  return parsed.value;
};

export interface KingAlbertFixture {
  readonly variant?: KingAlbertVariant;
  /** Column number (1–9) → the cards at the end of that column, bottom first; the last one is playable. */
  readonly columns?: Readonly<Record<number, readonly string[]>>;
  /** Reserve slot number (1–7) → its card. */
  readonly reserve?: Readonly<Record<number, string>>;
}

/**
 * A King Albert or Raglan layout holding the named cards where the fixture puts them; every other card
 * fills the remaining places in a harmless order (black middle ranks wherever a card is playable).
 */
export const kingAlbertLayout = (fixture: KingAlbertFixture): KingAlbertLayout => {
  const variant = fixture.variant ?? 'standard';
  const heights = variant === 'raglan' ? [1, 2, 3, 4, 5, 6, 7, 7, 7] : [1, 2, 3, 4, 5, 6, 7, 8, 9];
  const reserveSize = variant === 'raglan' ? 6 : 7;
  const foundations = variant === 'raglan' ? ['AC', 'AS', 'AH', 'AD'] : [];
  const pool = Array.from({ length: 52 }, (_, value) => value).sort(byFillOrder);
  takeFrom(pool, foundations);
  const columns = fixture.columns ?? {};
  const reserve = fixture.reserve ?? {};
  takeFrom(pool, Object.values(columns).flat());
  takeFrom(pool, Object.values(reserve));
  // Exposed places (unnamed column ends and reserve slots) take black middle cards first: no Ace is free
  // and no two of them build on each other. Buried places take what is left.
  pool.sort((a, b) => Number(isRed(a)) - Number(isRed(b)) || byFillOrder(a, b));
  const exposedTops = heights.map((_, index) => (columns[index + 1] === undefined ? [makeCard(pool.shift()!)] : []));
  const slots = Array.from({ length: reserveSize }, (_, index) => reserve[index + 1] ?? makeCard(pool.shift()!));
  const tableau = heights.map((height, index) => {
    const top = columns[index + 1] ?? exposedTops[index]!;
    if (top.length > height) throw new Error(`column ${index + 1} holds only ${height} cards`);
    return [...pool.splice(0, height - top.length).map(makeCard), ...top];
  });
  return checked({ game: 'king-albert', variant, tableau, reserve: slots, foundations }) as KingAlbertLayout;
};

export interface AlhambraFixture {
  readonly variant?: AlhambraVariant;
  /** Reserve pile number → the cards at the top of that pile, bottom first; the last one is playable. */
  readonly reserve?: Readonly<Record<number, readonly string[]>>;
  /** The first stock cards, in the order they are turned. */
  readonly stock?: readonly string[];
}

/** The 96 cards of an Alhambra layout: two decks without one Ace and one King of each suit. */
const alhambraPool = (): Card[] => {
  const pool = [...Array.from({ length: 52 }, (_, value) => value), ...Array.from({ length: 52 }, (_, value) => value)];
  takeFrom(pool, ['AC', 'AD', 'AH', 'AS', 'KC', 'KD', 'KH', 'KS']);
  return pool.sort(byFillOrder);
};

/**
 * An Alhambra-variant layout holding the named reserve tops and first stock cards; every other card fills
 * the reserve piles' bottoms and then the rest of the stock in a harmless order.
 */
export const alhambraLayout = (fixture: AlhambraFixture): AlhambraLayout => {
  const variant = fixture.variant ?? 'standard';
  const { reservePiles: piles, reserveDepth: depth } = ALHAMBRA_DESCRIPTORS[variant];
  const pool = alhambraPool();
  const reserveTops = fixture.reserve ?? {};
  const stockStart = fixture.stock ?? [];
  takeFrom(pool, Object.values(reserveTops).flat());
  takeFrom(pool, stockStart);
  const reserve = Array.from({ length: piles }, (_, index) => {
    const top = reserveTops[index + 1] ?? [];
    if (top.length > depth) throw new Error(`reserve pile ${index + 1} holds only ${depth} cards`);
    return [...pool.splice(0, depth - top.length).map(makeCard), ...top];
  });
  const stock = [...stockStart, ...pool.map(makeCard)];
  return checked({ game: 'alhambra', variant, reserve, stock }) as AlhambraLayout;
};

export const kingAlbertGame = (fixture: KingAlbertFixture): KingAlbertGame =>
  newGame(kingAlbertLayout(fixture)) as KingAlbertGame;

export const alhambraGame = (fixture: AlhambraFixture): AlhambraGame =>
  newGame(alhambraLayout(fixture)) as AlhambraGame;

/** The legal moves in notation, sorted. */
export const legalTokens = (game: AnyGame): string[] =>
  game
    .legalMoves()
    .map((move) => makeMove(game.kind, move))
    .sort();

/** Parses a move token of the game's notation; throws on a typo. */
export const move = (kind: GameVariant, token: string) => {
  const parsed = parseMove(kind, token);
  if (!parsed.ok) throw new Error(describeError(parsed.error));
  return parsed.value;
};

/** Plays a line of moves in notation, asserting that each one is accepted. */
export const playLine = (game: AnyGame, line: string): void => {
  for (const token of line.split(/\s+/).filter(Boolean)) {
    const result = game.play(move(game.kind, token));
    expect(result, `move ${token}`).toEqual({ ok: true, value: move(game.kind, token) });
  }
};

/** Why the move in notation is illegal, or undefined if it is legal. */
export const whyIllegal = (game: AnyGame, token: string): string | undefined =>
  english(game.explainIllegal(move(game.kind, token)));

/** An engine error in English, or undefined for none. */
export const english = (error: EngineError | undefined): string | undefined =>
  error === undefined ? undefined : describeError(error);

/** The English error of a failed result, or undefined if it succeeded. */
export const englishError = (result: Result<unknown, EngineError>): string | undefined =>
  result.ok ? undefined : describeError(result.error);

/** The error `play` gives for a move in notation (and that the position did not change). */
export const refusal = (game: AnyGame, token: string): string => {
  const before = snapshot(game);
  const result = game.play(move(game.kind, token));
  if (result.ok) throw new Error(`move ${token} was accepted`);
  expect(snapshot(game)).toEqual(before);
  return describeError(result.error);
};

/** Turns the stock `count` times. */
export const turns = (game: AlhambraGame, count: number): void => playLine(game, 's '.repeat(count));

/** Turns until the stock is empty. */
export const turnAll = (game: AlhambraGame): void => {
  while (game.stock.length > 0) playLine(game, 's');
};

/** A full copy of every public array of the position, in card tokens. */
export const snapshot = (game: AnyGame): object =>
  game.kind.game === 'king-albert'
    ? {
        columns: (game as KingAlbertGame).columns.map(tokens),
        reserve: tokens((game as KingAlbertGame).reserve),
        foundations: [...(game as KingAlbertGame).foundations],
        cardsHome: game.cardsHome,
        moveCount: game.moveCount,
      }
    : {
        reserve: (game as AlhambraGame).reserve.map(tokens),
        waste: (game as AlhambraGame).waste.map(tokens),
        stock: tokens((game as AlhambraGame).stock),
        aceFoundations: [...(game as AlhambraGame).aceFoundations],
        kingFoundations: [...(game as AlhambraGame).kingFoundations],
        redealsUsed: (game as AlhambraGame).redealsUsed,
        cardsHome: game.cardsHome,
        moveCount: game.moveCount,
      };

/** The top (playable) card of a pile as a token. */
export const topOf = (pile: readonly number[]): string | undefined => {
  const last = pile[pile.length - 1];
  return last === undefined || last < 0 ? undefined : makeCard(last);
};

/** The cards of every pile of a position, as a sorted multiset of card numbers (foundations counted by height). */
export const cardMultiset = (game: AnyGame): number[] => {
  const cards: number[] = [];
  if (game.kind.game === 'king-albert') {
    const ka = game as KingAlbertGame;
    cards.push(...ka.columns.flat(), ...ka.reserve.filter((value) => value >= 0));
    ka.foundations.forEach((height, suit) => {
      for (let rank = 0; rank < height; rank++) cards.push(makeCardFrom(suit, rank));
    });
  } else {
    const al = game as AlhambraGame;
    cards.push(...al.reserve.flat(), ...al.waste.flat(), ...al.stock);
    al.aceFoundations.forEach((height, suit) => {
      for (let rank = 0; rank < height; rank++) cards.push(makeCardFrom(suit, rank));
    });
    al.kingFoundations.forEach((height, suit) => {
      for (let rank = 12; rank > 12 - height; rank--) cards.push(makeCardFrom(suit, rank));
    });
  }
  return cards.sort((a, b) => a - b);
};

/**
 * Every move the types can express over more piles than any game has: the candidates for checking that
 * `explainIllegal` agrees with `legalMoves`.
 */
export const candidateMoves = (): Move[] => {
  const range = (count: number) => Array.from({ length: count }, (_, index) => index);
  const moves: Move[] = [{ type: 'turn' }, { type: 'redeal' }];
  const sources: Source[] = [
    ...range(10).map((index) => ({ pile: 'column', index }) as const),
    ...range(9).map((index) => ({ pile: 'reserve', index }) as const),
    ...range(5).map((index) => ({ pile: 'waste', index }) as const),
  ];
  const targets: Target[] = [
    ...range(10).map((index) => ({ pile: 'column', index }) as const),
    ...range(5).map((index) => ({ pile: 'waste', index }) as const),
    { pile: 'foundation' },
    { pile: 'ace' },
    { pile: 'king' },
  ];
  for (const from of sources) for (const to of targets) moves.push({ type: 'transfer', from, to });
  return moves;
};

/** Asserts that `explainIllegal` is undefined exactly for the moves `legalMoves` returns. */
export const expectExplainMatchesLegalMoves = (game: AnyGame): void => {
  const legal = new Set(game.legalMoves().map((entry) => JSON.stringify(entry)));
  for (const candidate of candidateMoves()) {
    const reason = english(game.explainIllegal(candidate));
    const isLegal = legal.has(JSON.stringify(candidate));
    if (isLegal) expect(reason, JSON.stringify(candidate)).toBeUndefined();
    else expect(reason, JSON.stringify(candidate)).toMatch(/\w/);
  }
  // And every legal move is among the candidates, so nothing escaped the check.
  const candidates = new Set(candidateMoves().map((entry) => JSON.stringify(entry)));
  for (const entry of legal) expect(candidates.has(entry), entry).toBe(true);
};
