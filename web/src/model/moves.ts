import type { IllegalMove } from '../../../src/formats/errors.js';
import { type AnyGame, assertNever } from '../../../src/games/index.js';
import type { Move, Source } from '../../../src/games/types.js';
import { cardAtSource, type PileId, targetOfPile } from './piles.js';

// Which move a tap, a drop or the stock makes: the engine's legal moves, ranked for the player.

/** True if two moves are the same move. */
export const sameMove = (a: Move, b: Move): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The legal moves that take the top card of `source`. */
export const movesFrom = (game: AnyGame, source: Source): Move[] =>
  game
    .legalMoves()
    .filter((move) => move.type === 'transfer' && move.from.pile === source.pile && move.from.index === source.index);

// The rank of an empty column among a tap's destinations: the last choice.
const EMPTY_COLUMN_RANK = 3;

/** How good a destination is for a tap: foundations first, then the waste, then a column that builds, then an empty column. */
export const destinationRank = (game: AnyGame, move: Move): number => {
  if (move.type !== 'transfer') return 9;
  switch (move.to.pile) {
    case 'foundation':
    case 'ace':
    case 'king':
      return 0;
    case 'waste':
      return 1;
    case 'column':
      return columnRank(game, move.to.index);
  }
};

// A column that builds ranks 2 (an Alhambra column target is always one); an empty King Albert column ranks last.
const columnRank = (game: AnyGame, index: number): number => {
  switch (game.family) {
    case 'alhambra':
      return 2;
    case 'king-albert':
      return (game.columns[index]?.length ?? 0) > 0 ? 2 : EMPTY_COLUMN_RANK;
    default:
      return assertNever(game);
  }
};

/**
 * The best moves for a tap on `source`: one move, or several equally good ones for the player to pick from (a card
 * that fits both foundations, or several columns or waste piles that take it).
 */
export const bestMoves = (game: AnyGame, source: Source): Move[] => {
  const moves = movesFrom(game, source);
  if (moves.length === 0) return [];
  const best = Math.min(...moves.map((move) => destinationRank(game, move)));
  const group = moves.filter((move) => destinationRank(game, move) === best);
  // Empty columns are interchangeable (a column's place does not matter to the rules), so any one of them will do;
  // two foundations, two columns that build or two waste piles leave different positions, so the player chooses.
  return best === EMPTY_COLUMN_RANK ? group.slice(0, 1) : group;
};

/** The stock's move now: turn, or redeal when the stock is empty; undefined if neither is legal. */
export const stockMove = (game: AnyGame): Move | undefined =>
  game.legalMoves().find((move) => move.type === 'turn' || move.type === 'redeal');

/** The move of dropping the top card of `source` on the pile `pileId`: the move, or why it is not legal. */
export const moveForDrop = (
  game: AnyGame,
  source: Source,
  pileId: PileId,
): { readonly move: Move } | { readonly reason: IllegalMove | ''; readonly otherSuit?: true } => {
  const card = cardAtSource(game, source);
  const target = targetOfPile(pileId);
  if (card === undefined || target === undefined) return { reason: '' };
  if (target.suit !== undefined && target.suit !== Math.floor(card / 13)) return { reason: '', otherSuit: true };
  const move: Move = { type: 'transfer', from: source, to: target.target };
  const reason = game.explainIllegal(move);
  return reason === undefined ? { move } : { reason };
};
