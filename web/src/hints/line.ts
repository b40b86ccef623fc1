import type { Verdict } from '../../../src/solver/types.js';

// The table's solver service keeps what it learnt about the game being played as plain data, changed by the pure
// functions below, so that its bookkeeping is tested without a browser. Positions are named by how many moves of
// `path` lead to them from the deal's start; moves are notation tokens.

/** What the solver service knows about the game on the table. */
export interface LineState {
  /** The moves of the furthest path known: the game's moves, then the ones undone after them (a redo path). */
  path: string[];
  /** How many moves of `path` the game has played: the position on the table is the one after `path[0..at]`. */
  at: number;
  /** The solver's verdict on the position after `index` moves of `path`, where it searched (sparse). */
  verdicts: (Verdict | undefined)[];
  /** How many searches of the position after `index` moves ended undecided (sparse). */
  undecided: (number | undefined)[];
  /** A winning game from the deal's start: the moves to a searched position, then the winning line found there. */
  line: string[] | undefined;
  /** The first move of the best try found from a position without a sure win, and that position's index. */
  bestTry: { readonly index: number; readonly move: string } | undefined;
  /** The position being searched now, by its index, if any. */
  searching: number | undefined;
  /** How many searches were started for this deal (a figure for tests and benchmarks). */
  searches: number;
}

/** What a search found from a position: its verdict, the winning line (tokens) or the first move of the best try. */
export interface SearchFinding {
  readonly verdict: Verdict;
  readonly moves?: readonly string[];
  readonly best?: string;
}

/** What a hint says, decided from the service's state alone. */
export type HintAdvice =
  | { readonly type: 'line'; readonly move: string }
  | { readonly type: 'lost'; readonly since: number; readonly lastWinnable: number | undefined; readonly best?: string }
  | { readonly type: 'unknown'; readonly best?: string }
  | { readonly type: 'thinking' };

/** The "can I still win?" indicator's state. */
export type Outlook =
  | { readonly type: 'winnable' }
  | { readonly type: 'lost'; readonly since: number }
  | { readonly type: 'thinking' }
  | { readonly type: 'unknown' };

/** Nothing known yet, at a deal's start. */
export const newLineState = (): LineState => ({
  path: [],
  at: 0,
  verdicts: [],
  undecided: [],
  line: undefined,
  bestTry: undefined,
  searching: undefined,
  searches: 0,
});

const commonPrefix = (a: readonly string[], b: readonly string[]): number => {
  const length = Math.min(a.length, b.length);
  let index = 0;
  while (index < length && a[index] === b[index]) index++;
  return index;
};

/**
 * Follows the game to the position its moves lead to: an undo or a redo moves along the known path, a new move
 * starts a new path there and forgets what was known past the point where the two part.
 */
export const follow = (state: LineState, moves: readonly string[]): void => {
  const shared = commonPrefix(state.path, moves);
  if (shared < moves.length) {
    state.path = [...moves];
    state.verdicts.length = Math.min(state.verdicts.length, shared + 1);
    state.undecided.length = Math.min(state.undecided.length, shared + 1);
    if (state.bestTry && state.bestTry.index > shared) state.bestTry = undefined;
  }
  state.at = moves.length;
};

/** True if the position after `index` moves of the path lies on the known winning line. */
export const onLine = (state: LineState, index: number): boolean =>
  state.line !== undefined && index <= state.line.length && commonPrefix(state.line, state.path) >= index;

// A position from which a winnable one is reached is winnable; every position after a lost one is lost.
/** The verdict on the position after `index` moves of the path, as far as it follows from the searches. */
export const verdictAt = (state: LineState, index: number): Verdict | undefined => {
  if (onLine(state, index)) return 'winnable';
  for (let j = 0; j <= index; j++) if (state.verdicts[j] === 'unwinnable') return 'unwinnable';
  for (let j = index; j < state.verdicts.length; j++) if (state.verdicts[j] === 'winnable') return 'winnable';
  return state.verdicts[index];
};

/** How many times a position is searched while it stays undecided, each time with a longer budget (`searchBudget`). */
export const SEARCHES_PER_POSITION = 2;

/** The time a search of the position after `index` moves gets: the service's budget, three times that the second time. */
export const searchBudget = (state: LineState, index: number, baseMs: number): number =>
  (state.undecided[index] ?? 0) === 0 ? baseMs : 3 * baseMs;

