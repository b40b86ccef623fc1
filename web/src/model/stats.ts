import { variantKey } from '../../../src/games/registry.js';
import type { Session } from './session.js';

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
  const key = variantKey(session.game.kind);
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
