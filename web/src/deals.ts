import { dealLayout, randomDealNumber } from '../../src/deals/pysolfc.js';
import type { GameVariant } from '../../src/games/ids.js';
import type { Ctx } from './context.js';
import type { Controller } from './controller.js';
import { confirmAbandon } from './dialogs/confirm.js';
import { makeRoute, parseRoute, type Route, sessionForRoute } from './model/route.js';
import { newSession, type Session, sessionFromRecord, wouldLoseProgress } from './model/session.js';
import { STORAGE_KEYS, savedElsewhere, storedSessions } from './persist/storage.js';
import { dealText, kindTitle } from './view/labels.js';
import type { StatusView } from './view/status.js';

/**
 * Which game is on the table: a new deal, the game an address names, an imported record, and the game another tab
 * played on; and saving when the page is hidden or left.
 */
export class Deals {
  /** True when this tab took up another tab's moves while hidden, to be told when it is seen again. */
  private followedHidden = false;

  constructor(
    private readonly ctx: Ctx,
    private readonly controller: Controller,
    private readonly status: StatusView,
  ) {}

  /** Starts another deal (random unless a number is given), asking first if a game in progress would be lost. */
  async newDeal(kind: GameVariant = this.ctx.state.session.game.kind, deal?: bigint): Promise<void> {
    const { state, messages, page, persister, feedback } = this.ctx;
    if (wouldLoseProgress(state.session) && !(await confirmAbandon(page.confirmDialog, messages))) return;
    persister.settle(state.session, true);
    persister.forget(state.session);
    this.useSession(newSession(dealLayout(kind, deal ?? randomDealNumber())));
    feedback.announce(`${kindTitle(messages, state.session.game.kind)}. ${dealText(messages, state.session.game)}`);
  }

  /** Shows a session: its address in the location bar, saved, drawn. */
  useSession(session: Session): void {
    const { state, page } = this.ctx;
    this.controller.takeUp(session);
    state.celebrated = session.game.status() === 'won';
    state.lostDismissed = false;
    page.wonDialog.close();
    const route = makeRoute(session.game.kind, session.game.layout.deal);
    if (location.hash !== route) history.replaceState(null, '', route);
    this.ctx.persister.saveSessionSoon();
    this.ctx.frame.redraw();
  }

  /** Says what was wrong with an address, if anything. */
  routeNotice(route: Route): void {
    const { messages, feedback } = this.ctx;
    const problem = route.problem;
    if (!problem) return;
    const { notices } = messages;
    feedback.notice(
      problem.type === 'game'
        ? notices.badGame(problem.text)
        : problem.type === 'variant'
          ? notices.badVariant(kindTitle(messages, route.kind), problem.text)
          : notices.badDeal(problem.text, messages.engineText(problem.reason)),
    );
  }

  /** Shows the game the address names: the one kept for its deal (or the last of its game), else a fresh deal. */
  followRoute(route: Route, saved: readonly Session[]): void {
    this.routeNotice(route);
    this.useSession(sessionForRoute(route, saved));
  }

  /** Loads a record file; a bad file gets a clear message and changes nothing. */
  async importFile(file: Blob): Promise<void> {
    let text: string;
    try {
      text = await file.text();
    } catch {
      this.importError(this.ctx.messages.menu.unreadable);
      return;
    }
    this.importText(text);
  }

  /** Loads a record given as text; a bad record gets a clear message and changes nothing. */
  importText(text: string, done = this.ctx.messages.menu.imported): void {
    const { state, messages, page, persister } = this.ctx;
    const loaded = sessionFromRecord(text);
    if (!loaded.ok) {
      this.importError(messages.menu.badFile(messages.engineText(loaded.error)));
      return;
    }
    page.menu.close();
    persister.settle(state.session, true);
    persister.forget(state.session);
    // A game that arrives already won was not won here: it never counts.
    if (loaded.value.game.status() === 'won') loaded.value.counted = true;
    this.useSession(loaded.value);
    this.ctx.feedback.say(done);
  }

  private importError(text: string): void {
    this.ctx.feedback.say(text);
    this.ctx.feedback.notice(text);
  }

  /** Listens to the address, the other tabs, and the page being hidden or left. */
  bind(): void {
    const { persister, feedback, messages } = this.ctx;
    // Another tab counted a game: show its statistics here too (a result of this tab is added to the stored ones).
    window.addEventListener('storage', (event) => {
      if (event.key === STORAGE_KEYS.game) this.followOtherTab();
      if (event.key === STORAGE_KEYS.stats) persister.reloadStats();
    });
    window.addEventListener('hashchange', () => this.followAddress());
    document.addEventListener('visibilitychange', () => {
      if (!document.hidden && this.followedHidden) feedback.say(messages.notices.otherTab);
      this.followedHidden = false;
      this.status.tick();
      persister.saveSessionNow();
    });
    window.addEventListener('pagehide', () => {
      this.status.tick();
      persister.saveSessionNow();
    });
  }

  private followAddress(): void {
    const { state, persister, storage } = this.ctx;
    const route = parseRoute(location.hash);
    if (!route) return;
    const current = makeRoute(state.session.game.kind, state.session.game.layout.deal);
    if (location.hash === current) return;
    this.status.tick();
    persister.saveSessionNow();
    this.followRoute(route, persister.held.has('game') ? [state.session] : storedSessions(storage));
  }

  /**
   * Another tab saved a move on this tab's deal: this tab takes up that game, so the two never write over each other's
   * moves (a tab's own move not yet saved wins, and its save comes next).
   */
  private followOtherTab(): void {
    const { state, persister, storage } = this.ctx;
    if (persister.held.has('game') || persister.saveDue || state.drag?.active) return;
    const newer = savedElsewhere(storage, state.session);
    if (newer === undefined) return;
    this.status.tick();
    this.controller.takeUp(newer);
    state.celebrated ||= newer.game.status() === 'won';
    this.ctx.frame.redraw();
    if (document.hidden) this.followedHidden = true;
    else this.ctx.feedback.say(this.ctx.messages.notices.otherTab);
  }
}
