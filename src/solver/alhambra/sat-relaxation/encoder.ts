import { err, ok, type Result } from '../../../core/result.js';
import type { AlhambraLayout } from '../../../games/layout.js';
import { ALHAMBRA_DESCRIPTORS } from '../../../games/registry.js';
import { type Bridges, encodeBuilds, makeBridges } from './build-bridges.js';
import { encodeBuildOrder, encodeNoMutualBuilds } from './build-order.js';
import { encodeFoundationOrder, makeWaitsFor } from './foundation-order.js';
import { encodeLeavingPiles } from './leaving-piles.js';
import { type Literal, makeModel, not, type RelaxationModel } from './model.js';
import { encodeBuiltCardDeadlocks, encodeOneCardPerBridge } from './one-card-per-bridge.js';
import { encodeOrderOfPlay, makeEventOrder } from './order-of-play.js';
import { encodePersistence } from './persistence.js';
import { encodePileDeadlocks } from './pile-deadlocks.js';
import { encodeLeaving, encodePileRoom, makeLeftOntoWaste } from './pile-room.js';
import { encodeRefillOrder, encodeRefillTakesTop } from './refill-order.js';
import { encodeRefills } from './refills.js';
import {
  type AlhambraRelaxation,
  type BuildChoice,
  type BuiltOnto,
  RELAXATION_STOPPED,
  type RelaxationOptions,
} from './relaxation-types.js';
import { DEAL_START, isDealStart } from './start.js';
import { encodeStreamOrder } from './stream-order.js';
import { makeWaste } from './waste.js';
import { encodeWasteDeadlocks } from './waste-deadlocks.js';
import { encodeSharedBridgeOrder, encodeWasteOrderOfPlay, ontoEntriesOf } from './waste-order-of-play.js';
import {
  encodeBuiltAndStreamStack,
  encodeCoveredBuiltCards,
  encodeStreamStack,
  encodeTurnedBeforeHome,
} from './waste-stack.js';

// The encoder calls each clause family in a fixed order: variables are numbered as they are made, many of them on
// first request, so the order fixes the problem (and the SAT solver's path through it). Each family is a function of
// its own: as one function of 50 KB of bytecode the encoder was optimized by V8 while it ran, at a high price in
// memory (docs/research/alhambra-sat-relaxation.md).

/**
 * Encodes the relaxation of a standard, any-suit or Reinforcements Alhambra deal from its start, or of standard or
 * any-suit from any position (`options.start`, with the layout `relaxationPosition` reads from the position).
 */
