import type { Messages } from '../i18n/en.js';
import { el } from './dom.js';

// How often a page left open asks whether a newer version is out.
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and says when a newer version has taken over, with a button that reloads the page
 * (the game in progress is saved as the page goes, as on any reload).
 */
export const registerServiceWorker = (messages: Messages): void => {
  const { serviceWorker } = navigator;
  // The first worker to take a page over (on a first visit) is no update; any later one is a newer build's.
  let controlled = serviceWorker.controller !== null;
  let told = false;
  serviceWorker.addEventListener('controllerchange', () => {
    if (controlled && !told) {
      told = true;
      document.querySelector('.notices')?.append(updateNotice(messages));
    }
    controlled = true;
  });
  serviceWorker
    .register('./sw.js')
    .then((registration) => {
      const check = (): void => void registration.update().catch(() => undefined);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
      window.setInterval(check, CHECK_EVERY_MS);
    })
    .catch(() => undefined);
};

const updateNotice = (messages: Messages): HTMLElement => {
  const item = el('p', { class: 'notice update' });
  const reload = el('button', { type: 'button', class: 'notice-action' }, messages.looks.reload);
  reload.addEventListener('click', () => location.reload());
  const close = el('button', { type: 'button', class: 'notice-close', 'aria-label': messages.menu.close }, '×');
  close.addEventListener('click', () => item.remove());
  item.append(el('span', {}, messages.looks.updated), reload, close);
  return item;
};
