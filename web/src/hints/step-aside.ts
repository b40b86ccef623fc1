// The solver's worker steps aside for the page. On a machine with few cores a busy worker, and the garbage collection
// its allocations start, slows every stage of the frame that shows a move. Ending a search with `Worker.terminate`
// does not help: Chromium lets a terminated worker's script run on for about 600 ms (seen in its traces), beside the
// worker started for the next search. So the page and the worker share two numbers: the search the page wants, and a
// flag the page raises at each input and lowers once the frames that answer it are drawn and their animations are over.
// At each reading of the solver's clock (every part of the solver reads it often, to keep its deadline) the worker
// waits while the flag is raised, taking the time waited off the clock so the search keeps its whole budget; and a
// search the page no longer wants finds its clock past every deadline, so it ends at once with the verdict unknown.
// Shared memory needs a cross-origin isolated page (the server's COOP and COEP headers); without it searches are ended
// by `terminate` and the worker never waits.

/** The longest the worker waits at once, so that a page that died with the flag raised cannot hold it for ever. */
export const LONGEST_WAIT_MS = 1000;

// After the last input, the flag stays raised until its animations end, or at most this long.
const LONGEST_HOLD_MS = 800;

// How far the clock of a search nobody wants jumps: past any deadline, and still a finite number to compute with.
const ABANDONED_JUMP_MS = 1e9;

// The shared numbers' places.
const INPUT = 0;
const WANTED = 1;

/** The shared numbers' memory, when the page can share memory with its workers. */
const sharedMemory = (): SharedArrayBuffer | undefined =>
  globalThis.crossOriginIsolated === true && typeof SharedArrayBuffer === 'function'
    ? new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT)
    : undefined;

/** The page's side: names the search it wants, and raises the flag at every input until the page is still again. */
export class StepAside {
  private readonly shared: Int32Array | undefined;
  private lastInput = 0;
  private inputs = 0;
  private watching = false;

  constructor(readonly memory: SharedArrayBuffer | undefined = sharedMemory()) {
    this.shared = memory ? new Int32Array(memory) : undefined;
  }

  /** True if a search can be ended by `abandon` (else only by ending its worker). */
  get cooperative(): boolean {
    return this.shared !== undefined;
  }

  /** Raises the flag at the page's input events (capture phase, before the game's own handlers). */
  listen(target: EventTarget = window): void {
    if (!this.shared) return;
    const raise = (): void => this.raise();
    for (const type of ['pointerdown', 'pointerup', 'keydown'])
      target.addEventListener(type, raise, { capture: true, passive: true });
  }

  /** Names the search the page wants (its request's id). */
  want(id: number): void {
    if (this.shared) Atomics.store(this.shared, WANTED, id);
  }

  /**
   * Ends the search under way: its clock jumps past its deadline. A search waiting for the flag to fall keeps waiting,
   * so that it winds down after the frames the page is drawing rather than during them.
   */
  abandon(): void {
    if (this.shared) Atomics.store(this.shared, WANTED, 0);
  }

  // Raises the flag for the frames that answer an input.
  private raise(): void {
    const shared = this.shared;
    if (!shared) return;
    Atomics.store(shared, INPUT, 1);
    this.lastInput = performance.now();
    this.inputs++;
    if (!this.watching) {
      this.watching = true;
      requestAnimationFrame(() => this.watch(shared));
    }
  }

  // Runs each frame after an input: the frame that answers it, then every frame while cards are in flight, then one
  // more (the last frame drawn is presented after the callback that found the page still), unless input came meanwhile.
  private watch(shared: Int32Array): void {
    const moving = document.getAnimations().length > 0 && performance.now() - this.lastInput <= LONGEST_HOLD_MS;
    if (moving) return void requestAnimationFrame(() => this.watch(shared));
    const inputs = this.inputs;
    requestAnimationFrame(() => {
      if (this.inputs !== inputs) return this.watch(shared);
      this.watching = false;
      Atomics.store(shared, INPUT, 0);
      Atomics.notify(shared, INPUT);
    });
  }
}

/**
 * The worker's side, for the search with this id: a clock that waits while the flag is raised and leaves the time
 * waited out, and that jumps past every deadline once the page wants another search.
 */
export const steppingAsideClock = (memory: SharedArrayBuffer, id: number, read: () => number): (() => number) => {
  const shared = new Int32Array(memory);
  let waited = 0;
  return () => {
    if (Atomics.load(shared, WANTED) !== id) return read() - waited + ABANDONED_JUMP_MS;
    if (Atomics.load(shared, INPUT) !== 0) {
      const from = read();
      Atomics.wait(shared, INPUT, 1, LONGEST_WAIT_MS);
      waited += read() - from;
    }
    return read() - waited;
  };
};
