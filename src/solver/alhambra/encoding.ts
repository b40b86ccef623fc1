// How the search stores a position and a move: fixed-size typed arrays of card bytes, and move words.
import { ACE } from '../../games/alhambra/codes.js';

/** Cards a reserve pile can hold in the search's arrays. */
export const RESERVE_CAPACITY = 16;
/** Cards a waste pile can hold. */
export const WASTE_CAPACITY = 104;
/** Cards the stock can hold. */
export const STOCK_CAPACITY = 104;
/** Distinct cards (suit × rank). */
export const CARD_KINDS = 52;
/**
 * In a one-suit game, a card of another suit that cannot leave the waste in this pass (see `loadSuitAlone`): it never
 * moves, nothing is built on it, and it is gone after the redeal. Its suit (4) has full foundations.
 */
export const BLOCKER = 52;
/** The card (0–51, or `BLOCKER`) in a card byte of the reserve, waste or stock; the bits above are markers. */
export const CARD_MASK = 63;
/** Marker bit: the card may not go to its Ace foundation (see `markers.ts`). */
export const NOT_TO_ACE = 64;
/** Marker bit: the card may not go to its King foundation. */
export const NOT_TO_KING = 128;
/** Distinct card bytes (card and markers), the stride of the Zobrist tables. */
export const CARD_BYTES = 256;
/** A path longer than this means something went wrong (a cycle the table forgot); the search gives up with unknown. */
export const MAX_DEPTH = 3000;
/** Room for one position's moves in the move buffer. */
export const MOVES_PER_PLY = 80;
/** A solver move is an engine move code in the low byte; a turn macro keeps the number of turns above it. */
export const MOVE_CODE_MASK = 255;
/** Where a turn macro's number of turns starts in a solver move. */
export const TURNS_SHIFT = 8;

/** The marker bit that forbids a foundation move (a code to ACE or KING). */
export const markerOf = (code: number): number => ((code & 15) === ACE ? NOT_TO_ACE : NOT_TO_KING);

/** True if two ranks are one apart, round the corner (King and Ace). */
export const isAdjacent = (rankA: number, rankB: number): boolean => {
  const difference = rankA > rankB ? rankA - rankB : rankB - rankA;
  return difference === 1 || difference === 12;
};
