import { readFileSync } from 'node:fs';

/**
 * The package's version, read from its package.json at run time: two folders up from this file in the repository
 * (src/cli), in the build (dist/cli) and in the bundle the installed package runs (dist/command); a package always
 * ships its package.json.
 */
export const PACKAGE_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
