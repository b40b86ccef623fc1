import { type Card, makeCard, makeCardFrom } from '../../src/core/cards.js';
import { parseLayout } from '../../src/formats/layout.js';
import { describeError } from '../../src/formats/messages.js';
import { makeMove } from '../../src/formats/notation.js';
import { makeRecord, type RecordJson } from '../../src/formats/record.js';
import { type AnyGame, newGame } from '../../src/games/index.js';
import type { Move } from '../../src/games/types.js';
import { bestMoves } from '../../web/src/model/moves.js';
import { cardOfMove, sourcePileId, targetPileId } from '../../web/src/model/piles.js';

// Suits in the order Alhambra's foundations are dealt: clubs, spades, hearts, diamonds.
const SUIT_ORDER = [0, 3, 2, 1] as const;

/** A King Albert or Raglan layout whose cards all come off to the foundations in order: every column is sorted. */
export const easyKingAlbert = (variant: 'standard' | 'raglan'): RecordJson['layout'] => {
  const heights = variant === 'standard' ? [1, 2, 3, 4, 5, 6, 7, 8, 9] : [1, 2, 3, 4, 5, 6, 7, 7, 7];
  const reserveSize = variant === 'standard' ? 7 : 6;
  const order: Card[] = [];
  for (let rank = variant === 'standard' ? 0 : 1; rank < 13; rank++)
    for (const suit of SUIT_ORDER) order.push(makeCardFrom(suit, rank));
  const reserve = order.splice(0, reserveSize);
  // The next card to play is always the earliest one left, and each column shows its earliest card on top.
  const tableau = heights.map((height) => order.splice(0, height).reverse());
  const layout = {
    game: 'king-albert',
    variant,
    tableau: tableau.map((column) => column.map(makeCard)),
    reserve: reserve.map(makeCard),
    foundations: variant === 'raglan' ? SUIT_ORDER.map((suit) => makeCard(makeCardFrom(suit, 0))) : [],
  };
  checkLayout(layout);
  return layout as RecordJson['layout'];
};

/** An Alhambra-family layout whose reserve and stock come off in foundation order. */
export const easyAlhambra = (variant: 'standard' | 'any-suit' | 'granada' | 'reinforcement'): RecordJson['layout'] => {
  const card = (suit: number, rank: number): string => makeCard(makeCardFrom(suit, rank));
  const range = (from: number, to: number): number[] => {
    const ranks: number[] = [];
    for (let rank = from; from <= to ? rank <= to : rank >= to; rank += from <= to ? 1 : -1) ranks.push(rank);
    return ranks;
  };
  let reserve: string[][];
  let stock: string[];
  if (variant === 'reinforcement') {
    // Each pile holds one suit's Ace pile from 2 (on top) to King; the stock holds the King piles' cards.
    reserve = SUIT_ORDER.map((suit) => range(12, 1).map((rank) => card(suit, rank)));
    stock = SUIT_ORDER.flatMap((suit) => range(11, 0).map((rank) => card(suit, rank)));
  } else {
    // Piles bottom first: 5 4 3 2 (top 2) for each Ace pile, 9 10 J Q (top Q) for each King pile.
    reserve = [
      ...SUIT_ORDER.map((suit) => range(4, 1).map((rank) => card(suit, rank))),
      ...SUIT_ORDER.map((suit) => range(8, 11).map((rank) => card(suit, rank))),
    ];
    // Then per suit: 6 to K for the Ace pile, then 8 down to A for the King pile (the 8 first fits both).
    stock = SUIT_ORDER.flatMap((suit) => [...range(5, 12), ...range(7, 0)].map((rank) => card(suit, rank)));
  }
  const layout = { game: 'alhambra', variant, reserve, stock };
  checkLayout(layout);
  return layout as RecordJson['layout'];
};

const checkLayout = (layout: unknown): void => {
  const parsed = parseLayout(layout);
  if (!parsed.ok) throw new Error(`test layout is invalid: ${describeError(parsed.error)}`);
};

/** The record file of a layout at its start. */
export const startRecord = (layout: RecordJson['layout']): RecordJson => {
  const parsed = parseLayout(layout);
  if (!parsed.ok) throw new Error(describeError(parsed.error));
  return makeRecord(newGame(parsed.value));
};

/** One step of a winning line as the UI plays it. */
export interface Step {
  readonly move: Move;
  readonly token: string;
  /** Pile to click or drag from ('stock' for turns and redeals). */
  readonly from: string;
  /** Pile the card lands on (for drags, and to pick between two foundations). */
  readonly to: string;
  /** True if a tap offers a choice of foundations, so a second tap picks `to`. */
  readonly choose: boolean;
}

/** A winning line for an easy layout: foundation moves first (the Ace pile when both fit), else turn or redeal. */
export const winningLine = (layout: RecordJson['layout']): Step[] => {
  const parsed = parseLayout(layout);
  if (!parsed.ok) throw new Error(describeError(parsed.error));
  const game: AnyGame = newGame(parsed.value);
  const steps: Step[] = [];
  while (game.status() === 'playing') {
    const legal = game.legalMoves();
    const home = legal.filter(
      (move) => move.type === 'transfer' && ['foundation', 'ace', 'king'].includes(move.to.pile),
    );
    const move =
      home.find((candidate) => candidate.type === 'transfer' && candidate.to.pile !== 'king') ??
      home[0] ??
      legal.find((candidate) => candidate.type !== 'transfer');
    if (!move) throw new Error('the easy layout got stuck');
    let step: Step;
    if (move.type === 'transfer') {
      const card = cardOfMove(game, move)!;
      const best = bestMoves(game, move.from);
      const to = targetPileId(move.to, card);
      if (!best.some((candidate) => JSON.stringify(candidate) === JSON.stringify(move)))
        throw new Error(`a tap on ${sourcePileId(move.from)} would not play ${makeMove(game.kind, move)}`);
      step = { move, token: makeMove(game.kind, move), from: sourcePileId(move.from), to, choose: best.length > 1 };
    } else step = { move, token: makeMove(game.kind, move), from: 'stock', to: 'stock', choose: false };
    steps.push(step);
    const played = game.play(move);
    if (!played.ok) throw new Error(describeError(played.error));
  }
  if (game.status() !== 'won') throw new Error('the easy layout does not win');
  return steps;
};

/** A King Albert layout lost from the start: every free card is black and no Ace is free, so nothing can move. */
export const lostKingAlbert = (): RecordJson['layout'] => {
  const black: Card[] = [];
  const rest: Card[] = [];
  for (let suit = 0; suit < 4; suit++)
    for (let rank = 0; rank < 13; rank++) {
      const card = makeCardFrom(suit, rank);
      (rank > 0 && (suit === 0 || suit === 3) && black.length < 16 ? black : rest).push(card);
    }
  const reserve = black.splice(0, 7);
  const tableau = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((height) => [...rest.splice(0, height - 1), black.shift()!]);
  const layout = {
    game: 'king-albert',
    variant: 'standard',
    tableau: tableau.map((column) => column.map(makeCard)),
    reserve: reserve.map(makeCard),
    foundations: [],
  };
  checkLayout(layout);
  return layout as RecordJson['layout'];
};
