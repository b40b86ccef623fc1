import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { openPage, useBrowser } from './helpers.js';

const browser = useBrowser();

/** Opens the Settings and picks a language ('' follows the browser()); the page reloads in it. */
const chooseLanguage = async (page: Page, settings: string, value: string): Promise<void> => {
  await page.click('.tool-menu');
  await page.locator('summary', { hasText: settings }).click();
  await Promise.all([page.waitForEvent('load'), page.selectOption('select[name="language"]', value)]);
  await page.waitForSelector('.pile');
};

const label = (page: Page, selector: string): Promise<string | null> =>
  page.locator(selector).first().getAttribute('aria-label');

test('German, once chosen in the settings, names buttons, piles and cards, and stays after a reload', async () => {
  const { context, page, errors } = await openPage(browser(), '#/alhambra/standard/1');
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  await chooseLanguage(page, 'Settings', 'de');
  const german = async (): Promise<void> => {
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(await page.locator('.tool-undo .tool-label').textContent()).toBe('Rückgängig');
    expect(await page.locator('.tool-new').getAttribute('title')).toBe('Neues Spiel (N)');
    expect(await page.getAttribute('meta[name="description"]', 'content')).toContain('Patiencen zum Spielen');
    expect(await label(page, '[data-pile="a0"]')).toBe('Kreuz-Grundstapel ab Ass, aufwärts, oben: Kreuz-Ass');
    expect(await label(page, '[data-pile="stock"]')).toBe('Talon, noch 64 Karten, Durchgang 1/3');
    expect(await label(page, '[data-pile="r0"] .card')).toMatch(/^(Kreuz|Pik|Herz|Karo)-[A-ZÄÖÜ][a-zäöüß]+$/);
  };
  await german();
  expect(page.url()).toContain('#/alhambra/standard/1');
  await page.reload();
  await page.waitForSelector('.pile');
  await german();
  // Back to the browser()'s language (English here).
  await chooseLanguage(page, 'Einstellungen', '');
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  expect(await page.locator('.tool-undo .tool-label').textContent()).toBe('Undo');
  expect(await page.getAttribute('meta[name="description"]', 'content')).toContain('patience games to play');
  expect(errors).toEqual([]);
  await context.close();
});
