import { GAME_VARIANTS } from '../../../src/games/ids.js';
import { variantKey } from '../../../src/games/registry.js';
import type { Ctx } from '../context.js';
import { makeRoute, parseRoute } from '../model/route.js';
import { el } from '../view/dom.js';
import { kindTitle } from '../view/labels.js';
import { type MenuDeps, menuSection } from './menu-parts.js';

/** The menu's first section: the games to choose from, a deal by number, and sharing this deal. */
export const gamesSection = (deps: MenuDeps): HTMLDetailsElement => {
  const { ctx, actions } = deps;
  const { games } = ctx.messages;
  const section = menuSection(ctx.messages.menu.games, true);
  const list = el('ul', { class: 'game-list' });
  for (const kind of GAME_VARIANTS) {
    const key = variantKey(kind);
    const choose = el('button', { type: 'button', class: 'game-choice', 'data-kind': key });
    if (key === variantKey(ctx.state.session.game.kind)) choose.setAttribute('aria-current', 'true');
    choose.append(el('strong', {}, games[key].title), el('span', {}, games[key].short));
    choose.addEventListener('click', () => {
      ctx.page.menu.close();
      void actions.newDeal(kind);
    });
    const item = el('li');
    item.append(choose);
    list.append(item);
  }
  section.append(list, dealForm(deps));
  return section;
};

const dealForm = ({ ctx, actions }: MenuDeps): HTMLFormElement => {
  const { menu } = ctx.messages;
  const form = el('form', { class: 'deal-form' });
  const label = el('label', { for: 'deal-input' }, menu.deal);
  const input = el('input', {
    id: 'deal-input',
    inputmode: 'numeric',
    autocomplete: 'off',
    placeholder: menu.dealPlaceholder,
  });
  const error = el('p', { class: 'form-error', role: 'alert' });
  const play = el('button', { type: 'submit' }, menu.play);
  const random = el('button', { type: 'button' }, menu.random);
  random.addEventListener('click', () => {
    ctx.page.menu.close();
    void actions.newDeal();
  });
  form.append(label, input, play, random, error);
  if (ctx.state.session.game.layout.deal !== undefined) {
    const share = el('button', { type: 'button', class: 'share' }, menu.share);
    share.addEventListener('click', () => void shareDeal(ctx));
    form.append(share);
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const { kind } = ctx.state.session.game;
    const route = parseRoute(makeRoute(kind, input.value.trim() || '-'));
    if (!route || route.problem || route.deal === undefined) {
      error.textContent = menu.badDeal(
        route?.problem?.type === 'deal' ? ctx.messages.engineText(route.problem.reason) : menu.dealPlaceholder,
      );
      return;
    }
    ctx.page.menu.close();
    void actions.newDeal(kind, route.deal);
  });
  return form;
};

/** Shares the address of this deal (the system's share sheet where there is one, else the clipboard). */
const shareDeal = async (ctx: Ctx): Promise<void> => {
  const { messages, feedback } = ctx;
  const game = ctx.state.session.game;
  const url = `${location.origin}${location.pathname}${makeRoute(game.kind, game.layout.deal)}`;
  const title = messages.menu.shareTitle(kindTitle(messages, game.kind), game.layout.deal ?? '');
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, url });
      return;
    }
    await navigator.clipboard.writeText(url);
    feedback.say(messages.menu.copied(url));
  } catch (error) {
    // Sharing cancelled by the player is not an error; anything else still shows the link.
    if ((error as Error).name !== 'AbortError') feedback.say(messages.menu.linkIs(url));
  }
};
