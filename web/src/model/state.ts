import type { AnyGame } from '../../../src/games/index.js';
import type { Move, Source } from '../../../src/games/types.js';
import { movesFrom } from './moves.js';
import { cardAtSource, cardOfMove, type PileId, sourcePileId, targetPileId } from './piles.js';
import type { Session } from './session.js';
import type { Settings } from './settings.js';
import type { AllStats } from './stats.js';

// The web game's state as plain data, and the pure functions over it: everything the page shows is drawn from a
// State, and tests build one without a browser.

/** A pointer pressed on a pile: a tap until it moves a few pixels, then a drag of the pile's top card. */
export interface Drag {
  readonly pointerId: number;
  readonly pileId: PileId;
  readonly startX: number;
  readonly startY: number;
  /** The pile whose top card the pointer would drag; undefined when it can drag nothing (a choice is open). */
  readonly source: Source | undefined;
  /** True once the pointer moved far enough to be a drag. */
  active: boolean;
  /** The piles the dragged card may go to. */
  targets: ReadonlySet<PileId>;
}

/** The last tap: on which pile, whether it moved a card, and when (a double-click's second click is no new tap). */
export interface LastTap {
  readonly pileId: PileId;
  readonly moved: boolean;
  readonly time: number;
}

/** Everything the web game knows beside the page: the game, statistics, settings, and what the player is doing. */
export interface State {
  session: Session;
  stats: AllStats;
  settings: Settings;
  /** The pile whose top card the player picked up with the keyboard, to drop with the next Enter. */
  held: Source | undefined;
  /** Equally good moves of the last tap, for the next tap to pick from. */
  choice: Move[] | undefined;
  /** Piles a hint points at. */
  hintPiles: PileId[];
  drag: Drag | undefined;
  lastTap: LastTap | undefined;
  /** True once this game's win was celebrated. */
  celebrated: boolean;
  /** True when the player closed the banner of a lost game. */
  lostDismissed: boolean;
}

/** A state for a session, with nothing picked up, chosen or hinted. */
export const newState = (session: Session, stats: AllStats, settings: Settings): State => ({
  session,
  stats,
  settings,
  held: undefined,
  choice: undefined,
  hintPiles: [],
  drag: undefined,
  lastTap: undefined,
  celebrated: false,
  lostDismissed: false,
});

/** Forgets the card picked up and the choice shown. */
export const clearPicks = (state: State): void => {
  state.held = undefined;
  state.choice = undefined;
};

/** Puts a session on the table, dropping what the player had picked up, the choice shown and the hints. */
export const takeUp = (state: State, session: Session): void => {
  state.session = session;
  clearPicks(state);
  state.hintPiles = [];
};

/** The piles the top card of `source` may go to. */
export const targetsOf = (game: AnyGame, source: Source): Set<PileId> => {
  const card = cardAtSource(game, source);
  const targets = new Set<PileId>();
  if (card === undefined) return targets;
  for (const move of movesFrom(game, source)) if (move.type === 'transfer') targets.add(targetPileId(move.to, card));
  return targets;
};

/** The pile a move puts its card on (the stock for turns and redeals). */
export const movePileId = (game: AnyGame, move: Move): PileId | undefined => {
  if (move.type !== 'transfer') return 'stock';
  const card = cardOfMove(game, move);
  return card === undefined ? undefined : targetPileId(move.to, card);
};

/** What the board lights up: legal targets, the piles of a choice, the card picked up, a hint. */
export interface Highlights {
  readonly targets: ReadonlySet<PileId>;
  readonly choice: ReadonlySet<PileId>;
  readonly held: PileId | undefined;
  readonly hinted: readonly PileId[];
}

/** The highlights of a state: a drag's targets, else those of the card picked up. */
export const highlights = (state: State): Highlights => {
  const game = state.session.game;
  const { drag, held, choice } = state;
  return {
    targets: drag?.active ? drag.targets : held ? targetsOf(game, held) : new Set(),
    choice: new Set(choice?.map((move) => movePileId(game, move) ?? '') ?? []),
    held: held === undefined ? undefined : sourcePileId(held),
    hinted: state.hintPiles,
  };
};
