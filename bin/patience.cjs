#!/usr/bin/env node
// The `patience` command: runs the command line bundled into dist/command (built by `npm install` through the prepare
// script; scripts/bundle-cli.mjs says why it is bundled and src/cli/start.ts how it starts). CommonJS, like the bundle:
// a program that loads no ES module starts without Node's ES module loader, some 10 ms sooner.
'use strict';

// The command line's own failures are reported by the command line; what reaches here is a build that is missing or
// damaged (a checkout never built, a bundle cut short), said in one line rather than a stack trace.
const brokenBuild = (error) => {
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  process.stderr.write(
    `patience: the command line's build in ${require('node:path').resolve(__dirname, '../dist/command')} is missing or damaged (${reason}); \`npm run build\` in the package's folder makes it again\n`,
  );
  process.exitCode = 1;
};

let start;
try {
  start = require('../dist/command/start.cjs');
} catch (error) {
  brokenBuild(error);
}
start?.startPatience(process.argv.slice(2)).then((status) => {
  process.exitCode = status;
}, brokenBuild);
