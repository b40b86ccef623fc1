// The depth-first search over a position (`AlhambraPosition`), shared by the probes, any-suit's search under
// standard's rules, the exhaustive search and the one-suit games: a capped table of positions already searched
// (single agent: a position searched once needs no second look), the dead-end test after each turn or redeal, the
// one-suit test in the long searches, and markers on passed-over foundation moves. Budgets end it by exceptions:
// `StopSearch` (the solve's budget) and `EndProbe` (the current phase's).
import { REDEAL_CODE, TURN_CODE } from '../../games/alhambra/codes.js';
import type { AlhambraGame } from '../../games/alhambra/game.js';
import type { Move } from '../../games/types.js';
import { solverNow } from '../clock.js';
import type { SolveOptions } from '../types.js';
import { DeadEndTest } from './dead-end.js';
import { MAX_DEPTH, MOVE_CODE_MASK, MOVES_PER_PLY, TURNS_SHIFT } from './encoding.js';
import { markable } from './markers.js';
import { generateMoves } from './moves.js';
import { AlhambraPosition } from './position.js';
import { SuitAloneTest } from './projection.js';
import { PositionTable, randomSource } from './tables.js';
import { CHECK_INTERVAL, PROGRESS_INTERVAL, PROJECTION_TABLE_ENTRIES } from './tuning.js';

/** Thrown when the solve's budget (positions, time, or the caller's cancel) is spent. */
export class StopSearch extends Error {}
/** Thrown when the current phase's budget (a probe's, the beam's) is spent. */
export class EndProbe extends Error {}

/** The search: a position, its table and move buffers, and the depth-first search over it. */
export class AlhambraSearch extends AlhambraPosition {
  /** Positions searched so far (the one-suit games' included). */
  positions = 0;
  /** Length of the winning line in `path`, once a search has won. */
  winningLength = -1;
  /** The most cards home on any line found so far (its line is `bestPath[0 … bestLength)`). */
  bestCardsHome = 0;
  /** The moves of the line being searched, by depth (the winning line once a search has won). */
  readonly path = new Int32Array(MAX_DEPTH + 1);
  /** The moves generated at each depth, `MOVES_PER_PLY` apart. */
  readonly moveBuffer = new Int32Array((MAX_DEPTH + 1) * MOVES_PER_PLY);
  /** The dead-end test and its scratch space. */
  readonly deadEnd = new DeadEndTest();
  /** Position count at which the budget is checked next. */
  nextCheck = CHECK_INTERVAL;
  // Whether the search tests each suit alone now: in standard's exhaustive search, and in any-suit's search under
  // standard's rules (a position whose one suit alone is lost has no standard win, and that search seeks only those).
  private testsSuitsAlone = false;
  // Whether one search's table serves the next (probe to probe, then the exhaustive search). With one waste pile no
  // move leads back (see `forgetPath`), so once the path a search stopped on is forgotten, every entry was searched to
  // the end without a win; and these searches all play by the same rules. Not in Granada (waste-to-waste moves make
  // cycles), nor in any-suit (its probes keep to same-suit builds, its exhaustive search does not).
  private readonly tableOutlivesSearches: boolean;
  private readonly table: PositionTable;
  // For each move in the buffer: 1 if its card was marked against it for the later siblings.
  private readonly markedMoves = new Uint8Array((MAX_DEPTH + 1) * MOVES_PER_PLY);
  // The table slot of the position at each depth of the current path (see `forgetPath`).
  private readonly pathSlots = new Int32Array(MAX_DEPTH + 1);
  private readonly deadline: number;
  private maxPositions: number;
  private readonly onProgress: ((positions: number) => boolean | undefined) | undefined;
  private nextProgress = PROGRESS_INTERVAL;
  private bestLength = 0;
  private bestPath: Int32Array = new Int32Array(0);
  // The current phase's budget (a probe's, the beam's): past it the search throws `EndProbe`.
  private probeEnd = Number.POSITIVE_INFINITY;
  private probeDeadline = Number.POSITIVE_INFINITY;
  // Probes: the random move order (undefined for the plain order) and the chance that a move keeps its place.
  private random: (() => number) | undefined;
  private keepChance = 0.6;
  // Depth of the position being searched: when a budget stops the search, the moves above it are still played.
  private depth = 0;
  // The one-suit test (standard's rules, one waste pile, no refills), with a search of its own.
  private readonly suitAlone: SuitAloneTest | undefined;

  constructor(
    game: AlhambraGame,
    options: SolveOptions,
    tableEntries: number,
    private readonly useMarkers = true,
    useProjections = true,
    private readonly useBlockers = true,
  ) {
    super(game);
    this.tableOutlivesSearches = this.wasteCount === 1 && !this.anySuit;
    this.table = new PositionTable(tableEntries);
    this.deadline = options.timeoutMs === undefined ? Number.POSITIVE_INFINITY : solverNow() + options.timeoutMs;
    this.maxPositions = options.maxPositions ?? Number.POSITIVE_INFINITY;
    this.onProgress = options.onProgress;
    if (useProjections && !this.refills && this.wasteCount === 1) {
      // The same time limit: a one-suit search stopped by it proves nothing, and the search above stops next.
      const projection = new AlhambraSearch(
        game,
        { timeoutMs: options.timeoutMs },
        PROJECTION_TABLE_ENTRIES,
        useMarkers,
        false,
      );
      // In any-suit, one suit alone serves the search under standard's rules, so it plays by them too.
      projection.sameSuitOnly = true;
      this.suitAlone = new SuitAloneTest(projection);
      this.testsSuitsAlone = !this.anySuit;
    }
  }

