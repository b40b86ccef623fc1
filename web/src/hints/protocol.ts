import type { RecordJson } from '../../../src/formats/record.js';
import type { Verdict } from '../../../src/solver/types.js';

/** A search the page asks of the solver worker: the position (a record of the deal and its moves) and a time budget. */
export interface SearchRequest {
  readonly id: number;
  readonly record: RecordJson;
  readonly timeoutMs: number;
}

/** The worker's answer: the verdict, the winning line or the best try's first move (tokens), its time, and whether the SAT solver was at hand. */
export interface SearchReply {
  readonly id: number;
  readonly verdict: Verdict;
  readonly moves?: readonly string[];
  readonly best?: string;
  readonly ms?: number;
  readonly sat?: boolean;
}
