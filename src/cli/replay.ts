import { type Command, Option } from 'commander';
import { parseRecord } from '../formats/record.js';
import { renderText } from '../formats/text.js';
import { newGame } from '../games/index.js';
import { colorOption, fullOption, moveNumber, noColorOption, stepsOption, stepsText, terminalText } from './display.js';
import { type Output, orFail, readInput, UsageError } from './input.js';

interface ReplayCommandOptions {
  readonly to?: number;
  readonly steps?: boolean;
  readonly full?: boolean;
  readonly color?: boolean;
  readonly json?: boolean;
}

/** Adds `patience replay` to the program. */
export const addReplayCommand = (program: Command, output: Output): void => {
  program
    .command('replay')
    .description('replay a game record and show the final position (or the one after move N) and its status')
    .argument('<record>', 'record file (JSON), or - for standard input')
    .addOption(new Option('--to <move>', 'stop after this move (0: the start)').argParser(moveNumber))
    .addOption(stepsOption('the record (up to --to)'))
    .addOption(fullOption())
    .addOption(colorOption())
    .addOption(noColorOption())
    .option('--json', 'print the status as JSON')
    .action(async (path: string, options: ReplayCommandOptions) => {
      const recorded = orFail(parseRecord(await readInput(path)), path === '-' ? 'record' : path).game;
      const count = options.to ?? recorded.moveCount;
      if (count > recorded.moveCount)
        throw new UsageError(
          `--to ${count}: the record has ${recorded.moveCount} move${recorded.moveCount === 1 ? '' : 's'}`,
        );
      const moves = recorded.history().slice(0, count);
      const start = newGame(recorded.layout);
      const text = terminalText(options.color, options.full);
      if (options.steps && !options.json) {
        output.out(stepsText(start, moves, text));
        return;
      }
      const game = start.clone();
      for (const move of moves) game.play(move);
      if (options.json)
        output.out(`${JSON.stringify({ status: game.status(), moves: game.moveCount, cardsHome: game.cardsHome })}\n`);
      else output.out(`${renderText(game, text)}\n`);
    });
};
