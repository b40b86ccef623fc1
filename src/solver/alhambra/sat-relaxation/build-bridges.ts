import { helperVariable } from './helper-variables.js';
import { type Literal, literalValue, not, PASSES, type RelaxationModel } from './model.js';
import type { BuildChoice, BuiltOnto, RelaxationOptions } from './relaxation-types.js';
import type { Waste } from './waste.js';

// A build needs a bridge: a card one rank away (same suit unless any-suit) that is the waste's top at that moment.
// The clauses here say when a card can be the top (with the covered bridges: a card built above a bridge covers it),
// that each build chooses such a bridge (the bridge choices), and that the bridge stays under the built card for the
// rest of the pass (the kept bridges). A line gives every choice (`lineAssignment`), and each condition holds of the
// bridge it chose, so every winning line satisfies them.

/** The bridges' helper variables of one deal (`makeBridges`). */
export type Bridges = ReturnType<typeof makeBridges>;

/** Makes the bridges' helper variables of a deal, each on first request. */
export const makeBridges = (model: RelaxationModel, waste: Waste, options: RelaxationOptions) => {
  const { cards, slots, slotsPerPass, jOf, anySuit, refills, add, definitions, isReserve } = model;
  const { homeBy, builtBy, placeAtMost, freed, isPlace } = model;
  const tops = new Map<number, Literal>();
  // Clears of one slot and place (in `canBeTop`), one helper each.
  const clearsKnown = new Map<number, Literal>();
  // A reserve bridge: built, at a place up to the slot's j, and at that place every stream card turned after it, and
  // (the covered bridges) every card built after it at a later place, gone home.
  const reserveTop = (bridge: number, slot: number, conditions: Literal[]): Literal => {
    const j = jOf(slot);
    conditions.push(builtBy(bridge, slot), placeAtMost(bridge, j));
    const clearAt = (place: number): Literal[] =>
      options.coveredBridges === false
        ? [waste.clearedAbove(slot, place - 1)]
        : [waste.clearedAbove(slot, place - 1), waste.builtClearedAbove(slot, place)];
    const places = Array.from({ length: Math.max(j - 1, 0) }, (_, offset) => offset + 1);
    const variable = model.newVariable();
    for (const condition of conditions) add(-variable, condition);
    // "At most `place`" rather than "at `place`" suffices: each clear is a chain, true at a place only if true at every
    // later one, so the clause of the bridge's own place implies those of the places after it. One helper per slot and
    // place stands for both clears, shared by every bridge.
    for (const place of places)
      add(
        -variable,
        not(placeAtMost(bridge, place)),
        helperVariable(model, clearsKnown, slot * slotsPerPass + place, 'implies', () => clearAt(place)),
      );
    // Asked for again (only to check lines) rather than kept in memory.
    definitions.set(
      variable,
      (get) =>
        conditions.every((condition) => literalValue(condition, get)) &&
        places.every(
          (place) =>
            isPlace(bridge, place).some((literal) => literalValue(literal, get)) ||
            clearAt(place).every((clear) => literalValue(clear, get)),
        ),
    );
    return variable;
  };
  // A stream bridge: turned in this pass, with every stream card turned after it and (the covered bridges) every card
  // built after it gone home.
  const streamTop = (bridge: number, slot: number, conditions: Literal[]): Literal => {
    if (cards[bridge]!.index > jOf(slot) - 1) return false;
    conditions.push(waste.clearedAbove(slot, cards[bridge]!.index));
    if (options.coveredBridges !== false) conditions.push(waste.builtClearedAbove(slot, cards[bridge]!.index));
    const variable = model.newVariable();
    for (const condition of conditions) add(-variable, condition);
    definitions.set(variable, (get) => conditions.every((condition) => literalValue(condition, get)));
    return variable;
  };
  // A refilled card may be built onto the waste from its pile and be the top: allowed whenever it is not home.
  const orFromPile = (bridge: number, slot: number, top: Literal): Literal => {
    const fromPile = model.newVariable();
    const notHome = not(homeBy(bridge, slot - 1));
    add(-fromPile, freed(bridge, slot));
    add(-fromPile, notHome);
    definitions.set(fromPile, (get) => literalValue(freed(bridge, slot), get) && literalValue(notHome, get));
    const either = model.newVariable();
    add(-either, top, fromPile);
    definitions.set(either, (get) => literalValue(top, get) || get(fromPile));
    return either;
  };
  /** Bridge `bridge` can be the waste's top in slot `slot`: one variable per bridge and slot, shared by every build. */
  const canBeTop = (bridge: number, slot: number): Literal => {
    const key = bridge * slots + slot;
    const known = tops.get(key);
    if (known !== undefined) return known;
    const conditions: Literal[] = [not(homeBy(bridge, slot - 1))];
    let top = isReserve(bridge) ? reserveTop(bridge, slot, conditions) : streamTop(bridge, slot, conditions);
    if (refills && slot > 0) top = orFromPile(bridge, slot, top);
    tops.set(key, top);
    return top;
  };
  /** The cards `card` may be built onto: one rank away, of its suit unless any-suit. */
  const bridgesOf = (card: number): number[] => {
    const { suit, rank } = cards[card]!;
    return cards.flatMap((other, number) =>
      number !== card &&
      (anySuit || other.suit === suit) &&
      (other.rank === (rank + 1) % 13 || other.rank === (rank + 12) % 13)
        ? [number]
        : [],
    );
  };
  /**
   * The kept bridges: the card a build goes onto stays under the built card until that one goes home, or the pass ends
   * (a waste card leaves only for a foundation, or at the redeal). onto(card, bridge, pass): the card was built onto
   * the bridge in that pass; then in every slot of the pass the bridge is home only if the card is. (Before the build
   * the bridge is not home: it was on the waste.) One variable per card, bridge and pass, recorded in `entries`.
   */
  const stayingUnder = (entries: BuiltOnto[]) => {
    const known = new Map<number, number>();
    return (card: number, bridge: number, pass: number): number => {
      const key = (card * cards.length + bridge) * PASSES + pass;
      const found = known.get(key);
      if (found !== undefined) return found;
      const variable = model.newVariable();
      known.set(key, variable);
      entries.push({ card, bridge, pass, variable });
      for (let slot = pass * slotsPerPass; slot < (pass + 1) * slotsPerPass; slot++)
        add(-variable, not(homeBy(bridge, slot)), homeBy(card, slot));
      return variable;
    };
  };
  return { canBeTop, bridgesOf, stayingUnder };
};

