import { defineConfig } from 'vitest/config';

// The slow tests: whole solves of hard deals, SAT relaxations, the portfolio's threads, and the command line's
// solves, failures, results files and package, which start many processes. `npm run test:quick` (QUICK=1) leaves them out for the edit loop; `npm test` runs everything.
const SLOW_TESTS = [
  'test/cli-budget.test.ts',
  'test/cli-display.test.ts',
  'test/cli-failures.test.ts',
  'test/cli-results.test.ts',
  'test/package.test.ts',
  'test/cli-record.test.ts',
  'test/cli-solver.test.ts',
  'test/solver/alhambra-guided.test.ts',
  'test/solver/alhambra-plan.test.ts',
  'test/solver/alhambra-relaxation.test.ts',
  'test/solver/alhambra-relaxation-midgame.test.ts',
  'test/solver/alhambra-pruning.test.ts',
  'test/solver/alhambra.test.ts',
  'test/solver/portfolio.test.ts',
  'test/solver/reinforcement-relaxation.test.ts',
  'test/solver/reinforcement-suit.test.ts',
  'test/solver/sat.test.ts',
];
const quick = process.env.QUICK === '1';

/** Vitest configuration: the engine's and the web state's unit tests, and the browser tests in their own project. */
// biome-ignore lint/style/noDefaultExport: Vitest reads the configuration from the default export.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/web/**', '**/node_modules/**', ...(quick ? SLOW_TESTS : [])],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['test/web/**/*.test.ts'],
          globalSetup: ['test/web/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          // The page answers within a frame, but a busy machine (other test files running) can stall it for a while.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
