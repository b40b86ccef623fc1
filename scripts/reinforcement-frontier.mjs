// Measuring script (after `npm run build`): how deep into a game of The Reinforcements the exhaustive search (no
// probes, no beam, no one-suit games) decides positions. One seeded random line per deal (a move other than turning
// or redealing with chance <otherChance>) is played until <redeals> redeals are used and at most <stockLeft> stock
// cards are left; that position is solved within <positions>.
// node scripts/reinforcement-frontier.mjs [redeals=1] [stockLeft=48] [deals=12] [positions=3000000] [otherChance=0.8]
import { dealLayout } from '../dist/deals/pysolfc.js';
import { REDEAL_CODE, TURN_CODE } from '../dist/games/alhambra.js';
import { newGame } from '../dist/games/index.js';
import { solveAlhambra } from '../dist/solver/alhambra.js';

const [redeals = 1, stockLeft = 48, deals = 12, positions = 3_000_000, otherChance = 0.8] = process.argv
  .slice(2)
  .map(Number);

/** The position a seeded random line of `deal` reaches, or undefined if the line gets stuck before it. */
const randomPosition = (deal) => {
  const game = newGame(dealLayout({ game: 'alhambra', variant: 'reinforcement' }, BigInt(deal)));
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
    if (count === 0) return undefined;
    const others = codes.slice(0, count).filter((code) => code !== TURN_CODE && code !== REDEAL_CODE);
    const flip = codes.slice(0, count).find((code) => code === TURN_CODE || code === REDEAL_CODE);
    const useOther = flip === undefined || (others.length > 0 && random() < otherChance);
    game.playCode(useOther ? others[Math.floor(random() * others.length)] : flip);
  }
  return game;
};

const counts = { winnable: 0, unwinnable: 0, unknown: 0, stuck: 0 };
const start = performance.now();
for (let deal = 1; deal <= deals; deal++) {
  const game = randomPosition(deal);
  if (game === undefined) {
    counts.stuck++;
    continue;
  }
  const result = solveAlhambra(game, { maxPositions: positions }, { probes: 0, beamWidth: 0, suitAlone: false });
  counts[result.verdict]++;
  console.log(
    `deal ${deal}: ${result.verdict} in ${result.positions} positions, ${Math.round(result.ms)} ms (stock ${game.stock.length}, reserve ${game.reserve.map((pile) => pile.length).join(' ')})`,
  );
}
console.log(
  `pass ${redeals + 1}, at most ${stockLeft} stock cards left, deals 1–${deals}, ${positions} positions:`,
  `${counts.winnable} winnable, ${counts.unwinnable} unwinnable, ${counts.unknown} unknown, ${counts.stuck} lines stuck before (${((performance.now() - start) / 1000).toFixed(1)} s)`,
);
