// How deep in the first pass standard Alhambra's losses can be proven: one seeded random first-pass position per deal
// (foundation moves and builds more often than turns) with at most <stockLeft> stock cards left, solved by the
// exhaustive search (no probes) within <positions>: without one suit alone, with it, and with its blockers.
// Usage: npm run build && node scripts/alhambra-frontier.mjs [stockLeft=30] [deals=20] [positions=100000]
import { dealLayout } from '../dist/deals/pysolfc.js';
import { REDEAL_CODE, TURN_CODE } from '../dist/games/alhambra.js';
import { newGame } from '../dist/games/index.js';
import { solveAlhambra } from '../dist/solver/alhambra.js';

const [stockLeft = 30, deals = 20, positions = 100_000] = process.argv.slice(2).map(Number);

const randomFirstPassPosition = (deal) => {
  const game = newGame(dealLayout({ game: 'alhambra', variant: 'standard' }, BigInt(deal)));
  const codes = [];
  let state = deal * 7 + 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  while (!(game.redealsUsed === 0 && game.stock.length <= stockLeft)) {
    const count = game.generateMoveCodes(codes);
    if (count === 0) break;
    const others = codes.slice(0, count).filter((code) => code !== TURN_CODE && code !== REDEAL_CODE);
    const flip = codes.slice(0, count).find((code) => code === TURN_CODE || code === REDEAL_CODE);
    const useOther = flip === undefined || (others.length > 0 && random() < 0.6);
    game.playCode(useOther ? others[Math.floor(random() * others.length)] : flip);
  }
  return game;
};

for (const [projections, blockers] of [
  [false, false],
  [true, false],
  [true, true],
]) {
  const counts = { winnable: 0, unwinnable: 0, unknown: 0 };
  const start = performance.now();
  for (let deal = 1; deal <= deals; deal++) {
    const result = solveAlhambra(
      randomFirstPassPosition(deal),
      { maxPositions: positions },
      { probes: 0, projections, blockers },
    );
    counts[result.verdict]++;
  }
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  console.log(
    `one suit alone ${projections ? (blockers ? 'with blockers' : 'on') : 'off'}: ${stockLeft} stock cards left, deals 1–${deals}, ${positions} positions:`,
    `${counts.winnable} winnable, ${counts.unwinnable} unwinnable, ${counts.unknown} unknown (${seconds} s)`,
  );
}