  /**
   * Starts a probe: a fresh table (unless it outlives searches, see `tableOutlivesSearches`), a random move order
   * from this seed (0: the plain order; each move keeps its place with chance `keepChance`), and its own budget.
   */
  beginProbe(seed: number, positions: number, deadline: number, sameSuitOnly: boolean, keepChance = 0.6): void {
    if (!this.tableOutlivesSearches) this.table.clear();
    this.sameSuitOnly = sameSuitOnly;
    this.keepChance = keepChance;
    this.random = seed === 0 ? undefined : randomSource(seed);
    this.limitPhase(positions, deadline);
    this.testsSuitsAlone = false;
  }

  /** Starts any-suit's plain depth-first search under standard's rules, with one suit alone, on a fresh table. */
  beginStandardSearch(positions: number, deadline: number): void {
    this.beginProbe(0, positions, deadline, true);
    this.testsSuitsAlone = this.suitAlone !== undefined;
  }

  /** Ends the probes: the exhaustive search goes on with their table where it may (see `tableOutlivesSearches`). */
  endProbes(): void {
    if (!this.tableOutlivesSearches) this.table.clear();
    this.sameSuitOnly = false;
    this.random = undefined;
    this.endPhase();
    // One suit alone proves nothing under any-suit's rules (a build can join two suits).
    this.testsSuitsAlone = this.suitAlone !== undefined && !this.anySuit;
  }

  /** Gives the current phase its own budget: `positions` more, and a deadline; past either, `EndProbe`. */
  limitPhase(positions: number, deadline: number): void {
    this.probeEnd = this.positions + positions;
    this.probeDeadline = deadline;
    this.nextCheck = Math.min(this.nextCheck, this.probeEnd);
  }

  /** Lifts the current phase's budget. */
  endPhase(): void {
    this.probeEnd = Number.POSITIVE_INFINITY;
    this.probeDeadline = Number.POSITIVE_INFINITY;
  }

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

  /** Counts a position and checks the budgets every `CHECK_INTERVAL` positions. */
  countPosition(): void {
    this.positions++;
    if (this.positions >= this.nextCheck) this.checkBudget();
  }

  /** True if the dead-end test proves the position lost. */
  isDeadEnd(): boolean {
    return this.deadEnd.isDeadEnd(this);
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
      if (checkDeadEnd && (this.deadEnd.isDeadEnd(this) || (this.testsSuitsAlone && this.someSuitAloneIsLost())))
        return false;
      const offset = depth * MOVES_PER_PLY;
      const count = generateMoves(this, this.moveBuffer, offset);
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
        // Later siblings may assume this foundation move is never made (see `markers.ts`).
        marked[offset + index] = index < count - 1 && this.useMarkers && markable(this, code) ? 1 : 0;
        if (marked[offset + index] === 1) this.toggleMarker(code);
      }
      for (let index = 0; index < count - 1; index++)
        if (marked[offset + index] === 1) this.toggleMarker(this.moveBuffer[offset + index]! & MOVE_CODE_MASK);
      return false;
    } finally {
      this.table.unpin(slot);
    }
  }

  /**
   * Searches the loaded position (a one-suit game) to the end within `positions`; true if that proved it lost. Either
   * way the table keeps only positions searched to the end without a win (see `forgetPath`), for the next one.
   */
  runAlone(positions: number): boolean {
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

  /** Makes `line` the best line so far, for the cards home now. */
  keepLine(line: Int32Array): void {
    this.bestPath = line;
    this.bestLength = line.length;
    this.bestCardsHome = this.cardsHome;
  }

  /** Makes the best line so far the winning line (when it brought every card home). */
  winWithBestLine(): void {
    this.path.set(this.bestPath);
    this.winningLength = this.bestLength;
  }

  /** The winning line as engine moves. */
  winningMoves(game: AlhambraGame): Move[] {
    return this.movesOf(game, this.path, this.winningLength);
  }

  /** The line that brought the most cards home, as engine moves. */
  bestMoves(game: AlhambraGame): Move[] {
    return this.movesOf(game, this.bestPath, this.bestLength);
  }

  private checkBudget(): void {
    this.nextCheck = Math.min(this.positions + CHECK_INTERVAL, this.probeEnd);
    if (this.positions >= this.maxPositions || solverNow() >= this.deadline) throw new StopSearch();
    if (this.positions >= this.probeEnd || solverNow() >= this.probeDeadline) throw new EndProbe();
    if (this.onProgress !== undefined && this.positions >= this.nextProgress) {
      this.nextProgress = this.positions + PROGRESS_INTERVAL;
      if (this.onProgress(this.positions) === true) throw new StopSearch();
    }
  }

  // The one-suit test, with the cards the dead-end test just found frozen in this pass as blockers.
  private someSuitAloneIsLost(): boolean {
    const frozen = this.useBlockers && this.deadEnd.passFrozenCount > 0 ? this.deadEnd.passFrozen : undefined;
    return this.suitAlone!.someSuitAloneIsLost(this, frozen);
  }

  // Forgets the positions on the path above `depth`, where a search won or stopped: they were not searched to the end.
  // Every other position in the table was, without a win (under the markers in its key): in one-waste games no move
  // leads back (a redeal starts a later pass; any other move leaves fewer cards in the stock, or as many and fewer in
  // the reserve, or as many in both and more at home), so no search below a position was cut short by meeting a
  // position of its own path.
  private forgetPath(depth: number): void {
    for (let level = 0; level < depth; level++) this.table.forget(this.pathSlots[level]!);
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
