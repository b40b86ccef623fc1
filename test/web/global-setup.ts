import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { build, type PreviewServer, preview } from 'vite';
import type { TestProject } from 'vitest/node';

/** Debian's Chromium, driven by playwright-core. */
export const CHROMIUM = '/usr/bin/chromium';

declare module 'vitest' {
  interface ProvidedContext {
    /** Address of the built site served by `vite preview`. */
    baseUrl: string;
  }
}

const ensureChromium = (): void => {
  if (existsSync(CHROMIUM)) return;
  const install = (args: string[]): boolean =>
    spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status === 0;
  if (install(['update']) && install(['install', '-y', 'chromium']) && existsSync(CHROMIUM)) return;
  throw new Error(
    'Chromium is missing: run `apt-get update && apt-get install -y chromium` (as root), then the tests.',
  );
};

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

let server: PreviewServer | undefined;

/** Installs Chromium if missing, builds the site and serves it for the browser tests. */
export const setup = async (project: TestProject): Promise<void> => {
  ensureChromium();
  // Vitest sets NODE_ENV=test, which would make Vite build a development bundle (no service worker).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: 'vite.config.ts', logLevel: 'warn', mode: 'production' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const port = await freePort();
  server = await preview({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  project.provide('baseUrl', `http://127.0.0.1:${port}/`);
};

/** Stops the preview server. */
export const teardown = async (): Promise<void> => {
  await server?.close();
};
