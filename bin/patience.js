#!/usr/bin/env node
// The `patience` command: runs the compiled command line (built by `npm install` through the prepare script). The
// solving commands run in a child process with glibc's malloc settings for their worker threads (see relaunch.ts).
import { relaunchWithMallocSettings } from '../dist/pool/relaunch.js';

const args = process.argv.slice(2);
const relaunched = ['solve', 'stats'].includes(args[0] ?? '') ? relaunchWithMallocSettings() : undefined;
if (relaunched !== undefined) process.exitCode = await relaunched;
else {
  const { main } = await import('../dist/cli/main.js');
  process.exitCode = await main(args);
}
