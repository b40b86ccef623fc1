// The Alhambra-family solver. How it works, in short:
// - a compact copy of the position (typed arrays, Zobrist hash kept up to date by every change), engine move codes;
// - depth-first search over all moves, with a capped table of positions already searched (single agent: a position
//   searched once needs no second look; in one-waste games no move leads back, so the table outlives each search
//   under the same rules, but for the path it stopped on), turning as a macro, one proven-safe foundation move, and a
//   dead-end test (alhambra-order.ts) that follows the order of the waste and stock from pass to pass; under
//   standard's rules also each suit played alone (with the other suits' frozen cards as blockers), a small search
//   whose loss proves the position's (`someSuitAloneIsLost`);
// - before the exhaustive search, a beam search (the best few positions at each stage of the passes, by cards home) and
//   short probes in random move orders look for a win; in any-suit the beam runs twice, keeping to same-suit builds
//   and then building across suits.
// Every pruning rule carries its proof beside it; the tests cross-check each against a brute-force search.
import { ACE, KING, REDEAL_CODE, TURN_CODE, WASTE_BASE } from '../../games/alhambra/codes.js';
import type { AlhambraGame } from '../../games/alhambra/game.js';
import type { AlhambraLayout } from '../../games/layout.js';
import type { Move } from '../../games/types.js';
import { brokenClauses, readSolution, type SatAnswer, type SatSession } from '../sat/cnf.js';
import { isRelaxationPart, type LossProof, type Relaxation, type SolveOptions, type SolveResult } from '../types.js';
import { guidedSearch } from './guided.js';
import { WasteOrder } from './order.js';
import { planBlockingClause, readPlan, realizePlan } from './plan.js';
import { reinforcementSuitAlone } from './relaxations/one-suit.js';
import { reserveAlone } from './relaxations/reserve-alone.js';
import { type AlhambraRelaxation, encodeAlhambraRelaxation, RELAXATION_STOPPED } from './sat-relaxation/relaxation.js';

const RESERVE_CAPACITY = 16;
const WASTE_CAPACITY = 104;
const STOCK_CAPACITY = 104;
const CARD_KINDS = 52;
// In a one-suit game, a card of another suit that cannot leave the waste in this pass (see `loadSuitAlone`): it
// never moves, nothing is built on it, and it is gone after the redeal. Its suit (4) has full foundations.
const BLOCKER = 52;
// A card byte in the reserve, waste or stock arrays: the card (0–51) and two marker bits (see `markable`).
const CARD_MASK = 63;
const NOT_TO_ACE = 64;
const NOT_TO_KING = 128;
const CARD_BYTES = 256;
const PASSES = 3;
// In a redeal's undo information: blockers were left out of the new stock (above the refilled piles' bits).
const REDEAL_DROPPED_BLOCKERS = 1 << 16;
// A path longer than this means something went wrong (a cycle the table forgot); the search gives up with unknown.
const MAX_DEPTH = 3000;
const MOVES_PER_PLY = 80;
const CHECK_INTERVAL = 1024;
const PROGRESS_INTERVAL = 4096;
/** Default size of the transposition table, in entries (9 bytes each). */
export const ALHAMBRA_TABLE_ENTRIES = 1 << 22;
const PROBE_WINDOW = 8;
const PROBES = 32;
// One-waste probes: as many as fit in this share of the budget, each of this many positions, taking turns with
// these chances of keeping a move in place: mostly the plain order (whose wins come early when they come at all),
// a little shuffled, and well shuffled. Measured at 40,000 positions per deal (about 2 s): standard deals 1–100
// gave 13 wins against 7 with the former settings (0.6 alone, 4,000-position probes for 0.3 of the budget); probes
// of 200, 400, 2,000 and 4,000 positions gave 7, 13, 10 and 9. Any-suit 1–100: 10 against 6; Reinforcement 8
// against 7. At 200,000 positions, standard 1–30: 4 wins against 3 with 4,000-position probes.
const PROBE_POSITIONS = 1000;
const PROBE_TIME_SHARE = 0.6;
const PROBE_KEEP_CHANCES = [0.97, 0.9, 0.6];
// The Reinforcements: the probes run until this share of the budget instead (the exhaustive search after them rarely
// decides anything there within a budget: 20 of the study's 21 losses come from the relaxations tried first).
// Measured in session 42 on the 72 deals among 1–110 every earlier run had left unknown, 10 s each, seed 3: 3 wins
// (at 6.2–7.7 s) against none with PROBE_TIME_SHARE; the benchmark's Reinforcements group (deals 1–200), both run side
// by side: 64 won, 4 lost, 132 unknown against 58 / 4 / 138 (deal 104, the one loss the search proves, still at 6.7 s).
const REINFORCEMENT_PROBE_TIME_SHARE = 0.95;
// A solve's seed moves the probes', the beam's and the relaxation rounds' seeds this far apart, beyond any count of
// probes or rounds.
const SEED_STRIDE = 1_000_003;
// Granada: its probes, each of this many positions, keep each move in place with this chance (the plain order, which
// plays foundation moves first, a little shuffled). Measured on deals 1–1000 with 10 million positions each (session
// 31, `MAX_POSITIONS=10000000 PROBE_KEEP=… PROBE_POSITIONS=… node scripts/alhambra-solver-measure.mjs granada 1 1000
// 60000`): the former setting (800 positions, keeping 0.6) left 7 of deals 1–200 unknown, mean 1.7 million positions
// (deal 12: 34 million); with 800 positions every deal was won keeping 0.8, 0.9, 0.95, 0.97 or 0.99, at most 0.53
// million positions with 0.95 (mean 10,000); 400 positions keeping 0.95, at most 0.33 million over seeds 0–2 (3,000
// solves; 2,000 positions: 1.3 million). Every deal is won in at most 0.17 s.
const GRANADA_PROBE_POSITIONS = 400;
const GRANADA_PROBE_KEEP_CHANCE = 0.95;
const GRANADA_PROBE_TIME_SHARE = 0.9;
// Any-suit: the search under standard's rules runs until this share of the budget is spent (probes and beams
// included). Any-suit's own depth-first search found no win at 2 s that standard's did not (deals 1–1000), while
// standard's search, with one suit alone, wins more: deals 1–100 at 2 s, 17 wins with 0.97 (every one standard
// finds) against 15 with 0.8 (measured before the second beam below).
const STANDARD_TIME_SHARE = 0.97;
// Any-suit: before that search, the beam again with builds across suits, until this share of the budget. It wins
// deals that no search under standard's rules has won: deals 1–100 at 2 s, 37 wins against 34 (54, 93 and 98 new),
// and 37 too with 0.97, but a different set (14, 34, 36, 61 and 82 in, five of standard's own wins out). Since
// session 16 it comes after standard's plans (until `STANDARD_PLANS_TIME_SHARE`), so it ends later.
const ANY_SUIT_BEAM_TIME_SHARE = 0.95;
// One suit alone (`someSuitAloneIsLost`): positions per one-suit search, its table, and the verdicts kept.
const PROJECTION_POSITIONS = 30_000;
// The Reinforcements: positions per suit of the one-suit games tried before the search. From the deal's start, deals
// 1–100 (session 16): at 300,000 one deal proven lost (8, in 59,074 positions), 31 with a suit undecided.
const SUIT_ALONE_POSITIONS = 65_000;
// Positions the reserve alone may search before the rest (`reserveAlone`; it mostly decides within a handful).
const RESERVE_ALONE_POSITIONS = 10_000;
const PROJECTION_TABLE_ENTRIES = 1 << 16;
const PROJECTION_VERDICT_ENTRIES = 1 << 16;

// Beam search (`beamSearch`), run first in the one-waste games: its width, its share of the budget, and its score: a
// card home counts BEAM_CARD_HOME; a card still in the reserve counts one of BEAM_RESERVE_WEIGHTS, the rounds taking
// turns (building reserve cards onto the waste buries the waste's cards); ties are broken at random, up to
// BEAM_NOISE. Measured with the beam alone at 2 s per deal, width 30, standard deals 1–100: 15 wins with reserve
// weight 0 in every round, 17 with 8 or 24, 10 with -8; taking turns with 8, 24, 0: 20 and 21 (noise 32), 22 / 24 /
// 21 with noise 16 / 64 / 128; with 16, 48, 0: 25 (deals 101–200: 23 against 21 with 8, 24, 0); with 32, 96, 0: 19.
// Width 60 won as many as 30. With the probes and the exhaustive search after it (the beam taking half the budget),
// deals 1–100 at 2 s gave 26 wins and 2 losses against 17 and 2 without it.
const BEAM_WIDTH = 30;
// A group of the beam search holding this many positions is pruned to its best `width` that pass the dead-end test
// (`pruneBeamGroups`), which is all the beam would take from it anyway. Unpruned, a group of any-suit's beam across
// suits held up to 283,000 positions (deal 979 in a 40 s solve), about 2 KB each, and a solve's memory passed 1 GiB
// once its limit was 40 s or more (session 40).
const BEAM_PRUNE_AT = 8192;
// Probes before the beam search: some deals fall to the first probes within a few hundred positions.
const PROBES_BEFORE_BEAM = 4;
const BEAM_TIME_SHARE = 0.5;
// Plans read from the relaxation's solutions (alhambra-plan.ts): at most this many, each played out within this many
// positions, until this share of a time budget. A plan that can be played out does so within a few hundred positions.
// Later plans (each blocking the choices of the cards the one before left out) win often enough to be worth the beam's
// time: of 20 standard deals the study left unknown at 10 s (every sixth above 500), 13 won with plans until 0.6 of the
// budget, 3 until 0.3; of 20 it won after 4 s, 6 won either way (session 14, on a busy machine:
// `PLAN_SHARE=0.6 DEALS=… node scripts/alhambra-solver-measure.mjs standard 0 0 10000`). Playouts of 4000 positions
// won 1 of the 62 deals the study left unknown, against 2 (session 24, `PLAN_POSITIONS=4000`).
const PLANS = 40;
const PLAN_POSITIONS = 1000;
const PLAN_TIME_SHARE = 0.6;
// The relaxation's first solve ends by this share of a time budget: nearly always it answers within 1–3 s, but a few
// deals take CaDiCaL over 10 s (standard deal 6), and then the search should have the rest.
const RELAXATION_TIME_SHARE = 0.5;
// Any-suit: after the plans' share, standard's relaxation with its held-back clauses, and its plans again, until this
// share of the budget (then any-suit's beam and searches). Any-suit deals 1–40 at 10 s (session 16): 29 decided
// against 28 when standard's plans ended at 0.6 (beam across suits until 0.8); until the end of the budget, also 29
// but deals 34 and 36 lost (the beam's wins) and 13 and 31 won (plans after 0.8). On 26 deals the study had left
// unknown: 0, 0 and 1 won. Within the noise, so the middle way, which keeps every phase.
const STANDARD_PLANS_TIME_SHARE = 0.8;
// The share of a time budget at which the plans move to a second session, a fresh solver with the deferred clauses in
// the problem from the start and every clause the first session was given (its plans' blocking clauses too); at most
// the plans' share (1: none). Session 24, at 10 s per deal, `DEALS=… SECOND_SHARE=… VERBOSE=1 node
// scripts/alhambra-solver-measure.mjs standard 1 1 10000`: of the 62 standard deals the study left unknown, 7 won
// against 2 in one session (6 without the blocking clauses; at 0.6, a fresh session only for the proof, 3); of 82 it
// had decided slowly (45 of the 154 won after 5 s, the 37 lost after 3.5 s), 63 decided against 66 and 64 in two
// runs of one session, within their noise (deals 18, 153 and 434, lost with two sessions, were lost in the rerun too).
// It moves even when its first solve cannot end before the plans' share does (it goes on in the proof): staying in the
// first session then decided 71 of standard deals 1–100 against 79 (session 25, `d6a3fb0`, reverted).
const SECOND_SESSION_TIME_SHARE = 0.35;
// The guided part's plans give way to the guided search at this share of a time budget, in the same session (what its
// SAT solver learnt stays). Standard deals at 10 s, one run per core side by side (session 35, `GUIDED_FROM=…
// PART=relaxation SAT_SETUP=shuffled node scripts/alhambra-solver-measure.mjs`): on the 15 deals the study had left
// unknown and 9 of deals 1–29, 0.35 decided 2 of the 15 and 8 of the 9, 0.2 decided 2 and 6, the plans alone none of
// the 15 and 5 of the first 7 of the 9 (stopped there). The guided search alone from the start (its own session) won 5
// of the 15 but far fewer of the common deals: with it as the second member instead of the shuffled relaxation, the
// benchmark's standard group decided 172 of 200, against 188. The guided search opens a session of its own
// (`guidedFresh`): on 6 deals only the guided search had won (session 36, `DEALS=856,38,882,544,994,203 PART=guided
// SAT_SETUP=shuffled [GUIDED_FRESH=off]`), it won 5 against 3 going on in the plans' session, and on deals 1–100 it
// decided 83 either way (6 deals each way differed); the benchmark's standard group, 167 / 17 / 16 against 167–168 won.
const GUIDED_TIME_SHARE = 0.35;
const BEAM_CARD_HOME = 64;
const BEAM_RESERVE_WEIGHTS = [16, 48, 0];
const BEAM_NOISE = 64;
// And each time a foundation must go round the stream for its next card (`streamWraps`) counts -BEAM_WRAP_WEIGHT:
// the beam alone at 2 s won 28 / 28 / 27 / 24 of standard deals 1–100 with weights 16 / 24 / 32 / 96 (25 without),
// and 23 / 27 of deals 101–200 with 16 / 32 (23 without).
const BEAM_WRAP_WEIGHT = 32;

