// The Alhambra-family solver: which phases run, in which order, with which share of the budget.
// 1. Relaxations whose loss proves the position lost: the reserve alone (every variant), each suit alone (The
//    Reinforcements).
// 2. The search (`depth-first.ts` over `position.ts`), in phases that each run only while there is no verdict:
//    the SAT relaxation and its plans (standard and any-suit from any position, at its point among the phases),
//    a few probes, the same-suit beam, the rest of the probes, any-suit's beam across suits, any-suit's search under
//    standard's rules, and the exhaustive search, whose loss is a proof.
// Every pruning rule carries its proof beside it (`moves.ts`, `markers.ts`, `dead-end.ts`, `projection.ts`); the
// tests cross-check each against a brute-force search. The tuning values are in `tuning.ts`.
import type { AlhambraGame } from '../../games/alhambra/game.js';
import type { Move } from '../../games/types.js';
import { solverNow } from '../clock.js';
import { isRelaxationPart, type Relaxation, type SolveOptions, type SolveResult } from '../types.js';
import { runBeamRounds } from './beam.js';
import { AlhambraSearch, StopSearch } from './depth-first.js';
import { searchExhaustively, searchUnderStandardRules } from './exhaustive.js';
import { safeHomeMove } from './moves.js';
import { ProbePhase } from './probes.js';
import { RelaxationRounds } from './relaxation-rounds.js';
import { reinforcementSuitAlone } from './relaxations/one-suit.js';
import { reserveAlone } from './relaxations/reserve-alone.js';
import { SolveRun } from './run.js';
import {
  ALHAMBRA_TABLE_ENTRIES,
  type AlhambraSolveTuning,
  ANY_SUIT_BEAM_TIME_SHARE,
  BEAM_TIME_SHARE,
  BEAM_WIDTH,
  PROBES_BEFORE_BEAM,
  RELAXATION_ONLY_TABLE_ENTRIES,
  RESERVE_ALONE_POSITIONS,
  SUIT_ALONE_POSITIONS,
} from './tuning.js';

export { alhambraUsesRelaxation } from './relaxation-rounds.js';
export { ALHAMBRA_TABLE_ENTRIES, type AlhambraSolveTuning } from './tuning.js';

/** Decides the Alhambra-family position `game` is in now: a winning line, a proof of loss, or unknown on budget. */
export const solveAlhambra = (
  game: AlhambraGame,
  options: SolveOptions = {},
  tuning: AlhambraSolveTuning = {},
): SolveResult => {
  const start = solverNow();
  const relaxed = relaxationsFirst(game, options, tuning, start);
  if (relaxed.lostBy !== undefined) return lostBy(relaxed.lostBy, relaxed.positions, start);
  const run = new SolveRun(game, options, tuning, makeSearch(game, options, tuning, start, relaxed.positions), start);
  try {
    runPhases(run);
  } catch (error) {
    if (!(error instanceof StopSearch)) throw error;
    run.verdict = 'unknown';
  }
  return resultOf(run);
};

// Two relaxations whose loss proves the position lost come first; their positions and time come out of the budget
// like the search's own. Every variant, in the parts that search: the reserve alone (`reserveAlone`), which nearly
// always decides within a few positions; from a deal's start it proves only The Reinforcements' deals lost, whose
// deep piles can block one another for good. The Reinforcements: a suit lost alone (`reinforcementSuitAlone`).
const relaxationsFirst = (
  game: AlhambraGame,
  options: SolveOptions,
  tuning: AlhambraSolveTuning,
  start: number,
): { readonly lostBy?: Relaxation; readonly positions: number } => {
  let positions = 0;
  if (tuning.reserveAlone !== false && !isRelaxationPart(options.part)) {
    const alone = reserveAlone(
      game,
      Math.min(RESERVE_ALONE_POSITIONS, options.maxPositions ?? Number.POSITIVE_INFINITY),
    );
    positions += alone.positions;
    if (alone.verdict === 'lost') return { lostBy: 'reserve-alone', positions };
  }
  if (game.refills && tuning.suitAlone !== false) {
    const deadline = options.timeoutMs === undefined ? Number.POSITIVE_INFINITY : start + options.timeoutMs;
    const stopped = (): boolean => solverNow() >= deadline || options.onProgress?.(positions) === true;
    for (let suit = 0; suit < 4; suit++) {
      const budget = Math.min(SUIT_ALONE_POSITIONS, (options.maxPositions ?? Number.POSITIVE_INFINITY) - positions);
      if (budget <= 0) break;
      const alone = reinforcementSuitAlone(game, suit, budget, stopped);
      positions += alone.positions;
      if (alone.verdict === 'lost') return { lostBy: 'suit-alone', positions };
    }
  }
  return { positions };
};

