import { Command, CommanderError } from 'commander';
import { dealLayout, randomDealNumber } from '../deals/pysolfc.js';
import { makeLayout } from '../formats/layout.js';
import { parseRecord } from '../formats/record.js';
import { renderText } from '../formats/text.js';
import { newGame } from '../games/index.js';
import { type Output, orFail, parseDealOption, parseGameVariant, readInput, UsageError } from './input.js';
import { addSolveCommand } from './solve.js';
import { addStatsCommand } from './stats.js';

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
    .configureOutput({ writeOut: output.out, writeErr: output.error })
    .exitOverride();

  program
    .command('deal')
    .description('show a numbered deal (a random one without --deal)')
    .argument('<game>', 'king-albert or alhambra')
    .option(
      '--variant <variant>',
      'variant id (king-albert: standard, raglan; alhambra: standard, any-suit, granada, reinforcement)',
      'standard',
    )
    .option('--deal <number>', 'deal number, 1 to 99999999999999999999 (PySolFC game number)')
    .option('--json', 'print the layout as JSON')
    .action((game: string, options: { variant: string; deal?: string; json?: boolean }) => {
      const kind = orFail(parseGameVariant(game, options.variant));
      const number = options.deal === undefined ? randomDealNumber() : parseDealOption(options.deal);
      const layout = dealLayout(kind, number);
      if (options.json) output.out(`${JSON.stringify(makeLayout(layout))}\n`);
      else output.out(`${renderText(newGame(layout))}\n`);
    });

  program
    .command('replay')
    .description('replay a game record and show the final position and its status')
    .argument('<record>', 'record file (JSON), or - for standard input')
    .option('--json', 'print the result as JSON')
    .action(async (path: string, options: { json?: boolean }) => {
      const { game } = orFail(parseRecord(await readInput(path)), path === '-' ? 'record' : path);
      if (options.json)
        output.out(`${JSON.stringify({ status: game.status(), moves: game.moveCount, cardsHome: game.cardsHome })}\n`);
      else output.out(`${renderText(game)}\n`);
    });

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
