// The SAT relaxation of one-waste Alhambra (standard, any-suit and The Reinforcements, from the deal's start): a
// satisfiability problem that every winning line of the game satisfies, so "no solution" proves the deal lost, and a
// solution is a plan (`../plan.ts`) that may be played out into a win.
//
// What the relaxation drops (each only allows more, so every real line stays a solution): the order of moves within
// one slot, except for the deadlocks it states; the order among built cards on the waste, except what the clause
// families below state of it; and the markers, probes and all else of the search.
//
// The files, one per family of clauses (the group numbers are those tests, options and notes still use):
// - `model.ts`: cards, slots, the variable counter and the base variables (home, built, place, refilled, left);
//   `helper-variables.ts`, `waste.ts`: helper variables that many clauses share (what lies on the waste).
// - `persistence.ts` (group 1): home, built and places stay so; every card ends home.
// - `waste-stack.ts` (groups 2, 3, 5, 14): a card leaves the waste only from its top, a stream card only once turned.
// - `leaving-piles.ts` (group 4): reserve cards leave their piles top first, each build at its slot's place.
// - `build-bridges.ts` (groups 6, 9, 13): a build goes onto a bridge that is the waste's top and stays under it.
// - `build-order.ts` (groups 10, 11, 12): builds come one after another, without cycles, a pile's upper card first.
// - `foundation-order.ts` (group 7): each foundation takes one copy of each rank, in order.
// - `waste-deadlocks.ts` (group 8), `pile-deadlocks.ts` (group 15, held back unless asked for): a card bound for a
//   foundation lying under one that needs it first is stuck till the redeal.
// - `one-card-per-bridge.ts` (group 17): a bridge takes one card at a time and keeps it (standard and any-suit).
// - `stream-order.ts` (group 18): the stock's order as places and builds tell it, and three-card deadlocks in it.
// - The Reinforcements: `refills.ts` (group R): when a card can be refilled onto a pile; `pile-room.ts` (group R2):
//   each empty pile holds one refilled card at a time; `order-of-play.ts`, `waste-order-of-play.ts`,
//   `refill-order.ts` (groups 16, 16a, 16b): every event in one order of play, where the slots cannot see it.
// - `encoder.ts` assembles them in a fixed order (the order numbers the variables); `line-assignment.ts` reads a line
//   of play into the variables, which is how the tests check that every family is sound.
// Measurements behind the choices: docs/research/alhambra-sat-relaxation.md.

export { firstUnsatisfiedClause, makeDimacs } from '../../sat/cnf.js';
export { encodeAlhambraRelaxation } from './encoder.js';
export { lineAssignment } from './line-assignment.js';
export {
  type AceChoice,
  type AlhambraRelaxation,
  type BuildChoice,
  type BuiltOnto,
  type FirstOf,
  type OrderedEvent,
  RELAXATION_STOPPED,
  type RefillPile,
  type RelaxationOptions,
  type StreamAfter,
} from './relaxation-types.js';
