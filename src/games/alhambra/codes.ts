// The Alhambra engine's move codes, shared with the solver, which reads and writes the same codes.
// A card move's code is `(from << 4) | to` over pile numbers: reserve piles 0–7, waste piles 8–11, the Ace
// foundation 12 and the King foundation 13.

/** Pile number of the first waste pile in a move code. */
export const WASTE_BASE = 8;
/** Pile number of the Ace foundation (of the moved card's suit) in a move code. */
export const ACE = 12;
/** Pile number of the King foundation (of the moved card's suit) in a move code. */
export const KING = 13;
/** Move code of turning the stock. */
export const TURN_CODE = 224;
/** Move code of the redeal. */
export const REDEAL_CODE = 225;
