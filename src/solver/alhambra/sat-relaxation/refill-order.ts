import { not, PASSES, type RelaxationModel } from './model.js';
import type { EventOrder } from './order-of-play.js';
import type { FirstOf, RefillPile } from './relaxation-types.js';

// Refills in the order of play (The Reinforcements: the order of play and the refill order). A refill takes the stock's
// top card, and the stock keeps its order, so refills come in stock order, and only once what lay above the card in the
// stock is gone. Every line gives the events places that satisfy these clauses.

/**
 * A refill takes the stock's top card (as the refills say): a stream card of the stock above it that is never refilled
 * in that pass has gone home before. Above it: a stream card before it in the stock's order, or, for a reserve card
 * built in an earlier pass, one before its place; not turned yet in that pass, as the refill comes in a slot no later
 * than its index. So has a reserve card built in an earlier pass and lying before it in the stock, unless refilled in
 * that pass: at place p, it is turned in slot p or later, so a refill by the end of slot p - 1 comes while it is in the
 * stock.
 */
export const encodeRefillTakesTop = (model: RelaxationModel, order: EventOrder): void => {
  const { cards, stream, reserve, slotsPerPass, isReserve, isPlace, builtBy, placeAtMost, freed, endOfPass } = model;
  const { homeOrder, refillOrder, orderUnless } = order;
  for (const card of cards.keys())
    for (const other of stream) {
      const index = cards[other]!.index;
      if (!isReserve(card) && index >= cards[card]!.index) continue;
      for (let pass = isReserve(card) ? 1 : 0; pass < PASSES; pass++) {
        const unless = [
          not(freed(card, pass * slotsPerPass + index)),
          freed(card, endOfPass(pass - 1)),
          isReserve(card) ? placeAtMost(card, index) : false,
          freed(other, endOfPass(pass)),
        ];
        orderUnless(unless, homeOrder[other]!, refillOrder[card]!, true);
      }
    }
  for (const card of reserve)
    for (const other of stream) {
      const index = cards[other]!.index;
      for (let pass = 1; pass < PASSES; pass++)
        for (let place = 1; place <= index; place++)
          orderUnless(
            [
              not(freed(other, pass * slotsPerPass + place - 1)),
              freed(other, endOfPass(pass - 1)),
              ...isPlace(card, place),
              not(builtBy(card, endOfPass(pass - 1))),
              freed(card, endOfPass(pass)),
            ],
            homeOrder[card]!,
            refillOrder[other]!,
            true,
          );
    }
};

/**
 * The refill order: refills one pile at a time. Two stream cards are refilled in stock order (one pile empties per
 * move; a redeal refills the empty piles in one move, in stock order too), a card refilled in an earlier pass first. A
 * pile holds one refilled card at a time: of two stream cards first refilled onto one pile, the later refill comes no
 * earlier than the first card's leaving (the move that empties the pile refills it). Returns the variables true when
 * `first` was refilled first.
 */
export const encodeRefillOrder = (
  model: RelaxationModel,
  order: EventOrder,
  refillPiles: readonly RefillPile[],
): FirstOf[] => {
  const { layout, streamPairs, freed, endOfPass } = model;
  const { leaveOrder, refillOrder, orderUnless } = order;
  const pileOf = new Map<number, number>();
  for (const { card, pile, variable } of refillPiles) pileOf.set(card * 8 + pile, variable);
  const firstRefilled: FirstOf[] = [];
  for (const [lower, upper] of streamPairs) {
    for (let pass = 0; pass < PASSES; pass++) {
      const upperNow = [not(freed(upper, endOfPass(pass))), freed(upper, endOfPass(pass - 1))];
      orderUnless([...upperNow, not(freed(lower, endOfPass(pass)))], refillOrder[lower]!, refillOrder[upper]!, false);
      const lowerNow = [not(freed(lower, endOfPass(pass))), freed(lower, endOfPass(pass - 1))];
      if (pass > 0)
        orderUnless(
          [...lowerNow, not(freed(upper, endOfPass(pass - 1)))],
          refillOrder[upper]!,
          refillOrder[lower]!,
          false,
        );
    }
    const lowerFirst = model.newVariable();
    firstRefilled.push({ first: lower, second: upper, variable: lowerFirst });
    for (let pile = 0; pile < layout.reserve.length; pile++) {
      const onPile = [-pileOf.get(lower * 8 + pile)!, -pileOf.get(upper * 8 + pile)!];
      orderUnless([...onPile, -lowerFirst], leaveOrder[lower]!, refillOrder[upper]!, false);
      orderUnless([...onPile, lowerFirst], leaveOrder[upper]!, refillOrder[lower]!, false);
    }
  }
  return firstRefilled;
};
