import type { AlhambraGame } from '../../../src/games/alhambra/game.js';
import { type AnyGame, assertNever } from '../../../src/games/index.js';
import type { KingAlbertGame } from '../../../src/games/king-albert/game.js';
import type { Move, Source, Target } from '../../../src/games/types.js';

/** Suits in the order Alhambra's foundations are laid out: clubs, spades, hearts, diamonds (by suit index). */
export const ALHAMBRA_SUIT_ORDER = [0, 3, 2, 1] as const;

/** What a pile on the table is. */
export type PileKind = 'column' | 'reserve' | 'waste' | 'stock' | 'foundation' | 'ace' | 'king';

/** A pile id as used in the DOM (`data-pile`): `c0`, `r3`, `w0`, `stock`, `f2` (King Albert), `a1`, `k1` (by suit). */
export type PileId = string;

/** One pile as the view draws it: its cards from bottom to top, and how to show them. */
export interface PileView {
  readonly id: PileId;
  readonly kind: PileKind;
  /** Pile number (columns, reserve, waste) or suit index (foundations). */
  readonly index: number;
  /** The cards shown, bottom first; foundations show only their top card. */
  readonly cards: readonly number[];
  /** Cards that are in the pile but not drawn (under a reserve top, or the stock's count). */
  readonly hidden: number;
  /** How the cards spread. */
  readonly fan: 'none' | 'down' | 'right';
  /** What an empty pile takes, shown faintly. */
  readonly emptyMark: '' | 'A' | 'K';
  /** The card a move from this pile would take, if the pile is a source. */
  readonly movable: number | undefined;
}

/** The pile id of a move's source. */
export const sourcePileId = (source: Source): PileId =>
  `${source.pile === 'column' ? 'c' : source.pile === 'reserve' ? 'r' : 'w'}${source.index}`;

/** The source a pile id names, if it is a source pile. */
export const sourceOfPile = (id: PileId): Source | undefined => {
  const index = Number(id.slice(1));
  if (!Number.isInteger(index)) return undefined;
  if (id[0] === 'c') return { pile: 'column', index };
  if (id[0] === 'r') return { pile: 'reserve', index };
  if (id[0] === 'w') return { pile: 'waste', index };
  return undefined;
};

/** The pile a card lands on when it moves to `target` (foundations are per suit). */
export const targetPileId = (target: Target, card: number): PileId => {
  const suit = Math.floor(card / 13);
  switch (target.pile) {
    case 'column':
      return `c${target.index}`;
    case 'waste':
      return `w${target.index}`;
    case 'foundation':
      return `f${suit}`;
    case 'ace':
      return `a${suit}`;
    case 'king':
      return `k${suit}`;
  }
};

/** The engine target a pile id stands for, with the suit of a foundation pile; undefined for other piles. */
export const targetOfPile = (id: PileId): { target: Target; suit?: number } | undefined => {
  const index = Number(id.slice(1));
  if (!Number.isInteger(index)) return undefined;
  switch (id[0]) {
    case 'c':
      return { target: { pile: 'column', index } };
    case 'w':
      return { target: { pile: 'waste', index } };
    case 'f':
      return { target: { pile: 'foundation' }, suit: index };
    case 'a':
      return { target: { pile: 'ace' }, suit: index };
    case 'k':
      return { target: { pile: 'king' }, suit: index };
    default:
      return undefined;
  }
};

/** The card on top of a source pile, or undefined. */
export const cardAtSource = (game: AnyGame, source: Source): number | undefined => {
  switch (game.family) {
    case 'alhambra': {
      const pile = source.pile === 'reserve' ? game.reserve[source.index] : game.waste[source.index];
      return pile?.[pile.length - 1];
    }
    case 'king-albert': {
      if (source.pile === 'column') {
        const column = game.columns[source.index];
        return column?.[column.length - 1];
      }
      const card = game.reserve[source.index];
      return card === undefined || card < 0 ? undefined : card;
    }
    default:
      return assertNever(game);
  }
};

/** The card a move carries (the top of its source), or undefined for turns and redeals. */
export const cardOfMove = (game: AnyGame, move: Move): number | undefined =>
  move.type === 'transfer' ? cardAtSource(game, move.from) : undefined;

/** How the player asked for the piles to be shown. */
export interface ViewOptions {
  /** Alhambra's squared reserve piles fanned downward, every card in sight. */
  readonly reserveFanned?: boolean;
}

