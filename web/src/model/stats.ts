import { variantKey } from '../../../src/games/registry.js';
import type { Session } from './session.js';

/** Statistics of one game/variant. */
export interface GameStats {
  played: number;
  /** Clean wins: won without the solver's help. */
  won: number;
  /** Wins after a hint, "show me how" or an undo to the last winnable position; stored since the solver came to the table (absent: 0). */
  assisted: number;
  /** Clean wins in a row; an assisted win, a loss or a game given up ends it. */
  currentStreak: number;
  bestStreak: number;
  /** Fastest clean win in milliseconds, or null before the first. */
  bestTimeMs: number | null;
  /** Fewest moves of a clean win, or null before the first. */
  fewestMoves: number | null;
}

/** Statistics of all games, keyed by `game/variant`. */
export type AllStats = Record<string, GameStats>;

/** Statistics before the first game. */
export const emptyStats = (): GameStats => ({
  played: 0,
  won: 0,
  assisted: 0,
  currentStreak: 0,
  bestStreak: 0,
  bestTimeMs: null,
  fewestMoves: null,
});

/** Clean win rate in percent, rounded; null before the first game. */
export const winRate = (stats: GameStats): number | null =>
  stats.played === 0 ? null : Math.round((100 * stats.won) / stats.played);

/** Counts a clean win: played, won, streaks, best time, fewest moves. */
export const recordWin = (stats: GameStats, moves: number, ms: number): GameStats => {
  const currentStreak = stats.currentStreak + 1;
  return {
    ...stats,
    played: stats.played + 1,
    won: stats.won + 1,
    currentStreak,
    bestStreak: Math.max(stats.bestStreak, currentStreak),
    bestTimeMs: Math.floor(stats.bestTimeMs === null ? ms : Math.min(stats.bestTimeMs, ms)),
    fewestMoves: stats.fewestMoves === null ? moves : Math.min(stats.fewestMoves, moves),
  };
};

/** Counts an assisted win: played and assisted; it ends the streak of clean wins and sets no best time or moves. */
export const recordAssistedWin = (stats: GameStats): GameStats => ({
  ...stats,
  played: stats.played + 1,
  assisted: stats.assisted + 1,
  currentStreak: 0,
});

/** Counts a game given up or lost: played, and the current streak ends. */
export const recordLoss = (stats: GameStats): GameStats => ({ ...stats, played: stats.played + 1, currentStreak: 0 });

/** Counts the session's result if it is due: a win once (clean or assisted), or a game left after at least one move. */
export const settleSession = (session: Session, all: AllStats, leaving: boolean): AllStats => {
  if (session.counted) return all;
  const key = variantKey(session.game.kind);
  const stats = all[key] ?? emptyStats();
  if (session.game.status() === 'won') {
    session.counted = true;
    const counted = session.assisted
      ? recordAssistedWin(stats)
      : recordWin(stats, session.game.moveCount, session.elapsedMs);
    return { ...all, [key]: counted };
  }
  if (leaving && session.game.moveCount > 0) {
    session.counted = true;
    return { ...all, [key]: recordLoss(stats) };
  }
  return all;
};
