import type { Actions } from './actions.js';
import type { Ctx } from './context.js';
import { Controller } from './controller.js';
import { Deals } from './deals.js';
import { updateLostBanner } from './dialogs/lost.js';
import { openMenu } from './dialogs/menu.js';
import type { MenuDeps } from './dialogs/menu-parts.js';
import { showWin } from './dialogs/won.js';
import { SolverTable } from './hints/table.js';
import type { Messages } from './i18n/en.js';
import { KeyboardInput } from './input/keyboard.js';
import { PointerInput } from './input/pointer.js';
import { parseRoute, startingSession } from './model/route.js';
import { newState, type State } from './model/state.js';
import { Persister } from './persist/persister.js';
import { loadStorage, noticeText, type StorageLike, type StoragePart } from './persist/storage.js';
import { BoardView } from './view/board.js';
import { Feedback } from './view/feedback.js';
import { Flights } from './view/flights.js';
import { Frame } from './view/frame.js';
import { buildPage, type Page } from './view/page.js';
import { StatusView } from './view/status.js';
import { applySettings } from './view/theme.js';

/** The running game's parts, wired together. */
interface Parts {
  readonly ctx: Ctx;
  readonly controller: Controller;
  readonly deals: Deals;
  readonly status: StatusView;
  readonly actions: Actions;
}

// Builds the parts over one state. The frame's callbacks name parts made after it; they run from the next frame on.
const assemble = (
  page: Page,
  messages: Messages,
  storage: StorageLike,
  state: State,
  held: readonly StoragePart[],
): Parts => {
  const flights = new Flights();
  const board = new BoardView(page.board, messages, flights);
  const frame = new Frame(
    () => {
      solver.beforeDraw();
      board.render(state);
      status.markDue();
      frame.afterFrame();
    },
    () => {
      status.flush();
      feedback.flush();
      persister.flush();
      solver.afterFrame();
    },
  );
  const feedback = new Feedback(page, messages, frame);
  const persister = new Persister(storage, state, messages, feedback, frame, held);
  const ctx: Ctx = { state, messages, storage, page, frame, board, flights, feedback, persister };
  const controller = new Controller(ctx);
  const solver = new SolverTable(ctx, controller);
  const status = new StatusView(page, messages, state, {
    won: () => feedback.announce(showWin(page.wonDialog, messages, state, actions)),
    lost: (lost) => {
      if (updateLostBanner(page.lostBanner, messages, state, actions, lost)) feedback.announce(messages.result.lost);
    },
  });
  const deals = new Deals(ctx, controller, status);
  const actions: Actions = {
    newDeal: (kind, deal) => solver.newDeal((k, d) => deals.newDeal(k, d), kind, deal),
    restart: () => controller.restart(),
    undo: () => controller.undo(),
    redo: () => controller.redo(),
    hint: () => solver.hint(),
    openMenu: () => openMenu(menu),
  };
  const menu: MenuDeps = {
    ctx,
    actions,
    importFile: (file) => void deals.importFile(file),
    importText: (text, done) => deals.importText(text, done),
    settingChanged: (name) => {
      persister.saveSettings();
      // Every text is drawn in the page's language, so a new language takes a reload (the game is saved already).
      if (name === 'language') location.reload();
      else applySettings(state.settings);
      if (name === 'reserveFanned') ctx.frame.redraw();
      if (name === 'autoplay') controller.queueAutoplay();
      if (name === 'outlook') solver.render();
    },
  };
  return { ctx, controller, deals, status, actions };
};

const bind = ({ ctx, controller, deals, actions }: Parts): void => {
  const { buttons } = ctx.page;
  buttons.new.addEventListener('click', () => void actions.newDeal());
  buttons.restart.addEventListener('click', () => actions.restart());
  buttons.undo.addEventListener('click', () => actions.undo());
  buttons.redo.addEventListener('click', () => actions.redo());
  buttons.hint.addEventListener('click', () => actions.hint());
  buttons.menu.addEventListener('click', () => actions.openMenu());
  new PointerInput(ctx, controller).bind();
  new KeyboardInput(ctx, controller, actions).bind();
  deals.bind();
  new ResizeObserver(() => {
    ctx.board.invalidateLayout();
    ctx.frame.redraw();
  }).observe(ctx.page.board);
};

/**
 * Starts the web game in `root`: loads what was saved, follows the address, and wires the state, the views, the
 * input and the dialogs together. Every change goes to the state first; the board is redrawn from it once a frame.
 */
export const startApp = (root: HTMLElement, messages: Messages, storage: StorageLike): void => {
  const page = buildPage(root, messages);
  const loaded = loadStorage(storage);
  const route = parseRoute(location.hash);
  const state = newState(startingSession(route, loaded.sessions), loaded.stats, loaded.settings);
  const parts = assemble(page, messages, storage, state, loaded.held);
  bind(parts);
  const { ctx, deals, status } = parts;
  applySettings(state.settings);
  for (const notice of loaded.notices) ctx.feedback.notice(noticeText(messages, notice));
  if (route) deals.routeNotice(route);
  deals.useSession(state.session);
  ctx.persister.saveStats();
  status.resetClock();
  window.setInterval(() => status.tick(), 1000);
  ctx.frame.redraw();
};
