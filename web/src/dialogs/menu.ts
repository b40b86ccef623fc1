import { GAME_IDS, GAME_VARIANTS } from '../../../src/games/ids.js';
import { el } from '../view/dom.js';
import { filesSection, putAsideSection } from './menu-files.js';
import { gamesSection } from './menu-games.js';
import { type MenuDeps, menuSection } from './menu-parts.js';
import { settingsSection } from './menu-settings.js';
import { statsTable } from './stats-table.js';

const rulesSection = ({ ctx }: MenuDeps): HTMLDetailsElement => {
  const { messages } = ctx;
  const section = menuSection(messages.menu.rules);
  for (const game of GAME_IDS) {
    section.append(el('h3', {}, messages.games[`${game}/standard`].title));
    const items = el('ul', { class: 'rules' });
    for (const line of messages.rules[game]) items.append(el('li', {}, line));
    section.append(items);
  }
  section.append(el('p', { class: 'keys' }, messages.keys.help));
  return section;
};

const statsSection = ({ ctx }: MenuDeps): HTMLDetailsElement => {
  const section = menuSection(ctx.messages.menu.stats);
  section.append(statsTable(ctx.messages, ctx.state.stats, GAME_VARIANTS));
  return section;
};

/** Opens the menu: games and deals, rules, statistics, settings, files, and what storage recovery put aside. */
export const openMenu = (deps: MenuDeps): void => {
  const { messages, page } = deps.ctx;
  const sections = [
    gamesSection(deps),
    rulesSection(deps),
    statsSection(deps),
    settingsSection(deps),
    filesSection(deps),
    putAsideSection(deps),
  ].filter((section) => section !== undefined);
  const close = el('button', { type: 'button', class: 'menu-close' }, messages.menu.close);
  close.addEventListener('click', () => page.menu.close());
  const head = el('div', { class: 'menu-head' });
  head.append(el('h2', {}, messages.menu.title), close);
  page.menu.replaceChildren(head, ...sections);
  page.menu.showModal();
};
