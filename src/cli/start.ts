import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import type { runPatience } from './run.js';

// How `patience` starts. Compiling the command line's bundle took about a quarter of a small solve's run, and the first
// solve paid again to compile each function it called (docs/research/benchmarks.md, "Start-up of a small solve"). V8
// can save what it compiled, bytecode included, as a code cache and take it back in a later process, but Node 20 offers
// that only for scripts, not for ES modules: so the command line is bundled as one CommonJS script (patience.cjs) and
// compiled here, with the cache the build wrote beside it after a sample solve (scripts/bundle-cli.mjs).
//
// V8 checks that a cache was written by the same V8 with the same flags, and rejects it otherwise (the script then
// compiles as it would without one), but of the source it checks only the length. So the build stamps the script's
// first line with the SHA-256 of the rest, the cache file starts with the stamp of the script it was made from, and a
// cache made for any other build is not used. (The stamp is compared, not the hash recomputed: loading node:crypto
// alone would cost a small solve 7 ms.)

/** The environment variable that makes a run write the code cache after it: set by the build's sample solve. */
export const WRITE_CODE_CACHE = 'PATIENCE_WRITE_CODE_CACHE';

/** What became of a script's code cache: none found, made for another build, rejected by V8, or used. */
export type CodeCacheUse = 'none' | 'other-build' | 'rejected' | 'used';

/** The command line's script, compiled, with what it needs to run and to write its cache. */
export interface CompiledCommandLine {
  readonly file: string;
  readonly script: Script;
  /** The script's first line, which says what build it is; empty where it has none. */
  readonly stamp: string;
  readonly cache: CodeCacheUse;
}

/** How the build begins the script's first line, before the hexadecimal SHA-256 of the rest of the script. */
export const STAMP_PREFIX = '// sha256 ';

const STAMP_LENGTH = STAMP_PREFIX.length + 64;

// What Node wraps a CommonJS file in, so the script sees the same names a module does, and `importEsm`, which the bundle
// calls where its source said `import()` (scripts/bundle-cli.mjs says why).
const wrapCommonJs = (source: string): string =>
  `(function (exports, require, module, __filename, __dirname, importEsm) { ${source}\n});`;

const importEsm = (specifier: string): Promise<unknown> => import(specifier);

const codeCacheFile = (file: string): string => `${file}.cache`;

const readCache = (file: string): Buffer | undefined => {
  try {
    return readFileSync(codeCacheFile(file));
  } catch {
    return undefined;
  }
};

/** Compiles the bundled command line in `file` (a CommonJS script), with the code cache beside it where that fits. */
export const compileCommandLine = (file: string): CompiledCommandLine => {
  const source = readFileSync(file, 'utf8');
  const stamp = source.startsWith(STAMP_PREFIX) ? source.slice(0, STAMP_LENGTH) : '';
  const cached = readCache(file);
  const fits = stamp !== '' && cached?.subarray(0, STAMP_LENGTH).toString('latin1') === stamp;
  const script = new Script(wrapCommonJs(source), {
    filename: file,
    cachedData: fits ? cached.subarray(STAMP_LENGTH) : undefined,
  });
  const cache: CodeCacheUse =
    cached === undefined ? 'none' : !fits ? 'other-build' : script.cachedDataRejected === true ? 'rejected' : 'used';
  return { file, script, stamp, cache };
};

// Node's modules that the bundle requires at its top (the bundler hoists every `require` of a built-in there) but that
// a small solve never uses: for relaunching and the argument parser's external commands (child_process), the worker
// pool (worker_threads), and files read or written a piece at a time (fs/promises). Loading them took 5–8 ms of such
// a run.
const DEFERRED_BUILTINS: ReadonlySet<string> = new Set([
  'node:child_process',
  'node:worker_threads',
  'node:fs/promises',
]);

// A `require` that gives, for a deferred built-in, a stand-in that loads the module the first time anything of it is
// looked at, and forwards every look to it from then on. The bundle only reads the modules' properties (and calls
// what it read), which the stand-in forwards; it never compares one with the module itself.
const deferringRequire = (load: NodeJS.Require): ((id: string) => unknown) => {
  return (id) => {
    if (!DEFERRED_BUILTINS.has(id)) return load(id);
    let module: object | undefined;
    const real = (): object => {
      module ??= load(id) as object;
      return module;
    };
    return new Proxy(
      {},
      {
        get: (_, key) => Reflect.get(real(), key),
        has: (_, key) => Reflect.has(real(), key),
        ownKeys: () => Reflect.ownKeys(real()),
        getOwnPropertyDescriptor: (_, key) => {
          const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
          // A proxy may not report a property non-configurable that its (empty) target lacks.
          return descriptor === undefined ? undefined : { ...descriptor, configurable: true };
        },
      },
    );
  };
};

// Runs the compiled command line's top level and returns its `runPatience`.
const loadCommandLine = ({ file, script }: CompiledCommandLine): typeof runPatience => {
  const module = { exports: {} as { runPatience?: typeof runPatience } };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper(module.exports, deferringRequire(createRequire(file)), module, file, dirname(file), importEsm);
  const run = module.exports.runPatience;
  if (run === undefined) throw new Error(`${file} does not export runPatience`);
  return run;
};

// Writes the code cache of everything the script has compiled so far; to a temporary name first, so no reader sees half.
const writeCodeCache = ({ file, script, stamp }: CompiledCommandLine): void => {
  if (stamp === '') throw new Error(`${file} has no build stamp to write its code cache under`);
  const temporary = `${codeCacheFile(file)}.${process.pid}.tmp`;
  writeFileSync(temporary, Buffer.concat([Buffer.from(stamp, 'latin1'), script.createCachedData()]));
  renameSync(temporary, codeCacheFile(file));
};

/** Runs the `patience` command with these arguments from the bundle beside this file, and resolves to its exit status. */
export const startPatience = async (args: readonly string[]): Promise<number> => {
  const compiled = compileCommandLine(fileURLToPath(new URL('./patience.cjs', import.meta.url)));
  const status = await loadCommandLine(compiled)(args);
  if (process.env[WRITE_CODE_CACHE] === '1') writeCodeCache(compiled);
  return status;
};
