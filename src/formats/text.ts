import { cardLabel, makeCardFrom, SUIT_SYMBOLS } from '../core/cards.js';
import { ALHAMBRA_PASSES, type AlhambraGame } from '../games/alhambra/game.js';
import { type AnyGame, isEngineGame } from '../games/index.js';
import type { KingAlbertGame } from '../games/king-albert/game.js';
import { describeVariant } from '../games/registry.js';
import type { Game } from '../games/types.js';

/** The English title of a game's variant, from the registry. */
export const gameTitle = (game: Pick<Game, 'kind'>): string => describeVariant(game.kind).title;

/** How `renderText` draws a position. */
export interface TextOptions {
  /** Every card: each Alhambra reserve pile bottom card first, the stock in the order it turns, every waste card. */
  readonly full?: boolean;
  /** Wraps each card's label, such as in a terminal's colours (alignment counts the label's own width). */
  readonly paint?: (label: string, card: number) => string;
}

// A card's label, or `·` for none, painted and padded to the width.
type Draw = (value: number | undefined, width: number) => string;

const cell = (text: string): string => text.padEnd(5);
// Cards in the full picture of a long pile: this many to a row, each four wide.
const ROW_CARDS = 13;
const HEADING = 6;

const drawer =
  (paint: TextOptions['paint']): Draw =>
  (value, width) => {
    if (value === undefined || value < 0) return '·'.padEnd(width);
    const label = cardLabel(value);
    return `${paint === undefined ? label : paint(label, value)}${' '.repeat(Math.max(0, width - label.length))}`;
  };

/** A readable picture of the position with suit symbols, for the terminal. */
export const renderText = (game: Game, options: TextOptions = {}): string => {
  const deal = game.layout.deal === undefined ? '' : ` · deal ${game.layout.deal}`;
  const header = `${gameTitle(game)}${deal} · ${game.cardsHome}/${game.cardCount} home · ${game.moveCount} moves · ${game.status()}`;
  return [header, ...(isEngineGame(game) ? renderBody(game, drawer(options.paint), options.full === true) : [])].join(
    '\n',
  );
};

const renderBody = (game: AnyGame, draw: Draw, full: boolean): string[] => {
  switch (game.family) {
    case 'king-albert':
      return renderKingAlbert(game, draw);
    case 'alhambra':
      return full ? renderAlhambraFull(game, draw) : renderAlhambra(game, draw);
  }
};

// King Albert shows every card already: the columns in full and each reserve slot.
const renderKingAlbert = (game: KingAlbertGame, draw: Draw): string[] => {
  const foundations = game.foundations.map((height, suit) =>
    height === 0 ? cell(`${SUIT_SYMBOLS[suit]} –`) : draw(makeCardFrom(suit, height - 1), 5),
  );
  const lines = [`Foundations  ${foundations.join(' ')}`, ''];
  lines.push(game.columns.map((_, index) => cell(`c${index + 1}`)).join(' '));
  const depth = Math.max(...game.columns.map((column) => column.length), 1);
  for (let row = 0; row < depth; row++)
    lines.push(
      game.columns
        .map((column) => (row < column.length ? draw(column[row], 5) : cell('')))
        .join(' ')
        .trimEnd(),
    );
  lines.push('');
  lines.push(
    `Reserve      ${game.reserve.map((value, index) => `r${index + 1} ${draw(value, 2)}`).join('  ')}`.trimEnd(),
  );
  return lines;
};

const foundationLines = (game: AlhambraGame, draw: Draw): string[] => {
  const aces = game.aceFoundations.map((height, suit) => draw(makeCardFrom(suit, height - 1), 5));
  const kings = game.kingFoundations.map((height, suit) => draw(makeCardFrom(suit, 13 - height), 5));
  return [`Ace piles ▲  ${aces.join(' ')}`.trimEnd(), `King piles ▼ ${kings.join(' ')}`.trimEnd(), ''];
};

const wasteName = (game: AlhambraGame, index: number): string => (game.waste.length === 1 ? 'w' : `w${index + 1}`);

const renderAlhambra = (game: AlhambraGame, draw: Draw): string[] => {
  const lines = foundationLines(game, draw);
  lines.push(
    `Reserve      ${game.reserve
      .map(
        (pile, index) =>
          `r${index + 1} ${pile.length === 0 ? '·' : `${draw(pile[pile.length - 1], 0)}+${pile.length - 1}`}`,
      )
      .join('  ')}`,
  );
  const wastes = game.waste.map((pile, index) => {
    const shown = pile
      .slice(-6)
      .map((value) => draw(value, 0))
      .join(' ');
    return `${wasteName(game, index)}: ${pile.length === 0 ? '(empty)' : `${pile.length > 6 ? '… ' : ''}${shown}`}`;
  });
  lines.push(`Stock        ${game.stock.length} cards · pass ${game.pass}/${ALHAMBRA_PASSES}`);
  lines.push(`Waste        ${wastes.join('   ')}`);
  return lines;
};

// Cards in rows of ROW_CARDS, the first beside the heading.
const cardRows = (heading: string, cards: readonly number[], draw: Draw): string[] => {
  if (cards.length === 0) return [`${heading.padEnd(HEADING)}(empty)`];
  const rows: string[] = [];
  for (let start = 0; start < cards.length; start += ROW_CARDS)
    rows.push(
      `${(start === 0 ? heading : '').padEnd(HEADING)}${cards
        .slice(start, start + ROW_CARDS)
        .map((value) => draw(value, 4))
        .join('')
        .trimEnd()}`,
    );
  return rows;
};

// Every card: the reserve piles and waste piles bottom card first, and the stock in the order it turns.
const renderAlhambraFull = (game: AlhambraGame, draw: Draw): string[] => {
  const lines = foundationLines(game, draw);
  lines.push('Reserve piles, bottom card first:');
  lines.push(...game.reserve.flatMap((pile, index) => cardRows(`  r${index + 1}`, pile, draw)));
  lines.push(`Stock, next card first: ${game.stock.length} cards · pass ${game.pass}/${ALHAMBRA_PASSES}`);
  lines.push(...cardRows('', [...game.stock].reverse(), draw));
  lines.push('Waste, bottom card first:');
  lines.push(...game.waste.flatMap((pile, index) => cardRows(`  ${wasteName(game, index)}`, pile, draw)));
  return lines;
};
