import type { WaitsFor } from './foundation-order.js';
import { groupBy, type Literal, not, PASSES, type RelaxationModel } from './model.js';
import type { BuiltOnto, StreamAfter } from './relaxation-types.js';

// The stream order. The cards not home that lie in the stock or on the waste keep their order for
// good: a turn, a redeal and a card going home leave it as it is, and a build puts the card right after its bridge.
// So "card b lies after card a whenever both are there" is a fact of a line, `after(a, b)`, read from the deal
// (stream cards: their indices), from places (a built card at place p lies after the stream cards below p and before
// the others, and after the cards built at earlier places), from builds (a card built onto a bridge lies right after
// it, so after whatever lies before the bridge), and from a bridge taking a second card in a later pass (at that build
// the bridge is the waste's top, so the first card, not home, is still in the stock: the second card lies before it).
// Only these implications are clauses (each variable is true at least when they say so), and `after` appears only
// negated in the deadlocks, so a line's facts satisfy every clause.

/** Where the deadlock clauses of the stream's order go: the problem, or held back. */
export type StreamOrderTarget = 'in-problem' | 'held-back';

/**
 * The stream's order and its deadlocks (see above); the deadlocks go to the problem or to `heldBack`. Returns the
 * `after` variables.
 */
export const encodeStreamOrder = (
  model: RelaxationModel,
  waitsFor: WaitsFor,
  builtOnto: readonly BuiltOnto[],
  target: StreamOrderTarget,
): StreamAfter[] => {
  const { cards, stream, reserve, isReserve } = model;
  const stockCount = stream.length;
  // after[a][b - stockCount] for any card a and reserve card b; afterStream[a - stockCount][s] for reserve a, stream s.
  const afterReserve = cards.map((_, card) => reserve.map((other) => (other === card ? 0 : model.newVariable())));
  const afterStream = reserve.map(() => stream.map(() => model.newVariable()));
  const streamAfter: StreamAfter[] = [];
  for (const first of cards.keys())
    for (const second of reserve)
      if (first !== second) streamAfter.push({ first, second, variable: afterReserve[first]![second - stockCount]! });
  for (const first of reserve)
    for (const second of stream)
      streamAfter.push({ first, second, variable: afterStream[first - stockCount]![cards[second]!.index]! });
  const after = (first: number, second: number): Literal => {
    if (isReserve(second)) return afterReserve[first]![second - stockCount]!;
    if (isReserve(first)) return afterStream[first - stockCount]![cards[second]!.index]!;
    return cards[first]!.index < cards[second]!.index;
  };
  defineAfter(model, builtOnto, after);
  encodeAfterFacts(model, builtOnto, after);
  model.into(target === 'held-back' ? model.heldBack : model.clauses, () =>
    encodeThreeCardDeadlocks(model, waitsFor, after),
  );
  return streamAfter;
};

/** A line's value of each `after` variable: true exactly when the implications of `encodeAfterFacts` say so. */
const defineAfter = (
  model: RelaxationModel,
  builtOnto: readonly BuiltOnto[],
  after: (first: number, second: number) => Literal,
): void => {
  const { cards, stream, reserve, slots, built, atOrBefore, definitions, isReserve, homeByPassEnd } = model;
  const lastSlot = slots - 1;
  const ontoOfCard = groupBy(builtOnto, (entry) => entry.card);
  const placeOf = (card: number, get: (variable: number) => boolean): number =>
    atOrBefore[card]!.findIndex((variable) => get(variable));
  for (const first of cards.keys())
    for (const second of reserve) {
      if (first === second) continue;
      definitions.set(after(first, second) as number, (get) => {
        const value = (literal: Literal) => (typeof literal === 'boolean' ? literal : get(literal));
        if (!get(built[second]![lastSlot]!)) return false;
        if (!isReserve(first) && placeOf(second, get) > cards[first]!.index) return true;
        if (isReserve(first) && get(built[first]![lastSlot]!) && placeOf(first, get) < placeOf(second, get))
          return true;
        const entries = ontoOfCard.get(second) ?? [];
        for (const entry of entries) {
          if (!get(entry.variable)) continue;
          if (entry.bridge === first || value(after(first, entry.bridge))) return true;
        }
        for (const entry of entries)
          if (get(entry.variable))
            for (const other of ontoOfCard.get(first) ?? [])
              if (
                other.bridge === entry.bridge &&
                entry.pass < other.pass &&
                get(other.variable) &&
                !value(homeByPassEnd(second, other.pass))
              )
                return true;
        return false;
      });
    }
  for (const first of reserve)
    for (const second of stream)
      definitions.set(
        after(first, second) as number,
        (get) => get(built[first]![lastSlot]!) && placeOf(first, get) <= cards[second]!.index,
      );
};

