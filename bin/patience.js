#!/usr/bin/env node
// The `patience` command: runs the command line bundled into dist/command (built by `npm install` through the prepare
// script; scripts/bundle-cli.mjs says why it is bundled).
import { runPatience } from '../dist/command/patience.js';

process.exitCode = await runPatience(process.argv.slice(2));
