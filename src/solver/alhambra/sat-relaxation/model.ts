import { rankOf, suitOf } from '../../../core/cards.js';
import type { AlhambraLayout } from '../../../games/layout.js';
import { ALHAMBRA_DESCRIPTORS } from '../../../games/registry.js';
import { solverNow } from '../../clock.js';
import { CnfBuilder } from '../../sat/cnf.js';
import { DEAL_START, type RelaxationStart } from './start.js';

// The relaxation's model: cards, slots and the variables every clause family speaks of.
//
// Time is cut into slots: slot (pass, j) is the stretch of a pass after the stream card of index j - 1 was turned and
// before the one of index j is (index: place in the starting stock; j = 0 to the stock's size). Stream cards are the
// stock's cards; the order they are met in never changes from pass to pass, since the waste is turned over unshuffled.
// Reserve cards leave their pile home or onto the waste ("built"); a card built in slot (pass, j) lies between the
// stream cards of indices j - 1 and j for good: its place. In a later pass it is turned between those two, so once it
// is turned the slot is at least its place (the stream card j - 1 may have gone home already, and then no turn
// separates slots j - 1 and j: a line's moves are counted in the latest slot they can be).
//
// Variables made here, in this order (the numbering is part of the problem): home(c, s), card c is home by the end of
// slot s; built(c, s), reserve card c was built onto the waste by the end of slot s; atOrBefore(c, j), built card c's
// place is at most j; and in The Reinforcements refilled(c, s), card c was first put onto an empty pile by the end of
// slot s, and left(c, s), it left that pile the first time by then. The clause families make the rest.

/** Passes through the stock: the deal and two redeals. */
export const PASSES = 3;

/** A literal: a variable (negated for "not"), or true / false for constants, which `add` folds away. */
export type Literal = number | boolean;

/** A helper variable's value in a line, computed from the values of the variables it is defined from. */
export type Definition = (value: (variable: number) => boolean) => boolean;

/** One card of the deal, in the relaxation's numbering (stream cards by stock index, then reserve cards). */
export interface CardInfo {
  readonly suit: number;
  readonly rank: number;
  /** Stock index, or -1 for a reserve card. */
  readonly index: number;
  readonly pile: number;
  readonly level: number;
}

/** The entries grouped by `key`, each group in the entries' order. */
export const groupBy = <T>(entries: readonly T[], key: (entry: T) => number): Map<number, T[]> => {
  const groups = new Map<number, T[]>();
  for (const entry of entries) {
    const group = groups.get(key(entry));
    if (group === undefined) groups.set(key(entry), [entry]);
    else group.push(entry);
  }
  return groups;
};

/** The literal's value under `get` (constants as they are). */
export const literalValue = (literal: Literal, get: (variable: number) => boolean): boolean =>
  typeof literal === 'boolean' ? literal : literal > 0 ? get(literal) : !get(-literal);

/** The negation of a literal. */
export const not = (literal: Literal): Literal => (typeof literal === 'boolean' ? !literal : -literal);

/** The deal's cards in the relaxation's numbering. */
const cardsOf = (layout: AlhambraLayout): CardInfo[] => {
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
  return cards;
};

/**
 * The model of one deal from `start` (its foundations, pass and cards turned; `start.ts`): its cards and slots, the
 * variable counter, the clause targets and the base variables.
 */
// Clauses between two readings of the clock while encoding (a power of two).
const CLAUSES_PER_CLOCK_READING = 4096;

