import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { fileError, showPath, UsageError } from './io-errors.js';

/** The lock of a results file, held while a run writes it. */
export interface Lock {
  readonly release: () => void;
}

// A lock file with no process id yet is taken to be another run's, just started, for this long.
const FRESH_LOCK_MS = 10_000;

/**
 * Takes the lock of a results file: `<path>.lock`, created only if absent, holding the process id and host. A lock
 * whose process has ended (on this host) is taken over; any other is refused with a UsageError that names it.
 */
export const takeLock = (path: string): Lock => {
  const lockPath = `${path}.lock`;
  const owner = `${process.pid} ${hostname()}\n`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      try {
        writeSync(fd, owner);
      } finally {
        closeSync(fd);
      }
      let held = true;
      const release = (): void => {
        if (!held) return;
        held = false;
        process.off('exit', release);
        rmSync(lockPath, { force: true });
      };
      // A run that ends without closing the file (an uncaught error) still gives up its lock.
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw fileError('write', lockPath, error);
    }
    const holder = lockHolder(lockPath);
    if (holder !== 'stale')
      throw new UsageError(
        `${showPath(path)} is in use by another run (${holder}); if no run is writing it, delete ${showPath(lockPath)}`,
      );
    rmSync(lockPath, { force: true });
  }
  throw new UsageError(`cannot take the lock ${showPath(lockPath)}: other runs keep taking it`);
};

// Who holds a lock, in words, or 'stale' when its process has ended (on this host).
const lockHolder = (lockPath: string): string => {
  let text: string;
  let age: number;
  try {
    text = readFileSync(lockPath, 'utf8');
    age = Date.now() - statSync(lockPath).mtimeMs;
  } catch {
    // Gone meanwhile: try again.
    return 'stale';
  }
  const [pidText, host] = text.trim().split(' ');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return age > FRESH_LOCK_MS ? 'stale' : 'a run just starting';
  if (host !== undefined && host !== hostname()) return `process ${pid} on ${host}`;
  if (pid === process.pid) return 'stale';
  try {
    process.kill(pid, 0);
    return `process ${pid}`;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? `process ${pid}` : 'stale';
  }
};
