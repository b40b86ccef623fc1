/** Player settings. */
export interface Settings {
  fourColour: boolean;
  autoplay: boolean;
  theme: 'system' | 'light' | 'dark';
  /** A language code the game speaks (`en`, `de`); absent: the browser's language. */
  language?: string;
}

/** Settings before the player changes any. */
export const DEFAULT_SETTINGS: Settings = { fourColour: false, autoplay: false, theme: 'system' };
