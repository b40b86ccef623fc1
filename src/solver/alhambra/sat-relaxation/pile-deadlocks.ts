import type { WaitsFor } from './foundation-order.js';
import { not, PASSES, type RelaxationModel } from './model.js';
import { bothOnWaste } from './waste-deadlocks.js';

/**
 * The pile deadlocks: the waste's deadlock (see `waste-deadlocks.ts`) through a reserve pile. Stream cards `lower` and
 * `upper` (turned later) both lie on the waste once `upper` is turned in a pass, and card `above` still lies in its
 * pile over card `below`. If `upper` must wait for `below` on its foundation and `above` for `lower` on its, none of
 * the four leaves before the redeal: `lower` waits for `upper`, which waits for `below`, which waits for `above` to
 * leave its pile; and `above` can only go home after `lower`, or be built onto the waste, above `upper`, where it again
 * waits to go home. So `lower` is not home by the pass's end.
 */
export const encodePileDeadlocks = (model: RelaxationModel, waitsFor: WaitsFor): void => {
  const { cards, slotsPerPass, pilePairs, streamPairs, add, builtBy, homeBy, homeByPassEnd } = model;
  for (const [above, below] of pilePairs)
    for (const [lower, upper] of streamPairs)
      for (const upperWaits of waitsFor(below, upper))
        for (const aboveWaits of waitsFor(lower, above))
          for (let pass = 0; pass < PASSES; pass++) {
            const beforeUpper = pass * slotsPerPass + cards[upper]!.index;
            add(
              ...bothOnWaste(model, lower, upper, pass),
              builtBy(above, beforeUpper),
              homeBy(above, beforeUpper),
              ...upperWaits,
              ...aboveWaits,
              not(homeByPassEnd(lower, pass)),
            );
          }
};
