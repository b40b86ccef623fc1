// Measuring script (after `npm run build`): The Reinforcements with one suit alone, as a relaxation.
// node scripts/reinforcement-suit-alone.mjs <positions per suit> <deal> [<deal> …]
//
// Every card of the other suits vanishes at once, and an empty reserve pile MAY take the top stock card at any time
// (in the real game a pile is refilled at once, but the card that empties it, or the stock card on top, may be of
// another suit, which here has vanished, so the refill's time and whether it takes a card of this suit are open).
// Each real line, cut down to one suit, is then a line of this game: so a suit lost alone proves the deal lost.
// It prints per suit `won` (true), `lost` (false) or `undefined` (the position budget ran out).
import { dealLayout } from '../dist/deals/pysolfc.js';

const [budget, ...deals] = process.argv.slice(2).map(Number);
const suitOf = (card) => Math.floor(card / 13);
const rankOf = (card) => card % 13;

const suitAlone = (layout, suit) => {
  const only = (cards) => cards.filter((card) => suitOf(card) === suit).map(rankOf);
  const piles = layout.reserve.map(only);
  let stock = only(layout.stock).reverse(); // the last element is turned next
  let waste = [];
  let pass = 0;
  let ace = 1; // cards on the Ace foundation (its Ace included): the next rank up is `ace`
  let king = 1; // cards on the King foundation: the next rank down is 12 - king
  let positions = 0;
  const lost = new Set();
  // No move ever comes back to a position (within a pass the stock only shrinks, and every other move sends a card
  // home or off a reserve pile), so a position found lost stays lost.
  const search = () => {
    if (ace + king === 26) return true;
    if (++positions > budget) throw new RangeError('budget');
    const key = `${piles.join('|')}/${stock}/${waste}/${pass}/${ace}/${king}`;
    if (lost.has(key)) return false;
    const toAce = (rank) => ace < 13 && rank === ace;
    const toKing = (rank) => king < 13 && rank === 12 - king;
    const tryHome = (take, give) => {
      const rank = take();
      if (toAce(rank)) {
        ace++;
        const won = search();
        ace--;
        if (won) return true;
      }
      if (toKing(rank)) {
        king++;
        const won = search();
        king--;
        if (won) return true;
      }
      give(rank);
      return false;
    };
    for (const pile of piles) {
      if (pile.length === 0) continue;
      if (tryHome(() => pile.pop(), (rank) => pile.push(rank))) return true;
      const rank = pile[pile.length - 1];
      const top = waste[waste.length - 1];
      const step = top === undefined ? 0 : (rank - top + 13) % 13;
      if (step === 1 || step === 12) {
        waste.push(pile.pop());
        const won = search();
        pile.push(waste.pop());
        if (won) return true;
      }
    }
    if (waste.length > 0 && tryHome(() => waste.pop(), (rank) => waste.push(rank))) return true;
    if (stock.length > 0) {
      const rank = stock.pop();
      waste.push(rank);
      let won = search();
      waste.pop();
      // Empty piles are alike here, so the first one stands for all.
      const empty = piles.find((pile) => pile.length === 0);
      if (!won && empty) {
        empty.push(rank);
        won = search();
        empty.pop();
      }
      stock.push(rank);
      if (won) return true;
    } else if (pass < 2 && waste.length > 0) {
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
    return { won: search(), positions };
  } catch (error) {
    if (error instanceof RangeError) return { won: undefined, positions };
    throw error;
  }
};

let provenLost = 0;
let open = 0;
for (const deal of deals) {
  const layout = dealLayout({ game: 'alhambra', variant: 'reinforcement' }, BigInt(deal));
  const results = [0, 1, 2, 3].map((suit) => suitAlone(layout, suit));
  if (results.some((result) => result.won === false)) provenLost++;
  else if (results.some((result) => result.won === undefined)) open++;
  console.log(deal, results.map((result) => `${result.won}:${result.positions}`).join(' '));
}
console.log(`${deals.length} deals: ${provenLost} with a suit lost alone, ${open} with a suit undecided`);