// A solver move is an engine move code in the low byte; a turn macro keeps the number of turns above it.
const MOVE_CODE_MASK = 255;
const TURNS_SHIFT = 8;

const isAdjacent = (rankA: number, rankB: number): boolean => {
  const difference = rankA > rankB ? rankA - rankB : rankB - rankA;
  return difference === 1 || difference === 12;
};

/** Deterministic 32-bit random numbers for the Zobrist tables (xorshift32). */
const makeRandomTable = (length: number, seed: number): Int32Array => {
  const table = new Int32Array(length);
  let state = seed | 0 || 1;
  for (let index = 0; index < length; index++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    table[index] = state;
  }
  return table;
};

interface ZobristTables {
  readonly reserve: readonly [Int32Array, Int32Array];
  readonly waste: readonly [Int32Array, Int32Array];
  readonly stock: readonly [Int32Array, Int32Array];
  readonly foundation: readonly [Int32Array, Int32Array];
  readonly redeals: readonly [Int32Array, Int32Array];
}

/** Random numbers in [0, 1) from a seed (xorshift32), for the probes' move orders and the beam's ties. */
const randomSource = (seed: number): (() => number) => {
  let state = (seed * 2654435761) | 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
};

const makeTables = (length: number, seed: number): [Int32Array, Int32Array] => [
  makeRandomTable(length, seed),
  makeRandomTable(length, seed * 7919 + 17),
];

let zobristCache: ZobristTables | undefined;
const zobrist = (): ZobristTables => {
  zobristCache ??= {
    reserve: makeTables(8 * RESERVE_CAPACITY * CARD_BYTES, 0x1234567),
    waste: makeTables(4 * WASTE_CAPACITY * CARD_BYTES, 0x2345671),
    stock: makeTables(STOCK_CAPACITY * CARD_BYTES, 0x3456712),
    // Foundation: suit × (Ace, King) × level 0–15.
    foundation: makeTables(4 * 2 * 16, 0x4567123),
    redeals: makeTables(4, 0x5671234),
  };
  return zobristCache;
};

/**
 * A capped open-addressing set of 64-bit position keys. Entries on the current search path are pinned so they are
 * never evicted: Granada's waste-to-waste moves can make cycles, and the pinned entries cut them.
 */
class PositionTable {
  private readonly high: Int32Array;
  private readonly low: Int32Array;
  private readonly pinned: Uint8Array;
  private readonly generations: Uint8Array;
  private readonly mask: number;
  private generation = 1;
  constructor(entries: number) {
    this.high = new Int32Array(entries);
    this.low = new Int32Array(entries);
    this.pinned = new Uint8Array(entries);
    this.generations = new Uint8Array(entries);
    this.mask = entries - 1;
  }

  /** Forgets every position at once (entries of older generations count as empty). */
  clear(): void {
    this.generation++;
    if (this.generation === 256) {
      this.generations.fill(0);
      this.low.fill(0);
      this.generation = 1;
    }
  }

  /** Inserts the key pinned and returns its slot, or -1 if it is already there (or -2 if no slot was free). */
  insert(high: number, low: number): number {
    // Low words are stored with the last bit set so that 0/0 can mean an empty slot.
    const storedLow = low | 1;
    const start = (high ^ (low >>> 7)) & this.mask;
    let victim = -2;
    for (let probe = 0; probe < PROBE_WINDOW; probe++) {
      const slot = (start + probe) & this.mask;
      const slotLow = this.low[slot]!;
      if (slotLow === 0 || this.generations[slot] !== this.generation) {
        this.high[slot] = high;
        this.low[slot] = storedLow;
        this.pinned[slot] = 1;
        this.generations[slot] = this.generation;
        return slot;
      }
      if (slotLow === storedLow && this.high[slot] === high) return -1;
      if (victim === -2 && this.pinned[slot] === 0) victim = slot;
    }
    // Full window: forget an unpinned position. Forgetting only costs repeated work, never a wrong verdict.
    if (victim >= 0) {
      this.high[victim] = high;
      this.low[victim] = storedLow;
      this.pinned[victim] = 1;
      this.generations[victim] = this.generation;
    }
    return victim;
  }

  /** Unpins a slot returned by `insert`. */
  unpin(slot: number): void {
    if (slot >= 0) this.pinned[slot] = 0;
  }

  /** Forgets the position in a slot returned by `insert` (older generations count as empty). */
  forget(slot: number): void {
    if (slot < 0) return;
    this.pinned[slot] = 0;
    this.generations[slot] = 0;
  }
}

/**
 * Copies the cards of one suit among `from[fromStart … fromStart + count)`, in order and without markers, to `to` from
 * `toStart`; returns how many.
 */
const copySuit = (
  from: Uint8Array,
  fromStart: number,
  count: number,
  to: Uint8Array,
  toStart: number,
  suit: number,
): number => {
  let copied = 0;
  for (let index = fromStart; index < fromStart + count; index++) {
    const card = from[index]! & CARD_MASK;
    if (((card / 13) | 0) === suit) to[toStart + copied++] = card;
  }
  return copied;
};

/** A capped table from 64-bit position keys to a small verdict (0 or 1); forgetting one only costs work again. */
class VerdictTable {
  private readonly high: Int32Array;
  private readonly low: Int32Array;
  private readonly verdicts: Uint8Array;
  private readonly mask: number;
  constructor(entries: number) {
    this.high = new Int32Array(entries);
    this.low = new Int32Array(entries);
    this.verdicts = new Uint8Array(entries);
    this.mask = entries - 1;
  }

  /** The verdict stored for the key, or -1. */
  find(high: number, low: number): number {
    const slot = (high ^ (low >>> 7)) & this.mask;
    return this.low[slot] === (low | 1) && this.high[slot] === high ? this.verdicts[slot]! : -1;
  }

  /** Stores the key's verdict, replacing whatever held its slot. */
  store(high: number, low: number, verdict: number): void {
    const slot = (high ^ (low >>> 7)) & this.mask;
    this.high[slot] = high;
    this.low[slot] = low | 1;
    this.verdicts[slot] = verdict;
  }
}

// A beam search's position: the beam position it came from and the moves since (the last a turn or redeal).
interface BeamNode {
  readonly parent: number;
  readonly moves: number[];
}

// A position reached at one stage of the beam search: how, its score, and the position itself; `alive` once it has
// passed the dead-end test (when its group was pruned), so that it is not tested again.
interface BeamCandidate extends BeamNode {
  readonly score: number;
  readonly bytes: Uint8Array;
  alive?: true;
}

// The positions reached at one stage of the beam search, and the keys already met there; `cut` once pruning dropped a
// position the dead-end test had not refuted.
interface BeamBucket {
  candidates: BeamCandidate[];
  readonly seen: Set<number>;
  cut: boolean;
}

/** Orders beam candidates best first. */
const byScore = (first: BeamCandidate, second: BeamCandidate): number => second.score - first.score;

class StopSearch extends Error {}
class EndProbe extends Error {}

/** The search: a compact copy of the position, its moves and undo, and the depth-first search over it. */
class AlhambraSearch {
  readonly pileCount: number;
  readonly wasteCount: number;
  readonly anySuit: boolean;
  // Any-suit probes may keep to same-suit builds: standard's moves, all legal in any-suit, and far fewer of them.
  private sameSuitOnly = false;
  // Whether the search tests each suit alone now: in standard's exhaustive search, and in any-suit's search under
  // standard's rules (a position whose one suit alone is lost has no standard win, and that search seeks only those).
  private testsSuitsAlone = false;
  readonly refills: boolean;
  // Whether one search's table serves the next (probe to probe, then the exhaustive search). With one waste pile no
  // move leads back (see `forgetPath`), so once the path a search stopped on is forgotten, every entry was searched to
  // the end without a win; and these searches all play by the same rules. Not in Granada (waste-to-waste moves make
  // cycles), nor in any-suit (its probes keep to same-suit builds, its exhaustive search does not).
  private readonly tableOutlivesSearches: boolean;
  readonly reserve: Uint8Array;
  readonly reserveHeight: Int32Array;
  readonly waste: Uint8Array;
  readonly wasteHeight: Int32Array;
  readonly stock: Uint8Array;
  stockHeight = 0;
  // Cards on each suit's Ace and King foundations (1–13), as in the engine.
  readonly ace: Int32Array;
  readonly king: Int32Array;
  redealsUsed: number;
  cardsHome: number;
  hashHigh = 0;
  hashLow = 0;
  positions = 0;

  private readonly tables: ZobristTables;
  private readonly table: PositionTable;
  private readonly moveBuffer: Int32Array;
  // For each move in the buffer: 1 if its card was marked against it for the later siblings.
  private readonly markedMoves: Uint8Array;
  private readonly path: Int32Array;
  // The table slot of the position at each depth of the current path (see `forgetPath`).
  private readonly pathSlots: Int32Array;
  private readonly undoInfo: Int32Array;
  private readonly undoSizes: Int32Array;
  private readonly deadline: number;
  private maxPositions: number;
  private readonly onProgress: ((positions: number) => boolean | undefined) | undefined;
  private nextCheck = CHECK_INTERVAL;
  private nextProgress = PROGRESS_INTERVAL;
  winningLength = -1;
  // The line that brought the most cards home so far (`path[0 … bestLength)` when it was found).
  bestCardsHome = 0;
  private bestLength = 0;
  private bestPath: Int32Array = new Int32Array(0);
  // Probes: short searches in a random move order that only look for a win (see `solveAlhambra`).
  private probeEnd = Number.POSITIVE_INFINITY;
  private probeDeadline = Number.POSITIVE_INFINITY;
  private random: (() => number) | undefined;
  private keepChance = 0.6;

  /**
   * Starts a probe: a fresh table (unless it outlives searches, see `tableOutlivesSearches`), a random move order
   * from this seed (each move keeps its place with chance `keepChance`), and its own position budget.
   */
  beginProbe(seed: number, positions: number, deadline: number, sameSuitOnly: boolean, keepChance = 0.6): void {
    if (!this.tableOutlivesSearches) this.table.clear();
    this.sameSuitOnly = sameSuitOnly;
    this.keepChance = keepChance;
    // Seed 0: the plain move order.
    this.random = seed === 0 ? undefined : randomSource(seed);
    this.probeEnd = this.positions + positions;
    this.probeDeadline = deadline;
    this.nextCheck = Math.min(this.nextCheck, this.probeEnd);
    this.testsSuitsAlone = false;
  }

  /** Starts any-suit's plain depth-first search under standard's rules, with one suit alone, on a fresh table. */
  beginStandardSearch(positions: number, deadline: number): void {
    this.beginProbe(0, positions, deadline, true);
    this.testsSuitsAlone = this.projection !== undefined;
  }

  // Depth of the position being searched: when a budget stops the search, the moves above it are still played.
  private depth = 0;

  /**
   * Takes back the moves on the path after the search was stopped, back to the starting position, and forgets the
   * path's positions (not searched to the end).
   */
  unwind(): void {
    this.forgetPath(this.depth);
    for (let depth = this.depth - 1; depth >= 0; depth--) this.undo(this.path[depth]!, depth);
    this.depth = 0;
    this.clearMarkers();
  }

  /** Ends the probes: the exhaustive search goes on with their table where it may (see `tableOutlivesSearches`). */
  endProbes(): void {
    if (!this.tableOutlivesSearches) this.table.clear();
    this.sameSuitOnly = false;
    this.random = undefined;
    this.probeEnd = Number.POSITIVE_INFINITY;
    this.probeDeadline = Number.POSITIVE_INFINITY;
    // One suit alone proves nothing under any-suit's rules (a build can join two suits).
    this.testsSuitsAlone = this.projection !== undefined && !this.anySuit;
  }

  constructor(
    game: AlhambraGame,
    options: SolveOptions,
    tableEntries: number,
    private readonly useMarkers = true,
    useProjections = true,
    private readonly useBlockers = true,
  ) {
    this.pileCount = game.reserve.length;
    this.wasteCount = game.waste.length;
    this.anySuit = game.anySuit;
    this.refills = game.refills;
    this.tableOutlivesSearches = this.wasteCount === 1 && !this.anySuit;
    this.reserve = new Uint8Array(this.pileCount * RESERVE_CAPACITY);
    this.reserveHeight = new Int32Array(this.pileCount);
    this.waste = new Uint8Array(this.wasteCount * WASTE_CAPACITY);
    this.wasteHeight = new Int32Array(this.wasteCount);
    this.stock = new Uint8Array(STOCK_CAPACITY);
    // One more suit than the deck: the blockers' (see `BLOCKER`), whose foundations are full.
    this.ace = Int32Array.of(...game.aceFoundations, 13);
    this.king = Int32Array.of(...game.kingFoundations, 13);
    this.redealsUsed = game.redealsUsed;
    this.cardsHome = game.cardsHome;
    this.tables = zobrist();
    game.reserve.forEach((pile, index) => {
      if (pile.length > RESERVE_CAPACITY) throw new RangeError('reserve pile too high for the solver');
      pile.forEach((card, depth) => {
        this.reserve[index * RESERVE_CAPACITY + depth] = card;
      });
      this.reserveHeight[index] = pile.length;
    });
    game.waste.forEach((pile, index) => {
      pile.forEach((card, depth) => {
        this.waste[index * WASTE_CAPACITY + depth] = card;
      });
      this.wasteHeight[index] = pile.length;
    });
    game.stock.forEach((card, depth) => {
      this.stock[depth] = card;
    });
    this.stockHeight = game.stock.length;
    this.recomputeHash();
    this.table = new PositionTable(tableEntries);
    this.moveBuffer = new Int32Array((MAX_DEPTH + 1) * MOVES_PER_PLY);
    this.markedMoves = new Uint8Array((MAX_DEPTH + 1) * MOVES_PER_PLY);
    this.path = new Int32Array(MAX_DEPTH + 1);
    this.pathSlots = new Int32Array(MAX_DEPTH + 1);
    this.undoInfo = new Int32Array(MAX_DEPTH + 1);
    this.undoSizes = new Int32Array((MAX_DEPTH + 1) * 4);
    this.deadline = options.timeoutMs === undefined ? Number.POSITIVE_INFINITY : performance.now() + options.timeoutMs;
    this.maxPositions = options.maxPositions ?? Number.POSITIVE_INFINITY;
    this.onProgress = options.onProgress;
    if (useProjections && !this.refills && this.wasteCount === 1) {
      // The same time limit: a one-suit search stopped by it proves nothing, and the search above stops next.
      this.projection = new AlhambraSearch(
        game,
        { timeoutMs: options.timeoutMs },
        PROJECTION_TABLE_ENTRIES,
        useMarkers,
        false,
      );
      // In any-suit, one suit alone serves the search under standard's rules, so it plays by them too.
      this.projection.sameSuitOnly = true;
      this.testsSuitsAlone = !this.anySuit;
    }
  }