const lostBy = (relaxation: Relaxation, positions: number, start: number): SolveResult => ({
  verdict: 'unwinnable',
  proof: 'relaxation',
  relaxation,
  positions,
  ms: solverNow() - start,
});

// The search, its clock started now (so that it gets what the relaxations left of the time), its count at theirs.
const makeSearch = (
  game: AlhambraGame,
  options: SolveOptions,
  tuning: AlhambraSolveTuning,
  start: number,
  relaxedPositions: number,
): AlhambraSearch => {
  const spentMs = solverNow() - start;
  const searchOptions: SolveOptions =
    options.timeoutMs === undefined ? options : { ...options, timeoutMs: Math.max(0, options.timeoutMs - spentMs) };
  const search = new AlhambraSearch(
    game,
    searchOptions,
    tuning.tableEntries ?? (isRelaxationPart(options.part) ? RELAXATION_ONLY_TABLE_ENTRIES : ALHAMBRA_TABLE_ENTRIES),
    tuning.markers,
    tuning.projections,
    tuning.blockers,
  );
  search.positions = relaxedPositions;
  return search;
};

// The phases in order. The relaxation runs once, at its point (`RelaxationRounds.at`); a probe that searched its
// whole tree (`probes.done`) leaves the rest to the exhaustive search. Granada (several waste piles) has no beam: its
// probes alone win nearly every deal.
const runPhases = (run: SolveRun): void => {
  const { game, tuning } = run;
  const relaxation = new RelaxationRounds(run);
  const probes = new ProbePhase(run);
  const beamWidth = game.waste.length > 1 ? 0 : (tuning.beamWidth ?? BEAM_WIDTH);
  relaxation.runAt('start');
  // Only the relaxation: every search below runs only while there is no verdict.
  if (isRelaxationPart(run.options.part)) run.verdict ??= 'unknown';
  if (beamWidth > 0) probes.runUntil(PROBES_BEFORE_BEAM);
  if (!probes.done) relaxation.runAt('after-first-probes');
  if (beamWidth > 0 && !probes.done) runBeamRounds(run, beamWidth, tuning.beamTimeShare ?? BEAM_TIME_SHARE, true);
  if (!probes.done) relaxation.runAt('after-beam');
  probes.runUntil(Number.POSITIVE_INFINITY);
  if (!probes.done) relaxation.runAt('after-probes');
  // Any-suit: the beam again, now with builds across suits (the wins that need them).
  if (beamWidth > 0 && !probes.done && game.anySuit)
    runBeamRounds(run, beamWidth, tuning.anySuitBeamTimeShare ?? ANY_SUIT_BEAM_TIME_SHARE, false);
  if (run.verdict === undefined && game.anySuit) searchUnderStandardRules(run);
  searchExhaustively(run);
};

// The solve's result: the winning line, or the verdict with its proof and the line that brought most cards home.
const resultOf = (run: SolveRun): SolveResult => {
  const { game, search, verdict = 'unknown', proof } = run;
  const ms = solverNow() - run.start;
  const positions = search.positions + run.planPositions;
  if (verdict === 'winnable') return { verdict, moves: run.planLine ?? search.winningMoves(game), positions, ms };
  const best =
    search.bestCardsHome > game.cardsHome
      ? { bestLine: search.bestMoves(game), bestCardsHome: search.bestCardsHome }
      : {};
  if (verdict === 'unknown' && proof === undefined) return { verdict, ...best, positions, ms };
  if (verdict === 'unwinnable' && proof === 'search') return { verdict, proof, ...best, positions, ms };
  if (verdict === 'unwinnable' && proof === 'relaxation')
    return { verdict, proof, relaxation: 'sat', ...best, positions, ms };
  throw new Error('solver bug: a loss must say how it was proven, and only a loss');
};

/** The foundation move the solver plays automatically in this position (proven safe), if any; for tests and hints. */
export const alhambraSafeHomeMove = (game: AlhambraGame): Move | undefined => {
  const code = safeHomeMove(new AlhambraSearch(game, {}, 16));
  return code < 0 ? undefined : game.moveOfCode(code);
};

/** True if the solver's cheap dead-end test already proves this position lost; for tests. */
export const alhambraIsDeadEnd = (game: AlhambraGame): boolean => new AlhambraSearch(game, {}, 16).isDeadEnd();
