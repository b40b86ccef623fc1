import { makeLayout } from '../../../src/formats/layout.js';
import { makeMove } from '../../../src/formats/notation.js';
import type { RecordJson } from '../../../src/formats/record.js';
import type { GameVariant } from '../../../src/games/ids.js';
import type { AnyGame } from '../../../src/games/index.js';
import { variantKey } from '../../../src/games/registry.js';
import type { Ctx } from '../context.js';
import {
  dropSearch,
  follow,
  type LineState,
  newLineState,
  record,
  type SearchFinding,
  searchBudget,
  searchTarget,
  startSearch,
  wantedSearch,
} from './line.js';
import { compiledWasm, keepCompiled, type SearchReply, type SearchRequest, type WorkerMessage } from './protocol.js';
import { StepAside } from './step-aside.js';

/** The solver's time for one position, in milliseconds (three times that for a second try at a position left undecided). */
export const SEARCH_TIMEOUT_MS = 12_000;

// A search starts a moment after the move that asks for it, so quick play does not start and end a worker per move
// (a search ended early has cost a core for nothing).
const SETTLE_MS = 300;

/** What the service tells tests and benchmarks through `window.patienceSolver`. */
export interface ServiceFigures {
  readonly searches: number;
  readonly searching: boolean;
  readonly sat: boolean;
  /** True if searches step aside for the page and end themselves (shared memory); else a search is ended with its worker. */
  readonly steppingAside: boolean;
  readonly line: LineState;
  /** The piles the last hint lit up, source first. */
  readonly hinted: readonly string[];
}

declare global {
  interface Window {
    patienceSolver?: { figures: () => ServiceFigures };
  }
}

/** Starts a solver worker (the same script serves the table and the search for winnable deals). */
export const solverWorker = (): Worker =>
  new Worker(new URL('./hint-worker.ts', import.meta.url), { type: 'module', name: 'solver' });

/**
 * The table's solver service: searches each new deal in a Web Worker, keeps the winning line it found, and follows the
 * player. Moves on the line need no search; a move off it starts one from the new position, and a search for a
 * position the player left is ended: it steps aside and ends itself where the page shares memory with the worker, and
 * its worker is ended with it elsewhere (a synchronous search cannot be interrupted otherwise; see step-aside.ts).
 */
export class SolverService {
  /** What is known about the game on the table. */
  line: LineState = newLineState();
  private game: AnyGame | undefined;
  private worker: Worker | undefined;
  private pending: { readonly id: number; readonly moves: readonly string[] } | undefined;
  private nextId = 1;
  private timer: number | undefined;
  private sat = false;
  private preset: { readonly kind: string; readonly deal: string; readonly finding: SearchFinding } | undefined;
  private readonly listeners: (() => void)[] = [];
  private readonly stepAside = new StepAside();

  constructor(private readonly ctx: Ctx) {
    this.stepAside.listen();
    window.patienceSolver = {
      figures: () => ({
        searches: this.line.searches,
        searching: this.pending !== undefined,
        sat: this.sat,
        steppingAside: this.stepAside.cooperative,
        line: this.line,
        hinted: ctx.state.hintPiles,
      }),
    };
  }

  /** Calls `listener` whenever what is known changes, or the game on the table does. */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** What a search from the start of a deal about to be put on the table found, so the table need not search it again. */
  presetStart(kind: GameVariant, deal: bigint, finding: SearchFinding): void {
    this.preset = { kind: variantKey(kind), deal: String(deal), finding };
  }

  /** Follows the game on the table (run after each frame): a new deal starts afresh; a new position may start a search. */
  sync(): void {
    const game = this.ctx.state.session.game;
    if (game !== this.game) {
      this.game = game;
      this.cancel();
      this.line = newLineState();
      const preset = this.preset;
      this.preset = undefined;
      if (preset && preset.kind === variantKey(game.kind) && preset.deal === game.layout.deal && game.moveCount === 0)
        record(this.line, [], preset.finding);
    }
    this.followGame(game);
    this.schedule();
    this.changed();
  }

  /**
   * Ends at once a search that the position on the table has left behind. Run before a move is drawn: on a machine
   * with few cores the frame that shows the move would otherwise share them with a search nobody wants any more
   * (`sync`, after the frame, would end it too, but only once the frame is on screen).
   */
  dropStale(): void {
    if (!this.pending) return;
    const game = this.ctx.state.session.game;
    if (game !== this.game) this.cancel();
    else this.followGame(game);
  }

  // Follows the moves on the table; a search for a position the service no longer wants is ended at once: its core is
  // better spent on the page.
  private followGame(game: AnyGame): void {
    follow(this.line, this.tokens(game));
    if (this.pending && searchTarget(this.line) !== this.pending.moves.length) this.cancel();
  }

  private tokens(game: AnyGame): string[] {
    return game.history().map((move) => makeMove(game.kind, move));
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  private schedule(): void {
    if (this.timer !== undefined) window.clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.game || this.game.status() === 'won' || wantedSearch(this.line) === undefined) return;
    this.timer = window.setTimeout(() => {
      this.timer = undefined;
      this.start();
    }, SETTLE_MS);
  }

  private start(): void {
    const game = this.ctx.state.session.game;
    if (game !== this.game || game.status() === 'won') return;
    follow(this.line, this.tokens(game));
    const index = wantedSearch(this.line);
    if (index === undefined) return;
    this.cancel();
    const moves = startSearch(this.line, index);
    const id = this.nextId++;
    this.pending = { id, moves };
    const record: RecordJson = { layout: makeLayout(game.layout), moves };
    const timeoutMs = searchBudget(this.line, index, SEARCH_TIMEOUT_MS);
    const request: SearchRequest = {
      id,
      record,
      timeoutMs,
      wasm: compiledWasm.module,
      ...(this.stepAside.memory ? { shared: this.stepAside.memory } : {}),
    };
    this.stepAside.want(id);
    this.workerOrNew().postMessage(request);
    this.changed();
  }

  private workerOrNew(): Worker {
    if (this.worker) return this.worker;
    const worker = solverWorker();
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      if (!keepCompiled(event.data)) this.answer(event.data);
    };
    worker.onerror = () => {
      const pending = this.pending;
      this.worker?.terminate();
      this.worker = undefined;
      if (pending) this.answer({ id: pending.id, verdict: 'unknown' });
    };
    this.worker = worker;
    return worker;
  }

  private answer(reply: SearchReply): void {
    const pending = this.pending;
    if (!pending || reply.id !== pending.id) return;
    this.pending = undefined;
    if (reply.sat) this.sat = true;
    record(this.line, pending.moves, reply);
    this.schedule();
    this.changed();
  }

  // Ends the search under way, if any. Where the worker shares memory with the page, the search ends itself at its next
  // clock reading and the worker takes the next request; else the worker is ended with it and the next search starts a
  // fresh one.
  private cancel(): void {
    if (!this.pending) return;
    if (this.stepAside.cooperative) this.stepAside.abandon();
    else {
      this.worker?.terminate();
      this.worker = undefined;
    }
    this.pending = undefined;
    dropSearch(this.line);
  }
}
