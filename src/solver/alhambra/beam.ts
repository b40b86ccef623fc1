// Beam search for a win (one waste pile): positions are grouped by how far the line has come (the pass, then the
// cards left in the stock), and from each group only the `width` best go on, each to every position it can reach
// before its next turn or redeal. It only ever answers "winnable" (with a real line); what it drops is left to the
// depth-first searches after it.
import { REDEAL_CODE, TURN_CODE } from '../../games/alhambra/codes.js';
import { solverNow } from '../clock.js';
import { type AlhambraSearch, EndProbe } from './depth-first.js';
import { CARD_KINDS, CARD_MASK, MOVE_CODE_MASK, MOVES_PER_PLY, STOCK_CAPACITY } from './encoding.js';
import { generateMoves } from './moves.js';
import type { AlhambraPosition } from './position.js';
import type { SolveRun } from './run.js';
import { randomSource } from './tables.js';
import {
  BEAM_CARD_HOME,
  BEAM_NOISE,
  BEAM_PRUNE_AT,
  BEAM_RESERVE_WEIGHTS,
  BEAM_WRAP_WEIGHT,
  SEED_STRIDE,
} from './tuning.js';

/**
 * Runs beam rounds of `width` until a win, `budgetShare` of the budget, or a round that left nothing out; the rounds
 * take turns with their scores and draw their ties anew (without any budget, one round per score).
 */
export const runBeamRounds = (run: SolveRun, width: number, budgetShare: number, sameSuitOnly: boolean): void => {
  const { search } = run;
  const beam = new BeamSearch(search, run.tuning.beamPruneAt);
  const deadline = run.timeAt(budgetShare);
  const positions = run.positionsAt(budgetShare);
  const rounds = run.budgeted ? Number.POSITIVE_INFINITY : BEAM_RESERVE_WEIGHTS.length;
  for (
    let round = 1;
    round <= rounds && run.verdict === undefined && solverNow() < deadline && search.positions < positions;
    round++
  )
    if (beam.run(width, round, deadline, positions - search.positions, sameSuitOnly, run.seed))
      run.verdict = 'winnable';
    else if (!beam.cut) break;
};

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

// The position as bytes (markers included; the beam search keeps none): reserve, waste, stock, foundations, redeals.
const snapshot = (position: AlhambraPosition): Uint8Array => {
  const reserveBytes = position.reserve.length;
  const wasteBytes = position.waste.length;
  const bytes = new Uint8Array(
    reserveBytes + position.pileCount + wasteBytes + position.wasteCount + STOCK_CAPACITY + 10,
  );
  let at = 0;
  bytes.set(position.reserve, at);
  at += reserveBytes;
  for (let pile = 0; pile < position.pileCount; pile++) bytes[at++] = position.reserveHeight[pile]!;
  bytes.set(position.waste, at);
  at += wasteBytes;
  for (let pile = 0; pile < position.wasteCount; pile++) bytes[at++] = position.wasteHeight[pile]!;
  bytes.set(position.stock, at);
  at += STOCK_CAPACITY;
  bytes[at++] = position.stockHeight;
  for (let suit = 0; suit < 4; suit++) {
    bytes[at++] = position.ace[suit]!;
    bytes[at++] = position.king[suit]!;
  }
  bytes[at] = position.redealsUsed;
  return bytes;
};

// Puts back a position `snapshot` took, with its hash.
const restore = (position: AlhambraPosition, bytes: Uint8Array): void => {
  const reserveBytes = position.reserve.length;
  const wasteBytes = position.waste.length;
  let at = 0;
  position.reserve.set(bytes.subarray(at, at + reserveBytes));
  at += reserveBytes;
  for (let pile = 0; pile < position.pileCount; pile++) position.reserveHeight[pile] = bytes[at++]!;
  position.waste.set(bytes.subarray(at, at + wasteBytes));
  at += wasteBytes;
  for (let pile = 0; pile < position.wasteCount; pile++) position.wasteHeight[pile] = bytes[at++]!;
  position.stock.set(bytes.subarray(at, at + STOCK_CAPACITY));
  at += STOCK_CAPACITY;
  position.stockHeight = bytes[at++]!;
  let home = 0;
  for (let suit = 0; suit < 4; suit++) {
    position.ace[suit] = bytes[at++]!;
    position.king[suit] = bytes[at++]!;
    home += position.ace[suit]! + position.king[suit]!;
  }
  position.cardsHome = home;
  position.redealsUsed = bytes[at]!;
  position.recomputeHash();
};

