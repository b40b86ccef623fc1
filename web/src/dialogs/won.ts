import type { Actions } from '../actions.js';
import type { Messages } from '../i18n/en.js';
import type { State } from '../model/state.js';
import { el } from '../view/dom.js';
import { statsTable } from './stats-table.js';

/** Opens the celebration of a win: the game's figures and statistics, and "New game"; returns the text to announce. */
export const showWin = (dialog: HTMLDialogElement, messages: Messages, state: State, actions: Actions): string => {
  const { result, newGameLabel, menu } = messages;
  const { game } = state.session;
  const text = result.wonText(game.moveCount, messages.formatTime(state.session.elapsedMs));
  const fresh = el('button', { type: 'button', class: 'primary' }, newGameLabel);
  const close = el('button', { type: 'button' }, menu.close);
  fresh.addEventListener('click', () => {
    dialog.close();
    void actions.newDeal();
  });
  close.addEventListener('click', () => dialog.close());
  const buttons = el('div', { class: 'actions' });
  buttons.append(fresh, close);
  dialog.replaceChildren(
    el('h2', { id: 'won-title' }, result.wonTitle),
    el('p', {}, text),
    ...(state.session.assisted ? [el('p', { class: 'won-assisted' }, messages.solver.wonAssisted)] : []),
    statsTable(messages, state.stats, [game.kind]),
    buttons,
  );
  dialog.showModal();
  fresh.focus();
  return `${result.wonTitle} ${text}${state.session.assisted ? ` ${messages.solver.wonAssisted}` : ''}`;
};
