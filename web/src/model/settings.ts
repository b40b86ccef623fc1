/** Player settings. */
export interface Settings {
  fourColour: boolean;
  autoplay: boolean;
  theme: 'system' | 'light' | 'dark';
  /** A language code the game speaks (`en`, `de`); absent: the browser's language. */
  language?: string;
  // The table's solver.
  /** Shows "can I still win?" beside the status line. */
  outlook: boolean;
  /** New picks only deals the solver proves winnable. */
  winnableOnly: boolean;
}

/** Settings before the player changes any. */
export const DEFAULT_SETTINGS: Settings = {
  fourColour: false,
  autoplay: false,
  theme: 'system',
  outlook: true,
  winnableOnly: false,
};
