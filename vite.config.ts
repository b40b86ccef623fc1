import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('./web', import.meta.url));
const outDir = fileURLToPath(new URL('./web-dist', import.meta.url));
const port = Number(process.env.PORT ?? 8080);

// The service worker's cache is named after the build: a hash of every file name of it, which Vite makes from the
// files' contents. A new build thus gets a cache of its own, and the worker removes the older ones.
const BUILD_MARK = '__PATIENCE_BUILD__';

const serviceWorkerVersion = (): Plugin => {
  const names: string[] = [];
  return {
    name: 'patience-service-worker-version',
    apply: 'build',
    generateBundle(_options, bundle) {
      names.push(...Object.keys(bundle));
    },
    writeBundle() {
      const file = join(outDir, 'sw.js');
      const build = createHash('sha256').update(names.sort().join('\n')).digest('hex').slice(0, 12);
      writeFileSync(file, readFileSync(file, 'utf8').replaceAll(BUILD_MARK, build));
    },
  };
};

// A cross-origin isolated page may share memory with its workers: the solver's worker then steps aside while the page
// draws the player's input (web/src/hints/step-aside.ts). Every file of the site is its own, so nothing is blocked.
const CROSS_ORIGIN_ISOLATED = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

/** Vite configuration of the web game: sources in web/, the built site in web-dist/. */
// biome-ignore lint/style/noDefaultExport: Vite reads the configuration from the default export.
export default defineConfig({
  root,
  base: './',
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    rolldownOptions: {
      // Vite logs the hint worker's build through this too. The solver imports CaDiCaL's package with `import()` (for
      // the command line's CommonJS bundle), the hint worker statically: one chunk is what the worker wants.
      onLog(level, log, handler) {
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
        handler(level, log);
      },
    },
  },
  plugins: [serviceWorkerVersion()],
  preview: { port, strictPort: true, host: 'localhost', headers: CROSS_ORIGIN_ISOLATED },
  server: { port, host: 'localhost', headers: CROSS_ORIGIN_ISOLATED },
  worker: { format: 'es' },
});
