import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { firstUnsatisfiedClause, lineAssignment } from '../../src/solver/alhambra-relaxation.js';
import { prepare as prepareLine } from './winning-lines.js';

/** Winning lines of The Reinforcements from the winnability study. */
const LINES = JSON.parse(
  readFileSync(new URL('../fixtures/reinforcement-winning-lines.json', import.meta.url), 'utf8'),
) as { deal: number; moves: string }[];

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
      // The line refills at least one card, so the refill groups are exercised, not vacuous.
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

  test('a card home before the card under it on its foundation breaks the order of play (group 16)', () => {
    const { deal, moves } = LINES[0]!;
    const { relaxation, assignment } = prepare(deal, moves);
    const homeEvents = relaxation.events.filter((event) => event.kind === 'home');
    const place = (atLeast: readonly number[]) => atLeast.filter((variable) => assignment[variable]).length;
    // The card with the latest place goes home last: giving it place 0 puts it before the card it lies on.
    const last = homeEvents.reduce((best, event) => (place(event.atLeast) > place(best.atLeast) ? event : best));
    const changed = [...assignment];
    for (const variable of last.atLeast) changed[variable] = false;
    expect(firstUnsatisfiedClause(relaxation, changed)).toBeGreaterThanOrEqual(0);
  });
});
