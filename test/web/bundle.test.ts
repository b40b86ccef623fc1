import { existsSync } from 'node:fs';
import { expect, test } from 'vitest';
import {
  BUNDLE_BUDGET_BYTES,
  bundleTotal,
  kilobytes,
  measureFiles,
  siteScriptsAndStyles,
} from '../../scripts/bundle-size.mjs';
import { baseUrl, useBrowser } from './helpers.js';

// The global setup has just built the site here and serves it.
const SITE = 'web-dist';

const browser = useBrowser();

test('the JS and CSS a first visit loads, the service worker’s precache included, are within 100 KB gzipped', async () => {
  // Service workers on: on a first visit the worker fetches the rest of the site (the hint worker) for offline play.
  const context = await browser().newContext({ reducedMotion: 'reduce' });
  const loaded = new Set<string>();
  const wasm = new Set<string>();
  const site = new URL(baseUrl());
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === site.origin && url.pathname.endsWith('.wasm')) wasm.add(url.pathname);
    if (url.origin === site.origin && /\.(?:js|css)$/.test(url.pathname))
      loaded.add(url.pathname.slice(site.pathname.length));
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}#/alhambra/standard/1`);
  await page.waitForSelector('.pile');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.close();
  const names = [...loaded].sort();
  // The page's script and style sheet, the service worker, and the hint worker it precaches.
  expect(names.filter((name) => name.endsWith('.css'))).toHaveLength(1);
  expect(names).toContain('sw.js');
  expect(names.some((name) => /^assets\/index-.*\.js$/.test(name))).toBe(true);
  expect(names.some((name) => /^assets\/hint-worker-.*\.js$/.test(name))).toBe(true);
  // CaDiCaL's WebAssembly (not JS or CSS: outside the budget) is kept too, so the solver proves losses offline.
  expect([...wasm].some((name) => /\/assets\/cadical-.*\.wasm$/.test(name))).toBe(true);
  for (const name of names) expect(existsSync(`${SITE}/${name}`), `${name} is a file of the build`).toBe(true);
  const total = bundleTotal(measureFiles(SITE, names));
  expect(total.gzipped, `${kilobytes(total.gzipped)} gzipped`).toBeLessThanOrEqual(BUNDLE_BUDGET_BYTES);
});

test('every JS and CSS file of the build together is within 100 KB gzipped', () => {
  const files = measureFiles(SITE, siteScriptsAndStyles(SITE));
  expect(files.length).toBeGreaterThanOrEqual(4);
  const total = bundleTotal(files);
  expect(total.overBudget).toBe(false);
  expect(total.gzipped, `${kilobytes(total.gzipped)} gzipped`).toBeLessThanOrEqual(BUNDLE_BUDGET_BYTES);
});
