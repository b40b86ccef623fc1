import { readFileSync } from 'node:fs';
import { Cadical, loadCadical } from 'cadical-wasm';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CADICAL_WASM_CHECKED, loadSatSolver, rawAdd, rawAddUnavailable } from '../../src/solver/sat/cadical.js';
import { makeCnf } from '../../src/solver/sat/cnf.js';

// The seam between the solver and the `cadical-wasm` package. Problems go into CaDiCaL through its own C `add`, reached
// by names that are not the package's public API (`rawAdd`), because the public `addClause` made loading a relaxation
// twice as slow. If the package changes underneath, the solver falls back to `addClause` without a word; these tests
// say so, and name what changed.

const installed = (): string =>
  JSON.parse(readFileSync(new URL('../../node_modules/cadical-wasm/package.json', import.meta.url), 'utf8')).version;

describe('the fast path into CaDiCaL (cadical-wasm)', async () => {
  const module = await loadCadical();
  const solvers: Cadical[] = [];
  const fresh = (): Cadical => {
    const solver = new Cadical(module, { quiet: true });
    solvers.push(solver);
    return solver;
  };
  afterEach(() => {
    for (const solver of solvers.splice(0)) solver.dispose();
    vi.restoreAllMocks();
  });

  test('the installed cadical-wasm is the version whose inner names were checked', () => {
    expect(
      installed(),
      `cadical-wasm is ${installed()}, rawAdd was checked against ${CADICAL_WASM_CHECKED}: read its dist/index.js, ` +
        'check that Cadical.addClause still calls the module export _ccadical_add with the pointer in _ptr, and update ' +
        'CADICAL_WASM_CHECKED in src/solver/sat/cadical.ts',
    ).toBe(CADICAL_WASM_CHECKED);
  });

  test('its inner names are still there', () => {
    const missing = rawAddUnavailable(module, fresh());
    expect(missing, `cadical-wasm changed: ${missing}; the solver now loads problems through addClause, slowly`).toBe(
      undefined,
    );
  });

  test('clauses added through it are the clauses addClause adds', () => {
    // Variable 3 is forced: 1 or 2 holds, and each implies 3.
    const clauses = [
      [1, 2],
      [-1, 3],
      [-2, 3],
      [-4, 1],
    ];
    const fast = fresh();
    const add = rawAdd(module, fast);
    if (add === undefined) throw new Error(`cadical-wasm changed: ${rawAddUnavailable(module, fast)}`);
    for (const clause of clauses) for (const literal of [...clause, 0]) add(literal);
    const slow = fresh();
    for (const clause of clauses) slow.addClause(clause);
    expect([fast.vars(), fast.irredundant()], 'CaDiCaL counts other variables or clauses').toEqual([
      slow.vars(),
      slow.irredundant(),
    ]);
    expect(fast.solve()).toBe(slow.solve());
    for (const variable of [1, 2, 3, 4]) expect(fast.value(variable)).toBe(slow.value(variable));
    expect(fast.value(3)).toBe(true);
    for (const solver of [fast, slow]) {
      expect(solver.solve({ assumptions: [-3] })).toBe('unsatisfiable');
      expect(solver.failed(-3)).toBe(true);
    }
  });

  test("the solver's sessions load problems through it, not through addClause", async () => {
    const satSolver = await loadSatSolver();
    const addClause = vi.spyOn(Cadical.prototype, 'addClause');
    const session = satSolver.open(
      makeCnf(3, [
        [1, 2],
        [-1, 3],
        [-2, -3],
      ]),
    );
    expect(session.solve(() => false)).toBe('satisfiable');
    session.addClauses(makeCnf(3, [[-3], [-2]]));
    expect(session.solve(() => false)).toBe('unsatisfiable');
    session.close();
    expect(addClause, 'sessions fell back to the public addClause: see rawAddUnavailable').not.toHaveBeenCalled();
  });
});
