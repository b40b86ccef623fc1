import type { RecordJson } from '../../../src/formats/record.js';
import type { Verdict } from '../../../src/solver/types.js';

/** A search the page asks of the solver worker: the position (a record of the deal and its moves) and a time budget. */
export interface SearchRequest {
  readonly id: number;
  readonly record: RecordJson;
  readonly timeoutMs: number;
  /** CaDiCaL's WebAssembly, compiled once by the first worker that loaded it, so that a new worker need not compile it again. */
  readonly wasm?: WebAssembly.Module;
  /** The numbers the page shares with the worker so that a search steps aside (see step-aside.ts), where it can. */
  readonly shared?: SharedArrayBuffer;
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

/** What a worker sends: an answer, or CaDiCaL's WebAssembly once it compiled it, for the page to hand to new workers. */
export type WorkerMessage = SearchReply | { readonly compiled: WebAssembly.Module };

/** The compiled WebAssembly the page keeps for its workers. */
export const compiledWasm: { module: WebAssembly.Module | undefined } = { module: undefined };

/** Keeps the WebAssembly a worker compiled; true if the message was that (and not an answer). */
export const keepCompiled = (message: WorkerMessage): message is { readonly compiled: WebAssembly.Module } => {
  if (!('compiled' in message)) return false;
  compiledWasm.module ??= message.compiled;
  return true;
};
