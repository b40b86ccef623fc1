import type { IllegalMove } from '../../../src/formats/errors.js';
import type { Move } from '../../../src/games/types.js';
import { bestMoves, destinationRank, stockMove } from './moves.js';
import { cardAtSource, type PileId, sourceOfPile } from './piles.js';
import { movePileId, type State } from './state.js';

// How long after a click its double-click's second click may come, in milliseconds.
const DOUBLE_CLICK_MS = 600;

/** What a tap on a pile does, decided from the state alone; the caller plays the move or says why not. */
export type TapOutcome =
  /** The second click of a double-click whose first click already did what it should: nothing. */
  | { readonly type: 'ignore' }
  /** A choice was open: play the move it offered for this pile, or (none) cancel the choice. */
  | { readonly type: 'choose'; readonly move: Move | undefined }
  /** A card is held: drop it here. */
  | { readonly type: 'drop' }
  | { readonly type: 'play'; readonly move: Move }
  /** The stock can neither turn nor redeal, for the engine's reason. */
  | { readonly type: 'stockRefused'; readonly reason: IllegalMove | '' }
  /** Several equally good moves: the player picks; `home` when they all go to a foundation. */
  | { readonly type: 'offer'; readonly moves: Move[]; readonly card: number; readonly home: boolean }
  | { readonly type: 'noMove'; readonly card: number }
  | { readonly type: 'empty' }
  /** A pile that is no source (a foundation): nothing happens. */
  | { readonly type: 'none' };

/** What a tap (click count `detail`, at time `now`) on pile `pileId` does. */
export const tapOutcome = (state: State, pileId: PileId, detail: number, now: number): TapOutcome => {
  const game = state.session.game;
  const last = state.lastTap;
  // The second click of a double-click is not a new tap: the first one already moved the card (foundations
  // first), or opened a choice that should stay open rather than be cancelled by a click on its own card.
  if (
    detail === 2 &&
    pileId !== 'stock' &&
    last?.pileId === pileId &&
    (last.moved || state.choice !== undefined) &&
    now - last.time < DOUBLE_CLICK_MS
  )
    return { type: 'ignore' };
  if (state.choice) return { type: 'choose', move: state.choice.find((move) => movePileId(game, move) === pileId) };
  if (state.held) return { type: 'drop' };
  if (pileId === 'stock') {
    const move = stockMove(game);
    return move
      ? { type: 'play', move }
      : { type: 'stockRefused', reason: game.explainIllegal({ type: 'turn' }) ?? '' };
  }
  const source = sourceOfPile(pileId);
  const card = source && cardAtSource(game, source);
  if (!source) return { type: 'none' };
  if (card === undefined) return { type: 'empty' };
  const moves = bestMoves(game, source);
  if (moves.length === 1) return { type: 'play', move: moves[0]! };
  if (moves.length === 0) return { type: 'noMove', card };
  return { type: 'offer', moves, card, home: moves.every((move) => destinationRank(game, move) === 0) };
};
