// One attempt at one SAT relaxation with one seed: solve it, play out plans from its solutions (moving once to a
// second session), then either give way to the guided search or seek a proof with the held-back clauses.

import { solverNow } from '../clock.js';
import { brokenClauses, readSolution, type SatAnswer, type SatSession, type SatSolver } from '../sat/cnf.js';
import { guidedSearch } from './guided.js';
import { planBlockingClause, readPlan, realizePlan } from './plan.js';
import type { SolveRun } from './run.js';
import type { AlhambraRelaxation } from './sat-relaxation/relaxation.js';
import {
  GUIDED_TIME_SHARE,
  PLAN_POSITIONS,
  PLAN_TIME_SHARE,
  PLANS,
  RELAXATION_TIME_SHARE,
  SAT_PROGRESS_POLLS,
  SECOND_SESSION_TIME_SHARE,
  STANDARD_PLANS_TIME_SHARE,
} from './tuning.js';

/** How an attempt ended: `settled` (a plan or the guided search won, or a proof of loss), no solution, or neither. */
export type AttemptOutcome = 'settled' | 'unsatisfiable' | 'open';

/**
 * Solves a relaxation and plays out its plans: `settled` if a plan won, or if the relaxation `proves` a loss and has
 * no solution (with the held-back clauses, after the plans). A `late` attempt takes its shares of the time that is
 * left, not of the whole budget.
 */
export class RelaxationAttempt {
  private readonly now = solverNow();
  private readonly planShare: number;
  private readonly planDeadline: number;
  // The guided part: the time at which the plans give way to the guided search (infinite for the other parts).
  private readonly guidedAt: number;
  // The time the SAT solver's current call must end by.
  private until: number;
  private polls = 0;
  private session: SatSession | undefined;
  // Whether the session has every deferred clause (the second session has them from its start).
  private deferredIn = false;
  // Clauses added so far (held-back ones and guarded blocking ones): the second session starts with them too.
  private readonly clausesAdded: number[][] = [];
  // A plan's blocking clause is a guess, so each is added with the guard: plans are solved assuming it false, and a
  // proof that needs no assumption (the guard true satisfies every blocking clause) needs none of them.
  private readonly guard: number;
  private readonly planAssumptions: number[];
  private plansLeft = 0;

  constructor(
    private readonly run: SolveRun,
    private readonly satSolver: SatSolver,
    private readonly relaxation: AlhambraRelaxation,
    private readonly proves: boolean,
    private readonly late: boolean,
    private readonly seed: number,
  ) {
    const { options, tuning } = run;
    this.planShare = tuning.planTimeShare ?? PLAN_TIME_SHARE;
    // Never past the whole budget: any-suit's own relaxation may begin late, after standard's has none.
    this.until =
      options.timeoutMs === undefined
        ? Number.POSITIVE_INFINITY
        : Math.min(
            run.start + options.timeoutMs,
            Math.max(
              this.at(this.planShare),
              this.now + options.timeoutMs * (tuning.relaxationTimeShare ?? RELAXATION_TIME_SHARE),
            ),
          );
    this.planDeadline = this.at(this.planShare);
    const guidedFrom = tuning.guidedFrom ?? (options.part === 'guided' ? GUIDED_TIME_SHARE : undefined);
    this.guidedAt = guidedFrom === undefined ? Number.POSITIVE_INFINITY : this.at(guidedFrom);
    this.guard = relaxation.variables + 1;
    this.planAssumptions = [-this.guard];
  }

  /** Runs the attempt to its outcome (see the class). */
  decide(): AttemptOutcome {
    if (this.guidedAt <= this.now) return this.runGuided();
    this.session = this.satSolver.open(this.relaxation, this.seed);
    try {
      return this.solveAndPlay();
    } finally {
      this.session!.close();
    }
  }

  // The time by which `timeShare` is spent: of the whole budget, or for a late attempt of what was left at its start.
  private at(timeShare: number): number {
    const { options, start } = this.run;
    if (options.timeoutMs === undefined) return Number.POSITIVE_INFINITY;
    return this.late
      ? this.now + (start + options.timeoutMs - this.now) * timeShare
      : start + options.timeoutMs * timeShare;
  }

