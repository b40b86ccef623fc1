import { rankOf, suitOf } from '../../../core/cards.js';
import { ALHAMBRA_PASSES, type AlhambraGame } from '../../../games/alhambra/game.js';

// The Reinforcements with one suit alone: a relaxation whose loss proves the position lost.
//
// Every card of the other suits vanishes at once, and an empty reserve pile may take the top stock card whenever
// the player likes (while the stock has cards). Why every real line, cut down to the suit's cards, is a line of this
// game: the suit's cards keep their order in each reserve pile, in the stock and on the waste, and the passes are
// the same; a reserve card of the suit is free once the suit's cards above it have left (the others have vanished);
// a build onto the waste needs the waste's top card to be of the suit, one rank away, so it is the suit's top waste
// card here too; a redeal needs an empty stock, so the suit's stock is empty too. A real refill takes the top stock
// card onto an empty pile, which holds no card of the suit: if that card is of the suit it is the suit's top stock
// card, taken here onto a pile that is empty here; if it is of another suit, nothing happens here (and when that
// card leaves, the pile's next refill is again such a choice). So the refills' times, and whether one takes a card
// of the suit, are left to the player, which only adds lines.
//
// No line returns to a position (within a pass the stock only shrinks, and every other move sends a card home or
// off a reserve pile, and the pass only grows), so a position searched to the end without a win is lost for good.

/** The verdict of one suit alone: won, lost, or undecided within the position budget. */
export type SuitAloneVerdict = 'won' | 'lost' | 'unknown';

class BudgetSpent extends Error {}

/**
 * The Reinforcements, suit `suit` alone from the game's position (see above), searched within `maxPositions`;
 * `shouldStop`, asked every 1,024 positions, ends the search early (verdict unknown).
 */
export const reinforcementSuitAlone = (
  game: AlhambraGame,
  suit: number,
  maxPositions: number,
  shouldStop: () => boolean = () => false,
): { readonly verdict: SuitAloneVerdict; readonly positions: number } => {
  const only = (cards: readonly number[]): number[] => cards.filter((card) => suitOf(card) === suit).map(rankOf);
  const piles = game.reserve.map(only);
  // The last element of each is the next to go: the stock's next card, the waste's top card.
  let stock = only(game.stock);
  let waste = only(game.waste[0] ?? []);
  let pass = game.redealsUsed;
  // Cards on the foundations, the Ace or King included: the Ace pile takes rank `ace` next, the King pile 12 - king.
  let ace = game.aceFoundations[suit]!;
  let king = game.kingFoundations[suit]!;
  let positions = 0;
  const lost = new Set<string>();

  const search = (): boolean => {
    if (ace + king === 26) return true;
    if (positions >= maxPositions || (positions % 1024 === 0 && positions > 0 && shouldStop())) throw new BudgetSpent();
    positions++;
    const key = `${piles.join('|')}/${stock}/${waste}/${pass}/${ace}/${king}`;
    if (lost.has(key)) return false;
    // Sends the card `take` gives to each foundation it fits, then gives it back with `putBack`.
    const home = (take: () => number, putBack: (rank: number) => void): boolean => {
      const rank = take();
      let won = false;
      if (ace < 13 && rank === ace) {
        ace++;
        won = search();
        ace--;
      }
      if (!won && king < 13 && rank === 12 - king) {
        king++;
        won = search();
        king--;
      }
      putBack(rank);
      return won;
    };
    for (const pile of piles) {
      const rank = pile[pile.length - 1];
      if (rank === undefined) continue;
      if (
        home(
          () => pile.pop()!,
          (card) => pile.push(card),
        )
      )
        return true;
      const top = waste[waste.length - 1];
      const step = top === undefined ? 0 : (rank - top + 13) % 13;
      if (step === 1 || step === 12) {
        waste.push(pile.pop()!);
        const won = search();
        pile.push(waste.pop()!);
        if (won) return true;
      }
    }
    if (
      waste.length > 0 &&
      home(
        () => waste.pop()!,
        (card) => waste.push(card),
      )
    )
      return true;
    const next = stock.pop();
    if (next !== undefined) {
      waste.push(next);
      let won = search();
      waste.pop();
      // The stock's next card onto an empty pile instead; empty piles are alike, so the first stands for all.
      const empty = piles.find((pile) => pile.length === 0);
      if (!won && empty) {
        empty.push(next);
        won = search();
        empty.pop();
      }
      stock.push(next);
      if (won) return true;
    } else if (pass < ALHAMBRA_PASSES - 1 && waste.length > 0) {
      const turned = waste;
      stock = [...turned].reverse();
      waste = [];
      pass++;
      const won = search();
      pass--;
      waste = turned;
      stock = [];
      if (won) return true;
    }
    lost.add(key);
    return false;
  };

  try {
    return { verdict: search() ? 'won' : 'lost', positions };
  } catch (error) {
    if (error instanceof BudgetSpent) return { verdict: 'unknown', positions };
    throw error;
  }
};
