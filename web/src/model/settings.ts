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

  // Looks of the table.
  /** The pattern on the backs of the cards. */
  cardBack: CardBack;
  /** The colour of the table. */
  felt: Felt;
  /** Alhambra's reserve piles fanned downward, every card in sight, instead of squared as the rules lay them. */
  reserveFanned: boolean;
}

/** The card backs to choose from. */
export const CARD_BACKS = ['lattice', 'diamonds', 'waves'] as const;

/** A card back's name. */
export type CardBack = (typeof CARD_BACKS)[number];

/** The table colours to choose from, each in a light and a dark shade. */
export const FELTS = ['green', 'blue', 'red', 'grey'] as const;

/** A table colour's name. */
export type Felt = (typeof FELTS)[number];

/** Settings before the player changes any. */
export const DEFAULT_SETTINGS: Settings = {
  fourColour: false,
  autoplay: false,
  theme: 'system',
  outlook: true,
  winnableOnly: false,
  cardBack: 'lattice',
  felt: 'green',
  reserveFanned: false,
};
