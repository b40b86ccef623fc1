import { err, ok, type Result } from '../../src/core/result.js';
import type { EngineError, IllegalMove } from '../../src/formats/errors.js';
import { makeMove, parseMove } from '../../src/formats/notation.js';
import { makeRecord, parseRecord, type RecordJson } from '../../src/formats/record.js';
import { AlhambraGame } from '../../src/games/alhambra/game.js';
import { type GameVariant, gameVariantKey } from '../../src/games/ids.js';
import { type AnyGame, newGame } from '../../src/games/index.js';
import type { Layout } from '../../src/games/layout.js';
import type { Move, Source } from '../../src/games/types.js';
import { cardAtSource, type PileId, targetOfPile } from './piles.js';

/** A game in progress with what the UI keeps beside the engine: the redo stack, the clock, and whether it was counted. */
export interface Session {
  readonly game: AnyGame;
  /** Moves undone and not yet replayed; the last one is redone first. */
  redo: Move[];
  /** Time played so far, in milliseconds. */
  elapsedMs: number;
  /** True once this game's result is in the statistics, so it is never counted twice. */
  counted: boolean;
}

/** A fresh session at the start of a layout. */
export const newSession = (layout: Layout): Session => ({
  game: newGame(layout),
  redo: [],
  elapsedMs: 0,
  counted: false,
});

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
      return game instanceof AlhambraGame || (game.columns[move.to.index]?.length ?? 0) > 0 ? 2 : EMPTY_COLUMN_RANK;
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

/** The key of a game/variant in statistics and settings. */
export const kindKey = (kind: GameVariant): string => gameVariantKey(kind);

/** The engine record of a session, with the redo stack, clock and counted flag beside the moves. */
export const sessionRecord = (session: Session): RecordJson =>
  makeRecord(session.game, {
    app: 'patience',
    redo: session.redo.map((move) => makeMove(session.game.kind, move)),
    elapsedMs: Math.round(session.elapsedMs),
    counted: session.counted,
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
  });
};

/** Statistics of one game/variant. */
export interface GameStats {
  played: number;
  won: number;
  currentStreak: number;
  bestStreak: number;
  /** Fastest win in milliseconds, or null before the first win. */
  bestTimeMs: number | null;
  /** Fewest moves of a win, or null before the first win. */
  fewestMoves: number | null;
}

/** Statistics of all games, keyed by `game/variant`. */
export type AllStats = Record<string, GameStats>;

/** Statistics before the first game. */
export const emptyStats = (): GameStats => ({
  played: 0,
  won: 0,
  currentStreak: 0,
  bestStreak: 0,
  bestTimeMs: null,
  fewestMoves: null,
});

/** Win rate in percent, rounded; null before the first game. */
export const winRate = (stats: GameStats): number | null =>
  stats.played === 0 ? null : Math.round((100 * stats.won) / stats.played);

/** Counts a win: played, won, streaks, best time, fewest moves. */
export const recordWin = (stats: GameStats, moves: number, ms: number): GameStats => {
  const currentStreak = stats.currentStreak + 1;
  return {
    played: stats.played + 1,
    won: stats.won + 1,
    currentStreak,
    bestStreak: Math.max(stats.bestStreak, currentStreak),
    bestTimeMs: Math.floor(stats.bestTimeMs === null ? ms : Math.min(stats.bestTimeMs, ms)),
    fewestMoves: stats.fewestMoves === null ? moves : Math.min(stats.fewestMoves, moves),
  };
};

/** Counts a game given up or lost: played, and the current streak ends. */
export const recordLoss = (stats: GameStats): GameStats => ({ ...stats, played: stats.played + 1, currentStreak: 0 });

/** Counts the session's result if it is due: a win once, or a game left after at least one move. */
export const settleSession = (session: Session, all: AllStats, leaving: boolean): AllStats => {
  if (session.counted) return all;
  const key = kindKey(session.game.kind);
  const stats = all[key] ?? emptyStats();
  if (session.game.status() === 'won') {
    session.counted = true;
    return { ...all, [key]: recordWin(stats, session.game.moveCount, session.elapsedMs) };
  }
  if (leaving && session.game.moveCount > 0) {
    session.counted = true;
    return { ...all, [key]: recordLoss(stats) };
  }
  return all;
};

/** True if starting another game now would throw away a game in progress. */
export const wouldLoseProgress = (session: Session): boolean =>
  !session.counted && session.game.moveCount > 0 && session.game.status() !== 'won';