export const makeModel = (layout: AlhambraLayout, start: RelaxationStart = DEAL_START) => {
  const { anySuitOnWaste: anySuit, reserveRefills: refills } = ALHAMBRA_DESCRIPTORS[layout.variant];
  const cards = cardsOf(layout);
  const stockSize = layout.stock.length;
  const slotsPerPass = stockSize + 1;
  const slots = PASSES * slotsPerPass;
  const jOf = (slot: number) => slot % slotsPerPass;
  let variables = 0;
  const clauses = new CnfBuilder();
  const heldBack = new CnfBuilder();
  const deferred = new CnfBuilder();
  let target = clauses;
  let added = 0;
  const definitions = new Map<number, Definition>();
  const add = (...literals: Literal[]): void => {
    let constants = 0;
    for (const literal of literals) {
      if (literal === true) return;
      if (literal === false) constants++;
    }
    if (constants === literals.length) throw new Error('relaxation bug: an empty clause');
    // An encoding runs up to a second between its own clock readings; a host's clock may pause the solver at any
    // reading (clock.ts), so the clock is read every few thousand clauses too.
    if ((++added & (CLAUSES_PER_CLOCK_READING - 1)) === 0) solverNow();
    // Most clauses have no constant: they go in as they are, without a copy.
    target.add(
      constants === 0 ? (literals as number[]) : (literals.filter((literal) => literal !== false) as number[]),
    );
  };
  const newVariable = (): number => ++variables;
  const block = (length: number) => Array.from({ length }, () => ++variables);
  const isReserve = (card: number) => cards[card]!.index < 0;
  const home = cards.map(() => block(slots));
  const built = cards.map((_, card) => (isReserve(card) ? block(slots) : []));
  const atOrBefore = cards.map((_, card) => (isReserve(card) ? block(slotsPerPass) : []));
  const refilled = cards.map(() => (refills ? block(slots) : []));
  const left = cards.map(() => (refills ? block(slots) : []));
  const stream = cards.flatMap((card, number) => (card.index >= 0 ? [number] : []));
  const reserve = cards.flatMap((card, number) => (card.index < 0 ? [number] : []));
  const byIndex: number[] = [];
  for (const card of stream) byIndex[cards[card]!.index] = card;
  const homeBy = (card: number, slot: number): Literal => (slot < 0 ? false : home[card]![slot]!);
  const builtBy = (card: number, slot: number): Literal => (slot < 0 ? false : built[card]![slot]!);
  const placeAtMost = (card: number, j: number): Literal => (j < 0 ? false : atOrBefore[card]![j]!);
  const endOfPass = (pass: number) => pass * slotsPerPass + slotsPerPass - 1;
  return {
    layout,
    start,
    /** The slot the game begins in: no card goes home or is built before it. */
    startSlot: start.pass * slotsPerPass + start.turned,
    anySuit,
    refills,
    cards,
    stockSize,
    slotsPerPass,
    /** Slots in all: `PASSES` passes of `slotsPerPass`. */
    slots,
    /** The slot's j: one past the stream card turned last before it in its pass. */
    jOf,
    /** The variables made so far (the highest variable). */
    variableCount: () => variables,
    newVariable,
    /** `length` new variables in a row. */
    block,
    /** Adds a clause to the current target (constants folded; an error if nothing is left). */
    add,
    /** Runs `encode` with its clauses going to `builder` instead of the problem. */
    into: (builder: CnfBuilder, encode: () => void): void => {
      target = builder;
      encode();
      target = clauses;
    },
    clauses,
    heldBack,
    deferred,
    /** Each helper variable's value in a line, from the variables it stands for. */
    definitions,
    isReserve,
    home,
    built,
    atOrBefore,
    refilled,
    left,
    /** Stream cards, by number. */
    stream,
    /** Reserve cards, by number. */
    reserve,
    /** The stream card of each stock index. */
    byIndex,
    homeBy,
    builtBy,
    placeAtMost,
    /** A card refilled onto a pile by the end of the slot: it lies on no waste (always false without refills). */
    freed: (card: number, slot: number): Literal =>
      slot < 0 || refilled[card]!.length === 0 ? false : refilled[card]![slot]!,
    /** "card leaves (goes home) in this slot" is home(c, s) and not home(c, s - 1): its negation, as literals. */
    notLeaving: (card: number, slot: number): Literal[] => [not(homeBy(card, slot)), homeBy(card, slot - 1)],
    /** The negation of "built card `card`'s place is `place`", as literals of a clause. */
    isPlace: (card: number, place: number): Literal[] => [not(placeAtMost(card, place)), placeAtMost(card, place - 1)],
    /** The last slot of pass `pass` (-1 before the first pass). */
    endOfPass,
    /** Card `card` is home by the end of pass `pass`. */
    homeByPassEnd: (card: number, pass: number) => homeBy(card, endOfPass(pass)),
    /** Pairs of stream cards, the upper one turned after the lower one. */
    streamPairs: stream.flatMap((lower) =>
      stream.flatMap((upper) => (cards[upper]!.index > cards[lower]!.index ? [[lower, upper] as const] : [])),
    ),
    /** Pairs of reserve cards of one pile, upper first. */
    pilePairs: reserve.flatMap((upper) =>
      reserve.flatMap((lower) =>
        cards[lower]!.pile === cards[upper]!.pile && cards[lower]!.level < cards[upper]!.level
          ? [[upper, lower] as const]
          : [],
      ),
    ),
    /** The card right above each reserve card in its pile (none for a pile's top card). */
    cardAbove: new Map(
      reserve.flatMap((card) => {
        const above = reserve.find(
          (other) => cards[other]!.pile === cards[card]!.pile && cards[other]!.level === cards[card]!.level + 1,
        );
        return above === undefined ? [] : [[card, above] as const];
      }),
    ),
    /** The bottom card of each pile: the last of the pile to leave. */
    bottoms: layout.reserve.map((_, pileIndex) =>
      reserve.find((card) => cards[card]!.pile === pileIndex && cards[card]!.level === 0),
    ),
  };
};

/** The model of one deal (`makeModel`), which every clause family reads and adds to. */
export type RelaxationModel = ReturnType<typeof makeModel>;
