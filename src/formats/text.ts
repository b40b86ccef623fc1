import { cardLabel, makeCardFrom, SUIT_SYMBOLS } from '../core/cards.js';
import { ALHAMBRA_PASSES, type AlhambraGame } from '../games/alhambra/game.js';
import { type AnyGame, isEngineGame } from '../games/index.js';
import type { KingAlbertGame } from '../games/king-albert/game.js';
import { describeVariant } from '../games/registry.js';
import type { Game } from '../games/types.js';

/** The English title of a game's variant, from the registry. */
export const gameTitle = (game: Pick<Game, 'kind'>): string => describeVariant(game.kind).title;

const cell = (text: string): string => text.padEnd(5);
const card = (value: number | undefined): string => (value === undefined || value < 0 ? '·' : cardLabel(value));

/** A readable picture of the position with suit symbols, for the terminal. */
export const renderText = (game: Game): string => {
  const deal = game.layout.deal === undefined ? '' : ` · deal ${game.layout.deal}`;
  const header = `${gameTitle(game)}${deal} · ${game.cardsHome}/${game.cardCount} home · ${game.moveCount} moves · ${game.status()}`;
  return [header, ...(isEngineGame(game) ? renderBody(game) : [])].join('\n');
};

const renderBody = (game: AnyGame): string[] => {
  switch (game.family) {
    case 'king-albert':
      return renderKingAlbert(game);
    case 'alhambra':
      return renderAlhambra(game);
  }
};

const renderKingAlbert = (game: KingAlbertGame): string[] => {
  const foundations = game.foundations.map((height, suit) =>
    height === 0 ? `${SUIT_SYMBOLS[suit]} –` : cardLabel(makeCardFrom(suit, height - 1)),
  );
  const lines = [`Foundations  ${foundations.map(cell).join(' ')}`, ''];
  lines.push(game.columns.map((_, index) => cell(`c${index + 1}`)).join(' '));
  const depth = Math.max(...game.columns.map((column) => column.length), 1);
  for (let row = 0; row < depth; row++)
    lines.push(
      game.columns
        .map((column) => cell(row < column.length ? card(column[row]) : ''))
        .join(' ')
        .trimEnd(),
    );
  lines.push('');
  lines.push(`Reserve      ${game.reserve.map((value, index) => cell(`r${index + 1} ${card(value)}`)).join('  ')}`);
  return lines;
};

const renderAlhambra = (game: AlhambraGame): string[] => {
  const aces = game.aceFoundations.map((height, suit) => cardLabel(makeCardFrom(suit, height - 1)));
  const kings = game.kingFoundations.map((height, suit) => cardLabel(makeCardFrom(suit, 13 - height)));
  const lines = [`Ace piles ▲  ${aces.map(cell).join(' ')}`, `King piles ▼ ${kings.map(cell).join(' ')}`, ''];
  lines.push(
    `Reserve      ${game.reserve
      .map(
        (pile, index) =>
          `r${index + 1} ${pile.length === 0 ? '·' : `${card(pile[pile.length - 1])}+${pile.length - 1}`}`,
      )
      .join('  ')}`,
  );
  const wastes = game.waste.map((pile, index) => {
    const name = game.waste.length === 1 ? 'w' : `w${index + 1}`;
    const shown = pile.slice(-6).map(card).join(' ');
    return `${name}: ${pile.length === 0 ? '(empty)' : `${pile.length > 6 ? '… ' : ''}${shown}`}`;
  });
  lines.push(`Stock        ${game.stock.length} cards · pass ${game.pass}/${ALHAMBRA_PASSES}`);
  lines.push(`Waste        ${wastes.join('   ')}`);
  return lines;
};
