import { rankOf, suitOf } from '../../../core/cards.js';
import { err, ok, type Result } from '../../../core/result.js';
import type { AlhambraLayout } from '../../../games/layout.js';
import type { Move } from '../../../games/types.js';
import { type Cnf, CnfBuilder, cnfClauses } from '../../sat/cnf.js';

// A relaxation of one-waste Alhambra (standard and any-suit, from the deal's start) written as a satisfiability
// problem: every winning line of the game gives a solution, so "no solution" proves the deal lost.
//
// Time is cut into slots: slot (pass, j) is the stretch of a pass after the stream card of index j - 1 was turned
// and before the one of index j is (index: place in the starting stock; j = 0 to 64). Stream cards are the stock's
// cards; the order they are met in never changes from pass to pass, since the waste is turned over unshuffled.
// Reserve cards leave their pile home or onto the waste ("built"); a card built in slot (pass, j) lies between the
// stream cards of indices j - 1 and j for good: its place. In a later pass it is turned between those two, so once
// it is turned the slot is at least its place (the stream card j - 1 may have gone home already, and then no turn
// separates slots j - 1 and j: a line's moves are counted in the latest slot they can be).
//
// Variables: home(c, s), card c is home by the end of slot s; built(c, s), reserve card c was built onto the waste
// by the end of slot s; atOrBefore(c, j), built card c's place is at most j; for each suit and rank 2–Q, which of
// the two copies goes to the Ace foundation; for each build a card may make, its slot and bridge, and for each pass
// the bridge it went onto (a line gives them: see `lineAssignment`); and helpers defined from those (`definitions`).
//
// What the relaxation drops (each only allows more, so every real line stays a solution): the order of moves
// within one slot, except for one case of it (clause group 8); the order among built cards on the waste, except that
// the card built onto a bridge covers it for the rest of the pass (9), builds come one after another, each after
// its bridge's and after those of the cards above it in its pile (10, 11, 12), and a card built or turned above a
// bridge, at a later place, covers it, and keeps a built card under it from going home (13, 14), a bridge takes
// one card at a time and stays under it in later passes too (17), and the stream keeps its order, as far as places,
// builds and bridges tell it (18); and the markers, probes and all else of the search.
//
// The Reinforcements (refills): whenever a reserve pile empties, the top stock card goes onto it: a stream card, or a
// reserve card built onto the waste in an earlier pass. refilled(c, s): card c was first put onto a pile by the end
// of slot s. From then on the relaxation lets it go home at any time, never lets it cover a waste card, and lets it
// be the bridge of a build whenever it is not home (a refilled card built onto the waste again is the waste's top at
// most then): each only allows more. What a refill needs (group R): the card is in the stock and not yet turned in
// this pass (a stream card: every stream card turned before it in the stock's order is home or refilled already, as
// none of them is in the stock; a built card: built in an earlier pass, with a place not yet reached), it is not
// home, and some pile is empty (its bottom card, the last of the pile to leave, is home or built). Every clause that
// reads "a card lies on the waste" lets a refilled card out. (Group R2 counts the refilled cards the piles hold at
// the end of each slot.) Since most of a game of The Reinforcements can pass within one slot, group 16 puts
// every event (a card home, leaving a pile, refilled) in one order of play and imposes there what the slots cannot
// see: foundations, piles, refills in stock order and one at a time per pile (16b), builds onto a bridge that is on
// top of the waste then, and the waste's stack (16a).

/** The entries grouped by `key`, each group in the entries' order. */
const groupBy = <T>(entries: readonly T[], key: (entry: T) => number): Map<number, T[]> => {
  const groups = new Map<number, T[]>();
  for (const entry of entries) {
    const group = groups.get(key(entry));
    if (group === undefined) groups.set(key(entry), [entry]);
    else group.push(entry);
  }
  return groups;
};

/** Passes through the stock: the deal and two redeals. */
const PASSES = 3;

/** The relaxation of one deal, with what is needed to read a line of play into it. */
export interface AlhambraRelaxation extends Cnf {
  readonly layout: AlhambraLayout;
  /** home[card][slot], card numbering: stream cards by stock index, then reserve cards pile by pile, bottom first. */
  readonly home: readonly (readonly number[])[];
  /** built[card][slot] for reserve cards (empty for stream cards). */
  readonly built: readonly (readonly number[])[];
  /** atOrBefore[card][j] for reserve cards (empty for stream cards). */
  readonly atOrBefore: readonly (readonly number[])[];
  /**
   * For each copy pair `first` and `second` (card numbers as above): the variable true when `first` goes to the Ace
   * foundation (and `second` to the King foundation).
   */
  readonly aceChoices: readonly { readonly variable: number; readonly first: number; readonly second: number }[];
  /** For each build a card may make in a slot onto a bridge: the variable true when it did. */
  readonly buildChoices: readonly BuildChoice[];
  /** For each card, bridge and pass: the variable true when the card was built onto the bridge in that pass. */
  readonly builtOnto: readonly BuiltOnto[];
  /** builtAfterAtLeast[card][k - 1] for reserve cards: at least k reserve cards were built before it. */
  readonly builtAfterAtLeast: readonly (readonly number[])[];
  /** refilled[card][slot] in The Reinforcements: first put onto an empty pile by then (empty for other variants). */
  readonly refilled: readonly (readonly number[])[];
  /** left[card][slot] in The Reinforcements: left its pile after its first refill by then (empty for others). */
  readonly left: readonly (readonly number[])[];
  /** The Reinforcements (group R2): a refilled card's first leaving of its pile onto the waste, onto a bridge. */
  readonly leaveChoices: readonly BuildChoice[];
  /** The Reinforcements (group R2): that leaving, by card, bridge and pass. */
  readonly leftOnto: readonly BuiltOnto[];
  /** The Reinforcements (group 16a): of two cards built onto one bridge in one pass, the variable true when `first` was built first. */
  readonly firstOnto: readonly { readonly first: number; readonly second: number; readonly variable: number }[];
  /** The Reinforcements (group 16b): of two stream cards, the variable true when `first` was refilled first. */
  readonly firstRefilled: readonly { readonly first: number; readonly second: number; readonly variable: number }[];
  /** The Reinforcements (group 16): per card, the variable true when that leaving went onto the waste (0 for none). */
  readonly leftOntoWaste: readonly number[];
  /** The Reinforcements (group 16): each event's place in the order of play, as `atLeast[k - 1]`: at least k. */
  readonly events: readonly OrderedEvent[];
  /** The Reinforcements (group 16): `card` was first refilled onto pile `pile`. */
  readonly refillPiles: readonly { readonly card: number; readonly pile: number; readonly variable: number }[];
  /**
   * Clauses as sound as the others but held back (group 15 unless asked for, and group 18's deadlocks when asked for):
   * a solver adds those a plan breaks once its playout fails. In the problem from the start group 15 makes the plans
   * worse: on 20 standard deals, 8 won by the first 10 plans against 14 without it (session 14).
   */
  readonly heldBack: Cnf;
  /**
   * Clauses as sound as the others but left out of the plans' solves (group 14, unless asked for): a solver adds those
   * a plan breaks once its playout fails, and all of them before it looks for a proof. In the problem from the start
   * they make the first solve slower (deal 1: 2.2 s against 3.9 s) and the plans worse: of 40 standard deals the
   * study had left unknown, at 10 s each, 7 won with group 14 held back against 2 with it in the problem; the study's
   * 107 unknown deals solved again with it deferred: 20 won. The price: 5 of 88 losses the relaxation proved within
   * 10 s (105, 132, 318, 347, 385) were proven during the plans and now are not (session 22). With the shorter
   * clauses of session 23 it is nearly a draw: of 92 standard deals (the study's 87 unknown and those 5 losses), at 10 s
   * each, deferred decided 26 (24 won, 2 lost), in the problem 24 (20 won, 4 lost); 12 of the first and 10 of
   * the second the other did not decide.
   */
  readonly deferred: Cnf;
  /** Group 18 (see `streamOrder`): the variable true when `second` lies after `first` whenever both are in the stream. */
  readonly streamAfter: readonly { readonly first: number; readonly second: number; readonly variable: number }[];
  /** Helper variables, each defined from variables before it or from other helpers. */
  readonly definitions: ReadonlyMap<number, (value: (variable: number) => boolean) => boolean>;
}

/** A build of `card` onto `bridge` in slot `slot` (card numbers as in `home`). */
export interface BuildChoice {
  readonly card: number;
  readonly bridge: number;
  readonly slot: number;
  readonly variable: number;
}

/** An event of a card (group 16): it goes home, leaves its starting pile, or is first refilled onto a pile. */
export interface OrderedEvent {
  readonly kind: 'home' | 'leave' | 'refill';
  readonly card: number;
  readonly atLeast: readonly number[];
}

/** `card` built onto `bridge` in pass `pass` (0–2). */
export interface BuiltOnto {
  readonly card: number;
  readonly bridge: number;
  readonly pass: number;
  readonly variable: number;
}

