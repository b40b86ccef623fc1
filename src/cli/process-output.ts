import { fstatSync, writeSync } from 'node:fs';
import type { Output } from './input.js';
import { describeSystemError } from './io-errors.js';

/** The output of the running program, and the failure of its standard output once writing to it failed. */
export interface ProcessOutput extends Output {
  /** Why standard output could not be written (a full disk, a reader gone), once that has happened. */
  readonly failure: () => string | undefined;
}

/** Writes bytes to a file descriptor as `fs.writeSync` does: returns how many it wrote, or throws. */
export type WriteBytes = (fd: number, bytes: Uint8Array, offset: number, length: number) => number;

/**
 * Text written straight to a file descriptor with blocking writes, and the stream it falls back to. Making Node's
 * `process.stdout` costs a small run 4–8 ms (it loads the stream machinery, and a pipe's or a terminal's module),
 * more than the write itself; a direct write needs none of it. A descriptor that is non-blocking (shared with a
 * program that set it so) can refuse a write with EAGAIN: what is left then goes to the stream, which waits for the
 * reader, and so does everything after it, which keeps the text in order. Other errors are thrown to the caller.
 */
export const createDirectWriter = (
  fd: number,
  stream: () => { write: (bytes: Uint8Array) => unknown },
  write: WriteBytes = writeSync,
): ((text: string) => void) => {
  let streaming = false;
  return (text) => {
    const bytes = Buffer.from(text, 'utf8');
    let done = 0;
    while (!streaming && done < bytes.length) {
      try {
        done += write(fd, bytes, done, bytes.length - done);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
        streaming = true;
      }
    }
    if (done < bytes.length) stream().write(bytes.subarray(done));
  };
};

// Whether standard error is a terminal. A pipe or a file, the usual cases where it is not, is told by one `fstat`; only
// a character device (a terminal, /dev/null) needs Node's stream, which costs as much as the rest of a small run's
// output.
const stderrIsTerminal = (): boolean => {
  try {
    if (!fstatSync(2).isCharacterDevice()) return false;
  } catch {
    return false;
  }
  return process.stderr.isTTY === true;
};

// A stream made on its first use, with `onError` listening from then on.
const watchedStream = (make: () => NodeJS.WriteStream, onError: (error: Error) => void): (() => NodeJS.WriteStream) => {
  let stream: NodeJS.WriteStream | undefined;
  return () => {
    if (stream === undefined) {
      stream = make();
      stream.on('error', onError);
    }
    return stream;
  };
};

/**
 * The process's streams as the command line's output. A failed write to standard output is reported once, as one
 * line on standard error with exit status 2, and later output is dropped: the stream's error arrives as an event,
 * which would otherwise end the program with a stack trace. Standard error's own failures cannot be reported and must
 * not end the program either.
 */
export const createProcessOutput = (): ProcessOutput => {
  let failure: string | undefined;
  const stderr = watchedStream(
    () => process.stderr,
    () => {},
  );
  const fail = (error: unknown): void => {
    if (failure !== undefined) return;
    failure = `patience: cannot write standard output: ${describeSystemError(error)}\n`;
    stderr().write(failure);
    process.exitCode = 2;
  };
  const writeOut = createDirectWriter(
    1,
    watchedStream(() => process.stdout, fail),
  );
  return {
    out: (text) => {
      if (failure !== undefined) return;
      try {
        writeOut(text);
      } catch (error) {
        fail(error);
      }
    },
    error: (text) => stderr().write(text),
    // On a terminal only, so that pipes and files never see the carriage returns.
    status: stderrIsTerminal()
      ? (line) => stderr().write(line === undefined ? '\r\x1b[K' : `\r${line}\x1b[K`)
      : undefined,
    failure: () => failure,
  };
};