  // ---- hashing ----

  private recomputeHash(): void {
    this.hashHigh = 0;
    this.hashLow = 0;
    for (let pile = 0; pile < this.pileCount; pile++)
      for (let depth = 0; depth < this.reserveHeight[pile]!; depth++)
        this.toggleReserve(pile, depth, this.reserve[pile * RESERVE_CAPACITY + depth]!);
    for (let pile = 0; pile < this.wasteCount; pile++)
      for (let depth = 0; depth < this.wasteHeight[pile]!; depth++)
        this.toggleWaste(pile, depth, this.waste[pile * WASTE_CAPACITY + depth]!);
    for (let depth = 0; depth < this.stockHeight; depth++) this.toggleStock(depth, this.stock[depth]!);
    for (let suit = 0; suit < 4; suit++) {
      this.toggleFoundation(suit, 0, this.ace[suit]!);
      this.toggleFoundation(suit, 1, this.king[suit]!);
    }
    this.toggleRedeals();
  }

  private toggleReserve(pile: number, depth: number, card: number): void {
    const index = (pile * RESERVE_CAPACITY + depth) * CARD_BYTES + card;
    this.hashHigh ^= this.tables.reserve[0][index]!;
    this.hashLow ^= this.tables.reserve[1][index]!;
  }

  private toggleWaste(pile: number, depth: number, card: number): void {
    const index = (pile * WASTE_CAPACITY + depth) * CARD_BYTES + card;
    this.hashHigh ^= this.tables.waste[0][index]!;
    this.hashLow ^= this.tables.waste[1][index]!;
  }

  private toggleStock(depth: number, card: number): void {
    const index = depth * CARD_BYTES + card;
    this.hashHigh ^= this.tables.stock[0][index]!;
    this.hashLow ^= this.tables.stock[1][index]!;
  }

  private toggleFoundation(suit: number, kind: number, level: number): void {
    const index = (suit * 2 + kind) * 16 + level;
    this.hashHigh ^= this.tables.foundation[0][index]!;
    this.hashLow ^= this.tables.foundation[1][index]!;
  }

  private toggleRedeals(): void {
    this.hashHigh ^= this.tables.redeals[0][this.redealsUsed]!;
    this.hashLow ^= this.tables.redeals[1][this.redealsUsed]!;
  }

  // ---- elementary changes, each keeping the hash up to date ----

  private pushReserve(pile: number, card: number): void {
    const depth = this.reserveHeight[pile]!;
    this.reserve[pile * RESERVE_CAPACITY + depth] = card;
    this.reserveHeight[pile] = depth + 1;
    this.toggleReserve(pile, depth, card);
  }

  private popReserve(pile: number): number {
    const depth = this.reserveHeight[pile]! - 1;
    const card = this.reserve[pile * RESERVE_CAPACITY + depth]!;
    this.reserveHeight[pile] = depth;
    this.toggleReserve(pile, depth, card);
    return card;
  }

  private pushWaste(pile: number, card: number): void {
    const depth = this.wasteHeight[pile]!;
    this.waste[pile * WASTE_CAPACITY + depth] = card;
    this.wasteHeight[pile] = depth + 1;
    this.toggleWaste(pile, depth, card);
  }

  private popWaste(pile: number): number {
    const depth = this.wasteHeight[pile]! - 1;
    const card = this.waste[pile * WASTE_CAPACITY + depth]!;
    this.wasteHeight[pile] = depth;
    this.toggleWaste(pile, depth, card);
    return card;
  }

  private pushStock(card: number): void {
    const depth = this.stockHeight;
    this.stock[depth] = card;
    this.stockHeight = depth + 1;
    this.toggleStock(depth, card);
  }

  private popStock(): number {
    const depth = this.stockHeight - 1;
    const card = this.stock[depth]!;
    this.stockHeight = depth;
    this.toggleStock(depth, card);
    return card;
  }

  private raiseFoundation(card: number, kind: number): void {
    const suit = ((card & CARD_MASK) / 13) | 0;
    const levels = kind === 0 ? this.ace : this.king;
    const level = levels[suit]!;
    this.toggleFoundation(suit, kind, level);
    levels[suit] = level + 1;
    this.toggleFoundation(suit, kind, level + 1);
    this.cardsHome++;
  }

  private lowerFoundation(card: number, kind: number): void {
    const suit = ((card & CARD_MASK) / 13) | 0;
    const levels = kind === 0 ? this.ace : this.king;
    const level = levels[suit]!;
    this.toggleFoundation(suit, kind, level);
    levels[suit] = level - 1;
    this.toggleFoundation(suit, kind, level - 1);
    this.cardsHome--;
  }

  // Sets or clears the marker of a foundation move on the top card of its pile.
  private toggleMarker(code: number): void {
    const from = code >> 4;
    const index = this.topIndex(from);
    const bit = AlhambraSearch.markerOf(code);
    if (from < WASTE_BASE) {
      const depth = this.reserveHeight[from]! - 1;
      this.toggleReserve(from, depth, this.reserve[index]!);
      this.reserve[index]! ^= bit;
      this.toggleReserve(from, depth, this.reserve[index]!);
    } else {
      const pile = from - WASTE_BASE;
      const depth = this.wasteHeight[pile]! - 1;
      this.toggleWaste(pile, depth, this.waste[index]!);
      this.waste[index]! ^= bit;
      this.toggleWaste(pile, depth, this.waste[index]!);
    }
  }

  // Clears every marker (after a search was cut short with markers still set on the path).
  private clearMarkers(): void {
    for (let index = 0; index < this.reserve.length; index++) this.reserve[index]! &= CARD_MASK;
    for (let index = 0; index < this.waste.length; index++) this.waste[index]! &= CARD_MASK;
    for (let index = 0; index < this.stock.length; index++) this.stock[index]! &= CARD_MASK;
    this.recomputeHash();
  }

  private setRedeals(value: number): void {
    this.toggleRedeals();
    this.redealsUsed = value;
    this.toggleRedeals();
  }

  // ---- moves ----

  /** True if the card may be built on the top card `top` of a waste pile; `fromReserve` allows any-suit's rule. */
  private fitsOn(card: number, top: number, fromReserve: boolean): boolean {
    const suit = (card / 13) | 0;
    const topSuit = (top / 13) | 0;
    if (suit !== topSuit && !(fromReserve && this.anySuit && !this.sameSuitOnly)) return false;
    return isAdjacent(card - suit * 13, top - topSuit * 13);
  }

  /** True if a card that is the top of a waste pile allows some move now (other than turning). */
  private wasteTopIsUseful(byte: number, pile: number): boolean {
    const card = byte & CARD_MASK;
    const suit = (card / 13) | 0;
    const rank = card - suit * 13;
    if (this.ace[suit] === rank && (byte & NOT_TO_ACE) === 0) return true;
    if (12 - this.king[suit]! === rank && (byte & NOT_TO_KING) === 0) return true;
    for (let reservePile = 0; reservePile < this.pileCount; reservePile++) {
      const height = this.reserveHeight[reservePile]!;
      if (height === 0) continue;
      if (this.fitsOn(this.reserve[reservePile * RESERVE_CAPACITY + height - 1]! & CARD_MASK, card, true)) return true;
    }
    if (this.wasteCount > 1) {
      for (let other = 0; other < this.wasteCount; other++) {
        const height = this.wasteHeight[other]!;
        if (other === pile || height === 0) continue;
        // Waste-to-waste builds are symmetric: either card could go onto the other.
        if (this.fitsOn(this.waste[other * WASTE_CAPACITY + height - 1]! & CARD_MASK, card, false)) return true;
      }
    }
    return false;
  }

  private anyWasteTopUseful(): boolean {
    // Reinforcement: a reserve card going home from a pile of one refills the pile from the stock, so that move does
    // not commute with turning; stop wherever it is possible.
    if (this.refills)
      for (let pile = 0; pile < this.pileCount; pile++) {
        if (this.reserveHeight[pile] !== 1) continue;
        const card = this.reserve[pile * RESERVE_CAPACITY]! & CARD_MASK;
        const suit = (card / 13) | 0;
        const rank = card - suit * 13;
        if (this.ace[suit] === rank || 12 - this.king[suit]! === rank) return true;
      }
    for (let pile = 0; pile < this.wasteCount; pile++) {
      const height = this.wasteHeight[pile]!;
      if (height > 0 && this.wasteTopIsUseful(this.waste[pile * WASTE_CAPACITY + height - 1]!, pile)) return true;
    }
    return false;
  }

  /** Plays a solver move and records how to undo it at this depth. */
  play(move: number, depth: number): void {
    const code = move & MOVE_CODE_MASK;
    if (code === TURN_CODE) {
      // The turn macro: keep turning while no waste top allows a move (see `turnMacro` for why this is safe).
      const turns = move >>> TURNS_SHIFT;
      let dealt = 0;
      for (let turn = 0; turn < turns; turn++) {
        for (let pile = 0; pile < this.wasteCount && this.stockHeight > 0; pile++) {
          this.pushWaste(pile, this.popStock());
          dealt++;
        }
      }
      this.undoInfo[depth] = dealt;
      return;
    }
    if (code === REDEAL_CODE) {
      this.redeal(depth);
      return;
    }
    const from = code >> 4;
    const to = code & 15;
    const card = from < WASTE_BASE ? this.popReserve(from) : this.popWaste(from - WASTE_BASE);
    let clearedMarkers = 0;
    if (to === ACE) this.raiseFoundation(card, 0);
    else if (to === KING) this.raiseFoundation(card, 1);
    else {
      const pile = to - WASTE_BASE;
      // A card built onto a marked waste card lifts its markers (see `markable`).
      if (from < WASTE_BASE) clearedMarkers = this.clearWasteTopMarkers(pile);
      // A reserve card's markers speak of moves straight from the reserve: on the waste they no longer apply.
      this.pushWaste(pile, from < WASTE_BASE ? card & CARD_MASK : card);
    }
    let refilled = 0;
    if (this.refills && from < WASTE_BASE && this.reserveHeight[from] === 0 && this.stockHeight > 0) {
      this.pushReserve(from, this.popStock());
      refilled = 1;
    }
    this.undoInfo[depth] = card | (refilled << 8) | (clearedMarkers << 9);
  }

  // Clears the markers of a waste pile's top card; returns the bits cleared (shifted down to 0–3).
  private clearWasteTopMarkers(pile: number): number {
    const height = this.wasteHeight[pile]!;
    if (height === 0) return 0;
    const index = pile * WASTE_CAPACITY + height - 1;
    const byte = this.waste[index]!;
    if (byte <= CARD_MASK) return 0;
    this.toggleWaste(pile, height - 1, byte);
    this.waste[index] = byte & CARD_MASK;
    this.toggleWaste(pile, height - 1, byte & CARD_MASK);
    return byte >> 6;
  }

  /** Takes back the move played at this depth. */
  undo(move: number, depth: number): void {
    const code = move & MOVE_CODE_MASK;
    const info = this.undoInfo[depth]!;
    if (code === TURN_CODE) {
      // Card number k of the macro went to waste pile k mod (waste piles): every turn deals from pile 1 on.
      for (let index = info - 1; index >= 0; index--) this.pushStock(this.popWaste(index % this.wasteCount));
      return;
    }
    if (code === REDEAL_CODE) {
      this.undoRedeal(depth);
      return;
    }
    const from = code >> 4;
    const to = code & 15;
    const card = info & 255;
    if (info & 256) this.pushStock(this.popReserve(from));
    if (to === ACE) this.lowerFoundation(card, 0);
    else if (to === KING) this.lowerFoundation(card, 1);
    else {
      const pile = to - WASTE_BASE;
      this.popWaste(pile);
      const cleared = info >> 9;
      if (cleared !== 0) {
        const height = this.wasteHeight[pile]!;
        const index = pile * WASTE_CAPACITY + height - 1;
        this.toggleWaste(pile, height - 1, this.waste[index]!);
        this.waste[index]! |= cleared << 6;
        this.toggleWaste(pile, height - 1, this.waste[index]!);
      }
    }
    if (from < WASTE_BASE) this.pushReserve(from, card);
    else this.pushWaste(from - WASTE_BASE, card);
  }