interface CardInfo {
  readonly suit: number;
  readonly rank: number;
  /** Stock index, or -1 for a reserve card. */
  readonly index: number;
  readonly pile: number;
  readonly level: number;
}

/** Options of `encodeAlhambraRelaxation`, for tests. */
export interface RelaxationOptions {
  /** Whether a card built above a bridge covers it (clause group 13; default true, off only to test the group). */
  readonly coveredBridges?: boolean;
  /**
   * Whether a card built above a built card keeps it from going home (clause group 14), and where its clauses go:
   * `deferred` (the default, in `deferred`), `in-problem`, or `off` (only to test the group).
   */
  readonly coveredBuiltCards?: 'deferred' | 'in-problem' | 'off';
  /** Whether group 15's clauses are in the problem itself (default false: held back in `heldBack`). */
  readonly pileDeadlocks?: boolean;
  /** Whether group 17 (builds onto one bridge, standard and any-suit) is in the problem (default true; off to measure it). */
  readonly sharedBridges?: boolean;
  /**
   * Where group 18 (the stream's order) goes: its deadlock clauses `in-problem` (the default), `held-back` (its facts
   * stay in the problem, the deadlocks are added once a plan breaks them), or `off` (The Reinforcements always).
   */
  readonly streamOrder?: 'in-problem' | 'held-back' | 'off';
  /** Polled between clause groups: once it says true, the encoding ends with the error `RELAXATION_STOPPED`. */
  readonly stop?: () => boolean;
}

/** The error of an encoding that its `stop` ended before it was done. */
export const RELAXATION_STOPPED = 'the encoding was stopped';

