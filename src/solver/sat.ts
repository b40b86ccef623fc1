/** A problem in conjunctive normal form: clauses of non-zero literals over variables 1 … `variables`. */
export interface Cnf {
  readonly variables: number;
  readonly clauses: readonly (readonly number[])[];
}

/** What a SAT solver found: a solution, a proof that there is none, or neither before it was stopped. */
export type SatAnswer = 'satisfiable' | 'unsatisfiable' | 'unknown';

/**
 * A SAT solver, ready to use (loading one may be asynchronous, solving is not). It only ever answers
 * `unsatisfiable` with a proof; the search trusts it for proofs of loss.
 */
export interface SatSolver {
  /** Its name and version, for reports. */
  readonly name: string;
  /** Starts solving `cnf`: solve, read the solution, add clauses and solve again, then close. */
  open(cnf: Cnf): SatSession;
}

/** One problem in a SAT solver, solved incrementally. */
export interface SatSession {
  /** Solves the problem with every clause added so far; `stop` is polled now and then and gives up (`unknown`). */
  solve(stop: () => boolean): SatAnswer;
  /** After a `satisfiable` answer: the variable's value in the solution found. */
  value(variable: number): boolean;
  /** Adds a clause for the solves that follow. */
  addClause(clause: readonly number[]): void;
  /** Frees the solver's memory; the session cannot be used after. */
  close(): void;
}