  private redeal(depth: number): void {
    // The new stock deals waste pile 4's cards first, bottom to top, then pile 3's, …; with one pile it is the
    // waste turned over. Built as in the engine: piles 1…4, each from its top card down.
    const sizes = depth * 4;
    const gathered: number[] = [];
    let blockers = 0;
    for (let pile = 0; pile < this.wasteCount; pile++) {
      const height = this.wasteHeight[pile]!;
      this.undoSizes[sizes + pile] = height;
      if (pile === 0) this.wasteAtRedeal[this.redealsUsed]!.set(this.waste.subarray(0, height));
      for (let index = 0; index < height; index++) gathered.push(this.popWaste(pile));
    }
    // Blockers (one-suit games only) are gone after the redeal; undo restores the waste from `wasteAtRedeal`.
    for (const card of gathered)
      if ((card & CARD_MASK) === BLOCKER) blockers = REDEAL_DROPPED_BLOCKERS;
      else this.pushStock(card);
    this.setRedeals(this.redealsUsed + 1);
    let refilled = blockers;
    if (this.refills) {
      for (let pile = 0; pile < this.pileCount && this.stockHeight > 0; pile++) {
        if (this.reserveHeight[pile]! > 0) continue;
        this.pushReserve(pile, this.popStock());
        refilled |= 1 << pile;
      }
    }
    this.undoInfo[depth] = refilled;
  }

  private undoRedeal(depth: number): void {
    const refilled = this.undoInfo[depth]!;
    for (let pile = this.pileCount - 1; pile >= 0; pile--)
      if (refilled & (1 << pile)) this.pushStock(this.popReserve(pile));
    this.setRedeals(this.redealsUsed - 1);
    const sizes = depth * 4;
    if (refilled & REDEAL_DROPPED_BLOCKERS) {
      // One waste pile: the stock holds its cards but the blockers; put back the waste as it was.
      const saved = this.wasteAtRedeal[this.redealsUsed]!;
      const height = this.undoSizes[sizes]!;
      for (let index = 0; index < height; index++) if ((saved[index]! & CARD_MASK) !== BLOCKER) this.popStock();
      for (let index = 0; index < height; index++) this.pushWaste(0, saved[index]!);
      return;
    }
    for (let pile = this.wasteCount - 1; pile >= 0; pile--) {
      const size = this.undoSizes[sizes + pile]!;
      // The stock's last `size` cards are this pile from its bottom card (stock top) to its top card.
      for (let index = 0; index < size; index++) this.pushWaste(pile, this.popStock());
    }
  }

  /**
   * How many turns the turn macro makes: turn until a waste top allows a move, or the stock is empty.
   * Why this loses nothing: while no waste top allows a move, the only moves besides turning are reserve cards going
   * home, and those touch neither stock nor waste, so they commute with turns (in Reinforcement, one that empties its
   * pile takes the stock's top card into it: the macro stops wherever such a move exists, see `anyWasteTopUseful`). Any line can thus be rearranged so
   * that every run of turns ends where a waste top allows a move (the move that follows uses the waste) or the stock
   * is empty (a redeal follows); such a run is a chain of macros, since the macro stops at the first such point.
   */
  private turnMacro(): number {
    let turns = 0;
    let dealt = 0;
    while (this.stockHeight > 0) {
      for (let pile = 0; pile < this.wasteCount && this.stockHeight > 0; pile++) {
        this.pushWaste(pile, this.popStock());
        dealt++;
      }
      turns++;
      if (this.anyWasteTopUseful()) break;
    }
    for (let index = dealt - 1; index >= 0; index--) this.pushStock(this.popWaste(index % this.wasteCount));
    return turns;
  }

  /** Writes the moves to try here into the move buffer at `offset` and returns how many. */
  private generate(offset: number): number {
    const buffer = this.moveBuffer;
    let count = 0;
    const safe = this.safeHomeMove();
    if (safe >= 0) {
      // The safe move's card is marked against it: no line that keeps the markers wins from here (see `markable`).
      if (this.markerBlocks(safe)) return 0;
      buffer[offset] = safe;
      return 1;
    }
    // Foundation moves first: they are what wins.
    for (let from = 0; from < WASTE_BASE + this.wasteCount; from++) {
      if (from === this.pileCount) from = WASTE_BASE;
      const byte = this.topByte(from);
      if (byte < 0) continue;
      const card = byte & CARD_MASK;
      const suit = (card / 13) | 0;
      const rank = card - suit * 13;
      if (this.ace[suit] === rank && (byte & NOT_TO_ACE) === 0) buffer[offset + count++] = (from << 4) | ACE;
      if (12 - this.king[suit]! === rank && (byte & NOT_TO_KING) === 0) buffer[offset + count++] = (from << 4) | KING;
    }
    // Builds onto the waste piles.
    for (let target = 0; target < this.wasteCount; target++) {
      const height = this.wasteHeight[target]!;
      if (height === 0) continue;
      const top = this.waste[target * WASTE_CAPACITY + height - 1]! & CARD_MASK;
      for (let from = 0; from < WASTE_BASE + this.wasteCount; from++) {
        if (from === this.pileCount) {
          if (this.wasteCount === 1) break;
          from = WASTE_BASE;
        }
        if (from === WASTE_BASE + target) continue;
        const card = this.topOf(from);
        if (card >= 0 && this.fitsOn(card, top, from < WASTE_BASE))
          buffer[offset + count++] = (from << 4) | (WASTE_BASE + target);
      }
    }
    if (this.stockHeight > 0) buffer[offset + count++] = TURN_CODE | (this.turnMacro() << TURNS_SHIFT);
    else if (this.redealsUsed < PASSES - 1 && this.wasteHeight.some((height) => height > 0))
      buffer[offset + count++] = REDEAL_CODE;
    return count;
  }

  // The top card of a reserve pile (0–7) or waste pile (8–11), or -1 if the pile is empty.
  private topOf(from: number): number {
    const byte = this.topByte(from);
    return byte < 0 ? -1 : byte & CARD_MASK;
  }

  // The same with its marker bits.
  private topByte(from: number): number {
    if (from < WASTE_BASE) {
      const height = this.reserveHeight[from]!;
      return height === 0 ? -1 : this.reserve[from * RESERVE_CAPACITY + height - 1]!;
    }
    const pile = from - WASTE_BASE;
    const height = this.wasteHeight[pile]!;
    return height === 0 ? -1 : this.waste[pile * WASTE_CAPACITY + height - 1]!;
  }

  // The index of a pile's top card in its array (reserve or waste, by the pile number of move codes).
  private topIndex(from: number): number {
    if (from < WASTE_BASE) return from * RESERVE_CAPACITY + this.reserveHeight[from]! - 1;
    const pile = from - WASTE_BASE;
    return pile * WASTE_CAPACITY + this.wasteHeight[pile]! - 1;
  }

  // The marker bit that forbids a foundation move (a code to ACE or KING).
  private static markerOf(code: number): number {
    return (code & 15) === ACE ? NOT_TO_ACE : NOT_TO_KING;
  }

  private markerBlocks(code: number): boolean {
    return (this.topByte(code >> 4) & AlhambraSearch.markerOf(code)) !== 0;
  }

  /**
   * True if a foundation move, when the search passes it over for a sibling, may mark its card against it. The rule
   * (markers): at a position N whose moves are tried in turn, once the branch of a move m = card c to foundation F is
   * done, the later siblings' lines may be assumed not to put c onto F (c in the reserve: never straight from its
   * pile; c on the single waste: not before a reserve card has been built onto c, which lifts the marker). Proof: if
   * a winning line L from N (keeping N's markers) puts c onto F at time t in such a way, then m first, followed by L
   * without c's own moves, wins too, so the branch of m already found a win. That line is legal because
   * - F needs c's rank from now until t and only c or its twin could fill it; the twin cannot (c could not follow),
   *   so L never uses F before t;
   * - c in the reserve: it stays on top of its pile until t (nothing is built on the reserve), so L never moves from
   *   that pile before t and the card uncovered early changes nothing; in Reinforcement the pile must keep a card
   *   under c, else the refill would come at another time;
   * - c on the waste: L's moves that use c are its own moves (turning it in a later pass, taking it home) and
   *   builds onto it, and there are none of the latter before t; elsewhere the waste without c shows the same top as
   *   with it. Not in Reinforcement (refills take waste cards into the reserve in later passes) nor Granada (waste
   *   cards move between piles). A marker that no card left in the reserve can lift is for good (cards only leave
   *   the reserve), and only those count in the dead-end test.
   * Nested use is sound by the same argument at each marking position (L keeps the outer markers, and so does the
   * shortened line). A marked card whose only way home is the marked move therefore ends the branch (`generate`).
   */
  private markable(code: number): boolean {
    const to = code & 15;
    if (to !== ACE && to !== KING) return false;
    const from = code >> 4;
    if (from < WASTE_BASE) return !this.refills || this.reserveHeight[from]! > 1;
    return !this.refills && this.wasteCount === 1;
  }

  /**
   * A foundation move that is provably safe, or -1. Safe here means: if the position is winnable, it is winnable
   * after this move. Conditions (standard and any-suit; Reinforcement adds its own below; never in Granada):
   * card c, a waste top or reserve top, fits foundation F of its suit; the other foundation G of the suit already
   * holds c's rank, so c is the last card of that rank out and must go to F (F cannot move until it does); and no
   * card that could ever be built onto c (same suit one rank away, any suit in any-suit) is in the reserve.
   * Proof: take a winning line L; c reaches F at some time t, and F stays put until t. Play c home first and then L
   * without c's own moves (to the waste, home, and in later passes its turn). Every other move of L stays legal:
   * F is not used before t; a pile top differs only where c was the top, and there L could only build onto c
   * (impossible: no card in the reserve fits c, and cards only leave the reserve), move c, or turn; one-card turns
   * and the redeal keep the order of all other cards. So the shortened line wins too.
   * Reinforcement moves stock cards into the reserve and refills depend on the stock's order, so there the rule is
   * used only in the last pass, with no card that fits c in the stock either, and not when c is the last card of its
   * reserve pile while the stock has cards (the refill would come earlier).
   */
  safeHomeMove(): number {
    if (this.wasteCount > 1) return -1;
    if (this.refills && this.redealsUsed < PASSES - 1) return -1;
    for (let from = 0; from <= WASTE_BASE; from++) {
      if (from === this.pileCount) from = WASTE_BASE;
      const card = this.topOf(from);
      if (card < 0) continue;
      const suit = (card / 13) | 0;
      const rank = card - suit * 13;
      let to = -1;
      // Ace foundation F needs c; the King foundation holds c's rank when rank > 12 - king.
      if (this.ace[suit] === rank && rank > 12 - this.king[suit]!) to = ACE;
      else if (12 - this.king[suit]! === rank && rank < this.ace[suit]!) to = KING;
      if (to < 0) continue;
      if (this.refills && from < WASTE_BASE && this.reserveHeight[from] === 1 && this.stockHeight > 0) continue;
      if (this.someReserveCardFits(card)) continue;
      if (this.refills && this.someStockCardFits(card)) continue;
      return (from << 4) | to;
    }
    return -1;
  }

  private someReserveCardFits(card: number): boolean {
    for (let pile = 0; pile < this.pileCount; pile++) {
      const base = pile * RESERVE_CAPACITY;
      const height = this.reserveHeight[pile]!;
      for (let depth = 0; depth < height; depth++)
        if (this.fitsOn(this.reserve[base + depth]! & CARD_MASK, card, true)) return true;
    }
    return false;
  }

  private someStockCardFits(card: number): boolean {
    for (let depth = 0; depth < this.stockHeight; depth++)
      if (this.fitsOn(this.stock[depth]! & CARD_MASK, card, true)) return true;
    return false;
  }

