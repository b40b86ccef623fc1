import { type Literal, not, type RelaxationModel } from './model.js';
import type { AceChoice } from './relaxation-types.js';

/**
 * The foundation order: each foundation takes the ranks it still needs in order, one copy each (the Ace foundation
 * upwards from the rank after its top card to the King, the King foundation downwards to the Ace); of a rank both
 * foundations need, one copy goes to each. From a deal's start that is: of each rank 2–Q one copy to each foundation,
 * the second King last on the Ace foundation and the second Ace last on the King foundation. Sound: these are the
 * rules of the foundations; a card home never moves again, so the cards in play are exactly the ranks the
 * foundations still need (from any position: `start.ts`). Returns toAce, per card a literal true when it goes to the
 * Ace foundation, and the choices.
 */
export const encodeFoundationOrder = (model: RelaxationModel): { toAce: Literal[]; aceChoices: AceChoice[] } => {
  const { cards, slots, home, add, definitions, start } = model;
  const toAce: Literal[] = cards.map(() => false);
  const aceChoices: AceChoice[] = [];
  for (let suit = 0; suit < 4; suit++) {
    const copies = (rank: number) =>
      cards.flatMap((card, number) => (card.suit === suit && card.rank === rank ? [number] : []));
    // The ranks each foundation still needs: the Ace foundation from `aceFrom` up, the King foundation from `kingFrom`
    // down.
    const aceFrom = start.aceFoundations[suit]!;
    const kingFrom = 12 - start.kingFoundations[suit]!;
    const aceFoundation: Literal[][] = [];
    const kingFoundation: Literal[][] = [];
    for (let rank = 0; rank <= 12; rank++) {
      const toAceNeeds = rank >= aceFrom;
      const toKingNeeds = rank <= kingFrom;
      const inPlay = copies(rank);
      if (inPlay.length !== Number(toAceNeeds) + Number(toKingNeeds))
        throw new Error('relaxation bug: the cards in play are not the ranks the foundations need');
      if (!toAceNeeds || !toKingNeeds) {
        const [only] = inPlay;
        if (only === undefined) continue;
        toAce[only] = toAceNeeds;
        if (toAceNeeds) aceFoundation[rank] = home[only]!;
        else kingFoundation[rank] = home[only]!;
        continue;
      }
      const [first, second] = inPlay as [number, number];
      const choice = model.newVariable();
      aceChoices.push({ variable: choice, first, second });
      toAce[first] = choice;
      toAce[second] = -choice;
      // onAce / onKing: this rank's copy bound for that foundation is home by the slot's end.
      const onAce = model.block(slots);
      const onKing = model.block(slots);
      for (let slot = 0; slot < slots; slot++) {
        const firstHome = home[first]![slot]!;
        const secondHome = home[second]![slot]!;
        add(-choice, -onAce[slot]!, firstHome);
        add(-choice, onAce[slot]!, -firstHome);
        add(choice, -onAce[slot]!, secondHome);
        add(choice, onAce[slot]!, -secondHome);
        add(-choice, -onKing[slot]!, secondHome);
        add(-choice, onKing[slot]!, -secondHome);
        add(choice, -onKing[slot]!, firstHome);
        add(choice, onKing[slot]!, -firstHome);
        definitions.set(onAce[slot]!, (get) => get(get(choice) ? firstHome : secondHome));
        definitions.set(onKing[slot]!, (get) => get(get(choice) ? secondHome : firstHome));
      }
      aceFoundation[rank] = onAce;
      kingFoundation[rank] = onKing;
    }
    for (let slot = 0; slot < slots; slot++) {
      for (let rank = aceFrom; rank < 12; rank++)
        add(not(aceFoundation[rank + 1]![slot]!), aceFoundation[rank]![slot]!);
      for (let rank = 0; rank < kingFrom; rank++)
        add(not(kingFoundation[rank]![slot]!), kingFoundation[rank + 1]![slot]!);
    }
  }
  return { toAce, aceChoices };
};

/**
 * "`second` waits for `first`": two cards of one suit bound for one foundation that takes `first` before `second`.
 * Returns, for each way that can be, literals whose disjunction says it is not so (none: never; the foundation is
 * the Ace one when `first` ranks lower, the King one when it ranks higher).
 */
export const makeWaitsFor = (model: RelaxationModel, toAce: readonly Literal[]) => {
  const { cards } = model;
  return (first: number, second: number): Literal[][] => {
    if (cards[first]!.suit !== cards[second]!.suit) return [];
    const firstRank = cards[first]!.rank;
    const secondRank = cards[second]!.rank;
    if (firstRank < secondRank) return [[not(toAce[first]!), not(toAce[second]!)]];
    if (firstRank > secondRank) return [[toAce[first]!, toAce[second]!]];
    return [];
  };
};

/** `makeWaitsFor`'s test of one deal. */
export type WaitsFor = ReturnType<typeof makeWaitsFor>;
