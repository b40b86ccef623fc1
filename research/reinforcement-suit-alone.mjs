// Question: Which deals of The Reinforcements does one suit alone (a relaxation) prove lost from their start?
// Answer: docs/research/reinforcements.md
// Run from the repository's root after `npm run build`.
// Measuring script (after `npm run build`): The Reinforcements with one suit alone, the relaxation of
// `src/solver/alhambra/relaxations/one-suit.ts` (other suits vanish; an empty reserve pile may take the top stock card at any
// time), from each deal's start. A suit lost alone proves the deal lost.
// node research/reinforcement-suit-alone.mjs <positions per suit> <deal> [<deal> …]
// It prints per deal and suit `won`, `lost` or `unknown` (the position budget ran out), with the positions searched.
import { dealLayout } from '../dist/deals/pysolfc.js';
import { AlhambraGame } from '../dist/games/alhambra/game.js';
import { reinforcementSuitAlone } from '../dist/solver/alhambra/relaxations/one-suit.js';

const [budget, ...deals] = process.argv.slice(2).map(Number);
let provenLost = 0;
let open = 0;
for (const deal of deals) {
  const game = new AlhambraGame(dealLayout({ game: 'alhambra', variant: 'reinforcement' }, BigInt(deal)));
  const results = [0, 1, 2, 3].map((suit) => reinforcementSuitAlone(game, suit, budget));
  if (results.some((result) => result.verdict === 'lost')) provenLost++;
  else if (results.some((result) => result.verdict === 'unknown')) open++;
  console.log(deal, results.map((result) => `${result.verdict}:${result.positions}`).join(' '));
}
console.log(`${deals.length} deals: ${provenLost} with a suit lost alone, ${open} with a suit undecided`);
