import type { KingAlbertGame } from '../../games/king-albert/game.js';
import { solverNow } from '../clock.js';
import type { SolveOptions, SolveResult } from '../types.js';
import { type Budget, DepthFirst, MAX_DEPTH } from './depth-first.js';
import { COVER_WEIGHT, MILD_COVER_WEIGHT, moveOfCode, SearchPosition } from './moves.js';
import { shortenLine } from './shorten.js';
import { PositionTable } from './table.js';

// Restart runs stop after this unit times the Luby sequence 1, 1, 2, 1, 1, 2, 4, … positions each. Shorter runs try
// more orders sooner: 5,000 decided more fixture deals within a budget than 2,500, 10,000, 20,000 or 40,000
// (docs/research/king-albert-solver.md).
const RUN_UNIT = 5_000;
// Positions the complete search gets for each position of the restarts.
const COMPLETE_SHARE = 1;
// The bits of random noise added to a restart's move scores, enough to reorder moves whose scores are close.
const RESTART_NOISE = 8191;
/** Largest transposition table: 2^24 keys of 8 bytes plus a pin byte, about 150 MB. */
const MAX_TABLE_ENTRIES = 1 << 24;
/** Largest table of a restart run, which stays far smaller. */
const MAX_RESTART_TABLE_ENTRIES = 1 << 23;

/** The Luby sequence from 1: 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, … */
const luby = (index: number): number => {
  let power = 1;
  while ((1 << power) - 1 < index) power++;
  return (1 << power) - 1 === index ? 1 << (power - 1) : luby(index - (1 << (power - 1)) + 1);
};

/** Options of `solveKingAlbert` beyond the shared ones (for tests). */
export interface KingAlbertSolveTuning {
  /** The deepest line searched (default `MAX_DEPTH`); a search that cuts a line there proves no loss. */
  readonly maxDepth?: number;
}

/** How the searches ended: a win (the line is in the winner's history), a proof of loss, or a limit ran out. */
type Ending =
  | { readonly verdict: 'winnable'; readonly winner: SearchPosition }
  | { readonly verdict: 'unwinnable' | 'unknown' };

/**
 * Decides the position a King Albert or Raglan game is in now (winnable with a line, unwinnable, or unknown when a
 * limit runs out), leaving the game untouched.
 */
export const solveKingAlbert = (
  game: KingAlbertGame,
  options: SolveOptions = {},
  tuning: KingAlbertSolveTuning = {},
): SolveResult => {
  const started = solverNow();
  const budget: Budget = {
    positions: 0,
    maxPositions: options.maxPositions ?? Number.POSITIVE_INFINITY,
    deadline: options.timeoutMs === undefined ? Number.POSITIVE_INFINITY : started + options.timeoutMs,
    onProgress: options.onProgress,
    bestCardsHome: 0,
    bestLine: [],
  };
  const search = new SearchPosition(game);
  search.settle();
  budget.bestCardsHome = search.cardsHome;
  budget.bestLine = search.line();
  const ending: Ending =
    search.cardsHome === 52
      ? { verdict: 'winnable', winner: search }
      : takeTurns(game, search, budget, tuning.maxDepth ?? MAX_DEPTH);
  return answer(game, ending, budget, solverNow() - started);
};

// Two searches take turns. The complete one proves losses and may find a win. A depth-first search can sink
// millions of positions into a lost corner, so the other one runs restarts: short searches with the moves shuffled a
// little, each with a fresh table, whose run lengths follow the Luby sequence (so some grow long); they find most wins
// far sooner. The complete search gets COMPLETE_SHARE times the restarts' positions, which bounds what a lost position
// pays for them. Each search has its own position and table, so pausing one changes nothing in the other: the
// complete search exhausting, or a restart exhausting within its limit (a fresh table, nothing cut off), proves a loss
// as if it had run alone.
const takeTurns = (game: KingAlbertGame, search: SearchPosition, budget: Budget, maxDepth: number): Ending => {
  const restartSearch = new SearchPosition(game);
  restartSearch.settle();
  const restartStart = restartSearch.historyLength;
  restartSearch.noiseMask = RESTART_NOISE;
  const complete = new DepthFirst(search, new PositionTable(MAX_TABLE_ENTRIES), budget, maxDepth);
  const restartTable = new PositionTable(MAX_RESTART_TABLE_ENTRIES);
  for (let run = 1; ; run++) {
    const runLimit = RUN_UNIT * luby(run);
    restartSearch.undoTo(restartStart);
    restartSearch.coverWeight = run % 2 === 0 ? MILD_COVER_WEIGHT : COVER_WEIGHT;
    restartTable.clear(Math.min(runLimit, budget.maxPositions - budget.positions));
    const restartRun = new DepthFirst(restartSearch, restartTable, budget, maxDepth);
    const restart = restartRun.run(runLimit);
    if (restart === 'won') return { verdict: 'winnable', winner: restartSearch };
    if (restart === 'stopped') return { verdict: 'unknown' };
    if (restart === 'exhausted' && !restartRun.incomplete) return { verdict: 'unwinnable' };
    const outcome = complete.run(runLimit * COMPLETE_SHARE);
    if (outcome === 'won') return { verdict: 'winnable', winner: search };
    if (outcome === 'stopped') return { verdict: 'unknown' };
    if (outcome === 'exhausted') return { verdict: complete.incomplete ? 'unknown' : 'unwinnable' };
  }
};

// The answer for how the searches ended, `ms` after the start (the winning line is shortened after that).
const answer = (game: KingAlbertGame, ending: Ending, budget: Budget, ms: number): SolveResult => {
  const positions = budget.positions;
  if (ending.verdict === 'winnable')
    return { verdict: 'winnable', moves: shortenLine(game, ending.winner.line()).map(moveOfCode), positions, ms };
  const best =
    budget.bestCardsHome > game.cardsHome
      ? { bestLine: budget.bestLine.map(moveOfCode), bestCardsHome: budget.bestCardsHome }
      : {};
  // King Albert's losses are all proven by exhausting the search.
  if (ending.verdict === 'unwinnable') return { verdict: 'unwinnable', proof: 'search', ...best, positions, ms };
  return { verdict: 'unknown', ...best, positions, ms };
};