// The hash as one number for sets (53 of its 64 bits; a collision only loses a beam state, never soundness).
const hashKey = (position: AlhambraPosition): number => {
  return (position.hashHigh & 0x1fffff) * 4294967296 + (position.hashLow >>> 0);
};

// Orders beam candidates best first.
const byScore = (first: BeamCandidate, second: BeamCandidate): number => second.score - first.score;

/** The beam search over a search's position (which it leaves as it found it), in rounds. */
export class BeamSearch {
  /** Whether the last round left out a position for want of width (if not, another round finds nothing new). */
  cut = false;
  private nodes: BeamNode[] = [];
  private buckets = new Map<number, BeamBucket>();
  private seen = new Set<number>();
  private score: (() => number) | undefined;
  private readonly firstPlace = new Int32Array(CARD_KINDS);
  private readonly secondPlace = new Int32Array(CARD_KINDS);
  private readonly inReserve = new Int32Array(CARD_KINDS);

  /** `pruneAt`: the size at which a group is pruned (`pruneGroups`; other values than the default only for tests). */
  constructor(
    private readonly search: AlhambraSearch,
    private readonly pruneAt = BEAM_PRUNE_AT,
  ) {}

  /**
   * One round of `width` within `positions` more and the deadline; true if it won (the line is the search's winning
   * line). `sameSuitOnly`: keep to same-suit builds (any-suit's first beam); the round and the seed choose the score.
   */
  run(width: number, round: number, deadline: number, positions: number, sameSuitOnly = true, seed = 0): boolean {
    const search = this.search;
    const root = snapshot(search);
    const random = randomSource(round + seed * SEED_STRIDE);
    // Rounds take turns with the weight of a card kept in the reserve (see `BEAM_RESERVE_WEIGHTS`).
    const reserveWeight = BEAM_RESERVE_WEIGHTS[(round - 1) % BEAM_RESERVE_WEIGHTS.length]!;
    this.score = () => {
      let reserveCards = 0;
      for (let pile = 0; pile < search.pileCount; pile++) reserveCards += search.reserveHeight[pile]!;
      return (
        search.cardsHome * BEAM_CARD_HOME +
        reserveWeight * reserveCards -
        BEAM_WRAP_WEIGHT * this.streamWraps() +
        random() * BEAM_NOISE
      );
    };
    // Like the probes, any-suit's first beam keeps to same-suit builds (see `probes.ts`).
    const searchSameSuitOnly = search.sameSuitOnly;
    search.sameSuitOnly = sameSuitOnly;
    this.nodes = [{ parent: -1, moves: [] }];
    this.buckets = new Map();
    search.limitPhase(positions, deadline);
    this.cut = false;
    try {
      // A dead end is left to the exhaustive search, which stops there at once.
      if (search.isDeadEnd()) return false;
      this.seen = new Set();
      if (this.expand(0, 0, [])) return true;
      this.pruneGroups(width);
      if (this.stages(width)) return true;
    } catch (error) {
      if (!(error instanceof EndProbe)) {
        restore(search, root);
        throw error;
      }
    } finally {
      search.sameSuitOnly = searchSameSuitOnly;
      this.buckets = new Map();
      this.seen = new Set();
      search.endPhase();
    }
    restore(search, root);
    return false;
  }

  // The groups in order, each expanded from its best `width` positions that pass the dead-end test; true on a win.
  private stages(width: number): boolean {
    for (;;) {
      let next = Number.POSITIVE_INFINITY;
      for (const key of this.buckets.keys()) if (key < next) next = key;
      if (next === Number.POSITIVE_INFINITY) return false;
      const bucket = this.buckets.get(next)!;
      this.buckets.delete(next);
      if (bucket.cut) this.cut = true;
      const candidates = bucket.candidates.sort(byScore);
      // The dead-end test only for the best candidates, until the beam is full: it is most of the beam's cost. Each
      // one kept is expanded at once (its candidates all lie in later groups, past a turn or redeal).
      this.seen = new Set();
      let kept = 0;
      for (const candidate of candidates) {
        if (kept === width) {
          this.cut = true;
          break;
        }
        if (!this.passesDeadEndTest(candidate)) continue;
        this.nodes.push({ parent: candidate.parent, moves: candidate.moves });
        kept++;
        if (this.expand(this.nodes.length - 1, 0, [])) return true;
        this.pruneGroups(width);
      }
    }
  }

