import { describe, expect, test } from 'vitest';
import { newGame } from '../../src/games/index.js';
import type { Move } from '../../src/games/types.js';
import { planBlockingClause, readPlan, realizePlan } from '../../src/solver/alhambra/plan.js';
import { type AlhambraRelaxation, lineAssignment } from '../../src/solver/alhambra/sat-relaxation/relaxation.js';
import { cases, prepare } from './winning-lines.js';

const assignmentOf = (relaxation: AlhambraRelaxation, moves: readonly Move[]) => {
  const assignment = lineAssignment(relaxation, moves);
  if (!assignment.ok) throw new Error(assignment.error);
  return (variable: number) => assignment.value[variable]!;
};

const wins = (relaxation: AlhambraRelaxation, line: readonly Move[]): boolean => {
  const game = newGame(relaxation.layout);
  return line.every((move) => game.play(move).ok) && game.status() === 'won';
};

describe("plans from the relaxation's solutions", () => {
  // The solution a winning line gives is a plan that line plays out, so the search must find a win.
  test.each(cases)('$name: the plan of its winning line is played out to a win', ({ variant, deal, moves }) => {
    const { relaxation, moves: line } = prepare(variant, deal, moves);
    const plan = readPlan(relaxation, assignmentOf(relaxation, line));
    const played = realizePlan(relaxation, plan, 100_000);
    expect(played.line).toBeDefined();
    expect(played.positions).toBeLessThanOrEqual(100_000);
    expect(wins(relaxation, played.line!)).toBe(true);
  });

  test('the plan says where each card goes and which reserve cards are built, as the line did', () => {
    const { relaxation, moves: line } = prepare(cases[0]!.variant, cases[0]!.deal, cases[0]!.moves);
    const plan = readPlan(relaxation, assignmentOf(relaxation, line));
    const stockSize = relaxation.layout.stock.length;
    const builds = line.filter((move) => move.type === 'transfer' && move.to.pile === 'waste').length;
    expect(plan.buildSlot.filter((slot) => slot >= 0)).toHaveLength(builds);
    expect(plan.buildSlot.slice(0, stockSize).every((slot) => slot === -1)).toBe(true);
    const toAce = line.filter((move) => move.type === 'transfer' && move.to.pile === 'ace').length;
    // Each suit's Ace foundation takes 12 cards (its Ace is there from the start).
    expect(plan.toAce.filter(Boolean)).toHaveLength(toAce);
    expect(toAce).toBe(48);
  });

  test('a plan with every foundation swapped cannot be played out, and its playout names the cards it left out', () => {
    const { relaxation, moves: line } = prepare(cases[0]!.variant, cases[0]!.deal, cases[0]!.moves);
    const plan = readPlan(relaxation, assignmentOf(relaxation, line));
    expect(realizePlan(relaxation, plan, 100_000).stuck).toEqual([]);
    const played = realizePlan(relaxation, { ...plan, toAce: plan.toAce.map((toAce) => !toAce) }, 10_000);
    expect(played.line).toBeUndefined();
    expect(played.positions).toBeGreaterThan(0);
    // Every card but the 8 foundation bases in play, numbered 0 … 95, once each; most never get home.
    const stuck = [...played.stuck].sort((a, b) => a - b);
    expect(new Set(stuck).size).toBe(stuck.length);
    expect(stuck.every((card) => Number.isInteger(card) && card >= 0 && card < 96)).toBe(true);
    expect(stuck.length).toBeGreaterThan(48);
  });

  test('the blocking clause is false for its own plan and true once one choice differs', () => {
    const { relaxation, moves: line } = prepare(cases[0]!.variant, cases[0]!.deal, cases[0]!.moves);
    const value = assignmentOf(relaxation, line);
    const clause = planBlockingClause(relaxation, value);
    const holds = (get: (variable: number) => boolean) =>
      clause.some((literal) => get(Math.abs(literal)) === literal > 0);
    expect(holds(value)).toBe(false);
    const flipped = relaxation.aceChoices[3]!.variable;
    expect(holds((variable) => (variable === flipped ? !value(variable) : value(variable)))).toBe(true);
  });

  test('given the cards a playout left out, the blocking clause speaks only of their choices', () => {
    const { relaxation, moves: line } = prepare(cases[0]!.variant, cases[0]!.deal, cases[0]!.moves);
    const value = assignmentOf(relaxation, line);
    const cards = [...relaxation.layout.stock, ...relaxation.layout.reserve.flat()];
    const stockSize = relaxation.layout.stock.length;
    // The pair of copies is what the relaxation says it is.
    for (const { first, second } of relaxation.aceChoices) {
      expect(second).not.toBe(first);
      expect(cards[second]).toBe(cards[first]);
    }
    // A pair of copies both in the stock (never built), and a reserve card, whose pair's choice (if any) counts too.
    const pair = relaxation.aceChoices.find(({ first, second }) => first < stockSize && second < stockSize)!;
    const reserveCard = stockSize;
    const choiceOf = (card: number) =>
      relaxation.aceChoices
        .filter(({ first, second }) => first === card || second === card)
        .map((choice) => choice.variable);
    const clause = planBlockingClause(relaxation, value, [pair.first, reserveCard]);
    const builtLast = relaxation.built[reserveCard]!.at(-1)!;
    expect(clause.map(Math.abs).sort((a, b) => a - b)).toEqual(
      [pair.variable, ...choiceOf(reserveCard), builtLast].sort((a, b) => a - b),
    );
    // The other copy of the pair's card concerns the same choice.
    expect(planBlockingClause(relaxation, value, [pair.second]).map(Math.abs)).toEqual([pair.variable]);
    // Cards without choices: the whole plan is blocked.
    expect(planBlockingClause(relaxation, value, [])).toEqual(planBlockingClause(relaxation, value));
    const holds = (get: (variable: number) => boolean) =>
      clause.some((literal) => get(Math.abs(literal)) === literal > 0);
    const flip = (flipped: number) => (variable: number) => (variable === flipped ? !value(variable) : value(variable));
    expect(holds(value)).toBe(false);
    expect(holds(flip(relaxation.aceChoices[3]!.variable))).toBe(false);
    expect(holds(flip(pair.variable))).toBe(true);
    expect(holds(flip(builtLast))).toBe(true);
  });
});
