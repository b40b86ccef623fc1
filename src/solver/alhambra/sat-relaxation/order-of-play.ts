import { type Literal, not, type RelaxationModel } from './model.js';
import type { OrderedEvent, RefillPile } from './relaxation-types.js';

// The order of play (The Reinforcements, where most of a game can pass in one slot: its piles and the refills play like
// free cells while the stock stands still). Every event (a card home; a reserve card leaving its pile, built or home;
// a card first refilled) has a place in the order of play, and the relations the rules impose hold between them. A
// line's moves give the places (ties only for events of one move), so every line stays a solution; cycles that the
// slots cannot see, all within one slot, are ruled out.

/** The order of play of one deal (`makeEventOrder`). */
export type EventOrder = ReturnType<typeof makeEventOrder>;

/** Makes each card's events' places (home, leave, refill, in that order of variables) and the ways to order them. */
export const makeEventOrder = (model: RelaxationModel) => {
  const { cards, add, definitions } = model;
  const eventCount = cards.length * 3;
  const events: OrderedEvent[] = [];
  const orderOf = (kind: OrderedEvent['kind'], card: number): readonly number[] => {
    const atLeast = model.block(eventCount - 1);
    for (let k = 1; k < atLeast.length; k++) add(-atLeast[k]!, atLeast[k - 1]!);
    events.push({ kind, card, atLeast });
    return atLeast;
  };
  const homeOrder = cards.map((_, card) => orderOf('home', card));
  // A stream card's leaving: of its pile, the first time after its first refill.
  const leaveOrder = cards.map((_, card) => orderOf('leave', card));
  const refillOrder = cards.map((_, card) => orderOf('refill', card));
  // `earlier` comes before `later` (or no later, if not `strict`) unless one of `unless` holds.
  const comesBefore = (unless: Literal[], earlier: readonly number[], later: readonly number[], strict: boolean) => {
    const top = earlier.length;
    if (strict) add(...unless, later[0]!);
    for (let k = 1; k <= top; k++) {
      const reached = strict ? k + 1 : k;
      if (reached > top) add(...unless, -earlier[k - 1]!);
      else add(...unless, -earlier[k - 1]!, later[reached - 1]!);
    }
  };
  const placeOf = (atLeast: readonly number[], get: (variable: number) => boolean) =>
    atLeast.filter((variable) => get(variable)).length;
  // A variable that, when true, puts `earlier` before `later` (no later, if not `strict`): one per pair of events, so
  // that the many conditions that call for one order share its clauses (each condition implies the variable).
  const orderings = new Map<string, number>();
  const ordering = (earlier: readonly number[], later: readonly number[], strict: boolean): number => {
    const key = `${earlier[0]} ${later[0]} ${strict}`;
    const known = orderings.get(key);
    if (known !== undefined) return known;
    const variable = model.newVariable();
    orderings.set(key, variable);
    comesBefore([-variable], earlier, later, strict);
    definitions.set(variable, (get) =>
      strict ? placeOf(earlier, get) < placeOf(later, get) : placeOf(earlier, get) <= placeOf(later, get),
    );
    return variable;
  };
  return {
    events,
    homeOrder,
    leaveOrder,
    refillOrder,
    /** `earlier` before `later` (no later, if not `strict`) unless one of `unless` holds, in clauses of its own. */
    comesBefore,
    /** The same, by way of the pair's shared ordering variable. */
    orderUnless: (unless: Literal[], earlier: readonly number[], later: readonly number[], strict: boolean) =>
      add(...unless, ordering(earlier, later, strict)),
  };
};

/**
 * The rules' order among events: a foundation takes its cards in order; a pile's cards leave top first; a card leaves
 * after it was refilled and goes home no earlier than it leaves (in one move if it left for home); a refill comes no
 * earlier than the emptying of its pile (the move that empties it). Returns the pile each refilled card went onto.
 */
export const encodeOrderOfPlay = (
  model: RelaxationModel,
  order: EventOrder,
  toAce: readonly Literal[],
  leftOntoWaste: readonly number[],
): RefillPile[] => {
  const { cards, reserve, slots, cardAbove, bottoms, add, isReserve, builtBy, freed } = model;
  const { homeOrder, leaveOrder, refillOrder, comesBefore } = order;
  // Foundations: the copy of rank r + 1 bound for a foundation goes home after the copy of rank r bound for it.
  for (let suit = 0; suit < 4; suit++) {
    const copies = (rank: number) =>
      cards.flatMap((card, number) => (card.suit === suit && card.rank === rank ? [number] : []));
    for (let rank = 0; rank < 12; rank++)
      for (const lower of copies(rank))
        for (const upper of copies(rank + 1)) {
          // Ace foundation: both bound for it; King foundation (ranks downwards): both bound for it.
          comesBefore([not(toAce[lower]!), not(toAce[upper]!)], homeOrder[lower]!, homeOrder[upper]!, true);
          comesBefore([toAce[lower]!, toAce[upper]!], homeOrder[upper]!, homeOrder[lower]!, true);
        }
  }
  for (const card of reserve) {
    comesBefore([], leaveOrder[card]!, homeOrder[card]!, false);
    // A reserve card never built onto the waste leaves its pile only for home, in one move.
    comesBefore([builtBy(card, slots - 1)], homeOrder[card]!, leaveOrder[card]!, false);
    // And one built went home from the waste, in a later move.
    comesBefore([not(builtBy(card, slots - 1))], leaveOrder[card]!, homeOrder[card]!, true);
    const above = cardAbove.get(card);
    if (above !== undefined) comesBefore([], leaveOrder[above]!, leaveOrder[card]!, true);
  }
  const refillPiles: RefillPile[] = [];
  const last = slots - 1;
  for (let card = 0; card < cards.length; card++) {
    const wasRefilled = freed(card, last);
    // A refilled reserve card left its starting pile long before; it is its home that follows the refill.
    comesBefore([not(wasRefilled)], refillOrder[card]!, homeOrder[card]!, true);
    if (!isReserve(card)) {
      comesBefore([not(wasRefilled)], refillOrder[card]!, leaveOrder[card]!, true);
      comesBefore([not(wasRefilled)], leaveOrder[card]!, homeOrder[card]!, false);
      // Left for home, not onto the waste: in one move.
      comesBefore([not(wasRefilled), leftOntoWaste[card]!], homeOrder[card]!, leaveOrder[card]!, false);
      comesBefore([not(wasRefilled), -leftOntoWaste[card]!], leaveOrder[card]!, homeOrder[card]!, true);
    }
    const choices = bottoms.flatMap((bottom, pile) => {
      if (bottom === undefined) return [];
      const variable = model.newVariable();
      refillPiles.push({ card, pile, variable });
      comesBefore([-variable], leaveOrder[bottom]!, refillOrder[card]!, false);
      return [variable];
    });
    add(not(wasRefilled), ...choices);
  }
  return refillPiles;
};
