import { not, type RelaxationModel } from './model.js';
import type { Waste } from './waste.js';

// The waste is a stack: a card leaves it (before the redeal, only for a foundation) only from its top. These clauses
// say so of stream cards and built cards, as far as the slots can tell who lies above whom. Every winning line
// satisfies them: each names only cards that lie above the leaving card in every line that gives these slots.

/**
 * Turned before home: a stream card goes home in a pass only after it is turned (in slot index + 1 or later), or once
 * refilled onto a pile (The Reinforcements). Sound: before its turn in a pass it lies in the stock.
 */
export const encodeTurnedBeforeHome = (model: RelaxationModel): void => {
  const { cards, stream, slots, jOf, add, notLeaving, freed } = model;
  for (const card of stream)
    for (let slot = 0; slot < slots; slot++)
      if (jOf(slot) <= cards[card]!.index) add(...notLeaving(card, slot), freed(card, slot));
};

/**
 * The stream stack: a stream card leaves the waste only after every later stream card turned in this pass is gone.
 * Sound: those lie on it.
 */
export const encodeStreamStack = (model: RelaxationModel, waste: Waste): void => {
  const { cards, stream, slots, jOf, add, notLeaving, freed } = model;
  for (const card of stream)
    for (let slot = 0; slot < slots; slot++)
      if (jOf(slot) > cards[card]!.index)
        add(...notLeaving(card, slot), freed(card, slot), waste.clearedAbove(slot, cards[card]!.index));
};

/**
 * The built-and-stream stack: built cards and stream cards on the waste. A card built before this slot and, if in an
 * earlier pass, met again in an earlier slot lies above every stream card before its place turned in this pass: it
 * leaves first. A stream card after a built card's place, turned in this pass, lies above it. Sound: the stream keeps
 * the order of places, and a card built in this slot has the slot's j as its place, after every stream card turned in
 * the pass so far (`leavesWaste`, built by the slot's end, serves for it).
 */
export const encodeBuiltAndStreamStack = (model: RelaxationModel, waste: Waste): void => {
  const { cards, stream, reserve, slots, jOf, add, notLeaving, freed, homeBy, placeAtMost } = model;
  for (const other of stream) {
    const index = cards[other]!.index;
    for (let slot = 0; slot < slots; slot++)
      if (jOf(slot) > index) add(...notLeaving(other, slot), freed(other, slot), waste.builtClearedAbove(slot, index));
  }
  for (const card of reserve)
    for (const other of stream) {
      const index = cards[other]!.index;
      for (let slot = 0; slot < slots; slot++)
        if (jOf(slot) > index)
          add(
            not(waste.leavesWaste(card, slot)),
            not(placeAtMost(card, index)),
            homeBy(other, slot),
            freed(other, slot),
          );
    }
};

/**
 * The covered built cards: a built card goes home only once every card built above it has. In a slot, the cards built
 * before it whose place lies after its own and before the slot's j lie on the waste above it (see `builtClearedAbove`),
 * and a card leaves the waste only for a foundation. (The built-and-stream stack and the kept bridges imply this for
 * cards built in this pass onto stream cards above it or onto it; this adds the cards built in earlier passes and
 * turned again.) Cards built at its own place after it are left out: whether they were turned again by then, the slots
 * do not say. Makes no variables of its own: the built-and-stream stack made every chain variable it uses, so their
 * definitions stay in the problem when it is deferred.
 */
export const encodeCoveredBuiltCards = (model: RelaxationModel, waste: Waste): void => {
  const { reserve, slots, jOf, add, placeAtMost } = model;
  for (const card of reserve)
    for (let slot = 1; slot < slots; slot++)
      // "At most `place`" suffices (the chain is true at a place only if true at every later one), and `leavesWaste`
      // serves: a card built in this slot has its j as its place, after every place here.
      for (let place = 1; place < jOf(slot) - 1; place++)
        add(not(waste.leavesWaste(card, slot)), not(placeAtMost(card, place)), waste.builtClearedAbove(slot, place));
};
