import { describeError } from '../formats/messages.js';
import { type AnyGame, assertNever } from '../games/index.js';
import type { Move } from '../games/types.js';
import { alhambraUsesRelaxation, solveAlhambra } from './alhambra/solve.js';
import { solveKingAlbert } from './king-albert/solve.js';
import { withTrimmedBestLine } from './trim-line.js';
import { isRelaxationPart, type SolveOptions, type SolveResult } from './types.js';

export type { SatAnswer, SatSolver } from './sat/cnf.js';
export {
  type BestLine,
  type LossProof,
  RELAXATIONS,
  type Relaxation,
  SOLVE_PARTS,
  type SolveCost,
  type SolveOptions,
  type SolvePart,
  type SolveResult,
  type UnknownResult,
  type UnwinnableResult,
  type Verdict,
  type WinnableResult,
} from './types.js';

/**
 * True if solving this game can use a SAT solver (`SolveOptions.satSolver`): the Alhambra variants that use the SAT
 * relaxation (`USES_SAT_RELAXATION`: standard and any-suit), from any position not yet won. A caller may load one
 * only then (loading CaDiCaL's WebAssembly takes a moment).
 */
export const usesSatSolver = (game: AnyGame): boolean => {
  switch (game.family) {
    case 'alhambra':
      return alhambraUsesRelaxation(game);
    case 'king-albert':
      return false;
    default:
      return assertNever(game);
  }
};

/**
 * Decides the position a game is in: a winning line, a proof of loss (the search was exhausted), or unknown when
 * the budget ran out. A winning line is replayed through the engine before it is reported.
 */
export const solve = (game: AnyGame, options: SolveOptions = {}): SolveResult => {
  if (isRelaxationPart(options.part) && (options.satSolver === undefined || !usesSatSolver(game)))
    return { verdict: 'unknown', positions: 0, ms: 0 };
  const result = withTrimmedBestLine(game, solveFamily(game, options));
  if (result.verdict === 'winnable') {
    if (replay(game, result.moves, 'winning line').status() !== 'won')
      throw new Error('solver bug: its winning line does not win');
  } else if (
    result.bestLine !== undefined &&
    replay(game, result.bestLine, 'best line').cardsHome !== result.bestCardsHome
  )
    throw new Error('solver bug: its best line does not bring home the cards it says');
  return result;
};

// The solver of the game's family.
const solveFamily = (game: AnyGame, options: SolveOptions): SolveResult => {
  switch (game.family) {
    case 'alhambra':
      return solveAlhambra(game, options);
    case 'king-albert':
      return solveKingAlbert(game, options);
    default:
      return assertNever(game);
  }
};

// Plays a line of the solver on a copy of the game; an illegal move is a bug.
const replay = (game: AnyGame, moves: readonly Move[], name: string): AnyGame => {
  const copy = game.clone();
  for (const [index, move] of moves.entries()) {
    const played = copy.play(move);
    if (!played.ok)
      throw new Error(`solver bug: move ${index + 1} of its ${name} is illegal: ${describeError(played.error)}`);
  }
  return copy;
};