  /**
   * True if the position provably cannot be won (a necessary condition fails). One waste pile only (in Granada
   * waste cards move between piles); see `WasteOrder.markFrozen` for the proof of the test used.
   * The waste's cards (there now) and the stock's (from the turn they come) form this pass's sequence.
   * Last pass: lost if a card of it is frozen (can never leave the waste). Earlier passes: the cards that can never leave the waste in this pass
   * (`markFrozen`) are on it at the redeal in this order, so the next pass meets them in this order, and the same
   * reasoning goes on pass by pass until the last. A card that is not frozen but lies
   * among the frozen ones (before the last of them) may be anywhere by then, so it counts as at hand at once
   * (`early`); a card after the last frozen one comes after all of them in the next pass too.
   * In Reinforcement a refill can take stock cards into the reserve, which breaks this order, so there only the
   * last pass's waste is tested (its cards can only go home, top card first).
   */
  isDeadEnd(): boolean {
    if (this.wasteCount > 1) return false;
    const order = this.order;
    const height = this.wasteHeight[0]!;
    if (this.refills)
      return this.redealsUsed === PASSES - 1 && order.stuckBottom(this.waste, height, this.ace, this.king) > 0;
    const cards = this.sequenceCards;
    const times = this.sequenceTimes;
    const marks = order.marks;
    this.passFrozenCount = 0;
    // A one-suit game's blockers are left out: the test then judges the same game without them, which any line of
    // the game with them also wins (blockers never move, and nothing is built on them).
    let count = 0;
    for (let index = 0; index < height; index++) {
      const byte = this.waste[index]!;
      if ((byte & CARD_MASK) === BLOCKER) continue;
      cards[count] = byte & CARD_MASK;
      marks[count] = this.lastingMarks(byte);
      times[count++] = 0;
    }
    const onWaste = count;
    for (let index = this.stockHeight - 1; index >= 0; index--) {
      const byte = this.stock[index]!;
      if ((byte & CARD_MASK) === BLOCKER) continue;
      cards[count] = byte & CARD_MASK;
      marks[count] = this.lastingMarks(byte);
      times[count] = count - onWaste + 1;
      count++;
    }
    this.countOutside(cards, count);
    // This pass: the reserve's cards are timed (each waits for the one above it), so they are neither outside nor
    // early here. Later passes: the reserve may have changed by then, so its cards count as early.
    const early = this.early;
    early.fill(0);
    const outside = this.outside;
    for (let card = 0; card < CARD_KINDS; card++) outside[card]! -= this.inReserve[card]!;
    // Reserve piles as they must still be at the start of the pass analysed: at first all of them; later only the
    // bottom cards that could not leave in the pass before (the cards above may have gone: home, or onto the waste,
    // and then they may lie anywhere in the next stock, so they count as early).
    const stillThere = this.stillThere;
    stillThere.set(this.reserveHeight);
    // While the search keeps to same-suit builds it seeks only wins under standard's rules: judge by those.
    const anySuit = this.anySuit && !this.sameSuitOnly;
    order.useReserve(this.pileCount, this.reserve, stillThere, RESERVE_CAPACITY, anySuit);
    for (let pass = this.redealsUsed; pass < PASSES - 1; pass++) {
      // `cards[0 … count)` is met in order by this pass, which is not the last: keep its frozen cards.
      const frozen = this.frozen;
      const marked = order.markFrozen(cards, times, count, outside, early, this.ace, this.king, frozen);
      if (pass === this.redealsUsed && marked > 0) {
        this.passFrozen.set(frozen.subarray(0, count));
        this.passFrozenCount = count;
      }
      for (let pile = 0; pile < this.pileCount; pile++) {
        const kept = order.stuckInReserve(pile);
        for (let level = kept; level < stillThere[pile]!; level++)
          early[this.reserve[pile * RESERVE_CAPACITY + level]! & CARD_MASK]!++;
        stillThere[pile] = kept;
      }
      if (marked === 0) {
        order.useReserve(0, this.reserve, stillThere, RESERVE_CAPACITY, anySuit);
        return false;
      }
      let last = count - 1;
      while (frozen[last] === 0) last--;
      let kept = 0;
      for (let index = 0; index <= last; index++) {
        const card = cards[index]!;
        if (frozen[index] === 1) {
          cards[kept] = card;
          marks[kept] = marks[index]!;
          times[kept] = kept + 1;
          kept++;
        } else early[card]!++;
      }
      count = kept;
      this.countOutside(cards, count);
      for (let card = 0; card < CARD_KINDS; card++) outside[card]! -= this.inReserve[card]!;
      for (let pile = 0; pile < this.pileCount; pile++)
        for (let level = stillThere[pile]!; level < this.reserveHeight[pile]!; level++)
          outside[this.reserve[pile * RESERVE_CAPACITY + level]! & CARD_MASK]!++;
    }
    // The last pass: lost if a card of the sequence or of the reserve can never leave.
    let dead = order.markFrozen(cards, times, count, outside, early, this.ace, this.king, this.frozen) > 0;
    for (let pile = 0; pile < this.pileCount && !dead; pile++) if (order.stuckInReserve(pile) > 0) dead = true;
    order.useReserve(0, this.reserve, stillThere, RESERVE_CAPACITY, anySuit);
    return dead;
  }

  // The markers of a waste or stock card that hold for good (as `WasteOrder.marks`): none while a reserve card fits.
  private lastingMarks(byte: number): number {
    if (byte <= CARD_MASK || this.someReserveCardFits(byte & CARD_MASK)) return 0;
    return byte >> 6;
  }

  private readonly order = new WasteOrder();
  private readonly sequenceCards = new Uint8Array(256);
  private readonly sequenceTimes = new Int32Array(256);
  private readonly outside = new Int32Array(CARD_KINDS);
  private readonly inReserve = new Int32Array(CARD_KINDS);
  private readonly early = new Int32Array(CARD_KINDS);
  private readonly frozen = new Uint8Array(256);
  private readonly loadedSequence = new Uint8Array(256);
  // The cards of this pass's sequence (waste, then stock from its top) that `isDeadEnd` found frozen in this pass,
  // for the one-suit games' blockers; `passFrozenCount` 0 when it found none.
  private readonly passFrozen = new Uint8Array(256);
  private passFrozenCount = 0;
  // The waste before each redeal of the line (one pile), for undoing a redeal that dropped blockers.
  private readonly wasteAtRedeal = [new Uint8Array(WASTE_CAPACITY), new Uint8Array(WASTE_CAPACITY)];
  private readonly stillThere = new Int32Array(8);

  // Copies of each card out of the foundations but not in `cards[0 … count)`, and those of them in the reserve.
  private countOutside(cards: Uint8Array, count: number): void {
    const outside = this.outside;
    for (let suit = 0; suit < 4; suit++) {
      const aceLevel = this.ace[suit]!;
      const kingLowest = 13 - this.king[suit]!;
      for (let rank = 0; rank < 13; rank++)
        outside[suit * 13 + rank] = 2 - (rank < aceLevel ? 1 : 0) - (rank >= kingLowest ? 1 : 0);
    }
    for (let index = 0; index < count; index++) outside[cards[index]!]!--;
    this.countInReserve();
  }

  // Copies of each card in the reserve, into `inReserve`.
  private countInReserve(): void {
    const inReserve = this.inReserve;
    inReserve.fill(0);
    for (let pile = 0; pile < this.pileCount; pile++) {
      const base = pile * RESERVE_CAPACITY;
      for (let depth = 0; depth < this.reserveHeight[pile]!; depth++)
        inReserve[this.reserve[base + depth]! & CARD_MASK]!++;
    }
  }

  // ---- one suit alone ----

  // The search that solves one suit alone (standard only), and what it found per projected position.
  private readonly projection: AlhambraSearch | undefined;
  private readonly projectionVerdicts = new VerdictTable(PROJECTION_VERDICT_ENTRIES);
  // The suit whose one-suit game was found lost last (tested first next time).
  private lastLostSuit = 0;

  /**
   * True if some suit, played alone, cannot be won from here: then the position cannot be won either (under standard's
   * rules: standard Alhambra, and any-suit's search under standard's rules).
   * The game of one suit s: the same position with every card of the other suits gone (their foundations complete),
   * markers dropped. Any winning line of the position, with the other suits' moves left out, wins that game: a turn
   * of an s card is a turn there; the top s card of the waste is the waste top whenever an s card is built onto it
   * or leaves it (builds keep to the suit, and the card on top must have left first); reserve piles keep their s
   * cards in order, and an s card is a pile's top there whenever it is in the position; a redeal keeps the order of
   * the s cards (and where the s waste is empty at a redeal, no s card is left in stock or waste, so only reserve
   * cards going home remain, which need no redeal). So a lost one-suit game proves a loss. At the start of a deal
   * each suit alone is nearly always won (deals 1–30: all of them), but deep in the first pass the choices made
   * often doom one suit, long before the dead-end test sees it: in a position of Alhambra deal 1 with 38 stock
   * cards left in the first pass, spades alone are lost in 253 positions, where the whole position needs about
   * 955,000 without this test. Each one-suit game gets a budget of its own (one suit can take thousands of
   * positions; on random first-pass positions 500, 2,000, 8,000 and 30,000 decided ever more); the verdicts are
   * kept by the one-suit position's key, which sibling lines that differ only in other suits share.
   * Blockers: a card of another suit that the dead-end test has just found frozen (it cannot leave the waste in this
   * pass, under the markers the search keeps) stays in the one-suit game as a blocker: it never moves, nothing is
   * built on it (builds keep to the suit), and the redeal drops it. The winning line above, cut down to s, still
   * wins there: in it that card lies on the waste from its turn to the redeal, so the s cards under it are not
   * touched before the redeal either; after the redeal the card is simply gone, as other suits are. On 20 random
   * first-pass positions with 50 stock cards left (`node scripts/alhambra-frontier.mjs 50`, 100,000 positions),
   * blockers prove 5 lost against 3 without.
   */
  private someSuitAloneIsLost(): boolean {
    const projection = this.projection!;
    // Known verdicts first (a lookup is cheap, a search is not), starting from the suit found lost last: a lost suit
    // ends the test, and the same suit tends to be the one lost in sibling lines.
    let unknownSuits = 0;
    for (let step = 0; step < 4; step++) {
      const suit = (this.lastLostSuit + step) & 3;
      if (this.ace[suit]! + this.king[suit]! === 26) continue;
      projection.loadSuitAlone(this, suit);
      const known = this.projectionVerdicts.find(projection.hashHigh, projection.hashLow);
      if (known === 1) {
        this.lastLostSuit = suit;
        return true;
      }
      if (known < 0) unknownSuits |= 1 << suit;
    }
    for (let step = 0; step < 4; step++) {
      const suit = (this.lastLostSuit + step) & 3;
      if ((unknownSuits & (1 << suit)) === 0) continue;
      projection.loadSuitAlone(this, suit);
      // The key of the one-suit position: a search that wins stops where it won, not where it started.
      const high = projection.hashHigh;
      const low = projection.hashLow;
      // Its table is kept from one search to the next: it holds only positions searched to the end without a win.
      const lost = projection.runAlone(PROJECTION_POSITIONS);
      this.positions += projection.positions;
      this.projectionVerdicts.store(high, low, lost ? 1 : 0);
      if (lost) {
        this.lastLostSuit = suit;
        return true;
      }
    }
    return false;
  }

  // Loads suit `suit` of the main search's position alone (see `someSuitAloneIsLost`), with its hash.
  private loadSuitAlone(main: AlhambraSearch, suit: number): void {
    let home = 0;
    for (let other = 0; other < 4; other++) {
      this.ace[other] = other === suit ? main.ace[other]! : 13;
      this.king[other] = other === suit ? main.king[other]! : 13;
      home += this.ace[other]! + this.king[other]!;
    }
    this.cardsHome = home;
    this.redealsUsed = main.redealsUsed;
    for (let pile = 0; pile < this.pileCount; pile++) {
      const base = pile * RESERVE_CAPACITY;
      this.reserveHeight[pile] = copySuit(main.reserve, base, main.reserveHeight[pile]!, this.reserve, base, suit);
    }
    // The waste and the stock as one sequence (the waste from its bottom, then the stock from its top), the suit's
    // cards and the blockers: another suit's card that the dead-end test just found frozen for this pass
    // (`passFrozen`) stays in place as a blocker. Only the blockers with a suit card before them matter, and a run
    // of them blocks as one does.
    const blockers = main.useBlockers && main.passFrozenCount > 0;
    const wasteHeight = main.wasteHeight[0]!;
    const length = wasteHeight + main.stockHeight;
    const sequence = this.loadedSequence;
    let count = 0;
    let wasteCount = 0;
    let suitCards = 0;
    for (let place = 0; place < length; place++) {
      const card = (place < wasteHeight ? main.waste[place]! : main.stock[length - 1 - place]!) & CARD_MASK;
      if (((card / 13) | 0) === suit) {
        sequence[count++] = card;
        suitCards++;
      } else if (blockers && main.passFrozen[place] === 1 && suitCards > 0 && sequence[count - 1] !== BLOCKER)
        sequence[count++] = BLOCKER;
      if (place === wasteHeight - 1) wasteCount = count;
    }
    this.wasteHeight[0] = wasteCount;
    this.waste.set(sequence.subarray(0, wasteCount));
    this.stockHeight = count - wasteCount;
    for (let index = 0; index < this.stockHeight; index++) this.stock[index] = sequence[count - 1 - index]!;
    this.recomputeHash();
  }

  // Searches the loaded position to the end within `positions`; true if that proved it lost. Either way the table
  // keeps only positions searched to the end without a win (see `forgetPath`), for the next one-suit search.
  private runAlone(positions: number): boolean {
    this.positions = 0;
    this.maxPositions = positions;
    this.nextCheck = Math.min(CHECK_INTERVAL, positions);
    this.depth = 0;
    this.winningLength = -1;
    try {
      if (!this.search(0, true)) return true;
      this.forgetPath(this.winningLength);
      return false;
    } catch (error) {
      if (!(error instanceof StopSearch)) throw error;
      this.forgetPath(this.depth);
      return false;
    }
  }

  // Forgets the positions on the path above `depth`, where a search won or stopped: they were not searched to the end.
  // Every other position in the table was, without a win (under the markers in its key): in one-waste games no move
  // leads back (a redeal starts a later pass; any other move leaves fewer cards in the stock, or as many and fewer in
  // the reserve, or as many in both and more at home), so no search below a position was cut short by meeting a
  // position of its own path.
  private forgetPath(depth: number): void {
    for (let level = 0; level < depth; level++) this.table.forget(this.pathSlots[level]!);
  }

  // ---- beam search ----

  // The position as bytes (markers included; the beam search keeps none): reserve, waste, stock, foundations, redeals.
  private snapshot(): Uint8Array {
    const reserveBytes = this.reserve.length;
    const wasteBytes = this.waste.length;
    const bytes = new Uint8Array(reserveBytes + this.pileCount + wasteBytes + this.wasteCount + STOCK_CAPACITY + 10);
    let at = 0;
    bytes.set(this.reserve, at);
    at += reserveBytes;
    for (let pile = 0; pile < this.pileCount; pile++) bytes[at++] = this.reserveHeight[pile]!;
    bytes.set(this.waste, at);
    at += wasteBytes;
    for (let pile = 0; pile < this.wasteCount; pile++) bytes[at++] = this.wasteHeight[pile]!;
    bytes.set(this.stock, at);
    at += STOCK_CAPACITY;
    bytes[at++] = this.stockHeight;
    for (let suit = 0; suit < 4; suit++) {
      bytes[at++] = this.ace[suit]!;
      bytes[at++] = this.king[suit]!;
    }
    bytes[at] = this.redealsUsed;
    return bytes;
  }

