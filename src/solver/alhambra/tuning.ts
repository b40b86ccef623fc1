// Every tuning value of the Alhambra search, each with what it trades. The measurements behind them are in
// docs/research/alhambra-search.md, by topic; a change here should come with a measurement there.

import type { AlhambraVariant } from '../../games/ids.js';

// ---- tables and budget checks ----

/** Default size of the transposition table, in entries (9 bytes each). */
export const ALHAMBRA_TABLE_ENTRIES = 1 << 22;
/** Table size when the solve only runs the relaxation: its plans' playouts have tables of their own. */
export const RELAXATION_ONLY_TABLE_ENTRIES = 1 << 10;
/** Slots a key may take after its home slot: a longer window keeps more positions but costs every lookup. */
export const PROBE_WINDOW = 8;
/** Positions between clock readings: rarer readings are cheaper but overrun a deadline further. */
export const CHECK_INTERVAL = 1024;
/** Positions between progress reports: the caller's chance to cancel, against the cost of asking. */
export const PROGRESS_INTERVAL = 4096;

// ---- probes: short searches in random move orders ----

/** Probes when the solve has no budget to fill (with a budget, as many as fit in their share). */
export const PROBES = 32;
/** Positions per one-waste probe: longer probes search deeper, shorter ones try more orders. */
export const PROBE_POSITIONS = 1000;
/** Share of the budget (time and positions) the one-waste probes (and the beam among them) may use. */
export const PROBE_TIME_SHARE = 0.6;
/** Chances that a one-waste probe keeps a move in place, probe by probe in turn: mostly plain, some well shuffled. */
export const PROBE_KEEP_CHANCES = [0.97, 0.9, 0.6];
/** The Reinforcements' probe share: its exhaustive search rarely decides anything, so the probes get nearly all. */
export const REINFORCEMENT_PROBE_TIME_SHARE = 0.95;
/** Granada's positions per probe: very short probes, many orders (its positions are cheap, it has no dead-end test). */
export const GRANADA_PROBE_POSITIONS = 400;
/** Granada's chance of keeping a move in place: the plain order (foundation moves first), a little shuffled. */
export const GRANADA_PROBE_KEEP_CHANCE = 0.95;
/** Granada's probe share: its probes win nearly every deal, the search after them little. */
export const GRANADA_PROBE_TIME_SHARE = 0.9;
/** Probes before the beam: some deals fall to them within a few hundred positions, before the beam's cost. */
export const PROBES_BEFORE_BEAM = 4;
/** How far apart a solve's seed moves the seeds of its probes, beam rounds and relaxation rounds (beyond any count). */
export const SEED_STRIDE = 1_000_003;

// ---- beam search ----

/** Positions kept per stage of the beam: wider explores more lines per round, narrower runs more rounds. */
export const BEAM_WIDTH = 30;
/** A beam group this large is pruned to its best `width` alive positions: bounds memory, changes nothing found. */
export const BEAM_PRUNE_AT = 8192;
/** Share of the budget by which the same-suit beam ends; the rest goes to probes and the exhaustive search. */
export const BEAM_TIME_SHARE = 0.5;
/** Beam score of a card home: the main measure of progress. */
export const BEAM_CARD_HOME = 64;
/** Beam score of a card still in the reserve, round by round in turn: keeping reserve cards spares the waste's. */
export const BEAM_RESERVE_WEIGHTS = [16, 48, 0];
/** Random spread added to beam scores: breaks ties differently each round. */
export const BEAM_NOISE = 64;
/** Beam score taken off for each time a foundation must go round the stream for its next card (disorder). */
export const BEAM_WRAP_WEIGHT = 32;

// ---- any-suit ----

/** Share of the budget by which any-suit's beam across suits ends (it wins deals no same-suit search wins). */
export const ANY_SUIT_BEAM_TIME_SHARE = 0.95;
/** Share of the budget by which any-suit's search under standard's rules ends (its tree is far smaller). */
export const STANDARD_TIME_SHARE = 0.97;

// ---- relaxations searched before the search ----

/** Positions per one-suit search of the standard search's suit-alone test: more decides more, at a cost per node. */
export const PROJECTION_POSITIONS = 30_000;
/** Table size of the one-suit searches. */
export const PROJECTION_TABLE_ENTRIES = 1 << 16;
/** How many one-suit verdicts are kept (sibling lines share them). */
export const PROJECTION_VERDICT_ENTRIES = 1 << 16;
/** The Reinforcements: positions per suit of the one-suit games tried before the search. */
export const SUIT_ALONE_POSITIONS = 65_000;
/** Positions the reserve alone may search before the rest (it mostly decides within a handful). */
export const RESERVE_ALONE_POSITIONS = 10_000;

// ---- the SAT relaxation and its plans ----

/**
 * Per variant, whether solving it uses the SAT relaxation (from a deal's start, given a SAT solver; the solve's two
 * threads and CaDiCaL's loading follow). A measured choice, not a rule, so every variant states it: Granada's four
 * waste piles have no encoding, and The Reinforcements' relaxation is sound but has proved none of the deals tried
 * lost (docs/research/reinforcements.md).
 */
export const USES_SAT_RELAXATION: { readonly [V in AlhambraVariant]: boolean } = {
  standard: true,
  'any-suit': true,
  granada: false,
  reinforcement: false,
};

