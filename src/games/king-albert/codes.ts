// The King Albert engine's move codes, shared with the solver, which reads and writes the same codes.
// A move's code is `(from << 5) | to` over pile numbers: columns 0–8, reserve slots 9–15, the foundation 16; a history
// entry keeps the moved card above the code's bits.

/** Pile number of the first reserve slot in a move code. */
export const RESERVE_BASE = 9;
/** Pile number of the foundation (of the moved card's suit) in a move code. */
export const FOUNDATION = 16;
/** Bits of a history entry below the moved card. */
export const CARD_SHIFT = 9;
/** Mask of the move code in a history entry. */
export const CODE_MASK = (1 << CARD_SHIFT) - 1;