  // Asked by the SAT solver as it works: true ends its call (the time is up, or the solve is cancelled).
  private readonly stop = (): boolean =>
    solverNow() >= this.until ||
    (++this.polls % SAT_PROGRESS_POLLS === 0 && this.run.options.onProgress?.(this.run.search.positions) === true);

  // The end of the held-back proof and of the guided search: the whole budget for a relaxation that `proves`, else
  // (any-suit's standard relaxation) `STANDARD_PLANS_TIME_SHARE`, before any-suit's own beam and searches.
  private proofEnd(): number {
    const { options, start, tuning } = this.run;
    return options.timeoutMs === undefined
      ? Number.POSITIVE_INFINITY
      : start + options.timeoutMs * (this.proves ? 1 : (tuning.standardPlansShare ?? STANDARD_PLANS_TIME_SHARE));
  }

  private solveAndPlay(): AttemptOutcome {
    const { run, relaxation } = this;
    const { options, tuning } = run;
    const first = this.session!.solve(this.stop);
    if (first === 'unsatisfiable') return this.proves ? this.lost() : 'unsatisfiable';
    this.plansLeft = tuning.plans ?? PLANS;
    const secondAt = this.at(tuning.secondSessionShare ?? SECOND_SESSION_TIME_SHARE);
    const afterPlans = this.playPlans(Math.min(secondAt, this.planDeadline, this.guidedAt), first);
    if (afterPlans === 'won') return 'settled';
    if (this.noneLeft(afterPlans)) return this.noSolution();
    // The guided search, in a fresh session (`guidedFresh`): what the plans' solver learnt, and its saved phases,
    // steer it away from the plans a guided search does best with. In the plans' session the blocking clauses would
    // be off once their guard is not assumed.
    if (this.guidedAt < Number.POSITIVE_INFINITY) {
      if (tuning.guidedFresh === false) return this.runGuided(this.session, this.deferredIn);
      this.session!.close();
      this.session = this.satSolver.open(relaxation, this.seed);
      return this.runGuided(this.session);
    }
    // Only after a first answer: a first solve stopped unfinished goes on in the proof below, not from scratch.
    if (options.timeoutMs !== undefined && secondAt <= this.planDeadline && first === 'satisfiable') {
      const outcome = this.secondSession();
      if (outcome !== undefined) return outcome;
    }
    if (tuning.heldBackProofs === false) return 'open';
    return this.heldBackProof();
  }

  // The second session: the deferred clauses in the problem from the start, and every clause the first one was given
  // since. Its solver takes another path: other plans, and other proofs. Undefined when it settles nothing.
  private secondSession(): AttemptOutcome | undefined {
    const { relaxation } = this;
    this.session!.close();
    const session = this.satSolver.open(relaxation, this.seed);
    this.session = session;
    session.addClauses(relaxation.deferred);
    this.deferredIn = true;
    for (const clause of this.clausesAdded) session.addClause(clause);
    if (solverNow() >= this.planDeadline) return undefined;
    this.plansLeft = this.run.tuning.plans ?? PLANS;
    this.until = this.planDeadline;
    const second = session.solve(this.stop);
    if (second === 'unsatisfiable') return this.noSolution();
    const afterPlans = this.playPlans(this.planDeadline, second);
    if (afterPlans === 'won') return 'settled';
    if (this.noneLeft(afterPlans)) return this.noSolution();
    return undefined;
  }

  // The plans' share is over: the rest of the budget (any-suit: up to its second beam) goes to a proof from the
  // relaxation with its held-back clauses, each added once a solution breaks it (with them all in the problem from the
  // start the plans win fewer deals). No proof within reach: what is left goes back to the plans.
  private heldBackProof(): AttemptOutcome {
    const { relaxation } = this;
    const session = this.session!;
    const end = this.proofEnd();
    this.until = end;
    // The deferred clauses all go in first: leaving them out only served the plans, and a proof often needs many.
    if (!this.deferredIn && solverNow() < this.until) session.addClauses(relaxation.deferred);
    let answer = session.solve(this.stop);
    for (; answer === 'satisfiable'; answer = session.solve(this.stop)) {
      const broken = brokenClauses(relaxation.heldBack, readSolution(session, relaxation.variables));
      if (broken.length === 0) break;
      for (const clause of broken) session.addClause(clause);
    }
    if (answer === 'unsatisfiable') return this.noSolution();
    if (answer === 'satisfiable' && this.playPlans(end, session.solve(this.stop, this.planAssumptions)) === 'won')
      return 'settled';
    return 'open';
  }

