import type { Ctx } from '../context.js';
import { el } from '../view/dom.js';
import { solverSeesHidden } from './hint.js';
import { lastWinnable, nextWinningMove, outlook } from './line.js';
import type { SolverService } from './service.js';

/** What the panel's buttons do. */
export interface PanelActions {
  readonly offer: () => 'undo' | 'show' | undefined;
  readonly undoToWinnable: () => void;
  readonly showHow: () => void;
  readonly playback: () => { readonly active: boolean; readonly paused: boolean };
  readonly togglePause: () => void;
  readonly step: () => void;
  readonly stop: () => void;
}

const button = (text: string, name: string, action: () => void): HTMLButtonElement => {
  const element = el('button', { type: 'button', class: `solver-${name}`, hidden: '' }, text);
  element.addEventListener('click', action);
  return element;
};

/**
 * The solver's quiet line under the status line: "can I still win?" (winnable, lost since move N, thinking, not
 * known; a setting), the undo to the last winnable position, "show me how", and the playback's pause, step and stop.
 */
export class SolverPanel {
  /** The panel's element. */
  readonly element: HTMLElement;
  private readonly outlook: HTMLElement;
  private readonly buttons: Record<'undo' | 'show' | 'pause' | 'step' | 'stop', HTMLButtonElement>;
  private drawn = '';

  constructor(
    private readonly ctx: Ctx,
    private readonly service: SolverService,
    private readonly actions: PanelActions,
  ) {
    const words = ctx.messages.solver;
    this.element = el('div', { class: 'solver-panel' });
    this.outlook = el('span', { class: 'solver-outlook', 'aria-live': 'polite' });
    this.buttons = {
      undo: button(words.undoToWinnable, 'undo', actions.undoToWinnable),
      show: button(words.showHow, 'show', actions.showHow),
      pause: button(words.pause, 'pause', actions.togglePause),
      step: button(words.step, 'step', actions.step),
      stop: button(words.stop, 'stop', actions.stop),
    };
    this.element.append(this.outlook, ...Object.values(this.buttons));
    ctx.page.statusLine.after(this.element);
  }

  /** Draws what changed. */
  render(): void {
    const { state, messages } = this.ctx;
    const words = messages.solver;
    const game = state.session.game;
    const line = this.service.line;
    const playing = game.status() === 'playing';
    const shown = state.settings.outlook && game.status() !== 'won';
    const view = outlook(line);
    const text = !shown
      ? ''
      : view.type === 'winnable'
        ? words.winnable
        : view.type === 'lost'
          ? words.lostSince(view.since)
          : view.type === 'thinking'
            ? words.thinking
            : words.unknown;
    const offer = this.actions.offer();
    const playback = this.actions.playback();
    const canUndo = view.type === 'lost' && (lastWinnable(line) ?? -1) >= 0 && (shown || offer === 'undo');
    const canShow = playing && !playback.active && nextWinningMove(line) !== undefined && (shown || offer === 'show');
    const hidden = solverSeesHidden(game);
    const key = [text, view.type, canUndo, canShow, playback.active, playback.paused, hidden].join('|');
    if (key === this.drawn) return;
    this.drawn = key;
    this.outlook.textContent = text ? `${words.outlookLabel} ${text}` : '';
    this.outlook.dataset.outlook = shown ? view.type : '';
    this.outlook.title = hidden ? words.knowsDeck : '';
    this.buttons.undo.hidden = !canUndo;
    this.buttons.show.hidden = !canShow;
    this.buttons.pause.hidden = !playback.active;
    this.buttons.pause.textContent = playback.paused ? words.resume : words.pause;
    this.buttons.step.hidden = !playback.active;
    this.buttons.stop.hidden = !playback.active;
    this.element.hidden = !text && !canUndo && !canShow && !playback.active;
  }
}
