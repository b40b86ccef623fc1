import { type Literal, not, type RelaxationModel } from './model.js';

// The Reinforcements: whenever a reserve pile empties, the top stock card goes onto it: a stream card, or a reserve
// card built onto the waste in an earlier pass. From then on the relaxation lets the card go home at any time, never
// lets it cover a waste card, and lets it be the bridge of a build whenever it is not home: each only allows more.

/** Literals one of which holds once some pile is empty: its bottom card, the last of the pile to leave, home or built. */
export const somePileEmpty = (model: RelaxationModel, slot: number): Literal[] =>
  model.bottoms.flatMap((bottom) =>
    bottom === undefined ? [] : [model.homeBy(bottom, slot), model.builtBy(bottom, slot)],
  );

/**
 * The refills: once refilled, a card stays so; it is refilled in a pass only before it is turned, when it is the
 * stock's top (every stream card before it in the stock's order and not turned in this pass is home or refilled: none
 * of them is in the stock, and the stock keeps that order), is not home, and some pile is empty. A reserve card is
 * refilled only after a pass in which it was built, and before it is met again at its place. Sound: these are the
 * conditions of a refill.
 */
export const encodeRefills = (model: RelaxationModel): void => {
  const { cards, stream, reserve, slots, slotsPerPass, stockSize, byIndex, jOf, add, freed, homeBy } = model;
  for (const card of stream) {
    const index = cards[card]!.index;
    for (let slot = 0; slot < slots; slot++) {
      const j = jOf(slot);
      if (slot > 0) add(not(freed(card, slot - 1)), freed(card, slot));
      const refillNow = [not(freed(card, slot)), freed(card, slot - 1)];
      if (j > index) {
        add(...refillNow);
        continue;
      }
      add(...refillNow, not(homeBy(card, slot - 1)));
      for (let before = j; before < index; before++)
        add(...refillNow, homeBy(byIndex[before]!, slot), freed(byIndex[before]!, slot));
      add(...refillNow, ...somePileEmpty(model, slot));
    }
  }
  for (const card of reserve)
    for (let slot = 0; slot < slots; slot++) {
      const pass = Math.floor(slot / slotsPerPass);
      if (slot > 0) add(not(freed(card, slot - 1)), freed(card, slot));
      const refillNow = [not(freed(card, slot)), freed(card, slot - 1)];
      if (pass === 0) {
        add(...refillNow);
        continue;
      }
      add(...refillNow, model.builtBy(card, pass * slotsPerPass - 1));
      add(...refillNow, not(homeBy(card, slot - 1)));
      add(...refillNow, not(model.placeAtMost(card, jOf(slot) - 1)));
      add(...refillNow, ...somePileEmpty(model, slot));
      // It is the stock's top: every stream card before its place and not turned yet in this pass is gone.
      for (let index = jOf(slot); index < stockSize; index++)
        add(...refillNow, model.placeAtMost(card, index), homeBy(byIndex[index]!, slot), freed(byIndex[index]!, slot));
    }
};
