/// <reference lib="webworker" />
import { createModule } from 'cadical-wasm';
import wasmUrl from 'cadical-wasm/cadical.wasm?url';
import { makeMove } from '../../../src/formats/notation.js';
import { parseRecord } from '../../../src/formats/record.js';
import type { Move } from '../../../src/games/types.js';
import { setSolverClock } from '../../../src/solver/clock.js';
import { type SatSolver, solve, usesSatSolver } from '../../../src/solver/index.js';
import { loadSatSolver } from '../../../src/solver/sat/cadical.js';
import type { SearchReply, SearchRequest, WorkerMessage } from './protocol.js';
import { steppingAsideClock } from './step-aside.js';

// The whole solver runs here, off the main thread, so the table stays responsive while it thinks. CaDiCaL (WebAssembly)
// is loaded at the first position that can use it, once per worker: the SAT relaxation proves Alhambra deals lost.
let satSolver: Promise<SatSolver | undefined> | undefined;

const post = (message: WorkerMessage): void => self.postMessage(message);

// A worker ended to cancel a search is replaced by a new one: the WebAssembly compiled by the first is handed to the
// next ones, which only instantiate it.
const compile = async (given: WebAssembly.Module | undefined): Promise<WebAssembly.Module> => {
  if (given) return given;
  const module = await WebAssembly.compile(await (await fetch(wasmUrl)).arrayBuffer());
  post({ compiled: module });
  return module;
};

const loadSat = (given: WebAssembly.Module | undefined): Promise<SatSolver | undefined> => {
  satSolver ??= compile(given)
    .then((module) =>
      loadSatSolver('stable', () =>
        createModule({
          instantiateWasm: (imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance) => void) => {
            void WebAssembly.instantiate(module, imports).then(receive);
            return {};
          },
        }),
      ),
    )
    .catch(() => undefined);
  return satSolver;
};

self.onmessage = async (event: MessageEvent<SearchRequest>) => {
  const { id, record, timeoutMs, wasm, shared } = event.data;
  const loaded = parseRecord(record);
  if (!loaded.ok) {
    post({ id, verdict: 'unknown' });
    return;
  }
  const game = loaded.value.game;
  const sat = usesSatSolver(game) ? await loadSat(wasm) : undefined;
  // Set after the wait for CaDiCaL, just before the synchronous solve: a request that came meanwhile has set its own.
  if (shared) setSolverClock(steppingAsideClock(shared, id, () => performance.now()));
  const result = solve(game, { timeoutMs, ...(sat ? { satSolver: sat } : {}) });
  const tokens = (moves: readonly Move[]): string[] => moves.map((move) => makeMove(game.kind, move));
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
  post(reply);
};
