/// <reference lib="webworker" />
import { makeMove } from '../../../src/formats/notation.js';
import { parseRecord } from '../../../src/formats/record.js';
import { solve } from '../../../src/solver/index.js';

// The solver runs here, off the main thread, so the table stays responsive while it thinks.
self.onmessage = (event: MessageEvent<{ record: unknown; timeoutMs: number }>) => {
  const loaded = parseRecord(event.data.record);
  if (!loaded.ok) {
    self.postMessage({ verdict: 'unknown' });
    return;
  }
  const game = loaded.value.game;
  const result = solve(game, { timeoutMs: event.data.timeoutMs });
  // Without a win, the line that got furthest still makes a useful suggestion.
  const first = result.verdict === 'winnable' ? result.moves[0] : result.bestLine?.[0];
  self.postMessage({ verdict: result.verdict, move: first === undefined ? undefined : makeMove(game.kind, first) });
};
