import { readFileSync } from 'node:fs';

/**
 * The package's version, read from its package.json at run time: two folders up from this file both in the
 * repository (src/cli) and in the built and installed package (dist/cli, and dist/command where it is bundled), which
 * always ships package.json.
 */
export const PACKAGE_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
