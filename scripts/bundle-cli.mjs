// Bundles the compiled command line (dist/cli, from `tsc`) into dist/command, which bin/patience.cjs runs, and writes
// V8's code cache for it. Node loads one ES module per file, and resolving, reading and compiling the hundred-odd files
// of dist/ took about a third of a small solve's whole run (docs/research/benchmarks.md, "Start-up of a small solve").
// The library (dist/index.js) stays as tsc writes it, one module per file, for its users' own bundlers.
//
// - patience.cjs: the whole command line as one CommonJS script, since Node 20 takes a code cache only for scripts;
//   start.cjs (src/cli/start.ts) compiles it with patience.cjs.cache, the cache a sample solve leaves behind. Both are
//   CommonJS, as bin/patience.cjs is, so a small solve never starts Node's ES module loader.
// - solve-worker.js: the pool's worker, an ES module (worker threads start from files), beside patience.cjs so that
//   `new URL('./solve-worker.js', import.meta.url)` finds it. dist/command is two levels below the package, as dist/cli
//   is, so version.ts finds package.json as before.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'rolldown';
import { STAMP_PREFIX, WRITE_CODE_CACHE } from '../dist/cli/start.js';

const dir = 'dist/command';
rmSync(dir, { recursive: true, force: true });

// CaDiCaL's package loads its WebAssembly from beside its own files, so it stays outside the bundles. It is an ES module,
// which CommonJS reaches only through `import()`; but Node 20 runs `import()` in a script compiled through node:vm only
// with an experimental flag, and not at all once the script comes from a code cache. So the script's one `import()`
// calls instead a function that start.ts passes in, `importEsm`, which imports from an ES module of its own.
const ESM_IMPORT = 'import("cadical-wasm")';
const importThroughStart = {
  name: 'import-through-start',
  renderChunk(code) {
    const count = code.split(ESM_IMPORT).length - 1;
    if (count !== 1) throw new Error(`expected one ${ESM_IMPORT} in the command line's bundle, found ${count}`);
    return code.replace(ESM_IMPORT, 'importEsm("cadical-wasm")');
  },
};

await build({
  input: 'dist/cli/run.js',
  platform: 'node',
  external: [/^node:/, 'cadical-wasm'],
  plugins: [importThroughStart],
  logLevel: 'warn',
  // Strict, as the ES modules it was bundled from were.
  output: { file: `${dir}/patience.cjs`, format: 'cjs', codeSplitting: false, banner: "'use strict';" },
});

// The stamp that says which build the script is, and so which code cache fits it (src/cli/start.ts).
const stamp = (file) => {
  const source = readFileSync(file, 'utf8');
  writeFileSync(file, `${STAMP_PREFIX}${createHash('sha256').update(source).digest('hex')}\n${source}`);
};
stamp(`${dir}/patience.cjs`);

await build({
  input: 'dist/cli/start.js',
  platform: 'node',
  external: [/^node:/],
  logLevel: 'warn',
  output: { file: `${dir}/start.cjs`, format: 'cjs', banner: "'use strict';" },
});

await build({
  input: { 'solve-worker': 'dist/pool/solve-worker.js' },
  platform: 'node',
  external: [/^node:/, 'cadical-wasm'],
  logLevel: 'warn',
  output: { dir, format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name].js' },
});

// The sample solve: a King Albert deal, the kind of small solve whose start-up the cache is for. The cache then holds
// the bytecode of every function that solve ran, besides the script's top level.
const sample = spawnSync(process.execPath, ['bin/patience.cjs', 'solve', 'king-albert', '--deal', '1'], {
  env: { ...process.env, [WRITE_CODE_CACHE]: '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (sample.status !== 0) {
  console.error(`bundle-cli: the sample solve that writes the code cache failed (status ${sample.status})`);
  process.exit(1);
}
