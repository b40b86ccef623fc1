// What the web measures share: Chromium's flags, the pause between moves, and the reading of Chromium's EventLatency
// trace events (for each input event, the time to the presentation of the frame that shows its effect, by stage).

import CHROMIUM_FLAGS from '../test/web/chromium-flags.json' with { type: 'json' };

/** Chromium's flags for every measure: the project's standard headless set (the tests' too). */
export const STANDARD_FLAGS = CHROMIUM_FLAGS;

/**
 * Waits between moves. At rest: the previous card has landed and the page has been idle a while (a player's pace);
 * quick: the next tap comes 80–97 ms after the last, while that card is still in flight. Either way the gap has a
 * random part, so input lands at a random point of the 16.7 ms frame interval.
 */
export const pause = (page, quick) =>
  page.evaluate(
    (quick) =>
      new Promise((resolve) => {
        const jitter = Math.random() * 17;
        if (quick) setTimeout(resolve, 80 + jitter);
        else {
          const idle = () =>
            document.getAnimations().length > 0 ? requestAnimationFrame(idle) : setTimeout(resolve, 150 + jitter);
          idle();
        }
      }),
    quick,
  );

/** The EventLatency records of a trace that reached presentation, in input order: `{ type, start, end, stages }` in µs. */
export const eventLatencies = (events) => {
  const byId = new Map();
  for (const event of events) {
    if (!event.cat?.includes('input') || !event.id2) continue;
    const key = `${event.pid}:${JSON.stringify(event.id2)}`;
    if (!byId.has(key)) byId.set(key, []);
    byId.get(key).push(event);
  }
  const records = [];
  for (const group of byId.values()) {
    // Ids are reused: a record runs from its EventLatency begin to its end.
    group.sort((a, b) => a.ts - b.ts || (a.name === 'EventLatency' && a.ph === 'b' ? -1 : 0));
    let record;
    const open = {};
    for (const event of group) {
      if (event.name === 'EventLatency' && event.ph === 'b') {
        record = { type: event.args?.event_latency?.event_type, start: event.ts, stages: {} };
        records.push(record);
      } else if (!record) continue;
      else if (event.name === 'EventLatency' && event.ph === 'e') record.end = event.ts;
      else if (event.ph === 'b') open[event.name] = event.ts;
      else if (event.ph === 'e' && open[event.name] !== undefined)
        record.stages[event.name] = { begin: open[event.name], end: event.ts };
    }
  }
  return records
    .filter((record) => record.end !== undefined && record.stages.SubmitCompositorFrameToPresentationCompositorFrame)
    .sort((a, b) => a.start - b.start);
};
