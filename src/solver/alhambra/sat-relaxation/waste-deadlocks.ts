import type { WaitsFor } from './foundation-order.js';
import { type Literal, not, PASSES, type RelaxationModel } from './model.js';
import type { Waste } from './waste.js';

// A deadlock on the waste: two cards of one suit bound for one foundation, the one it needs first lying below the
// other. Neither can go home before the next pass: the upper one waits for the lower one, which it covers, and a waste
// card leaves only for a foundation. So the clauses say: if they lie so, the lower one is not home by the pass's end.
// This is the one order within a slot that the relaxation keeps.

/**
 * In pass `pass`, stream cards `lower` and `upper` both lie on the waste once `upper` is turned (the negation, as
 * literals), neither refilled by the pass's end.
 */
export const bothOnWaste = (model: RelaxationModel, lower: number, upper: number, pass: number): Literal[] => {
  const { cards, slotsPerPass, homeBy, freed, endOfPass } = model;
  const beforeUpper = pass * slotsPerPass + cards[upper]!.index;
  return [
    homeBy(lower, beforeUpper),
    homeBy(upper, beforeUpper),
    freed(lower, endOfPass(pass)),
    freed(upper, endOfPass(pass)),
  ];
};

/**
 * The waste deadlocks: the deadlock for two stream cards (both there when the upper one is turned), for two cards of
 * one pile (the upper one cannot go home straight from the pile, the lower one not being home, so it must be built),
 * and between a built card and a stream card.
 */
export const encodeWasteDeadlocks = (model: RelaxationModel, waste: Waste, waitsFor: WaitsFor): void => {
  const { slots, streamPairs, pilePairs, add, notLeaving, builtBy, homeByPassEnd } = model;
  for (const [lower, upper] of streamPairs)
    for (const notBoth of waitsFor(lower, upper))
      for (let pass = 0; pass < PASSES; pass++)
        add(...bothOnWaste(model, lower, upper, pass), ...notBoth, not(homeByPassEnd(lower, pass)));
  for (const [upper, lower] of pilePairs)
    for (const notBoth of waitsFor(lower, upper))
      for (let slot = 0; slot < slots; slot++) add(...notLeaving(upper, slot), builtBy(upper, slot), ...notBoth);
  encodeBuiltAndStreamDeadlocks(model, waste, waitsFor);
};

/**
 * The deadlock between a built card and a stream card. A built card turned again (in slot `place` of a later pass) or
 * built (in slot `place`) while a stream card before its place lies on the waste covers it until the redeal if the
 * stream card must go home first: the stream card is there all through that slot. And a stream card turned while a
 * built card before it lies on the waste covers that one.
 */
const encodeBuiltAndStreamDeadlocks = (model: RelaxationModel, waste: Waste, waitsFor: WaitsFor): void => {
  const { cards, stream, reserve, slotsPerPass, add, builtBy, homeBy, placeAtMost, freed, endOfPass } = model;
  for (const card of reserve)
    for (const other of stream) {
      const index = cards[other]!.index;
      for (const notBoth of waitsFor(other, card))
        for (let pass = 0; pass < PASSES; pass++) {
          const end = endOfPass(pass);
          for (let place = index + 1; place < slotsPerPass; place++) {
            const slot = pass * slotsPerPass + place;
            const cover = [homeBy(other, slot), ...notBoth, not(homeBy(other, end)), freed(other, end)];
            // Built in this slot.
            add(not(builtBy(card, slot)), builtBy(card, slot - 1), ...cover);
            // Built in an earlier pass at this place, not home before this slot.
            if (pass > 0)
              add(
                not(builtBy(card, pass * slotsPerPass - 1)),
                not(waste.atPlace(card, place)),
                homeBy(card, slot - 1),
                freed(card, slot),
                ...cover,
              );
          }
        }
      for (const notBoth of waitsFor(card, other))
        for (let pass = 0; pass < PASSES; pass++) {
          const beforeOther = pass * slotsPerPass + index;
          add(
            not(builtBy(card, beforeOther)),
            not(placeAtMost(card, index)),
            homeBy(card, beforeOther),
            homeBy(other, beforeOther),
            ...notBoth,
            not(homeBy(card, endOfPass(pass))),
            freed(other, endOfPass(pass)),
            freed(card, endOfPass(pass)),
          );
        }
    }
};