  // Restores the candidate's position and tests it (once: a candidate that passed is marked `alive`); each test counts
  // as a position.
  private passesDeadEndTest(candidate: BeamCandidate): boolean {
    const search = this.search;
    restore(search, candidate.bytes);
    if (candidate.alive) return true;
    search.countPosition();
    if (search.isDeadEnd()) return false;
    candidate.alive = true;
    return true;
  }

  // Prunes each group of `pruneAt` positions or more to its best `width` that pass the dead-end test. The beam takes
  // from a group exactly those, once every position of it has come (the best `width` that pass), so pruning changes
  // nothing it does: a position dropped had `width` better ones that pass above it, and they stay unless `width`
  // better ones that pass come, and so on. Called between expansions only, since it moves the search's position.
  private pruneGroups(width: number): void {
    for (const bucket of this.buckets.values()) {
      if (bucket.candidates.length < this.pruneAt) continue;
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
  private expand(node: number, depth: number, moves: number[]): boolean {
    const search = this.search;
    if (search.cardsHome > search.bestCardsHome) search.keepLine(this.lineTo(node, moves));
    if (search.cardsHome === 104) {
      search.winWithBestLine();
      return true;
    }
    search.countPosition();
    const key = hashKey(search);
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    const offset = depth * MOVES_PER_PLY;
    const count = generateMoves(search, search.moveBuffer, offset);
    for (let index = 0; index < count; index++) {
      const move = search.moveBuffer[offset + index]!;
      const code = move & MOVE_CODE_MASK;
      search.play(move, depth);
      moves.push(move);
      if (code === TURN_CODE || code === REDEAL_CODE) this.addCandidate(node, moves);
      else if (this.expand(node, depth + 1, moves)) return true;
      moves.pop();
      search.undo(move, depth);
    }
    return false;
  }

  private addCandidate(parent: number, moves: number[]): void {
    const search = this.search;
    const bucketKey = search.redealsUsed * 256 + 255 - search.stockHeight;
    let bucket = this.buckets.get(bucketKey);
    if (bucket === undefined) {
      bucket = { candidates: [], seen: new Set(), cut: false };
      this.buckets.set(bucketKey, bucket);
    }
    const key = hashKey(search);
    if (bucket.seen.has(key)) return;
    bucket.seen.add(key);
    bucket.candidates.push({ parent, moves: moves.slice(), score: this.score!(), bytes: snapshot(search) });
  }

  // A measure of disorder for the beam's score (one waste pile). The cards of the stock and the waste are met in a
  // fixed cycle from now on: the stock from its top in this pass, then in each later pass the waste from its bottom
  // and those stock cards again. Each foundation takes its next cards in order, each the nearest copy ahead in the
  // cycle (reserve cards count as at hand); every time it must go round the cycle's end for one counts here.
  private streamWraps(): number {
    const search = this.search;
    const firstPlace = this.firstPlace;
    const secondPlace = this.secondPlace;
    firstPlace.fill(-1);
    secondPlace.fill(-1);
    const stockHeight = search.stockHeight;
    const length = stockHeight + search.wasteHeight[0]!;
    for (let place = 0; place < length; place++) {
      const card =
        (place < stockHeight ? search.stock[stockHeight - 1 - place]! : search.waste[place - stockHeight]!) & CARD_MASK;
      if (firstPlace[card]! < 0) firstPlace[card] = place;
      else secondPlace[card] = place;
    }
    const inReserve = this.inReserve;
    search.countInReserve(inReserve);
    let wraps = 0;
    for (let suit = 0; suit < 4; suit++) {
      for (let kind = 0; kind < 2; kind++) {
        const ascending = kind === 0;
        let at = 0;
        for (let level = ascending ? search.ace[suit]! : search.king[suit]!; level < 13; level++) {
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
  private lineTo(node: number, moves: readonly number[]): Int32Array {
    const segments: (readonly number[])[] = [moves];
    for (let at = node; at > 0; at = this.nodes[at]!.parent) segments.push(this.nodes[at]!.moves);
    const line: number[] = [];
    for (let index = segments.length - 1; index >= 0; index--) line.push(...segments[index]!);
    return Int32Array.from(line);
  }
}
