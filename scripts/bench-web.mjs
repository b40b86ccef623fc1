// Web game benchmark: builds the site, serves it, opens Chromium, and prints the gzipped size of all JS and CSS
// and the latency of a move, from the input event to the presentation of the frame that shows it, beside the
// same figure for an empty page (the floor set by the browser's own frame pipeline). Exits with 1 when the JS and
// CSS are over the budget (after the latency figures, which are still worth seeing).
import { rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { benchSolver } from './bench-web-solver.mjs';
import { BUNDLE_BUDGET_BYTES, bundleTotal, kilobytes, measureFiles, siteScriptsAndStyles } from './bundle-size.mjs';
import { eventLatencies, pause, STANDARD_FLAGS } from './event-latency.mjs';

const FRAME_MS = 16;
const MOVES = 40;
// Flags meant to lift the 60 Hz frame clock; reported separately, never as the headline.
const UNTHROTTLED_FLAGS = ['--disable-gpu-vsync', '--disable-frame-rate-limit'];

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

process.env.NODE_ENV = 'production';
await build({ configFile: 'vite.config.ts', logLevel: 'warn', mode: 'production' });

// Every JS and CSS file of the build, the service worker and the hint worker included: the page loads the first
// two at once and the service worker fetches the rest on the first visit.
const files = measureFiles('web-dist', siteScriptsAndStyles('web-dist'));
for (const file of files) console.log(`  ${file.name}: ${kilobytes(file.raw)}, ${kilobytes(file.gzipped)} gzipped`);
const bundle = bundleTotal(files);
const budgetLine = `bundle: ${kilobytes(bundle.raw)} JS+CSS, ${kilobytes(bundle.gzipped)} gzipped (budget ${kilobytes(BUNDLE_BUDGET_BYTES)})`;
const overLine = `OVER BUDGET: the JS and CSS are ${kilobytes(bundle.gzipped)} gzipped, ${kilobytes(bundle.gzipped - BUNDLE_BUDGET_BYTES)} more than the budget of ${kilobytes(BUNDLE_BUDGET_BYTES)}`;
console.log(budgetLine);
if (bundle.overBudget) console.error(overLine);

// The empty page: a button whose click (or Ctrl+Z) toggles the background colour; with ?fly, a click also
// starts a 160 ms transform animation, as a move starts a card's flight in the game.
writeFileSync(
  'web-dist/bench-baseline.html',
  `<!doctype html><html><head><meta charset="utf-8"><title>baseline</title></head>
<body style="margin:0;background:#3c3"><button id="b" style="width:200px;height:120px">tap</button>
<div id="f" style="position:absolute;left:300px;top:20px;width:60px;height:90px;background:#fff"></div><script>
let on = false;
const fly = location.search.includes('fly');
const toggle = () => {
  on = !on;
  document.body.style.background = on ? '#c33' : '#3c3';
  if (fly) document.getElementById('f').animate([{ transform: 'translate(-200px, 0)' }, { transform: 'none' }], 160);
};
document.getElementById('b').addEventListener('click', toggle);
document.addEventListener('keydown', (event) => { if (event.ctrlKey && event.key === 'z') toggle(); });
</script></body></html>`,
);

const port = await freePort();
const server = await preview({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  preview: { port, strictPort: true, host: '127.0.0.1' },
});

/** Runs `act` while tracing only the input category (cheap), and returns the EventLatency records. */
const traced = async (page, act) => {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['input'] }, transferMode: 'ReportEvents' });
  await act();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  return eventLatencies(events);
};

const ms = (microseconds) => microseconds / 1000;
const median = (values) => {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
};
const p95 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))];
};
const figure = (records) => {
  const totals = records.map((record) => ms(record.end - record.start));
  const under = totals.filter((total) => total < FRAME_MS).length;
  return `median ${median(totals).toFixed(1)} ms, p95 ${p95(totals).toFixed(1)} ms, max ${Math.max(...totals).toFixed(1)} ms, ${under} of ${totals.length} under ${FRAME_MS} ms`;
};

/** Where the time of the median record goes, stage by stage (medians of each stage). */
const breakdown = (records) => {
  const parts = records.map((record) => {
    const { stages } = record;
    const handler = stages.RendererMainProcessing;
    const commit = stages.Commit;
    const submit = stages.SubmitCompositorFrameToPresentationCompositorFrame;
    const draw = stages.StartDrawToSwapStart;
    const waitStages = [stages.RendererMainFinishedToBeginImplFrame, stages.BeginImplFrameToSendBeginMainFrame];
    const wait = waitStages.reduce((sum, stage) => sum + (stage ? stage.end - stage.begin : 0), 0);
    if (!handler || !commit || !draw) return undefined;
    return {
      toMain: handler.begin - record.start,
      handler: handler.end - handler.begin,
      wait,
      mainFrame: commit.begin - handler.end - wait,
      raster: submit.begin - commit.begin,
      displayWait: draw.begin - submit.begin,
      draw: record.end - draw.begin,
    };
  });
  const known = parts.filter(Boolean);
  // DEBUG=1 also prints the five slowest moves, stage by stage.
  if (process.env.DEBUG) {
    const sum = (part) => Object.values(part).reduce((a, b) => a + b);
    for (const part of [...known].sort((a, b) => sum(b) - sum(a)).slice(0, 5))
      console.log(
        `      slow: ${Object.entries(part)
          .map(([name, value]) => `${name} ${ms(value).toFixed(1)}`)
          .join(', ')}`,
      );
  }
  const at = (name) => ms(median(known.map((part) => part[name]))).toFixed(1);
  return (
    `input to main thread ${at('toMain')}, handler ${at('handler')}, wait for BeginFrame ${at('wait')}, ` +
    `main-thread frame ${at('mainFrame')}, commit+raster+activate ${at('raster')}, ` +
    `until the display draws ${at('displayWait')}, display draw+swap ${at('draw')} ms`
  );
};

