// Question: does a change to the solver change what it does? With a budget of positions and no time limit the solver
// is deterministic, so one line per deal (verdict, positions, proof, and hashes of the winning and best lines) is a
// fingerprint of its behaviour: two checkouts that print the same lines search the same way.
// Answer: printed; a refactoring is kept only when the lines of the code before and after it are the same (`diff`).
// Run from the repository's root after `npm run build`:
//   node research/solver-fingerprint.mjs [checkout=.] [deals=1-8] [maxPositions=100000]
// for example `node research/solver-fingerprint.mjs ../old-checkout 1-8 > old.txt` beside the same for `.`.
// Standard and any-suit Alhambra get the SAT solver from the deal's start, as `patience solve --threads 1` does.

import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const checkout = resolve(process.argv[2] ?? '.');
const [from, to] = (process.argv[3] ?? '1-8').split('-').map(Number);
const maxPositions = Number(process.argv[4] ?? 100_000);
const load = (path) => import(pathToFileURL(`${checkout}/dist/${path}`).href);

const { dealLayout } = await load('deals/pysolfc.js');
const { newGame } = await load('games/index.js');
const { solve, usesSatSolver } = await load('solver/index.js');
const { loadSatSolver } = await load('solver/sat/cadical.js');
const { makeMove } = await load('formats/notation.js');
const { GAME_VARIANTS } = await load('games/ids.js');

const satSolver = await loadSatSolver();
const hash = (game, moves) =>
  moves === undefined
    ? '-'
    : createHash('sha1')
        .update(moves.map((move) => makeMove(game.kind, move)).join(' '))
        .digest('hex')
        .slice(0, 10);
for (const kind of GAME_VARIANTS)
  for (let deal = from; deal <= to; deal++) {
    const game = newGame(dealLayout(kind, BigInt(deal)));
    const result = solve(game, { maxPositions, satSolver: usesSatSolver(game) ? satSolver : undefined });
    console.log(
      `${kind.game}/${kind.variant} ${deal}: ${result.verdict} positions=${result.positions} proof=${result.proof ?? '-'} relax=${result.relaxation ?? '-'} moves=${hash(game, result.moves)} best=${hash(game, result.bestLine)} home=${result.bestCardsHome ?? '-'}`,
    );
  }
