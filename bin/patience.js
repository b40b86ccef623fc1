#!/usr/bin/env node
// The `patience` command: runs the compiled command line (built by `npm install` through the prepare script). A run
// with worker threads runs in a child process with glibc's malloc settings (see malloc-settings.ts); the rest run
// here, since starting Node twice would double their start-up.
import { needsMallocSettings } from '../dist/pool/malloc-settings.js';

const args = process.argv.slice(2);
const relaunched = needsMallocSettings(args)
  ? (await import('../dist/pool/relaunch.js')).relaunchWithMallocSettings()
  : undefined;
if (relaunched !== undefined) process.exitCode = await relaunched;
else {
  const { main } = await import('../dist/cli/main.js');
  process.exitCode = await main(args);
}
