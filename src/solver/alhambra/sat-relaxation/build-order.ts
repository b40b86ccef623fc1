import { groupBy, type Literal, not, type RelaxationModel } from './model.js';
import type { BuiltOnto } from './relaxation-types.js';

// Builds happen one after another, so they have an order, and it has no cycles. Every winning line satisfies these
// clauses with the order of its builds (`lineAssignment`).

/**
 * No mutual builds: two cards are never built each onto the other. Sound: the one built first was on the waste already
 * when the other, its bridge, was built onto it, and a card on the waste never goes back to its pile.
 */
export const encodeNoMutualBuilds = (model: RelaxationModel, builtOnto: readonly BuiltOnto[]): void => {
  const size = model.cards.length;
  const ontoOf = groupBy(builtOnto, (entry) => entry.card * size + entry.bridge);
  for (const entry of builtOnto)
    if (entry.card < entry.bridge)
      for (const reverse of ontoOf.get(entry.bridge * size + entry.card) ?? [])
        model.add(-entry.variable, -reverse.variable);
};

/**
 * The build order: each built card has an order, how many reserve cards were built before it (0 to one less
 * than the reserve's size); a card built onto a reserve card comes after it, and of two cards of one pile that are
 * both built, the upper one comes first (the lower one leaves the pile only once the upper one has). Returns
 * builtAfterAtLeast[card][k - 1]: at least k reserve cards were built before it.
 */
export const encodeBuildOrder = (model: RelaxationModel, builtOnto: readonly BuiltOnto[]): number[][] => {
  const { cards, reserve, slots, pilePairs, add, isReserve, builtBy } = model;
  const maxOrder = reserve.length - 1;
  const builtAfterAtLeast = cards.map((_, card) => (isReserve(card) ? model.block(maxOrder) : []));
  for (const card of reserve)
    for (let k = 1; k < maxOrder; k++) add(-builtAfterAtLeast[card]![k]!, builtAfterAtLeast[card]![k - 1]!);
  // Card `later`'s order exceeds card `earlier`'s, unless one of the literals `unless` holds.
  const builtAfter = (unless: Literal[], earlier: number, later: number): void => {
    add(...unless, builtAfterAtLeast[later]![0]!);
    for (let k = 1; k < maxOrder; k++)
      add(...unless, -builtAfterAtLeast[earlier]![k - 1]!, builtAfterAtLeast[later]![k]!);
    add(...unless, -builtAfterAtLeast[earlier]![maxOrder - 1]!);
  };
  for (const { card, bridge, variable } of builtOnto) if (isReserve(bridge)) builtAfter([-variable], bridge, card);
  for (const [upper, lower] of pilePairs)
    builtAfter([not(builtBy(upper, slots - 1)), not(builtBy(lower, slots - 1))], upper, lower);
  return builtAfterAtLeast;
};
