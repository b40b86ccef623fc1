import type { Command } from 'commander';
import { parseRecord } from '../formats/record.js';
import { renderText } from '../formats/text.js';
import { type Output, orFail, readInput } from './input.js';

/** Adds `patience replay` to the program. */
export const addReplayCommand = (program: Command, output: Output): void => {
  program
    .command('replay')
    .description('replay a game record and show the final position and its status')
    .argument('<record>', 'record file (JSON), or - for standard input')
    .option('--json', 'print the result as JSON')
    .action(async (path: string, options: { readonly json?: boolean }) => {
      const { game } = orFail(parseRecord(await readInput(path)), path === '-' ? 'record' : path);
      if (options.json)
        output.out(`${JSON.stringify({ status: game.status(), moves: game.moveCount, cardsHome: game.cardsHome })}\n`);
      else output.out(`${renderText(game)}\n`);
    });
};
