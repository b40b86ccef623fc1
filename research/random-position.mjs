// Question: (Helper, no question of its own.) A seeded random line of an Alhambra-family deal, shared by the frontier scripts.
// Answer: docs/research/alhambra-proofs-of-loss.md, docs/research/reinforcements.md
// Run from the repository's root after `npm run build`.
// Shared by the measuring scripts: a seeded random line of an Alhambra-family deal, played until `redeals` redeals
// are used and at most `stockLeft` stock cards are left (or until no move is left). A move other than turning or
// redealing is chosen with chance `otherChance`, so lines send cards home and build more often than they turn.
import { dealLayout } from '../dist/deals/pysolfc.js';
import { REDEAL_CODE, TURN_CODE } from '../dist/games/alhambra/codes.js';
import { newGame } from '../dist/games/index.js';

/** The position the line of `deal` (its seed) reaches; `reached` is false if the line got stuck before it. */
export const randomPosition = (variant, deal, { redeals = 0, stockLeft = 30, otherChance = 0.6 } = {}) => {
  const game = newGame(dealLayout({ game: 'alhambra', variant }, BigInt(deal)));
  const codes = [];
  let state = deal * 7 + 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  while (!(game.redealsUsed === redeals && game.stock.length <= stockLeft)) {
    const count = game.generateMoveCodes(codes);
    if (count === 0) return { game, reached: false };
    const others = codes.slice(0, count).filter((code) => code !== TURN_CODE && code !== REDEAL_CODE);
    const flip = codes.slice(0, count).find((code) => code === TURN_CODE || code === REDEAL_CODE);
    const useOther = flip === undefined || (others.length > 0 && random() < otherChance);
    game.playCode(useOther ? others[Math.floor(random() * others.length)] : flip);
  }
  return { game, reached: true };
};
