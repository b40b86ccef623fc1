import type { Result } from '../core/result.js';
import type { IllegalMove } from './errors.js';
import type { GameVariant } from './ids.js';
import type { Layout } from './layout.js';

/** A pile a card can be taken from. Indexes count from 0; the notation counts from 1. */
export type Source =
  | { readonly pile: 'column'; readonly index: number }
  | { readonly pile: 'reserve'; readonly index: number }
  | { readonly pile: 'waste'; readonly index: number };

/** A pile a card can be put on. `foundation` is King Albert's foundation of the card's suit; `ace` and `king` are Alhambra's. */
export type Target =
  | { readonly pile: 'column'; readonly index: number }
  | { readonly pile: 'waste'; readonly index: number }
  | { readonly pile: 'foundation' }
  | { readonly pile: 'ace' }
  | { readonly pile: 'king' };

/** One move of any game. */
export type Move =
  | { readonly type: 'transfer'; readonly from: Source; readonly to: Target }
  | { readonly type: 'turn' }
  | { readonly type: 'redeal' };

/** Whether the game goes on, is won, or has no legal move left. */
export type Status = 'playing' | 'won' | 'lost';

/** The state of one game in progress: a position, its history, and the rules that move it; every move is checked. */
export interface Game {
  /** Which of the six games this is. */
  readonly kind: GameVariant;
  /** The starting deal. */
  readonly layout: Layout;
  /** Cards on the foundations. */
  readonly cardsHome: number;
  /** Cards in the whole game (52 or 104). */
  readonly cardCount: number;
  /** Number of moves played so far (the length of the history). */
  readonly moveCount: number;
  /** Every legal move in the current position. */
  legalMoves(): Move[];
  /** Why the move is not legal here, or undefined if it is. */
  explainIllegal(move: Move): IllegalMove | undefined;
  /** Plays a move if it is legal; otherwise an error saying why. */
  play(move: Move): Result<Move, IllegalMove>;
  /** Takes back the last move and returns it, or undefined at the start. */
  undo(): Move | undefined;
  /** Playing, won, or lost (no legal move left). */
  status(): Status;
  /** The moves played so far, in order. */
  history(): Move[];
  /** An independent copy with the same position and history. */
  clone(): Game;
}

/**
 * A game with the fast, unchecked move-code API the solvers search with: not part of the library's public API,
 * since a wrong code corrupts the position. The engine classes implement it.
 */
export interface Engine extends Game {
  /** An independent copy with the same position and history. */
  clone(): Engine;
  /** Fast form for search: writes the codes of all legal moves into `out` and returns how many. */
  generateMoveCodes(out: number[]): number;
  /** Fast form for search: plays a move code from `generateMoveCodes` without checking it. */
  playCode(code: number): void;
  /** Fast form for search: takes back the last move and returns its code, or -1 at the start. */
  undoCode(): number;
  /** The move a code stands for. */
  moveOfCode(code: number): Move;
  /** The code of a move, or undefined if it names no pile of this game. */
  codeOfMove(move: Move): number | undefined;
}
