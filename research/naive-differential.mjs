// Question: Does the engine offer the same legal moves and piles as an independent naive implementation of the rules, along random games?
// Answer: docs/research/engine-cross-check.md
// Run from the repository's root after `npm run build`.
// Cross-checks the engine against the naive reimplementation in naive-rules.mjs along random games:
// at every position the two must offer the same legal moves and hold the same piles.
// Throwaway tool. Build the engine first: `npm run build && node research/naive-differential.mjs [deals]`.

import { naiveMoves, naivePlay, naiveStart } from './naive-rules.mjs';

const engine = await import('../dist/index.js');
const deals = Number(process.argv[2] ?? 100);
let seed = 12345;
const random = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
const names = (pile) => pile.map((card) => (card < 0 ? null : engine.makeCard(card)));
const enginePiles = (game) =>
  game.kind.game === 'king-albert'
    ? { columns: game.columns.map(names), reserve: names(game.reserve) }
    : { reserve: game.reserve.map(names), stock: names([...game.stock].reverse()), waste: game.waste.map(names) };
const naivePiles = (state) =>
  state.game === 'king-albert'
    ? { columns: state.columns, reserve: state.reserve }
    : { reserve: state.reserve, stock: state.stock, waste: state.waste };

let problems = 0;
for (const kind of engine.GAME_VARIANTS) {
  for (let deal = 1; deal <= deals; deal++) {
    const dealt = engine.dealLayout(kind, BigInt(deal * 7919));
    if (!dealt.ok) throw new Error(engine.describeError(dealt.error));
    const layout = dealt.value;
    const started = engine.newGame(layout);
    if (!started.ok) throw new Error(engine.describeError(started.error));
    const game = started.value;
    let state = naiveStart(engine.makeLayout(layout));
    for (let step = 0; step < 1500; step++) {
      const fromEngine = game
        .legalMoves()
        .map((move) => engine.makeMove(kind, move))
        .sort();
      const fromNaive = naiveMoves(state).sort();
      const same =
        JSON.stringify(fromEngine) === JSON.stringify(fromNaive) &&
        JSON.stringify(enginePiles(game)) === JSON.stringify(naivePiles(state));
      if (!same) {
        problems++;
        console.log(engine.gameVariantKey(kind), 'deal', deal * 7919, 'step', step, { fromEngine, fromNaive });
        break;
      }
      if (fromNaive.length === 0) break;
      // Prefer card moves, so games get deep into the reserve before the stock runs out.
      const cardMoves = fromNaive.filter((move) => move !== 's' && move !== 'n');
      const move =
        cardMoves.length > 0 && random(10) < 8
          ? cardMoves[random(cardMoves.length)]
          : fromNaive[random(fromNaive.length)];
      game.play(engine.parseMove(kind, move).value);
      state = naivePlay(state, move);
    }
  }
}
console.log(problems === 0 ? 'engine and naive rules agree' : `${problems} disagreements`);
