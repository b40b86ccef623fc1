// Question: Where does one portfolio member's memory go during a solve (CaDiCaL, encodings, V8 heap)?
// Answer: docs/research/memory.md
// Run from the repository's root after `npm run build`.
// Where one portfolio member's memory goes: solves Alhambra deals in this thread with one member (part and CaDiCaL
// setup), sampling every 50 ms of progress the resident memory, V8's heap, the ArrayBuffers (the relaxation's
// encodings among them) and CaDiCaL's WebAssembly memory (which never shrinks, so it carries over between deals).
// Build first (`npm run build`); run with the malloc settings of `patience stats`:
// MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 node research/member-memory.mjs any-suit relaxation false-phase 1 59 132
// VERBOSE=1 adds the samples (ms:wasm:rss/heapUsed/heapTotal/arrayBuffers/external, in MiB); TIMEOUT=<seconds> sets the limit
// (default 10).
import { loadCadical } from 'cadical-wasm';
import { dealLayout } from '../dist/deals/pysolfc.js';
import { newGame } from '../dist/games/index.js';
import { solve } from '../dist/solver/index.js';
import { loadSatSolver } from '../dist/solver/sat/cadical.js';

const [variant = 'any-suit', part = 'relaxation', setup = 'false-phase', ...deals] = process.argv.slice(2);
const timeoutMs = 1000 * Number(process.env.TIMEOUT ?? 10);
const satSolver = await loadSatSolver(setup);
// The package's shared instance, the one `loadSatSolver` uses.
const cadical = await loadCadical();
const mebibytes = (bytes) => Math.round(bytes / 2 ** 20);
const wasm = () => mebibytes(cadical.HEAP32.buffer.byteLength);
for (const deal of deals.length > 0 ? deals : ['1']) {
  const game = newGame(dealLayout({ game: 'alhambra', variant }, BigInt(deal)));
  let peak = { rss: 0 };
  let last = 0;
  const samples = [];
  const start = performance.now();
  const result = solve(game, {
    timeoutMs,
    satSolver,
    part,
    onProgress: () => {
      const now = performance.now();
      if (now - last < 50) return undefined;
      last = now;
      const memory = process.memoryUsage();
      if (memory.rss > peak.rss) peak = { ...memory, at: Math.round(now - start) };
      samples.push(
        `${Math.round(now - start)}:${wasm()}:${mebibytes(memory.rss)}/${mebibytes(memory.heapUsed)}/${mebibytes(memory.heapTotal)}/${mebibytes(memory.arrayBuffers)}/${mebibytes(memory.external)}`,
      );
      return undefined;
    },
  });
  console.log(
    `deal ${deal}: ${result.verdict} in ${(result.ms / 1000).toFixed(1)} s; peak ${mebibytes(peak.rss)} MiB at ${peak.at} ms (heap ${mebibytes(peak.heapUsed ?? 0)}, ArrayBuffers ${mebibytes(peak.arrayBuffers ?? 0)}, external ${mebibytes(peak.external ?? 0)}); CaDiCaL ${wasm()} MiB; process peak so far ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB`,
  );
  if (process.env.VERBOSE === '1') console.log(samples.join(' '));
}