/** Encodes the relaxation of a standard, any-suit or Reinforcements Alhambra deal from its start. */
export const encodeAlhambraRelaxation = (
  layout: AlhambraLayout,
  options: RelaxationOptions = {},
): Result<AlhambraRelaxation> => {
  if (layout.variant === 'granada') return err('the relaxation covers one-waste Alhambra, not granada');
  const anySuit = layout.variant === 'any-suit';
  const refills = layout.variant === 'reinforcement';
  // Encoding takes up to a second; a solve told to stop meanwhile should free its thread at once.
  const stopped = (): boolean => options.stop?.() === true;
  const cards: CardInfo[] = layout.stock.map((card, index) => ({
    suit: suitOf(card),
    rank: rankOf(card),
    index,
    pile: -1,
    level: -1,
  }));
  for (const [pileIndex, pile] of layout.reserve.entries())
    for (const [level, card] of pile.entries())
      cards.push({ suit: suitOf(card), rank: rankOf(card), index: -1, pile: pileIndex, level });
  const stockSize = layout.stock.length;
  const slotsPerPass = stockSize + 1;
  const slots = PASSES * slotsPerPass;
  const jOf = (slot: number) => slot % slotsPerPass;
  let variables = 0;
  const clauses = new CnfBuilder();
  const heldBack = new CnfBuilder();
  const deferred = new CnfBuilder();
  // Where `add` puts clauses.
  let target = clauses;
  const definitions = new Map<number, (value: (variable: number) => boolean) => boolean>();
  // Literals: a variable (negated for "not"), or true / false for constants, which the clause builder folds.
  type Literal = number | boolean;
  const add = (...literals: Literal[]): void => {
    let constants = 0;
    for (const literal of literals) {
      if (literal === true) return;
      if (literal === false) constants++;
    }
    if (constants === literals.length) throw new Error('relaxation bug: an empty clause');
    // Most clauses have no constant: they go in as they are, without a copy.
    target.add(
      constants === 0 ? (literals as number[]) : (literals.filter((literal) => literal !== false) as number[]),
    );
  };
  const not = (literal: Literal): Literal => (typeof literal === 'boolean' ? !literal : -literal);
  const block = (length: number) => Array.from({ length }, () => ++variables);
  const isReserve = (card: number) => cards[card]!.index < 0;
  const home = cards.map(() => block(slots));
  const built = cards.map((_, card) => (isReserve(card) ? block(slots) : []));
  const atOrBefore = cards.map((_, card) => (isReserve(card) ? block(slotsPerPass) : []));
  const refilled = cards.map(() => (refills ? block(slots) : []));
  const left = cards.map(() => (refills ? block(slots) : []));
  const homeBy = (card: number, slot: number): Literal => (slot < 0 ? false : home[card]![slot]!);
  // A card refilled onto a pile by the end of the slot: it lies on no waste (always false without refills).
  const freed = (card: number, slot: number): Literal =>
    slot < 0 || refilled[card]!.length === 0 ? false : refilled[card]![slot]!;
  const builtBy = (card: number, slot: number): Literal => (slot < 0 ? false : built[card]![slot]!);
  const placeAtMost = (card: number, j: number): Literal => (j < 0 ? false : atOrBefore[card]![j]!);
  // "card leaves (goes home) in this slot" is home(c, s) and not home(c, s - 1): clauses below start with its negation.
  const notLeaving = (card: number, slot: number): Literal[] => [not(homeBy(card, slot)), homeBy(card, slot - 1)];
  const stream = cards.flatMap((card, number) => (card.index >= 0 ? [number] : []));
  const reserve = cards.flatMap((card, number) => (card.index < 0 ? [number] : []));
  const byIndex: number[] = [];
  for (const card of stream) byIndex[cards[card]!.index] = card;
  // Pairs of stream cards, the upper one turned after the lower one; pairs of reserve cards of one pile, upper first.
  const streamPairs = stream.flatMap((lower) =>
    stream.flatMap((upper) => (cards[upper]!.index > cards[lower]!.index ? [[lower, upper] as const] : [])),
  );
  const pilePairs = reserve.flatMap((upper) =>
    reserve.flatMap((lower) =>
      cards[lower]!.pile === cards[upper]!.pile && cards[lower]!.level < cards[upper]!.level
        ? [[upper, lower] as const]
        : [],
    ),
  );

  // The larger clause groups are functions of their own (`encodeGroup1` …), each called once where it stands. As one
  // function of 50 KB of bytecode the encoder was optimized by V8's compiler while it ran, and that compilation alone
  // took about 100–200 MiB of memory per thread, at the time the solve's memory peaked (session 39: four any-suit
  // encodings in a row peaked at 320 MiB resident before, 263 MiB after; standard 299 and 241 MiB).
  // (1) Home and built stay so; every card is home at the end.
  const encodeGroup1 = (): void => {
    for (let card = 0; card < cards.length; card++) {
      for (let slot = 1; slot < slots; slot++) add(not(homeBy(card, slot - 1)), homeBy(card, slot));
      add(homeBy(card, slots - 1));
    }
    for (const card of reserve) {
      for (let slot = 1; slot < slots; slot++) add(not(builtBy(card, slot - 1)), builtBy(card, slot));
      for (let j = 1; j < slotsPerPass; j++) add(not(placeAtMost(card, j - 1)), placeAtMost(card, j));
    }
  };
  encodeGroup1();
  // (2) A stream card goes home in a pass only after it is turned (in slot index + 1 or later), or once refilled.
  const encodeGroup2 = (): void => {
    for (const card of stream)
      for (let slot = 0; slot < slots; slot++)
        if (jOf(slot) <= cards[card]!.index) add(...notLeaving(card, slot), freed(card, slot));
  };
  encodeGroup2();
  const value = (literal: Literal, get: (variable: number) => boolean): boolean =>
    typeof literal === 'boolean' ? literal : literal > 0 ? get(literal) : !get(-literal);
  // A chain of helper variables, one per slot and position: true only if `conditions(slot, position + 1)` (clauses,
  // each a list of literals) hold and so does the variable of the next position, up to the slot's j - 1.
  const chain = (conditions: (slot: number, position: number) => Literal[][]) => {
    const known = new Map<number, Literal>();
    const above = (slot: number, position: number): Literal => {
      if (position >= jOf(slot) - 1) return true;
      const key = slot * slotsPerPass + position;
      const cached = known.get(key);
      if (cached !== undefined) return cached;
      const variable = ++variables;
      known.set(key, variable);
      const rest = above(slot, position + 1);
      add(-variable, rest);
      for (const literals of conditions(slot, position + 1)) add(-variable, ...literals);
      // The conditions are built again when asked for (only to check lines), so that they need not stay in memory.
      definitions.set(
        variable,
        (get) =>
          value(rest, get) &&
          conditions(slot, position + 1).every((literals) => literals.some((literal) => value(literal, get))),
      );
      return variable;
    };
    return above;
  };
  // Every stream card of index above `index` turned by slot `slot` is home by then.
  // (A refilled card was never turned in this pass: it was taken from the stock before its turn, or in a pass before.)
  const clearedAbove = chain((slot, index) => [[homeBy(byIndex[index]!, slot), freed(byIndex[index]!, slot)]]);
  // The negation of "built card `card`'s place is `place`", as literals of a clause.
  const isPlace = (card: number, place: number): Literal[] => [
    not(placeAtMost(card, place)),
    placeAtMost(card, place - 1),
  ];
  // Helper variables that stand for a conjunction in many clauses, each made when first asked for and defined one way
  // only: `implied`, true whenever the conjunction is (a solution may set it true otherwise, which only strengthens
  // the clauses it appears negated in), or `implies`, true only if the conjunction is (for clauses it appears in
  // unnegated). Either way every solution of the problem without them is one with them. They shorten the largest
  // groups' clauses from 5–7 literals to 3 (standard deal 1: 6.7 million literals to 4.6 million), and the solves
  // with them: of the study's 87 standard unknown deals at 10 s each, 24 won against 6 (session 23, paired runs).
  const helper = (
    known: Map<number, Literal>,
    key: number,
    direction: 'implied' | 'implies',
    conjunction: () => Literal[],
  ): Literal => {
    const cached = known.get(key);
    if (cached !== undefined) return cached;
    const literals = conjunction();
    let result: Literal;
    if (literals.includes(false)) result = false;
    else {
      const variable = ++variables;
      if (direction === 'implied') add(...literals.map(not), variable);
      else for (const literal of literals) add(-variable, literal);
      definitions.set(variable, (get) => literals.every((literal) => value(literal, get)));
      result = variable;
    }
    known.set(key, result);
    return result;
  };
  // Built card `card`'s place is `place`.
  const placeKnown = new Map<number, Literal>();
  const atPlace = (card: number, place: number): Literal =>
    helper(placeKnown, card * slotsPerPass + place, 'implied', () => [
      placeAtMost(card, place),
      not(placeAtMost(card, place - 1)),
    ]);
  // Reserve card `card` lies on the waste in slot `slot`: built before it, not home by its end (nor refilled).
  const wasteKnown = new Map<number, Literal>();
  const onWaste = (card: number, slot: number): Literal =>
    helper(wasteKnown, card * slots + slot, 'implied', () => [
      builtBy(card, slot - 1),
      not(homeBy(card, slot)),
      not(freed(card, slot)),
    ]);
  // Reserve card `card`, built by the end of slot `slot`, goes home from the waste in it (not refilled).
  const leavingKnown = new Map<number, Literal>();
  const leavesWaste = (card: number, slot: number): Literal =>
    helper(leavingKnown, card * slots + slot, 'implied', () => [
      homeBy(card, slot),
      not(homeBy(card, slot - 1)),
      builtBy(card, slot),
      not(freed(card, slot)),
    ]);
  // Every card built before slot `slot` whose place is after `place` and before the slot's j is home by the end of
  // the slot. Such a card lies on the waste above whatever is at `place` (the stream card of index `place`, or a card
  // built at that place) if that was turned or built in this pass before the slot: the card was built after it, or it
  // was built in an earlier pass and turned again after it (the stock keeps the order of places). So what is at
  // `place` can leave the waste, or be its top, in the slot only once that card has gone home: a card on the waste
  // leaves only for a foundation before the redeal. (A place before the slot's j was turned again before the slot
  // began: its stream card, or a later one, was.) Used by groups 5, 13 and 14.
  const builtClearedAbove = chain((slot, place) =>
    reserve.map((card) => [not(onWaste(card, slot)), not(atPlace(card, place))]),
  );
  if (stopped()) return err(RELAXATION_STOPPED);
  // (3) The waste is a stack: a stream card leaves only after every later stream card turned in this pass is gone.
  const encodeGroup3 = (): void => {
    for (const card of stream)
      for (let slot = 0; slot < slots; slot++)
        if (jOf(slot) > cards[card]!.index)
          add(...notLeaving(card, slot), freed(card, slot), clearedAbove(slot, cards[card]!.index));
  };
  encodeGroup3();
  // (4) Reserve cards: no build once home; a pile's cards leave top first; a build's place is its slot's j (never
  // slot 0 of a pass, when the waste is empty); a card built in an earlier pass goes home only once turned again.
  const cardAbove = new Map<number, number>();
  for (const card of reserve) {
    const above = reserve.find(
      (other) => cards[other]!.pile === cards[card]!.pile && cards[other]!.level === cards[card]!.level + 1,
    );
    if (above !== undefined) cardAbove.set(card, above);
  }
  const encodeGroup4 = (): void => {
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
  encodeGroup4();
  if (stopped()) return err(RELAXATION_STOPPED);
  // (5) Built cards and stream cards on the waste. A card built before this slot and, if in an earlier pass, met again
  // in an earlier slot lies above every stream card before its place turned in this pass: it leaves first. A stream
  // card after a built card's place, turned in this pass, lies above it. (A card built in this slot has the slot's j
  // as its place, after every stream card turned in the pass so far: `leavesWaste`, built by the slot's end, serves.)
  const encodeGroup5 = (): void => {
    for (const other of stream) {
      const index = cards[other]!.index;
      for (let slot = 0; slot < slots; slot++)
        if (jOf(slot) > index) add(...notLeaving(other, slot), freed(other, slot), builtClearedAbove(slot, index));
    }
    for (const card of reserve)
      for (const other of stream) {
        const index = cards[other]!.index;
        for (let slot = 0; slot < slots; slot++)
          if (jOf(slot) > index)
            add(not(leavesWaste(card, slot)), not(placeAtMost(card, index)), homeBy(other, slot), freed(other, slot));
      }
  };
  encodeGroup5();
  if (stopped()) return err(RELAXATION_STOPPED);
  // (6) A build needs a bridge, a card one rank away (same suit unless any-suit) that can be the waste's top in that
  // slot: a stream card turned in this pass, not home before, with every stream card turned after it gone home; or
  // a built card, not home before, met in this pass, with every stream card turned after its place gone home.
  const buildChoices: BuildChoice[] = [];
  const builtOnto: BuiltOnto[] = [];
  // Bridge `bridge` can be the waste's top in slot `slot`: one variable per bridge and slot, shared by every card
  // that may be built onto it. (13) Not while a card built before the slot, at a later place, still covers it.
  const tops = new Map<number, Literal>();
  // Clears of one slot and place (in `canBeTop`), one helper each.
  const clearsKnown = new Map<number, Literal>();
  const canBeTop = (bridge: number, slot: number): Literal => {
    const key = bridge * slots + slot;
    const known = tops.get(key);
    if (known !== undefined) return known;
    const j = jOf(slot);
    const conditions: Literal[] = [not(homeBy(bridge, slot - 1))];
    let top: Literal;
    if (isReserve(bridge)) {
      conditions.push(builtBy(bridge, slot), placeAtMost(bridge, j));
      // At each place the bridge may have: the stream cards turned after it, and (13) the cards built after it.
      const clearAt = (place: number): Literal[] =>
        options.coveredBridges === false
          ? [clearedAbove(slot, place - 1)]
          : [clearedAbove(slot, place - 1), builtClearedAbove(slot, place)];
      const places = Array.from({ length: Math.max(j - 1, 0) }, (_, offset) => offset + 1);
      const variable = ++variables;
      for (const condition of conditions) add(-variable, condition);
      // "At most `place`" rather than "at `place`" suffices: each clear is a chain, true at a place only if true at
      // every later one, so the clause of the bridge's own place implies those of the places after it. One helper per
      // slot and place stands for both clears, shared by every bridge.
      for (const place of places)
        add(
          -variable,
          not(placeAtMost(bridge, place)),
          helper(clearsKnown, slot * slotsPerPass + place, 'implies', () => clearAt(place)),
        );
      // Asked for again (only to check lines) rather than kept in memory.
      definitions.set(
        variable,
        (get) =>
          conditions.every((condition) => value(condition, get)) &&
          places.every(
            (place) =>
              isPlace(bridge, place).some((literal) => value(literal, get)) ||
              clearAt(place).every((clear) => value(clear, get)),
          ),
      );
      top = variable;
    } else if (cards[bridge]!.index > j - 1) top = false;
    else {
      conditions.push(clearedAbove(slot, cards[bridge]!.index));
      if (options.coveredBridges !== false) conditions.push(builtClearedAbove(slot, cards[bridge]!.index));
      const variable = ++variables;
      for (const condition of conditions) add(-variable, condition);
      definitions.set(variable, (get) => conditions.every((condition) => value(condition, get)));
      top = variable;
    }
    // A refilled card may be built onto the waste from its pile and be the top: allowed whenever it is not home.
    if (refills && slot > 0) {
      const fromPile = ++variables;
      const notHome = not(homeBy(bridge, slot - 1));
      add(-fromPile, freed(bridge, slot));
      add(-fromPile, notHome);
      definitions.set(fromPile, (get) => value(freed(bridge, slot), get) && value(notHome, get));
      const either = ++variables;
      const other = top;
      add(-either, other, fromPile);
      definitions.set(either, (get) => value(other, get) || get(fromPile));
      top = either;
    }
    tops.set(key, top);
    return top;
  };
  // The cards `card` may be built onto: one rank away, of its suit unless any-suit.
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
  if (stopped()) return err(RELAXATION_STOPPED);
  // (9) The card a build goes onto stays under the built card until that one goes home, or the pass ends (a waste
  // card leaves only for a foundation, or at the redeal). onto(card, bridge, pass): the card was built onto the bridge
  // in that pass; then in every slot of the pass the bridge is home only if the card is. (Before the build the bridge
  // is not home: it was on the waste.) One variable per card, bridge and pass, recorded in `entries`.
  const stayingUnder = (entries: BuiltOnto[]) => {
    const known = new Map<number, number>();
    return (card: number, bridge: number, pass: number): number => {
      const key = (card * cards.length + bridge) * PASSES + pass;
      const found = known.get(key);
      if (found !== undefined) return found;
      const variable = ++variables;
      known.set(key, variable);
      entries.push({ card, bridge, pass, variable });
      for (let slot = pass * slotsPerPass; slot < (pass + 1) * slotsPerPass; slot++)
        add(-variable, not(homeBy(bridge, slot)), homeBy(card, slot));
      return variable;
    };
  };
  const ontoIn = stayingUnder(builtOnto);
  const encodeGroup6 = (): void => {
    for (const card of reserve) {
      const bridges = bridgesOf(card);
      // Each build chooses its bridge: a variable per card, bridge and slot, true when the build of that slot went onto
      // that bridge.
      for (let slot = 0; slot < slots; slot++) {
        if (jOf(slot) === 0) continue;
        const choices: number[] = [];
        for (const bridge of bridges) {
          const top = canBeTop(bridge, slot);
          if (top === false) continue;
          const choice = ++variables;
          buildChoices.push({ card, bridge, slot, variable: choice });
          add(-choice, top);
          add(-choice, ontoIn(card, bridge, Math.floor(slot / slotsPerPass)));
          choices.push(choice);
        }
        add(not(builtBy(card, slot)), builtBy(card, slot - 1), ...choices);
      }
    }
  };
  encodeGroup6();
  // (10) Two cards are never built each onto the other: the one built first was on the waste already when the other,
  // its bridge, was built onto it, and a card on the waste never goes back to its pile.
  const ontoOf = groupBy(builtOnto, (entry) => entry.card * cards.length + entry.bridge);
  for (const entry of builtOnto)
    if (entry.card < entry.bridge)
      for (const reverse of ontoOf.get(entry.bridge * cards.length + entry.card) ?? [])
        add(-entry.variable, -reverse.variable);
  if (stopped()) return err(RELAXATION_STOPPED);
  // (11) Builds happen one after another: each built card has an order, how many reserve cards were built before it
  // (0 to one less than the reserve's size). A card built onto a reserve card was built after it, so no cycle of
  // builds. builtAfterAtLeast[card][k - 1]: at least k reserve cards were built before it.
  const maxOrder = reserve.length - 1;
  const builtAfterAtLeast = cards.map((_, card) => (isReserve(card) ? block(maxOrder) : []));
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
  // (12) Of two cards of one pile that are both built, the upper one was built first: the lower one leaves the pile
  // only once the upper one has.
  for (const [upper, lower] of pilePairs)
    builtAfter([not(builtBy(upper, slots - 1)), not(builtBy(lower, slots - 1))], upper, lower);
  if (stopped()) return err(RELAXATION_STOPPED);
  // (14) A built card goes home only once every card built above it has: in a slot, the cards built before it whose
  // place lies after its own and before the slot's j lie on the waste above it (the argument of group 13), and a
  // card leaves the waste only for a foundation. (Groups 5 and 9 imply this for cards built in this pass onto stream
  // cards above it or onto it; this group adds the cards built in earlier passes and turned again.) Cards built at
  // its own place after it are left out: whether they were turned again by then, the slots do not say.
  // Deferred unless asked for (see `deferred`). Its chain variables were all made by group 5, so their definitions
  // stay in the problem (checked below).
  if (options.coveredBuiltCards !== 'in-problem') target = deferred;
  const variablesBeforeGroup14 = variables;
  const encodeGroup14 = (): void => {
    if (options.coveredBuiltCards !== 'off')
      for (const card of reserve)
        for (let slot = 1; slot < slots; slot++)
          // As in group 13, "at most `place`" suffices (the chain), and `leavesWaste` serves: a card built in this slot
          // has its j as its place, after every place here.
          for (let place = 1; place < jOf(slot) - 1; place++)
            add(not(leavesWaste(card, slot)), not(placeAtMost(card, place)), builtClearedAbove(slot, place));
  };
  encodeGroup14();
  target = clauses;
  if (variables !== variablesBeforeGroup14) throw new Error('relaxation bug: group 14 made variables of its own');
  if (stopped()) return err(RELAXATION_STOPPED);
  // (7) Foundations: of each rank 2–Q one copy goes to the Ace foundation and the other to the King foundation;
  // each foundation takes its ranks in order (the second Ace last on the King foundation, the second King last on
  // the Ace foundation). toAce: a literal true when the card goes to the Ace foundation.
  const toAce: Literal[] = cards.map(() => false);
  const aceChoices: { variable: number; first: number; second: number }[] = [];
  const encodeGroup7 = (): void => {
    for (let suit = 0; suit < 4; suit++) {
      const copies = (rank: number) =>
        cards.flatMap((card, number) => (card.suit === suit && card.rank === rank ? [number] : []));
      const aceFoundation: Literal[][] = [];
      const kingFoundation: Literal[][] = [];
      for (let rank = 1; rank <= 11; rank++) {
        const [first, second] = copies(rank);
        if (first === undefined || second === undefined) throw new Error('relaxation bug: a rank without two copies');
        const choice = ++variables;
        aceChoices.push({ variable: choice, first, second });
        toAce[first] = choice;
        toAce[second] = -choice;
        const onAce = block(slots);
        const onKing = block(slots);
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
      const [king] = copies(12);
      const [ace] = copies(0);
      if (king === undefined || ace === undefined) throw new Error('relaxation bug: no Ace or King in play');
      toAce[king] = true;
      aceFoundation[12] = home[king]!;
      kingFoundation[0] = home[ace]!;
      for (let slot = 0; slot < slots; slot++) {
        for (let rank = 1; rank < 12; rank++) add(not(aceFoundation[rank + 1]![slot]!), aceFoundation[rank]![slot]!);
        for (let rank = 0; rank < 11; rank++) add(not(kingFoundation[rank]![slot]!), kingFoundation[rank + 1]![slot]!);
      }
    }
  };
  encodeGroup7();
  if (stopped()) return err(RELAXATION_STOPPED);
  // (8) One order within a slot that matters: two cards of one suit bound for the same foundation, the one it needs
  // first lying below the other on the waste. Then neither can go home before the next pass (the upper one waits for
  // the lower one, which it covers). For two stream cards: both there when the upper one is turned. For two cards of
  // one pile: the upper one cannot go home straight from the pile (the lower one is not home yet), it must be built.
  const bothTo = (first: number, second: number): Literal[][] => {
    // Each entry: literals whose disjunction says "not both bound for that foundation in this order".
    if (cards[first]!.suit !== cards[second]!.suit) return [];
    const firstRank = cards[first]!.rank;
    const secondRank = cards[second]!.rank;
    if (firstRank < secondRank) return [[not(toAce[first]!), not(toAce[second]!)]];
    if (firstRank > secondRank) return [[toAce[first]!, toAce[second]!]];
    return [];
  };
  // In pass `pass`, stream cards `lower` and `upper` both lie on the waste once `upper` is turned (the negation, as
  // literals), and `lower` is home by the pass's end.
  const bothOnWaste = (lower: number, upper: number, pass: number): Literal[] => {
    const beforeUpper = pass * slotsPerPass + cards[upper]!.index;
    const end = pass * slotsPerPass + slotsPerPass - 1;
    return [homeBy(lower, beforeUpper), homeBy(upper, beforeUpper), freed(lower, end), freed(upper, end)];
  };
  const homeByPassEnd = (card: number, pass: number) => homeBy(card, pass * slotsPerPass + slotsPerPass - 1);
  const encodeGroup8 = (): void => {
    for (const [lower, upper] of streamPairs)
      for (const notBoth of bothTo(lower, upper))
        for (let pass = 0; pass < PASSES; pass++)
          add(...bothOnWaste(lower, upper, pass), ...notBoth, not(homeByPassEnd(lower, pass)));
    for (const [upper, lower] of pilePairs)
      for (const notBoth of bothTo(lower, upper))
        for (let slot = 0; slot < slots; slot++) add(...notLeaving(upper, slot), builtBy(upper, slot), ...notBoth);
    // The same deadlock between a built card and a stream card. A built card turned again (in slot `place` of a later
    // pass) or built (in slot `place`) while a stream card before its place lies on the waste covers it until the
    // redeal if the stream card must go home first: the stream card is there all through that slot. And a stream card
    // turned while a built card before it lies on the waste covers that one.
    for (const card of reserve)
      for (const other of stream) {
        const index = cards[other]!.index;
        for (const notBoth of bothTo(other, card))
          for (let pass = 0; pass < PASSES; pass++) {
            const end = pass * slotsPerPass + slotsPerPass - 1;
            for (let place = index + 1; place < slotsPerPass; place++) {
              const slot = pass * slotsPerPass + place;
              const cover = [homeBy(other, slot), ...notBoth, not(homeBy(other, end)), freed(other, end)];
              // built in this slot
              add(not(builtBy(card, slot)), builtBy(card, slot - 1), ...cover);
              // built in an earlier pass at this place, not home before this slot
              if (pass > 0)
                add(
                  not(builtBy(card, pass * slotsPerPass - 1)),
                  not(atPlace(card, place)),
                  homeBy(card, slot - 1),
                  freed(card, slot),
                  ...cover,
                );
            }
          }
        for (const notBoth of bothTo(card, other))
          for (let pass = 0; pass < PASSES; pass++) {
            const beforeOther = pass * slotsPerPass + index;
            add(
              not(builtBy(card, beforeOther)),
              not(placeAtMost(card, index)),
              homeBy(card, beforeOther),
              homeBy(other, beforeOther),
              ...notBoth,
              not(homeBy(card, pass * slotsPerPass + slotsPerPass - 1)),
              freed(other, pass * slotsPerPass + slotsPerPass - 1),
              freed(card, pass * slotsPerPass + slotsPerPass - 1),
            );
          }
      }
  };
  encodeGroup8();
  // (17) Builds onto one bridge (standard and any-suit; The Reinforcements has its own, group 16a). A card built
  // onto a bridge lies on it until it goes home or the redeal: a waste card leaves only for a foundation. So:
  // - two cards built onto one bridge in one pass: the first was home before the second's build, so one of them is
  //   home by the pass's end;
  // - a card built onto a bridge that must go home before it on a common foundation: from the build on, the card
  //   waits for the bridge under it, so neither goes home before the redeal;
  // - card `first` built onto bridge X in a pass, card `second` onto X in a later one, with `first` due before X and
  //   X before `second` on common foundations: the deal is lost unless `first` is home by the end of the later pass.
  //   `first` lies above X in the stream from its build on; at `second`'s build X is the waste's top, so `first`
  //   (not home) is not turned yet in that pass, and from then on the stream runs X, `second`, `first`. `second`
  //   covers X for the rest of that pass and waits for it. In a later pass X comes first, then `second`, which covers
  //   it again, then `first`, for which X waits: X goes home in a pass only if `first` was home at its start. The later
  //   pass is the second or third, so with `first` not home by its end, X is home by no pass's end.
  const ontoByBridge = groupBy(builtOnto, (entry) => entry.bridge);
  const encodeGroup17 = (): void => {
    if (!refills && options.sharedBridges !== false) {
      for (const [bridge, group] of ontoByBridge) {
        for (const { card, pass, variable } of group)
          for (const notBoth of bothTo(bridge, card)) {
            add(-variable, ...notBoth, not(homeByPassEnd(card, pass)));
            // In a later pass the card still lies above the bridge in the stream (a stream bridge: group 8), so a
            // reserve bridge goes home in it only before the card comes back at its place.
            if (isReserve(bridge))
              for (let later = pass + 1; later < PASSES; later++)
                for (let place = 1; place < slotsPerPass; place++)
                  add(
                    -variable,
                    ...notBoth,
                    homeByPassEnd(card, later - 1),
                    not(atPlace(card, place)),
                    homeBy(bridge, later * slotsPerPass + place),
                    not(homeByPassEnd(bridge, later)),
                  );
          }
        for (const one of group)
          for (const other of group) {
            if (one.card === other.card) continue;
            if (one.pass === other.pass && one.card < other.card)
              add(
                -one.variable,
                -other.variable,
                homeByPassEnd(one.card, one.pass),
                homeByPassEnd(other.card, other.pass),
              );
            if (one.pass < other.pass)
              for (const firstWaits of bothTo(one.card, bridge))
                for (const bridgeWaits of bothTo(bridge, other.card))
                  add(
                    -one.variable,
                    -other.variable,
                    ...firstWaits,
                    ...bridgeWaits,
                    homeByPassEnd(one.card, other.pass),
                  );
          }
      }
    }
    // The same deadlock between two built cards: card `upper` comes onto the waste (built, or turned again) at its
    // place while card `lower`, built at an earlier place, lies there: `lower` was built or turned again in an earlier
    // slot of the pass and is not home by the end of this one (it could leave only for home, and only before `upper`
    // came). If `upper` must wait for `lower` on a foundation, neither goes home before the redeal.
    if (!refills && options.sharedBridges !== false)
      for (const upper of reserve)
        for (const lower of reserve)
          for (const notBoth of bothTo(lower, upper))
            for (let pass = 0; pass < PASSES; pass++)
              for (let place = 2; place < slotsPerPass; place++) {
                const slot = pass * slotsPerPass + place;
                add(
                  not(builtBy(upper, slot)),
                  not(atPlace(upper, place)),
                  homeBy(upper, slot - 1),
                  not(builtBy(lower, slot)),
                  not(placeAtMost(lower, place - 1)),
                  homeBy(lower, slot),
                  ...notBoth,
                  not(homeByPassEnd(lower, pass)),
                );
              }
  };
  encodeGroup17();
  // (18) The stream's order. In any-suit too since session 39: the benchmark's any-suit group decided 181 / 11 / 8 with
  // it and 180 / 11 / 9 without, peaking at 786 and 865 MiB (a second run with it: 177 / 11 / 12, 889 MiB; the runs
  // vary by as much). Until then it was off in any-suit for memory, at 1,060–1,170 MiB with it, before the encoder's
  // groups became functions of their own. The cards not home that lie in the stock or on the waste keep their order for
  // good: a turn, a redeal and a card going home leave it as it is, and a build puts the card right after its bridge.
  // So "card b lies after card a whenever both are there" is a fact of a line, `after(a, b)`, read from the deal
  // (stream cards: their indices), from places (a built card at place p lies after the stream cards below p and before
  // the others, and after the cards built at earlier places), from builds (a card built onto a bridge lies right after
  // it, so after whatever lies before the bridge), and from a bridge taking a second card in a later pass (at that
  // build the bridge is the waste's top, so the first card, not home, is still in the stock: the second card lies
  // before it). Only these implications are clauses (each variable is true at least when they say so), and `after`
  // appears only negated below, so a line's facts satisfy every clause.
  // A deadlock of three cards of one suit bound for one foundation: at the start of a pass, `lower` < `middle` <
  // `upper` in the foundation's order all lie in the stream, none home, `middle` before `upper` before `lower`. In that
  // pass `middle` goes home only after `lower`, which comes onto the waste only after `upper`; `upper` covers `middle`
  // from the moment it comes, and waits for it. So `middle` is not home by the pass's end (in the next pass it may be,
  // once `lower` has gone home).
  const streamAfter: { first: number; second: number; variable: number }[] = [];
  const streamOrder = refills ? 'off' : (options.streamOrder ?? 'in-problem');
  const encodeGroup18 = (): void => {
    if (streamOrder !== 'off') {
      const stockCount = stream.length;
      // after[a][b - stockCount] for any card a and reserve card b; afterStream[a - stockCount][s] for reserve a,
      // stream s.
      const afterReserve = cards.map((_, card) => reserve.map((other) => (other === card ? 0 : ++variables)));
      const afterStream = reserve.map(() => stream.map(() => ++variables));
      for (const first of cards.keys())
        for (const second of reserve)
          if (first !== second)
            streamAfter.push({ first, second, variable: afterReserve[first]![second - stockCount]! });
      for (const first of reserve)
        for (const second of stream)
          streamAfter.push({ first, second, variable: afterStream[first - stockCount]![cards[second]!.index]! });
      const after = (first: number, second: number): Literal => {
        if (isReserve(second)) return afterReserve[first]![second - stockCount]!;
        if (isReserve(first)) return afterStream[first - stockCount]![cards[second]!.index]!;
        return cards[first]!.index < cards[second]!.index;
      };
      const lastSlot = slots - 1;
      const ontoOfCard = groupBy(builtOnto, (entry) => entry.card);
      const placeOf = (card: number, get: (variable: number) => boolean): number =>
        atOrBefore[card]!.findIndex((variable) => get(variable));
      // A line's value of each `after` variable: true exactly when the implications below say so.
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
      for (const group of ontoByBridge.values())
        for (const first of group)
          for (const second of group)
            if (first.pass < second.pass && first.card !== second.card)
              add(
                -first.variable,
                -second.variable,
                homeByPassEnd(first.card, second.pass),
                after(second.card, first.card),
              );
      if (streamOrder === 'held-back') target = heldBack;
      for (let suit = 0; suit < 4; suit++) {
        const ofSuit = cards.flatMap((card, number) => (card.suit === suit ? [number] : []));
        for (const middle of ofSuit)
          for (const upper of ofSuit)
            for (const upperWaits of bothTo(middle, upper))
              for (const lower of ofSuit)
                for (const middleWaits of bothTo(lower, middle)) {
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
      target = clauses;
    }
  };
  encodeGroup18();
  const leaveChoices: BuildChoice[] = [];
  const leftOnto: BuiltOnto[] = [];
  // The Reinforcements: a card's first leaving of a pile after its first refill went onto the waste, not home.
  const leftOntoWaste = cards.map(() => (refills ? ++variables : 0));
  if (stopped()) return err(RELAXATION_STOPPED);
  // (R) Refills. Once refilled, a card stays so; it is refilled in a pass only before it is turned, when it is the
  // stock's top (every stream card before it in the stock's order and not turned in this pass is home or refilled:
  // none of them is in the stock, and the stock keeps that order), is not home, and some pile is empty (its bottom
  // card, the last of the pile to leave, is home or built).
  const encodeGroupR = (): void => {
    if (refills) {
      const bottoms = layout.reserve.map((_, pileIndex) =>
        reserve.find((card) => cards[card]!.pile === pileIndex && cards[card]!.level === 0),
      );
      const pileEmpty = (slot: number): Literal[] =>
        bottoms.flatMap((bottom) => (bottom === undefined ? [] : [homeBy(bottom, slot), builtBy(bottom, slot)]));
      for (const card of stream) {
        const index = cards[card]!.index;
        for (let slot = 0; slot < slots; slot++) {
          const j = jOf(slot);
          if (slot > 0) add(not(freed(card, slot - 1)), freed(card, slot));
          const refillNow = [not(freed(card, slot)), freed(card, slot - 1)];
          if (j > index) {
            add(...refillNow);
            continue;
          }
          add(...refillNow, not(homeBy(card, slot - 1)));
          for (let before = j; before < index; before++)
            add(...refillNow, homeBy(byIndex[before]!, slot), freed(byIndex[before]!, slot));
          add(...refillNow, ...pileEmpty(slot));
        }
      }
      for (const card of reserve)
        for (let slot = 0; slot < slots; slot++) {
          const pass = Math.floor(slot / slotsPerPass);
          if (slot > 0) add(not(freed(card, slot - 1)), freed(card, slot));
          const refillNow = [not(freed(card, slot)), freed(card, slot - 1)];
          if (pass === 0) {
            add(...refillNow);
            continue;
          }
          add(...refillNow, builtBy(card, pass * slotsPerPass - 1));
          add(...refillNow, not(homeBy(card, slot - 1)));
          add(...refillNow, not(placeAtMost(card, jOf(slot) - 1)));
          add(...refillNow, ...pileEmpty(slot));
          // It is the stock's top: every stream card before its place and not turned yet in this pass is gone.
          for (let index = jOf(slot); index < stockSize; index++)
            add(...refillNow, placeAtMost(card, index), homeBy(byIndex[index]!, slot), freed(byIndex[index]!, slot));
        }
      // (R2) The piles' room. An empty pile takes one card, and the next only once that one has left it (home, or
      // built onto the waste, which needs a bridge there). So at the end of each slot the refilled cards that have not
      // left their pile are at most as many as the piles emptied (bottom card gone). left(c, s): refilled card c left
      // its pile the first time by then. (A card refilled a second time is not counted: fewer counted, only allowing
      // more.)
      // (The Reinforcements is never any-suit: `bridgesOf` keeps to the suit.)
      const leftOntoIn = stayingUnder(leftOnto);
      for (const card of cards.keys()) {
        const row = left[card]!;
        const ontoWaste = leftOntoWaste[card]!;
        const bridges = bridgesOf(card);
        for (let slot = 0; slot < slots; slot++) {
          if (slot > 0) add(-row[slot - 1]!, row[slot]!);
          add(-row[slot]!, freed(card, slot));
          add(not(homeBy(card, slot)), not(freed(card, slot)), row[slot]!);
          // Left in this slot and not home by its end: built onto the waste, onto a bridge that can be its top and
          // that stays under it (not home before it) for the rest of the pass, as in group 9.
          const pass = Math.floor(slot / slotsPerPass);
          const choices =
            jOf(slot) === 0
              ? []
              : bridges.flatMap((bridge) => {
                  const top = canBeTop(bridge, slot);
                  if (top === false) return [];
                  const choice = ++variables;
                  leaveChoices.push({ card, bridge, slot, variable: choice });
                  add(-choice, top);
                  add(-choice, leftOntoIn(card, bridge, pass));
                  return [choice];
                });
          add(-row[slot]!, slot > 0 ? row[slot - 1]! : false, homeBy(card, slot), ...choices);
          // Left onto the waste (group 16), whether or not home by the slot's end: onto a bridge as well.
          add(-row[slot]!, slot > 0 ? row[slot - 1]! : false, -ontoWaste, ...choices);
        }
      }
      // At least m + 1 piles emptied by the end of the slot, for m = 0 … 3: every set of 4 - m piles has one.
      const emptiedAtLeast = (slot: number, m: number): Literal => {
        const gone = bottoms.map((bottom) => [homeBy(bottom!, slot), builtBy(bottom!, slot)]);
        const variable = ++variables;
        const subsets = (from: number, size: number): number[][] =>
          size === 0
            ? [[]]
            : from >= gone.length
              ? []
              : [...subsets(from + 1, size - 1).map((rest) => [from, ...rest]), ...subsets(from + 1, size)];
        for (const subset of subsets(0, gone.length - m)) add(-variable, ...subset.flatMap((pile) => gone[pile]!));
        definitions.set(
          variable,
          (get) => gone.filter((literals) => literals.some((literal) => value(literal, get))).length >= m + 1,
        );
        return variable;
      };
      for (let slot = 0; slot < slots; slot++) {
        // In pile: refilled and not left. A sequential counter: atLeast[k] true once k + 1 of the cards so far are.
        let atLeast: Literal[] = [false, false, false, false, false];
        for (const card of cards.keys()) {
          const inPile = ++variables;
          const refilledNow = freed(card, slot);
          const leftNow = left[card]![slot]!;
          add(not(refilledNow), leftNow, inPile);
          definitions.set(inPile, (get) => value(refilledNow, get) && !get(leftNow));
          const before = atLeast;
          const next: Literal[] = before.map((_, k) => {
            const variable = ++variables;
            add(not(before[k]!), variable);
            add(-inPile, k === 0 ? true : not(before[k - 1]!), variable);
            definitions.set(
              variable,
              (get) => value(before[k]!, get) || (get(inPile) && (k === 0 || value(before[k - 1]!, get))),
            );
            return variable;
          });
          atLeast = next;
        }
        add(not(atLeast[4]!));
        for (let m = 0; m < 4; m++) add(not(atLeast[m]!), emptiedAtLeast(slot, m));
      }
    }
  };
  encodeGroupR();
  if (stopped()) return err(RELAXATION_STOPPED);
  // (16) The order within a slot (The Reinforcements, where most of a game can pass in one slot: its piles and the
  // refills play like free cells while the stock stands still). Every event (a card home; a reserve card leaving its
  // pile, built or home; a card first refilled) has a place in the order of play, and the relations the rules impose
  // hold between them: a foundation takes its cards in order; a pile's cards leave top first; a card leaves after it
  // was refilled and goes home no earlier than it leaves; a refill comes no earlier than the emptying of its pile (the
  // move that empties it). A line's moves give the places (ties only for events of one move), so every line stays a
  // solution; cycles that the slots cannot see, all within one slot, are ruled out.
  const events: OrderedEvent[] = [];
  const firstOnto: { first: number; second: number; variable: number }[] = [];
  const firstRefilled: { first: number; second: number; variable: number }[] = [];
  const refillPiles: { card: number; pile: number; variable: number }[] = [];
  const encodeGroup16 = (): void => {
    if (refills) {
      const eventCount = cards.length * 3;
      const orderOf = (kind: OrderedEvent['kind'], card: number): readonly number[] => {
        const atLeast = block(eventCount - 1);
        for (let k = 1; k < atLeast.length; k++) add(-atLeast[k]!, atLeast[k - 1]!);
        events.push({ kind, card, atLeast });
        return atLeast;
      };
      const homeOrder = cards.map((_, card) => orderOf('home', card));
      // A stream card's leaving: of its pile, the first time after its first refill.
      const leaveOrder = cards.map((_, card) => orderOf('leave', card));
      const refillOrder = cards.map((_, card) => orderOf('refill', card));
      // `earlier` comes before `later` (or no later, if not `strict`) unless one of `unless` holds.
      const comesBefore = (
        unless: Literal[],
        earlier: readonly number[],
        later: readonly number[],
        strict: boolean,
      ) => {
        const top = earlier.length;
        if (strict) add(...unless, later[0]!);
        for (let k = 1; k <= top; k++) {
          const reached = strict ? k + 1 : k;
          if (reached > top) add(...unless, -earlier[k - 1]!);
          else add(...unless, -earlier[k - 1]!, later[reached - 1]!);
        }
      };
      // A variable that, when true, puts `earlier` before `later` (no later, if not `strict`): one per pair of events,
      // so that the many conditions that call for one order share its clauses (each condition implies the variable).
      const placeOf = (atLeast: readonly number[], get: (variable: number) => boolean) =>
        atLeast.filter((variable) => get(variable)).length;
      const orderings = new Map<string, number>();
      const ordering = (earlier: readonly number[], later: readonly number[], strict: boolean): number => {
        const key = `${earlier[0]} ${later[0]} ${strict}`;
        const known = orderings.get(key);
        if (known !== undefined) return known;
        const variable = ++variables;
        orderings.set(key, variable);
        comesBefore([-variable], earlier, later, strict);
        definitions.set(variable, (get) =>
          strict ? placeOf(earlier, get) < placeOf(later, get) : placeOf(earlier, get) <= placeOf(later, get),
        );
        return variable;
      };
      // `earlier` before `later` unless one of `unless` holds, by way of `ordering`.
      const orderUnless = (unless: Literal[], earlier: readonly number[], later: readonly number[], strict: boolean) =>
        add(...unless, ordering(earlier, later, strict));
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
      const last = slots - 1;
      const bottoms = layout.reserve.map((_, pileIndex) =>
        reserve.find((card) => cards[card]!.pile === pileIndex && cards[card]!.level === 0),
      );
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
          const variable = ++variables;
          refillPiles.push({ card, pile, variable });
          comesBefore([-variable], leaveOrder[bottom]!, refillOrder[card]!, false);
          return [variable];
        });
        add(not(wasRefilled), ...choices);
      }
      // (16a) A card built onto a bridge (a reserve card's first build, a stream card's first leaving of its refilled
      // pile onto the waste): the bridge is on the waste then, so it goes home later; a reserve bridge left its pile
      // before; and a bridge that goes home in the pass of the build waits for the card on it to go home first (it
      // leaves the waste only for a foundation, and nothing is refilled from the waste within a pass).
      const endOfPass = (pass: number) => pass * slotsPerPass + slotsPerPass - 1;
      // A stream bridge refilled by the end of the build's pass was refilled before the build (a card turned in a pass
      // stays on the waste until the redeal, and the waste is empty when a pass begins), so it came onto the waste by
      // leaving its pile.
      const bridgeOrders = ({ card, bridge, pass, variable }: BuiltOnto): void => {
        orderUnless([-variable], leaveOrder[card]!, homeOrder[bridge]!, true);
        const onWasteBy = isReserve(bridge) ? [] : [not(freed(bridge, endOfPass(pass)))];
        orderUnless([-variable, ...onWasteBy], leaveOrder[bridge]!, leaveOrder[card]!, true);
        orderUnless([-variable, not(homeBy(bridge, endOfPass(pass)))], homeOrder[card]!, homeOrder[bridge]!, true);
      };
      const ontoEntries = [...builtOnto, ...leftOnto.filter((entry) => !isReserve(entry.card))];
      // By the end of the slot: a reserve card built (its first build), a stream card left its refilled pile.
      const ontoBy = (card: number, slot: number): Literal =>
        isReserve(card) ? builtBy(card, slot) : left[card]![slot]!;
      for (const entry of ontoEntries) bridgeOrders(entry);
      // A reserve card built onto a bridge met in that pass: every stream card turned after the bridge and before the
      // build lies above the bridge, so it has gone home before the build (it is not refilled, as it was
      // turned, and it cannot be built). Turned before the build: its index is below the build's place. (Unless it was
      // home before the pass, or the bridge came onto the waste from a pile, as a refilled card.)
      // A reserve bridge lies at its place: the stream cards from its place on come above it.
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
          orderUnless(unless, homeOrder[above]!, leaveOrder[card]!, true);
        }
      }
      // The waste is a stack in the order of play too (group 3): of two stream cards turned in one pass, the later one
      // lies on the earlier one, so if the earlier one goes home in that pass after the later one was turned, the later
      // one went home first. (Unless either is refilled, which takes it out of the stream, or the later one was home
      // before the pass.)
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
      // A stream card turned in a pass at or after the place of a reserve card built before its turn lies on that card:
      // if the built card goes home in that pass after the turn, the stream card went home first (group 5).
      for (const card of reserve)
        for (const other of stream) {
          const index = cards[other]!.index;
          for (let pass = 0; pass < PASSES; pass++) {
            const turn = pass * slotsPerPass + index;
            const unless = [
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
      // A refill takes the stock's top card (group R): a stream card of the stock above it that is never refilled in
      // that pass has gone home before. Above it: a stream card before it in the stock's order, or, for a reserve card
      // built in an earlier pass, one before its place; not turned yet in that pass, as the refill comes in a slot no
      // later than its index.
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
      // So has a reserve card built in an earlier pass and lying before it in the stock, unless refilled in that pass:
      // at place p, it is turned in slot p or later, so a refill by the end of slot p - 1 comes while it is in the
      // stock.
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
      // Two cards built onto one bridge in one pass: the first lies on it until it goes home (or the redeal), so the
      // second is built only after the first has gone home. `firstOnto`: the variable true when `first` was built
      // first.
      const byBridge = groupBy(ontoEntries, (entry) => entry.bridge * PASSES + entry.pass);
      for (const group of byBridge.values())
        for (const [at, one] of group.entries())
          for (const other of group.slice(at + 1)) {
            if (one.card === other.card) continue;
            const variable = ++variables;
            firstOnto.push({ first: one.card, second: other.card, variable });
            const both = [-one.variable, -other.variable];
            orderUnless([...both, -variable], homeOrder[one.card]!, leaveOrder[other.card]!, true);
            orderUnless([...both, variable], homeOrder[other.card]!, leaveOrder[one.card]!, true);
            // The same in slots: the first is home by the slot of the second's build.
            for (let slot = 0; slot < slots; slot++) {
              add(...both, -variable, not(ontoBy(other.card, slot)), homeBy(one.card, slot));
              add(...both, variable, not(ontoBy(one.card, slot)), homeBy(other.card, slot));
            }
          }
      // (16b) Refills one pile at a time. A refill takes the stock's top card, so two stream cards are refilled in
      // stock order (one pile empties per move; a redeal refills the empty piles in one move, in stock order too). A
      // pile holds one refilled card at a time: of two stream cards first refilled onto one pile, the later refill
      // comes no earlier than the first card's leaving (the move that empties the pile refills it). `firstRefilled`:
      // the variable true when `first` was refilled first.
      const pileOf = new Map<number, number>();
      for (const { card, pile, variable } of refillPiles) pileOf.set(card * 8 + pile, variable);
      for (const [lower, upper] of streamPairs) {
        // Stream cards keep their order in every pass's stock: refilled in one pass, the upper one comes second; a card
        // refilled in an earlier pass comes first.
        for (let pass = 0; pass < PASSES; pass++) {
          const upperNow = [not(freed(upper, endOfPass(pass))), freed(upper, endOfPass(pass - 1))];
          orderUnless(
            [...upperNow, not(freed(lower, endOfPass(pass)))],
            refillOrder[lower]!,
            refillOrder[upper]!,
            false,
          );
          const lowerNow = [not(freed(lower, endOfPass(pass))), freed(lower, endOfPass(pass - 1))];
          if (pass > 0)
            orderUnless(
              [...lowerNow, not(freed(upper, endOfPass(pass - 1)))],
              refillOrder[upper]!,
              refillOrder[lower]!,
              false,
            );
        }
        const lowerFirst = ++variables;
        firstRefilled.push({ first: lower, second: upper, variable: lowerFirst });
        for (let pile = 0; pile < layout.reserve.length; pile++) {
          const onPile = [-pileOf.get(lower * 8 + pile)!, -pileOf.get(upper * 8 + pile)!];
          orderUnless([...onPile, -lowerFirst], leaveOrder[lower]!, refillOrder[upper]!, false);
          orderUnless([...onPile, lowerFirst], leaveOrder[upper]!, refillOrder[lower]!, false);
        }
      }
    }
  };
  encodeGroup16();
  if (stopped()) return err(RELAXATION_STOPPED);
  // (15) The deadlock of group 8 through a reserve pile. Stream cards `lower` and `upper` (turned later) both lie on
  // the waste once `upper` is turned in a pass, and card `above` still lies in its pile over card `below`. If `upper`
  // must wait for `below` on its foundation and `above` for `lower` on its, none of the four leaves before the redeal:
  // `lower` waits for `upper`, which waits for `below`, which waits for `above` to leave its pile; and `above` can
  // only go home after `lower`, or be built onto the waste, above `upper`, where it again waits to go home. So
  // `lower` is not home by the pass's end. Held back unless asked for (see `heldBack`).
  if (options.pileDeadlocks !== true) target = heldBack;
  const encodeGroup15 = (): void => {
    for (const [above, below] of pilePairs)
      for (const [lower, upper] of streamPairs)
        for (const upperWaits of bothTo(below, upper))
          for (const aboveWaits of bothTo(lower, above))
            for (let pass = 0; pass < PASSES; pass++) {
              const beforeUpper = pass * slotsPerPass + cards[upper]!.index;
              add(
                ...bothOnWaste(lower, upper, pass),
                builtBy(above, beforeUpper),
                homeBy(above, beforeUpper),
                ...upperWaits,
                ...aboveWaits,
                not(homeByPassEnd(lower, pass)),
              );
            }
  };
  encodeGroup15();
  target = clauses;
  return ok({
    layout,
    ...clauses.build(variables),
    heldBack: heldBack.build(variables),
    deferred: deferred.build(variables),
    home,
    built,
    atOrBefore,
    aceChoices,
    buildChoices,
    builtOnto,
    builtAfterAtLeast,
    refilled,
    left,
    events,
    refillPiles,
    leaveChoices,
    leftOnto,
    leftOntoWaste,
    firstOnto,
    firstRefilled,
    streamAfter,
    definitions,
  });
};

/** The problem in DIMACS CNF, the input format of SAT solvers. */
export const makeDimacs = (cnf: Cnf): string => {
  const lines = [...cnfClauses(cnf)].map((clause) => `${clause.join(' ')} 0`);
  return `p cnf ${cnf.variables} ${lines.length}\n${lines.join('\n')}\n`;
};

/**
 * The values a winning line gives every variable of the relaxation (index 0 unused). An error if the line is not
 * a sequence of Alhambra moves that brings every card home (it is not checked against the rules here).
 */
export const lineAssignment = (relaxation: AlhambraRelaxation, moves: readonly Move[]): Result<boolean[]> => {
  const { layout } = relaxation;
  const stockSize = layout.stock.length;
  const slotsPerPass = stockSize + 1;
  const cardTotal = relaxation.home.length;
  let stock = Array.from({ length: stockSize }, (_, index) => index);
  let waste: number[] = [];
  let next = stockSize;
  const piles = layout.reserve.map((pile) => pile.map(() => next++));
  const homeSlot = new Array<number>(cardTotal).fill(-1);
  const buildSlot = new Array<number>(cardTotal).fill(-1);
  const place = new Array<number>(cardTotal).fill(-1);
  const toAceFoundation = new Array<boolean>(cardTotal).fill(false);
  const bridgeOf = new Array<number>(cardTotal).fill(-1);
  const order = new Array<number>(cardTotal).fill(0);
  const refillSlot = new Array<number>(cardTotal).fill(-1);
  const leftSlot = new Array<number>(cardTotal).fill(-1);
  // Group 16: the move of each event (-1 for none), and the pile of a card's first refill.
  const homeMove = new Array<number>(cardTotal).fill(-1);
  const leaveMove = new Array<number>(cardTotal).fill(-1);
  const refillMove = new Array<number>(cardTotal).fill(-1);
  const refillPile = new Array<number>(cardTotal).fill(-1);
  const leftBridge = new Array<number>(cardTotal).fill(-1);
  let moveNumber = 0;
  // Where a card built onto the waste lies in the stream now (a refilled card may be built again): its latest place.
  const position = new Array<number>(cardTotal).fill(-1);
  const refills = layout.variant === 'reinforcement';
  // The Reinforcements: an empty pile takes the stock's top card at once.
  const refill = (pile: number[]): void => {
    const card = pile.length === 0 ? stock.shift() : undefined;
    if (card === undefined) return;
    pile.push(card);
    if (refillSlot[card]! >= 0) return;
    refillSlot[card] = pass * slotsPerPass + j;
    refillMove[card] = moveNumber;
    refillPile[card] = piles.indexOf(pile);
  };
  let builds = 0;
  let pass = 0;
  let j = 0;
  for (const [number, move] of moves.entries()) {
    moveNumber = number;
    if (move.type === 'turn') {
      const card = stock.shift();
      if (card === undefined) return err(`move ${number + 1} turns an empty stock`);
      waste.push(card);
      // A refilled card built onto the waste comes round again like a built card: at its place.
      j = card < stockSize && refillSlot[card]! < 0 ? card + 1 : Math.max(j, position[card]!);
    } else if (move.type === 'redeal') {
      stock = waste;
      waste = [];
      pass++;
      j = 0;
      if (refills) for (const pile of piles) refill(pile);
    } else {
      const from = move.from.pile === 'waste' ? waste : piles[move.from.index];
      const card = from?.pop();
      if (card === undefined) return err(`move ${number + 1} takes a card from an empty pile`);
      if (move.from.pile === 'reserve' && refillSlot[card]! >= 0 && leftSlot[card]! < 0) {
        leftSlot[card] = pass * slotsPerPass + j;
        if (move.to.pile === 'waste') leftBridge[card] = waste[waste.length - 1] ?? -1;
      }
      if (move.from.pile === 'reserve' && card >= stockSize && leaveMove[card]! < 0) leaveMove[card] = number;
      // A stream card's leaving (group 16): of its pile, the first time after its first refill.
      if (move.from.pile === 'reserve' && card < stockSize && refillSlot[card]! >= 0 && leaveMove[card]! < 0)
        leaveMove[card] = number;
      if (move.to.pile === 'waste') {
        position[card] = j;
        waste.push(card);
        // The relaxation's builds: a reserve card's first (a stream card is never one).
        if (card >= stockSize && buildSlot[card]! < 0) {
          place[card] = j;
          bridgeOf[card] = waste[waste.length - 2] ?? -1;
          order[card] = builds++;
          buildSlot[card] = pass * slotsPerPass + j;
        }
      } else {
        homeSlot[card] = pass * slotsPerPass + j;
        homeMove[card] = number;
        toAceFoundation[card] = move.to.pile === 'ace';
      }
      if (refills && move.from.pile === 'reserve') refill(from!);
    }
  }
  if (homeSlot.some((slot) => slot < 0)) return err('the line does not bring every card home');
  const known = new Map<number, boolean>();
  for (let card = 0; card < cardTotal; card++) {
    for (const [slot, variable] of relaxation.home[card]!.entries()) known.set(variable, slot >= homeSlot[card]!);
    for (const [slot, variable] of relaxation.built[card]!.entries())
      known.set(variable, buildSlot[card]! >= 0 && slot >= buildSlot[card]!);
    // A card never built may take any place: all false keeps the order clauses.
    for (const [k, variable] of relaxation.builtAfterAtLeast[card]!.entries())
      known.set(variable, order[card]! >= k + 1);
    for (const [j, variable] of relaxation.atOrBefore[card]!.entries())
      known.set(variable, place[card]! >= 0 && j >= place[card]!);
    for (const [slot, variable] of relaxation.refilled[card]!.entries())
      known.set(variable, refillSlot[card]! >= 0 && slot >= refillSlot[card]!);
    for (const [slot, variable] of relaxation.left[card]!.entries())
      known.set(variable, leftSlot[card]! >= 0 && slot >= leftSlot[card]!);
  }
  for (const { variable, first } of relaxation.aceChoices) known.set(variable, toAceFoundation[first]!);
  // Group 16: each event's place is the rank of its move among the events' moves (one move, one place).
  const eventMove = (event: OrderedEvent): number =>
    (event.kind === 'home' ? homeMove : event.kind === 'leave' ? leaveMove : refillMove)[event.card]!;
  const ranks = new Map(
    [...new Set(relaxation.events.map(eventMove).filter((move) => move >= 0))]
      .sort((a, b) => a - b)
      .map((move, rank) => [move, rank]),
  );
  for (const event of relaxation.events) {
    const rank = ranks.get(eventMove(event)) ?? 0;
    for (const [k, variable] of event.atLeast.entries()) known.set(variable, rank >= k + 1);
  }
  for (const { card, pile, variable } of relaxation.refillPiles) known.set(variable, refillPile[card] === pile);
  for (const { first, second, variable } of relaxation.firstRefilled)
    known.set(variable, refillMove[first]! < refillMove[second]!);
  for (const { first, second, variable } of relaxation.firstOnto)
    known.set(variable, leaveMove[first]! < leaveMove[second]!);
  for (const [card, variable] of relaxation.leftOntoWaste.entries())
    if (variable > 0) known.set(variable, leftSlot[card]! >= 0 && leftBridge[card]! >= 0);
  for (const { card, bridge, slot, variable } of relaxation.leaveChoices)
    known.set(variable, leftSlot[card] === slot && leftBridge[card] === bridge);
  for (const { card, bridge, pass, variable } of relaxation.leftOnto)
    known.set(variable, leftBridge[card] === bridge && Math.floor(leftSlot[card]! / slotsPerPass) === pass);
  for (const { card, bridge, slot, variable } of relaxation.buildChoices)
    known.set(variable, buildSlot[card] === slot && bridgeOf[card] === bridge);
  for (const { card, bridge, pass, variable } of relaxation.builtOnto)
    known.set(variable, bridgeOf[card] === bridge && Math.floor(buildSlot[card]! / slotsPerPass) === pass);
  const get = (variable: number): boolean => {
    const value = known.get(variable);
    if (value !== undefined) return value;
    const definition = relaxation.definitions.get(variable);
    if (definition === undefined) throw new Error(`relaxation bug: variable ${variable} has no value`);
    const computed = definition(get);
    known.set(variable, computed);
    return computed;
  };
  const assignment = [false];
  for (let variable = 1; variable <= relaxation.variables; variable++) assignment.push(get(variable));
  return ok(assignment);
};

/** The index of the first clause the assignment leaves false, or -1 if it satisfies them all. */
export const firstUnsatisfiedClause = (cnf: Cnf, assignment: readonly boolean[]): number => {
  let index = 0;
  for (const clause of cnfClauses(cnf)) {
    if (!clause.some((literal) => assignment[Math.abs(literal)] === literal > 0)) return index;
    index++;
  }
  return -1;
};