  private restore(bytes: Uint8Array): void {
    const reserveBytes = this.reserve.length;
    const wasteBytes = this.waste.length;
    let at = 0;
    this.reserve.set(bytes.subarray(at, at + reserveBytes));
    at += reserveBytes;
    for (let pile = 0; pile < this.pileCount; pile++) this.reserveHeight[pile] = bytes[at++]!;
    this.waste.set(bytes.subarray(at, at + wasteBytes));
    at += wasteBytes;
    for (let pile = 0; pile < this.wasteCount; pile++) this.wasteHeight[pile] = bytes[at++]!;
    this.stock.set(bytes.subarray(at, at + STOCK_CAPACITY));
    at += STOCK_CAPACITY;
    this.stockHeight = bytes[at++]!;
    let home = 0;
    for (let suit = 0; suit < 4; suit++) {
      this.ace[suit] = bytes[at++]!;
      this.king[suit] = bytes[at++]!;
      home += this.ace[suit]! + this.king[suit]!;
    }
    this.cardsHome = home;
    this.redealsUsed = bytes[at]!;
    this.recomputeHash();
  }

  // The hash as one number for sets (53 of its 64 bits; a collision only loses a beam state, never soundness).
  private hashKey(): number {
    return (this.hashHigh & 0x1fffff) * 4294967296 + (this.hashLow >>> 0);
  }

  private beamNodes: BeamNode[] = [];
  private beamBuckets = new Map<number, BeamBucket>();
  private beamSeen = new Set<number>();
  private beamScore: (() => number) | undefined;
  /** Size at which a group of the beam search is pruned (`pruneBeamGroups`). */
  beamPruneAt = BEAM_PRUNE_AT;
  /** Whether the last beam search left out a position for want of width (if not, another round finds nothing new). */
  beamCut = false;

  /**
   * Beam search for a win: positions are grouped by how far the line has come (the pass, then the cards left in the
   * stock), and from each group only the `width` best go on, each to every position it can reach before its next turn
   * or redeal. It only ever answers "winnable" (with a real line); what it drops is searched by the depth-first search.
   */
  beamSearch(
    width: number,
    round: number,
    deadline: number,
    positions: number,
    sameSuitOnly = true,
    seed = 0,
  ): boolean {
    const root = this.snapshot();
    const random = randomSource(round + seed * SEED_STRIDE);
    // Rounds take turns with the weight of a card kept in the reserve (see `BEAM_RESERVE_WEIGHTS`).
    const reserveWeight = BEAM_RESERVE_WEIGHTS[(round - 1) % BEAM_RESERVE_WEIGHTS.length]!;
    this.beamScore = () => {
      let reserveCards = 0;
      for (let pile = 0; pile < this.pileCount; pile++) reserveCards += this.reserveHeight[pile]!;
      return (
        this.cardsHome * BEAM_CARD_HOME +
        reserveWeight * reserveCards -
        BEAM_WRAP_WEIGHT * this.streamWraps() +
        random() * BEAM_NOISE
      );
    };
    // Like the probes, any-suit's first beam keeps to same-suit builds (see `solveAlhambra`).
    const searchSameSuitOnly = this.sameSuitOnly;
    this.sameSuitOnly = sameSuitOnly;
    this.beamNodes = [{ parent: -1, moves: [] }];
    this.beamBuckets = new Map();
    this.probeEnd = this.positions + positions;
    this.probeDeadline = deadline;
    this.nextCheck = Math.min(this.nextCheck, this.probeEnd);
    this.beamCut = false;
    try {
      // A dead end is left to the exhaustive search, which stops there at once.
      if (this.isDeadEnd()) return false;
      this.beamSeen = new Set();
      if (this.expandBeamNode(0, 0, [])) return true;
      this.pruneBeamGroups(width);
      for (;;) {
        let next = Number.POSITIVE_INFINITY;
        for (const key of this.beamBuckets.keys()) if (key < next) next = key;
        if (next === Number.POSITIVE_INFINITY) break;
        const bucket = this.beamBuckets.get(next)!;
        this.beamBuckets.delete(next);
        if (bucket.cut) this.beamCut = true;
        const candidates = bucket.candidates.sort(byScore);
        // The dead-end test only for the best candidates, until the beam is full: it is most of the beam's cost. Each
        // one kept is expanded at once (its candidates all lie in later groups, past a turn or redeal).
        this.beamSeen = new Set();
        let kept = 0;
        for (const candidate of candidates) {
          if (kept === width) {
            this.beamCut = true;
            break;
          }
          if (!this.passesDeadEndTest(candidate)) continue;
          this.beamNodes.push({ parent: candidate.parent, moves: candidate.moves });
          kept++;
          if (this.expandBeamNode(this.beamNodes.length - 1, 0, [])) return true;
          this.pruneBeamGroups(width);
        }
      }
    } catch (error) {
      if (!(error instanceof EndProbe)) {
        this.restore(root);
        throw error;
      }
    } finally {
      this.sameSuitOnly = searchSameSuitOnly;
      this.beamBuckets = new Map();
      this.beamSeen = new Set();
      this.probeEnd = Number.POSITIVE_INFINITY;
      this.probeDeadline = Number.POSITIVE_INFINITY;
    }
    this.restore(root);
    return false;
  }

  // Restores the candidate's position and tests it (once: a candidate that passed is marked `alive`); each test counts
  // as a position.
  private passesDeadEndTest(candidate: BeamCandidate): boolean {
    this.restore(candidate.bytes);
    if (candidate.alive) return true;
    this.positions++;
    if (this.positions >= this.nextCheck) this.checkBudget();
    if (this.isDeadEnd()) return false;
    candidate.alive = true;
    return true;
  }

  // Prunes each group of `BEAM_PRUNE_AT` positions or more to its best `width` that pass the dead-end test. The beam
  // takes from a group exactly those, once every position of it has come (the best `width` that pass), so pruning
  // changes nothing it does: a position dropped had `width` better ones that pass above it, and they stay unless
  // `width` better ones that pass come, and so on. Called between expansions only, since it moves the search's
  // position.
  private pruneBeamGroups(width: number): void {
    for (const bucket of this.beamBuckets.values()) {
      if (bucket.candidates.length < this.beamPruneAt) continue;
      const kept: BeamCandidate[] = [];
      for (const candidate of bucket.candidates.sort(byScore)) {
        if (kept.length === width) {
          bucket.cut = true;
          break;
        }
        if (this.passesDeadEndTest(candidate)) kept.push(candidate);
      }
      bucket.candidates = kept;
    }
  }

  // Every position reachable from here before the next turn or redeal; those moves lead to the beam's candidates.
  private expandBeamNode(node: number, depth: number, moves: number[]): boolean {
    if (this.cardsHome > this.bestCardsHome) {
      this.bestPath = this.beamLine(node, moves);
      this.bestLength = this.bestPath.length;
      this.bestCardsHome = this.cardsHome;
    }
    if (this.cardsHome === 104) {
      this.path.set(this.bestPath);
      this.winningLength = this.bestLength;
      return true;
    }
    this.positions++;
    if (this.positions >= this.nextCheck) this.checkBudget();
    const key = this.hashKey();
    if (this.beamSeen.has(key)) return false;
    this.beamSeen.add(key);
    const offset = depth * MOVES_PER_PLY;
    const count = this.generate(offset);
    for (let index = 0; index < count; index++) {
      const move = this.moveBuffer[offset + index]!;
      const code = move & MOVE_CODE_MASK;
      this.play(move, depth);
      moves.push(move);
      if (code === TURN_CODE || code === REDEAL_CODE) this.addBeamCandidate(node, moves);
      else if (this.expandBeamNode(node, depth + 1, moves)) return true;
      moves.pop();
      this.undo(move, depth);
    }
    return false;
  }

  private addBeamCandidate(parent: number, moves: number[]): void {
    const bucketKey = this.redealsUsed * 256 + 255 - this.stockHeight;
    let bucket = this.beamBuckets.get(bucketKey);
    if (bucket === undefined) {
      bucket = { candidates: [], seen: new Set(), cut: false };
      this.beamBuckets.set(bucketKey, bucket);
    }
    const key = this.hashKey();
    if (bucket.seen.has(key)) return;
    bucket.seen.add(key);
    bucket.candidates.push({ parent, moves: moves.slice(), score: this.beamScore!(), bytes: this.snapshot() });
  }

  private readonly firstPlace = new Int32Array(CARD_KINDS);
  private readonly secondPlace = new Int32Array(CARD_KINDS);

  // A measure of disorder for the beam's score (one waste pile). The cards of the stock and the waste are met in a
  // fixed cycle from now on: the stock from its top in this pass, then in each later pass the waste from its bottom
  // and those stock cards again. Each foundation takes its next cards in order, each the nearest copy ahead in the
  // cycle (reserve cards count as at hand); every time it must go round the cycle's end for one counts here.
  private streamWraps(): number {
    const firstPlace = this.firstPlace;
    const secondPlace = this.secondPlace;
    firstPlace.fill(-1);
    secondPlace.fill(-1);
    const stockHeight = this.stockHeight;
    const length = stockHeight + this.wasteHeight[0]!;
    for (let place = 0; place < length; place++) {
      const card =
        (place < stockHeight ? this.stock[stockHeight - 1 - place]! : this.waste[place - stockHeight]!) & CARD_MASK;
      if (firstPlace[card]! < 0) firstPlace[card] = place;
      else secondPlace[card] = place;
    }
    this.countInReserve();
    const inReserve = this.inReserve;
    let wraps = 0;
    for (let suit = 0; suit < 4; suit++) {
      for (let kind = 0; kind < 2; kind++) {
        const ascending = kind === 0;
        let at = 0;
        for (let level = ascending ? this.ace[suit]! : this.king[suit]!; level < 13; level++) {
          const card = suit * 13 + (ascending ? level : 12 - level);
          const first = firstPlace[card]!;
          if (inReserve[card]! > 0 || first < 0) continue;
          const second = secondPlace[card]!;
          if (first >= at) at = first;
          else if (second >= at) at = second;
          else {
            wraps++;
            at = first;
          }
        }
      }
    }
    return wraps;
  }

  // The line to here: the moves of each beam node from the root, then `moves`.
  private beamLine(node: number, moves: readonly number[]): Int32Array {
    const segments: (readonly number[])[] = [moves];
    for (let at = node; at > 0; at = this.beamNodes[at]!.parent) segments.push(this.beamNodes[at]!.moves);
    const line: number[] = [];
    for (let index = segments.length - 1; index >= 0; index--) line.push(...segments[index]!);
    return Int32Array.from(line);
  }

  // ---- the search ----

  private checkBudget(): void {
    this.nextCheck = Math.min(this.positions + CHECK_INTERVAL, this.probeEnd);
    if (this.positions >= this.maxPositions || performance.now() >= this.deadline) throw new StopSearch();
    if (this.positions >= this.probeEnd || performance.now() >= this.probeDeadline) throw new EndProbe();
    if (this.onProgress !== undefined && this.positions >= this.nextProgress) {
      this.nextProgress = this.positions + PROGRESS_INTERVAL;
      if (this.onProgress(this.positions) === true) throw new StopSearch();
    }
  }

  /** Depth-first search; true when a win is found (the line is in `path[0 … winningLength)`). */
  search(depth: number, checkDeadEnd: boolean): boolean {
    if (this.cardsHome === 104) {
      this.winningLength = depth;
      return true;
    }
    if (this.cardsHome > this.bestCardsHome) this.keepBestLine(depth);
    this.positions++;
    this.depth = depth;
    if (this.positions >= this.nextCheck) this.checkBudget();
    if (depth >= MAX_DEPTH) throw new StopSearch();
    const slot = this.table.insert(this.hashHigh, this.hashLow);
    // Seen before: single-agent search, so a position already explored (or on the path) needs no second look.
    if (slot === -1) return false;
    this.pathSlots[depth] = slot;
    try {
      // The dead-end test is costly; it runs where the sequence moved on (after turns and redeals, and at the start).
      // Skipping it elsewhere only prunes less.
      // One suit alone only in the long searches (`testsSuitsAlone`): probes hunt for wins, and their short budgets
      // go further without it.
      if (checkDeadEnd && (this.isDeadEnd() || (this.testsSuitsAlone && this.someSuitAloneIsLost()))) return false;
      const offset = depth * MOVES_PER_PLY;
      const count = this.generate(offset);
      if (this.random !== undefined) this.shuffle(offset, count);
      const marked = this.markedMoves;
      for (let index = 0; index < count; index++) {
        const move = this.moveBuffer[offset + index]!;
        this.path[depth] = move;
        this.play(move, depth);
        const code = move & MOVE_CODE_MASK;
        const won = this.search(depth + 1, code === TURN_CODE || code === REDEAL_CODE);
        if (won) return true;
        this.undo(move, depth);
        // Later siblings may assume this foundation move is never made (see `markable`).
        marked[offset + index] = index < count - 1 && this.useMarkers && this.markable(code) ? 1 : 0;
        if (marked[offset + index] === 1) this.toggleMarker(code);
      }
      for (let index = 0; index < count - 1; index++)
        if (marked[offset + index] === 1) this.toggleMarker(this.moveBuffer[offset + index]! & MOVE_CODE_MASK);
      return false;
    } finally {
      this.table.unpin(slot);
    }
  }

