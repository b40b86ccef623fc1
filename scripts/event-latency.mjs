// Reads Chromium's EventLatency trace events: for each input event, the time from the event to the presentation
// of the frame that shows its effect, split into the pipeline's stages (the same measure Chromium uses for INP).

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
