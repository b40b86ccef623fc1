import { describe, expect, test } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import type { AlhambraLayout } from '../../src/games/layout.js';
import type { Move } from '../../src/games/types.js';
import {
  encodeAlhambraRelaxation,
  firstUnsatisfiedClause,
  lineAssignment,
  makeDimacs,
  RELAXATION_STOPPED,
  type RelaxationOptions,
} from '../../src/solver/alhambra/sat-relaxation/relaxation.js';
import { makeCnf } from '../../src/solver/sat/cnf.js';
import { cases, LINES, prepare } from './winning-lines.js';

describe('the SAT relaxation of Alhambra', () => {
  // Soundness: a winning line is a solution, so an unsatisfiable relaxation can only come from a lost deal.
  // Any-suit also with the stream order's deadlocks held back (the problem then differs from the default one).
  const streamDeadlocksHeldBack: RelaxationOptions = { streamOrder: 'held-back' };
  test.each([
    ...cases.map((entry) => ({ ...entry, options: {} })),
    ...cases
      .filter(({ variant }) => variant === 'any-suit')
      .map((entry) => ({
        ...entry,
        name: `${entry.name} with the stream order's deadlocks held back`,
        options: streamDeadlocksHeldBack,
      })),
  ])('$name: the winning line satisfies every clause', ({ variant, deal, moves, options }) => {
    const { relaxation, moves: line } = prepare(variant, deal, moves, options);
    const assignment = lineAssignment(relaxation, line);
    if (!assignment.ok) throw new Error(assignment.error);
    expect(firstUnsatisfiedClause(relaxation, assignment.value)).toBe(-1);
    expect(firstUnsatisfiedClause(relaxation.heldBack, assignment.value)).toBe(-1);
    expect(firstUnsatisfiedClause(relaxation.deferred, assignment.value)).toBe(-1);
  });

  test('a line that plays two cards to a foundation in the wrong order breaks a clause', () => {
    const { deal, moves } = LINES.standard[0]!;
    const { relaxation, moves: line } = prepare('standard', deal, moves);
    // The first two moves to one foundation from the waste, swapped: the second card then goes home first.
    const isAceFromWaste = (move: Move) =>
      move.type === 'transfer' && move.from.pile === 'waste' && move.to.pile === 'ace';
    const first = line.findIndex(isAceFromWaste);
    const second = line.findIndex((move, index) => index > first && isAceFromWaste(move));
    const swapped = [...line];
    // Same cards, but the first goes to the King foundation and the second to the Ace one: the Ace foundation then
    // skips a rank, which no real line does.
    swapped[first] = { type: 'transfer', from: { pile: 'waste', index: 0 }, to: { pile: 'king' } };
    const assignment = lineAssignment(relaxation, swapped);
    if (!assignment.ok) throw new Error(assignment.error);
    expect(second).toBeGreaterThan(first);
    expect(firstUnsatisfiedClause(relaxation, assignment.value)).toBeGreaterThanOrEqual(0);
  });

  test('a line whose lower card of a pile is built before the upper one breaks a clause (the build order)', () => {
    let checked = 0;
    for (const { variant, deal, moves } of cases) {
      const { relaxation, moves: line } = prepare(variant, deal, moves);
      const assignment = lineAssignment(relaxation, line);
      if (!assignment.ok) throw new Error(assignment.error);
      const stockSize = relaxation.layout.stock.length;
      const built = (card: number) => assignment.value[relaxation.built[card]!.at(-1)!] === true;
      const bridgeOf = (card: number) =>
        relaxation.builtOnto.find((entry) => entry.card === card && assignment.value[entry.variable])?.bridge;
      // Reserve cards by pile, bottom first, numbered after the stock's.
      let next = stockSize;
      const piles = relaxation.layout.reserve.map((pile) => pile.map(() => next++));
      // A built card under another built card of its pile, itself built onto a stream card (so that only the build
      // order's upper-card-first clauses say it was built after some other card): set its order to the first.
      const lower = piles.flatMap((pile) =>
        pile.filter(
          (card, level) =>
            built(card) && pile.slice(level + 1).some(built) && (bridgeOf(card) ?? stockSize) < stockSize,
        ),
      )[0];
      if (lower === undefined) continue;
      const changed = [...assignment.value];
      for (const variable of relaxation.builtAfterAtLeast[lower]!) changed[variable] = false;
      expect(firstUnsatisfiedClause(relaxation, changed)).toBeGreaterThanOrEqual(0);
      // A few lines show it; encoding every fixture deal again would take long.
      if (++checked === 3) break;
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('a built card going home under one built above it in an earlier pass breaks the covered built cards', () => {
    // Standard deal 168's line: in its third pass, cards built in earlier passes go home one after another. Let one
    // of them (C) stay on the waste one slot longer, while a built card under it (B, at an earlier place) goes home.
    const { deal, moves } = LINES.standard.find((line) => line.deal === 168)!;
    const { relaxation, moves: line } = prepare('standard', deal, moves);
    // The covered built cards are deferred unless asked for: here they are in the problem, or left out.
    const withGroup = encodeAlhambraRelaxation(relaxation.layout, { coveredBuiltCards: 'in-problem' });
    const without = encodeAlhambraRelaxation(relaxation.layout, { coveredBuiltCards: 'off' });
    if (!withGroup.ok) throw new Error(withGroup.error);
    if (!without.ok) throw new Error(without.error);
    expect(withGroup.value.variables).toBe(relaxation.variables);
    expect(withGroup.value.literals.length).toBe(relaxation.literals.length + relaxation.deferred.literals.length);
    expect(withGroup.value.deferred.literals.length).toBe(0);
    const slotsPerPass = relaxation.layout.stock.length + 1;
    const slots = relaxation.home[0]!.length;
    const real = lineAssignment(relaxation, line);
    if (!real.ok) throw new Error(real.error);
    const first = (variables: readonly number[]) => variables.findIndex((variable) => real.value[variable]);
    const reserve = relaxation.built.flatMap((variables, card) => (first(variables) >= 0 ? [card] : []));
    const passOf = (slot: number) => Math.floor(slot / slotsPerPass);
    const pairs = reserve.flatMap((under) =>
      reserve.flatMap((above) => {
        const home = first(relaxation.home[under]!);
        const inEarlierPass = (card: number) => passOf(first(relaxation.built[card]!)) < passOf(home);
        const place = (card: number) => first(relaxation.atOrBefore[card]!);
        return under !== above &&
          inEarlierPass(under) &&
          inEarlierPass(above) &&
          passOf(first(relaxation.home[above]!)) === passOf(home) &&
          place(above) > place(under) &&
          place(above) < home % slotsPerPass &&
          home + 1 < slots
          ? [{ above, later: home + 1 }]
          : [];
      }),
    );
    // The mutated assignment's first broken clause with and without the covered built cards.
    const broken = ({ above, later }: { above: number; later: number }) =>
      [withGroup.value, without.value].map((encoded) => {
        const assignment = lineAssignment(encoded, line);
        if (!assignment.ok) throw new Error(assignment.error);
        const value = [...assignment.value];
        for (const [slot, variable] of encoded.home[above]!.entries()) value[variable] = slot >= later;
        const helpers = new Map<number, boolean>();
        const get = (variable: number): boolean => {
          const definition = encoded.definitions.get(variable);
          if (definition === undefined) return value[variable]!;
          if (!helpers.has(variable)) helpers.set(variable, definition(get));
          return helpers.get(variable)!;
        };
        for (const variable of encoded.definitions.keys()) value[variable] = get(variable);
        return firstUnsatisfiedClause(encoded, value);
      });
    expect(pairs.length).toBeGreaterThan(0);
    const results = pairs.map(broken);
    // Every such line breaks a clause, and in at least one only the covered built cards see it.
    for (const [withGroup] of results) expect(withGroup).toBeGreaterThanOrEqual(0);
    expect(results.some(([, withoutGroup]) => withoutGroup === -1)).toBe(true);
  });

  test('a second card built onto a bridge while the first still lies on it breaks only one card per bridge', () => {
    let checked = 0;
    for (const { variant, deal, moves } of cases) {
      const { relaxation, moves: line } = prepare(variant, deal, moves);
      const without = encodeAlhambraRelaxation(relaxation.layout, { sharedBridges: false });
      if (!without.ok) throw new Error(without.error);
      const stockSize = relaxation.layout.stock.length;
      const slotsPerPass = stockSize + 1;
      const found = [relaxation, without.value].map((encoded) => {
        const assignment = lineAssignment(encoded, line);
        if (!assignment.ok) throw new Error(assignment.error);
        const value = assignment.value;
        const homeAtPassEnd = (card: number, pass: number) =>
          value[encoded.home[card]![pass * slotsPerPass + slotsPerPass - 1]!] === true;
        // A card built onto a stream card and still on the waste when the pass ends, and another reserve card, not
        // home by then either, that may be built onto the same bridge in that pass: let it be, as well.
        for (const entry of encoded.builtOnto) {
          if (!value[entry.variable] || entry.bridge >= stockSize || homeAtPassEnd(entry.card, entry.pass)) continue;
          const second = encoded.builtOnto.find(
            (other) =>
              other.bridge === entry.bridge &&
              other.pass === entry.pass &&
              other.card !== entry.card &&
              !value[other.variable] &&
              !homeAtPassEnd(other.card, entry.pass),
          );
          if (second === undefined) continue;
          const changed = [...value];
          changed[second.variable] = true;
          return firstUnsatisfiedClause(encoded, changed);
        }
        return undefined;
      });
      if (found[0] === undefined) continue;
      expect(found[0]).toBeGreaterThanOrEqual(0);
      expect(found[1]).toBe(-1);
      if (++checked === 2) break;
    }
    expect(checked).toBeGreaterThan(0);
  });

  test.each([
    ...cases.filter(({ variant }) => variant === 'standard').slice(0, 6),
    ...cases.filter(({ variant }) => variant === 'any-suit').slice(0, 3),
  ])('$name: every "after" fact of the stream order holds in the stream at every move', ({ variant, deal, moves }) => {
    // Held back, the "after" facts are in the problem as they are by default.
    const { relaxation, moves: line } = prepare(variant, deal, moves, { streamOrder: 'held-back' });
    const assignment = lineAssignment(relaxation, line);
    if (!assignment.ok) throw new Error(assignment.error);
    const facts = relaxation.streamAfter.filter(({ variable }) => assignment.value[variable]);
    // The stream in the relaxation's numbering: the waste from its bottom, then the stock from its next card.
    const stockSize = relaxation.layout.stock.length;
    let next = stockSize;
    const piles = relaxation.layout.reserve.map((pile) => pile.map(() => next++));
    let stock = Array.from({ length: stockSize }, (_, index) => stockSize - 1 - index);
    let waste: number[] = [];
    let compared = 0;
    const check = () => {
      const position = new Map([...waste, ...[...stock].reverse()].map((card, at) => [card, at]));
      for (const { first, second } of facts) {
        const firstAt = position.get(first);
        const secondAt = position.get(second);
        if (firstAt === undefined || secondAt === undefined) continue;
        expect(firstAt, `card ${second} lies after card ${first}`).toBeLessThan(secondAt);
        compared++;
      }
    };
    for (const move of line) {
      if (move.type === 'turn') waste.push(stock.pop()!);
      else if (move.type === 'redeal') {
        stock = [...waste].reverse();
        waste = [];
      } else {
        const card = move.from.pile === 'reserve' ? piles[move.from.index]!.pop()! : waste.pop()!;
        if (move.to.pile === 'waste') waste.push(card);
      }
      check();
    }
    expect(stock.length + waste.length).toBe(0);
    expect(compared).toBeGreaterThan(0);
  });

  test('a line that leaves cards out is refused', () => {
    const { deal, moves } = LINES.standard[0]!;
    const { relaxation, moves: line } = prepare('standard', deal, moves);
    const assignment = lineAssignment(relaxation, line.slice(0, -1));
    expect(assignment).toEqual({ ok: false, error: 'the line does not bring every card home' });
  });

  test('only the one-waste variants are encoded', () => {
    const layout = dealLayout({ game: 'alhambra', variant: 'granada' }, 1n) as AlhambraLayout;
    expect(encodeAlhambraRelaxation(layout)).toEqual({
      ok: false,
      error: 'the relaxation covers one-waste Alhambra, not granada',
    });
  });

  test.each([1, 3, 8])('an encoding whose stop says yes at its poll %i ends there with the stopped error', (poll) => {
    const layout = dealLayout({ game: 'alhambra', variant: 'standard' }, 1n) as AlhambraLayout;
    let polls = 0;
    expect(encodeAlhambraRelaxation(layout, { stop: () => ++polls >= poll })).toEqual({
      ok: false,
      error: RELAXATION_STOPPED,
    });
    expect(polls).toBe(poll);
  });

  test.each([
    { variant: 'standard', placement: 'in-problem' },
    { variant: 'any-suit', placement: 'in-problem' },
  ] as const)(
    '$variant: the stream order is $placement by default; its deadlocks held back, only they move',
    ({ variant, placement }) => {
      const layout = dealLayout({ game: 'alhambra', variant }, 105n) as AlhambraLayout;
      const encode = (streamOrder?: 'in-problem' | 'held-back' | 'off') => {
        const encoded = encodeAlhambraRelaxation(layout, streamOrder === undefined ? {} : { streamOrder });
        if (!encoded.ok) throw new Error(encoded.error);
        return encoded.value;
      };
      const [byDefault, inProblem, heldBack, off] = [
        encode(),
        encode('in-problem'),
        encode('held-back'),
        encode('off'),
      ];
      const sizes = (encoded: typeof off) => [encoded.literals.length, encoded.heldBack.literals.length];
      expect(sizes(byDefault)).toEqual(sizes(placement === 'in-problem' ? inProblem : off));
      // The deadlock clauses leave the problem for the held-back ones; the "after" facts stay in the problem.
      const moved = inProblem.literals.length - heldBack.literals.length;
      expect(moved).toBeGreaterThan(0);
      expect(heldBack.heldBack.literals.length - off.heldBack.literals.length).toBe(moved);
      expect(heldBack.literals.length).toBeGreaterThan(off.literals.length);
      expect(heldBack.streamAfter.length).toBeGreaterThan(0);
      expect(off.streamAfter).toEqual([]);
    },
  );

  test('an encoding whose stop never says yes is the same as one without', () => {
    const layout = dealLayout({ game: 'alhambra', variant: 'any-suit' }, 2n) as AlhambraLayout;
    const plain = encodeAlhambraRelaxation(layout);
    const polled = encodeAlhambraRelaxation(layout, { stop: () => false });
    if (!plain.ok || !polled.ok) throw new Error('both encode');
    // Millions of literals: counted here, since a deep comparison of the arrays takes half a minute.
    const differences = (first: Int32Array, second: Int32Array): number => {
      let count = Math.abs(first.length - second.length);
      for (let index = 0; index < Math.min(first.length, second.length); index++)
        if (first[index] !== second[index]) count++;
      return count;
    };
    expect(polled.value.literals.length).toBeGreaterThan(1_000_000);
    expect(differences(polled.value.literals, plain.value.literals)).toBe(0);
    expect(differences(polled.value.heldBack.literals, plain.value.heldBack.literals)).toBe(0);
    expect(differences(polled.value.deferred.literals, plain.value.deferred.literals)).toBe(0);
  });

  test('DIMACS output names the variables and clauses and ends each clause with 0', () => {
    const text = makeDimacs(makeCnf(3, [[1, -2], [3]]));
    expect(text).toBe('p cnf 3 2\n1 -2 0\n3 0\n');
  });
});
