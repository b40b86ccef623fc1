import type { WaitsFor } from './foundation-order.js';
import { groupBy, not, PASSES, type RelaxationModel } from './model.js';
import type { BuiltOnto } from './relaxation-types.js';
import type { Waste } from './waste.js';

// One card per bridge (standard and any-suit; The Reinforcements has its own, in the order of play): a bridge takes one
// card at a time, and the card stays on it until it goes home or the redeal, since a waste card leaves only for a
// foundation. So every winning line satisfies these clauses.

/**
 * Builds onto one bridge:
 * - two cards built onto one bridge in one pass: the first was home before the second's build, so one of them is home
 *   by the pass's end;
 * - a card built onto a bridge that must go home before it on a common foundation: from the build on, the card waits
 *   for the bridge under it, so neither goes home before the redeal;
 * - card `first` built onto bridge X in a pass, card `second` onto X in a later one, with `first` due before X and X
 *   before `second` on common foundations: the deal is lost unless `first` is home by the end of the later pass.
 *   `first` lies above X in the stream from its build on; at `second`'s build X is the waste's top, so `first` (not
 *   home) is not turned yet in that pass, and from then on the stream runs X, `second`, `first`. `second` covers X for
 *   the rest of that pass and waits for it. In a later pass X comes first, then `second`, which covers it again, then
 *   `first`, for which X waits: X goes home in a pass only if `first` was home at its start. The later pass is the
 *   second or third, so with `first` not home by its end, X is home by no pass's end.
 */
export const encodeOneCardPerBridge = (
  model: RelaxationModel,
  waste: Waste,
  waitsFor: WaitsFor,
  builtOnto: readonly BuiltOnto[],
): void => {
  const { slotsPerPass, add, isReserve, homeBy, homeByPassEnd } = model;
  for (const [bridge, group] of groupBy(builtOnto, (entry) => entry.bridge)) {
    for (const { card, pass, variable } of group)
      for (const notBoth of waitsFor(bridge, card)) {
        add(-variable, ...notBoth, not(homeByPassEnd(card, pass)));
        // In a later pass the card still lies above the bridge in the stream (a stream bridge: see the waste
        // deadlocks), so a reserve bridge goes home in it only before the card comes back at its place.
        if (isReserve(bridge))
          for (let later = pass + 1; later < PASSES; later++)
            for (let place = 1; place < slotsPerPass; place++)
              add(
                -variable,
                ...notBoth,
                homeByPassEnd(card, later - 1),
                not(waste.atPlace(card, place)),
                homeBy(bridge, later * slotsPerPass + place),
                not(homeByPassEnd(bridge, later)),
              );
      }
    for (const one of group)
      for (const other of group) {
        if (one.card === other.card) continue;
        if (one.pass === other.pass && one.card < other.card)
          add(-one.variable, -other.variable, homeByPassEnd(one.card, one.pass), homeByPassEnd(other.card, other.pass));
        if (one.pass < other.pass)
          for (const firstWaits of waitsFor(one.card, bridge))
            for (const bridgeWaits of waitsFor(bridge, other.card))
              add(-one.variable, -other.variable, ...firstWaits, ...bridgeWaits, homeByPassEnd(one.card, other.pass));
      }
  }
};

/**
 * The same deadlock between two built cards: card `upper` comes onto the waste (built, or turned again) at its place
 * while card `lower`, built at an earlier place, lies there: `lower` was built or turned again in an earlier slot of
 * the pass and is not home by the end of this one (it could leave only for home, and only before `upper` came). If
 * `upper` must wait for `lower` on a foundation, neither goes home before the redeal.
 */
export const encodeBuiltCardDeadlocks = (model: RelaxationModel, waste: Waste, waitsFor: WaitsFor): void => {
  const { reserve, slotsPerPass, add, builtBy, homeBy, placeAtMost, homeByPassEnd } = model;
  for (const upper of reserve)
    for (const lower of reserve)
      for (const notBoth of waitsFor(lower, upper))
        for (let pass = 0; pass < PASSES; pass++)
          for (let place = 2; place < slotsPerPass; place++) {
            const slot = pass * slotsPerPass + place;
            add(
              not(builtBy(upper, slot)),
              not(waste.atPlace(upper, place)),
              homeBy(upper, slot - 1),
              not(builtBy(lower, slot)),
              not(placeAtMost(lower, place - 1)),
              homeBy(lower, slot),
              ...notBoth,
              not(homeByPassEnd(lower, pass)),
            );
          }
};
