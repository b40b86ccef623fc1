import { dealLayout, MAX_DEAL_NUMBER } from '../../../src/deals/pysolfc.js';
import { makeRecord } from '../../../src/formats/record.js';
import type { GameVariant } from '../../../src/games/ids.js';
import { newGame } from '../../../src/games/index.js';
import type { SearchFinding } from './line.js';
import { compiledWasm, keepCompiled, type SearchReply, type SearchRequest, type WorkerMessage } from './protocol.js';
import { solverWorker } from './service.js';

/** The time the search for a winnable deal may take in all, and for one deal, in milliseconds. */
export const WINNABLE_DEAL_BUDGET = { totalMs: 9000, perDealMs: 2500 } as const;

/** The `tried`-th deal number tried from `start` (0: `start` itself): the numbers that follow, wrapping to 1 after the last. */
export const candidateDeal = (start: bigint, tried: number): bigint =>
  ((start - 1n + BigInt(tried)) % MAX_DEAL_NUMBER) + 1n;

/** What the search for a winnable deal came to: a deal with the solver's winning line from its start, or how many were tried. */
export type WinnableDeal =
  | { readonly found: true; readonly deal: bigint; readonly finding: SearchFinding }
  | { readonly found: false; readonly tried: number };

/**
 * Tries the deals from `start` on, in order, each for a few seconds in a worker of its own, until the solver proves one
 * winnable or the budget is spent.
 */
export const findWinnableDeal = async (
  kind: GameVariant,
  start: bigint,
  budget: { readonly totalMs: number; readonly perDealMs: number } = WINNABLE_DEAL_BUDGET,
): Promise<WinnableDeal> => {
  const worker = solverWorker();
  const ends = performance.now() + budget.totalMs;
  let tried = 0;
  try {
    for (;;) {
      const left = ends - performance.now();
      if (left < 200) return { found: false, tried };
      const deal = candidateDeal(start, tried);
      tried++;
      const request: SearchRequest = {
        id: tried,
        record: makeRecord(newGame(dealLayout(kind, deal))),
        timeoutMs: Math.min(budget.perDealMs, left),
        wasm: compiledWasm.module,
      };
      const reply = await new Promise<SearchReply>((resolve) => {
        worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
          if (!keepCompiled(event.data)) resolve(event.data);
        };
        worker.onerror = () => resolve({ id: request.id, verdict: 'unknown' });
        worker.postMessage(request);
      });
      if (reply.verdict === 'winnable') return { found: true, deal, finding: reply };
    }
  } finally {
    worker.terminate();
  }
};
