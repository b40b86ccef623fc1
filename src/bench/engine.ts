import { dealLayout } from '../deals/pysolfc.js';
import { GAME_VARIANTS, gameVariantKey } from '../games/ids.js';
import { newGame } from '../games/index.js';

// Random playouts per variant. One step: generate all legal moves, play one of them, and later undo it.
// A small linear congruential generator keeps the playouts the same from run to run.
let seed = 12345;
const nextRandom = (bound: number): number => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return (seed >>> 8) % bound;
};

const SECONDS_PER_VARIANT = Number(process.env.BENCH_SECONDS ?? 2);
const MOVE_CAP = 400;

console.log(`engine benchmark: random playouts, ${SECONDS_PER_VARIANT} s per variant, one core`);
console.log('variant                     steps/s   playouts  avg moves');
for (const kind of GAME_VARIANTS) {
  const codes: number[] = [];
  let steps = 0;
  let playouts = 0;
  let deal = 1n;
  const start = performance.now();
  while (performance.now() - start < SECONDS_PER_VARIANT * 1000) {
    const game = newGame(dealLayout(kind, deal++));
    for (let repeat = 0; repeat < 20; repeat++) {
      let played = 0;
      while (played < MOVE_CAP) {
        const count = game.generateMoveCodes(codes);
        if (count === 0) break;
        game.playCode(codes[nextRandom(count)]!);
        played++;
      }
      while (game.undoCode() >= 0);
      steps += played;
      playouts++;
    }
  }
  const seconds = (performance.now() - start) / 1000;
  const rate = Math.round(steps / seconds);
  console.log(
    `${gameVariantKey(kind).padEnd(24)} ${rate.toLocaleString('en').padStart(11)} ${String(playouts).padStart(10)} ${(steps / playouts).toFixed(1).padStart(10)}`,
  );
}
