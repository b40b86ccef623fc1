import { defineConfig } from 'vitest/config';

/** `npm run screenshots`: the gallery of every game, size, theme and language, written to screenshots/. */
// biome-ignore lint/style/noDefaultExport: Vitest reads the configuration from the default export.
export default defineConfig({
  test: {
    include: ['scripts/screenshots.gallery.ts'],
    globalSetup: ['test/web/global-setup.ts'],
    testTimeout: 900_000,
    hookTimeout: 300_000,
  },
});
