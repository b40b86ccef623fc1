/**
 * A problem in conjunctive normal form over variables 1 … `variables`: the clauses' non-zero literals one after
 * another, each clause ended by a 0 as in DIMACS. One typed array keeps a million clauses in a few megabytes.
 */
export interface Cnf {
  readonly variables: number;
  readonly literals: Int32Array;
}

/** Collects clauses into a `Cnf`. */
export class CnfBuilder {
  private buffer = new Int32Array(1 << 16);
  private length = 0;

  /** Appends one clause (non-zero literals). */
  add(clause: readonly number[]): void {
    if (this.length + clause.length + 1 > this.buffer.length) {
      const grown = new Int32Array(Math.max(this.buffer.length * 2, this.length + clause.length + 1));
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    for (const literal of clause) this.buffer[this.length++] = literal;
    this.buffer[this.length++] = 0;
  }

  /**
   * The problem, over variables 1 … `variables`; the builder is empty after. (It lets its buffer go: closures made
   * beside a builder may keep it alive long after, and the buffer can be twice the problem: 32 MiB for an any-suit
   * relaxation, kept by its `definitions`.)
   */
  build(variables: number): Cnf {
    const literals = this.buffer.slice(0, this.length);
    this.buffer = new Int32Array(0);
    this.length = 0;
    return { variables, literals };
  }
}

/** A `Cnf` from clauses given as arrays. */
export const makeCnf = (variables: number, clauses: readonly (readonly number[])[]): Cnf => {
  const builder = new CnfBuilder();
  for (const clause of clauses) builder.add(clause);
  return builder.build(variables);
};

/** The clauses of a problem, each a view into its literals (without the ending 0). */
export function* cnfClauses(cnf: Cnf): Generator<Int32Array> {
  let start = 0;
  for (let end = 0; end < cnf.literals.length; end++)
    if (cnf.literals[end] === 0) {
      yield cnf.literals.subarray(start, end);
      start = end + 1;
    }
}

/** The problem in DIMACS CNF, the input format of SAT solvers. */
export const makeDimacs = (cnf: Cnf): string => {
  const lines = [...cnfClauses(cnf)].map((clause) => `${clause.join(' ')} 0`);
  return `p cnf ${cnf.variables} ${lines.length}\n${lines.join('\n')}\n`;
};

/** The index of the first clause the assignment leaves false, or -1 if it satisfies them all. */
export const firstUnsatisfiedClause = (cnf: Cnf, assignment: readonly boolean[]): number => {
  let index = 0;
  for (const clause of cnfClauses(cnf)) {
    if (!clause.some((literal) => assignment[Math.abs(literal)] === literal > 0)) return index;
    index++;
  }
  return -1;
};

/** The clauses of a problem that a valuation of its variables makes false, each as an array. */
export const brokenClauses = (cnf: Cnf, value: (variable: number) => boolean): number[][] => {
  const broken: number[][] = [];
  for (const clause of cnfClauses(cnf))
    if (!clause.some((literal) => value(Math.abs(literal)) === literal > 0)) broken.push([...clause]);
  return broken;
};

/**
 * The solution a session found, read once into a typed array: reading plans and the clauses they break asks for
 * values over a million times, each a call into WebAssembly when asked of the session.
 */
export const readSolution = (session: SatSession, variables: number): ((variable: number) => boolean) => {
  const values = new Uint8Array(variables + 1);
  for (let variable = 1; variable <= variables; variable++) values[variable] = session.value(variable) ? 1 : 0;
  return (variable) => values[variable] === 1;
};

/** What a SAT solver found: a solution, a proof that there is none, or neither before it was stopped. */
export type SatAnswer = 'satisfiable' | 'unsatisfiable' | 'unknown';

/**
 * A SAT solver, ready to use (loading one may be asynchronous, solving is not). It only ever answers
 * `unsatisfiable` with a proof; the search trusts it for proofs of loss.
 */
export interface SatSolver {
  /** Its name and version, for reports. */
  readonly name: string;
  /**
   * Starts solving `cnf`: solve, read the solution, add clauses and solve again, then close. A `seed` other than 0
   * (the default) sets the solver up to take another path through the same problem.
   */
  open(cnf: Cnf, seed?: number): SatSession;
}

/** One problem in a SAT solver, solved incrementally. */
export interface SatSession {
  /**
   * Solves the problem with every clause added so far and, for this solve only, the `assumptions` (literals taken as
   * true); `stop` is polled now and then and gives up (`unknown`).
   */
  solve(stop: () => boolean, assumptions?: readonly number[]): SatAnswer;
  /** After an `unsatisfiable` answer under assumptions: whether the proof used the assumed literal. */
  failed(literal: number): boolean;
  /** After a `satisfiable` answer: the variable's value in the solution found. */
  value(variable: number): boolean;
  /** Adds a clause for the solves that follow. */
  addClause(clause: readonly number[]): void;
  /** Adds every clause of a problem over the same variables, for the solves that follow. */
  addClauses(cnf: Cnf): void;
  /** Frees the solver's memory; the session cannot be used after. */
  close(): void;
}
