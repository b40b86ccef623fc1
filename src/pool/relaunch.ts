import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { MALLOC_SETTINGS } from './malloc-settings.js';

/**
 * Runs this program again in a child process with `MALLOC_SETTINGS` in its environment (they are read only when a
 * process starts), and resolves to the child's exit code (128 plus the signal's number if a signal ended it);
 * undefined, and nothing is run, where the settings are set already (in the child, or by the user) or the system is
 * not Linux. SIGTERM and SIGINT sent to this process are passed on to the child, which decides how to stop, except a
 * SIGINT while standard input is a terminal: a terminal's Ctrl-C reaches the child itself (one process group), and a
 * second copy would read as a second Ctrl-C.
 */
export const relaunchWithMallocSettings = (): Promise<number> | undefined => {
  if (process.platform !== 'linux' || process.env.MALLOC_ARENA_MAX !== undefined) return undefined;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...MALLOC_SETTINGS, ...process.env },
    });
    const passOn = (signal: NodeJS.Signals): void => {
      if (signal === 'SIGINT' && process.stdin.isTTY === true) return;
      child.kill(signal);
    };
    process.on('SIGINT', passOn);
    process.on('SIGTERM', passOn);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', passOn);
      process.off('SIGTERM', passOn);
      resolve(code ?? 128 + (signal === null ? 0 : constants.signals[signal]));
    });
  });
};
