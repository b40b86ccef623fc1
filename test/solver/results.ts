import { expect } from 'vitest';
import type { Move } from '../../src/games/types.js';
import type { SolveResult, UnknownResult, UnwinnableResult } from '../../src/solver/types.js';

/** The winning line of a solve's answer; fails the test when the verdict is not a win. */
export const winningLine = (result: SolveResult): readonly Move[] => {
  expect(result.verdict).toBe('winnable');
  if (result.verdict !== 'winnable') throw new Error(`expected a win, not ${result.verdict}`);
  return result.moves;
};

/** A solve's answer that is not a win; fails the test when it is one. */
export const notWon = (result: SolveResult): UnwinnableResult | UnknownResult => {
  expect(result.verdict).not.toBe('winnable');
  if (result.verdict === 'winnable') throw new Error('expected no win');
  return result;
};
