import type { Messages } from '../i18n/en.js';
import { suitSymbols } from './cards.js';
import { el } from './dom.js';
import { pipsRules } from './pips.js';
import { addStyles, warmPictures } from './suits.js';

/** The toolbar's buttons, in the order they appear. */
export const TOOLS = ['new', 'restart', 'undo', 'redo', 'hint', 'menu'] as const;

/** A toolbar button's name. */
export type Tool = (typeof TOOLS)[number];

const TOOL_ICONS: Readonly<Record<Tool, string>> = {
  new: '✚',
  restart: '⟲',
  undo: '↶',
  redo: '↷',
  hint: '?',
  menu: '☰',
};

/** The page's fixed elements, built once: the bar, the status line, the board, the messages and the dialogs. */
export interface Page {
  readonly board: HTMLElement;
  readonly statusLine: HTMLElement;
  readonly toast: HTMLElement;
  readonly announcer: HTMLElement;
  readonly notices: HTMLElement;
  readonly lostBanner: HTMLElement;
  readonly buttons: Readonly<Record<Tool, HTMLButtonElement>>;
  readonly menu: HTMLDialogElement;
  readonly wonDialog: HTMLDialogElement;
  readonly confirmDialog: HTMLDialogElement;
}

const toolButton = (messages: Messages, name: Tool): HTMLButtonElement => {
  const titleText = messages.toolbar[`${name}Title`];
  const element = el('button', {
    type: 'button',
    class: `tool tool-${name}`,
    title: titleText,
    'aria-label': titleText,
  });
  element.innerHTML = `<span class="tool-icon" aria-hidden="true">${TOOL_ICONS[name]}</span><span class="tool-label"></span>`;
  element.querySelector('.tool-label')!.textContent = messages.toolbar[name];
  return element;
};

/** Builds the page in `root`, in the player's language, and names the document. */
export const buildPage = (root: HTMLElement, messages: Messages): Page => {
  document.documentElement.lang = messages.lang;
  document.title = messages.appName;
  document.querySelector('meta[name="description"]')?.setAttribute('content', messages.appDescription);
  root.append(suitSymbols());
  const pips = pipsRules();
  addStyles(pips);
  warmPictures(pips);
  const header = el('header', { class: 'bar' });
  const toolbar = el('nav', { class: 'toolbar', 'aria-label': messages.menu.title });
  const buttons = Object.fromEntries(TOOLS.map((name) => [name, toolButton(messages, name)])) as Record<
    Tool,
    HTMLButtonElement
  >;
  toolbar.append(...TOOLS.map((name) => buttons[name]));
  header.append(el('h1', { class: 'app-title' }, messages.appName), toolbar);
  const page: Page = {
    statusLine: el('p', { class: 'status', 'aria-live': 'off' }),
    notices: el('div', { class: 'notices', role: 'alert' }),
    board: el('main', { class: 'board', 'aria-label': messages.piles.boardLabel }),
    lostBanner: el('div', { class: 'lost', hidden: '' }),
    toast: el('div', { class: 'toast', role: 'status', 'aria-live': 'polite' }),
    announcer: el('div', { class: 'sr-only', 'aria-live': 'polite' }),
    menu: el('dialog', { class: 'menu', 'aria-label': messages.menu.title }),
    wonDialog: el('dialog', { class: 'won', 'aria-labelledby': 'won-title' }),
    confirmDialog: el('dialog', { class: 'confirm' }),
    buttons,
  };
  root.append(
    header,
    page.statusLine,
    page.notices,
    page.board,
    page.lostBanner,
    page.toast,
    page.announcer,
    page.menu,
    page.wonDialog,
    page.confirmDialog,
  );
  return page;
};
