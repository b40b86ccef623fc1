import { describe, expect, test } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { makeMove } from '../../src/formats/notation.js';
import { newGame } from '../../src/games/index.js';
import { solve } from '../../src/solver/index.js';
import {
  dropSearch,
  follow,
  hintAdvice,
  lastWinnable,
  lostSince,
  newLineState,
  nextWinningMove,
  outlook,
  record,
  searchBudget,
  startSearch,
  verdictAt,
  wantedSearch,
  winningLineFromHere,
} from '../../web/src/hints/line.js';
import { candidateDeal } from '../../web/src/hints/winnable-deal.js';

describe('the solver service’s bookkeeping', () => {
  test('a new deal wants a search of its start; a search under way is not asked for twice', () => {
    const state = newLineState();
    expect(wantedSearch(state)).toBe(0);
    expect(outlook(state)).toEqual({ type: 'thinking' });
    expect(hintAdvice(state)).toEqual({ type: 'thinking' });
    expect(startSearch(state)).toEqual([]);
    expect(wantedSearch(state)).toBeUndefined();
    expect(state.searches).toBe(1);
  });

  test('moves on the winning line need no search; a move off it wants one from the new position', () => {
    const state = newLineState();
    startSearch(state);
    expect(record(state, [], { verdict: 'winnable', moves: ['a', 'b', 'c'] })).toBe(true);
    expect(hintAdvice(state)).toEqual({ type: 'line', move: 'a' });
    follow(state, ['a']);
    expect(wantedSearch(state)).toBeUndefined();
    expect(nextWinningMove(state)).toBe('b');
    expect(winningLineFromHere(state)).toEqual(['b', 'c']);
    follow(state, ['a', 'x']);
    expect(verdictAt(state, 2)).toBeUndefined();
    expect(wantedSearch(state)).toBe(2);
    expect(lastWinnable(state)).toBe(1);
    expect(state.searches).toBe(1);
  });

  test('a loss found off the line: lost since that move, and the undo goes back to the last position on the line', () => {
    const state = newLineState();
    record(state, [], { verdict: 'winnable', moves: ['a', 'b', 'c'] });
    follow(state, ['a', 'x']);
    expect(startSearch(state)).toEqual(['a', 'x']);
    record(state, ['a', 'x'], { verdict: 'unwinnable', best: 'y' });
    expect(outlook(state)).toEqual({ type: 'lost', since: 2 });
    expect(hintAdvice(state)).toEqual({ type: 'lost', since: 2, lastWinnable: 1, best: 'y' });
    // Every position after a lost one is lost: no search.
    follow(state, ['a', 'x', 'y']);
    expect(wantedSearch(state)).toBeUndefined();
    expect(lostSince(state)).toBe(2);
    // Undone back to the line: winnable again, and the hint is the line's.
    follow(state, ['a']);
    expect(outlook(state)).toEqual({ type: 'winnable' });
    expect(hintAdvice(state)).toEqual({ type: 'line', move: 'b' });
  });

  test('a redo path towards a position proven winnable is a winning move; a new move forgets what lay past it', () => {
    const state = newLineState();
    follow(state, ['a', 'b', 'c']);
    record(state, ['a', 'b', 'c'], { verdict: 'winnable', moves: ['d'] });
    follow(state, ['a']);
    // The line from the start runs through the redo path, so the hint redoes it.
    expect(nextWinningMove(state)).toBe('b');
    expect(lastWinnable(state)).toBe(1);
    follow(state, ['a', 'z']);
    expect(state.path).toEqual(['a', 'z']);
    expect(verdictAt(state, 2)).toBeUndefined();
    expect(verdictAt(state, 1)).toBe('winnable');
  });

  test('an answer for a position the player left is dropped; an undecided one offers the best try', () => {
    const state = newLineState();
    follow(state, ['a']);
    startSearch(state);
    follow(state, ['b']);
    expect(record(state, ['a'], { verdict: 'winnable', moves: ['c'] })).toBe(false);
    expect(state.line).toBeUndefined();
    expect(wantedSearch(state)).toBe(1);
    startSearch(state);
    dropSearch(state);
    expect(wantedSearch(state)).toBe(1);
    startSearch(state);
    record(state, ['b'], { verdict: 'unknown', best: 'q' });
    expect(outlook(state)).toEqual({ type: 'unknown' });
    expect(hintAdvice(state)).toEqual({ type: 'unknown', best: 'q' });
    // An undecided position is searched once more, with three times the time, and then left undecided.
    expect(searchBudget(state, 1, 100)).toBe(300);
    expect(wantedSearch(state)).toBe(1);
    startSearch(state);
    record(state, ['b'], { verdict: 'unknown', best: 'q' });
    expect(wantedSearch(state)).toBeUndefined();
  });

  test('with a real deal: following the solver’s line from the start never wants another search, to the win', () => {
    const game = newGame(dealLayout({ game: 'king-albert', variant: 'standard' }, 3n));
    const result = solve(game, { timeoutMs: 20_000 });
    expect(result.verdict).toBe('winnable');
    if (result.verdict !== 'winnable') return;
    const state = newLineState();
    startSearch(state);
    record(state, [], { verdict: 'winnable', moves: result.moves.map((move) => makeMove(game.kind, move)) });
    const played: string[] = [];
    while (game.status() === 'playing') {
      const advice = hintAdvice(state);
      expect(advice.type).toBe('line');
      if (advice.type !== 'line') return;
      const move = game.legalMoves().find((candidate) => makeMove(game.kind, candidate) === advice.move);
      expect(move).toBeDefined();
      game.play(move!);
      played.push(advice.move);
      follow(state, played);
      expect(wantedSearch(state)).toBeUndefined();
    }
    expect(game.status()).toBe('won');
    expect(state.searches).toBe(1);
  });

  test('a loss with no winnable position known before it: the search steps back until one is winnable', () => {
    const state = newLineState();
    follow(state, ['a', 'b', 'c']);
    startSearch(state);
    record(state, ['a', 'b', 'c'], { verdict: 'unwinnable' });
    expect(lastWinnable(state)).toBeUndefined();
    expect(wantedSearch(state)).toBe(2);
    expect(startSearch(state, 2)).toEqual(['a', 'b']);
    expect(wantedSearch(state)).toBeUndefined();
    record(state, ['a', 'b'], { verdict: 'unwinnable' });
    expect(outlook(state)).toEqual({ type: 'lost', since: 2 });
    expect(wantedSearch(state)).toBe(1);
    record(state, ['a'], { verdict: 'winnable', moves: ['q'] });
    expect(wantedSearch(state)).toBeUndefined();
    expect(hintAdvice(state)).toEqual({ type: 'lost', since: 2, lastWinnable: 1 });
    // An undecided position ends the steps back.
    const other = newLineState();
    follow(other, ['a', 'b']);
    record(other, ['a', 'b'], { verdict: 'unwinnable' });
    record(other, ['a'], { verdict: 'unknown' });
    record(other, ['a'], { verdict: 'unknown' });
    expect(wantedSearch(other)).toBeUndefined();
  });

  test('winnable deals only tries the deal numbers that follow the start, wrapping to 1 after the last', () => {
    expect(candidateDeal(41n, 0)).toBe(41n);
    expect(candidateDeal(41n, 3)).toBe(44n);
    expect(candidateDeal(99999999999999999999n, 1)).toBe(1n);
  });
});
