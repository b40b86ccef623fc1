import { Cadical, type CadicalModule, loadCadical, type SolverOptions } from 'cadical-wasm';
import { type Cnf, cnfClauses, type SatSolver } from './cnf.js';

/**
 * CaDiCaL's own `add` for `solver`, one literal at a time (0 ends a clause), straight into WebAssembly: the package's
 * `addClause` checks and records every literal and goes through a generic wrapper, and took 1.8 s for standard deal
 * 1's 6.7 million literals against 0.9 s (session 15). Undefined if the package's inner names (version 0.1.2, pinned)
 * have changed; then `addClause` serves.
 */
export const rawAdd = (module: CadicalModule, solver: Cadical): ((literal: number) => void) | undefined => {
  const add = (module as unknown as Record<string, unknown>)._ccadical_add;
  const pointer = (solver as unknown as Record<string, unknown>)._ptr;
  if (typeof add !== 'function' || typeof pointer !== 'number') return undefined;
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
 * the path the solver takes, so differently set up solvers side by side decide more deals than one alone: on
 * standard deals 1–100 at 10 s (session 26) `stable` decided 77, `false-phase` 74, `shuffled` 79, and the last two
 * together 93.
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
 * as the solver's SAT solver, set up as `setup` says. Each problem gets a fresh solver instance, freed when its
 * session is closed.
 */
export const loadSatSolver = async (setup: CadicalSetup = 'stable'): Promise<SatSolver> => {
  const module = await loadCadical();
  const probe = new Cadical(module);
  const name = `CaDiCaL ${probe.signature.replace(/^cadical-/, '')}${setup === 'stable' ? '' : ` (${setup})`}`;
  probe.dispose();
  return {
    name,
    open(cnf, seed = 0) {
      // Stable mode only: on the relaxations of 18 standard deals (12 with solutions, 6 without) it answered first on 15, with a median of 1.6 s against 3.0 s. Its tail is no
      // shorter: its slowest took 23 s (deal 6; the default took 4 s there), the default's 12 s (deal 35; 5 s).
      // Bounded variable addition (`factor`) stays off: it would give the solver variables of its own, and callers use
      // those above the problem's (a plan's guard).
      // No clause arena (`arena`): its garbage collection copies every clause into a new arena before freeing the old
      // one, and WebAssembly memory never shrinks, so that doubling stayed with the thread. Without it an any-suit
      // relaxation member's CaDiCaL memory peaked at 144–172 MiB instead of 172–248 on deals 1, 59, 94, 108 and 132
      // (session 34), at the same speed: 20.2 s against 21.7 s for eight standard relaxations solved to the end.
      // No inprocessing (elimination, subsumption, probing, vivification and the like between restarts): the
      // relaxations are large and mostly solved within seconds, where it costs more than it saves, and it takes
      // memory. Any-suit relaxations, each alone from a fresh start (session 39): deal 481 proven unsatisfiable in
      // 11.3 s against 15.2 s, deal 783 solved in 4.8 s against 13.1 s, 262 in 10.5 against 12.7 s, 95, 105 and 108
      // as fast; CaDiCaL's memory at most 172 MiB instead of 248. Standard deal 6 in 1.9 s against 3.9 s, 1, 24 and
      // 35 as fast. In the pool at 10 s: 33 hard any-suit deals, 16 decided against 12 (15 against 13 with the split
      // encoder); 42 standard deals the study took 9 s or more to decide, 38 against 37.
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
      // relaxation takes up to a second, and a solve told to stop meanwhile should free its thread at once (session 32:
      // a portfolio member held its thread up to 0.7 s so). A solve stopped while loading answers `unknown` and the
      // next one loads the rest first, so no answer ever comes from part of the problem.
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
