import { Cadical, type CadicalModule, loadCadical } from 'cadical-wasm';
import { type Cnf, cnfClauses, type SatSolver } from './sat.js';

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

/**
 * How CaDiCaL searches: `stable` keeps to its stable mode (the heart of its `--sat` configuration), `default` switches
 * between stable and focused modes as CaDiCaL does by default.
 */
export const CADICAL_MODES = ['stable', 'default'] as const;

/** A mode of CaDiCaL (`CADICAL_MODES`). */
export type CadicalMode = (typeof CADICAL_MODES)[number];

/**
 * Loads CaDiCaL, compiled to WebAssembly (the `cadical-wasm` package, which runs in browsers, Web Workers and Node),
 * as the solver's SAT solver. Each problem gets a fresh solver instance, freed when its session is closed.
 */
export const loadSatSolver = async (
  mode: CadicalMode = 'stable',
  extra: Record<string, number | boolean> = {},
): Promise<SatSolver> => {
  const module = await loadCadical();
  const probe = new Cadical(module);
  const name = `CaDiCaL ${probe.signature.replace(/^cadical-/, '')}${mode === 'stable' ? '' : ` (${mode} mode)`}`;
  probe.dispose();
  return {
    name,
    open(cnf) {
      // Stable mode only by default: on the relaxations of 18 standard deals (12
      // with solutions, 6 without) it answered first on 15, with a median of 1.6 s against 3.0 s. Its tail is no
      // shorter: its slowest took 23 s (deal 6; the default took 4 s there), the default's 12 s (deal 35; 5 s).
      // Bounded variable addition (`factor`) stays off: it would give the solver variables of its own, and callers use
      // those above the problem's (a plan's guard).
      const solver = new Cadical(module, { quiet: true, stabilizeonly: mode === 'stable', factor: false, ...extra });
      const add = rawAdd(module, solver);
      const addClauses = (clauses: Cnf): void => {
        if (add === undefined) for (const clause of cnfClauses(clauses)) solver.addClause(clause);
        else for (const literal of clauses.literals) add(literal);
      };
      addClauses(cnf);
      return {
        solve(stop, assumptions) {
          if (stop()) return 'unknown';
          solver.setTerminate(stop);
          return solver.solve(assumptions === undefined ? {} : { assumptions });
        },
        value: (variable) => solver.value(variable),
        failed: (literal) => solver.failed(literal),
        addClause: (clause) => solver.addClause(clause),
        addClauses,
        close: () => solver.dispose(),
      };
    },
  };
};
