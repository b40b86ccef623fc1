import type { Actions } from '../actions.js';
import type { Ctx } from '../context.js';
import type { Settings } from '../model/settings.js';
import { el } from '../view/dom.js';

/** What the menu's sections need beside the shared context. */
export interface MenuDeps {
  readonly ctx: Ctx;
  readonly actions: Actions;
  /** Loads a record file. */
  readonly importFile: (file: Blob) => void;
  /** Loads a record given as text, and says `done`. */
  readonly importText: (text: string, done: string) => void;
  /** Saves and shows a setting the player changed. */
  readonly settingChanged: (name: keyof Settings) => void;
}

/** A section of the menu that opens and closes, titled. */
export const menuSection = (title: string, open = false): HTMLDetailsElement => {
  const details = el('details', { class: 'menu-section' });
  details.open = open;
  details.append(el('summary', {}, title));
  return details;
};

/** Offers a text as a file to download. */
export const downloadText = (text: string, name: string): void => {
  const blob = new Blob([text], { type: 'application/json' });
  const link = el('a', { href: URL.createObjectURL(blob), download: name });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
};