/**
 * The position the service should be searching now: the one on the table while nothing is known of it (or while it
 * is undecided and was searched fewer than `SEARCHES_PER_POSITION` times); when that one
 * is lost and no winnable position is known before it, the one just before the earliest known loss, so that the undo
 * to the last winnable position finds its place (the search steps back until a position is winnable, or undecided, or
 * the start). Undefined when nothing needs a search.
 */
export const searchTarget = (state: LineState): number | undefined => {
  const here = verdictAt(state, state.at);
  if (here === undefined) return state.at;
  if (here === 'unknown' && (state.undecided[state.at] ?? 0) < SEARCHES_PER_POSITION) return state.at;
  if (here !== 'unwinnable' || lastWinnable(state) !== undefined) return undefined;
  const before = (lostSince(state) ?? 0) - 1;
  return before < 0 || state.verdicts[before] !== undefined ? undefined : before;
};

/** The position whose search should start now: the search target, unless it is being searched already. */
export const wantedSearch = (state: LineState): number | undefined => {
  const target = searchTarget(state);
  return target === state.searching ? undefined : target;
};

/** Marks the position after `index` moves of the path as searched now; returns the moves that lead to it. */
export const startSearch = (state: LineState, index = state.at): string[] => {
  state.searching = index;
  state.searches++;
  return state.path.slice(0, index);
};

/** Marks the search under way as given up (cancelled for a newer position). */
export const dropSearch = (state: LineState): void => {
  state.searching = undefined;
};

/** Takes in what a search from the position after `moves` found; false (and nothing changes) if that position left the path. */
export const record = (state: LineState, moves: readonly string[], found: SearchFinding): boolean => {
  const index = moves.length;
  if (state.searching === index) state.searching = undefined;
  if (commonPrefix(state.path, moves) < index) return false;
  state.verdicts[index] = found.verdict;
  if (found.verdict === 'unknown') state.undecided[index] = (state.undecided[index] ?? 0) + 1;
  if (found.verdict === 'winnable' && found.moves) state.line = [...moves, ...found.moves];
  else if (found.best !== undefined) state.bestTry = { index, move: found.best };
  return true;
};

/** The latest position up to the one on the table that is known to be winnable, by its index; undefined if none. */
export const lastWinnable = (state: LineState): number | undefined => {
  for (let index = state.at; index >= 0; index--) if (verdictAt(state, index) === 'winnable') return index;
  return undefined;
};

/** The first position up to the one on the table that is known to be lost, by its index; undefined if none. */
export const lostSince = (state: LineState): number | undefined => {
  for (let index = 0; index <= state.at; index++) if (state.verdicts[index] === 'unwinnable') return index;
  return undefined;
};

/** The next move of a known win from the position on the table: the winning line's, or the redo path's towards a win. */
export const nextWinningMove = (state: LineState): string | undefined => {
  const { at, line, path } = state;
  if (line && onLine(state, at) && at < line.length) return line[at];
  if (at < path.length && verdictAt(state, at + 1) === 'winnable') return path[at];
  return undefined;
};

/** The moves of the known win from the position on the table, if one is known along the winning line. */
export const winningLineFromHere = (state: LineState): string[] | undefined =>
  state.line && onLine(state, state.at) ? state.line.slice(state.at) : undefined;

/** What a hint says now. */
export const hintAdvice = (state: LineState): HintAdvice => {
  const move = nextWinningMove(state);
  if (move !== undefined) return { type: 'line', move };
  const verdict = verdictAt(state, state.at);
  const best = state.bestTry?.index === state.at ? state.bestTry.move : undefined;
  const withBest = best === undefined ? {} : { best };
  if (verdict === 'unwinnable')
    return { type: 'lost', since: lostSince(state) ?? state.at, lastWinnable: lastWinnable(state), ...withBest };
  if (verdict === 'unknown') return { type: 'unknown', ...withBest };
  return { type: 'thinking' };
};

/** What the "can I still win?" indicator shows now. */
export const outlook = (state: LineState): Outlook => {
  const verdict = verdictAt(state, state.at);
  if (verdict === 'winnable') return { type: 'winnable' };
  if (verdict === 'unwinnable') return { type: 'lost', since: lostSince(state) ?? state.at };
  return verdict === 'unknown' ? { type: 'unknown' } : { type: 'thinking' };
};
