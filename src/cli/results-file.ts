import {
  closeSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  openSync,
  readSync,
  renameSync,
  statSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { fileError, showPath, UsageError } from './io-errors.js';
import { takeLock } from './results-lock.js';
import { CHUNK_BYTES, type ReadLine, type Scan, type Span, scan } from './results-scan.js';

export type { ReadLine } from './results-scan.js';

import type { StatsLine } from './stats-line.js';

/** Reads the valid lines of a results file that no run is writing (for `stats merge`); damaged lines are skipped. */
export const readResults = (path: string, onLine: (line: ReadLine) => void): { damaged: number } => {
  let fd: number;
  try {
    fd = openSync(path, 'r');
    if (!fstatSync(fd).isFile()) throw new UsageError(`${showPath(path)} is not a results file: not a regular file`);
  } catch (error) {
    throw error instanceof UsageError ? error : fileError('read', path, error);
  }
  try {
    return { damaged: scan(fd, onLine).damaged.length };
  } catch (error) {
    throw error instanceof UsageError ? error : fileError('read', path, error);
  } finally {
    closeSync(fd);
  }
};

/** A results file open for a run: its earlier lines read, damaged ones moved aside, a lock held. */
export interface ResultsFile {
  /** Appends one line whole, or nothing: a failed write is cut back and reported as a UsageError. */
  readonly append: (line: StatsLine) => void;
  /** Flushes the file to disk, closes it and gives up the lock. Safe to call more than once. */
  readonly close: () => void;
}

/**
 * Opens a results file for a run, before anything is solved: checks that it can be written, takes its lock (a file
 * `<path>.lock` holding the run's process id), passes each valid earlier line to `onLine`, and moves damaged lines to
 * `<path>.damaged`, calling `warn` with a line that names that file. The valid lines are kept as they are.
 */
export const openResults = (
  path: string,
  onLine: (line: ReadLine) => void,
  warn: (message: string) => void,
): ResultsFile => {
  checkPlace(path);
  const lock = takeLock(path);
  let fd: number | undefined;
  const close = (): void => {
    if (fd !== undefined) {
      try {
        fsyncSync(fd);
      } catch {
        // The lines were written; a file system that cannot sync keeps them as written.
      }
      closeSync(fd);
      fd = undefined;
    }
    lock.release();
  };
  try {
    fd = openSync(path, 'a+');
    const found = scan(fd, onLine);
    let size = found.size;
    if (found.damaged.length > 0) {
      closeSync(fd);
      fd = undefined;
      size = moveAside(path, found);
      warn(damageWarning(path, found.damaged));
      fd = openSync(path, 'a');
    } else if (!found.endsWithNewline) size = appendWhole(fd, path, size, '\n');
    const handle = fd;
    return {
      append: (line) => {
        size = appendWhole(handle, path, size, `${JSON.stringify(line)}\n`);
      },
      close,
    };
  } catch (error) {
    close();
    throw error instanceof UsageError ? error : fileError('write', path, error);
  }
};

// Writes all of `text` at the file's end, or cuts the file back to `size` and throws: a line is whole or absent.
const appendWhole = (fd: number, path: string, size: number, text: string): number => {
  const bytes = Buffer.from(text);
  let written = 0;
  try {
    while (written < bytes.length) written += writeSync(fd, bytes, written);
  } catch (error) {
    try {
      ftruncateSync(fd, size);
    } catch {
      // The damaged end is moved aside by the next run.
    }
    throw fileError('write', path, error);
  }
  return size + bytes.length;
};

const damageWarning = (path: string, damaged: Scan['damaged']): string => {
  const numbers = damaged.map((entry) => entry.number);
  const shown = numbers.length <= 5 ? numbers.join(', ') : `${numbers.slice(0, 5).join(', ')}, …`;
  const lines = numbers.length === 1 ? 'line' : 'lines';
  return `patience: warning: ${numbers.length} damaged ${lines} of ${showPath(path)} (${lines} ${shown}) moved to ${showPath(`${path}.damaged`)}\n`;
};

/**
 * Appends the damaged spans to `<path>.damaged` and removes them from the file; returns the file's new size. Damage at
 * the end only (a run stopped mid-line) is cut off; elsewhere the kept spans are copied to a new file that replaces
 * the old one at once, so a crash leaves either file whole.
 */
const moveAside = (path: string, found: Scan): number => {
  const source = openSync(path, 'r');
  try {
    const aside = openSync(`${path}.damaged`, 'a');
    try {
      for (const { span } of found.damaged) {
        copySpan(source, aside, span);
        if (!endsWithNewline(source, span)) writeSync(aside, '\n');
      }
      fsyncSync(aside);
    } finally {
      closeSync(aside);
    }
    const kept = keptSpans(found);
    const first = found.damaged[0]!.span.start;
    if (kept.every((span) => span.end <= first)) {
      const fd = openSync(path, 'r+');
      ftruncateSync(fd, first);
      closeSync(fd);
      return first;
    }
    const temporary = `${path}.${process.pid}.tmp`;
    const target = openSync(temporary, 'w');
    let size = 0;
    try {
      for (const span of kept) {
        copySpan(source, target, span);
        size += span.end - span.start;
        if (!endsWithNewline(source, span)) size += writeSync(target, '\n');
      }
      fsyncSync(target);
    } finally {
      closeSync(target);
    }
    renameSync(temporary, path);
    return size;
  } finally {
    closeSync(source);
  }
};

// The spans between the damaged ones.
const keptSpans = (found: Scan): Span[] => {
  const kept: Span[] = [];
  let start = 0;
  for (const { span } of found.damaged) {
    if (span.start > start) kept.push({ start, end: span.start });
    start = span.end;
  }
  if (start < found.size) kept.push({ start, end: found.size });
  return kept;
};

const endsWithNewline = (fd: number, span: Span): boolean => {
  const byte = Buffer.alloc(1);
  return span.end > span.start && readSync(fd, byte, 0, 1, span.end - 1) === 1 && byte[0] === 10;
};

const copySpan = (from: number, to: number, span: Span): void => {
  const buffer = Buffer.alloc(CHUNK_BYTES);
  for (let position = span.start; position < span.end; ) {
    const read = readSync(from, buffer, 0, Math.min(CHUNK_BYTES, span.end - position), position);
    if (read === 0) break;
    let written = 0;
    while (written < read) written += writeSync(to, buffer, written, read - written);
    position += read;
  }
};

// The results file must be a regular file (or not there yet) in a folder that exists: a device or a pipe cannot be
// read back to resume, nor locked.
const checkPlace = (path: string): void => {
  try {
    if (!statSync(dirname(path)).isDirectory())
      throw new UsageError(`cannot write ${showPath(path)}: ${showPath(dirname(path))} is not a directory`);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`cannot write ${showPath(path)}: no such directory ${showPath(dirname(path))}`);
  }
  try {
    if (!statSync(path).isFile())
      throw new UsageError(`cannot use ${showPath(path)} as a results file: it is not a regular file`);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw fileError('write', path, error);
  }
};
