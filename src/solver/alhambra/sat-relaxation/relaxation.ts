// The SAT relaxation of one-waste Alhambra (standard and any-suit from any position, The Reinforcements from the
// deal's start): a satisfiability problem that every winning line of the game satisfies, so "no solution" proves the
// position lost, and a solution is a plan (`../plan.ts`) that may be played out into a win. A position mid-game is
// read as a deal that begins there (`start.ts`, which says why that is sound).
//
// What the relaxation drops (each only allows more, so every real line stays a solution): the order of moves within
// one slot, except for the deadlocks it states; the order among built cards on the waste, except what the clause
// families below state of it; and the markers, probes and all else of the search.
//
// The files, one per family of clauses, each named for what it states:
// - `start.ts`: a position read as a deal that begins there; `encoder.ts` states that nothing happens before.
// - `model.ts`: cards, slots, the variable counter and the base variables (home, built, place, refilled, left);
//   `helper-variables.ts`, `waste.ts`: helper variables that many clauses share (what lies on the waste).
// - `persistence.ts`: home, built and places stay so; every card ends home.
// - `waste-stack.ts`: a card leaves the waste only from its top, a stream card only once turned (turned before home,
//   the stream stack, the built-and-stream stack, the covered built cards).
// - `leaving-piles.ts`: reserve cards leave their piles top first, each build at its slot's place.
// - `build-bridges.ts`: a build goes onto a bridge that is the waste's top and stays under it (the bridge choices, the
//   kept bridges, the covered bridges).
// - `build-order.ts`: builds come one after another, without cycles, a pile's upper card first (no mutual builds, the
//   build order).
// - `foundation-order.ts`: each foundation takes one copy of each rank, in order.
// - `waste-deadlocks.ts`, `pile-deadlocks.ts` (held back unless asked for): a card bound for a foundation lying under
//   one that needs it first is stuck till the redeal.
// - `one-card-per-bridge.ts`: a bridge takes one card at a time and keeps it (standard and any-suit).
// - `stream-order.ts`: the stock's order as places and builds tell it, and three-card deadlocks in it.
// - The Reinforcements: `refills.ts`: when a card can be refilled onto a pile; `pile-room.ts`: each empty pile holds
//   one refilled card at a time; `order-of-play.ts`, `waste-order-of-play.ts`, `refill-order.ts`: every event in one
//   order of play, where the slots cannot see it.
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
export { DEAL_START, gameAtStart, isDealStart, type RelaxationStart, relaxationPosition } from './start.js';
