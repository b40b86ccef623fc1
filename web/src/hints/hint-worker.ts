/// <reference lib="webworker" />
import { makeMove } from '../../../src/formats/notation.js';
import { parseRecord } from '../../../src/formats/record.js';
import { type SatSolver, solve, usesSatSolver } from '../../../src/solver/index.js';
import { loadSatSolver } from '../../../src/solver/sat/cadical.js';
import type { SearchReply, SearchRequest } from './protocol.js';

// The whole solver runs here, off the main thread, so the table stays responsive while it thinks. CaDiCaL (WebAssembly)
// is loaded at the first position that can use it, once per worker: the SAT relaxation proves Alhambra deals lost.
let satSolver: Promise<SatSolver | undefined> | undefined;

const loadSat = (): Promise<SatSolver | undefined> => {
  satSolver ??= loadSatSolver().catch(() => undefined);
  return satSolver;
};

self.onmessage = async (event: MessageEvent<SearchRequest>) => {
  const { id, record, timeoutMs } = event.data;
  const loaded = parseRecord(record);
  if (!loaded.ok) {
    self.postMessage({ id, verdict: 'unknown' } satisfies SearchReply);
    return;
  }
  const game = loaded.value.game;
  const sat = usesSatSolver(game) ? await loadSat() : undefined;
  const result = solve(game, { timeoutMs, ...(sat ? { satSolver: sat } : {}) });
  const tokens = (moves: readonly Parameters<typeof makeMove>[1][]): string[] =>
    moves.map((move) => makeMove(game.kind, move));
  // Without a win, the line that got furthest still makes a useful suggestion.
  const best = result.verdict === 'winnable' ? undefined : result.bestLine?.[0];
  const reply: SearchReply = {
    id,
    verdict: result.verdict,
    ...(result.verdict === 'winnable' ? { moves: tokens(result.moves) } : {}),
    ...(best === undefined ? {} : { best: makeMove(game.kind, best) }),
    ms: result.ms,
    sat: sat !== undefined,
  };
  self.postMessage(reply);
};
