import { LANGUAGE_NAMES } from '../i18n/index.js';
import type { Settings } from '../model/settings.js';
import { el } from '../view/dom.js';
import { looksSettings } from './menu-looks.js';
import { type MenuDeps, menuSection } from './menu-parts.js';

/** The menu's settings: four-colour deck, auto-play (with its rule for this game), theme and language. */
export const settingsSection = (deps: MenuDeps): HTMLDetailsElement => {
  const { ctx } = deps;
  const words = ctx.messages.settings;
  const section = menuSection(ctx.messages.menu.settings);
  section.append(
    checkbox(deps, 'fourColour', words.fourColour),
    checkbox(deps, 'autoplay', words.autoplay),
    el('p', { class: 'rule-note' }, words.autoplayRule[ctx.state.session.game.kind.game]),
    themeSetting(deps),
    languageSetting(deps),
    ...solverSettings(deps),
    ...looksSettings(deps),
  );
  return section;
};

const checkbox = (
  { ctx, settingChanged }: MenuDeps,
  name: 'fourColour' | 'autoplay' | 'outlook' | 'winnableOnly',
  label: string,
): HTMLLabelElement => {
  const wrapper = el('label', { class: 'setting' });
  const input = el('input', { type: 'checkbox', name });
  input.checked = ctx.state.settings[name];
  input.addEventListener('change', () => {
    ctx.state.settings = { ...ctx.state.settings, [name]: input.checked };
    settingChanged(name);
  });
  wrapper.append(input, el('span', {}, label));
  return wrapper;
};

const themeSetting = ({ ctx, settingChanged }: MenuDeps): HTMLLabelElement => {
  const words = ctx.messages.settings;
  const label = el('label', { class: 'setting' });
  const theme = el('select', { name: 'theme' });
  for (const [value, text] of [
    ['system', words.themeSystem],
    ['light', words.themeLight],
    ['dark', words.themeDark],
  ] as const) {
    const option = el('option', { value }, text);
    option.selected = ctx.state.settings.theme === value;
    theme.append(option);
  }
  theme.addEventListener('change', () => {
    ctx.state.settings = { ...ctx.state.settings, theme: theme.value as Settings['theme'] };
    settingChanged('theme');
  });
  label.append(el('span', {}, words.theme), theme);
  return label;
};

const languageSetting = ({ ctx, settingChanged }: MenuDeps): HTMLLabelElement => {
  const words = ctx.messages.settings;
  const label = el('label', { class: 'setting' });
  const language = el('select', { name: 'language' });
  for (const [value, text] of [['', words.languageAuto], ...Object.entries(LANGUAGE_NAMES)] as const) {
    const option = el('option', value === '' ? { value } : { value, lang: value }, text);
    option.selected = (ctx.state.settings.language ?? '') === value;
    language.append(option);
  }
  language.addEventListener('change', () => {
    const { language: _old, ...rest } = ctx.state.settings;
    ctx.state.settings = language.value === '' ? rest : { ...rest, language: language.value };
    settingChanged('language');
  });
  label.append(el('span', {}, words.language), language);
  return label;
};

// The table's solver: "can I still win?" and New's winnable deals only.
const solverSettings = (deps: MenuDeps): HTMLElement[] => {
  const words = deps.ctx.messages.solver;
  return [checkbox(deps, 'outlook', words.outlookSetting), checkbox(deps, 'winnableOnly', words.winnableOnlySetting)];
};
