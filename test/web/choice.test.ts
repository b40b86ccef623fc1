import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  easyAlhambra,
  importRecord,
  openPage,
  pilePoints,
  startRecord,
  statusText,
  useBrowser,
  winningLine,
} from './helpers.js';

const browser = useBrowser();

// The prompt shows in the toast, which is a live region too.
const prompt = async (page: Page): Promise<string> => (await page.locator('.toast[aria-live]').textContent()) ?? '';
const choices = (page: Page): Promise<string[]> =>
  page.locator('.pile.choice').evaluateAll((piles) => piles.map((pile) => (pile as HTMLElement).dataset.pile ?? ''));
const cardsIn = (page: Page, pile: string): Promise<number> => page.locator(`[data-pile="${pile}"] .card`).count();

const click = async (page: Page, pile: string, double = false): Promise<void> => {
  const points = await pilePoints(page, pile, pile);
  if (double) await page.mouse.dblclick(points.from.x, points.from.y);
  else await page.mouse.click(points.from.x, points.from.y);
};

describe('a tap with several good places lets the player pick', () => {
  // The deals' first positions, found by trying numbered deals (the same ones as in test/web-state/state.test.ts).
  test.each([
    {
      name: 'King Albert deal 9: reserve 3 to column 4 or 5',
      path: '#/king-albert/standard/9',
      turns: 0,
      from: 'r2',
      places: ['c3', 'c4'],
      pick: 'c4',
    },
    {
      name: 'Granada deal 8: reserve 1 to waste 1 or 3',
      path: '#/alhambra/granada/8',
      turns: 1,
      from: 'r0',
      places: ['w0', 'w2'],
      pick: 'w2',
    },
  ])('$name', async ({ path, turns, from, places, pick }) => {
    const { context, page, errors } = await openPage(browser(), path);
    for (let turn = 0; turn < turns; turn++) await click(page, 'stock');
    await expect.poll(() => statusText(page)).toContain(`${turns} move`);
    const before = await cardsIn(page, pick);
    await click(page, from);
    await expect.poll(() => choices(page)).toEqual(places);
    expect(await prompt(page)).toMatch(/fits 2 places: choose one\.$/);
    expect(await statusText(page)).toContain(`${turns} move`);
    await click(page, pick);
    await expect.poll(() => statusText(page)).toContain(`${turns + 1} move`);
    expect(await cardsIn(page, pick)).toBe(before + 1);
    expect(await choices(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a double-click on a card that fits both foundations keeps the choice open', async () => {
    const { context, page, errors } = await openPage(browser(), '#/alhambra/standard/1');
    const layout = easyAlhambra('standard');
    await importRecord(page, startRecord(layout));
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog.menu')?.open);
    const line = winningLine(layout);
    const at = line.findIndex((step) => step.choose);
    for (const step of line.slice(0, at)) await click(page, step.from);
    await expect.poll(() => statusText(page)).toContain(`${at} moves`);
    const step = line[at]!;
    await click(page, step.from, true);
    await expect.poll(() => choices(page)).toHaveLength(2);
    expect(await prompt(page)).toMatch(/fits both foundations: choose one\.$/);
    await page.waitForTimeout(150);
    expect(await choices(page)).toHaveLength(2);
    await click(page, step.to);
    await expect.poll(() => statusText(page)).toContain(`${at + 1} moves`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
