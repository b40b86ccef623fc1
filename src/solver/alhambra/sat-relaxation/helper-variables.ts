import { type Literal, literalValue, not, type RelaxationModel } from './model.js';

// Helper variables stand for a conjunction that many clauses share, each made when first asked for and defined one way
// only: `implied`, true whenever the conjunction is (a solution may set it true otherwise, which only strengthens the
// clauses it appears negated in), or `implies`, true only if the conjunction is (for clauses it appears in unnegated).
// Either way every solution of the problem without them is one with them, so they cost no soundness. They shorten the
// largest families' clauses to about 3 literals, which made the solves faster (docs/research/alhambra-sat-relaxation.md).

/** How a helper is tied to its conjunction: implied by it, or implying it. */
export type HelperDirection = 'implied' | 'implies';

/**
 * The helper variable of `key` in `known` for the conjunction of `conjunction()`, made and defined on first request
 * (false if the conjunction holds a false constant).
 */
export const helperVariable = (
  model: RelaxationModel,
  known: Map<number, Literal>,
  key: number,
  direction: HelperDirection,
  conjunction: () => Literal[],
): Literal => {
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  const literals = conjunction();
  let result: Literal;
  if (literals.includes(false)) result = false;
  else {
    const variable = model.newVariable();
    if (direction === 'implied') model.add(...literals.map(not), variable);
    else for (const literal of literals) model.add(-variable, literal);
    model.definitions.set(variable, (get) => literals.every((literal) => literalValue(literal, get)));
    result = variable;
  }
  known.set(key, result);
  return result;
};

/**
 * A chain of helper variables, one per slot and position: true only if `conditions(slot, position + 1)` (clauses,
 * each a list of literals) hold and so does the variable of the next position, up to the slot's j - 1 (where it is
 * the constant true). So a chain's variable at a position implies it at every later one.
 */
export const makeChain = (model: RelaxationModel, conditions: (slot: number, position: number) => Literal[][]) => {
  const { add, definitions, jOf, slotsPerPass } = model;
  const known = new Map<number, Literal>();
  const above = (slot: number, position: number): Literal => {
    if (position >= jOf(slot) - 1) return true;
    const key = slot * slotsPerPass + position;
    const cached = known.get(key);
    if (cached !== undefined) return cached;
    const variable = model.newVariable();
    known.set(key, variable);
    const rest = above(slot, position + 1);
    add(-variable, rest);
    for (const literals of conditions(slot, position + 1)) add(-variable, ...literals);
    // The conditions are built again when asked for (only to check lines), so that they need not stay in memory.
    definitions.set(
      variable,
      (get) =>
        literalValue(rest, get) &&
        conditions(slot, position + 1).every((literals) => literals.some((literal) => literalValue(literal, get))),
    );
    return variable;
  };
  return above;
};
