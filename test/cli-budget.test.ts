import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { dealLayout, MAX_DEAL_NUMBER } from '../src/deals/pysolfc.js';
import { newGame } from '../src/games/index.js';
import { solve } from '../src/solver/index.js';
import { readLines, run, temporaryFolder } from './cli-run.js';

const kingAlbert = { game: 'king-albert', variant: 'standard' } as const;

// Budgets are small, so that each solve takes a fraction of a second.
const solveDeal = (deal: bigint, budget: { maxPositions?: number; timeoutMs?: number }) =>
  solve(newGame(dealLayout(kingAlbert, deal)), budget);

// `stats --max-positions` gives the same verdicts on any machine because the search counts positions, not time: a
// deal decided within a budget is decided at the same position count, with the same verdict, by any larger budget of
// positions or of time.
describe('a budget of positions', { timeout: 120_000 }, () => {
  test('decides a deal at the same position count with any larger budget', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: MAX_DEAL_NUMBER }),
        fc.integer({ min: 2_000, max: 20_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        (deal, budget, more) => {
          const first = solveDeal(deal, { maxPositions: budget });
          fc.pre(first.verdict !== 'unknown');
          // A larger position budget, and a time budget alone (a generous one: the deal takes a fraction of a second).
          for (const larger of [{ maxPositions: budget + more }, { timeoutMs: 120_000 }]) {
            const again = solveDeal(deal, larger);
            expect({ verdict: again.verdict, positions: again.positions }).toEqual({
              verdict: first.verdict,
              positions: first.positions,
            });
          }
        },
      ),
      { numRuns: 6 },
    );
  });

  test('stats --max-positions records the budget, and a larger one keeps every decided line', () => {
    const folder = temporaryFolder();
    const lines = (budget: number) => {
      const out = `${folder}/budget-${budget}.jsonl`;
      const args = ['stats', 'king-albert', '--deals', '1-4', '--jobs', '1', '--max-positions', String(budget)];
      expect(run([...args, '--out', out]).status).toBe(0);
      return readLines(out).sort((a, b) => Number(a.deal) - Number(b.deal));
    };
    const small = lines(10_000);
    const large = lines(40_000);
    for (const line of small) expect(line.budget).toEqual({ positions: 10_000 });
    for (const [index, line] of small.entries()) {
      if (line.verdict === 'unknown') continue;
      expect({ verdict: large[index]!.verdict, positions: large[index]!.positions }).toEqual({
        verdict: line.verdict,
        positions: line.positions,
      });
    }
    expect(small.some((line) => line.verdict !== 'unknown')).toBe(true);
  });
});