  // Plays out solutions, from the one the solver's `answer` gave, until one wins, there is none, or the plans, the
  // budget or the time (`planUntil`, checked after each plan) run out; then the solver's last answer.
  private playPlans(planUntil: number, first: SatAnswer): SatAnswer | 'won' {
    const { run, relaxation } = this;
    const { tuning } = run;
    const session = this.session!;
    const planBudget = run.positionsAt(this.planShare);
    this.until = planUntil;
    let answer = first;
    for (; this.plansLeft > 0 && answer === 'satisfiable'; this.plansLeft--) {
      const value = readSolution(session, relaxation.variables);
      const played = realizePlan(relaxation, readPlan(relaxation, value), tuning.planPositions ?? PLAN_POSITIONS);
      run.planPositions += played.positions;
      if (played.line !== undefined) {
        run.verdict = 'winnable';
        run.planLine = played.line;
        return 'won';
      }
      if (solverNow() >= planUntil || run.planPositions >= planBudget) return answer;
      // The held-back clauses this plan breaks (sound, so they only cut off plans that cannot be played out), and a
      // choice of the cards it left out changed. All read from the solution before any is added: adding a clause
      // ends the solution.
      const added =
        (tuning.heldBack ?? true)
          ? [
              ...brokenClauses(relaxation.heldBack, value),
              ...(this.deferredIn ? [] : brokenClauses(relaxation.deferred, value)),
            ]
          : [];
      const stuck = (tuning.stuckBlocking ?? true) ? played.stuck : undefined;
      added.push([...planBlockingClause(relaxation, value, stuck), this.guard]);
      this.clausesAdded.push(...added);
      for (const clause of added) session.addClause(clause);
      answer = session.solve(this.stop, this.planAssumptions);
    }
    return answer;
  }

  // The guided search (`guided.ts`), in the plans' session or a fresh one, with every sound clause: it prunes more,
  // and any answer of its own is final (a win, or every line refuted, which proves a loss if this relaxation `proves`
  // one). It has the rest of the relaxation's time.
  private runGuided(plansSession?: SatSession, withDeferred = false): AttemptOutcome {
    const { run, relaxation } = this;
    const guidedSession = plansSession ?? this.satSolver.open(relaxation, this.seed);
    try {
      if (!withDeferred) guidedSession.addClauses(relaxation.deferred);
      guidedSession.addClauses(relaxation.heldBack);
      this.until = this.proofEnd();
      const maxPositions = run.options.maxPositions;
      const guided = guidedSearch(relaxation, guidedSession, {
        stop: this.stop,
        ...(maxPositions === undefined ? {} : { maxPositions }),
      });
      run.planPositions += guided.positions;
      if (guided.verdict === 'won') {
        run.verdict = 'winnable';
        run.planLine = guided.line;
        return 'settled';
      }
      if (guided.verdict === 'open') return 'open';
      if (!this.proves) return 'unsatisfiable';
      // Refuted at the deal's start, the relaxation itself has no solution; refuted only further in, every line of
      // play was searched (each cut short where the relaxation had none): a proof by search.
      if (guided.positions > 1) {
        run.verdict = 'unwinnable';
        run.proof = 'search';
        return 'settled';
      }
      return this.lost();
    } finally {
      if (plansSession === undefined) guidedSession.close();
    }
  }

  // A proof of loss by the relaxation.
  private lost(): 'settled' {
    this.run.verdict = 'unwinnable';
    this.run.proof = 'relaxation';
    return 'settled';
  }

  // No solution: a loss if this relaxation `proves` one; for any-suit's standard relaxation, a sign that only builds
  // across suits can win, so any-suit's own relaxation goes next.
  private noSolution(): 'settled' | 'unsatisfiable' {
    return this.proves ? this.lost() : 'unsatisfiable';
  }

  // Whether the plans ended with no solution at all: their blocking clauses (the guard) played no part.
  private noneLeft(answer: SatAnswer | 'won'): boolean {
    return answer === 'unsatisfiable' && !this.session!.failed(-this.guard);
  }
}
