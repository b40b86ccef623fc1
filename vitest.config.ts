import { defineConfig } from 'vitest/config';

/** Vitest configuration: the engine's and the web state's unit tests, and the browser tests in their own project. */
// biome-ignore lint/style/noDefaultExport: Vitest reads the configuration from the default export.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/web/**', '**/node_modules/**'],
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
