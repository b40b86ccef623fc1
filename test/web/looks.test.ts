import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { makeRecord } from '../../src/formats/record.js';
import { GAME_VARIANTS, type GameVariant } from '../../src/games/ids.js';
import { newGame } from '../../src/games/index.js';
import { measureContrast } from './contrast.js';
import {
  baseUrl,
  chooseSettings,
  easyKingAlbert,
  importRecord,
  lostKingAlbert,
  midGameRecord,
  openPage,
  playByTaps,
  type SettingsChoice,
  screenshot,
  startRecord,
  useBrowser,
  winningLine,
} from './helpers.js';

const browser = useBrowser();

// Deal 2 of each game, at its start or after this many moves.
const DEAL = 2n;
const MID_GAME_MOVES = 20;

/** Loads a position through the menu, and waits for its board (and the end of the import's menu). */
const showPosition = async (page: Page, kind: GameVariant, moves: number): Promise<void> => {
  const record = moves === 0 ? makeRecord(newGame(dealLayout(kind, DEAL))) : midGameRecord(kind, DEAL, moves);
  await importRecord(page, record);
  await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog.menu')?.open);
  await page.waitForSelector(`.board[data-game="${kind.game}"][data-variant="${kind.variant}"]`);
  await expect.poll(() => page.locator('.status').textContent()).toContain(`${record.moves.length} move`);
  // The new game is laid out at the next frame: the picture is judged once two frames have been drawn.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
};

/** The contrast check of `scope`, with its failures as the message when there are any. */
const expectContrast = async (page: Page, scope: string, where: string): Promise<void> => {
  const report = await measureContrast(page, scope);
  expect(report.texts, `${where}: texts measured`).toBeGreaterThan(0);
  expect(report.failures, `${where}: ${JSON.stringify(report.failures, null, 1)}`).toEqual([]);
};

const THEMES = [
  { name: 'the light scheme', slug: 'light', colorScheme: 'light', theme: 'system', dark: false },
  { name: 'the dark scheme', slug: 'dark', colorScheme: 'dark', theme: 'system', dark: true },
  {
    name: 'the light setting on a dark system',
    slug: 'light-setting',
    colorScheme: 'dark',
    theme: 'light',
    dark: false,
  },
  { name: 'the dark setting on a light system', slug: 'dark-setting', colorScheme: 'light', theme: 'dark', dark: true },
] as const;

describe.each(THEMES)('WCAG AA contrast in $name', ({ slug, colorScheme, theme, dark }) => {
  const open = async (path: string): Promise<Awaited<ReturnType<typeof openPage>>> => {
    const opened = await openPage(browser(), path, { colorScheme });
    if (theme !== 'system') await chooseSettings(opened.page, { theme });
    // The theme really is the one asked for: the page's background is the dark felt green or the light grey-green.
    const background = await opened.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe(dark ? 'rgb(18, 53, 36)' : 'rgb(228, 236, 230)');
    return opened;
  };

  test.each([
    { deck: 'two-colour', fourColour: false },
    { deck: 'four-colour', fourColour: true },
  ])('every game at its start and under way, $deck deck: cards, marks, toolbar, status', async ({ fourColour }) => {
    const { context, page, errors } = await open('#/king-albert/standard/1');
    await chooseSettings(page, { fourColour });
    for (const kind of GAME_VARIANTS)
      for (const moves of [0, MID_GAME_MOVES]) {
        await showPosition(page, kind, moves);
        await expectContrast(page, 'body', `${kind.game}/${kind.variant} after ${moves} moves`);
      }
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the menu with every section open, a deal number error, and the confirmation', async () => {
    const { context, page, errors } = await open('#/alhambra/granada/2');
    // A won game first, so the statistics table has figures in it.
    const layout = easyKingAlbert('standard');
    const steps = winningLine(layout);
    await importRecord(page, { ...startRecord(layout), moves: steps.slice(0, -1).map((step) => step.token) });
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog.menu')?.open);
    await playByTaps(page, steps.slice(-1));
    await page.waitForSelector('dialog.won[open]');
    await expectContrast(page, 'dialog.won', 'the win');
    await screenshot(page, `dialog-won-${slug}`);
    await page.click('dialog.won button:has-text("Close")');
    await page.click('.tool-menu');
    await page.evaluate(() => {
      for (const details of document.querySelectorAll('dialog.menu details'))
        (details as HTMLDetailsElement).open = true;
    });
    await expectContrast(page, 'dialog.menu', 'the menu, deal number empty');
    await page.fill('#deal-input', 'abc');
    await page.click('.deal-form button[type="submit"]');
    await page.waitForSelector('.form-error:not(:empty)');
    await expectContrast(page, 'dialog.menu', 'the menu with an error');
    await screenshot(page, `dialog-menu-${slug}`);
    await page.keyboard.press('Escape');
    // A game under way, so a new deal asks first.
    await page.goto(`${baseUrl()}#/alhambra/granada/2`);
    await page.locator('[data-pile="stock"]').focus();
    await page.keyboard.press(' ');
    await expect.poll(() => page.locator('.status').textContent()).toContain('1 move');
    await page.keyboard.press('n');
    await page.waitForSelector('dialog.confirm[open]');
    await expectContrast(page, 'dialog.confirm', 'the confirmation');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a lost game, a notice and a message', async () => {
    const { context, page } = await open('#/poker/standard/1');
    await page.waitForSelector('.notice');
    await importRecord(page, startRecord(lostKingAlbert()));
    await page.waitForSelector('.lost:not([hidden])');
    await page.waitForSelector('.toast.shown');
    await expectContrast(page, 'body', 'the lost banner, the notice and the toast');
    await screenshot(page, `lost-notice-toast-${slug}`);
    await context.close();
  });
});

