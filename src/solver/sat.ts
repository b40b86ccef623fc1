/** A problem in conjunctive normal form: clauses of non-zero literals over variables 1 … `variables`. */
export interface Cnf {
  readonly variables: number;
  readonly clauses: readonly (readonly number[])[];
}

/** What a SAT solver found: a solution, a proof that there is none, or neither before it was stopped. */
export type SatAnswer = 'satisfiable' | 'unsatisfiable' | 'unknown';

/**
 * A SAT solver, ready to use (loading one may be asynchronous, solving is not). The solver only ever answers
 * `unsatisfiable` with a proof; the search trusts it for proofs of loss.
 */
export interface SatSolver {
  /** Its name and version, for reports. */
  readonly name: string;
  /** Solves `cnf`; `stop` is polled now and then and gives up (`unknown`) when it returns true. */
  solve(cnf: Cnf, stop: () => boolean): SatAnswer;
}
