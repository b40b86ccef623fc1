import { spawn } from 'node:child_process';
import { constants } from 'node:os';

/**
 * glibc's malloc settings for the solving commands. By default each thread may get an arena of its own, and after a
 * large block is freed glibc serves blocks up to that size from the arenas, where freed memory stays resident. The
 * solver's worker threads free many large typed arrays, so without these settings a `patience stats` run's resident
 * memory creeps past 1 GiB (docs/research/worker-pool.md). Other C libraries ignore them.
 */
export const MALLOC_SETTINGS = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' } as const;

/**
 * Runs this program again in a child process with `MALLOC_SETTINGS` in its environment (they are read only when a
 * process starts), and resolves to the child's exit code; undefined, and nothing is run, where the settings are set
 * already (in the child, or by the user) or the system is not Linux.
 */
export const relaunchWithMallocSettings = (): Promise<number> | undefined => {
  if (process.platform !== 'linux' || process.env.MALLOC_ARENA_MAX !== undefined) return undefined;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...MALLOC_SETTINGS, ...process.env },
    });
    // A terminal's Ctrl-C reaches the child as well (one process group), so the parent only waits for it; a
    // signal sent to the parent alone is passed on.
    const ignore = (): void => {};
    const passOn = (signal: NodeJS.Signals): void => {
      child.kill(signal);
    };
    process.on('SIGINT', ignore);
    process.on('SIGTERM', passOn);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', ignore);
      process.off('SIGTERM', passOn);
      resolve(code ?? 128 + (signal === null ? 0 : constants.signals[signal]));
    });
  });
};
