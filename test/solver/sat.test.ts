import { Cadical, loadCadical } from 'cadical-wasm';
import { describe, expect, test, vi } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import type { AlhambraGame } from '../../src/games/alhambra/game.js';
import type { AlhambraVariant } from '../../src/games/ids.js';
import { newGame } from '../../src/games/index.js';
import type { Move } from '../../src/games/types.js';
import { readPlan, realizePlan } from '../../src/solver/alhambra/plan.js';
import { encodeAlhambraRelaxation } from '../../src/solver/alhambra/sat-relaxation/relaxation.js';
import { solveAlhambra } from '../../src/solver/alhambra/solve.js';
import { type SatSolver, solve, usesSatSolver } from '../../src/solver/index.js';
import { CADICAL_SETUPS, loadChunk, loadSatSolver, rawAdd } from '../../src/solver/sat/cadical.js';
import {
  brokenClauses,
  type Cnf,
  CnfBuilder,
  cnfClauses,
  makeCnf,
  readSolution,
  type SatSession,
} from '../../src/solver/sat/cnf.js';
import { winningLine } from './results.js';

const dealGame = (variant: AlhambraVariant, deal: number): AlhambraGame =>
  newGame(dealLayout({ game: 'alhambra', variant }, BigInt(deal))) as AlhambraGame;

/** Tuning that leaves only the relaxation's plans: no probes, beam or exhaustive search. */
const onlyPlans = (plans?: number) =>
  ({
    relaxationAt: 'start',
    probes: 0,
    beamWidth: 0,
    exhaustive: false,
    ...(plans === undefined ? {} : { plans }),
  }) as const;

/** Replays `moves` on a fresh copy of `game` and expects every move legal and the game won. */
const expectWins = (game: AlhambraGame, moves: readonly Move[] | undefined): void => {
  const replay = game.clone();
  for (const move of moves ?? []) expect(replay.play(move).ok).toBe(true);
  expect(replay.status()).toBe('won');
};

/** Pigeonhole: `holes + 1` pigeons in `holes` holes, each pigeon in a hole, no two in one; unsatisfiable. */
const pigeonhole = (holes: number): Cnf => {
  const variable = (pigeon: number, hole: number) => pigeon * holes + hole + 1;
  const clauses: number[][] = [];
  for (let pigeon = 0; pigeon <= holes; pigeon++)
    clauses.push(Array.from({ length: holes }, (_, hole) => variable(pigeon, hole)));
  for (let hole = 0; hole < holes; hole++)
    for (let first = 0; first <= holes; first++)
      for (let second = first + 1; second <= holes; second++)
        clauses.push([-variable(first, hole), -variable(second, hole)]);
  return makeCnf((holes + 1) * holes, clauses);
};

/** A stand-in solver session: `solve` as given, every variable false, and `rest` in place of the other parts. */
const standInSession = (solve: SatSession['solve'], rest: Partial<SatSession> = {}): SatSession => ({
  solve,
  value: () => false,
  failed: () => false,
  addClause: () => {},
  addClauses: () => {},
  close: () => {},
  ...rest,
});

/**
 * A stand-in SAT solver that gives a fixed first answer (every variable false), gives up on every later solve, and
 * records what it was asked.
 */
const recordingSolver = (answer: 'satisfiable' | 'unsatisfiable') => {
  const asked: Cnf[] = [];
  const solver: SatSolver = {
    name: 'recording',
    open: (cnf) => {
      asked.push(cnf);
      let solves = 0;
      return standInSession(() => (++solves === 1 ? answer : 'unknown'));
    },
  };
  return { solver, asked };
};

/** Solves one problem in a fresh session. */
const answer = (solver: SatSolver, cnf: Cnf, stop: () => boolean = () => false, seed = 0) => {
  const session = solver.open(cnf, seed);
  try {
    return session.solve(stop);
  } finally {
    session.close();
  }
};

