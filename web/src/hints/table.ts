import { randomDealNumber } from '../../../src/deals/pysolfc.js';
import type { GameVariant } from '../../../src/games/ids.js';
import type { Ctx } from '../context.js';
import type { Controller } from '../controller.js';
import { Hints } from './hint.js';
import { lastWinnable } from './line.js';
import { SolverPanel } from './panel.js';
import { Playback } from './playback.js';
import { SolverService } from './service.js';
import { findWinnableDeal } from './winnable-deal.js';

/** Starts a deal the ordinary way (the table's `Deals.newDeal`). */
type PlainNewDeal = (kind?: GameVariant, deal?: bigint) => Promise<void>;

/**
 * The solver at the table, wired together: the service that follows the game, hints, the "can I still win?" panel,
 * "show me how", the undo to the last winnable position, and New's winnable deals.
 */
export class SolverTable {
  /** The service that follows the game. */
  readonly service: SolverService;
  private readonly hints: Hints;
  private readonly playback: Playback;
  private readonly panel: SolverPanel;
  private looking = false;

  constructor(
    private readonly ctx: Ctx,
    private readonly controller: Controller,
  ) {
    this.service = new SolverService(ctx);
    const render = (): void => this.panel.render();
    this.hints = new Hints(ctx, this.service, render);
    this.playback = new Playback(ctx, controller, this.service, render, () => this.panel.element);
    this.panel = new SolverPanel(ctx, this.service, {
      offer: () => this.hints.currentOffer(),
      undoToWinnable: () => this.undoToWinnable(),
      showHow: () => this.playback.start(),
      playback: () => this.playback,
      togglePause: () => this.playback.togglePause(),
      step: () => this.playback.step(),
      stop: () => this.playback.stop(),
    });
    this.service.onChange(render);
    this.playback.bind();
  }

  /** Follows the game after each frame (the search, if one is due, starts a moment later, off the main thread). */
  afterFrame(): void {
    this.service.sync();
  }

  /** Before the board is drawn: a search the move left behind ends now, so the frame has the machine to itself. */
  beforeDraw(): void {
    this.service.dropStale();
  }

  /** Redraws the panel (a setting changed). */
  render(): void {
    this.panel.render();
  }

  /** The Hint button and H. */
  hint(): void {
    this.hints.ask();
  }

  /** Takes moves back to the latest position the solver proved winnable. */
  undoToWinnable(): void {
    const { state, messages, feedback } = this.ctx;
    this.service.sync();
    const target = lastWinnable(this.service.line);
    if (target === undefined) return;
    this.playback.stop();
    state.session.assisted = true;
    this.controller.undoTo(target);
    feedback.say(messages.solver.undoneToWinnable(target));
    feedback.announce(messages.solver.undoneToWinnable(target));
  }

  /** New: with "winnable deals only" on and no deal number given, the first deal the solver proves winnable in time. */
  async newDeal(plain: PlainNewDeal, kind?: GameVariant, deal?: bigint): Promise<void> {
    const { state, messages, feedback } = this.ctx;
    if (deal !== undefined || !state.settings.winnableOnly) return plain(kind, deal);
    if (this.looking) return;
    const chosen = kind ?? state.session.game.kind;
    this.looking = true;
    feedback.say(messages.solver.looking);
    const found = await findWinnableDeal(chosen, randomDealNumber()).finally(() => {
      this.looking = false;
    });
    if (found.found) {
      this.service.presetStart(chosen, found.deal, found.finding);
      await plain(chosen, found.deal);
      if (state.session.game.layout.deal === String(found.deal))
        feedback.say(messages.solver.found(String(found.deal)));
    } else {
      await plain(chosen);
      feedback.say(messages.solver.gaveUp(found.tried));
    }
  }
}
