import { Cadical, loadCadical } from 'cadical-wasm';
import type { SatSolver } from './sat.js';

/**
 * Loads CaDiCaL, compiled to WebAssembly (the `cadical-wasm` package, which runs in browsers, Web Workers and Node),
 * as the solver's SAT solver. Each problem gets a fresh solver instance, freed once it has answered.
 */
export const loadSatSolver = async (): Promise<SatSolver> => {
  const module = await loadCadical();
  const probe = new Cadical(module);
  const name = `CaDiCaL ${probe.signature.replace(/^cadical-/, '')}`;
  probe.dispose();
  return {
    name,
    solve(cnf, stop) {
      const solver = new Cadical(module, { quiet: true });
      try {
        solver.addClauses(cnf.clauses);
        if (stop()) return 'unknown';
        solver.setTerminate(stop);
        return solver.solve();
      } finally {
        solver.dispose();
      }
    },
  };
};
