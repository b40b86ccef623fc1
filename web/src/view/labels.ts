import type { GameVariant } from '../../../src/games/ids.js';
import type { AnyGame } from '../../../src/games/index.js';
import { ALHAMBRA_FAMILY, variantKey } from '../../../src/games/registry.js';
import type { Messages } from '../i18n/en.js';
import { type PileId, type PileView, stockOf, wasteCount } from '../model/piles.js';
import { spokenCard } from './cards.js';

/** The title of a game/variant, e.g. "King Albert". */
export const kindTitle = (messages: Messages, kind: GameVariant): string => messages.games[variantKey(kind)].title;

/** "Deal 12345", or the words for a deal of one's own. */
export const dealText = (messages: Messages, game: AnyGame): string => {
  const deal = game.layout.deal;
  return deal === undefined ? messages.status.customDeal : messages.status.deal(deal);
};

/** A pile's name as spoken and written: "column 3", "Ace pile of hearts", "stock". */
export const pileName = (messages: Messages, game: AnyGame, id: PileId): string => {
  const { piles, suitNames } = messages;
  const index = Number(id.slice(1));
  switch (id[0]) {
    case 'c':
      return piles.column(index + 1);
    case 'r':
      return piles.reserve(index + 1);
    case 'w':
      return wasteCount(game) > 1 ? piles.wasteN(index + 1) : piles.waste;
    case 'f':
      return piles.foundation(suitNames[index]!);
    case 'a':
      return piles.acePile(suitNames[index]!);
    case 'k':
      return piles.kingPile(suitNames[index]!);
    default:
      return piles.stock;
  }
};

/** A pile's accessible label: its name, then what it holds (the stock: cards left, pass and redeal). */
export const pileLabel = (messages: Messages, game: AnyGame, view: PileView): string => {
  const { piles } = messages;
  const parts = [pileName(messages, game, view.id)];
  const stock = view.kind === 'stock' ? stockOf(game) : undefined;
  if (stock) {
    parts.push(piles.stockLeft(view.hidden), piles.pass(stock.pass, ALHAMBRA_FAMILY.passes));
    if (view.hidden === 0) parts.push(stock.canRedeal ? piles.redealHint : piles.noRedeal);
    return parts.join(', ');
  }
  const top = view.cards[view.cards.length - 1];
  const total = view.kind === 'reserve' || view.kind === 'waste' ? view.cards.length + view.hidden : undefined;
  if (top === undefined) parts.push(piles.empty);
  else {
    if (total !== undefined) parts.push(piles.cards(total));
    parts.push(piles.top(spokenCard(messages, top)));
    // A fanned reserve shows every card: the screen reader names those below the top too, nearest first.
    if (view.kind === 'reserve' && view.fan === 'down' && view.cards.length > 1)
      parts.push(
        messages.looks.below(
          view.cards
            .slice(0, -1)
            .reverse()
            .map((card) => spokenCard(messages, card))
            .join(', '),
        ),
      );
  }
  return parts.join(', ');
};
