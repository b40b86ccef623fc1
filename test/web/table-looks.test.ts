import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { baseUrl, chooseSettings, openPage, useBrowser } from './helpers.js';

const browser = useBrowser();

/** A pile's cards as drawn (card numbers) and its spoken label. */
const pile = (page: Page, id: string): Promise<{ cards: string[]; label: string }> =>
  page.evaluate((pileId) => {
    const element = document.querySelector(`[data-pile="${pileId}"]`)!;
    return {
      cards: [...element.querySelectorAll<HTMLElement>('.card')].map((card) => card.dataset.card ?? ''),
      label: element.getAttribute('aria-label') ?? '',
    };
  }, id);

test('Alhambra’s reserve fanned shows every card, names those below the top, and stays after a reload', async () => {
  const { context, page, errors } = await openPage(browser(), '#/alhambra/standard/2');
  const squared = await pile(page, 'r0');
  expect(squared.cards).toHaveLength(1);
  expect(squared.label).toMatch(/^Reserve 1, 4 cards, top: [a-z ]+$/);
  await chooseSettings(page, { reserve: 'fanned' });
  // The setting is drawn at the next frame.
  await expect.poll(async () => (await pile(page, 'r0')).cards.length).toBe(4);
  const fanned = await pile(page, 'r0');
  expect(fanned.cards).toHaveLength(4);
  expect(fanned.cards.at(-1)).toBe(squared.cards[0]);
  // The top card, then the three below it, nearest first.
  expect(fanned.label).toMatch(/^Reserve 1, 4 cards, top: [a-z ]+, below: [a-z ]+, [a-z ]+, [a-z ]+$/);
  // Every card's corner (rank and suit) is in sight: each card lies at least a corner's height below the last.
  const tops = await page.$$eval('[data-pile="r0"] .card', (cards) =>
    cards.map((card) => {
      const rect = card.getBoundingClientRect();
      const corner = card.querySelector('.corner')!.getBoundingClientRect();
      return { top: rect.top, corner: corner.bottom - rect.top };
    }),
  );
  for (const [index, card] of tops.entries())
    if (index > 0) expect(card.top - tops[index - 1]!.top).toBeGreaterThanOrEqual(tops[index - 1]!.corner);
  await page.reload();
  await page.waitForSelector('.pile');
  await expect.poll(async () => (await pile(page, 'r0')).cards.length).toBe(4);
  expect(errors).toEqual([]);
  await context.close();
});

test('court cards show their figures, large number cards their pips, small ones a single suit', async () => {
  const { context, page, errors } = await openPage(browser(), '#/alhambra/standard/2', {
    viewport: { width: 1440, height: 900 },
  });
  await page.waitForFunction(() => document.documentElement.classList.contains('figures'));
  const faces = await page.evaluate(() => {
    const art = (card: Element | null): string => {
      const element = card?.querySelector('.art');
      if (!element || getComputedStyle(element).display === 'none' || element.getBoundingClientRect().width < 10)
        return 'not shown';
      return decodeURIComponent(getComputedStyle(element).backgroundImage);
    };
    const court = document.querySelector('.card.court');
    const letter = court?.querySelector('.court-letter');
    return {
      figure: art(court),
      letter: letter ? getComputedStyle(letter).display : 'none',
      pips: [...document.querySelectorAll<HTMLElement>('.card.number')].map((card) => ({
        rank: (Number(card.dataset.card) % 13) + 1,
        pips: art(card).match(/<use /g)?.length ?? 0,
      })),
    };
  });
  // The portrait: a framed figure with the suit at its chest.
  expect(faces.figure).toMatch(/^url\("data:image\/svg\+xml,<svg .*<rect .*<svg .*<\/svg><\/svg>"\)$/s);
  expect(faces.letter).toBe('none');
  expect(faces.pips.length).toBeGreaterThan(0);
  for (const card of faces.pips) expect(card.pips, `pips of a ${card.rank}`).toBe(card.rank);
  // A phone's King Albert: small cards keep the large index and one suit in the middle.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${baseUrl()}#/king-albert/standard/2`);
  await page.waitForSelector('.board[data-game="king-albert"]');
  const small = await page.evaluate(() => {
    const card = document.querySelector('.card.number')!;
    return {
      pips: getComputedStyle(card.querySelector('.art')!).display,
      suit: getComputedStyle(card.querySelector('.middle-suit')!).display,
    };
  });
  expect(small).toEqual({ pips: 'none', suit: 'block' });
  expect(errors).toEqual([]);
  await context.close();
});

/** The status line as a screen reader hears it: its text without what is hidden from them. */
const spokenStatus = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const line = document.querySelector('.status')!.cloneNode(true) as HTMLElement;
    for (const hidden of line.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return line.textContent ?? '';
  });

test('the status line reads as a sentence in English and German', async () => {
  const { context, page, errors } = await openPage(browser(), '#/alhambra/standard/2');
  expect(await spokenStatus(page)).toBe('Alhambra, deal #2, 8 of 104 cards home, 0 moves, time 0:00, pass 1 of 3');
  await page.click('.tool-menu');
  await page.locator('summary', { hasText: 'Settings' }).click();
  await Promise.all([page.waitForEvent('load'), page.selectOption('select[name="language"]', 'de')]);
  await page.waitForSelector('.pile');
  expect(await spokenStatus(page)).toBe(
    'Alhambra, Spiel Nr. 2, 8 von 104 Karten abgelegt, 0 Züge, Zeit 0:00, Durchgang 1 von 3',
  );
  expect(errors).toEqual([]);
  await context.close();
});

test('the statistics fit a phone’s width: every figure in sight beside its title, nothing scrolls sideways', async () => {
  const { context, page, errors } = await openPage(browser(), '#/king-albert/standard/2', {
    viewport: { width: 360, height: 740 },
  });
  await page.click('.tool-menu');
  await page.locator('summary', { hasText: 'Statistics' }).click();
  const fit = await page.evaluate(() => {
    const table = document.querySelector<HTMLElement>('dialog.menu table.stats')!;
    const dialog = document.querySelector<HTMLElement>('dialog.menu')!.getBoundingClientRect();
    const cells = [...table.querySelectorAll('td')];
    return {
      scrolls: table.scrollWidth > table.clientWidth + 1,
      outside: cells.filter((cell) => {
        const rect = cell.getBoundingClientRect();
        return rect.left < dialog.left || rect.right > dialog.right;
      }).length,
      labels: cells.map((cell) => getComputedStyle(cell, '::before').content),
    };
  });
  expect(fit.scrolls).toBe(false);
  expect(fit.outside).toBe(0);
  expect(fit.labels).toContain('"Played"');
  expect(fit.labels).toContain('"Fewest moves"');
  expect(errors).toEqual([]);
  await context.close();
});
