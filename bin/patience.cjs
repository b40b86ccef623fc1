#!/usr/bin/env node
// The `patience` command: runs the command line bundled into dist/command (built by `npm install` through the prepare
// script; scripts/bundle-cli.mjs says why it is bundled and src/cli/start.ts how it starts). CommonJS, like the bundle:
// a program that loads no ES module starts without Node's ES module loader, some 10 ms sooner.
'use strict';
const { startPatience } = require('../dist/command/start.cjs');

startPatience(process.argv.slice(2)).then((status) => {
  process.exitCode = status;
});
