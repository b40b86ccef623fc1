import { readFileSync } from 'node:fs';

/** The package's version, from its package.json (two folders up from both src/cli and dist/cli). */
export const PACKAGE_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
