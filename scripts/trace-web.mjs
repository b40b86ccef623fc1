// Records a Chrome trace of taps on the stock (standard headless flags) into test-artifacts/tap-trace.json, for
// Perfetto or chrome://tracing, and prints each tap's path from input to presentation, stage by stage.
// `node scripts/trace-web.mjs [--quick] [taps]`: at rest by default; --quick for taps 80–97 ms apart, while the
// last card is still in flight.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { eventLatencies, pause, STANDARD_FLAGS } from './event-latency.mjs';

const quick = process.argv.includes('--quick');
const taps = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 10);
const CATEGORIES = [
  'input',
  'benchmark',
  'cc',
  'viz',
  'blink',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
];

process.env.NODE_ENV = 'production';
await build({ configFile: 'vite.config.ts', logLevel: 'warn', mode: 'production' });
const port = 8000 + Math.floor(Math.random() * 1000);
const server = await preview({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  preview: { port, strictPort: true, host: '127.0.0.1' },
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: STANDARD_FLAGS,
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`http://127.0.0.1:${port}/#/alhambra/standard/1`);
  await page.waitForSelector('[data-pile="stock"] .card');
  const box = await page.locator('[data-pile="stock"]').boundingBox();
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  for (let tap = 0; tap < taps; tap++) {
    await pause(page, quick);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
  await page.waitForTimeout(300);
  await cdp.send('Tracing.end');
  await complete;
  mkdirSync('test-artifacts', { recursive: true });
  writeFileSync('test-artifacts/tap-trace.json', JSON.stringify({ traceEvents: events }));
  console.log(`${taps} taps ${quick ? 'in quick succession' : 'at rest'}; trace in test-artifacts/tap-trace.json`);

  const ms = (microseconds) => (microseconds / 1000).toFixed(1);
  for (const record of eventLatencies(events).filter((record) => record.type === 'MOUSE_RELEASED')) {
    const stages = Object.entries(record.stages)
      .sort((a, b) => a[1].begin - b[1].begin)
      .filter(([, stage]) => stage.end - stage.begin >= 300)
      .map(([name, stage]) => `${name} ${ms(stage.end - stage.begin)}`);
    // The display compositor draws at each vsync; a frame that arrives after it drew waits for the next vsync.
    const held = record.stages.ReceiveCompositorFrameToStartDraw;
    const wait = held ? held.end - held.begin : 0;
    const display = wait < 1000 ? 'drawn on arrival' : `arrived after the vsync's draw, held ${ms(wait)} ms`;
    console.log(`  ${ms(record.end - record.start)} ms: ${stages.join(', ')}; ${display}`);
  }
} finally {
  await browser.close();
  await server.close();
}
