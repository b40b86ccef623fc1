// The gallery: every game at the three sizes, light and dark, English and German, at its start; games under way; the
// settings of the looks (fanned reserve, card backs, felts); the statistics on a phone. Pictures go to screenshots/,
// named <game>-<variant>/<width>x<height>-<theme>-<language>[-<what>].png. Run with `npm run screenshots`.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { GAME_VARIANTS, type GameVariant } from '../src/games/ids.js';
import { baseUrl, importRecord, midGameRecord, openPage, useBrowser } from '../test/web/helpers.js';
import type { Settings } from '../web/src/model/settings.js';

const browser = useBrowser();
const FOLDER = 'screenshots';
const DEAL = 2n;
const UNDER_WAY = 20;

const SIZES = [
  { width: 360, height: 740 },
  { width: 740, height: 360 },
  { width: 1440, height: 900 },
] as const;
const THEMES = ['light', 'dark'] as const;
const LANGUAGES = ['en', 'de'] as const;

type Looks = Partial<Omit<Settings, 'theme'>>;

/** A page of the given size and scheme whose saved settings are `settings` (a reload applies them). */
const open = async (size: (typeof SIZES)[number], theme: 'light' | 'dark', settings: Looks) => {
  const opened = await openPage(browser(), '#/king-albert/standard/1', { viewport: size, colorScheme: theme });
  await opened.page.evaluate((saved) => {
    localStorage.clear();
    localStorage.setItem('patience.settings', JSON.stringify({ schema: 1, settings: saved }));
  }, settings);
  await opened.page.reload();
  await opened.page.waitForSelector('.pile');
  return opened;
};

/** Shows a numbered deal at its start, or after some moves (imported, as a player would). */
const show = async (page: Page, kind: GameVariant, moves: number): Promise<void> => {
  if (moves === 0) await page.goto(`${baseUrl()}#/${kind.game}/${kind.variant}/${DEAL}`);
  else {
    await importRecord(page, midGameRecord(kind, DEAL, moves));
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog.menu')?.open);
  }
  await page.waitForSelector(`.board[data-game="${kind.game}"][data-variant="${kind.variant}"]`);
  await page.waitForFunction(() => document.documentElement.classList.contains('figures'));
  await page.evaluate(() => {
    document.querySelector('.toast')?.classList.remove('shown');
    for (const notice of document.querySelectorAll('.notice')) notice.remove();
  });
};

const shoot = async (page: Page, kind: GameVariant | string, name: string): Promise<void> => {
  const folder = typeof kind === 'string' ? `${FOLDER}/${kind}` : `${FOLDER}/${kind.game}-${kind.variant}`;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: `${folder}/${name}.png` });
};

const sizeName = (size: (typeof SIZES)[number]): string => `${size.width}x${size.height}`;

test('every game at its start and under way: three sizes, both themes, both languages', async () => {
  for (const size of SIZES)
    for (const theme of THEMES)
      for (const language of LANGUAGES) {
        const { context, page, errors } = await open(size, theme, { language });
        for (const kind of GAME_VARIANTS) {
          await show(page, kind, 0);
          await shoot(page, kind, `${sizeName(size)}-${theme}-${language}`);
          await show(page, kind, UNDER_WAY);
          await shoot(page, kind, `${sizeName(size)}-${theme}-${language}-under-way`);
        }
        expect(errors).toEqual([]);
        await context.close();
      }
});

test('the looks one can choose: the fanned reserve, every card back and felt', async () => {
  const alhambras = GAME_VARIANTS.filter((kind) => kind.game === 'alhambra');
  for (const size of SIZES)
    for (const theme of THEMES) {
      const { context, page } = await open(size, theme, { reserveFanned: true });
      for (const kind of alhambras) {
        await show(page, kind, UNDER_WAY);
        await shoot(page, kind, `${sizeName(size)}-${theme}-en-under-way-reserve-fanned`);
      }
      await context.close();
    }
  const looks: Looks[] = [
    { felt: 'green', cardBack: 'lattice' },
    { felt: 'blue', cardBack: 'diamonds' },
    { felt: 'red', cardBack: 'waves' },
    { felt: 'grey', cardBack: 'lattice', fourColour: true },
  ];
  for (const size of SIZES)
    for (const theme of THEMES)
      for (const look of looks) {
        const { context, page } = await open(size, theme, look);
        await show(page, { game: 'alhambra', variant: 'granada' }, UNDER_WAY);
        await shoot(page, 'looks', `${sizeName(size)}-${theme}-${look.felt}-felt-${look.cardBack}-back`);
        await context.close();
      }
});

test('the statistics and the settings on a phone', async () => {
  for (const theme of THEMES)
    for (const language of LANGUAGES) {
      const { context, page } = await open(SIZES[0], theme, { language });
      await page.click('.tool-menu');
      await page.locator('dialog.menu summary').nth(2).click();
      await shoot(page, 'menu', `360x740-${theme}-${language}-statistics`);
      await page.keyboard.press('Escape');
      await page.click('.tool-menu');
      await page.locator('dialog.menu summary').nth(3).click();
      await page.locator('dialog.menu select[name="felt"]').scrollIntoViewIfNeeded();
      await shoot(page, 'menu', `360x740-${theme}-${language}-settings`);
      await context.close();
    }
});
