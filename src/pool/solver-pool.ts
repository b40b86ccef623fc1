import { Worker } from 'node:worker_threads';
import { type LayoutJson, makeLayout } from '../formats/layout.js';
import type { Layout } from '../games/layout.js';
import { isDecided, mergeUnknown, type PortfolioMember } from '../solver/portfolio.js';
import type { SolveResult, UnknownResult } from '../solver/types.js';

/** What a worker is asked: one member's part of a solve. */
export interface WorkerTask {
  readonly layout: LayoutJson;
  readonly member: PortfolioMember;
  readonly timeoutMs?: number;
  readonly maxPositions?: number;
  /** The solve's seed (`SolveOptions.seed`). */
  readonly seed?: number;
  /** One 32-bit flag, set when another member has decided the solve: the worker then stops. */
  readonly cancel: SharedArrayBuffer;
}

/** What a worker answers: progress now and then, then a result or the error that ended its solve. */
export type WorkerReply =
  | { readonly type: 'progress'; readonly positions: number }
  | { readonly type: 'result'; readonly result: SolveResult; readonly satSolver?: string }
  | { readonly type: 'error'; readonly message: string };

/** A solve's answer, and the name of the SAT solver of the member that gave it (if it had one). */
export interface PoolAnswer {
  readonly result: SolveResult;
  readonly satSolver?: string;
}

/** The budget of one solve, each member's own, and its seed. */
export interface PoolBudget {
  readonly timeoutMs?: number;
  readonly maxPositions?: number;
  readonly seed?: number;
}

interface Queued {
  readonly task: WorkerTask;
  readonly onReply: (reply: WorkerReply) => void;
}

/**
 * The resident memory above which the workers are replaced by fresh threads once a solve that used the SAT solver has
 * ended. The SAT solver's WebAssembly memory only grows and each worker keeps its heap, so reused workers grow; a fresh
 * thread costs a cold start (its compiled code and the SAT solver's warm-up), so workers are only replaced once memory
 * has grown. The figures that chose the bound are in docs/research/worker-pool.md.
 */
export const RETIRE_ABOVE_BYTES = 512 * 1024 * 1024;

/**
 * Worker threads that solve positions, each solve split among portfolio members (`portfolioMembers`) that run at
 * once: the first to decide answers, and the others are told to stop. Tasks wait for a free worker.
 */
export class SolverPool {
  private readonly idle: Worker[] = [];
  private readonly queue: Queued[] = [];
  private readonly all = new Set<Worker>();
  private readonly busy = new Map<Worker, Queued>();
  private started = 0;
  // Once closed, a worker that answers late (a member told to stop) is not replaced.
  private closed = false;
  // Busy workers to replace once they answer (see `retireAboveBytes`).
  private readonly retiring = new Set<Worker>();
  // Retired workers' threads until they have ended.
  private readonly exits = new Set<Promise<unknown>>();

  /**
   * A pool of at most `size` worker threads, started as they are needed; when a solve that used the SAT solver ends
   * with the process's resident memory above `retireAboveBytes`, every worker is replaced (busy ones once they answer).
   */
  constructor(
    private readonly size: number,
    private readonly retireAboveBytes = RETIRE_ABOVE_BYTES,
  ) {}

  /** Solves the layout's position with `members`, one thread each; `onProgress` gets the positions summed. */
  solve(
    layout: Layout,
    members: readonly PortfolioMember[],
    budget: PoolBudget,
    onProgress?: (positions: number) => void,
  ): Promise<PoolAnswer> {
    const cancel = new SharedArrayBuffer(4);
    const flag = new Int32Array(cancel);
    const json = makeLayout(layout);
    return new Promise((resolve, reject) => {
      const unknowns: { readonly result: UnknownResult; readonly satSolver?: string }[] = [];
      const positions = members.map(() => 0);
      let settled = false;
      const settle = (): void => {
        settled = true;
        Atomics.store(flag, 0, 1);
      };
      members.forEach((member, index) => {
        this.enqueue({ layout: json, member, ...budget, cancel }, (reply) => {
          if (settled) return;
          if (reply.type === 'progress') {
            positions[index] = reply.positions;
            onProgress?.(positions.reduce((sum, count) => sum + count, 0));
          } else if (reply.type === 'error') {
            settle();
            reject(new Error(reply.message));
          } else if (isDecided(reply.result)) {
            settle();
            resolve({ result: reply.result, satSolver: reply.satSolver });
          } else {
            unknowns.push({ result: reply.result, satSolver: reply.satSolver });
            if (unknowns.length === members.length) {
              settle();
              resolve({
                result: mergeUnknown(unknowns.map((answer) => answer.result)),
                satSolver: unknowns[0]?.satSolver,
              });
            }
          }
        });
      });
    });
  }

