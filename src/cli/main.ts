import { Command, CommanderError } from 'commander';
import { setSolverClock } from '../solver/clock.js';
import { addDealCommand } from './deal.js';
import type { Output } from './input.js';
import { describeSystemError, escapeText, StoppedBySignal, UsageError } from './io-errors.js';
import { createProcessOutput, type ProcessOutput } from './process-output.js';
import { addReplayCommand } from './replay.js';
import { addSolveCommand } from './solve.js';
import { addStatsCommand } from './stats.js';
import { PACKAGE_VERSION } from './version.js';

/** Builds the `patience` program; each command resolves when done. */
export const buildProgram = (output: Output): Command => {
  const program = new Command('patience')
    .description('Alhambra and King Albert patience: deals, replays and a solver')
    .version(PACKAGE_VERSION, '-V, --version', 'print the version')
    .configureOutput({
      writeOut: output.out,
      writeErr: output.error,
      // Commander's usage errors read like the program's own: one line naming the program and the problem.
      outputError: (text, write) =>
        write(
          `${escapeText(
            text
              .replace(/^error: /, 'patience: ')
              .trimEnd()
              .replace(/\s*\n\s*/g, ' '),
          )}\n`,
        ),
    })
    .exitOverride();

  addDealCommand(program, output);
  addReplayCommand(program, output);
  addSolveCommand(program, output);
  addStatsCommand(program, output);
  return program;
};

// Node's monotonic clock in milliseconds. The solver's default clock, `performance.now()`, loads Node's performance
// module on its first reading, about 1.5 ms of a small solve's run.
const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6;

/** Runs the command line with these arguments; resolves to the exit status. */
export const main = async (
  argv: readonly string[],
  output: Output | ProcessOutput = createProcessOutput(),
): Promise<number> => {
  setSolverClock(monotonicMs);
  const program = buildProgram(output);
  if (argv.length === 0) {
    output.out(program.helpInformation());
    return 0;
  }
  try {
    await program.parseAsync([...argv], { from: 'user' });
    // A failed write to standard output is reported by an event, which comes after the write.
    await new Promise((resolve) => setImmediate(resolve));
    return 'failure' in output && output.failure() !== undefined ? 2 : 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander has already printed its message; help and version are successes.
      return error.exitCode === 0 ? 0 : 2;
    }
    output.error(`patience: ${escapeText(failureMessage(error))}\n`);
    return error instanceof StoppedBySignal ? error.exitCode : 2;
  }
};

// What a failure says: the message of the command line's own errors, or else what went wrong in one line, never a
// stack trace.
const failureMessage = (error: unknown): string => {
  if (error instanceof UsageError || error instanceof StoppedBySignal) return error.message;
  const system = error as NodeJS.ErrnoException;
  if (system?.code !== undefined && system.syscall !== undefined)
    return `${system.syscall}${system.path === undefined ? '' : ` ${system.path}`}: ${describeSystemError(error)}`;
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return `internal error, please report it: ${message}`;
};
