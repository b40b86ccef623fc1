import type { Card, CardError } from '../core/cards.js';
import type { IllegalMove } from '../games/errors.js';

export type { IllegalMove } from '../games/errors.js';

import type { GameId, GameVariant } from '../games/ids.js';

/** A part of a layout, named in layout errors. */
export type LayoutPart =
  | { readonly name: 'tableau' | 'reserve' | 'foundations' | 'stock' }
  | { readonly name: 'column' | 'reservePile'; readonly index: number };

/** What a pile in move notation was meant to be, named in notation errors. */
export type NotationPile = 'column' | 'reserveSlot' | 'reservePile' | 'wastePile';

/** Why a game id, a variant id or a deal number was refused. */
export type KindError =
  /** A game id that is not one of `GAME_IDS`; `given` is the value as JSON. */
  | { readonly code: 'game.unknown'; readonly given: string }
  /** A variant id that the game does not have; `given` is the value as JSON. */
  | { readonly code: 'variant.unknown'; readonly game: GameId; readonly given: string }
  /** A game object that `newGame` did not make, given where only the engine's own games will do. */
  | { readonly code: 'game.notEngine' }
  /** An empty deal number. */
  | { readonly code: 'deal.missing' }
  /** A deal number that is not decimal digits. */
  | { readonly code: 'deal.notANumber'; readonly text: string }
  /** Deal number 0. */
  | { readonly code: 'deal.zero' }
  /** A deal number above the largest. */
  | { readonly code: 'deal.tooBig'; readonly text: string }
  /** A deal number, given as a number, outside 1 to the largest. */
  | { readonly code: 'deal.outOfRange'; readonly number: string };

/** Why a layout was refused. */
export type LayoutError =
  | { readonly code: 'json.invalid'; readonly input: 'layout' | 'record'; readonly detail: string }
  | { readonly code: 'layout.notObject' }
  | { readonly code: 'layout.gameMissing' }
  | { readonly code: 'layout.dealNotString' }
  | { readonly code: 'layout.notAList'; readonly part: LayoutPart; readonly of: 'cards' | 'piles' }
  | {
      readonly code: 'layout.wrongSize';
      readonly part: LayoutPart;
      readonly unit: 'card' | 'column' | 'reservePile';
      readonly expected: number;
      readonly actual: number;
    }
  | { readonly code: 'layout.badCard'; readonly part: LayoutPart; readonly cause: CardError }
  | { readonly code: 'layout.acesNotHome'; readonly kind: GameVariant }
  | { readonly code: 'layout.cardMissing'; readonly card: Card }
  | { readonly code: 'layout.cardCount'; readonly card: Card; readonly count: number; readonly expected: number };

/** Why a move in notation was refused. */
export type NotationError =
  | { readonly code: 'notation.notAPile'; readonly token: string }
  | {
      readonly code: 'notation.outOfRange';
      readonly token: string;
      readonly pile: NotationPile;
      readonly letter: string;
      readonly count: number;
    }
  | { readonly code: 'notation.notAPileOf'; readonly token: string; readonly kind: GameVariant }
  | { readonly code: 'notation.whichWaste'; readonly count: number }
  | { readonly code: 'notation.oneWaste'; readonly token: string }
  | { readonly code: 'notation.notAMove'; readonly text: string; readonly game: GameId }
  | { readonly code: 'notation.fromFoundation'; readonly token: string }
  | { readonly code: 'notation.intoReserve'; readonly token: string }
  /** A line of play with a bad token; `move` counts from 1. */
  | { readonly code: 'notation.atMove'; readonly move: number; readonly cause: EngineError };

/** Why a game record was refused; `move` counts from 1. */
export type RecordError =
  | { readonly code: 'record.notObject' }
  | { readonly code: 'record.noLayout' }
  | { readonly code: 'record.layout'; readonly cause: EngineError }
  | { readonly code: 'record.movesNotList' }
  | { readonly code: 'record.badMove'; readonly move: number; readonly token: string; readonly cause: EngineError }
  | { readonly code: 'record.illegalMove'; readonly move: number; readonly token: string; readonly cause: IllegalMove };

/** Every error the engine gives: a code and its parameters, never words; `describeError` makes English of it. */
export type EngineError = CardError | IllegalMove | KindError | LayoutError | NotationError | RecordError;

/** Every error code. */
export type EngineErrorCode = EngineError['code'];

/** The error with a given code. */
export type EngineErrorOf<C extends EngineErrorCode> = Extract<EngineError, { readonly code: C }>;
