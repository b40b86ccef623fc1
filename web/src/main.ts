import './style.css';
import { App } from './app.js';
import { messagesFor } from './i18n/index.js';

const root = document.getElementById('app');
if (root) {
  const storage: Storage | { getItem: () => null; setItem: () => void; removeItem: () => void } = (() => {
    try {
      return window.localStorage;
    } catch {
      // Storage can be blocked entirely; the game still plays, it just forgets.
      return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
    }
  })();
  const app = new App(root, messagesFor(navigator.languages), storage);
  app.start();
  if ('serviceWorker' in navigator && location.protocol !== 'file:' && import.meta.env.PROD)
    navigator.serviceWorker.register('./sw.js').catch(() => undefined);
}
