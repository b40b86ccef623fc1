import { err, ok, type Result } from '../../../src/core/result.js';
import type { EngineError, IllegalMove } from '../../../src/formats/errors.js';
import { makeMove, parseMove } from '../../../src/formats/notation.js';
import { makeRecord, parseRecord, type RecordJson } from '../../../src/formats/record.js';
import { type AnyGame, newGame } from '../../../src/games/index.js';
import type { Layout } from '../../../src/games/layout.js';
import type { Move } from '../../../src/games/types.js';
import { sameMove } from './moves.js';
/** A game in progress with what the UI keeps beside the engine: the redo stack, the clock, and whether it was counted. */
export interface Session {
  readonly game: AnyGame;
  /** Moves undone and not yet replayed; the last one is redone first. */
  redo: Move[];
  /** Time played so far, in milliseconds. */
  elapsedMs: number;
  /** True once this game's result is in the statistics, so it is never counted twice. */
  counted: boolean;
  /** True once the solver helped (a hint, "show me how", an undo to the last winnable position): a win is then assisted. */
  assisted: boolean;
}

/** A fresh session at the start of a layout. */
export const newSession = (layout: Layout): Session => ({
  game: newGame(layout),
  redo: [],
  elapsedMs: 0,
  counted: false,
  assisted: false,
});

/** Plays a move; a new move clears the redo stack, replaying the next redo move keeps the rest. */
export const playMove = (session: Session, move: Move): Result<Move, IllegalMove> => {
  const played = session.game.play(move);
  if (!played.ok) return played;
  const next = session.redo[session.redo.length - 1];
  if (next !== undefined && sameMove(next, move)) session.redo.pop();
  else session.redo = [];
  return played;
};

/** Takes back the last move onto the redo stack; undefined at the start. */
export const undoMove = (session: Session): Move | undefined => {
  const move = session.game.undo();
  if (move !== undefined) session.redo.push(move);
  return move;
};

/** Replays the last undone move; undefined if there is none. */
export const redoMove = (session: Session): Move | undefined => {
  const move = session.redo[session.redo.length - 1];
  if (move === undefined) return undefined;
  const played = session.game.play(move);
  if (!played.ok) {
    session.redo = [];
    return undefined;
  }
  session.redo.pop();
  return move;
};

/** Takes every move back, keeping them all for redo. */
export const restartSession = (session: Session): void => {
  while (undoMove(session) !== undefined);
};

/** The engine record of a session, with the redo stack, clock and counted flag beside the moves. */
export const sessionRecord = (session: Session): RecordJson =>
  makeRecord(session.game, {
    app: 'patience',
    redo: session.redo.map((move) => makeMove(session.game.kind, move)),
    elapsedMs: Math.round(session.elapsedMs),
    counted: session.counted,
    ...(session.assisted ? { assisted: true } : {}),
  });

/** A session from a record (ours or any engine record): every move is replayed and checked; a bad redo list is dropped. */
export const sessionFromRecord = (input: unknown): Result<Session, EngineError> => {
  const loaded = parseRecord(input);
  if (!loaded.ok) return err(loaded.error);
  const { game, metadata } = loaded.value;
  const redo: Move[] = [];
  if (Array.isArray(metadata.redo)) {
    const probe = game.clone();
    // The stack is stored bottom first: its last move is redone first, so replay it from the end.
    const tokens = metadata.redo as unknown[];
    for (let index = tokens.length - 1; index >= 0; index--) {
      const token = tokens[index];
      const move = typeof token === 'string' ? parseMove(game.kind, token) : undefined;
      if (move === undefined || !move.ok || !probe.play(move.value).ok) {
        redo.length = 0;
        break;
      }
      redo.unshift(move.value);
    }
  }
  const elapsed = metadata.elapsedMs;
  return ok({
    game,
    redo,
    elapsedMs: typeof elapsed === 'number' && Number.isFinite(elapsed) && elapsed >= 0 ? elapsed : 0,
    counted: metadata.counted === true,
    assisted: metadata.assisted === true,
  });
};

/** True if starting another game now would throw away a game in progress. */
export const wouldLoseProgress = (session: Session): boolean =>
  !session.counted && session.game.moveCount > 0 && session.game.status() !== 'won';
