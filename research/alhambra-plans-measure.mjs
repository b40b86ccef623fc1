// Question: How often do the SAT relaxation's first plans win, with and without the newest clause groups, and with whole or stuck-card blocking?
// Answer: docs/research/alhambra-plans-and-guided-search.md (the clause groups: docs/research/alhambra-sat-relaxation.md)
// Run from the repository's root after `npm run build`.
// Measures how often the relaxation's first plans win, with or without the newest clause groups (needs `npm run
// build`). Usage:
//   node research/alhambra-plans-measure.mjs <standard|any-suit> <deal,deal,...> [--without 13|14] [--plans N]
//     [--seconds S] [--whole]
// For each deal: encodes the relaxation (without group 14, or without 13 and 14), solves it (the first solve and each
// later one stop after S seconds, default 30), plays out up to N plans (default 5) of 1,000 positions each, each
// failed one blocked by the choices of the cards it left out as in the solver (with --whole: blocked whole), and
// prints one JSON line; then the count of deals won.
import { dealLayout } from '../dist/deals/pysolfc.js';
import { planBlockingClause, readPlan, realizePlan } from '../dist/solver/alhambra/plan.js';
import { encodeAlhambraRelaxation } from '../dist/solver/alhambra/sat-relaxation/relaxation.js';
import { loadSatSolver } from '../dist/solver/sat/cadical.js';

const fail = (message) => {
  console.error(`alhambra-plans-measure: ${message}`);
  process.exit(2);
};
const [variant, list, ...rest] = process.argv.slice(2);
if (variant !== 'standard' && variant !== 'any-suit') fail('give the variant first: standard or any-suit');
const deals = (list ?? '').split(',').map(Number);
if (deals.length === 0 || deals.some((deal) => !Number.isSafeInteger(deal) || deal < 1))
  fail('give the deals as numbers separated by commas, e.g. 1,46,100');
const option = (name, fallback) => {
  const at = rest.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(rest[at + 1]);
  if (!Number.isFinite(value) || value <= 0) fail(`${name} needs a positive number`);
  return value;
};
const without = option('--without', 0);
if (without !== 0 && without !== 13 && without !== 14) fail('--without takes 13 or 14');
const plans = option('--plans', 5);
const whole = rest.includes('--whole');
const seconds = option('--seconds', 30);
const options =
  without === 13
    ? { coveredBridges: false, coveredBuiltCards: 'off' }
    : without === 14
      ? { coveredBuiltCards: 'off' }
      : {};

const sat = await loadSatSolver();
let won = 0;
for (const deal of deals) {
  const start = performance.now();
  const relaxation = encodeAlhambraRelaxation(dealLayout({ game: 'alhambra', variant }, BigInt(deal)), options);
  if (!relaxation.ok) fail(relaxation.error);
  const session = sat.open(relaxation.value);
  let until = 0;
  const stop = () => performance.now() >= until;
  const solve = () => {
    until = performance.now() + seconds * 1000;
    return session.solve(stop);
  };
  let answer = solve();
  const firstMs = Math.round(performance.now() - start);
  let result = answer;
  for (let plan = 1; plan <= plans && answer === 'satisfiable'; plan++) {
    const value = (variable) => session.value(variable);
    const played = realizePlan(relaxation.value, readPlan(relaxation.value, value), 1000);
    if (played.line !== undefined) {
      result = `won by plan ${plan}`;
      won++;
      break;
    }
    session.addClause(planBlockingClause(relaxation.value, value, whole ? undefined : played.stuck));
    answer = solve();
  }
  session.close();
  console.log(JSON.stringify({ deal, result, firstMs, ms: Math.round(performance.now() - start) }));
}
console.log(`${variant}${without ? ` without group ${without}` : ''}: ${won} of ${deals.length} deals won by plans`);
