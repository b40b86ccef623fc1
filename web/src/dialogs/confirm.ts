import type { Messages } from '../i18n/en.js';
import { el } from '../view/dom.js';

/** Asks whether to give up the game in progress; resolves true to go on, false to keep playing. */
export const confirmAbandon = (dialog: HTMLDialogElement, messages: Messages): Promise<boolean> => {
  const { confirm } = messages;
  return new Promise((resolve) => {
    const yes = el('button', { type: 'button', class: 'primary', value: 'yes' }, confirm.yes);
    const no = el('button', { type: 'button', value: 'no' }, confirm.no);
    const actions = el('div', { class: 'actions' });
    actions.append(yes, no);
    dialog.replaceChildren(el('p', {}, confirm.abandon), actions);
    const finish = (answer: boolean): void => {
      dialog.close();
      resolve(answer);
    };
    yes.addEventListener('click', () => finish(true));
    no.addEventListener('click', () => finish(false));
    dialog.addEventListener('cancel', () => resolve(false), { once: true });
    dialog.showModal();
    no.focus();
  });
};
