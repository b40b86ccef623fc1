// The styles by concern, in cascade order: later files may override earlier ones.
import './styles/base.css';
import './styles/felts.css';
import './styles/bar.css';
import './styles/board.css';
import './styles/cards.css';
import './styles/highlights.css';
import './styles/dialogs.css';
import './styles/solver.css';
import { startApp } from './app.js';
import { messagesForChoice } from './i18n/index.js';
import { discardGame, type StorageLike, savedLanguage } from './persist/storage.js';
import { registerServiceWorker } from './view/update.js';

const root = document.getElementById('app');
if (root) {
  const storage: StorageLike = (() => {
    try {
      return window.localStorage;
    } catch {
      // Storage can be blocked entirely; the game still plays, it just forgets.
      return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
    }
  })();
  const messages = messagesForChoice(savedLanguage(storage), navigator.languages ?? [navigator.language]);
  try {
    startApp(root, messages, storage);
    // The court figures are not needed for the first paint: they come in a file of their own just after it.
    requestAnimationFrame(() =>
      window.setTimeout(() => void import('./view/figures.js').then(({ installFigures }) => installFigures())),
    );
  } catch (error) {
    // Never a blank page: say so, and offer a fresh game (the saved game is put aside, the only thing dropped).
    console.error(error);
    const box = document.createElement('div');
    box.className = 'lost';
    const text = document.createElement('p');
    text.textContent = messages.notices.crashed;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = messages.notices.startAfresh;
    button.addEventListener('click', () => {
      discardGame(storage);
      location.hash = '';
      location.reload();
    });
    box.append(text, button);
    root.replaceChildren(box);
  }
  if ('serviceWorker' in navigator && location.protocol !== 'file:' && import.meta.env.PROD)
    registerServiceWorker(messages);
}
