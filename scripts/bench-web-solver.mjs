// The solver at the table, measured in Chromium: a hint's latency on a known line (input to the frame that lights it
// up), input to paint while the solver service works against the same page with the service idle, and the time to
// the first verdict on standard Alhambra deals beside the command line's verdicts within 10 s.
//
// Flags (after `npm run bench:web --`): `--verdicts 1-100` runs the first-verdict sweep over those deals (costly: up
// to 15 s of a busy core per deal, and 10 s per deal for the command line's verdicts the first time); without it the
// sweep is skipped. The command line's verdicts are kept in test-artifacts/cli-verdicts.json and read from there next time.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pause } from './event-latency.mjs';

const HINTS = 30;
const CLI_TIMEOUT_S = 10;
const BROWSER_VERDICT_MS = 15_000;
const CLI_CACHE = 'test-artifacts/cli-verdicts.json';

/** The range of `--verdicts a-b` (or `--verdicts n`), or undefined. */
export const verdictRange = (argv) => {
  const index = argv.indexOf('--verdicts');
  const text = index < 0 ? undefined : argv[index + 1];
  const match = text && /^(\d+)(?:-(\d+))?$/.exec(text);
  if (!match) return undefined;
  const from = Number(match[1]);
  return { from, to: Number(match[2] ?? match[1]) };
};

const figures = (page) =>
  page.evaluate(() => {
    const { searches, searching, line, hinted } = window.patienceSolver.figures();
    return { searches, searching, known: line.line !== undefined, verdict: line.verdicts[0], hinted };
  });

// Plays the move the last hint lit up, as the keyboard does (Enter on its pile, Enter where it goes).
const playHinted = (page) =>
  page.evaluate(async () => {
    const hinted = window.patienceSolver.figures().hinted;
    const key = (id) =>
      document
        .querySelector(`[data-pile="${id}"]`)
        .dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    for (const id of hinted) key(id);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return hinted.length;
  });

/** Hint latency on a known line: H pressed as a player does, input to the presentation of the frame that shows it. */
const hintLatency = async ({ browser, url, traced, figure }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${url}#/king-albert/standard/3`);
  await page.waitForFunction(() => {
    const figures = window.patienceSolver?.figures();
    return figures && figures.line.line !== undefined && !figures.searching;
  });
  const before = (await figures(page)).searches;
  let lit = 0;
  const records = await traced(page, async () => {
    for (let hint = 0; hint < HINTS; hint++) {
      await pause(page, false);
      await page.keyboard.press('h');
      lit += (await playHinted(page)) > 0 ? 1 : 0;
    }
    await pause(page, false);
  });
  const after = (await figures(page)).searches;
  await page.close();
  const keys = records.filter((record) => /KEY/.test(record.type) && !/UP|RELEASED/.test(record.type));
  console.log(
    `  hint on a known line (King Albert deal 3), H to the frame that lights the move: ${figure(keys)}; ${lit} of ${HINTS} lit a move, ${after - before} new searches`,
  );
};

/**
 * Input to paint on Alhambra deal 1's stock with the service at work (a search starts 300 ms after each move, so at a
 * player's pace one runs when the next tap comes), against the same page with a Worker that never runs anything (the
 * service's own work on the page stays, the solver's goes).
 */
const latencyWhileWorking = async ({ browser, url, taps, figure, breakdown }) => {
  const open = async (idle) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    if (idle)
      await page.addInitScript(() => {
        window.Worker = class {
          postMessage() {}
          terminate() {}
        };
      });
    await page.goto(`${url}#/alhambra/standard/1`);
    await page.waitForSelector('[data-pile="stock"] .card');
    return page;
  };
  const results = { working: [], idle: [] };
  // Alternately, so that the machine's other load falls on both alike.
  for (const idle of [false, true, false, true]) {
    const page = await open(idle);
    const records = await taps(page, '[data-pile="stock"]', false);
    const searches = (await figures(page)).searches;
    results[idle ? 'idle' : 'working'].push({ records, searches });
    await page.close();
  }
  for (const [name, runs] of Object.entries(results)) {
    const records = runs.flatMap((run) => run.records);
    console.log(
      `  tap on the stock at rest, service ${name.padEnd(7)}: ${figure(records)} (searches started: ${runs.map((run) => run.searches).join(', ')})\n    where it goes (medians): ${breakdown(records)}`,
    );
  }
};