describe('problems in conjunctive normal form', () => {
  const cnf = makeCnf(3, [[1, 2], [-1, 3], [-2, -3], [3]]);
  test.each([
    { name: 'all false', values: [false, false, false], broken: [[1, 2], [3]] },
    { name: 'all true', values: [true, true, true], broken: [[-2, -3]] },
    { name: 'a solution', values: [true, false, true], broken: [] },
  ])('$name breaks the clauses it makes false', ({ values, broken }) => {
    expect(brokenClauses(cnf, (variable) => values[variable - 1]!)).toEqual(broken);
  });

  test("a solution read once gives each variable's value and asks the session once per variable", () => {
    const asked: number[] = [];
    const session = standInSession(() => 'satisfiable', {
      value: (variable) => {
        asked.push(variable);
        return variable % 3 === 0;
      },
    });
    const value = readSolution(session, 7);
    expect([1, 2, 3, 4, 5, 6, 7].map(value)).toEqual([false, false, true, false, false, true, false]);
    expect(asked).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  test('a builder gives its clauses once and is empty after, ready for new ones', () => {
    const builder = new CnfBuilder();
    for (let clause = 0; clause < 20_000; clause++) builder.add([clause + 1, -(clause + 2), clause + 3]);
    const built = builder.build(20_002);
    expect(built.literals.length).toBe(80_000);
    expect([...cnfClauses(built)].at(-1)).toEqual(Int32Array.from([20_000, -20_001, 20_002]));
    expect(builder.build(20_002).literals.length).toBe(0);
    builder.add([5, -6]);
    expect([...cnfClauses(builder.build(6))]).toEqual([Int32Array.from([5, -6])]);
  });
});

describe('the SAT solver (CaDiCaL in WebAssembly)', async () => {
  const satSolver = await loadSatSolver();

  test('names itself', () => {
    expect(satSolver.name).toMatch(/^CaDiCaL \d+\.\d+\.\d+/);
  });

  test("takes problems through CaDiCaL's own add, which gives the same answers", async () => {
    const module = await loadCadical();
    const solver = new Cadical(module, { quiet: true });
    const add = rawAdd(module, solver);
    expect(add).toBeTypeOf('function');
    for (const literal of pigeonhole(3).literals) add?.(literal);
    expect(solver.solve()).toBe('unsatisfiable');
    solver.dispose();
  });

  test.each([
    { name: 'one clause', cnf: makeCnf(2, [[1, 2]]), expected: 'satisfiable' },
    { name: 'x and not x', cnf: makeCnf(1, [[1], [-1]]), expected: 'unsatisfiable' },
    { name: 'three pigeons in two holes', cnf: pigeonhole(2), expected: 'unsatisfiable' },
    { name: 'seven pigeons in six holes', cnf: pigeonhole(6), expected: 'unsatisfiable' },
  ])('$name: $expected', ({ cnf, expected }) => {
    expect(answer(satSolver, cnf)).toBe(expected);
  });

  test.each(CADICAL_SETUPS)('%s: every seed gives the same answers', async (setup) => {
    const solver = await loadSatSolver(setup);
    for (const seed of [0, 1, 2026, 1_000_000_000]) {
      expect(answer(solver, pigeonhole(5), () => false, seed)).toBe('unsatisfiable');
      expect(answer(solver, makeCnf(2, [[1, 2], [-1]]), () => false, seed)).toBe('satisfiable');
    }
  });

  test('gives up, unknown, when told to stop', () => {
    let polls = 0;
    expect(answer(satSolver, pigeonhole(11), () => ++polls > 2)).toBe('unknown');
    expect(polls).toBeGreaterThan(2);
  });

  test('a solve told to stop while the problem loads answers unknown, and the next loads the rest first', () => {
    // A chain of 3000 satisfiable clauses, then a contradiction: only the whole problem is unsatisfiable.
    const chain = Array.from({ length: 3000 }, (_, index) => [index + 1, index + 2]);
    const session = satSolver.open(makeCnf(3002, [...chain, [3002], [-3002]]));
    let polls = 0;
    expect(session.solve(() => ++polls > 3)).toBe('unknown');
    // Stopped while loading (the whole chain takes many chunks): not inside CaDiCaL, which it never reached.
    expect(polls).toBe(4);
    session.addClause([1]);
    expect(session.solve(() => false)).toBe('unsatisfiable');
    session.close();
  });

  test.each([
    { name: 'one clause', clauses: [[1, 2]] },
    { name: 'many short clauses', clauses: Array.from({ length: 500 }, (_, index) => [index + 1, -(index + 2)]) },
    { name: 'a clause longer than a chunk', clauses: [Array.from({ length: 700 }, (_, index) => index + 1), [5]] },
  ])('loads $name in chunks that end with whole clauses and add up to the problem', ({ clauses }) => {
    const { literals } = makeCnf(1000, clauses);
    const loaded: number[] = [];
    const ends: number[] = [];
    for (let from = 0; from < literals.length; ) {
      from = loadChunk(literals, from, (literal) => loaded.push(literal));
      ends.push(from);
    }
    expect(loaded).toEqual([...literals]);
    for (const end of ends) expect(literals[end - 1]).toBe(0);
  });

  test('solves one problem after another (each on a fresh instance)', () => {
    expect(answer(satSolver, pigeonhole(3))).toBe('unsatisfiable');
    expect(answer(satSolver, makeCnf(1, [[1]]))).toBe('satisfiable');
  });

  test('a session gives the solution, takes more clauses and solves again', () => {
    const session = satSolver.open(makeCnf(2, [[1, 2]]));
    expect(session.solve(() => false)).toBe('satisfiable');
    expect(session.value(1) || session.value(2)).toBe(true);
    session.addClause([-1]);
    expect(session.solve(() => false)).toBe('satisfiable');
    expect([session.value(1), session.value(2)]).toEqual([false, true]);
    session.addClause([-2]);
    expect(session.solve(() => false)).toBe('unsatisfiable');
    session.close();
  });

  test('standard deal 232, which the search alone leaves unknown, is won by a plan of the relaxation', () => {
    const game = dealGame('standard', 232);
    expect(solveAlhambra(game, {}, onlyPlans()).verdict).toBe('unknown');
    const result = solveAlhambra(game, { satSolver }, onlyPlans());
    expect(result.verdict).toBe('winnable');
    expectWins(game, winningLine(result));
  });

  // Deal 20: since one card per bridge and the stream order changed the plans, deal 691 is not won within 8 plans.
  test('standard deal 20 is won by a later plan once each failed plan blocks the choices of the cards it left out', () => {
    const game = dealGame('standard', 20);
    // Blocking each failed plan whole, the next ones repeat its mistake.
    expect(solveAlhambra(game, { satSolver }, { ...onlyPlans(8), stuckBlocking: false }).verdict).toBe('unknown');
    const result = solveAlhambra(game, { satSolver }, onlyPlans(8));
    expect(result.verdict).toBe('winnable');
    expectWins(game, winningLine(result));
  });

  test("standard deal 824's plans deadlock through a reserve pile until the held-back clauses they break are added", () => {
    const game = dealGame('standard', 824);
    const relaxation = encodeAlhambraRelaxation(game.layout);
    const withGroup = encodeAlhambraRelaxation(game.layout, { pileDeadlocks: true });
    if (!relaxation.ok || !withGroup.ok) throw new Error('deal 824 not encoded');
    // The pile deadlocks are held back unless asked for: then they are in the problem, on the same variables.
    expect(withGroup.value.variables).toBe(relaxation.value.variables);
    expect(withGroup.value.literals.length).toBe(
      relaxation.value.literals.length + relaxation.value.heldBack.literals.length,
    );
    expect(withGroup.value.heldBack.literals.length).toBe(0);
    const session = satSolver.open(relaxation.value);
    expect(session.solve(() => false)).toBe('satisfiable');
    const value = (variable: number) => session.value(variable);
    const played = realizePlan(relaxation.value, readPlan(relaxation.value, value), 1000);
    const broken = brokenClauses(relaxation.value.heldBack, value);
    expect(brokenClauses(relaxation.value, value)).toEqual([]);
    session.close();
    expect(played.line).toBeUndefined();
    expect(broken.length).toBeGreaterThan(0);
    expect(solveAlhambra(game, { satSolver }, { ...onlyPlans(10), heldBack: false }).verdict).toBe('unknown');
    const result = solveAlhambra(game, { satSolver }, onlyPlans(10));
    expect(result.verdict).toBe('winnable');
    expectWins(game, winningLine(result));
  }, 120_000);

  test('any-suit deal 2 is won by a plan of standard relaxation, a line of same-suit builds', () => {
    const game = dealGame('any-suit', 2);
    // The budget bounds what runs after the plan, should it fail.
    const result = solveAlhambra(game, { satSolver, maxPositions: 100_000 }, onlyPlans(1));
    expect(result.verdict).toBe('winnable');
    for (const variant of ['any-suit', 'standard'] as const) {
      expectWins(dealGame(variant, 2), winningLine(result));
    }
  });

  test('standard deal 602 is proven lost by the relaxation once the held-back clauses its solutions break are added', () => {
    const game = dealGame('standard', 602);
    expect(solveAlhambra(game, { satSolver }, { ...onlyPlans(0), heldBackProofs: false }).verdict).toBe('unknown');
    expect(solveAlhambra(game, { satSolver }, onlyPlans(0))).toMatchObject({
      verdict: 'unwinnable',
      proof: 'relaxation',
    });
  });

  // Deal 22: since one card per bridge and the stream order, deal 681 is won by the plans without the proof attempt.
  test('when no proof comes, the plans go on: standard deal 22 is won by a plan after the proof attempt', () => {
    const game = dealGame('standard', 22);
    // The plans' share ends after the first plan, which fails; the rest of the budget is the proof attempt's and then
    // the plans'.
    const tuning = { ...onlyPlans(10), planTimeShare: 0.0001 };
    const options = { satSolver, timeoutMs: 60_000 };
    expect(solveAlhambra(game, options, { ...tuning, heldBackProofs: false }).verdict).toBe('unknown');
    const result = solveAlhambra(game, options, tuning);
    expect(result.verdict).toBe('winnable');
    expectWins(game, winningLine(result));
  });

  test.each([
    { name: 'standard', variant: 'standard', seed: 0, sessions: 3 },
    { name: 'any-suit, seed 5', variant: 'any-suit', seed: 5, sessions: 4 },
  ] as const)(
    '$name: alone and without a budget, the relaxation goes on with other seeds until it decides',
    ({ variant, seed, sessions }) => {
      // Each session's first solve finds a solution (every variable false: a plan that cannot be played out) and every
      // later one gives up, so each round ends open; from the third session on the relaxation has no solution.
      const seeds: number[] = [];
      const solver: SatSolver = {
        name: 'rounds',
        open: (_cnf, sessionSeed = 0) => {
          seeds.push(sessionSeed);
          const round = seeds.length;
          let solves = 0;
          return standInSession(() => (++solves > 1 ? 'unknown' : round >= 3 ? 'unsatisfiable' : 'satisfiable'));
        },
      };
      const result = solveAlhambra(dealGame(variant, 1), { satSolver: solver, part: 'relaxation', seed }, onlyPlans());
      expect(result).toMatchObject({ verdict: 'unwinnable', proof: 'relaxation' });
      // Any-suit's rounds each ask standard's relaxation first (it proves nothing): open, the round ends there; without
      // a solution, any-suit's own relaxation follows with the same seed and proves the loss.
      expect(seeds).toHaveLength(sessions);
      expect(seeds[0]).toBe(seed);
      expect(new Set(seeds).size).toBe(3);
    },
  );

  test('with a position budget the relaxation has one round', () => {
    let opened = 0;
    const solver: SatSolver = {
      name: 'one round',
      open: () => {
        opened++;
        let solves = 0;
        return standInSession(() => (++solves > 1 ? 'unknown' : 'satisfiable'));
      },
    };
    const result = solveAlhambra(
      dealGame('standard', 1),
      { satSolver: solver, part: 'relaxation', maxPositions: 1_000_000 },
      onlyPlans(),
    );
    expect(result.verdict).toBe('unknown');
    expect(opened).toBe(1);
  });

  test.each([
    { name: 'moves to a second session', secondSessionShare: 0.5, sessions: 2 },
    { name: 'stays in one session', secondSessionShare: 1, sessions: 1 },
  ])(
    'after the plans the relaxation $name, with the deferred clauses in from its start',
    ({ secondSessionShare, sessions }) => {
      // Deal 824's first plan fails and breaks held-back clauses (above). The first session is CaDiCaL's, but gives up
      // on every solve after its first, which ends its plans long before their time; the second (a stand-in) has no
      // solution.
      type Event = { session: number; added?: readonly number[]; deferred?: Cnf; solved?: boolean };
      const events: Event[] = [];
      let variables = 0;
      let opened = 0;
      const solver: SatSolver = {
        name: 'recording sessions',
        open: (cnf) => {
          variables = cnf.variables;
          const session = opened++;
          events.push({ session });
          const real = session === 0 ? satSolver.open(cnf) : undefined;
          let solves = 0;
          return standInSession(
            (stop) => {
              events.push({ session, solved: true });
              if (++solves > 1) return 'unknown';
              return real === undefined ? 'unsatisfiable' : real.solve(stop);
            },
            {
              value: (variable) => real?.value(variable) ?? false,
              addClause: (clause) => events.push({ session, added: [...clause] }),
              addClauses: (cnf) => events.push({ session, deferred: cnf }),
              close: () => real?.close(),
            },
          );
        },
      };
      const result = solveAlhambra(
        dealGame('standard', 824),
        { satSolver: solver, timeoutMs: 600_000 },
        { ...onlyPlans(1), planTimeShare: 0.5, secondSessionShare },
      );
      const of = (session: number) => events.filter((event) => event.session === session).slice(1);
      expect(opened).toBe(sessions);
      const last = of(sessions - 1);
      // The deferred clauses go in once, before the proof (in the second session, before any solve).
      const deferredAt = last.findIndex((event) => event.deferred !== undefined);
      expect(deferredAt).toBeGreaterThanOrEqual(0);
      expect(last.filter((event) => event.deferred !== undefined).length).toBe(1);
      const firstAdded = of(0).flatMap((event) => (event.added === undefined ? [] : [event.added]));
      const guarded = (clause: readonly number[]) => clause.includes(variables + 1);
      expect(firstAdded.filter(guarded).length).toBe(1);
      const sound = firstAdded.filter((clause) => !guarded(clause));
      expect(sound.length).toBeGreaterThan(0);
      if (sessions === 2) {
        expect(last.findIndex((event) => event.solved)).toBeGreaterThan(deferredAt);
        // The second session starts with every clause the first one was given: the sound ones and its plan's guarded
        // blocking clause.
        expect(last.flatMap((event) => (event.added === undefined ? [] : [event.added]))).toEqual(firstAdded);
        // Its solve without assumptions has no solution: a proof of loss.
        expect(result).toMatchObject({ verdict: 'unwinnable', proof: 'relaxation' });
      } else expect(result.verdict).toBe('unknown');
    },
    120_000,
  );

  // Standard deal 4 and any-suit deal 217: the search leaves them unknown; the relaxation proves them lost.
  test.each([
    ['standard', 4],
    ['any-suit', 217],
  ] as const)('%s deal %i is proven lost by the relaxation', (variant, deal) => {
    // The SAT relaxation alone: no search, and not the reserve alone's few positions either.
    const tuning = { relaxationAt: 'start', exhaustive: false, reserveAlone: false } as const;
    const result = solveAlhambra(dealGame(variant, deal), { satSolver }, tuning);
    expect(result).toMatchObject({ verdict: 'unwinnable', proof: 'relaxation', positions: 0 });
  });
});

describe('the search and its SAT solver', () => {
  test.each([
    { name: 'standard at the start', variant: 'standard', turns: 0, uses: true },
    { name: 'any-suit at the start', variant: 'any-suit', turns: 0, uses: true },
    { name: 'standard after a turn', variant: 'standard', turns: 1, uses: true },
    { name: 'The Reinforcements', variant: 'reinforcement', turns: 0, uses: false },
    { name: 'Granada', variant: 'granada', turns: 0, uses: false },
  ] as const)('$name: asks the SAT solver $uses', ({ variant, turns, uses }) => {
    const game = dealGame(variant, 7);
    for (let turn = 0; turn < turns; turn++) expect(game.play({ type: 'turn' }).ok).toBe(true);
    expect(usesSatSolver(game)).toBe(uses);
    const { solver, asked } = recordingSolver('satisfiable');
    solveAlhambra(game, { satSolver: solver, maxPositions: 2000 }, { relaxationAt: 'start', exhaustive: false });
    expect(asked.length).toBe(uses ? 1 : 0);
  });

  test("any-suit asks standard's relaxation first, and its own only when standard's has no solution", () => {
    const [standardClauses, anySuitClauses] = (['standard', 'any-suit'] as const).map((variant) => {
      const { solver, asked } = recordingSolver('satisfiable');
      solveAlhambra(dealGame(variant, 7), { satSolver: solver, maxPositions: 2000 }, { relaxationAt: 'start' });
      return asked[0]!.literals.length;
    });
    expect(anySuitClauses).toBe(standardClauses);
    const satisfiable = recordingSolver('satisfiable');
    const options = { relaxationAt: 'start', exhaustive: false } as const;
    solveAlhambra(dealGame('any-suit', 7), { satSolver: satisfiable.solver, maxPositions: 2000 }, options);
    expect(satisfiable.asked.length).toBe(1);
    // Standard's "no solution" proves nothing for any-suit; any-suit's own does.
    const unsatisfiable = recordingSolver('unsatisfiable');
    const result = solveAlhambra(dealGame('any-suit', 7), { satSolver: unsatisfiable.solver }, options);
    expect(result).toMatchObject({ verdict: 'unwinnable', proof: 'relaxation' });
    expect(unsatisfiable.asked.map((cnf) => cnf.literals.length)).toEqual([
      standardClauses,
      expect.toSatisfy((length: number) => length > standardClauses!),
    ]);
    const ownOnly = recordingSolver('unsatisfiable');
    solveAlhambra(dealGame('any-suit', 7), { satSolver: ownOnly.solver }, { ...options, standardPlans: false });
    expect(ownOnly.asked.map((cnf) => cnf.literals.length)).toEqual([unsatisfiable.asked[1]!.literals.length]);
  });

  test.each([
    { ownAfterStandard: false, asked: 1 },
    { ownAfterStandard: true, asked: 2 },
  ])("any-suit's relaxation alone, ownAfterStandard $ownAfterStandard: $asked relaxation(s) asked", (tuning) => {
    // Standard's relaxation has a solution whose plan fails, and then no answer: it is left open.
    const { solver, asked } = recordingSolver('satisfiable');
    const result = solveAlhambra(
      dealGame('any-suit', 7),
      { satSolver: solver, timeoutMs: 4000, part: 'relaxation' },
      { ownAfterStandard: tuning.ownAfterStandard },
    );
    expect(result.verdict).toBe('unknown');
    // Each relaxation may open a second session with the same problem: count the distinct problems, in order.
    const sizes = [...new Set(asked.map((cnf) => cnf.literals.length))];
    expect(sizes.length).toBe(tuning.asked);
    if (tuning.asked === 2) expect(sizes[1]).toBeGreaterThan(sizes[0]!);
  });

  test("any-suit's relaxation alone asks standard's only once when it has no solution, then its own round after round", () => {
    // Standard's relaxation (the first problem) has no solution; any-suit's own has one whose plan fails, then no
    // answer, so each round ends open and another seed goes on until the budget is spent.
    const asked: Cnf[] = [];
    const solver: SatSolver = {
      name: 'standard unsatisfiable, any-suit open',
      open: (cnf) => {
        asked.push(cnf);
        const standard = cnf.literals.length === asked[0]!.literals.length;
        let solves = 0;
        return standInSession(() => (standard ? 'unsatisfiable' : ++solves === 1 ? 'satisfiable' : 'unknown'));
      },
    };
    const result = solveAlhambra(dealGame('any-suit', 7), { satSolver: solver, timeoutMs: 3000, part: 'relaxation' });
    expect(result.verdict).toBe('unknown');
    const standardSize = asked[0]!.literals.length;
    expect(asked.filter((cnf) => cnf.literals.length === standardSize).length).toBe(1);
    // Own's problem in several rounds (each may open a second session).
    expect(asked.length).toBeGreaterThan(3);
    expect(asked.slice(1).every((cnf) => cnf.literals.length > standardSize)).toBe(true);
  });

  test('King Albert never asks for one', () => {
    expect(usesSatSolver(newGame(dealLayout({ game: 'king-albert', variant: 'standard' }, 1n)))).toBe(false);
  });

  test('an unsatisfiable answer is a proof of loss; a satisfiable one leaves the search to decide', () => {
    // Deal 326 is lost: the exhaustive search proves it too.
    const unsatisfiable = recordingSolver('unsatisfiable');
    expect(solve(dealGame('standard', 326), { satSolver: unsatisfiable.solver })).toMatchObject({
      verdict: 'unwinnable',
      proof: 'relaxation',
    });
    const satisfiable = recordingSolver('satisfiable');
    expect(solve(dealGame('standard', 326), { satSolver: satisfiable.solver })).toMatchObject({
      verdict: 'unwinnable',
      proof: 'search',
    });
    expect(satisfiable.asked.length).toBe(1);
  });

  test('a deal whose whole tree a probe searched skips it', () => {
    // Deal 761 is lost in a handful of positions.
    const { solver, asked } = recordingSolver('unsatisfiable');
    expect(solve(dealGame('standard', 761), { satSolver: solver })).toMatchObject({
      verdict: 'unwinnable',
      proof: 'search',
    });
    expect(asked.length).toBe(0);
  });

  test('a win found before the relaxation runs skips it', () => {
    // Deal 3 is won by the first probes.
    const { solver, asked } = recordingSolver('unsatisfiable');
    const result = solveAlhambra(dealGame('standard', 3), { satSolver: solver }, { relaxationAt: 'after-beam' });
    expect(result.verdict).toBe('winnable');
    expect(asked.length).toBe(0);
  });

  test("any-suit's own relaxation, asked late, is stopped at the end of the budget", () => {
    // Standard's relaxation has no solution; any-suit's runs until stopped.
    let opened = 0;
    let secondOpenedAt = 0;
    let stoppedAt = 0;
    const solver: SatSolver = {
      name: 'standard unsatisfiable, any-suit endless',
      open: () => {
        const first = ++opened === 1;
        if (!first) secondOpenedAt = performance.now();
        return standInSession((stop) => {
          if (first) return 'unsatisfiable';
          while (!stop());
          stoppedAt = performance.now();
          return 'unknown';
        });
      },
    };
    const start = performance.now();
    const timeoutMs = 3000;
    // A first solve may take 0.9 of the budget from when it begins: without the cap it would run past the budget.
    const result = solveAlhambra(
      dealGame('any-suit', 1),
      { satSolver: solver, timeoutMs },
      { relaxationAt: 'start', relaxationTimeShare: 0.9 },
    );
    expect(opened).toBe(2);
    expect(result.verdict).toBe('unknown');
    // Stopped at the budget's end, or at once if the encoding itself outlasted it.
    expect(stoppedAt).toBeLessThan(Math.max(start + timeoutMs, secondOpenedAt) + 250);
  });

  test.each([
    { name: 'did not use', used: false, expected: { verdict: 'unwinnable', proof: 'relaxation' } },
    { name: 'used', used: true, expected: { verdict: 'unknown' } },
  ])(
    "a plan's answer of no solution proves a loss only if its proof $name the guarded blocking clauses",
    ({ used, expected }) => {
      // The first solve has a solution, every later one under assumptions has none, and the proof after the plans
      // gives up.
      const added: number[][] = [];
      const assumed: (readonly number[] | undefined)[] = [];
      const deferredAdded: Cnf[] = [];
      let variables = 0;
      const solver: SatSolver = {
        name: 'no second solution',
        open: (cnf) => {
          variables = cnf.variables;
          return standInSession(
            (_stop, assumptions) => {
              assumed.push(assumptions);
              return assumed.length === 1 ? 'satisfiable' : assumptions === undefined ? 'unknown' : 'unsatisfiable';
            },
            {
              failed: (literal) => used && literal === -(variables + 1),
              addClause: (clause) => added.push([...clause]),
              addClauses: (cnf) => deferredAdded.push(cnf),
            },
          );
        },
      };
      const result = solveAlhambra(dealGame('standard', 7), { satSolver: solver, maxPositions: 2000 }, onlyPlans(5));
      expect(result).toMatchObject(expected);
      // One plan failed: its blocking clause carries the guard, and the next solve assumes the guard false.
      expect(added.at(-1)).toContain(variables + 1);
      expect(assumed.slice(0, 2)).toEqual([undefined, [-(variables + 1)]]);
      // When the plans proved nothing, the proof with the held-back clauses was tried, without assumptions.
      if (used) expect(assumed.slice(2)).toEqual([undefined]);
      else expect(assumed.length).toBe(2);
      // The deferred clauses (the covered built cards) went in whole before that proof, and only then.
      expect(deferredAdded.length).toBe(used ? 1 : 0);
      if (used) expect(deferredAdded[0]!.literals.length).toBeGreaterThan(0);
    },
  );

  test.each([
    { name: 'no solution', ownAnswer: 'unsatisfiable', expected: { verdict: 'unwinnable', proof: 'relaxation' } },
    { name: 'no answer', ownAnswer: 'unknown', expected: { verdict: 'unknown' } },
  ] as const)(
    "any-suit: when standard's plans run out of solutions, any-suit's own relaxation decides ($name)",
    ({ ownAnswer, expected }) => {
      // Standard's relaxation has a solution, but none once its plan is blocked (the guard not used): that proves
      // only standard's rules lost, so any-suit's own relaxation is asked next.
      let opened = 0;
      const solver: SatSolver = {
        name: 'standard without a second plan',
        open: () => {
          const standard = ++opened === 1;
          let solves = 0;
          return standInSession(() => {
            if (!standard) return ownAnswer;
            return ++solves === 1 ? 'satisfiable' : 'unsatisfiable';
          });
        },
      };
      const result = solveAlhambra(dealGame('any-suit', 7), { satSolver: solver, maxPositions: 2000 }, onlyPlans(5));
      expect(opened).toBe(2);
      expect(result).toMatchObject(expected);
    },
  );

  test('a solve cancelled while the relaxation is encoded never hands it to the SAT solver', () => {
    let opened = false;
    const solver: SatSolver = {
      name: 'watched',
      open: () => {
        opened = true;
        return standInSession(() => 'satisfiable');
      },
    };
    let polls = 0;
    const result = solveAlhambra(
      dealGame('standard', 1),
      { satSolver: solver, part: 'relaxation', onProgress: () => ++polls > 1 || undefined },
      { relaxationAt: 'start' },
    );
    expect(opened).toBe(false);
    expect(result.verdict).toBe('unknown');
  });

  test('the SAT solver is stopped at the deadline', () => {
    // The clock is the test's: it stands still while the relaxation is encoded (however long a busy machine takes)
    // and jumps past the deadline once the SAT solver runs, which must then be told to stop.
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      let stopped = false;
      const solver: SatSolver = {
        name: 'endless',
        open: () =>
          standInSession((stop) => {
            vi.advanceTimersByTime(3000);
            for (let poll = 0; poll < 1e9; poll++)
              if (stop()) {
                stopped = true;
                return 'unknown';
              }
            return 'satisfiable';
          }),
      };
      const result = solveAlhambra(
        dealGame('standard', 1),
        { satSolver: solver, timeoutMs: 2000 },
        { relaxationAt: 'start' },
      );
      expect(stopped).toBe(true);
      expect(result.verdict).toBe('unknown');
    } finally {
      vi.useRealTimers();
    }
  });
});
