import { AlhambraGame } from './alhambra/game.js';
import { BaseGame } from './base.js';
import { KingAlbertGame } from './king-albert/game.js';
import type { Layout } from './layout.js';
import type { Game } from './types.js';

/** A game of any of the six kinds, with the engine's move-code API; `switch (game.family)` tells which engine it is. */
export type AnyGame = KingAlbertGame | AlhambraGame;

/** Starts a game at the beginning of a checked layout. */
export const newGame = (layout: Layout): AnyGame => {
  switch (layout.game) {
    case 'king-albert':
      return new KingAlbertGame(layout);
    case 'alhambra':
      return new AlhambraGame(layout);
    default:
      return assertNever(layout);
  }
};

/** True if a game is one of this engine's own (made by `newGame`), not another implementation of `Game`. */
export const isEngineGame = (game: Game): game is AnyGame => game instanceof BaseGame;

/** Marks a switch as exhaustive: the compiler rejects a call that can be reached. */
export const assertNever = (value: never): never => {
  throw new Error(`unexpected value ${JSON.stringify(value)}`);
};
