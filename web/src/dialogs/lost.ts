import type { Actions } from '../actions.js';
import type { Messages } from '../i18n/en.js';
import type { State } from '../model/state.js';
import { el } from '../view/dom.js';

/**
 * Shows or hides the banner of a lost game (undo, restart or a new game); true when it has just been shown, for the
 * caller to announce it. A banner the player closed stays closed until the game is no longer lost.
 */
export const updateLostBanner = (
  banner: HTMLElement,
  messages: Messages,
  state: State,
  actions: Actions,
  lost: boolean,
): boolean => {
  if (!lost) state.lostDismissed = false;
  const show = lost && !state.lostDismissed;
  if (show === !banner.hidden) return false;
  banner.hidden = !show;
  if (!show) return false;
  const { result, toolbar, newGameLabel, menu } = messages;
  const close = el('button', { type: 'button', class: 'notice-close', 'aria-label': menu.close }, '×');
  close.addEventListener('click', () => {
    state.lostDismissed = true;
    banner.hidden = true;
  });
  const undo = el('button', { type: 'button' }, toolbar.undo);
  const restart = el('button', { type: 'button' }, toolbar.restart);
  const fresh = el('button', { type: 'button' }, newGameLabel);
  undo.addEventListener('click', () => actions.undo());
  restart.addEventListener('click', () => actions.restart());
  fresh.addEventListener('click', () => void actions.newDeal());
  const buttons = el('div', { class: 'actions' });
  buttons.append(undo, restart, fresh);
  banner.replaceChildren(close, el('p', { class: 'lost-title' }, result.lost), el('p', {}, result.lostHelp), buttons);
  return true;
};