  // Probe order: each move keeps its place with some chance, else swaps with a random later one (foundation moves,
  // generated first, tend to stay first).
  private shuffle(offset: number, count: number): void {
    const random = this.random!;
    const buffer = this.moveBuffer;
    for (let index = 0; index < count - 1; index++) {
      if (random() < this.keepChance) continue;
      const other = index + 1 + Math.floor(random() * (count - index - 1));
      const move = buffer[offset + index]!;
      buffer[offset + index] = buffer[offset + other]!;
      buffer[offset + other] = move;
    }
  }

  // Rare (at most once per card that comes home), so a copy of the path is cheap.
  private keepBestLine(depth: number): void {
    this.bestCardsHome = this.cardsHome;
    this.bestLength = depth;
    this.bestPath = this.path.slice(0, depth);
  }

  /** The winning line as engine moves. */
  winningMoves(game: AlhambraGame): Move[] {
    return this.movesOf(game, this.path, this.winningLength);
  }

  /** The line that brought the most cards home, as engine moves. */
  bestMoves(game: AlhambraGame): Move[] {
    return this.movesOf(game, this.bestPath, this.bestLength);
  }

  private movesOf(game: AlhambraGame, path: Int32Array, length: number): Move[] {
    const moves: Move[] = [];
    for (let depth = 0; depth < length; depth++) {
      const move = path[depth]!;
      const code = move & MOVE_CODE_MASK;
      if (code === TURN_CODE) {
        const turns = move >>> TURNS_SHIFT;
        for (let turn = 0; turn < turns; turn++) moves.push({ type: 'turn' });
      } else moves.push(game.moveOfCode(code));
    }
    return moves;
  }
}

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
  readonly relaxationAt?: 'start' | 'after-first-probes' | 'after-beam' | 'after-probes';
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
   * The share of a time budget at which the plans give way to the guided search (`alhambra-guided.ts`), which then has
   * the rest of the relaxation's time (default `GUIDED_TIME_SHARE` for the guided part, none for the others; 0: from
   * the start, in a session of its own).
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