  /** How many worker threads the pool has started so far (retired ones included). */
  get workersStarted(): number {
    return this.started;
  }

  /** Stops every worker. */
  async close(): Promise<void> {
    this.closed = true;
    // Held until each has ended: an idle worker is unreferenced, and the program could end before its exit arrives,
    // leaving this promise unsettled.
    await Promise.all([
      ...[...this.all].map((worker) => {
        worker.ref();
        return worker.terminate();
      }),
      ...this.exits,
    ]);
    this.all.clear();
    this.busy.clear();
    this.retiring.clear();
    this.idle.length = 0;
  }

  private enqueue(task: WorkerTask, onReply: (reply: WorkerReply) => void): void {
    this.queue.push({ task, onReply });
    if (this.idle.length === 0 && this.all.size + this.exits.size < this.size) this.idle.push(this.startWorker());
    this.dispatch();
  }

  private dispatch(): void {
    // No task starts while retired workers still hold their memory: the next solve's growth on top of it took the
    // process past 1 GiB. That is threads ending, and busy workers to be replaced whose solve is over (they stop within
    // milliseconds); a busy one still solving a deal of its own (`--jobs` above 1) is not waited for.
    if (this.exits.size > 0 || [...this.retiring].some((worker) => this.stopping(worker))) return;
    while (this.queue.length > 0 && this.idle.length > 0) {
      const worker = this.idle.pop()!;
      const queued = this.queue.shift()!;
      this.busy.set(worker, queued);
      // A busy worker keeps the program running until it answers; an idle one does not.
      worker.ref();
      worker.postMessage(queued.task);
    }
  }

  // True if the worker is busy with a solve that another member has decided: it is only stopping.
  private stopping(worker: Worker): boolean {
    const cancel = this.busy.get(worker)?.task.cancel;
    return cancel !== undefined && Atomics.load(new Int32Array(cancel), 0) !== 0;
  }

  // The worker ends and a fresh one takes its place once its thread has ended: the memory the worker took goes with
  // its thread, and tasks wait until then (see `dispatch`).
  private retire(worker: Worker): void {
    this.all.delete(worker);
    // Held until it has ended: the next task waits for its exit, and nothing else may keep the program running.
    worker.ref();
    const exit = worker.terminate().then(() => {
      this.exits.delete(exit);
      if (this.closed) return;
      this.idle.push(this.startWorker());
      this.dispatch();
    });
    this.exits.add(exit);
  }

  private startWorker(): Worker {
    const worker = new Worker(new URL('./solve-worker.js', import.meta.url));
    this.started++;
    worker.unref();
    this.all.add(worker);
    worker.on('message', (reply: WorkerReply) => {
      const queued = this.busy.get(worker);
      queued?.onReply(reply);
      // Once closed, the worker is ending and held until then (see `close`): nothing more to do with it.
      if (reply.type === 'progress' || this.closed) return;
      this.busy.delete(worker);
      if (this.retiring.delete(worker)) {
        this.retire(worker);
        return;
      }
      if (
        reply.type === 'result' &&
        reply.satSolver !== undefined &&
        process.memoryUsage.rss() > this.retireAboveBytes
      ) {
        // Every worker goes, not only this one: replacing one alone left its partner's memory in place, and the next
        // solve's growth on top of it took the process past 1 GiB.
        for (const busy of this.busy.keys()) this.retiring.add(busy);
        for (const idle of this.idle.splice(0)) this.retire(idle);
        this.retire(worker);
        return;
      }
      worker.unref();
      this.idle.push(worker);
      this.dispatch();
    });
    // A worker that dies (out of memory, say) fails its task; a new one takes its place for the tasks after.
    worker.on('error', (error) => {
      this.busy.get(worker)?.onReply({ type: 'error', message: error.stack ?? error.message });
      this.busy.delete(worker);
      this.all.delete(worker);
      this.retiring.delete(worker);
      const waiting = this.idle.indexOf(worker);
      if (waiting >= 0) this.idle.splice(waiting, 1);
      if (this.queue.length > 0) {
        this.idle.push(this.startWorker());
        this.dispatch();
      }
    });
    return worker;
  }
}
