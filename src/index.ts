/** Patience: the rules engine of Alhambra and King Albert and their variants, as a library. */
export * from './core/cards.js';
export { err, ok, type Result } from './core/result.js';
export { dealLayout, makeDealNumber, parseDealNumber, randomDealNumber } from './deals/pysolfc.js';
export { type LayoutJson, makeLayout, parseLayout } from './formats/layout.js';
export { makeMove, makeMoves, parseMove, parseMoves } from './formats/notation.js';
export { type LoadedRecord, makeRecord, parseRecord, type RecordJson } from './formats/record.js';
export { gameTitle, renderText } from './formats/text.js';
export { ALHAMBRA_PASSES, ALHAMBRA_SHAPES, AlhambraGame } from './games/alhambra/game.js';
export * from './games/ids.js';
export { type AnyGame, newGame } from './games/index.js';
export { KingAlbertGame } from './games/king-albert/game.js';
export type { AlhambraLayout, KingAlbertLayout, Layout } from './games/layout.js';
export type { Game, Move, Source, Status, Target } from './games/types.js';
export { type SolveOptions, type SolveResult, solve, type Verdict } from './solver/index.js';
