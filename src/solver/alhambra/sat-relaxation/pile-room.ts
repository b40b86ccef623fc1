import type { Bridges } from './build-bridges.js';
import { type Literal, literalValue, not, type RelaxationModel } from './model.js';
import type { BuildChoice, BuiltOnto } from './relaxation-types.js';

// The piles' room (The Reinforcements). An empty pile takes one card, and the next only once that one has left it
// (home, or built onto the waste, which needs a bridge there). So at the end of each slot the refilled cards that have
// not left their pile are at most as many as the piles emptied (bottom card gone). A card refilled a second time is not
// counted: fewer counted, only allowing more.

/** The Reinforcements: per card, a variable true when its first leaving of a pile after its first refill went onto the waste (0 elsewhere). */
export const makeLeftOntoWaste = (model: RelaxationModel): number[] =>
  model.cards.map(() => (model.refills ? model.newVariable() : 0));

/**
 * left(c, s): refilled card c left its pile the first time by then; it left in this slot and is not home by its end (or
 * left onto the waste at all) only by a build onto a bridge that can be its top and stays under it for the rest of the
 * pass, as in the kept bridges. (The Reinforcements is never any-suit: `bridgesOf` keeps to the suit.) Returns the
 * choices.
 */
export const encodeLeaving = (
  model: RelaxationModel,
  bridges: Bridges,
  leftOntoWaste: readonly number[],
): { leaveChoices: BuildChoice[]; leftOnto: BuiltOnto[] } => {
  const { cards, slots, slotsPerPass, jOf, left, add, homeBy, freed } = model;
  const leaveChoices: BuildChoice[] = [];
  const leftOnto: BuiltOnto[] = [];
  const leftOntoIn = bridges.stayingUnder(leftOnto);
  for (const card of cards.keys()) {
    const row = left[card]!;
    const ontoWaste = leftOntoWaste[card]!;
    const candidates = bridges.bridgesOf(card);
    for (let slot = 0; slot < slots; slot++) {
      if (slot > 0) add(-row[slot - 1]!, row[slot]!);
      add(-row[slot]!, freed(card, slot));
      add(not(homeBy(card, slot)), not(freed(card, slot)), row[slot]!);
      const pass = Math.floor(slot / slotsPerPass);
      const choices =
        jOf(slot) === 0
          ? []
          : candidates.flatMap((bridge) => {
              const top = bridges.canBeTop(bridge, slot);
              if (top === false) return [];
              const choice = model.newVariable();
              leaveChoices.push({ card, bridge, slot, variable: choice });
              add(-choice, top);
              add(-choice, leftOntoIn(card, bridge, pass));
              return [choice];
            });
      add(-row[slot]!, slot > 0 ? row[slot - 1]! : false, homeBy(card, slot), ...choices);
      // Left onto the waste (the order of play), whether or not home by the slot's end: onto a bridge as well.
      add(-row[slot]!, slot > 0 ? row[slot - 1]! : false, -ontoWaste, ...choices);
    }
  }
  return { leaveChoices, leftOnto };
};

/** At least m + 1 piles emptied by the end of the slot, for m = 0 … 3: every set of 4 - m piles has one. */
const emptiedAtLeast = (model: RelaxationModel, slot: number, m: number): Literal => {
  const gone = model.bottoms.map((bottom) => [model.homeBy(bottom!, slot), model.builtBy(bottom!, slot)]);
  const variable = model.newVariable();
  const subsets = (from: number, size: number): number[][] =>
    size === 0
      ? [[]]
      : from >= gone.length
        ? []
        : [...subsets(from + 1, size - 1).map((rest) => [from, ...rest]), ...subsets(from + 1, size)];
  for (const subset of subsets(0, gone.length - m)) model.add(-variable, ...subset.flatMap((pile) => gone[pile]!));
  model.definitions.set(
    variable,
    (get) => gone.filter((literals) => literals.some((literal) => literalValue(literal, get))).length >= m + 1,
  );
  return variable;
};

/** The count: per slot, refilled cards still in a pile (refilled, not left) are no more than the piles emptied. */
export const encodePileRoom = (model: RelaxationModel): void => {
  const { cards, slots, left, add, definitions, freed } = model;
  for (let slot = 0; slot < slots; slot++) {
    // In pile: refilled and not left. A sequential counter: atLeast[k] true once k + 1 of the cards so far are.
    let atLeast: Literal[] = [false, false, false, false, false];
    for (const card of cards.keys()) {
      const inPile = model.newVariable();
      const refilledNow = freed(card, slot);
      const leftNow = left[card]![slot]!;
      add(not(refilledNow), leftNow, inPile);
      definitions.set(inPile, (get) => literalValue(refilledNow, get) && !get(leftNow));
      const before = atLeast;
      atLeast = before.map((_, k) => {
        const variable = model.newVariable();
        add(not(before[k]!), variable);
        add(-inPile, k === 0 ? true : not(before[k - 1]!), variable);
        definitions.set(
          variable,
          (get) => literalValue(before[k]!, get) || (get(inPile) && (k === 0 || literalValue(before[k - 1]!, get))),
        );
        return variable;
      });
    }
    add(not(atLeast[4]!));
    for (let m = 0; m < 4; m++) add(not(atLeast[m]!), emptiedAtLeast(model, slot, m));
  }
};
