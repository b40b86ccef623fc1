import { err, ok, type Result } from '../core/result.js';
import { type AnyGame, newGame } from '../games/index.js';
import type { Game } from '../games/types.js';
import type { EngineError } from './errors.js';
import { parseJsonInput } from './json.js';
import { type LayoutJson, makeLayout, parseLayout } from './layout.js';
import { makeMove, parseMove } from './notation.js';

/** A game record as JSON: the starting layout, the moves in notation, and optional metadata. */
export interface RecordJson {
  layout: LayoutJson;
  moves: string[];
  [metadata: string]: unknown;
}

/** The record of a game in progress; `metadata` fields are written beside `layout` and `moves`. */
export const makeRecord = (game: Game, metadata: Record<string, unknown> = {}): RecordJson => ({
  ...metadata,
  layout: makeLayout(game.layout),
  moves: game.history().map((move) => makeMove(game.kind, move)),
});

/** A loaded record: the game after replaying every move, and the metadata beside them. */
export interface LoadedRecord {
  readonly game: AnyGame;
  readonly metadata: Record<string, unknown>;
}

/** Loads a record given as JSON text or parsed JSON, replaying and checking every move. */
export const parseRecord = (input: unknown): Result<LoadedRecord, EngineError> => {
  const parsed = parseJsonInput(input, 'record');
  if (!parsed.ok) return parsed;
  const data = parsed.value;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return err({ code: 'record.notObject' });
  const { layout: layoutData, moves, ...metadata } = data as Record<string, unknown>;
  if (layoutData === undefined) return err({ code: 'record.noLayout' });
  const layout = parseLayout(layoutData);
  if (!layout.ok) return err({ code: 'record.layout', cause: layout.error });
  const tokens = moves ?? [];
  if (!Array.isArray(tokens) || tokens.some((token) => typeof token !== 'string'))
    return err({ code: 'record.movesNotList' });
  const game = newGame(layout.value);
  for (const [index, token] of (tokens as string[]).entries()) {
    const move = parseMove(game.kind, token);
    if (!move.ok) return err({ code: 'record.badMove', move: index + 1, token, cause: move.error });
    const played = game.play(move.value);
    if (!played.ok) return err({ code: 'record.illegalMove', move: index + 1, token, cause: played.error });
  }
  return ok({ game, metadata });
};
