import type { Command } from 'commander';
import { dealLayout, randomDealNumber } from '../deals/pysolfc.js';
import { parseKind } from '../formats/kind.js';
import { makeLayout } from '../formats/layout.js';
import { renderText } from '../formats/text.js';
import type { GameId } from '../games/ids.js';
import { newGame } from '../games/index.js';
import { dealOption, gameArgument, type Output, orFail, VARIANT_HELP } from './input.js';

interface DealCommandOptions {
  readonly variant: string;
  readonly deal?: bigint;
  readonly json?: boolean;
}

/** Adds `patience deal` to the program. */
export const addDealCommand = (program: Command, output: Output): void => {
  program
    .command('deal')
    .description('show a numbered deal (a random one without --deal)')
    .addArgument(gameArgument())
    .option('--variant <variant>', VARIANT_HELP, 'standard')
    .addOption(dealOption('deal number, 1 to 99999999999999999999 (PySolFC game number)'))
    .option('--json', 'print the layout as JSON')
    .action((game: GameId, options: DealCommandOptions) => {
      const kind = orFail(parseKind(game, options.variant));
      const layout = dealLayout(kind, options.deal ?? randomDealNumber());
      if (options.json) output.out(`${JSON.stringify(makeLayout(layout))}\n`);
      else output.out(`${renderText(newGame(layout))}\n`);
    });
};
