#!/usr/bin/env node
// The `patience` command: runs the compiled command line (built by `npm install` through the prepare script).
import { main } from '../dist/cli/main.js';

process.exitCode = await main(process.argv.slice(2));
