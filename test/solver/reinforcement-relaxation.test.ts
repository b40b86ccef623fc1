import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { firstUnsatisfiedClause, lineAssignment } from '../../src/solver/alhambra/sat-relaxation/relaxation.js';
import { prepare as prepareLine } from './winning-lines.js';

/** Winning lines of The Reinforcements from the winnability study. */
const LINES = JSON.parse(
  readFileSync(new URL('../fixtures/reinforcement-winning-lines.json', import.meta.url), 'utf8'),
) as { deal: number; moves: string }[];

/** An event's place in the order of play under an assignment (how many of its `atLeast` variables are true). */
const place = (assignment: readonly boolean[], atLeast: readonly number[]) =>
  atLeast.filter((variable) => assignment[variable]).length;

const prepare = (deal: number, text: string) => {
  const { relaxation, moves } = prepareLine('reinforcement', deal, text);
  const assignment = lineAssignment(relaxation, moves);
  if (!assignment.ok) throw new Error(assignment.error);
  return { relaxation, assignment: assignment.value };
};

describe('the SAT relaxation of The Reinforcements (refills)', () => {
  // Soundness (five of the fixture's lines; the script checks all 194 of the study): every winning line is a solution, refills, the piles' room and the order of play included.
  test.each(LINES.slice(0, 5).map((line) => ({ name: `deal ${line.deal}`, ...line })))(
    '$name: the winning line satisfies every clause',
    ({ deal, moves }) => {
      const { relaxation, assignment } = prepare(deal, moves);
      expect(relaxation.refilled.every((row) => row.length > 0)).toBe(true);
      // The line refills at least one card, so the refill clauses are exercised, not vacuous.
      expect(relaxation.refilled.some((row) => assignment[row.at(-1)!])).toBe(true);
      expect(firstUnsatisfiedClause(relaxation, assignment)).toBe(-1);
    },
  );

  test('a refill before any pile is empty breaks a clause', () => {
    const { deal, moves } = LINES[0]!;
    const { relaxation, assignment } = prepare(deal, moves);
    const card = relaxation.refilled.findIndex((row) => assignment[row.at(-1)!]);
    const changed = [...assignment];
    // Refilled from the first slot on: no pile is empty then.
    for (const variable of relaxation.refilled[card]!) changed[variable] = true;
    expect(firstUnsatisfiedClause(relaxation, changed)).toBeGreaterThanOrEqual(0);
  });

  test('a card home before the card under it on its foundation breaks the order of play', () => {
    const { deal, moves } = LINES[0]!;
    const { relaxation, assignment } = prepare(deal, moves);
    const homeEvents = relaxation.events.filter((event) => event.kind === 'home');
    // The card with the latest place goes home last: giving it place 0 puts it before the card it lies on.
    const last = homeEvents.reduce((best, event) =>
      place(assignment, event.atLeast) > place(assignment, best.atLeast) ? event : best,
    );
    const changed = [...assignment];
    for (const variable of last.atLeast) changed[variable] = false;
    expect(firstUnsatisfiedClause(relaxation, changed)).toBeGreaterThanOrEqual(0);
  });
});

describe('the order of play within a slot (the waste in the order of play, the refill order)', () => {
  const setPlace = (assignment: boolean[], atLeast: readonly number[], value: number) => {
    for (const [k, variable] of atLeast.entries()) assignment[variable] = value >= k + 1;
  };
  // The first fixture line's relaxation and assignment, its events by kind and card, and each pile's cards' numbers
  // (bottom first) at the deal's start.
  const firstLine = () => {
    const { deal, moves } = LINES[0]!;
    const { relaxation, assignment } = prepare(deal, moves);
    const event = (kind: string, card: number) =>
      relaxation.events.find((candidate) => candidate.kind === kind && candidate.card === card)!;
    const stockSize = relaxation.layout.stock.length;
    let next = stockSize;
    const piles = relaxation.layout.reserve.map((pile) => pile.map(() => next++));
    return { relaxation, assignment, event, stockSize, piles };
  };

  test('a pile card leaving its pile before it goes home, without a build onto the waste, breaks a clause', () => {
    const { relaxation, assignment, event, piles } = firstLine();
    // A pile's top card at the deal's start (nothing above it) that went home straight from its pile, and not first.
    const card = piles
      .map((pile) => pile.at(-1)!)
      .find((top) => !assignment[relaxation.built[top]!.at(-1)!] && place(assignment, event('home', top).atLeast) > 0);
    expect(card).toBeDefined();
    const changed = [...assignment];
    setPlace(changed, event('leave', card!).atLeast, 0);
    expect(firstUnsatisfiedClause(relaxation, changed)).toBeGreaterThanOrEqual(0);
  });

  test('a stream card refilled before one above it in the stock breaks a clause', () => {
    const { relaxation, assignment, event, stockSize, piles } = firstLine();
    const pileOf = (card: number) =>
      relaxation.refillPiles.find((entry) => entry.card === card && assignment[entry.variable])!.pile;
    const refilled = [...Array(stockSize).keys()].filter((card) => assignment[relaxation.refilled[card]!.at(-1)!]);
    // Its pile's bottom card had left before the card above it was refilled: only the order of the stock forbids
    // refilling it first.
    const bottoms = piles.map((pile) => pile[0]!);
    const pairs = refilled.flatMap((upper) =>
      refilled
        .filter((lower) => lower < upper)
        .filter(
          (lower) =>
            place(assignment, event('leave', bottoms[pileOf(upper)]!).atLeast) <
            place(assignment, event('refill', lower).atLeast),
        )
        .map((lower) => [lower, upper] as const),
    );
    expect(pairs.length).toBeGreaterThan(0);
    const [lower, upper] = pairs[0]!;
    const changed = [...assignment];
    setPlace(changed, event('refill', upper).atLeast, place(assignment, event('refill', lower).atLeast) - 1);
    expect(firstUnsatisfiedClause(relaxation, changed)).toBeGreaterThanOrEqual(0);
  });
});
