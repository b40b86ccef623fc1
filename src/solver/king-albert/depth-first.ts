import { FOUNDATION, RESERVE_BASE } from '../../games/king-albert/codes.js';
import { solverNow } from '../clock.js';
import { dropReverse, MOVES_PER_POSITION, type SearchPosition } from './moves.js';
import { growInt32, randomWords } from './position.js';
import type { PositionTable } from './table.js';

/** The deepest line searched by default, which bounds the memory of the path (about 60 bytes a step). */
export const MAX_DEPTH = 1_000_000;
const TIME_CHECK_INTERVAL = 1024;
const PROGRESS_INTERVAL = 4096;
// Marks a search node where the next move must build on this card (see the reserve rule in `DepthFirst.run`).
const BUILD_ON_HIGH = randomWords(52, 0xc2b2ae35);
const BUILD_ON_LOW = randomWords(52, 0x27d4eb2f);

/** Counters and limits shared by the phases of one solve. */
export interface Budget {
  positions: number;
  readonly maxPositions: number;
  readonly deadline: number;
  readonly onProgress: ((positions: number) => boolean | undefined) | undefined;
  // The line (move codes from the start) that brought the most cards home so far, in any of the searches.
  bestCardsHome: number;
  bestLine: number[];
}

/**
 * How a depth-first search stopped: a win (the line is in the history), every node searched, its share of positions
 * spent, or stopped by the caller's limits.
 */
export type Outcome = 'won' | 'exhausted' | 'paused' | 'stopped';

/** A depth-first search from a (settled) position that can pause after a number of positions and resume later. */
export class DepthFirst {
  // The live path, one entry per depth: where its moves lie in `moves` (a stack of move lists), how far
  // through them the search is, its key, and the history length.
  private moves = new Int32Array(4096);
  private pathNext = new Int32Array(64);
  private pathEnd = new Int32Array(64);
  private pathHigh = new Int32Array(64);
  private pathLow = new Int32Array(64);
  private pathHistory = new Int32Array(64);
  // 1 where the node is keyed by its position alone (not restricted by the reserve rule).
  private pathFree = new Int32Array(64);
  private depth = 0;
  /** Set when a line reached `maxDepth` and was cut: this search can then prove no loss. */
  incomplete = false;

  /** Starts a search from the search's current position; the table must not hold that position yet. */
  constructor(
    readonly search: SearchPosition,
    private readonly table: PositionTable,
    private readonly budget: Budget,
    private readonly maxDepth: number,
  ) {
    table.insertPinned(search.high, search.low);
    budget.positions++;
    this.pathNext[0] = 0;
    this.pathEnd[0] = search.generate(this.moves, 0);
    this.pathHigh[0] = search.high;
    this.pathLow[0] = search.low;
    this.pathHistory[0] = search.historyLength;
    this.pathFree[0] = 1;
  }

