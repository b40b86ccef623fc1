import { groupBy, type Literal, not, PASSES, type RelaxationModel } from './model.js';
import type { EventOrder } from './order-of-play.js';
import type { BuiltOnto, FirstOf } from './relaxation-types.js';

// The waste in the order of play (The Reinforcements). A card built onto a bridge (a reserve card's first build, a
// stream card's first leaving of its refilled pile onto the waste) finds the bridge on top of the waste, and the waste
// is a stack, in the order of play as in the slots (the stream stack, the built-and-stream stack, the kept bridges).
// Every line gives the events places that satisfy these clauses.

/** The builds onto a bridge the order of play speaks of: reserve cards' builds, stream cards' leavings onto the waste. */
export const ontoEntriesOf = (
  model: RelaxationModel,
  builtOnto: readonly BuiltOnto[],
  leftOnto: readonly BuiltOnto[],
): BuiltOnto[] => [...builtOnto, ...leftOnto.filter((entry) => !model.isReserve(entry.card))];

/**
 * A bridge is on the waste at the build, so it goes home later; a reserve bridge left its pile before; a bridge that
 * goes home in the pass of the build waits for the card on it (it leaves the waste only for a foundation, and nothing
 * is refilled from the waste within a pass). And the waste's stack: cards turned above a bridge before a build onto it,
 * or above a card, went home before it leaves.
 */
export const encodeWasteOrderOfPlay = (
  model: RelaxationModel,
  order: EventOrder,
  builtOnto: readonly BuiltOnto[],
  ontoEntries: readonly BuiltOnto[],
): void => {
  const { isReserve, homeBy, freed, endOfPass } = model;
  const { homeOrder, leaveOrder, orderUnless } = order;
  // A stream bridge refilled by the end of the build's pass was refilled before the build (a card turned in a pass
  // stays on the waste until the redeal, and the waste is empty when a pass begins), so it came onto the waste by
  // leaving its pile.
  for (const { card, bridge, pass, variable } of ontoEntries) {
    orderUnless([-variable], leaveOrder[card]!, homeOrder[bridge]!, true);
    const onWasteBy = isReserve(bridge) ? [] : [not(freed(bridge, endOfPass(pass)))];
    orderUnless([-variable, ...onWasteBy], leaveOrder[bridge]!, leaveOrder[card]!, true);
    orderUnless([-variable, not(homeBy(bridge, endOfPass(pass)))], homeOrder[card]!, homeOrder[bridge]!, true);
  }
  encodeCoveredBridges(model, order, builtOnto);
  encodeWasteStack(model, order);
};

/**
 * A reserve card built onto a bridge met in that pass: every stream card turned after the bridge and before the build
 * lies above the bridge, so it has gone home before the build (it is not refilled, as it was turned, and it cannot be
 * built). Turned before the build: its index is below the build's place. (Unless it was home before the pass, or the
 * bridge came onto the waste from a pile, as a refilled card.) A reserve bridge lies at its place: the stream cards
 * from its place on come above it.
 */
const encodeCoveredBridges = (model: RelaxationModel, order: EventOrder, builtOnto: readonly BuiltOnto[]): void => {
  const { cards, stockSize, byIndex, isReserve, placeAtMost, homeBy, freed, endOfPass } = model;
  for (const { card, bridge, pass, variable } of builtOnto) {
    const from = isReserve(bridge) ? 0 : cards[bridge]!.index + 1;
    for (let index = from; index < stockSize; index++) {
      const above = byIndex[index]!;
      const unless = [
        -variable,
        placeAtMost(card, index),
        isReserve(bridge) ? not(placeAtMost(bridge, index)) : false,
        homeBy(above, endOfPass(pass - 1)),
        freed(above, endOfPass(pass)),
        freed(bridge, endOfPass(pass)),
      ];
      order.orderUnless(unless, order.homeOrder[above]!, order.leaveOrder[card]!, true);
    }
  }
};

/**
 * The waste is a stack in the order of play too (the stream stack): of two stream cards turned in one pass, the later
 * one lies on the earlier one, so if the earlier one goes home in that pass after the later one was turned, the later
 * one went home first (unless either is refilled, which takes it out of the stream, or the later one was home before
 * the pass). And a stream card turned in a pass at or after the place of a reserve card built before its turn lies on
 * that card: if the built card goes home in that pass after the turn, the stream card went home first (the
 * built-and-stream stack).
 */
const encodeWasteStack = (model: RelaxationModel, order: EventOrder): void => {
  const { cards, stream, reserve, slotsPerPass, streamPairs, homeBy, builtBy, placeAtMost, freed, endOfPass } = model;
  const { homeOrder, orderUnless } = order;
  for (const [lower, upper] of streamPairs)
    for (let pass = 0; pass < PASSES; pass++) {
      const unless = [
        homeBy(lower, pass * slotsPerPass + cards[upper]!.index),
        not(homeBy(lower, endOfPass(pass))),
        homeBy(upper, endOfPass(pass - 1)),
        freed(lower, endOfPass(pass)),
        freed(upper, endOfPass(pass)),
      ];
      orderUnless(unless, homeOrder[upper]!, homeOrder[lower]!, true);
    }
  for (const card of reserve)
    for (const other of stream) {
      const index = cards[other]!.index;
      for (let pass = 0; pass < PASSES; pass++) {
        const turn = pass * slotsPerPass + index;
        const unless: Literal[] = [
          not(builtBy(card, turn)),
          not(placeAtMost(card, index)),
          homeBy(card, turn),
          not(homeBy(card, endOfPass(pass))),
          homeBy(other, endOfPass(pass - 1)),
          freed(other, endOfPass(pass)),
          freed(card, endOfPass(pass)),
        ];
        orderUnless(unless, homeOrder[other]!, homeOrder[card]!, true);
      }
    }
};

/**
 * Two cards built onto one bridge in one pass: the first lies on it until it goes home (or the redeal), so the second
 * is built only after the first has gone home, in the order of play and in slots. Returns the variables true when
 * `first` was built first.
 */
export const encodeSharedBridgeOrder = (
  model: RelaxationModel,
  order: EventOrder,
  ontoEntries: readonly BuiltOnto[],
): FirstOf[] => {
  const { slots, add, isReserve, builtBy, left, homeBy } = model;
  const { homeOrder, leaveOrder, orderUnless } = order;
  // By the end of the slot: a reserve card built (its first build), a stream card left its refilled pile.
  const ontoBy = (card: number, slot: number): Literal => (isReserve(card) ? builtBy(card, slot) : left[card]![slot]!);
  const firstOnto: FirstOf[] = [];
  for (const group of groupBy(ontoEntries, (entry) => entry.bridge * PASSES + entry.pass).values())
    for (const [at, one] of group.entries())
      for (const other of group.slice(at + 1)) {
        if (one.card === other.card) continue;
        const variable = model.newVariable();
        firstOnto.push({ first: one.card, second: other.card, variable });
        const both = [-one.variable, -other.variable];
        orderUnless([...both, -variable], homeOrder[one.card]!, leaveOrder[other.card]!, true);
        orderUnless([...both, variable], homeOrder[other.card]!, leaveOrder[one.card]!, true);
        for (let slot = 0; slot < slots; slot++) {
          add(...both, -variable, not(ontoBy(other.card, slot)), homeBy(one.card, slot));
          add(...both, variable, not(ontoBy(one.card, slot)), homeBy(other.card, slot));
        }
      }
  return firstOnto;
};