/** Every pile of the game as the view shows it, in reading order (foundations, tableau or reserve, then the rest). */
export const pileViews = (game: AnyGame, options: ViewOptions = {}): PileView[] => {
  switch (game.family) {
    case 'alhambra':
      return alhambraViews(game, options);
    case 'king-albert':
      return kingAlbertViews(game);
    default:
      return assertNever(game);
  }
};

// Reserve piles dealt deeper than this are fanned, every card in sight (The Reinforcements' twelve); Alhambra's four
// lie squared, their top card and a count of those under it.
const UNFANNED_RESERVE_DEPTH = 4;

const alhambraViews = (game: AlhambraGame, options: ViewOptions): PileView[] => {
  const views: PileView[] = [];
  for (const suit of ALHAMBRA_SUIT_ORDER) {
    const height = game.aceFoundations[suit]!;
    views.push(pile(`a${suit}`, 'ace', suit, [suit * 13 + height - 1], 0, 'none', 'A', undefined));
  }
  for (const suit of ALHAMBRA_SUIT_ORDER) {
    const height = game.kingFoundations[suit]!;
    views.push(pile(`k${suit}`, 'king', suit, [suit * 13 + 13 - height], 0, 'none', 'K', undefined));
  }
  const fanned = options.reserveFanned === true || game.rules.reserveDepth > UNFANNED_RESERVE_DEPTH;
  game.reserve.forEach((cards, index) => {
    const top = cards[cards.length - 1];
    const shown = fanned ? cards : top === undefined ? [] : [top];
    views.push(
      pile(`r${index}`, 'reserve', index, shown, cards.length - shown.length, fanned ? 'down' : 'none', '', top),
    );
  });
  views.push(pile('stock', 'stock', 0, [], game.stock.length, 'none', '', undefined));
  const single = game.waste.length === 1;
  game.waste.forEach((cards, index) => {
    const shown = cards.slice(single ? -4 : -3);
    views.push(
      pile(
        `w${index}`,
        'waste',
        index,
        shown,
        cards.length - shown.length,
        single ? 'right' : 'down',
        '',
        cards.at(-1),
      ),
    );
  });
  return views;
};

const kingAlbertViews = (game: KingAlbertGame): PileView[] => {
  const views: PileView[] = [];
  game.foundations.forEach((height, suit) => {
    views.push(
      pile(`f${suit}`, 'foundation', suit, height > 0 ? [suit * 13 + height - 1] : [], 0, 'none', 'A', undefined),
    );
  });
  game.columns.forEach((cards, index) => {
    views.push(pile(`c${index}`, 'column', index, cards, 0, 'down', '', cards.at(-1)));
  });
  game.reserve.forEach((card, index) => {
    const cards = card >= 0 ? [card] : [];
    views.push(pile(`r${index}`, 'reserve', index, cards, 0, 'none', '', cards[0]));
  });
  return views;
};

const pile = (
  id: PileId,
  kind: PileKind,
  index: number,
  cards: readonly number[],
  hidden: number,
  fan: PileView['fan'],
  emptyMark: PileView['emptyMark'],
  movable: number | undefined,
): PileView => ({ id, kind, index, cards, hidden, fan, emptyMark, movable });

/** Alhambra's stock as the table shows it: the pass under way and whether a redeal is left. */
export interface StockState {
  readonly pass: number;
  readonly canRedeal: boolean;
}

/** The stock's pass and redeal, or undefined for King Albert, which has no stock. */
export const stockOf = (game: AnyGame): StockState | undefined => {
  switch (game.family) {
    case 'alhambra':
      return { pass: game.pass, canRedeal: game.canRedeal() };
    case 'king-albert':
      return undefined;
    default:
      return assertNever(game);
  }
};

/** How many waste piles the game has: one, four in Granada, none in King Albert. */
export const wasteCount = (game: AnyGame): number => {
  switch (game.family) {
    case 'alhambra':
      return game.waste.length;
    case 'king-albert':
      return 0;
    default:
      return assertNever(game);
  }
};

/** The cards the next turn of the stock deals, one per waste pile in order (none in King Albert). */
export const cardsToTurn = (game: AnyGame): number[] => {
  switch (game.family) {
    case 'alhambra':
      return game.stock.slice(-game.waste.length).reverse();
    case 'king-albert':
      return [];
    default:
      return assertNever(game);
  }
};
