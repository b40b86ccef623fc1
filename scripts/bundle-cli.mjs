// Bundles the compiled command line (dist/cli, from `tsc`) into a few files in dist/command, which bin/patience.js
// runs. Node loads one ES module per file, and resolving, reading and compiling the hundred-odd files of dist/ took
// about a third of a small solve's whole run (docs/research/benchmarks.md, "Start-up of a small solve"). The library
// (dist/index.js) stays as tsc writes it, one module per file, for its users' own bundlers.
//
// The pool's worker (dist/pool/solve-worker.js) is an entry of its own, written beside the chunk that starts it, so
// `new URL('./solve-worker.js', import.meta.url)` finds it; dist/command is two levels below the package, as dist/cli
// is, so version.ts finds package.json as before.
import { build } from 'rolldown';

await build({
  input: { patience: 'dist/cli/run.js', 'solve-worker': 'dist/pool/solve-worker.js' },
  platform: 'node',
  // CaDiCaL's package loads its WebAssembly from beside its own files.
  external: [/^node:/, 'cadical-wasm'],
  logLevel: 'warn',
  onLog: (level, log, handler) => {
    // `stats` imports the pool statically and `solve` dynamically: the pool then stays in the command line's chunk,
    // which is what we want, and not worth a warning.
    if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
    handler(level, log);
  },
  output: {
    dir: 'dist/command',
    format: 'esm',
    entryFileNames: '[name].js',
    chunkFileNames: '[name].js',
    cleanDir: true,
  },
});
