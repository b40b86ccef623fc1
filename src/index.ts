/** Patience: the rules engine of Alhambra and King Albert and their variants, as a library. */
import { err, ok, type Result } from './core/result.js';
import type { EngineError } from './formats/errors.js';
import { checkLayout } from './formats/layout.js';
import { isEngineGame, newGame as newEngine } from './games/index.js';
import type { Game } from './games/types.js';
import { type SolveOptions, type SolveResult, solve as solveEngine } from './solver/index.js';

export * from './core/cards.js';
export { err, ok, type Result } from './core/result.js';
export { randomDealNumber, tryDealLayout as dealLayout } from './deals/pysolfc.js';
export { isDealNumber, MAX_DEAL_NUMBER, makeDealNumber, parseDealNumber } from './formats/deal-number.js';
export type * from './formats/errors.js';
export { checkKind, parseKind } from './formats/kind.js';
export { checkLayout, type LayoutJson, makeLayout, parseLayout } from './formats/layout.js';
export { describeError, ENGLISH_ERRORS, type ErrorCatalogue, renderError } from './formats/messages.js';
export { makeMove, makeMoves, parseMove, parseMoves } from './formats/notation.js';
export { type LoadedRecord, makeRecord, parseRecord, type RecordJson } from './formats/record.js';
export { gameTitle, renderText, type TextOptions } from './formats/text.js';
export type { IllegalMove } from './games/errors.js';
export * from './games/ids.js';
export type { AlhambraLayout, KingAlbertLayout, Layout } from './games/layout.js';
export * from './games/registry.js';
export type { Game, Move, Source, Status, Target } from './games/types.js';
export type { SolveOptions, SolveResult, Verdict } from './solver/index.js';

/** Starts a game at the beginning of a layout, checked first as `parseLayout` checks JSON (cards as numbers here). */
export const newGame = (layout: unknown): Result<Game, EngineError> => {
  const checked = checkLayout(layout);
  return checked.ok ? ok(newEngine(checked.value)) : err(checked.error);
};

/** Solves a game made by `newGame` from its current position; see `SolveOptions` for the budget. */
export const solve = (game: Game, options: SolveOptions = {}): Result<SolveResult, EngineError> =>
  isEngineGame(game) ? ok(solveEngine(game, options)) : err({ code: 'game.notEngine' });