/**
 * The bridge choices: each build of a reserve card chooses its bridge, a variable per card, bridge and slot, true when
 * the build of that slot went onto that bridge; the bridge can be the top then and stays under it (the kept bridges).
 */
export const encodeBuilds = (
  model: RelaxationModel,
  bridges: Bridges,
): { buildChoices: BuildChoice[]; builtOnto: BuiltOnto[] } => {
  const { reserve, slots, slotsPerPass, jOf, add, builtBy } = model;
  const buildChoices: BuildChoice[] = [];
  const builtOnto: BuiltOnto[] = [];
  const ontoIn = bridges.stayingUnder(builtOnto);
  for (const card of reserve) {
    const candidates = bridges.bridgesOf(card);
    for (let slot = 0; slot < slots; slot++) {
      if (jOf(slot) === 0) continue;
      const choices: number[] = [];
      for (const bridge of candidates) {
        const top = bridges.canBeTop(bridge, slot);
        if (top === false) continue;
        const choice = model.newVariable();
        buildChoices.push({ card, bridge, slot, variable: choice });
        add(-choice, top);
        add(-choice, ontoIn(card, bridge, Math.floor(slot / slotsPerPass)));
        choices.push(choice);
      }
      add(not(builtBy(card, slot)), builtBy(card, slot - 1), ...choices);
    }
  }
  return { buildChoices, builtOnto };
};