/** Plans read from the relaxation's solutions, at most: later plans still win, at the beam's expense. */
export const PLANS = 40;
/** Positions per plan's playout: a plan that can be played out does so within a few hundred. */
export const PLAN_POSITIONS = 1000;
/** Share of a time budget by which the plans end. */
export const PLAN_TIME_SHARE = 0.6;
/** Share of a time budget the relaxation's first solve may take: most answer in seconds, a few take far longer. */
export const RELAXATION_TIME_SHARE = 0.5;
/** Any-suit: share by which the proof and plans of standard's relaxation end, before any-suit's own beam and search. */
export const STANDARD_PLANS_TIME_SHARE = 0.8;
/** Share at which the plans move to a fresh SAT session with the deferred clauses: another path, other plans. */
export const SECOND_SESSION_TIME_SHARE = 0.35;
/** The guided part: share at which its plans give way to the guided search. */
export const GUIDED_TIME_SHARE = 0.35;
/** SAT solver polls between progress reports while it solves. */
export const SAT_PROGRESS_POLLS = 1024;

/** Options of `solveAlhambra` beyond the shared ones (for tests and tuning). */
export interface AlhambraSolveTuning {
  /** Transposition table size in entries, a power of two (default `ALHAMBRA_TABLE_ENTRIES`). */
  readonly tableEntries?: number;
  /** How many short random-order probes look for a win first (default: as many as fit in their share of a budget, else 32; 0 for none). */
  readonly probes?: number;
  /** Positions per probe (default `GRANADA_PROBE_POSITIONS` in Granada, else `PROBE_POSITIONS`). */
  readonly probePositions?: number;
  /** The chance that a probe keeps a move in place (default `GRANADA_PROBE_KEEP_CHANCE` in Granada, else taking turns with `PROBE_KEEP_CHANCES`). */
  readonly probeKeepChance?: number;
  /** Whether passed-over foundation moves mark their cards (default true; off only to test the rule). */
  readonly markers?: boolean;
  /** Whether the long searches test each suit alone (standard, and any-suit under standard's rules; default true; off only to test the rule). */
  readonly projections?: boolean;
  /** Whether the one-suit games keep other suits' cards frozen in this pass as blockers (default true; off only to test the rule). */
  readonly blockers?: boolean;
  /** Width of the beam search run first (default `BEAM_WIDTH` where there is one waste pile; 0 for none). */
  readonly beamWidth?: number;
  /** Size at which a group of the beam search is pruned (default `BEAM_PRUNE_AT`; other values only to test the rule). */
  readonly beamPruneAt?: number;
  /** Whether the exhaustive search follows (default true; off only to measure the searches before it). */
  readonly exhaustive?: boolean;
  /**
   * When the relaxation runs, given a SAT solver (default `after-first-probes`): first, after the first probes, after
   * the same-suit beam, or after all the probes.
   */
  readonly relaxationAt?: RelaxationAt;
  /** How many of the relaxation's plans are played out at most (default `PLANS`; 0 for none). */
  readonly plans?: number;
  /** How many positions a plan's playout may search at most (default `PLAN_POSITIONS`). */
  readonly planPositions?: number;
  /** The share of a time budget by which plans end (default `PLAN_TIME_SHARE`). */
  readonly planTimeShare?: number;
  /** The share of a time budget a relaxation's first solve may take at most (default `RELAXATION_TIME_SHARE`). */
  readonly relaxationTimeShare?: number;
  /** Whether a failed plan's blocking clause names only the cards its playout left out (default true), else all. */
  readonly stuckBlocking?: boolean;
  /** Whether a failed plan adds the relaxation's held-back clauses it breaks (default true). */
  readonly heldBack?: boolean;
  /**
   * The share of a time budget at which the plans give way to the guided search (`guided.ts`), which then has the
   * rest of the relaxation's time (default `GUIDED_TIME_SHARE` for the guided part, none for the others; 0: from the
   * start, in a session of its own).
   */
  readonly guidedFrom?: number;
  /** Whether the guided search after the plans opens a session of its own (default true; false: in the plans'). */
  readonly guidedFresh?: boolean;
  /** Whether the budget left after the plans goes to a proof with the held-back clauses, then to more plans (default true). */
  readonly heldBackProofs?: boolean;
  /** Whether any-suit plays out plans of standard's relaxation first (default true). */
  readonly standardPlans?: boolean;
  /**
   * The share of a time budget at which the plans move to a second session with the deferred clauses in the problem
   * from the start (default `SECOND_SESSION_TIME_SHARE`; above the plans' share for none).
   */
  readonly secondSessionShare?: number;
  /** Any-suit: the share of a time budget by which the held-back proof and the plans of standard's relaxation end. */
  readonly standardPlansShare?: number;
  /** Any-suit, relaxation alone: whether the time standard's relaxation leaves open goes to any-suit's own (default false). */
  readonly ownAfterStandard?: boolean;
  /** Any-suit: the share of a time budget by which the beam across suits ends. */
  readonly anySuitBeamTimeShare?: number;
  /** Whether the solve first tests the reserve alone (`reserveAlone`; default true). */
  readonly reserveAlone?: boolean;
  /** Whether The Reinforcements first tests each suit alone (`reinforcementSuitAlone`; default true). */
  readonly suitAlone?: boolean;
  /** The share of a time budget by which the same-suit beam ends (default `BEAM_TIME_SHARE`). */
  readonly beamTimeShare?: number;
  /** The share of the budget (time and positions) by which the probes end (default: Granada's, The Reinforcements' or `PROBE_TIME_SHARE`). */
  readonly probeTimeShare?: number;
}

/** When the SAT relaxation runs among the phases: first, after the first probes, after the same-suit beam, or after all the probes. */
export type RelaxationAt = 'start' | 'after-first-probes' | 'after-beam' | 'after-probes';
