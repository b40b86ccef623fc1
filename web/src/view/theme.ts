import type { Settings } from '../model/settings.js';

/** Shows the settings that change the looks: the four-colour deck and the theme (else the system's). */
export const applySettings = (settings: Settings): void => {
  document.body.classList.toggle('four-colour', settings.fourColour);
  if (settings.theme === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = settings.theme;
};
