import { err, ok, type Result } from '../../../core/result.js';
import { ALHAMBRA_DESCRIPTORS } from '../../../games/registry.js';
import type { Move } from '../../../games/types.js';
import type { AlhambraRelaxation, OrderedEvent } from './relaxation-types.js';

// Reading a line into the relaxation: the values a winning line gives every variable. Soundness is tested with it:
// every winning line's values must satisfy every clause.

/** What a line did to each card (card numbers as in `home`; -1 for never): slots, moves, places and bridges. */
interface LineRecord {
  readonly slotsPerPass: number;
  readonly homeSlot: readonly number[];
  readonly buildSlot: readonly number[];
  readonly place: readonly number[];
  readonly toAceFoundation: readonly boolean[];
  readonly bridgeOf: readonly number[];
  readonly order: readonly number[];
  readonly refillSlot: readonly number[];
  readonly leftSlot: readonly number[];
  readonly homeMove: readonly number[];
  readonly leaveMove: readonly number[];
  readonly refillMove: readonly number[];
  readonly refillPile: readonly number[];
  readonly leftBridge: readonly number[];
}

/** Plays the line through (not checking it against the rules) and records what it did to each card. */
const replayLine = (relaxation: AlhambraRelaxation, moves: readonly Move[]): Result<LineRecord> => {
  const { layout, start } = relaxation;
  const stockSize = layout.stock.length;
  const slotsPerPass = stockSize + 1;
  const cardTotal = relaxation.home.length;
  // From the relaxation's start: its first `turned` stream cards on the waste.
  let stock = Array.from({ length: stockSize - start.turned }, (_, index) => start.turned + index);
  let waste: number[] = Array.from({ length: start.turned }, (_, index) => index);
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
  // The order of play: the move of each event (-1 for none), and the pile of a card's first refill.
  const homeMove = new Array<number>(cardTotal).fill(-1);
  const leaveMove = new Array<number>(cardTotal).fill(-1);
  const refillMove = new Array<number>(cardTotal).fill(-1);
  const refillPile = new Array<number>(cardTotal).fill(-1);
  const leftBridge = new Array<number>(cardTotal).fill(-1);
  let moveNumber = 0;
  // Where a card built onto the waste lies in the stream now (a refilled card may be built again): its latest place.
  const position = new Array<number>(cardTotal).fill(-1);
  const refills = ALHAMBRA_DESCRIPTORS[layout.variant].reserveRefills;
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
  let pass = start.pass;
  let j = start.turned;
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
      // A stream card's leaving (the order of play): of its pile, the first time after its first refill.
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
  return ok({
    slotsPerPass,
    homeSlot,
    buildSlot,
    place,
    toAceFoundation,
    bridgeOf,
    order,
    refillSlot,
    leftSlot,
    homeMove,
    leaveMove,
    refillMove,
    refillPile,
    leftBridge,
  });
};

/**
 * The values a winning line from the relaxation's start gives every variable of the relaxation (index 0 unused). An error if the line is not
 * a sequence of Alhambra moves that brings every card home (it is not checked against the rules here).
 */
export const lineAssignment = (relaxation: AlhambraRelaxation, moves: readonly Move[]): Result<boolean[]> => {
  const replayed = replayLine(relaxation, moves);
  if (!replayed.ok) return replayed;
  const known = knownValues(relaxation, replayed.value);
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

/** The values the line gives the relaxation's own variables (helpers follow from their definitions). */
const knownValues = (relaxation: AlhambraRelaxation, line: LineRecord): Map<number, boolean> => {
  const { slotsPerPass, homeSlot, buildSlot, place, toAceFoundation, bridgeOf, order, refillSlot, leftSlot } = line;
  const { homeMove, leaveMove, refillMove, refillPile, leftBridge } = line;
  const cardTotal = relaxation.home.length;
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
  // The order of play: each event's place is the rank of its move among the events' moves (one move, one place).
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
  return known;
};
