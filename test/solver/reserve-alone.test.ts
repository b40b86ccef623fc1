import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { makeCard } from '../../src/core/cards.js';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { describeError } from '../../src/formats/messages.js';
import { parseMoves } from '../../src/formats/notation.js';
import { REDEAL_CODE, TURN_CODE } from '../../src/games/alhambra/codes.js';
import { ALHAMBRA_PASSES, AlhambraGame } from '../../src/games/alhambra/game.js';
import type { AlhambraVariant } from '../../src/games/ids.js';
import type { AlhambraLayout } from '../../src/games/layout.js';
import { reserveAlone } from '../../src/solver/alhambra/relaxations/reserve-alone.js';
import { solveAlhambra } from '../../src/solver/alhambra/solve.js';

const deal = (variant: AlhambraVariant, number: number): AlhambraGame =>
  new AlhambraGame(dealLayout({ game: 'alhambra', variant }, BigInt(number)) as AlhambraLayout);

/** Winning lines from the winnability study: The Reinforcements', standard's and any-suit's. */
const LINES = [
  ...(
    JSON.parse(readFileSync(new URL('../fixtures/reinforcement-winning-lines.json', import.meta.url), 'utf8')) as {
      deal: number;
      moves: string;
    }[]
  ).map((line) => ({ variant: 'reinforcement' as const, ...line })),
  ...Object.entries(
    JSON.parse(readFileSync(new URL('../fixtures/alhambra-winning-lines.json', import.meta.url), 'utf8')) as Record<
      'standard' | 'any-suit',
      { deal: number; moves: string }[]
    >,
  ).flatMap(([variant, lines]) => lines.map((line) => ({ variant: variant as AlhambraVariant, ...line }))),
];

describe('the reserve alone from a deal', () => {
  // The Reinforcements' deals lost with the reserve alone; before it, the study left them all unknown.
  test.each([42, 74, 212, 338, 436, 493])('The Reinforcements, deal %i, is lost at once', (number) => {
    const game = deal('reinforcement', number);
    const result = reserveAlone(game, 10_000);
    expect(result.verdict).toBe('lost');
    expect(result.positions).toBeLessThanOrEqual(3);
    expect(solveAlhambra(game, { timeoutMs: 120_000 })).toMatchObject({
      verdict: 'unwinnable',
      proof: 'relaxation',
      relaxation: 'reserve-alone',
    });
  });

  test('deal 74: the King of spades lies on both Queens of spades and the Ace the King pile needs last', () => {
    const pile = deal('reinforcement', 74).reserve[3]!.map(makeCard);
    expect(pile.at(-1)).toBe('KS');
    // Nothing takes it: no Queen or Ace of spades is ever its bridge, and neither foundation reaches it first.
    expect(pile.filter((card) => card === 'QS' || card === 'AS')).toEqual(['QS', 'AS', 'QS']);
  });

  test.each([
    { variant: 'reinforcement', number: 3 },
    { variant: 'reinforcement', number: 9 },
    { variant: 'standard', number: 1 },
    { variant: 'any-suit', number: 1 },
    { variant: 'granada', number: 1 },
  ] as const)('$variant deal $number is won with the reserve alone', ({ variant, number }) => {
    expect(reserveAlone(deal(variant, number), 10_000).verdict).toBe('won');
  });

  test('the budget gives unknown, and the game is left untouched', () => {
    const game = deal('reinforcement', 74);
    const before = JSON.stringify([game.reserve, game.stock, game.waste, game.aceFoundations, game.kingFoundations]);
    expect(reserveAlone(game, 0)).toEqual({ verdict: 'unknown', positions: 0 });
    expect(reserveAlone(game, 1).verdict).toBe('lost');
    expect(JSON.stringify([game.reserve, game.stock, game.waste, game.aceFoundations, game.kingFoundations])).toBe(
      before,
    );
  });
});

describe('the reserve alone is a relaxation', () => {
  // Every position of a winning line is won here too, the last pass's waste kept.
  test.each(LINES.map((line) => ({ name: `${line.variant} deal ${line.deal}`, ...line })))(
    'every position of the winning line of $name is won with the reserve alone',
    ({ variant, deal: number, moves }) => {
      const game = deal(variant, number);
      const line = parseMoves(game.kind, moves);
      if (!line.ok) throw new Error(describeError(line.error));
      for (const [index, move] of line.value.entries()) {
        expect(reserveAlone(game, 10_000).verdict, `before move ${index + 1}`).toBe('won');
        expect(game.play(move).ok).toBe(true);
      }
      expect(game.status()).toBe('won');
    },
  );

  // Random lines into the last pass mostly lose; each loss found with the reserve alone is confirmed by the search,
  // and many need the waste kept.
  test.each(['standard', 'reinforcement'] as const)('%s: losses in the last pass agree with the search', (variant) => {
    let lost = 0;
    let lostByWaste = 0;
    for (let number = 1; number <= 12; number++) {
      const game = deal(variant, number);
      let state = number * 7 + 1;
      const codes: number[] = [];
      for (const stockLeft of [30, 15, 0]) {
        // A seeded random line that prefers other moves to turns (as `research/random-position.mjs`).
        while (game.redealsUsed < ALHAMBRA_PASSES - 1 || game.stock.length > stockLeft) {
          const count = game.generateMoveCodes(codes);
          if (count === 0) break;
          const moves = codes.slice(0, count);
          const others = moves.filter((code) => code !== TURN_CODE && code !== REDEAL_CODE);
          const flip = moves.find((code) => code === TURN_CODE || code === REDEAL_CODE);
          state = (Math.imul(state, 1103515245) + 12345) >>> 0;
          const pick = others[state % Math.max(1, others.length)];
          game.playCode(flip === undefined || (pick !== undefined && state % 5 !== 0) ? pick! : flip);
        }
        if (game.redealsUsed < ALHAMBRA_PASSES - 1 || game.status() !== 'playing') break;
        if (reserveAlone(game, 10_000).verdict !== 'lost') continue;
        lost++;
        if (reserveAlone(game, 10_000, { keepWaste: false }).verdict === 'won') lostByWaste++;
        const searched = solveAlhambra(
          game,
          { maxPositions: 200_000 },
          { probes: 0, beamWidth: 0, suitAlone: false, reserveAlone: false },
        );
        expect(searched.verdict).toBe('unwinnable');
      }
    }
    expect(lost).toBeGreaterThan(10);
    expect(lostByWaste).toBeGreaterThan(5);
  });
});
