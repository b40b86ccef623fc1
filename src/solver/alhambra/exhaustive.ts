// The depth-first searches that run after the probes and the beam, with the whole budget that is left: any-suit's
// search under standard's rules, then the exhaustive search, whose loss is a proof.
import { EndProbe } from './depth-first.js';
import type { SolveRun } from './run.js';
import { STANDARD_TIME_SHARE } from './tuning.js';

/**
 * Any-suit: a plain depth-first search under standard's rules, with one suit alone, until `STANDARD_TIME_SHARE` of
 * the budget (its wins are any-suit wins, and its tree is far smaller).
 */
export const searchUnderStandardRules = (run: SolveRun): void => {
  const { search } = run;
  search.beginStandardSearch(run.positionsAt(STANDARD_TIME_SHARE) - search.positions, run.timeAt(STANDARD_TIME_SHARE));
  try {
    if (search.search(0, true)) run.verdict = 'winnable';
  } catch (error) {
    if (!(error instanceof EndProbe)) throw error;
    search.unwind();
  }
};

/** Ends the probes and, unless a verdict is in, searches every line to the end: a win, or a proof of loss. */
export const searchExhaustively = (run: SolveRun): void => {
  const { search } = run;
  search.endProbes();
  if (run.tuning.exhaustive === false) run.verdict ??= 'unknown';
  if (run.verdict === undefined) {
    run.verdict = search.search(0, true) ? 'winnable' : 'unwinnable';
    if (run.verdict === 'unwinnable') run.proof = 'search';
  }
};