/** The suit colours of the cards on the table: the computed colour of each suit's rank index. */
const suitColours = (page: Page): Promise<Record<'clubs' | 'diamonds' | 'hearts' | 'spades', string>> =>
  page.evaluate(() => {
    const colour = (suit: number): string =>
      getComputedStyle(document.querySelector(`.card.suit-${suit} .rank`)!).color;
    return { clubs: colour(0), diamonds: colour(1), hearts: colour(2), spades: colour(3) };
  });

/** Which of red, green and blue is the strongest part of a computed rgb() colour, or "dark" when none stands out. */
const hue = (colour: string): string => {
  const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number) as [number, number, number];
  if (Math.max(r, g, b) < 60) return 'dark';
  return r > g && r > b ? 'red' : g > b ? 'green' : 'blue';
};

test('the four-colour deck paints diamonds blue and clubs green, and stays after a reload', async () => {
  const { context, page, errors } = await openPage(browser(), '#/king-albert/standard/1');
  const hues = async (): Promise<Record<string, string>> =>
    Object.fromEntries(Object.entries(await suitColours(page)).map(([suit, colour]) => [suit, hue(colour)]));
  const twoColours = { clubs: 'dark', diamonds: 'red', hearts: 'red', spades: 'dark' };
  const fourColours = { clubs: 'green', diamonds: 'blue', hearts: 'red', spades: 'dark' };
  expect(await hues()).toEqual(twoColours);
  const before = await suitColours(page);
  await chooseSettings(page, { fourColour: true });
  expect(await hues()).toEqual(fourColours);
  const after = await suitColours(page);
  expect(after.hearts).toBe(before.hearts);
  expect(after.spades).toBe(before.spades);
  await page.reload();
  await page.waitForSelector('.pile');
  expect(await suitColours(page)).toEqual(after);
  await page.click('.tool-menu');
  await page.locator('summary', { hasText: 'Settings' }).click();
  expect(await page.isChecked('input[name="fourColour"]')).toBe(true);
  await page.keyboard.press('Escape');
  await chooseSettings(page, { fourColour: false });
  expect(await suitColours(page)).toEqual(before);
  expect(errors).toEqual([]);
  await context.close();
});

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'phone on its side', width: 740, height: 360 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

// The default looks, and each card back, felt and reserve display at least once.
const LOOKS: readonly {
  name: string;
  colorScheme: 'light' | 'dark';
  settings: SettingsChoice;
  moves: number;
}[] = [
  { name: 'light', colorScheme: 'light', settings: {}, moves: 0 },
  { name: 'dark-blue-felt-diamonds', colorScheme: 'dark', settings: { felt: 'blue', cardBack: 'diamonds' }, moves: 0 },
  {
    name: 'light-mid-game-reserve-fanned-red-felt-waves',
    colorScheme: 'light',
    settings: { reserve: 'fanned', felt: 'red', cardBack: 'waves' },
    moves: MID_GAME_MOVES,
  },
  {
    name: 'dark-four-colour-mid-game-grey-felt',
    colorScheme: 'dark',
    settings: { fourColour: true, felt: 'grey' },
    moves: MID_GAME_MOVES,
  },
];

