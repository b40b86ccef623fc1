import type { GameVariant } from '../../src/games/ids.js';

/** What the toolbar, the keys and the dialogs can ask of the game. */
export interface Actions {
  /** Starts another deal (random unless a number is given), asking first if a game in progress would be lost. */
  readonly newDeal: (kind?: GameVariant, deal?: bigint) => Promise<void>;
  readonly restart: () => void;
  readonly undo: () => void;
  readonly redo: () => void;
  readonly hint: () => void;
  readonly openMenu: () => void;
}