export const encodeAlhambraRelaxation = (
  layout: AlhambraLayout,
  options: RelaxationOptions = {},
): Result<AlhambraRelaxation> => {
  const { wastePiles, reserveRefills } = ALHAMBRA_DESCRIPTORS[layout.variant];
  if (wastePiles > 1) return err(`the relaxation covers one-waste Alhambra, not ${layout.variant}`);
  const start = options.start ?? DEAL_START;
  // The refills' clause families speak of the deal's start (which stream cards a pile can take, in which pass).
  if (reserveRefills && !isDealStart(start))
    return err(`the relaxation covers ${layout.variant} from a deal's start only`);
  // Encoding takes up to a second; a solve told to stop meanwhile should free its thread at once.
  const stopped = (): boolean => options.stop?.() === true;
  const model = makeModel(layout, start);
  encodePersistence(model);
  encodeStart(model);
  encodeTurnedBeforeHome(model);
  const waste = makeWaste(model);
  if (stopped()) return err(RELAXATION_STOPPED);
  encodeStreamStack(model, waste);
  encodeLeavingPiles(model);
  if (stopped()) return err(RELAXATION_STOPPED);
  encodeBuiltAndStreamStack(model, waste);
  if (stopped()) return err(RELAXATION_STOPPED);
  const bridges = makeBridges(model, waste, options);
  if (stopped()) return err(RELAXATION_STOPPED);
  const { buildChoices, builtOnto } = encodeBuilds(model, bridges);
  encodeNoMutualBuilds(model, builtOnto);
  if (stopped()) return err(RELAXATION_STOPPED);
  const builtAfterAtLeast = encodeBuildOrder(model, builtOnto);
  if (stopped()) return err(RELAXATION_STOPPED);
  const variablesBefore = model.variableCount();
  model.into(options.coveredBuiltCards === 'in-problem' ? model.clauses : model.deferred, () => {
    if (options.coveredBuiltCards !== 'off') encodeCoveredBuiltCards(model, waste);
  });
  if (model.variableCount() !== variablesBefore)
    throw new Error('relaxation bug: the covered built cards made variables of their own');
  if (stopped()) return err(RELAXATION_STOPPED);
  const { toAce, aceChoices } = encodeFoundationOrder(model);
  if (stopped()) return err(RELAXATION_STOPPED);
  const waitsFor = makeWaitsFor(model, toAce);
  encodeWasteDeadlocks(model, waste, waitsFor);
  if (!model.refills && options.sharedBridges !== false) {
    encodeOneCardPerBridge(model, waste, waitsFor, builtOnto);
    encodeBuiltCardDeadlocks(model, waste, waitsFor);
  }
  const streamOrder = model.refills ? 'off' : (options.streamOrder ?? 'in-problem');
  const streamAfter = streamOrder === 'off' ? [] : encodeStreamOrder(model, waitsFor, builtOnto, streamOrder);
  const leftOntoWaste = makeLeftOntoWaste(model);
  if (stopped()) return err(RELAXATION_STOPPED);
  const { leaveChoices, leftOnto } = encodeReinforcementRefills(model, bridges, leftOntoWaste);
  if (stopped()) return err(RELAXATION_STOPPED);
  const ordered = model.refills
    ? encodeReinforcementOrder(model, toAce, leftOntoWaste, builtOnto, leftOnto)
    : { events: [], refillPiles: [], firstOnto: [], firstRefilled: [] };
  if (stopped()) return err(RELAXATION_STOPPED);
  model.into(options.pileDeadlocks === true ? model.clauses : model.heldBack, () =>
    encodePileDeadlocks(model, waitsFor),
  );
  const variables = model.variableCount();
  return ok({
    layout,
    start,
    ...model.clauses.build(variables),
    heldBack: model.heldBack.build(variables),
    deferred: model.deferred.build(variables),
    home: model.home,
    built: model.built,
    atOrBefore: model.atOrBefore,
    aceChoices,
    buildChoices,
    builtOnto,
    builtAfterAtLeast,
    refilled: model.refilled,
    left: model.left,
    events: ordered.events,
    refillPiles: ordered.refillPiles,
    leaveChoices,
    leftOnto,
    leftOntoWaste,
    firstOnto: ordered.firstOnto,
    firstRefilled: ordered.firstRefilled,
    streamAfter,
    definitions: model.definitions,
  });
};

/**
 * The start: no card goes home or is built before the slot the game begins in (with persistence, a unit clause per
 * card at the slot before it; none from a deal's start). Sound: the lines of play from the position are lines of the
 * deal `start.ts` reads it as that make no move before that slot.
 */
const encodeStart = (model: RelaxationModel): void => {
  const { startSlot, cards, add, homeBy, builtBy, isReserve } = model;
  if (startSlot === 0) return;
  for (let card = 0; card < cards.length; card++) {
    add(not(homeBy(card, startSlot - 1)));
    if (isReserve(card)) add(not(builtBy(card, startSlot - 1)));
  }
};

/** The Reinforcements: the refills and the piles' room; nothing in the other variants. */
const encodeReinforcementRefills = (
  model: RelaxationModel,
  bridges: Bridges,
  leftOntoWaste: readonly number[],
): { leaveChoices: BuildChoice[]; leftOnto: BuiltOnto[] } => {
  if (!model.refills) return { leaveChoices: [], leftOnto: [] };
  encodeRefills(model);
  const leaving = encodeLeaving(model, bridges, leftOntoWaste);
  encodePileRoom(model);
  return leaving;
};

/** The Reinforcements: the order of play within a slot (with the waste in the order of play and the refill order). */
const encodeReinforcementOrder = (
  model: RelaxationModel,
  toAce: readonly Literal[],
  leftOntoWaste: readonly number[],
  builtOnto: readonly BuiltOnto[],
  leftOnto: readonly BuiltOnto[],
) => {
  const order = makeEventOrder(model);
  const refillPiles = encodeOrderOfPlay(model, order, toAce, leftOntoWaste);
  const ontoEntries = ontoEntriesOf(model, builtOnto, leftOnto);
  encodeWasteOrderOfPlay(model, order, builtOnto, ontoEntries);
  encodeRefillTakesTop(model, order);
  const firstOnto = encodeSharedBridgeOrder(model, order, ontoEntries);
  const firstRefilled = encodeRefillOrder(model, order, refillPiles);
  return { events: order.events, refillPiles, firstOnto, firstRefilled };
};
