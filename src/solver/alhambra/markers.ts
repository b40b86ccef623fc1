// Markers: a foundation move the search has passed over (its branch searched without a win) marks its card against
// that foundation for the later siblings, in two bits of the card byte (`NOT_TO_ACE`, `NOT_TO_KING`, part of the hash).
//
// The rule: at a position N whose moves are tried in turn, once the branch of a move m = card c to foundation F is
// done, the later siblings' lines may be assumed not to put c onto F (c in the reserve: never straight from its pile;
// c on the single waste: not before a reserve card has been built onto c, which lifts the marker). Proof: if a
// winning line L from N (keeping N's markers) puts c onto F at time t in such a way, then m first, followed by L
// without c's own moves, wins too, so the branch of m already found a win. That line is legal because
// - F needs c's rank from now until t and only c or its twin could fill it; the twin cannot (c could not follow), so
//   L never uses F before t;
// - c in the reserve: it stays on top of its pile until t (nothing is built on the reserve), so L never moves from
//   that pile before t and the card uncovered early changes nothing; in Reinforcement the pile must keep a card under
//   c, else the refill would come at another time;
// - c on the waste: L's moves that use c are its own moves (turning it in a later pass, taking it home) and builds
//   onto it, and there are none of the latter before t; elsewhere the waste without c shows the same top as with it.
//   Not in Reinforcement (refills take waste cards into the reserve in later passes) nor Granada (waste cards move
//   between piles). A marker that no card left in the reserve can lift is for good (cards only leave the reserve),
//   and only those count in the dead-end test.
// Nested use is sound by the same argument at each marking position (L keeps the outer markers, and so does the
// shortened line). A marked card whose only way home is the marked move therefore ends the branch (`generateMoves`).
import { ACE, KING, WASTE_BASE } from '../../games/alhambra/codes.js';
import { markerOf } from './encoding.js';
import type { AlhambraPosition } from './position.js';

/** True if a foundation move, when the search passes it over for a sibling, may mark its card against it. */
export const markable = (position: AlhambraPosition, code: number): boolean => {
  const to = code & 15;
  if (to !== ACE && to !== KING) return false;
  const from = code >> 4;
  if (from < WASTE_BASE) return !position.refills || position.reserveHeight[from]! > 1;
  return !position.refills && position.wasteCount === 1;
};

/** True if the card of a foundation move is marked against it. */
export const markerBlocks = (position: AlhambraPosition, code: number): boolean =>
  (position.topByte(code >> 4) & markerOf(code)) !== 0;
