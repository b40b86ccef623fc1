import { Cadical, loadCadical } from 'cadical-wasm';
import { cnfClauses, type SatSolver } from './sat.js';

/**
 * Loads CaDiCaL, compiled to WebAssembly (the `cadical-wasm` package, which runs in browsers, Web Workers and Node),
 * as the solver's SAT solver. Each problem gets a fresh solver instance, freed when its session is closed.
 */
export const loadSatSolver = async (): Promise<SatSolver> => {
  const module = await loadCadical();
  const probe = new Cadical(module);
  const name = `CaDiCaL ${probe.signature.replace(/^cadical-/, '')}`;
  probe.dispose();
  return {
    name,
    open(cnf) {
      const solver = new Cadical(module, { quiet: true });
      for (const clause of cnfClauses(cnf)) solver.addClause(clause);
      return {
        solve(stop) {
          if (stop()) return 'unknown';
          solver.setTerminate(stop);
          return solver.solve();
        },
        value: (variable) => solver.value(variable),
        addClause: (clause) => solver.addClause(clause),
        close: () => solver.dispose(),
      };
    },
  };
};
