// Web game benchmark: builds the site, serves it, opens Chromium, and prints the gzipped size of all JS and CSS
// and the latency of a move, from the input event to the frame that shows it being painted.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';

const BUDGET_BYTES = 100 * 1024;
const FRAME_MS = 16;

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

const assets = 'web-dist/assets';
let raw = 0;
let gzipped = 0;
for (const name of readdirSync(assets).filter((file) => /\.(js|css)$/.test(file))) {
  const bytes = readFileSync(join(assets, name));
  const packed = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzipped += packed;
  console.log(`  ${name}: ${(bytes.length / 1024).toFixed(1)} KB, ${(packed / 1024).toFixed(1)} KB gzipped`);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`bundle: ${kb(raw)} JS+CSS, ${kb(gzipped)} gzipped (budget ${kb(BUDGET_BYTES)})`);

const port = await freePort();
const server = await preview({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  preview: { port, strictPort: true, host: '127.0.0.1' },
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`http://127.0.0.1:${port}/#/alhambra/standard/1`);
  await page.waitForSelector('[data-pile="stock"] .card');
  // The browser's own Event Timing measures input to the next paint; it reports only events of 16 ms or more.
  await page.evaluate(() => {
    window.slowEvents = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.slowEvents.push({ name: entry.name, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16 });
  });
  const stock = await page.locator('[data-pile="stock"]').boundingBox();
  const settle = () =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // Turns by tapping the stock, then undo by keyboard: every one redraws stock, waste and status.
  for (let turn = 0; turn < 60; turn++) {
    await page.mouse.click(stock.x + stock.width / 2, stock.y + stock.height / 2);
    await settle();
  }
  for (let undo = 0; undo < 60; undo++) {
    await page.keyboard.press('Control+z');
    await settle();
  }
  const timings = await page.evaluate(() => window.patienceTimings ?? []);
  const latencies = timings.map(({ input, painted }) => painted - input).sort((a, b) => a - b);
  const at = (fraction) => latencies[Math.min(latencies.length - 1, Math.floor(fraction * latencies.length))] ?? NaN;
  console.log(
    `move latency (input to painted frame, ${latencies.length} moves): median ${at(0.5).toFixed(1)} ms, ` +
      `p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms (one frame is ${FRAME_MS} ms)`,
  );
  const slow = await page.evaluate(() => window.slowEvents);
  // 60 moves are taps (pointerup, then click) and 60 are Ctrl+Z (a keydown for Control and one for Z).
  const slowCount = (name) => slow.filter((entry) => entry.name === name).length;
  console.log(
    `Event Timing (the browser's input-to-next-paint, 16 ms or more): ${slowCount('click')} of 60 clicks, ` +
      `${slowCount('keydown')} of 120 keydowns; longest ${Math.max(0, ...slow.map((entry) => entry.duration))} ms`,
  );
  const renders = timings.map(({ renderMs }) => renderMs).sort((a, b) => a - b);
  console.log(
    `redraw per move: median ${renders[Math.floor(renders.length / 2)].toFixed(1)} ms, max ${renders[renders.length - 1].toFixed(1)} ms`,
  );
  const work = await page.evaluate(() => {
    const stockPile = document.querySelector('[data-pile="stock"]');
    const init = { bubbles: true, button: 0, pointerId: 9, detail: 1 };
    const started = performance.now();
    stockPile.dispatchEvent(new PointerEvent('pointerdown', init));
    stockPile.dispatchEvent(new PointerEvent('pointerup', init));
    stockPile.dispatchEvent(new MouseEvent('click', init));
    return new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now() - started)));
  });
  console.log(`one turn, from the tap to the start of the frame that draws it: ${work.toFixed(1)} ms`);
} finally {
  await browser.close();
  await server.close();
}
