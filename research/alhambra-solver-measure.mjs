// Question: How do the Alhambra solver's phases, shares of the time and CaDiCaL setups change what it decides on a set of deals?
// Answer: docs/research/alhambra-search.md, docs/research/portfolio-and-threads.md
// Run from the repository's root after `npm run build`.
// Usage: node research/alhambra-solver-measure.mjs <variant> <from> <to> [timeoutMs]
// RELAXATION_AT=start|after-first-probes|after-beam|after-probes sets when the relaxation runs; RELAXATION=off drops it;
// PLAN_SHARE and BEAM_SHARE set the shares of the time by which plans and the same-suit beam end; STANDARD_PLANS=off
// keeps any-suit to its own relaxation; OWN_AFTER=on gives any-suit's own relaxation the time standard's leaves open (PART=relaxation);
// ANY_SUIT_BEAM_SHARE the share by which the beam across suits ends; STANDARD_PLANS_SHARE sets the share by which any-suit's held-back proof and plans of standard's relaxation end; SAT_SHARE caps the relaxation's first solve; UNKNOWN_IN=FILE.jsonl takes only the deals whose last line there is unknown;
// STUCK_BLOCKING=off blocks each failed plan whole; HELD_BACK=off adds no held-back clauses; DEALS=a,b,c takes those deals instead of <from>–<to>;
// SEED sets the solve's seed; MAX_POSITIONS adds a budget of positions; PLAN_POSITIONS caps each plan's playout; SAT_SETUP=false-phase|shuffled sets CaDiCaL up so; PART=relaxation runs only the relaxation; PROBES and BEAM_WIDTH set the probes' count and the beam's width; PROBE_KEEP and PROBE_POSITIONS each probe's chance of keeping a move in place and its positions; EXHAUSTIVE=off drops the depth-first search after them; SECOND_SHARE sets the share of the time at which plans move to a second session with the deferred clauses in; GUIDED_FROM the share at which the plans give way to the guided search; GUIDED_FRESH=off keeps it in the plans' session.
import { readFileSync } from 'node:fs';
import { dealLayout } from '../dist/deals/pysolfc.js';
import { newGame } from '../dist/games/index.js';
import { solveAlhambra } from '../dist/solver/alhambra/solve.js';
import { loadSatSolver } from '../dist/solver/sat/cadical.js';

const [variant = 'standard', fromText = '1', toText = '20', timeoutText = '10000'] = process.argv.slice(2);
const timeoutMs = Number(timeoutText);
const times = [];
const counts = { winnable: 0, unwinnable: 0, unknown: 0 };
let positions = 0;
let totalMs = 0;
const verbose = process.env.VERBOSE === '1';
const satSolver = process.env.RELAXATION === 'off' ? undefined : await loadSatSolver(process.env.SAT_SETUP ?? 'stable');
const tuning = {
  ...(process.env.RELAXATION_AT === undefined ? {} : { relaxationAt: process.env.RELAXATION_AT }),
  ...(process.env.PLAN_SHARE === undefined ? {} : { planTimeShare: Number(process.env.PLAN_SHARE) }),
  ...(process.env.BEAM_SHARE === undefined ? {} : { beamTimeShare: Number(process.env.BEAM_SHARE) }),
  ...(process.env.STANDARD_PLANS === 'off' ? { standardPlans: false } : {}),
  ...(process.env.OWN_AFTER === 'on' ? { ownAfterStandard: true } : {}),
  ...(process.env.ANY_SUIT_BEAM_SHARE === undefined
    ? {}
    : { anySuitBeamTimeShare: Number(process.env.ANY_SUIT_BEAM_SHARE) }),
  ...(process.env.STANDARD_PLANS_SHARE === undefined
    ? {}
    : { standardPlansShare: Number(process.env.STANDARD_PLANS_SHARE) }),
  ...(process.env.SAT_SHARE === undefined ? {} : { relaxationTimeShare: Number(process.env.SAT_SHARE) }),
  ...(process.env.STUCK_BLOCKING === 'off' ? { stuckBlocking: false } : {}),
  ...(process.env.HELD_BACK === 'off' ? { heldBack: false } : {}),
  ...(process.env.PLAN_POSITIONS === undefined ? {} : { planPositions: Number(process.env.PLAN_POSITIONS) }),
  ...(process.env.SECOND_SHARE === undefined ? {} : { secondSessionShare: Number(process.env.SECOND_SHARE) }),
  ...(process.env.GUIDED_FROM === undefined ? {} : { guidedFrom: Number(process.env.GUIDED_FROM) }),
  ...(process.env.GUIDED_FRESH === 'off' ? { guidedFresh: false } : {}),
  ...(process.env.PROBES === undefined ? {} : { probes: Number(process.env.PROBES) }),
  ...(process.env.PROBE_KEEP === undefined ? {} : { probeKeepChance: Number(process.env.PROBE_KEEP) }),
  ...(process.env.PROBE_POSITIONS === undefined ? {} : { probePositions: Number(process.env.PROBE_POSITIONS) }),
  ...(process.env.BEAM_WIDTH === undefined ? {} : { beamWidth: Number(process.env.BEAM_WIDTH) }),
  ...(process.env.EXHAUSTIVE === 'off' ? { exhaustive: false } : {}),
};
const range = Array.from({ length: Number(toText) - Number(fromText) + 1 }, (_, offset) => Number(fromText) + offset);
const deals = process.env.DEALS === undefined ? range : process.env.DEALS.split(',').map(Number);
const lastVerdicts = new Map();
if (process.env.UNKNOWN_IN !== undefined)
  for (const line of readFileSync(process.env.UNKNOWN_IN, 'utf8').split('\n').filter(Boolean)) {
    const { deal, verdict } = JSON.parse(line);
    lastVerdicts.set(Number(deal), verdict);
  }
const proofs = { search: 0, relaxation: 0 };
for (const deal of deals) {
  if (lastVerdicts.size > 0 && lastVerdicts.get(deal) !== 'unknown') continue;
  const game = newGame(dealLayout({ game: 'alhambra', variant }, BigInt(deal)));
  const result = solveAlhambra(
    game,
    {
      timeoutMs,
      satSolver,
      part: process.env.PART,
      seed: Number(process.env.SEED ?? 0),
      ...(process.env.MAX_POSITIONS === undefined ? {} : { maxPositions: Number(process.env.MAX_POSITIONS) }),
    },
    tuning,
  );
  if (result.proof !== undefined) proofs[result.proof]++;
  if (result.verdict === 'winnable') {
    const check = newGame(game.layout);
    for (const move of result.moves) {
      const played = check.play(move);
      if (!played.ok) throw new Error(`deal ${deal}: illegal move in line`);
    }
    if (check.status() !== 'won') throw new Error(`deal ${deal}: line does not win`);
  }
  counts[result.verdict]++;
  times.push(result.ms);
  positions += result.positions;
  totalMs += result.ms;
  if (verbose) console.log(deal, result.verdict, result.proof ?? '', result.positions, Math.round(result.ms));
}
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
console.log(
  JSON.stringify({
    variant,
    deals: times.length,
    ...counts,
    decided: counts.winnable + counts.unwinnable,
    proofs,
    medianMs: Math.round(at(0.5)),
    p95Ms: Math.round(at(0.95)),
    maxMs: Math.round(times[times.length - 1]),
    positionsPerSecond: Math.round(positions / (totalMs / 1000)),
  }),
);