/** Decides the Alhambra-family position `game` is in now: a winning line, a proof of loss, or unknown on budget. */
export const solveAlhambra = (
  game: AlhambraGame,
  options: SolveOptions = {},
  tuning: AlhambraSolveTuning = {},
): SolveResult => {
  const start = performance.now();
  const seed = options.seed ?? 0;
  // Two relaxations whose loss proves the position lost come first; their positions and time come out of the budget
  // like the search's own. Every variant, in the parts that search: the reserve alone (`reserveAlone`), which nearly
  // always decides within a few positions (the study's winning lines: at most 29); from a deal's start it proves only
  // The Reinforcements' deals lost, whose deep piles can block one another for good.
  let relaxedPositions = 0;
  const lostBy = (relaxation: Relaxation): SolveResult => ({
    verdict: 'unwinnable',
    proof: 'relaxation',
    relaxation,
    positions: relaxedPositions,
    ms: performance.now() - start,
  });
  if (tuning.reserveAlone !== false && !isRelaxationPart(options.part)) {
    const alone = reserveAlone(
      game,
      Math.min(RESERVE_ALONE_POSITIONS, options.maxPositions ?? Number.POSITIVE_INFINITY),
    );
    relaxedPositions += alone.positions;
    if (alone.verdict === 'lost') return lostBy('reserve-alone');
  }
  // The Reinforcements: a suit lost alone (`reinforcementSuitAlone`).
  if (game.refills && tuning.suitAlone !== false) {
    const deadline = options.timeoutMs === undefined ? Number.POSITIVE_INFINITY : start + options.timeoutMs;
    const stopped = (): boolean => performance.now() >= deadline || options.onProgress?.(relaxedPositions) === true;
    for (let suit = 0; suit < 4; suit++) {
      const budget = Math.min(
        SUIT_ALONE_POSITIONS,
        (options.maxPositions ?? Number.POSITIVE_INFINITY) - relaxedPositions,
      );
      if (budget <= 0) break;
      const alone = reinforcementSuitAlone(game, suit, budget, stopped);
      relaxedPositions += alone.positions;
      if (alone.verdict === 'lost') return lostBy('suit-alone');
    }
  }
  // The search's clock starts now, so it gets what the one-suit games left of the time.
  const spentMs = performance.now() - start;
  const searchOptions: SolveOptions =
    options.timeoutMs === undefined ? options : { ...options, timeoutMs: Math.max(0, options.timeoutMs - spentMs) };
  const search = new AlhambraSearch(
    game,
    searchOptions,
    // The relaxation alone searches nothing: its plans' playouts have tables of their own.
    tuning.tableEntries ?? (isRelaxationPart(options.part) ? 1 << 10 : ALHAMBRA_TABLE_ENTRIES),
    tuning.markers,
    tuning.projections,
    tuning.blockers,
  );
  // Counted, and budgeted, with the search's own.
  search.positions = relaxedPositions;
  if (tuning.beamPruneAt !== undefined) search.beamPruneAt = tuning.beamPruneAt;
  let verdict: SolveResult['verdict'] | undefined;
  let proof: LossProof['proof'] | undefined;
  let planLine: Move[] | undefined;
  // Positions the plans searched (outside the search's own count and budget).
  let planPositions = 0;
  try {
    // The relaxation (standard and any-suit from the deal's start, given a SAT solver): no solution proves the deal
    // lost. Otherwise its solutions are plans, played out until one wins or their share of the budget is spent.
    // The plans' blocking clauses are not consequences of the rules: no proof of loss may use them.
    // The guided part is the relaxation's part whose plans give way to the guided search (`GUIDED_TIME_SHARE`).
    const guidedFrom = tuning.guidedFrom ?? (options.part === 'guided' ? GUIDED_TIME_SHARE : undefined);
    const relaxationOnly = isRelaxationPart(options.part);
    const relaxationAt = relaxationOnly ? 'start' : (tuning.relaxationAt ?? 'after-first-probes');
    const planShare = tuning.planTimeShare ?? PLAN_TIME_SHARE;
    let relaxationDone = false;
    // Solves one relaxation and plays out its plans: `settled` if a plan won, or if the relaxation `proves` a loss and
    // has no solution (with the held-back clauses, after the plans).
    const tryRelaxation = (
      relaxation: AlhambraRelaxation,
      proves: boolean,
      late: boolean,
      roundSeed: number,
    ): 'settled' | 'unsatisfiable' | 'open' => {
      const now = performance.now();
      // A `late` relaxation takes its shares of the time that is left, not of the whole budget.
      const at = (timeShare: number): number =>
        options.timeoutMs === undefined
          ? Number.POSITIVE_INFINITY
          : late
            ? now + (start + options.timeoutMs - now) * timeShare
            : start + options.timeoutMs * timeShare;
      // Never past the whole budget: any-suit's own relaxation may begin late, after standard's has none.
      const deadline =
        options.timeoutMs === undefined
          ? Number.POSITIVE_INFINITY
          : Math.min(
              start + options.timeoutMs,
              Math.max(at(planShare), now + options.timeoutMs * (tuning.relaxationTimeShare ?? RELAXATION_TIME_SHARE)),
            );
      const planDeadline = at(planShare);
      let polls = 0;
      let until = deadline;
      const stop = (): boolean =>
        performance.now() >= until || (++polls % 1024 === 0 && options.onProgress?.(search.positions) === true);
      const satSolver = options.satSolver;
      if (satSolver === undefined) return 'open';
      const lost = (): 'settled' => {
        verdict = 'unwinnable';
        proof = 'relaxation';
        return 'settled';
      };
      // The guided search (`alhambra-guided.ts`), in the plans' session or a fresh one, with every sound clause: it
      // prunes more, and any answer of its own is final (a win, or every line refuted, which proves a loss if this
      // relaxation `proves` one). It has the rest of the relaxation's time.
      const runGuided = (plansSession?: SatSession, withDeferred = false): 'settled' | 'unsatisfiable' | 'open' => {
        const guidedSession = plansSession ?? satSolver.open(relaxation, roundSeed);
        try {
          if (!withDeferred) guidedSession.addClauses(relaxation.deferred);
          guidedSession.addClauses(relaxation.heldBack);
          until =
            options.timeoutMs === undefined
              ? Number.POSITIVE_INFINITY
              : start + options.timeoutMs * (proves ? 1 : (tuning.standardPlansShare ?? STANDARD_PLANS_TIME_SHARE));
          const guided = guidedSearch(relaxation, guidedSession, {
            stop,
            ...(options.maxPositions === undefined ? {} : { maxPositions: options.maxPositions }),
          });
          planPositions += guided.positions;
          if (guided.verdict === 'won') {
            verdict = 'winnable';
            planLine = guided.line;
            return 'settled';
          }
          if (guided.verdict === 'open') return 'open';
          if (!proves) return 'unsatisfiable';
          // Refuted at the deal's start, the relaxation itself has no solution; refuted only further in, every line of
          // play was searched (each cut short where the relaxation had none): a proof by search.
          if (guided.positions > 1) {
            verdict = 'unwinnable';
            proof = 'search';
            return 'settled';
          }
          return lost();
        } finally {
          if (plansSession === undefined) guidedSession.close();
        }
      };
      const guidedAt = guidedFrom === undefined ? Number.POSITIVE_INFINITY : at(guidedFrom);
      if (guidedAt <= now) return runGuided();
      let session = satSolver.open(relaxation, roundSeed);
      // Whether the session has every deferred clause (the second session has them from its start).
      let deferredIn = false;
      // Clauses added so far (held-back ones and guarded blocking ones): the second session starts with them too.
      const clausesAdded: number[][] = [];
      // A plan's blocking clause is a guess, so each is added with the guard: plans are solved assuming it false, and
      // a proof that needs no assumption (the guard true satisfies every blocking clause) needs none of them.
      const guard = relaxation.variables + 1;
      const planAssumptions = [-guard];
      try {
        const first = session.solve(stop);
        if (first === 'unsatisfiable') return proves ? lost() : 'unsatisfiable';
        const planBudget =
          options.maxPositions === undefined ? Number.POSITIVE_INFINITY : options.maxPositions * planShare;
        let plansLeft = tuning.plans ?? PLANS;
        // Plays out solutions, from the one the solver's `answer` gave, until one wins, there is none, or the plans, the
        // budget or the time (`planUntil`, checked after each plan) run out; then the solver's last answer.
        const playPlans = (planUntil: number, answer: SatAnswer): SatAnswer | 'won' => {
          until = planUntil;
          for (; plansLeft > 0 && answer === 'satisfiable'; plansLeft--) {
            const value = readSolution(session, relaxation.variables);
            const played = realizePlan(relaxation, readPlan(relaxation, value), tuning.planPositions ?? PLAN_POSITIONS);
            planPositions += played.positions;
            if (played.line !== undefined) {
              verdict = 'winnable';
              planLine = played.line;
              return 'won';
            }
            if (performance.now() >= planUntil || planPositions >= planBudget) return answer;
            // The held-back clauses this plan breaks (sound, so they only cut off plans that cannot be played out),
            // and a choice of the cards it left out changed. All read from the solution before any is added: adding a
            // clause ends the solution.
            const added =
              (tuning.heldBack ?? true)
                ? [
                    ...brokenClauses(relaxation.heldBack, value),
                    ...(deferredIn ? [] : brokenClauses(relaxation.deferred, value)),
                  ]
                : [];
            const stuck = (tuning.stuckBlocking ?? true) ? played.stuck : undefined;
            added.push([...planBlockingClause(relaxation, value, stuck), guard]);
            clausesAdded.push(...added);
            for (const clause of added) session.addClause(clause);
            answer = session.solve(stop, planAssumptions);
          }
          return answer;
        };
        // No solution: a loss if this relaxation `proves` one; for any-suit's standard relaxation, a sign that only
        // builds across suits can win, so any-suit's own relaxation goes next.
        const noSolution = (): 'settled' | 'unsatisfiable' => (proves ? lost() : 'unsatisfiable');
        // Whether the plans ended with no solution at all: their blocking clauses (the guard) played no part.
        const noneLeft = (answer: SatAnswer | 'won'): boolean => answer === 'unsatisfiable' && !session.failed(-guard);
        const secondAt = at(tuning.secondSessionShare ?? SECOND_SESSION_TIME_SHARE);
        let afterPlans = playPlans(Math.min(secondAt, planDeadline, guidedAt), first);
        if (afterPlans === 'won') return 'settled';
        if (noneLeft(afterPlans)) return noSolution();
        // The guided search, in a fresh session (`guidedFresh`): what the plans' solver learnt, and its saved phases,
        // steer it away from the plans a guided search does best with. In the plans' session the blocking clauses
        // would be off once their guard is not assumed.
        if (guidedAt < Number.POSITIVE_INFINITY) {
          if (tuning.guidedFresh === false) return runGuided(session, deferredIn);
          session.close();
          session = satSolver.open(relaxation, roundSeed);
          return runGuided(session);
        }
        // Only after a first answer: a first solve stopped unfinished goes on in the proof below, not from scratch.
        if (options.timeoutMs !== undefined && secondAt <= planDeadline && first === 'satisfiable') {
          // The second session: the deferred clauses in the problem from the start, and every clause the first one was
          // given since. Its solver takes another path: other plans, and other proofs (SECOND_SESSION_TIME_SHARE).
          session.close();
          session = satSolver.open(relaxation, roundSeed);
          session.addClauses(relaxation.deferred);
          deferredIn = true;
          for (const clause of clausesAdded) session.addClause(clause);
          if (performance.now() < planDeadline) {
            plansLeft = tuning.plans ?? PLANS;
            until = planDeadline;
            const second = session.solve(stop);
            if (second === 'unsatisfiable') return noSolution();
            afterPlans = playPlans(planDeadline, second);
            if (afterPlans === 'won') return 'settled';
            if (noneLeft(afterPlans)) return noSolution();
          }
        }
        if (tuning.heldBackProofs === false) return 'open';
        // The plans' share is over: the rest of the budget (any-suit: up to its second beam) goes to a proof from the
        // relaxation with its held-back clauses, each added once a solution breaks it (in session 15, 6 of the 152
        // standard deals the study had left unknown have no solution with group 15; with it in the problem from the
        // start the plans win fewer deals).
        const end =
          options.timeoutMs === undefined
            ? Number.POSITIVE_INFINITY
            : start + options.timeoutMs * (proves ? 1 : (tuning.standardPlansShare ?? STANDARD_PLANS_TIME_SHARE));
        until = end;
        // The deferred clauses (group 14) all go in first: leaving them out only served the plans, and a proof often
        // needs many of them.
        if (!deferredIn && performance.now() < until) session.addClauses(relaxation.deferred);
        let answer = session.solve(stop);
        for (; answer === 'satisfiable'; answer = session.solve(stop)) {
          const broken = brokenClauses(relaxation.heldBack, readSolution(session, relaxation.variables));
          if (broken.length === 0) break;
          for (const clause of broken) session.addClause(clause);
        }
        if (answer === 'unsatisfiable') return noSolution();
        // No proof within reach: what is left goes back to the plans (in session 14's rerun of the deals the study had
        // left unknown, the searches after the plans won none).
        if (answer === 'satisfiable' && playPlans(end, session.solve(stop, planAssumptions)) === 'won')
          return 'settled';
        return 'open';
      } finally {
        session.close();
      }
    };
    // The relaxations, encoded once for every round (about a second each): standard's, and the game's own.
    let standardRelaxation: ReturnType<typeof encodeAlhambraRelaxation> | undefined;
    let ownRelaxation: ReturnType<typeof encodeAlhambraRelaxation> | undefined;
    // An encoding ends early once the budget is spent or the solve is cancelled (its result is then not kept).
    const encodingStop = (): boolean =>
      (options.timeoutMs !== undefined && performance.now() >= start + options.timeoutMs) ||
      options.onProgress?.(search.positions + planPositions) === true;
    const encode = (layout: AlhambraLayout): ReturnType<typeof encodeAlhambraRelaxation> | undefined => {
      const encoded = encodeAlhambraRelaxation(layout, { stop: encodingStop });
      return !encoded.ok && encoded.error === RELAXATION_STOPPED ? undefined : encoded;
    };
    // Set once standard's relaxation is known to have no solution (with any seed).
    let standardHasNoSolution = false;
    // Any-suit's first question: standard's relaxation, encoded at the first round (`stopped` if its encoding was).
    const askStandard = (roundSeed: number, late: boolean): ReturnType<typeof tryRelaxation> | 'stopped' => {
      standardRelaxation ??= encode({ ...game.layout, variant: 'standard' });
      if (standardRelaxation === undefined) return 'stopped';
      return standardRelaxation.ok ? tryRelaxation(standardRelaxation.value, false, late, roundSeed) : 'unsatisfiable';
    };
    // One round of the relaxation with this seed: true if it ended open (no win, no proof), so that another seed may
    // go on.
    const relaxationRound = (roundSeed: number, lateStart: boolean): boolean => {
      // Any-suit asks standard's relaxation first: its plans keep to same-suit builds, which are played out far more
      // often, and a standard line is an any-suit line. Every solution of standard's relaxation is one of any-suit's
      // (any-suit only adds builds), so any-suit's own is asked only when standard's has none: then only it can prove
      // the deal lost. (Giving own the time standard's leaves open, `ownAfterStandard`, won 78 against 74 of any-suit
      // 1–100 as the portfolio's relaxation member, within the ±3 of a rerun, and 1 against 2 of 28 hard deals.)
      let late = lateStart;
      if (game.anySuit && (tuning.standardPlans ?? true) && !standardHasNoSolution) {
        const answer = askStandard(roundSeed, late);
        if (answer === 'settled' || answer === 'stopped') return false;
        if (answer === 'open') {
          if (!(relaxationOnly && tuning.ownAfterStandard === true)) return true;
          late = true;
        } else {
          // No solution is no solution with any seed: later rounds go straight to any-suit's own relaxation, and
          // standard's encoding (tens of MiB) goes before any-suit's own is built.
          standardHasNoSolution = true;
          standardRelaxation = undefined;
        }
      }
      ownRelaxation ??= encode(game.layout);
      const relaxation = ownRelaxation;
      // Granada has no relaxation.
      if (relaxation === undefined || !relaxation.ok) return false;
      return tryRelaxation(relaxation.value, true, late, roundSeed) === 'open';
    };
    const runRelaxation = (at: typeof relaxationAt): void => {
      if (at !== relaxationAt || relaxationDone || verdict !== undefined || options.satSolver === undefined) return;
      relaxationDone = true;
      if (!alhambraAtDealStart(game)) return;
      // The Reinforcements' relaxation (refills) is sound but has proved none of the study's unknown deals lost yet
      // (session 17: a refilled card built onto the waste is free from then on), and its plans do not know refills:
      // the solver leaves it to `scripts/alhambra-relaxation.mjs` until it pays.
      if (game.layout.variant === 'reinforcement') return;
      // Alone on its thread the relaxation goes on with other seeds while its time lasts: a round ends open after its
      // plans, and without a time limit (nor a position budget, which its plans spend) the solve must not end
      // unknown. Another seed (`SEED_STRIDE` apart) is another path through the same problem.
      const again = (): boolean =>
        relaxationOnly &&
        verdict === undefined &&
        options.maxPositions === undefined &&
        (options.timeoutMs === undefined || performance.now() < start + options.timeoutMs) &&
        options.onProgress?.(search.positions + planPositions) !== true;
      for (let round = 0; relaxationRound(seed + round * SEED_STRIDE, round > 0) && again(); round++);
    };
    // Probes: short searches in random orders find many wins that one depth-first order misses for long; a few first
    // (they win some deals in a few hundred positions), then the beam search, then the rest of the probes' share.
    // A probe only ever answers "winnable" (its line is real); what it left unexplored is searched afterwards.
    // Granada (no dead-end test, cheap positions) does best with many very short probes and little else: on deals
    // 1–140 at 2 s, 103 wins against 81 with the settings of the one-waste games (scripts/alhambra-solver-measure.mjs).
    // Without any budget the beam's rounds and the probes must end by their count.
    const budgeted = options.timeoutMs !== undefined || options.maxPositions !== undefined;
    const manyProbes = game.waste.length > 1;
    const share =
      tuning.probeTimeShare ??
      (manyProbes ? GRANADA_PROBE_TIME_SHARE : game.refills ? REINFORCEMENT_PROBE_TIME_SHARE : PROBE_TIME_SHARE);
    const probes = tuning.probes ?? (budgeted ? Number.POSITIVE_INFINITY : PROBES);
    const probeDeadline =
      options.timeoutMs === undefined ? Number.POSITIVE_INFINITY : start + options.timeoutMs * share;
    const probeBudget = options.maxPositions === undefined ? Number.POSITIVE_INFINITY : options.maxPositions * share;
    const probePositions = tuning.probePositions ?? (manyProbes ? GRANADA_PROBE_POSITIONS : PROBE_POSITIONS);
    let probe = 0;
    let probesDone = false;
    const runProbes = (until: number): void => {
      for (
        ;
        !probesDone &&
        probe < Math.min(probes, until) &&
        verdict === undefined &&
        performance.now() < probeDeadline &&
        search.positions < probeBudget;
        probe++
      ) {
        // In any-suit the probes keep to same-suit builds: a win there is a win in any-suit too, the tree is far
        // smaller, and on deals 1–1000 at 2 s probes with any-suit's own moves found no win that standard's did not
        // (its own wins come from the second beam).
        const keepChance =
          tuning.probeKeepChance ??
          (manyProbes ? GRANADA_PROBE_KEEP_CHANCE : PROBE_KEEP_CHANCES[(probe + 1) % PROBE_KEEP_CHANCES.length]!);
        const positions = Math.min(probePositions, probeBudget - search.positions);
        search.beginProbe(probe + 1 + seed * SEED_STRIDE, positions, probeDeadline, true, keepChance);
        try {
          if (search.search(0, true)) verdict = 'winnable';
          // The probe searched its whole tree within its budget: the tree is small, and the searches below decide it
          // (more probes would only search it again, each on a table cleared first).
          else probesDone = true;
        } catch (error) {
          if (!(error instanceof EndProbe)) throw error;
          search.unwind();
        }
      }
    };
    // The beam search (one waste pile: Granada's probes alone win every deal measured), in rounds that take turns with
    // their scores and draw their ties anew, until its share of the budget is spent or a round left nothing out.
    const beamWidth = manyProbes ? 0 : (tuning.beamWidth ?? BEAM_WIDTH);
    const runBeam = (budgetShare: number, sameSuitOnly: boolean): void => {
      const deadline =
        options.timeoutMs === undefined ? Number.POSITIVE_INFINITY : start + options.timeoutMs * budgetShare;
      const positions =
        options.maxPositions === undefined ? Number.POSITIVE_INFINITY : options.maxPositions * budgetShare;
      const rounds = budgeted ? Number.POSITIVE_INFINITY : BEAM_RESERVE_WEIGHTS.length;
      for (
        let round = 1;
        round <= rounds && verdict === undefined && performance.now() < deadline && search.positions < positions;
        round++
      )
        if (search.beamSearch(beamWidth, round, deadline, positions - search.positions, sameSuitOnly, seed))
          verdict = 'winnable';
        else if (!search.beamCut) break;
    };
    runRelaxation('start');
    // Only the relaxation: every search below runs only while there is no verdict.
    if (relaxationOnly) verdict ??= 'unknown';
    if (beamWidth > 0) runProbes(PROBES_BEFORE_BEAM);
    if (!probesDone) runRelaxation('after-first-probes');
    if (beamWidth > 0 && !probesDone) runBeam(tuning.beamTimeShare ?? BEAM_TIME_SHARE, true);
    if (!probesDone) runRelaxation('after-beam');
    runProbes(Number.POSITIVE_INFINITY);
    if (!probesDone) runRelaxation('after-probes');
    // Any-suit: the beam again, now with builds across suits (the wins that need them).
    if (beamWidth > 0 && !probesDone && game.anySuit)
      runBeam(tuning.anySuitBeamTimeShare ?? ANY_SUIT_BEAM_TIME_SHARE, false);
    // Any-suit: a plain depth-first search under standard's rules first (its wins are any-suit wins, and its tree is
    // far smaller), then the any-suit search proper.
    if (verdict === undefined && game.anySuit) {
      const deadline =
        options.timeoutMs === undefined ? Number.POSITIVE_INFINITY : start + options.timeoutMs * STANDARD_TIME_SHARE;
      const positions =
        options.maxPositions === undefined
          ? Number.POSITIVE_INFINITY
          : options.maxPositions * STANDARD_TIME_SHARE - search.positions;
      search.beginStandardSearch(positions, deadline);
      try {
        if (search.search(0, true)) verdict = 'winnable';
      } catch (error) {
        if (!(error instanceof EndProbe)) throw error;
        search.unwind();
      }
    }
    search.endProbes();
    if (tuning.exhaustive === false) verdict ??= 'unknown';
    if (verdict === undefined) {
      verdict = search.search(0, true) ? 'winnable' : 'unwinnable';
      if (verdict === 'unwinnable') proof = 'search';
    }
  } catch (error) {
    if (!(error instanceof StopSearch)) throw error;
    verdict = 'unknown';
  }
  const ms = performance.now() - start;
  const positions = search.positions + planPositions;
  if (verdict === 'winnable') return { verdict, moves: planLine ?? search.winningMoves(game), positions, ms };
  const best =
    search.bestCardsHome > game.cardsHome
      ? { bestLine: search.bestMoves(game), bestCardsHome: search.bestCardsHome }
      : {};
  if (verdict === 'unknown' && proof === undefined) return { verdict, ...best, positions, ms };
  if (verdict === 'unwinnable' && proof !== undefined)
    return { verdict, ...(proof === 'relaxation' ? { proof, relaxation: 'sat' } : { proof }), ...best, positions, ms };
  throw new Error('solver bug: a loss must say how it was proven, and only a loss');
};

/** True if the game is at its deal's start. (A moved card would be on the waste, home, or have emptied the stock.) */
export const alhambraAtDealStart = (game: AlhambraGame): boolean =>
  game.redealsUsed === 0 &&
  game.cardsHome === 8 &&
  game.stock.length === game.layout.stock.length &&
  game.waste.every((pile) => pile.length === 0);

/** The foundation move the solver plays automatically in this position (proven safe), if any; for tests and hints. */
export const alhambraSafeHomeMove = (game: AlhambraGame): Move | undefined => {
  const code = new AlhambraSearch(game, {}, 16).safeHomeMove();
  return code < 0 ? undefined : game.moveOfCode(code);
};

/** True if the solver's cheap dead-end test already proves this position lost; for tests. */
export const alhambraIsDeadEnd = (game: AlhambraGame): boolean => new AlhambraSearch(game, {}, 16).isDeadEnd();
