import type { Settings } from '../model/settings.js';

/** Shows the settings that change the looks: the four-colour deck, the theme (else the system's), card back and felt. */
export const applySettings = (settings: Settings): void => {
  document.body.classList.toggle('four-colour', settings.fourColour);
  const root = document.documentElement;
  if (settings.theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = settings.theme;
  root.dataset.back = settings.cardBack;
  root.dataset.felt = settings.felt;
};
