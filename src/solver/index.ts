import { AlhambraGame } from '../games/alhambra.js';
import type { AnyGame } from '../games/index.js';
import { solveAlhambra } from './alhambra.js';
import { solveKingAlbert } from './king-albert.js';
import type { SolveOptions, SolveResult } from './types.js';

export type { SolveOptions, SolveResult, Verdict } from './types.js';

/**
 * Decides the position a game is in: a winning line, a proof of loss (the search was exhausted), or unknown when
 * the budget ran out. A winning line is replayed through the engine before it is reported.
 */
export const solve = (game: AnyGame, options: SolveOptions = {}): SolveResult => {
  const result = game instanceof AlhambraGame ? solveAlhambra(game, options) : solveKingAlbert(game, options);
  if (result.verdict === 'winnable') {
    const replay = game.clone();
    for (const [index, move] of (result.moves ?? []).entries()) {
      const played = replay.play(move);
      if (!played.ok) throw new Error(`solver bug: move ${index + 1} of its winning line is illegal: ${played.error}`);
    }
    if (replay.status() !== 'won') throw new Error('solver bug: its winning line does not win');
  }
  return result;
};
