import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { baseUrl, statusText, useBrowser } from './helpers.js';

const browser = useBrowser();
// The global setup has just built the site here and serves it.
const WORKER = 'web-dist/sw.js';

/** The cache names of the page's origin. */
const cacheNames = (page: import('playwright-core').Page): Promise<string[]> => page.evaluate(() => caches.keys());

test('a new build gets a cache of its own: the old one goes, the page says so and reloads into the game it had', async () => {
  const built = readFileSync(WORKER, 'utf8');
  const name = /const CACHE = '(patience-[0-9a-f]{12})'/.exec(built)?.[1];
  expect(name, 'the build names the cache after itself').toBeDefined();
  const context = await browser().newContext({ reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl()}#/alhambra/standard/5`);
    await page.waitForSelector('.pile');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await cacheNames(page)).toEqual([name]);
    // No notice on a first visit: the worker arriving is no update.
    expect(await page.locator('.notice.update').count()).toBe(0);
    await page.locator('[data-pile="stock"]').click();
    await expect.poll(() => statusText(page)).toContain('1 move');
    // The next build: the same worker under another build's name.
    const next = 'patience-0123456789ab';
    writeFileSync(WORKER, built.replace(name!, next));
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await page.waitForSelector('.notice.update');
    expect(await page.locator('.notice.update').textContent()).toContain('A new version of Patience is ready.');
    await expect.poll(() => cacheNames(page)).toEqual([next]);
    await Promise.all([page.waitForEvent('load'), page.click('.notice.update button:has-text("Reload now")')]);
    await page.waitForSelector('.pile');
    await expect.poll(() => statusText(page)).toContain('1 move');
    expect(await page.locator('.notice.update').count()).toBe(0);
    expect(errors).toEqual([]);
  } finally {
    writeFileSync(WORKER, built);
    await context.close();
  }
});
