import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, test } from 'vitest';
import { openPage, useBrowser } from './helpers.js';

const browser = useBrowser();

/** How many piles of each kind a game shows, by pile id prefix. */
const pileCount = { c: 0, r: 0, w: 0, f: 0, a: 0, k: 0 };

describe('the game chooser', () => {
  test.each([
    { kind: 'alhambra/granada', piles: { ...pileCount, r: 8, w: 4, a: 4, k: 4 } },
    { kind: 'king-albert/raglan', piles: { ...pileCount, c: 9, r: 6, f: 4 } },
    { kind: 'alhambra/reinforcement', piles: { ...pileCount, r: 4, w: 1, a: 4, k: 4 } },
    { kind: 'alhambra/any-suit', piles: { ...pileCount, r: 8, w: 1, a: 4, k: 4 } },
    { kind: 'alhambra/standard', piles: { ...pileCount, r: 8, w: 1, a: 4, k: 4 } },
    { kind: 'king-albert/standard', piles: { ...pileCount, c: 9, r: 7, f: 4 } },
  ])('choosing $kind deals it, names it in the address and lays out its piles', async ({ kind, piles }) => {
    const start = kind === 'king-albert/standard' ? '#/alhambra/standard/5' : '#/king-albert/standard/5';
    const { context, page, errors } = await openPage(browser(), start);
    await page.click('.tool-menu');
    const choice = page.locator(`.game-choice[data-kind="${kind}"]`);
    // Each choice has its title and a short description.
    expect((await choice.locator('strong').textContent())?.length).toBeGreaterThan(3);
    expect((await choice.locator('span').textContent())?.length).toBeGreaterThan(10);
    await choice.click();
    const [game, variant] = kind.split('/');
    await page.waitForSelector(`.board[data-variant="${variant}"]`);
    await expect.poll(() => page.evaluate(() => location.hash)).toMatch(new RegExp(`^#/${game}/${variant}/\\d+$`));
    const shown = await page
      .locator('[data-pile]')
      .evaluateAll((elements) => elements.map((element) => (element as HTMLElement).dataset.pile ?? ''));
    const counts = { ...pileCount };
    for (const id of shown) {
      const prefix = id[0] as keyof typeof pileCount;
      if (prefix in counts && /^[a-z]\d+$/.test(id)) counts[prefix]++;
    }
    expect(counts).toEqual(piles);
    expect(shown.includes('stock')).toBe(game === 'alhambra');
    expect(errors).toEqual([]);
    await context.close();
  });
});

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('npm start', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    // The whole group: npm, vite and its children.
    if (child?.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  });

  test('builds the game, serves it on the PORT given and prints the address', async () => {
    const port = await freePort();
    // As a player runs it: Vitest's NODE_ENV=test would make Vite build a development bundle over the tested one.
    const { NODE_ENV: _, ...env } = process.env;
    child = spawn('npm', ['start'], { env: { ...env, PORT: String(port) }, detached: true });
    let output = '';
    const address = `http://localhost:${port}/`;
    await new Promise<void>((resolve, reject) => {
      // Below the test's own time-out, so a failure shows what npm start printed.
      const timer = setTimeout(() => reject(new Error(`npm start printed no address:\n${output}`)), 100_000);
      const listen = (chunk: Buffer): void => {
        // Colours are on where CI is set (picocolors), and Vite bolds the port inside the address.
        output += stripVTControlCharacters(chunk.toString());
        if (output.includes(address)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child?.stdout?.on('data', listen);
      child?.stderr?.on('data', listen);
      child?.on('exit', (code) => reject(new Error(`npm start ended (${code}):\n${output}`)));
    });
    const response = await fetch(address);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="app">');
    const context = await browser().newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${address}#/alhambra/standard/12345`);
    await page.waitForSelector('.board[data-variant="standard"]');
    expect(await page.evaluate(() => location.hash)).toBe('#/alhambra/standard/12345');
    await context.close();
  });
});
