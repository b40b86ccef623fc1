import type { Cadical, CadicalModule, SolverOptions } from 'cadical-wasm';
import { type Cnf, cnfClauses, type SatSolver } from './cnf.js';

/** The `cadical-wasm` version whose inner names `rawAdd` reaches for (pinned in package.json; test/solver/cadical-seam.test.ts checks them). */
export const CADICAL_WASM_CHECKED = '0.1.2';

/**
 * What keeps `rawAdd` from reaching CaDiCaL's own `add` in this build of `cadical-wasm` (names that are not its public
 * API), or undefined if nothing does.
 */
export const rawAddUnavailable = (module: CadicalModule, solver: Cadical): string | undefined => {
  if (typeof (module as unknown as Record<string, unknown>)._ccadical_add !== 'function')
    return 'the wasm module no longer exports _ccadical_add (the C function behind Cadical.addClause)';
  if (typeof (solver as unknown as Record<string, unknown>)._ptr !== 'number')
    return "a Cadical no longer keeps its native solver's pointer in the field _ptr";
  return undefined;
};

/**
 * CaDiCaL's own `add` for `solver`, one literal at a time (0 ends a clause), straight into WebAssembly: the package's
 * public `addClause` checks and records every literal and goes through a generic wrapper, which made loading a
 * relaxation twice as slow. Undefined if the package's inner names have changed (`rawAddUnavailable`); then
 * `addClause` serves, and the seam's test fails, naming what changed.
 */
export const rawAdd = (module: CadicalModule, solver: Cadical): ((literal: number) => void) | undefined => {
  if (rawAddUnavailable(module, solver) !== undefined) return undefined;
  const add = (module as unknown as Record<string, (pointer: number, literal: number) => void>)._ccadical_add!;
  const pointer = (solver as unknown as Record<string, number>)._ptr!;
  return (literal) => add(pointer, literal);
};

// Literals loaded between two polls of `stop`: a few microseconds' worth, since the solver's `stop` asks whether it was
// cancelled only at every 1024th poll (it is polled that often inside CaDiCaL), so a cancel is seen within about 25 ms.
const CHUNK_LITERALS = 1 << 8;

/**
 * Hands the literals from `from` on to `add` until the first clause end at or after `from + CHUNK_LITERALS` (or the
 * end), so that a chunk always ends with whole clauses; returns where the next chunk starts.
 */
export const loadChunk = (literals: Int32Array, from: number, add: (literal: number) => void): number => {
  let index = from;
  const soft = Math.min(literals.length, from + CHUNK_LITERALS);
  for (; index < soft; index++) add(literals[index]!);
  for (; index < literals.length && literals[index - 1] !== 0; index++) add(literals[index]!);
  return index;
};

/**
 * How CaDiCaL is set up. All keep to its stable mode (the heart of its `--sat` configuration); `false-phase` first
 * tries every variable false, `shuffled` shuffles its variable order (a fixed seed). The relaxation's luck depends on
 * the path the solver takes, so differently set up solvers side by side decide more deals than one alone.
 */
export const CADICAL_SETUPS = ['stable', 'false-phase', 'shuffled'] as const;

/** A setup of CaDiCaL (`CADICAL_SETUPS`). */
export type CadicalSetup = (typeof CADICAL_SETUPS)[number];

const SETUP_OPTIONS: Record<CadicalSetup, SolverOptions> = {
  stable: {},
  'false-phase': { phase: false },
  shuffled: { shuffle: true, shufflerandom: true, seed: 7 },
};

/** The seed CaDiCaL gets for the solve seed `seed` (0: the setup's own). */
const cadicalSeed = (setup: CadicalSetup, seed: number): number =>
  ((SETUP_OPTIONS[setup].seed ?? 0) + seed) % CADICAL_SEEDS;

// CaDiCaL's seeds are 0 … 2·10⁹.
const CADICAL_SEEDS = 2_000_000_001;

/**
 * Loads CaDiCaL, compiled to WebAssembly (the `cadical-wasm` package, which runs in browsers, Web Workers and Node),
 * as the solver's SAT solver, set up as `setup` says (`load`: another way to the module, e.g. from WebAssembly compiled
 * once and handed to each new Web Worker). Each problem gets a fresh solver instance, freed when its session is closed.
 */
export const loadSatSolver = async (
  setup: CadicalSetup = 'stable',
  load?: () => Promise<CadicalModule>,
): Promise<SatSolver> => {
  // Imported here rather than at the top: the package is an ES module only, and the command line's start-up bundle is
  // CommonJS (scripts/bundle-cli.mjs), which can reach an ES module only through `import()`.
  const { Cadical, loadCadical } = await import('cadical-wasm');
  const module = await (load ?? loadCadical)();
  const probe = new Cadical(module);
  const name = `CaDiCaL ${probe.signature.replace(/^cadical-/, '')}${setup === 'stable' ? '' : ` (${setup})`}`;
  probe.dispose();
  return {
    name,
    open(cnf, seed = 0) {
      // Stable mode only: it answered first on most relaxations. No bounded variable addition (`factor`): it would give
      // the solver variables of its own, and callers use those above the problem's (a plan's guard). No clause arena
      // (`arena`) and no inprocessing: both cost memory that WebAssembly never gives back, and gained no speed here.
      // (Measurements: docs/research/alhambra-sat-relaxation.md.)
      const solver = new Cadical(module, {
        quiet: true,
        stabilizeonly: true,
        factor: false,
        arena: false,
        inprocessing: false,
        ...SETUP_OPTIONS[setup],
        seed: cadicalSeed(setup, seed),
      });
      const add = rawAdd(module, solver);
      // Problems wait here until a solve loads them, a chunk at a time with `stop` polled in between: loading a
      // relaxation takes up to a second, and a solve told to stop meanwhile should free its thread at once. A solve
      // stopped while loading answers `unknown` and the next one loads the rest first, so no answer ever comes from
      // part of the problem.
      const pending: { literals: Int32Array; loaded: number }[] = [];
      const load = (stop: () => boolean): boolean => {
        if (add === undefined) return true;
        for (let problem = pending[0]; problem !== undefined; problem = pending[0]) {
          const { literals } = problem;
          while (problem.loaded < literals.length) {
            if (stop()) return false;
            problem.loaded = loadChunk(literals, problem.loaded, add);
          }
          pending.shift();
        }
        return true;
      };
      const addClauses = (clauses: Cnf): void => {
        if (add !== undefined) pending.push({ literals: clauses.literals, loaded: 0 });
        else for (const clause of cnfClauses(clauses)) solver.addClause(clause);
      };
      addClauses(cnf);
      return {
        solve(stop, assumptions) {
          if (stop() || !load(stop)) return 'unknown';
          solver.setTerminate(stop);
          return solver.solve(assumptions === undefined ? {} : { assumptions });
        },
        value: (variable) => solver.value(variable),
        failed: (literal) => solver.failed(literal),
        // Behind a problem still waiting, so that CaDiCaL gets every clause in the order it was given (the order steers
        // its search).
        addClause: (clause) => {
          if (pending.length === 0) solver.addClause(clause);
          else pending.push({ literals: Int32Array.from([...clause, 0]), loaded: 0 });
        },
        addClauses,
        close: () => solver.dispose(),
      };
    },
  };
};