const taps = async (page, selector, quick) => {
  const box = await page.locator(selector).boundingBox();
  const records = await traced(page, async () => {
    for (let move = 0; move < MOVES; move++) {
      await pause(page, quick);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    }
    await pause(page, false);
  });
  // A tap acts on the click that the mouse-up dispatches: the mouse-up's record covers it.
  return records.filter((record) => record.type === 'MOUSE_RELEASED');
};

const undos = async (page) => {
  await page.keyboard.down('Control');
  const records = await traced(page, async () => {
    for (let move = 0; move < MOVES; move++) {
      await pause(page, false);
      await page.keyboard.press('z');
    }
    await pause(page, false);
  });
  await page.keyboard.up('Control');
  return records.filter((record) => /KEY/.test(record.type) && !/UP|RELEASED/.test(record.type));
};

const openGame = async (browser) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`http://127.0.0.1:${port}/#/alhambra/standard/1`);
  await page.waitForSelector('[data-pile="stock"] .card');
  await page.evaluate(() => {
    window.slowEvents = [];
    // The browser's Event Timing: input to next paint, rounded to 8 ms, reported from 16 ms up.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.slowEvents.push(entry.name);
    }).observe({ type: 'event', durationThreshold: 16 });
  });
  return page;
};
const openBaseline = async (browser, fly) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`http://127.0.0.1:${port}/bench-baseline.html${fly ? '?fly' : ''}`);
  return page;
};
const frameInterval = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        let frames = 0;
        const started = performance.now();
        const next = () => (++frames < 60 ? requestAnimationFrame(next) : resolve((performance.now() - started) / 60));
        requestAnimationFrame(next);
      }),
  );

const launch = (extra = []) =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: [...STANDARD_FLAGS, ...extra] });

let browser = await launch();
try {
  console.log(`input to presentation (Chromium's EventLatency trace events), ${MOVES} moves each, standard flags:`);
  const game = await openGame(browser);
  const gameTaps = await taps(game, '[data-pile="stock"]', false);
  const gameUndos = await undos(game);
  const timings = await game.evaluate(() => window.patienceTimings ?? []);
  const slow = await game.evaluate(() => window.slowEvents);
  const quick = await openGame(browser);
  const quickTaps = await taps(quick, '[data-pile="stock"]', true);
  const baseline = await openBaseline(browser, false);
  const baseTaps = await taps(baseline, '#b', false);
  const baseKeys = await undos(baseline);
  const baseQuick = await taps(baseline, '#b', true);
  const flying = await openBaseline(browser, true);
  const flyingQuick = await taps(flying, '#b', true);
  const flyingRest = await taps(flying, '#b', false);

  console.log(`  tap on the stock, at rest:          ${figure(gameTaps)}`);
  console.log(`    baseline (empty page), at rest:   ${figure(baseTaps)}`);
  console.log(`    baseline (page with a 160 ms flight per tap), at rest: ${figure(flyingRest)}`);
  console.log(`  Ctrl+Z, at rest:                    ${figure(gameUndos)}`);
  console.log(`    baseline (empty page), at rest:   ${figure(baseKeys)}`);
  console.log(`  tap in quick succession:            ${figure(quickTaps)}`);
  console.log(`    baseline (empty page):            ${figure(baseQuick)}`);
  console.log(`    baseline (page with a 160 ms flight per tap): ${figure(flyingQuick)}`);
  console.log(`  where a tap at rest spends it (medians): ${breakdown(gameTaps)}`);
  console.log(`    baseline (empty page):                   ${breakdown(baseTaps)}`);
  console.log(`  where a quick tap spends it (medians):  ${breakdown(quickTaps)}`);
  const count = (name) => slow.filter((entry) => entry === name).length;
  console.log(
    `  Event Timing (input to next paint, rounded to 8 ms; 16 means 12 ms or more): ${count('click')} of ${MOVES} ` +
      `clicks and ${count('keydown')} of ${MOVES} keydowns at 16 ms or more`,
  );
  const renders = timings.map(({ renderMs }) => renderMs).sort((a, b) => a - b);
  console.log(
    `  redraw per move (our code, in the frame): median ${median(renders).toFixed(1)} ms, max ${renders[renders.length - 1].toFixed(1)} ms`,
  );
  await benchSolver({
    browser,
    url: `http://127.0.0.1:${port}/`,
    traced,
    figure,
    breakdown,
    taps,
    argv: process.argv.slice(2),
  });
  await browser.close();

  browser = await launch(UNTHROTTLED_FLAGS);
  const free = await openGame(browser);
  const interval = await frameInterval(free);
  const freeTaps = await taps(free, '[data-pile="stock"]', false);
  const freeBaseline = await openBaseline(browser, false);
  const freeBaseTaps = await taps(freeBaseline, '#b', false);
  console.log(`with ${UNTHROTTLED_FLAGS.join(' ')} (not the headline; a frame still every ${interval.toFixed(1)} ms):`);
  console.log(`  tap on the stock, at rest:          ${figure(freeTaps)}`);
  console.log(`    baseline (empty page), at rest:   ${figure(freeBaseTaps)}`);
} finally {
  await browser.close();
  await server.close();
  rmSync('web-dist/bench-baseline.html', { force: true });
}
if (bundle.overBudget) {
  // Said again at the end, where it cannot scroll out of sight.
  console.error(overLine);
  process.exitCode = 1;
}
