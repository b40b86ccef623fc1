import { err, ok, type Result } from '../core/result.js';
import { type AnyGame, newGame } from '../games/index.js';
import type { Game } from '../games/types.js';
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
export const parseRecord = (input: unknown): Result<LoadedRecord> => {
  const parsed = parseJsonInput(input, 'record');
  if (!parsed.ok) return parsed;
  const data = parsed.value;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return err('record must be a JSON object');
  const { layout: layoutData, moves, ...metadata } = data as Record<string, unknown>;
  if (layoutData === undefined) return err('record has no layout');
  const layout = parseLayout(layoutData);
  if (!layout.ok) return err(`record layout: ${layout.error}`);
  const tokens = moves ?? [];
  if (!Array.isArray(tokens) || tokens.some((token) => typeof token !== 'string'))
    return err('record moves must be a list of move tokens such as "r3-w"');
  const game = newGame(layout.value);
  for (const [index, token] of (tokens as string[]).entries()) {
    const move = parseMove(game.kind, token);
    if (!move.ok) return err(`move ${index + 1} ("${token}"): ${move.error}`);
    const played = game.play(move.value);
    if (!played.ok) return err(`move ${index + 1} ("${token}") is illegal: ${played.error}`);
  }
  return ok({ game, metadata });
};
