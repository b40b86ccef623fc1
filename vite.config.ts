import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('./web', import.meta.url));
const outDir = fileURLToPath(new URL('./web-dist', import.meta.url));
const port = Number(process.env.PORT ?? 8080);

/** Vite configuration of the web game: sources in web/, the built site in web-dist/. */
// biome-ignore lint/style/noDefaultExport: Vite reads the configuration from the default export.
export default defineConfig({
  root,
  base: './',
  build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  preview: { port, strictPort: true, host: 'localhost' },
  server: { port, host: 'localhost' },
  worker: { format: 'es' },
});
