import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { parseLayout } from '../../src/formats/layout.js';
import { describeError } from '../../src/formats/messages.js';
import { type AnyGame, newGame } from '../../src/games/index.js';
import { solve } from '../../src/solver/index.js';
import { notWon } from './results.js';

const fixtures = new Map<string, unknown>(
  readFileSync(new URL('../fixtures/king-albert-verdicts.jsonl', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { id: string; layout: unknown })
    .map(({ id, layout }) => [id, layout]),
);

const fixtureGame = (id: string): AnyGame => {
  const parsed = parseLayout(fixtures.get(id));
  if (!parsed.ok) throw new Error(describeError(parsed.error));
  return newGame(parsed.value);
};

const dealGame = (variant: 'standard' | 'reinforcement' | 'granada', deal: number): AnyGame =>
  newGame(dealLayout({ game: 'alhambra', variant }, BigInt(deal)));

describe('without a win, the solver reports the line that got furthest', () => {
  test.each([
    ['Alhambra deal 1, out of positions', () => dealGame('standard', 1), 5_000, 'unknown'],
    // The Reinforcements: the one-suit games come first, out of the same budget (four at most 65,000 each).
    ['Reinforcement deal 1, out of positions', () => dealGame('reinforcement', 1), 280_000, 'unknown'],
    ['Granada deal 12, out of positions', () => dealGame('granada', 12), 20_000, 'unknown'],
    ['King Albert standard-97, out of positions', () => fixtureGame('standard-97'), 2_000, 'unknown'],
    ['King Albert standard-1, lost', () => fixtureGame('standard-1'), undefined, 'unwinnable'],
  ] as const)('%s', (_name, makeGame, maxPositions, verdict) => {
    const game = makeGame();
    const start = game.cardsHome;
    const result = notWon(solve(game, { maxPositions }));
    expect(result.verdict).toBe(verdict);
    expect(result).not.toHaveProperty('moves');
    expect(result.bestCardsHome).toBeGreaterThan(start);
    const replay = game.clone();
    for (const move of result.bestLine ?? []) expect(replay.play(move)).toMatchObject({ ok: true });
    expect(replay.cardsHome).toBe(result.bestCardsHome);
    // The search played on copies: the game itself has not moved.
    expect(game.cardsHome).toBe(start);
    expect(game.moveCount).toBe(0);
  });

  test('a win reports its winning line and no best line', () => {
    const result = solve(fixtureGame('standard-2'));
    expect(result.verdict).toBe('winnable');
    expect(result).not.toHaveProperty('bestLine');
    expect(result).not.toHaveProperty('bestCardsHome');
  });
});