/** The facts of the stream's order, from places, builds and bridges taking a second card in a later pass. */
const encodeAfterFacts = (
  model: RelaxationModel,
  builtOnto: readonly BuiltOnto[],
  after: (first: number, second: number) => Literal,
): void => {
  const { cards, stream, reserve, slots, slotsPerPass, add, builtBy, placeAtMost, homeByPassEnd } = model;
  const lastSlot = slots - 1;
  // Only facts about two cards of one suit are ever used (in the deadlock), so only they are forced, except through
  // bridges; in standard, where a build keeps to the suit, this loses nothing and keeps the problem smaller.
  const sameSuit = (first: number, second: number) => cards[first]!.suit === cards[second]!.suit;
  for (const card of reserve) {
    const built = builtBy(card, lastSlot);
    for (const other of stream) {
      if (!sameSuit(card, other)) continue;
      const index = cards[other]!.index;
      add(not(built), placeAtMost(card, index), after(other, card));
      add(not(built), not(placeAtMost(card, index)), after(card, other));
    }
    for (const other of reserve)
      if (other !== card && sameSuit(card, other))
        for (let place = 1; place < slotsPerPass; place++)
          add(
            not(built),
            not(builtBy(other, lastSlot)),
            not(placeAtMost(card, place - 1)),
            placeAtMost(other, place - 1),
            after(card, other),
          );
  }
  for (const { card, bridge, variable } of builtOnto) {
    add(-variable, after(bridge, card));
    for (const other of cards.keys())
      if (other !== card && other !== bridge && sameSuit(card, other))
        add(not(after(other, bridge)), -variable, after(other, card));
  }
  for (const group of groupBy(builtOnto, (entry) => entry.bridge).values())
    for (const first of group)
      for (const second of group)
        if (first.pass < second.pass && first.card !== second.card)
          add(
            -first.variable,
            -second.variable,
            homeByPassEnd(first.card, second.pass),
            after(second.card, first.card),
          );
};

/**
 * A deadlock of three cards of one suit bound for one foundation: at the start of a pass, `lower` < `middle` < `upper`
 * in the foundation's order all lie in the stream, none home, `middle` before `upper` before `lower`. In that pass
 * `middle` goes home only after `lower`, which comes onto the waste only after `upper`; `upper` covers `middle` from
 * the moment it comes, and waits for it. So `middle` is not home by the pass's end (in the next pass it may be, once
 * `lower` has gone home).
 */
const encodeThreeCardDeadlocks = (
  model: RelaxationModel,
  waitsFor: WaitsFor,
  after: (first: number, second: number) => Literal,
): void => {
  const { cards, slotsPerPass, add, isReserve, builtBy, homeBy, homeByPassEnd } = model;
  for (let suit = 0; suit < 4; suit++) {
    const ofSuit = cards.flatMap((card, number) => (card.suit === suit ? [number] : []));
    for (const middle of ofSuit)
      for (const upper of ofSuit)
        for (const upperWaits of waitsFor(middle, upper))
          for (const lower of ofSuit)
            for (const middleWaits of waitsFor(lower, middle)) {
              if (!isReserve(lower) && !isReserve(middle) && !isReserve(upper)) continue;
              // One foundation for all three: ranks rising to the Ace foundation or falling to the King one.
              const { rank } = cards[middle]!;
              if (cards[lower]!.rank < rank !== rank < cards[upper]!.rank) continue;
              for (let pass = 1; pass < PASSES; pass++) {
                const end = pass * slotsPerPass - 1;
                const there = (card: number): Literal[] =>
                  isReserve(card) ? [not(builtBy(card, end)), homeBy(card, end)] : [homeBy(card, end)];
                add(
                  not(after(middle, upper)),
                  not(after(upper, lower)),
                  ...upperWaits,
                  ...middleWaits,
                  ...there(lower),
                  ...there(middle),
                  ...there(upper),
                  not(homeByPassEnd(middle, pass)),
                );
              }
            }
  }
};
