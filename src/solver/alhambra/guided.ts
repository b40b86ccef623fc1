import type { AlhambraGame } from '../../games/alhambra/game.js';
import type { Move } from '../../games/types.js';
import type { SatSession } from '../sat/cnf.js';
import { factVariables, LineFacts } from './guided-facts.js';
import { type AlhambraRelaxation, gameAtStart } from './sat-relaxation/relaxation.js';

export { assumptionsAlongLine, factsAlongLine } from './guided-facts.js';

// The guided search: a depth-first search of the real game from the relaxation's start (a deal's start or a
// position) in which the relaxation, asked under assumptions, judges every position whose line the last solution does
// not fit.
//
// The assumptions are the facts of the line played so far (`guided-facts.ts`): if the relaxation has no solution under
// them, the position is lost however it was reached, and a table of lost positions may say so for every line that
// reaches it. A search that tries every legal move of every position it does not prune so, and finds no win, proves
// the deal lost.
//
// Backjumping: a refutation names the assumptions it used (the SAT solver's failed assumptions), and each fact holds
// from some length of the line on (`assumptionsByDepth`). If every fact used already held after the line's first k
// moves, no winning line begins with those k moves either: the position after them is lost, and so is every position
// between it and the one refuted, so the search goes straight back to it. Most refutations use a fact of the last move
// or of the last turn, so the jumps are short.
//
// A solution that fits the line so far is a plan the search follows: moves that keep to it come first and need no
// question to the solver; a move that leaves it asks for a new one (after a grace of one such move, `GRACE`). Where the
// last plan cannot be played (the relaxation allows more than the rules), the solver says soon whether any plan still
// fits the moves that can.
//
// It wins deals no other search decided (docs/research/alhambra-sat-relaxation.md).

/** What the guided search found: a winning line, a proof that the deal is lost, or neither within its budget. */
export type GuidedResult =
  | { readonly verdict: 'won'; readonly line: Move[]; readonly positions: number }
  | { readonly verdict: 'lost' | 'open'; readonly positions: number };

/** How long the guided search may go on. */
export interface GuidedSearchOptions {
  /** Polled at every position and inside the SAT solver: once it says true, the search ends open. */
  readonly stop: () => boolean;
  /** The most positions it visits (default: no bound). */
  readonly maxPositions?: number;
}

// Moves that leave the plan played before the search asks again: one goes without a question (the stale plan still
// orders the next moves), the next asks. Skipping a question never costs soundness (only refutations prune); one move's
// grace won the most deals (docs/research/alhambra-sat-relaxation.md).
const GRACE = 1;
// Lost positions kept at most; the table starts again when full (forgetting is always sound).
const LOST_POSITIONS = 1 << 20;

/** A position's key for the table of lost positions: everything the rules look at (reserve piles only shrink). */
const positionKey = (game: AlhambraGame): string =>
  `${game.redealsUsed}|${game.reserve.map((pile) => pile.length)}|${game.aceFoundations}|${game.kingFoundations}|${game.waste[0]}|${game.stock}`;

/**
 * Searches the relaxation's game (standard or any-suit, from the relaxation's start) for a win, asking `session` (the
 * relaxation, with sound clauses only beyond those of any guard left unassumed) whether a plan still fits each line
 * that leaves the last one. `lost` is a proof only if every clause in the session is sound.
 */
export const guidedSearch = (
  relaxation: AlhambraRelaxation,
  session: SatSession,
  options: GuidedSearchOptions,
): GuidedResult => {
  const game = gameAtStart(relaxation.layout, relaxation.start);
  const facts = new LineFacts(relaxation);
  const watched = factVariables(relaxation);
  // The plan followed: the watched variables' values in the last solution (1 true, 0 false).
  let plan: Uint8Array | undefined;
  const readPlanValues = (): Uint8Array => {
    const values = new Uint8Array(relaxation.variables + 1);
    for (const variable of watched) values[variable] = session.value(variable) ? 1 : 0;
    return values;
  };
  const fits = (values: Uint8Array | undefined, literals: readonly number[]): boolean =>
    values !== undefined && literals.every((literal) => (values[Math.abs(literal)] === 1) === literal > 0);
  const lost = new Set<string>();
  const markLost = (key: string): void => {
    if (lost.size >= LOST_POSITIONS) lost.clear();
    lost.add(key);
  };
  const maxPositions = options.maxPositions ?? Number.POSITIVE_INFINITY;
  let positions = 0;
  let open = false;
  // After a refutation: the length of the line's shortest beginning whose facts alone the relaxation refutes (the
  // latest depth among the facts the solver's refutation used). The position after that many moves is lost, and so is
  // every position between it and the one refuted: the search goes straight back to it (backjumping).
  let lostFrom = Number.POSITIVE_INFINITY;
  const codes: number[] = [];
  // True if the position is won or leads to a win; false if lost, or if the search ended open (`open` says which).
  // `offPlan`: the move that led here left the plan; `debt`: moves that left it since the last question.
  const search = (offPlan: boolean, debt: number): boolean => {
    const ask = plan === undefined || (offPlan && debt >= GRACE);
    const owed = ask ? 0 : offPlan ? debt + 1 : debt;
    if (game.cardsHome === game.cardCount) return true;
    if (++positions > maxPositions || options.stop()) {
      open = true;
      return false;
    }
    const key = positionKey(game);
    if (lost.has(key)) return false;
    const parentPlan = plan;
    if (ask) {
      const { literals, depths } = facts.assumptionsByDepth();
      const answer = session.solve(options.stop, literals);
      if (answer === 'unknown') {
        open = true;
        return false;
      }
      if (answer === 'unsatisfiable') {
        markLost(key);
        lostFrom = 0;
        for (const [index, literal] of literals.entries())
          if (session.failed(literal)) lostFrom = Math.max(lostFrom, depths[index]!);
        return false;
      }
      plan = readPlanValues();
    }
    const own = plan;
    const count = game.generateMoveCodes(codes);
    const moves: { code: number; move: Move; facts: number[] }[] = [];
    for (let index = 0; index < count; index++) {
      const code = codes[index]!;
      const move = game.moveOfCode(code);
      moves.push({ code, move, facts: facts.factsOf(move) });
    }
    // Moves that keep to the plan first: they need no question to the solver.
    const following = moves.filter((entry) => fits(own, entry.facts));
    const leaving = moves.filter((entry) => !fits(own, entry.facts));
    for (const [entries, leavesPlan] of [
      [following, false],
      [leaving, true],
    ] as const)
      for (const { code, move } of entries) {
        plan = own;
        game.playCode(code);
        facts.play(move);
        lostFrom = Number.POSITIVE_INFINITY;
        const won = search(leavesPlan, owed);
        if (won) return true;
        facts.undo();
        game.undoCode();
        if (open) {
          plan = parentPlan;
          return false;
        }
        // The refutation below rests on facts this line already had: this position is lost too.
        if (lostFrom <= facts.depth) {
          plan = parentPlan;
          markLost(key);
          return false;
        }
      }
    plan = parentPlan;
    markLost(key);
    lostFrom = Number.POSITIVE_INFINITY;
    return false;
  };
  const won = search(true, 0);
  if (won) return { verdict: 'won', line: game.history(), positions };
  return { verdict: open ? 'open' : 'lost', positions };
};
