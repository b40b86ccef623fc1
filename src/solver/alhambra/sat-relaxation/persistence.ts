import { not, type RelaxationModel } from './model.js';

/**
 * Persistence: home and built stay so, a built card's place "at most j" stays so for larger j, and every card is
 * home at the end. Sound: no card leaves a foundation, a built card is never unbuilt, and a winning line brings every
 * card home.
 */
export const encodePersistence = (model: RelaxationModel): void => {
  const { cards, reserve, slots, slotsPerPass, add, homeBy, builtBy, placeAtMost } = model;
  for (let card = 0; card < cards.length; card++) {
    for (let slot = 1; slot < slots; slot++) add(not(homeBy(card, slot - 1)), homeBy(card, slot));
    add(homeBy(card, slots - 1));
  }
  for (const card of reserve) {
    for (let slot = 1; slot < slots; slot++) add(not(builtBy(card, slot - 1)), builtBy(card, slot));
    for (let j = 1; j < slotsPerPass; j++) add(not(placeAtMost(card, j - 1)), placeAtMost(card, j));
  }
};
