import type { Actions } from './actions.js';
import type { Ctx } from './context.js';
import { Controller } from './controller.js';
import { Deals } from './deals.js';
import { updateLostBanner } from './dialogs/lost.js';
import { openMenu } from './dialogs/menu.js';
import type { MenuDeps } from './dialogs/menu-parts.js';
import { showWin } from './dialogs/won.js';
import { Hints } from './hints/client.js';
import type { Messages } from './i18n/en.js';
import { KeyboardInput } from './input/keyboard.js';
import { PointerInput } from './input/pointer.js';
import { parseRoute, startingSession } from './model/route.js';
import { newState } from './model/state.js';
import { Persister } from './persist/persister.js';
import { loadStorage, noticeText, type StorageLike } from './persist/storage.js';
import { BoardView } from './view/board.js';
import { Feedback } from './view/feedback.js';
import { Flights } from './view/flights.js';
import { Frame } from './view/frame.js';
import { buildPage } from './view/page.js';
import { StatusView } from './view/status.js';
import { applySettings } from './view/theme.js';

/**
 * Starts the web game in `root`: loads what was saved, follows the address, and wires the state, the views, the
 * input and the dialogs together. Every change goes to the state first; the board is redrawn from it once a frame.
 */
export const startApp = (root: HTMLElement, messages: Messages, storage: StorageLike): void => {
  const page = buildPage(root, messages);
  const loaded = loadStorage(storage);
  const route = parseRoute(location.hash);
  const state = newState(startingSession(route, loaded.sessions), loaded.stats, loaded.settings);
  const flights = new Flights();
  const board = new BoardView(page.board, messages, flights);
  const frame = new Frame(
    () => {
      board.render(state);
      status.markDue();
      frame.afterFrame();
    },
    () => {
      status.flush();
      feedback.flush();
      persister.flush();
    },
  );
  const feedback = new Feedback(page, messages, frame);
  const persister = new Persister(storage, state, messages, feedback, frame, loaded.held);
  const ctx: Ctx = { state, messages, storage, page, frame, board, flights, feedback, persister };
  const controller = new Controller(ctx);
  const hints = new Hints(ctx);
  const status = new StatusView(page, messages, state, {
    won: () => feedback.announce(showWin(page.wonDialog, messages, state, actions)),
    lost: (lost) => {
      if (updateLostBanner(page.lostBanner, messages, state, actions, lost)) feedback.announce(messages.result.lost);
    },
  });
  const deals = new Deals(ctx, controller, status);
  const actions: Actions = {
    newDeal: (kind, deal) => deals.newDeal(kind, deal),
    restart: () => controller.restart(),
    undo: () => controller.undo(),
    redo: () => controller.redo(),
    hint: () => hints.ask(),
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
      if (name === 'autoplay') controller.queueAutoplay();
    },
  };

  const { buttons } = page;
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
    board.invalidateLayout();
    frame.redraw();
  }).observe(page.board);

  applySettings(state.settings);
  for (const notice of loaded.notices) feedback.notice(noticeText(messages, notice));
  if (route) deals.routeNotice(route);
  deals.useSession(state.session);
  persister.saveStats();
  status.resetClock();
  window.setInterval(() => status.tick(), 1000);
  frame.redraw();
};
