import { not, type RelaxationModel } from './model.js';

/**
 * Leaving the piles: how reserve cards leave their piles. No build once home; a pile's cards leave top first (a card is
 * built or home only once the card above it is); a build's place is its slot's j (never slot 0 of a pass, when the
 * waste is empty); a card built in an earlier pass goes home only once turned again (its place reached), or once
 * refilled onto a pile. Sound: each is a rule of the game or of what a place is.
 */
export const encodeLeavingPiles = (model: RelaxationModel): void => {
  const { reserve, slots, slotsPerPass, jOf, cardAbove, add, notLeaving, builtBy, homeBy, placeAtMost, freed } = model;
  for (const card of reserve) {
    const above = cardAbove.get(card);
    for (let slot = 0; slot < slots; slot++) {
      const j = jOf(slot);
      const buildNow = [not(builtBy(card, slot)), builtBy(card, slot - 1)];
      add(...buildNow, not(homeBy(card, slot - 1)));
      if (j === 0) add(...buildNow);
      else {
        add(...buildNow, placeAtMost(card, j));
        add(...buildNow, not(placeAtMost(card, j - 1)));
      }
      if (above !== undefined) {
        add(not(builtBy(card, slot)), builtBy(above, slot), homeBy(above, slot));
        add(not(homeBy(card, slot)), builtBy(above, slot), homeBy(above, slot));
      }
      const pass = Math.floor(slot / slotsPerPass);
      if (pass > 0)
        add(
          ...notLeaving(card, slot),
          not(builtBy(card, pass * slotsPerPass - 1)),
          placeAtMost(card, j),
          freed(card, slot),
        );
    }
  }
};
