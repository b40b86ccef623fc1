import type { Output } from './input.js';
import { describeSystemError } from './io-errors.js';

/** The output of the running program, and the failure of its standard output once writing to it failed. */
export interface ProcessOutput extends Output {
  /** Why standard output could not be written (a full disk, a reader gone), once that has happened. */
  readonly failure: () => string | undefined;
}

/**
 * The process's streams as the command line's output. A failed write to standard output is reported once, as one
 * line on standard error with exit status 2, and later output is dropped: the error arrives as an event, which
 * would otherwise end the program with a stack trace.
 */
export const createProcessOutput = (): ProcessOutput => {
  let failure: string | undefined;
  process.stdout.on('error', (error) => {
    if (failure !== undefined) return;
    failure = `patience: cannot write standard output: ${describeSystemError(error)}\n`;
    process.stderr.write(failure);
    process.exitCode = 2;
  });
  // Nothing can be reported when standard error fails; it must not end the program with a stack trace either.
  process.stderr.on('error', () => {});
  return {
    out: (text) => {
      if (failure !== undefined) return;
      try {
        process.stdout.write(text);
      } catch (error) {
        process.stdout.emit('error', error);
      }
    },
    error: (text) => process.stderr.write(text),
    // On a terminal only, so that pipes and files never see the carriage returns.
    status:
      process.stderr.isTTY === true
        ? (line) => process.stderr.write(line === undefined ? '\r\x1b[K' : `\r${line}\x1b[K`)
        : undefined,
    failure: () => failure,
  };
};
