import { CARD_BACKS, FELTS, type Settings } from '../model/settings.js';
import { el } from '../view/dom.js';
import type { MenuDeps } from './menu-parts.js';

type Choice = 'cardBack' | 'felt' | 'reserveFanned';

/** The settings of the table's looks: card back, felt, and Alhambra's reserve squared or fanned. */
export const looksSettings = (deps: MenuDeps): HTMLElement[] => {
  const words = deps.ctx.messages.looks;
  return [
    select(
      deps,
      'cardBack',
      words.cardBack,
      CARD_BACKS.map((back) => [back, words.backs[back]]),
    ),
    select(
      deps,
      'felt',
      words.felt,
      FELTS.map((felt) => [felt, words.felts[felt]]),
    ),
    select(deps, 'reserveFanned', words.reserve, [
      ['squared', words.reserveSquared],
      ['fanned', words.reserveFanned],
    ]),
  ];
};

const select = (
  { ctx, settingChanged }: MenuDeps,
  name: Choice,
  text: string,
  options: readonly (readonly [string, string])[],
): HTMLLabelElement => {
  const label = el('label', { class: 'setting' });
  const input = el('select', { name });
  const current = (settings: Settings): string =>
    name === 'reserveFanned' ? (settings.reserveFanned ? 'fanned' : 'squared') : settings[name];
  for (const [value, words] of options) {
    const option = el('option', { value }, words);
    option.selected = current(ctx.state.settings) === value;
    input.append(option);
  }
  input.addEventListener('change', () => {
    const value = name === 'reserveFanned' ? input.value === 'fanned' : input.value;
    ctx.state.settings = { ...ctx.state.settings, [name]: value };
    settingChanged(name);
  });
  label.append(el('span', {}, text), input);
  return label;
};