/** What is wrong with the table as drawn: cards off the board, a page that scrolls, marks and badges on top of others. */
const layoutProblems = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const problems: string[] = [];
    const board = document.querySelector('.board')!.getBoundingClientRect();
    const name = (element: Element): string =>
      `${element.closest('[data-pile]')?.getAttribute('data-pile')} ${element.className} “${element.textContent}”`;
    for (const element of document.querySelectorAll('.card, .pile')) {
      const rect = element.getBoundingClientRect();
      if (rect.left < board.left - 1 || rect.right > board.right + 1 || rect.bottom > board.bottom + 1)
        problems.push(`off the board: ${name(element)}`);
    }
    const page = document.scrollingElement!;
    if (page.scrollHeight > innerHeight || page.scrollWidth > innerWidth)
      problems.push(`the page scrolls: ${page.scrollWidth} × ${page.scrollHeight}`);
    // A fan steps evenly from card to card: a hole would be a card drawn twice in one place, or not at all.
    for (const pile of document.querySelectorAll('[data-pile]')) {
      const corners = [...pile.querySelectorAll(':scope > .card')].map((card) => {
        const rect = card.getBoundingClientRect();
        return rect.top + rect.left;
      });
      const steps = corners.slice(1).map((corner, index) => corner - corners[index]!);
      if (Math.max(...steps) - Math.min(...steps) > 1)
        problems.push(`a hole in the fan of ${pile.getAttribute('data-pile')}: steps ${steps.map(Math.round)}`);
    }
    // Marks and badges must not lie on each other, nor on another pile's cards.
    const labels = [...document.querySelectorAll('.direction, .pass-badge, .under-badge')];
    const cards = [...document.querySelectorAll('.card, .empty-slot')];
    const overlap = (a: DOMRect, b: DOMRect): boolean =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    for (const [index, label] of labels.entries()) {
      const rect = label.getBoundingClientRect();
      const pile = label.closest('[data-pile]');
      for (const other of labels.slice(index + 1))
        if (overlap(rect, other.getBoundingClientRect())) problems.push(`${name(label)} lies on ${name(other)}`);
      for (const card of cards)
        if (card.closest('[data-pile]') !== pile && overlap(rect, card.getBoundingClientRect()))
          problems.push(`${name(label)} lies on ${name(card)}`);
    }
    return problems;
  });

describe.each(VIEWPORTS)('screenshots on a $name', (viewport) => {
  test.each(LOOKS)('every game, $name: all on the board, nothing on top of a mark, AA contrast', async (look) => {
    const { context, page, errors } = await openPage(browser(), '#/king-albert/standard/1', {
      viewport,
      colorScheme: look.colorScheme,
    });
    if (Object.keys(look.settings).length > 0) await chooseSettings(page, look.settings);
    for (const kind of GAME_VARIANTS) {
      await showPosition(page, kind, look.moves);
      // The import's message has faded out of the picture.
      await page.evaluate(() => document.querySelector('.toast')?.classList.remove('shown'));
      const where = `${kind.game}/${kind.variant} on a ${viewport.name}, ${look.name}`;
      expect(await layoutProblems(page), where).toEqual([]);
      await expectContrast(page, 'body', where);
      await screenshot(page, `${kind.game}-${kind.variant}-${viewport.width}x${viewport.height}-${look.name}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each([
  { scheme: 'light', colorScheme: 'light' },
  { scheme: 'dark', colorScheme: 'dark' },
] as const)('felts and card backs in the $scheme scheme', ({ colorScheme }) => {
  test('every felt keeps AA contrast, and the felt and back chosen stay after a reload', async () => {
    const { context, page, errors } = await openPage(browser(), '#/alhambra/granada/2', { colorScheme });
    const felts = ['green', 'blue', 'red', 'grey'] as const;
    const backs = ['lattice', 'diamonds', 'waves', 'lattice'] as const;
    const backgrounds = new Set<string>();
    for (const [index, felt] of felts.entries()) {
      await chooseSettings(page, { felt, cardBack: backs[index] });
      await expectContrast(page, 'body', `the ${felt} felt`);
      backgrounds.add(await page.evaluate(() => getComputedStyle(document.querySelector('.board')!).backgroundImage));
      expect(await page.evaluate(() => document.querySelector('.card.back') !== null)).toBe(true);
    }
    // Four felts, four different tables.
    expect(backgrounds.size).toBe(4);
    const back = (): Promise<string> =>
      page.evaluate(() => getComputedStyle(document.querySelector('.card.back')!).backgroundColor);
    await chooseSettings(page, { felt: 'red', cardBack: 'waves' });
    const waves = await back();
    await page.reload();
    await page.waitForSelector('.pile');
    expect(await page.evaluate(() => document.documentElement.dataset.felt)).toBe('red');
    expect(await back()).toBe(waves);
    await chooseSettings(page, { cardBack: 'diamonds' });
    expect(await back()).not.toBe(waves);
    expect(errors).toEqual([]);
    await context.close();
  });
});
