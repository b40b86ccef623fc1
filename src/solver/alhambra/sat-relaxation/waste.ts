import { helperVariable, makeChain } from './helper-variables.js';
import { type Literal, not, type RelaxationModel } from './model.js';

// What lies on the waste, as helper variables the clause families share (each made on first request, so the order of
// requests fixes their numbers).

/** The waste's helper variables of one deal (`makeWaste`). */
export type Waste = ReturnType<typeof makeWaste>;

/** Makes the waste's helper variables of a deal, each on first request. */
export const makeWaste = (model: RelaxationModel) => {
  const { slots, slotsPerPass, byIndex, reserve, homeBy, builtBy, placeAtMost, freed } = model;
  // (A refilled card was never turned in this pass: it was taken from the stock before its turn, or in a pass before.)
  const clearedAbove = makeChain(model, (slot, index) => [
    [homeBy(byIndex[index]!, slot), freed(byIndex[index]!, slot)],
  ]);
  const placeKnown = new Map<number, Literal>();
  const atPlace = (card: number, place: number): Literal =>
    helperVariable(model, placeKnown, card * slotsPerPass + place, 'implied', () => [
      placeAtMost(card, place),
      not(placeAtMost(card, place - 1)),
    ]);
  const wasteKnown = new Map<number, Literal>();
  const onWaste = (card: number, slot: number): Literal =>
    helperVariable(model, wasteKnown, card * slots + slot, 'implied', () => [
      builtBy(card, slot - 1),
      not(homeBy(card, slot)),
      not(freed(card, slot)),
    ]);
  const leavingKnown = new Map<number, Literal>();
  const leavesWaste = (card: number, slot: number): Literal =>
    helperVariable(model, leavingKnown, card * slots + slot, 'implied', () => [
      homeBy(card, slot),
      not(homeBy(card, slot - 1)),
      builtBy(card, slot),
      not(freed(card, slot)),
    ]);
  // Such a card lies on the waste above whatever is at `place` (the stream card of index `place`, or a card built at
  // that place) if that was turned or built in this pass before the slot: the card was built after it, or it was built
  // in an earlier pass and turned again after it (the stock keeps the order of places). So what is at `place` can
  // leave the waste, or be its top, in the slot only once that card has gone home: a card on the waste leaves only for
  // a foundation before the redeal. (A place before the slot's j was turned again before the slot began: its stream
  // card, or a later one, was.)
  const builtClearedAbove = makeChain(model, (slot, place) =>
    reserve.map((card) => [not(onWaste(card, slot)), not(atPlace(card, place))]),
  );
  return {
    /** Every stream card of index above `index` turned by slot `slot` is home by then. */
    clearedAbove,
    /** Built card `card`'s place is `place`. */
    atPlace,
    /** Reserve card `card` lies on the waste in slot `slot`: built before it, not home by its end (nor refilled). */
    onWaste,
    /** Reserve card `card`, built by the end of slot `slot`, goes home from the waste in it (not refilled). */
    leavesWaste,
    /**
     * Every card built before slot `slot` whose place is after `place` and before the slot's j is home by the end of
     * the slot.
     */
    builtClearedAbove,
  };
};
