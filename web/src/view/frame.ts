/** Timings the benchmark reads: the input event's time and how long drawing the move took, in milliseconds. */
export interface MoveTiming {
  readonly input: number;
  readonly renderMs: number;
}

declare global {
  interface Window {
    /** Move timings for `npm run bench:web`. */
    patienceTimings?: MoveTiming[];
  }
}

// How long the work queued after a frame waits at most, when no frame comes (a hidden page gets none).
const AFTER_FRAME_FALLBACK_MS = 100;

/**
 * Batches the page's work per animation frame: any number of `redraw` calls between two frames draw once, and the
 * work a move's first frame need not wait for runs just after that frame.
 */
export class Frame {
  private drawQueued = false;
  private afterQueued = false;
  private pendingInput: number | undefined;

  /** `draw` redraws the board; `after` does what may wait until the board is on screen. */
  constructor(
    private readonly draw: () => void,
    private readonly after: () => void,
  ) {}

  /** Notes the time of the input event that the next frame answers, for the benchmark's timings. */
  input(timeStamp: number): void {
    this.pendingInput = timeStamp;
  }

  /** Draws in the next animation frame (once, however often it is asked). */
  redraw(): void {
    if (this.drawQueued) return;
    this.drawQueued = true;
    requestAnimationFrame(() => {
      this.drawQueued = false;
      const started = performance.now();
      this.draw();
      const renderMs = performance.now() - started;
      const input = this.pendingInput;
      if (input === undefined) return;
      this.pendingInput = undefined;
      window.patienceTimings ??= [];
      window.patienceTimings.push({ input, renderMs });
    });
  }

  /**
   * Queues what a move's first frame need not wait for (the status line, the spoken announcement, the save) to run
   * just after that frame, so the frame shows the cards sooner: a status line redrawn in the same frame as a card far
   * from it makes the compositor redraw all the board between them. A timer backs up the frame, which a hidden page
   * may never get.
   */
  afterFrame(): void {
    if (this.afterQueued) return;
    this.afterQueued = true;
    requestAnimationFrame(() => window.setTimeout(() => this.runAfter(), 0));
    window.setTimeout(() => this.runAfter(), AFTER_FRAME_FALLBACK_MS);
  }

  private runAfter(): void {
    if (!this.afterQueued) return;
    this.afterQueued = false;
    this.after();
  }
}
