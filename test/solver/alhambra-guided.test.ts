import { describe, expect, test } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { AlhambraGame } from '../../src/games/alhambra/game.js';
import type { AlhambraLayout } from '../../src/games/layout.js';
import type { Move } from '../../src/games/types.js';
import { assumptionsAlongLine, factsAlongLine, guidedSearch } from '../../src/solver/alhambra/guided.js';
import {
  type AlhambraRelaxation,
  encodeAlhambraRelaxation,
  lineAssignment,
} from '../../src/solver/alhambra/sat-relaxation/relaxation.js';
import { loadSatSolver } from '../../src/solver/sat/cadical.js';
import type { SatSession } from '../../src/solver/sat/cnf.js';
import { cases, prepare } from './winning-lines.js';

/** Plays `line` in a fresh game of the deal and says how it ended. */
const replayStatus = (layout: AlhambraLayout, line: readonly Move[]) => {
  const game = new AlhambraGame(layout);
  for (const move of line) if (!game.play(move).ok) return 'illegal';
  return game.status();
};

describe('the facts of a line of play', () => {
  // Soundness of the guided search's pruning: a fact of a line's first moves is the value every line that begins
  // with them gives its variable, so a winning line agrees with the facts of each of its beginnings.
  test.each(cases)(
    '$name: every fact along the winning line is the value the line gives its variable',
    ({ variant, deal, moves }) => {
      const { relaxation, moves: line } = prepare(variant, deal, moves);
      const assignment = lineAssignment(relaxation, line);
      if (!assignment.ok) throw new Error(assignment.error);
      const facts = factsAlongLine(relaxation, line).flat();
      const wrong = facts.filter((literal) => assignment.value[Math.abs(literal)] !== literal > 0);
      expect(wrong).toEqual([]);
      // Facts of every kind: cards home (and to which foundation), cards not home by a slot that is over, builds.
      expect(facts.filter((literal) => literal > 0).length).toBeGreaterThan(100);
      expect(facts.filter((literal) => literal < 0).length).toBeGreaterThan(1000);
      // The short form the search asks under, after every move.
      const along = assumptionsAlongLine(relaxation, line);
      expect(along).toHaveLength(line.length + 1);
      const listed = along.map(({ literals }) => new Set(literals));
      for (const [length, { literals: assumed, depths }] of along.entries()) {
        expect(assumed.filter((literal) => assignment.value[Math.abs(literal)] !== literal > 0)).toEqual([]);
        // Backjumping's ground: each fact is one already after as many moves as its depth says (and so, by the
        // above, holds for every line that begins with them), and none is dated later than the line.
        expect(depths.every((depth) => depth >= 0 && depth <= length)).toBe(true);
        expect(assumed.filter((literal, index) => !listed[depths[index]!]!.has(literal))).toEqual([]);
      }
      // Some facts date from well before the line's end.
      expect(along.at(-1)!.depths.some((depth) => depth < line.length - 20)).toBe(true);
      expect(facts.some((literal) => relaxation.buildChoices.some((choice) => choice.variable === literal))).toBe(
        line.some((move) => move.type === 'transfer' && move.from.pile === 'reserve' && move.to.pile === 'waste'),
      );
    },
  );
});

describe('the guided search', async () => {
  const satSolver = await loadSatSolver();
  const relaxationOf = (variant: 'standard' | 'any-suit', deal: number) => {
    const layout = dealLayout({ game: 'alhambra', variant }, BigInt(deal)) as AlhambraLayout;
    const relaxation = encodeAlhambraRelaxation(layout, { coveredBuiltCards: 'in-problem', pileDeadlocks: true });
    if (!relaxation.ok) throw new Error(relaxation.error);
    return relaxation.value;
  };
  // A session of the relaxation for one test, closed after it.
  const withSession = <T>(relaxation: AlhambraRelaxation, use: (session: SatSession) => T): T => {
    const session = satSolver.open(relaxation);
    try {
      return use(session);
    } finally {
      session.close();
    }
  };

  test('a line the relaxation has a solution for, given all its facts, is one it accepts', () => {
    const { variant, deal, moves } = cases[0]!;
    const { relaxation, moves: line } = prepare(variant, deal, moves);
    withSession(relaxation, (session) => {
      expect(session.solve(() => false, factsAlongLine(relaxation, line).flat())).toBe('satisfiable');
      // The same line with its first foundation move's choice of foundation turned round is refuted.
      const facts = factsAlongLine(relaxation, line);
      const first = line.findIndex((move) => move.type === 'transfer' && move.to.pile !== 'waste');
      const ace = relaxation.aceChoices.map((choice) => choice.variable);
      const turned = facts.map((added, index) =>
        index === first ? added.map((literal) => (ace.includes(Math.abs(literal)) ? -literal : literal)) : added,
      );
      expect(turned.flat()).not.toEqual(facts.flat());
      expect(session.solve(() => false, turned.flat())).toBe('unsatisfiable');
    });
  });

  test('wins standard deal 14 following and mending plans, and the line wins in the engine', () => {
    const relaxation = relaxationOf('standard', 14);
    withSession(relaxation, (session) => {
      const result = guidedSearch(relaxation, session, { stop: () => false, maxPositions: 2000 });
      if (result.verdict !== 'won') throw new Error(`not won: ${result.verdict}`);
      expect(replayStatus(relaxation.layout, result.line)).toBe('won');
      // A line of about 260 moves, nearly every position on it: the plans were followed, not searched around.
      expect(result.positions).toBeLessThan(2 * result.line.length);
    });
  });

  test('stops, open, when told to', () => {
    const relaxation = relaxationOf('standard', 1);
    withSession(relaxation, (session) => {
      expect(guidedSearch(relaxation, session, { stop: () => true })).toEqual({ verdict: 'open', positions: 1 });
      expect(guidedSearch(relaxation, session, { stop: () => false, maxPositions: 3 }).verdict).toBe('open');
    });
  });
});
