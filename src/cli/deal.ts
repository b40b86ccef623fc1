import { type Command, Option } from 'commander';
import { dealLayout, randomDealNumber } from '../deals/pysolfc.js';
import { parseKind } from '../formats/kind.js';
import { makeLayout } from '../formats/layout.js';
import { renderText } from '../formats/text.js';
import type { GameId } from '../games/ids.js';
import { type AnyGame, newGame } from '../games/index.js';
import { colorOption, fullOption, noColorOption, terminalText } from './display.js';
import { dealOption, gameArgument, type Output, orFail, VARIANT_HELP } from './input.js';
import { loadGame } from './solve.js';

interface DealCommandOptions {
  readonly variant?: string;
  readonly deal?: bigint;
  readonly layout?: string;
  readonly json?: boolean;
  readonly full?: boolean;
  readonly color?: boolean;
}

/** Adds `patience deal` to the program. */
export const addDealCommand = (program: Command, output: Output): void => {
  program
    .command('deal')
    .description('show a numbered deal (a random one without --deal) or a layout file')
    .addArgument(gameArgument())
    .option('--variant <variant>', `${VARIANT_HELP}; default standard, or the layout's`)
    .addOption(dealOption('deal number, 1 to 99999999999999999999 (PySolFC game number)').conflicts('layout'))
    .addOption(new Option('--layout <file>', 'show this layout (JSON), - for standard input').conflicts('deal'))
    .addOption(fullOption())
    .addOption(colorOption())
    .addOption(noColorOption())
    .option('--json', 'print the layout as JSON')
    .action(async (gameId: GameId, options: DealCommandOptions) => {
      const game = await dealtGame(gameId, options);
      if (options.json) output.out(`${JSON.stringify(makeLayout(game.layout))}\n`);
      else output.out(`${renderText(game, terminalText(options.color, options.full))}\n`);
    });
};

// The game at the start of a layout file (read and checked as `solve --layout` does) or of a numbered deal.
const dealtGame = async (gameId: GameId, options: DealCommandOptions): Promise<AnyGame> => {
  if (options.layout !== undefined) return loadGame(gameId, { variant: options.variant, layout: options.layout });
  const kind = orFail(parseKind(gameId, options.variant ?? 'standard'));
  return newGame(dealLayout(kind, options.deal ?? randomDealNumber()));
};
