import type { Ctx } from '../context.js';
import type { Controller } from '../controller.js';
import { reducedMotion } from '../view/dom.js';
import { moveOfToken } from './hint.js';
import { nextWinningMove } from './line.js';
import type { SolverService } from './service.js';

// Time between two moves shown: long enough to follow a card's 160 ms flight and see where it went; without flights,
// long enough to see each card arrive.
const STEP_MS = 550;
const STILL_STEP_MS = 250;

/**
 * "Show me how": plays the known winning line from the position on the table, a move at a time, with pause, step and
 * stop. Any input of the player's own (outside the playback's controls) stops it and gives the game back.
 */
export class Playback {
  /** True while a line is being shown (playing or paused). */
  active = false;
  /** True while paused. */
  paused = false;
  private timer: number | undefined;
  private game: unknown;

  constructor(
    private readonly ctx: Ctx,
    private readonly controller: Controller,
    private readonly service: SolverService,
    private readonly changed: () => void,
    private readonly controls: () => HTMLElement,
  ) {}

  /** Listens for the player's own input, which takes the game back. */
  bind(): void {
    const takeOver = (event: Event): void => {
      if (!this.active || this.controls().contains(event.target as Node)) return;
      this.stop(true);
    };
    document.addEventListener('pointerdown', takeOver, true);
    document.addEventListener('keydown', takeOver, true);
  }

  /** Starts showing the winning line from here; false if none is known. */
  start(): boolean {
    this.service.sync();
    if (nextWinningMove(this.service.line) === undefined) {
      this.ctx.feedback.say(this.ctx.messages.solver.noLine);
      return false;
    }
    this.active = true;
    this.paused = false;
    this.game = this.ctx.state.session.game;
    this.ctx.state.session.assisted = true;
    this.ctx.feedback.say(this.ctx.messages.solver.playing);
    this.changed();
    this.next(0);
    return true;
  }

  /** Pauses, or plays on after a pause. */
  togglePause(): void {
    if (!this.active) return;
    this.paused = !this.paused;
    if (this.paused) this.clearTimer();
    else this.next(0);
    this.changed();
  }

  /** Plays one move and pauses. */
  step(): void {
    if (!this.active) return;
    this.paused = true;
    this.clearTimer();
    this.playOne();
    this.changed();
  }

  /** Stops showing; `takenOver` when the player's own input stopped it. */
  stop(takenOver = false): void {
    if (!this.active) return;
    this.active = false;
    this.paused = false;
    this.clearTimer();
    if (takenOver) this.ctx.feedback.say(this.ctx.messages.solver.takenOver);
    this.changed();
  }

  private next(delay: number): void {
    this.clearTimer();
    this.timer = window.setTimeout(() => {
      this.timer = undefined;
      if (!this.active || this.paused) return;
      if (this.playOne()) this.next(reducedMotion() ? STILL_STEP_MS : STEP_MS);
    }, delay);
  }

  // Plays the line's next move; false (and the playback stops) at its end or when no move is known.
  private playOne(): boolean {
    const { state } = this.ctx;
    if (state.session.game !== this.game) {
      this.stop();
      return false;
    }
    this.service.sync();
    const token = nextWinningMove(this.service.line);
    const move = token === undefined ? undefined : moveOfToken(state.session.game, token);
    if (!move || !this.controller.play(move)) {
      this.stop();
      return false;
    }
    // Auto-play's moves would leave the line; the line itself brings every card home.
    this.controller.cancelAutoplay();
    this.service.sync();
    if (state.session.game.status() !== 'playing') {
      this.stop();
      return false;
    }
    return true;
  }

  private clearTimer(): void {
    if (this.timer !== undefined) window.clearTimeout(this.timer);
    this.timer = undefined;
  }
}
