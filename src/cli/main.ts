import { Command, CommanderError } from 'commander';
import { addDealCommand } from './deal.js';
import { type Output, UsageError } from './input.js';
import { addReplayCommand } from './replay.js';
import { addSolveCommand } from './solve.js';
import { addStatsCommand } from './stats.js';
import { PACKAGE_VERSION } from './version.js';

const processOutput: Output = {
  out: (text) => process.stdout.write(text),
  error: (text) => process.stderr.write(text),
  // On a terminal only, so that pipes and files never see the carriage returns.
  status:
    process.stderr.isTTY === true
      ? (line) => process.stderr.write(line === undefined ? '\r\x1b[K' : `\r${line}\x1b[K`)
      : undefined,
};

/** Builds the `patience` program; each command resolves when done. */
export const buildProgram = (output: Output): Command => {
  const program = new Command('patience')
    .description('Alhambra and King Albert patience: deals, replays and a solver')
    .version(PACKAGE_VERSION, '-V, --version', 'print the version')
    .configureOutput({
      writeOut: output.out,
      writeErr: output.error,
      // Commander's usage errors read like the program's own: one line naming the program and the problem.
      outputError: (text, write) => write(text.replace(/^error: /, 'patience: ')),
    })
    .exitOverride();

  addDealCommand(program, output);
  addReplayCommand(program, output);
  addSolveCommand(program, output);
  addStatsCommand(program, output);
  return program;
};

/** Runs the command line with these arguments; resolves to the exit status. */
export const main = async (argv: readonly string[], output: Output = processOutput): Promise<number> => {
  const program = buildProgram(output);
  if (argv.length === 0) {
    output.out(program.helpInformation());
    return 0;
  }
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander has already printed its message; help and version are successes.
      return error.exitCode === 0 ? 0 : 2;
    }
    if (error instanceof UsageError) {
      output.error(`patience: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
};