  /** Searches on for at most `runLimit` new positions. */
  run(runLimit: number): Outcome {
    const { search, table, budget } = this;
    const runEnd = budget.positions + runLimit;
    let { moves, pathNext, pathEnd, pathHigh, pathLow, pathHistory, pathFree, depth } = this;
    const save = (): void => {
      this.moves = moves;
      this.pathNext = pathNext;
      this.pathEnd = pathEnd;
      this.pathHigh = pathHigh;
      this.pathLow = pathLow;
      this.pathHistory = pathHistory;
      this.pathFree = pathFree;
      this.depth = depth;
    };
    for (;;) {
      const next = pathNext[depth]!;
      if (next === pathEnd[depth]) {
        // Every move from here is searched: this node is lost (the table keeps it as seen).
        table.unpin(pathHigh[depth]!, pathLow[depth]!);
        if (depth === 0) {
          save();
          return 'exhausted';
        }
        depth--;
        search.undoTo(pathHistory[depth]!);
        continue;
      }
      pathNext[depth] = next + 1;
      const code = moves[next]!;
      const from = code >> 5;
      // Reserve rule: a reserve card moved to a column must at once get a card built on it. Proof: take a
      // shortest winning line and its last reserve-to-column move m (card r onto column T) not followed at
      // once by a move onto r. The next move that touches r cannot move r (moving r straight from the
      // reserve to that place would shorten the line), so it puts a card y on r. The moves in between
      // touch neither r nor T (T's top is r) and leave the reserve alone, so m can be played just before
      // y's move instead: same length, same result, and no later reserve move is split from its follower
      // (that follower puts a card on another card, not on r). Repeating this gives a shortest winning
      // line where every reserve-to-column move is followed by a move onto its card. A node after such a
      // move is keyed apart from the same position reached otherwise, since it has fewer moves.
      const buildOn = from >= RESERVE_BASE && (code & 31) !== FOUNDATION ? search.reserve[from - RESERVE_BASE]! : -1;
      search.playAndSettle(code);
      if (search.cardsHome === 52) {
        save();
        return 'won';
      }
      // Rare (at most once per card that comes home), so a copy of the line is cheap.
      if (search.cardsHome > budget.bestCardsHome) {
        budget.bestCardsHome = search.cardsHome;
        budget.bestLine = search.line();
      }
      if (depth + 1 === this.maxDepth) {
        this.incomplete = true;
        search.undoTo(pathHistory[depth]!);
        continue;
      }
      const nextBase = pathEnd[depth]!;
      if (nextBase + MOVES_PER_POSITION > moves.length) moves = growInt32(moves, nextBase + MOVES_PER_POSITION);
      if (depth + 1 === pathNext.length) {
        const size = (depth + 1) * 2;
        pathNext = growInt32(pathNext, size);
        pathEnd = growInt32(pathEnd, size);
        pathHigh = growInt32(pathHigh, size);
        pathLow = growInt32(pathLow, size);
        pathHistory = growInt32(pathHistory, size);
        pathFree = growInt32(pathFree, size);
      }
      let high = search.high;
      let low = search.low;
      let count = 0;
      if (buildOn >= 0) {
        count = search.generateBuildsOn(buildOn, moves, nextBase);
        if (count === 0) {
          search.undoTo(pathHistory[depth]!);
          continue;
        }
        high ^= BUILD_ON_HIGH[buildOn]!;
        low ^= BUILD_ON_LOW[buildOn]!;
      }
      if (!table.insertPinned(high, low)) {
        search.undoTo(pathHistory[depth]!);
        continue;
      }
      depth++;
      pathNext[depth] = nextBase;
      if (buildOn < 0) {
        count = search.generate(moves, nextBase);
        // Taking the card straight back gives the node one step up the path (when that node is not a
        // restricted one, whose key differs): always refused by the table, so it is not even tried.
        if (from < RESERVE_BASE && pathFree[depth - 1] === 1 && search.historyLength === pathHistory[depth - 1]! + 1)
          count = dropReverse(search, moves, nextBase, count, code);
      }
      pathEnd[depth] = nextBase + count;
      pathFree[depth] = buildOn < 0 ? 1 : 0;
      pathHigh[depth] = high;
      pathLow[depth] = low;
      pathHistory[depth] = search.historyLength;
      // The new node is complete on the path, so a pause here resumes at its first move.
      const positions = ++budget.positions;
      let stop: Outcome | undefined;
      if (positions >= budget.maxPositions) stop = 'stopped';
      else if (positions >= runEnd) stop = 'paused';
      else if ((positions & (TIME_CHECK_INTERVAL - 1)) === 0) {
        if (solverNow() >= budget.deadline) stop = 'stopped';
        else if (
          budget.onProgress !== undefined &&
          (positions & (PROGRESS_INTERVAL - 1)) === 0 &&
          budget.onProgress(positions) === true
        )
          stop = 'stopped';
      }
      if (stop !== undefined) {
        save();
        return stop;
      }
    }
  }
}