const cliVerdicts = (range) => {
  const cache = existsSync(CLI_CACHE) ? JSON.parse(readFileSync(CLI_CACHE, 'utf8')) : {};
  if (!existsSync('dist/command/start.cjs')) return cache;
  for (let deal = range.from; deal <= range.to; deal++) {
    if (cache[deal]) continue;
    let verdict = 'error';
    try {
      const out = execFileSync(
        'node',
        ['bin/patience.cjs', 'solve', 'alhambra', '--deal', String(deal), '--json', '--timeout', String(CLI_TIMEOUT_S)],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
      );
      verdict = JSON.parse(out).verdict;
    } catch (error) {
      verdict = error.stdout ? (JSON.parse(error.stdout).verdict ?? 'error') : 'error';
    }
    cache[deal] = verdict;
    mkdirSync('test-artifacts', { recursive: true });
    writeFileSync(CLI_CACHE, JSON.stringify(cache, null, 1));
  }
  return cache;
};

/** First verdict on standard Alhambra deals in Chromium within 15 s, beside the command line's within 10 s. */
const firstVerdicts = async ({ browser, url, range }) => {
  const cli = cliVerdicts(range);
  const rows = [];
  for (let deal = range.from; deal <= range.to; deal++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${url}#/alhambra/standard/${deal}`);
    const found = await page
      .waitForFunction(
        () => {
          const verdict = window.patienceSolver?.figures().line.verdicts[0];
          return verdict ? { verdict, ms: performance.now() } : false;
        },
        undefined,
        { polling: 50, timeout: BROWSER_VERDICT_MS + 5000 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => ({ verdict: 'none', ms: Number.POSITIVE_INFINITY }));
    await page.close();
    rows.push({ deal, cli: cli[deal], browser: found.verdict, ms: found.ms });
    console.log(
      `    deal ${deal}: command line ${cli[deal]}, browser ${found.verdict} after ${(found.ms / 1000).toFixed(1)} s`,
    );
  }
  const decided = (verdict) => verdict === 'winnable' || verdict === 'unwinnable';
  const cliDecided = rows.filter((row) => decided(row.cli));
  const reached = cliDecided.filter((row) => row.browser === row.cli && row.ms <= BROWSER_VERDICT_MS);
  const lost = rows.filter((row) => row.cli === 'unwinnable');
  const lostReached = lost.filter((row) => row.browser === 'unwinnable' && row.ms <= BROWSER_VERDICT_MS);
  const extra = rows.filter((row) => !decided(row.cli) && decided(row.browser) && row.ms <= BROWSER_VERDICT_MS);
  const share = (part, whole) => (whole.length === 0 ? 'n/a' : `${Math.round((100 * part.length) / whole.length)}%`);
  console.log(
    `  first verdict, standard Alhambra deals ${range.from}–${range.to}: the browser reached ${reached.length} of the command line's ${cliDecided.length} verdicts within ${BROWSER_VERDICT_MS / 1000} s (${share(reached, cliDecided)}; target 90%); lost: ${lostReached.length} of ${lost.length} (${share(lostReached, lost)}); decided where the command line was not: ${extra.length}`,
  );
  const mismatch = rows.filter((row) => decided(row.cli) && decided(row.browser) && row.cli !== row.browser);
  if (mismatch.length > 0) console.error(`  VERDICTS DISAGREE on deals ${mismatch.map((row) => row.deal).join(', ')}`);
};

/** Runs the solver's measures in `browser` against the site at `url`, with the latency helpers of bench-web.mjs. */
export const benchSolver = async ({ browser, url, traced, figure, breakdown, taps, argv }) => {
  console.log('the solver at the table:');
  await hintLatency({ browser, url, traced, figure });
  await latencyWhileWorking({ browser, url, taps, figure, breakdown });
  const range = verdictRange(argv);
  if (range) await firstVerdicts({ browser, url, range });
  else
    console.log('  first verdict on standard Alhambra deals: skipped (run with --verdicts 1-100, or a smaller range)');
};
