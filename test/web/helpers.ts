import { mkdirSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { describeError } from '../../src/formats/messages.js';
import { makeRecord, type RecordJson } from '../../src/formats/record.js';
import type { GameVariant } from '../../src/games/ids.js';
import { newGame } from '../../src/games/index.js';
import type { Move } from '../../src/games/types.js';
import { cardOfMove } from '../../web/src/model/piles.js';
import type { Step } from '../web-state/layouts.js';
import CHROMIUM_FLAGS from './chromium-flags.json' with { type: 'json' };

export { easyAlhambra, easyKingAlbert, lostKingAlbert, startRecord, winningLine } from '../web-state/layouts.js';

/** Chromium as the tests run it. */
const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });

/** One Chromium for a test file: launched before its tests, closed after them; call the result for the browser. */
export const useBrowser = (): (() => Browser) => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (browser === undefined) throw new Error('the browser is used before the tests start');
    return browser;
  };
};

/** The status line's text (cards home, moves, time). */
export const statusText = async (page: Page): Promise<string> => (await page.locator('.status').textContent()) ?? '';

/** The address of the served site. */
export const baseUrl = (): string => inject('baseUrl');

/** How a page is opened: the window's size, the system's colour scheme and its reduced-motion preference. */
export interface PageOptions {
  readonly viewport?: { readonly width: number; readonly height: number };
  readonly colorScheme?: 'light' | 'dark';
  readonly reducedMotion?: 'reduce' | 'no-preference';
}

/**
 * A fresh page (empty storage); page errors fail the test. Unless told otherwise: 1280 × 800, the light scheme, and
 * reduced motion, so positions are final at once.
 */
export const openPage = async (
  browser: Browser,
  path = '',
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> => {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'reduce',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForSelector('.pile');
  return { context, page, errors };
};

/** Loads a record through the menu's Import button, as a player would. */
export const importRecord = async (page: Page, record: unknown, name = 'game.json'): Promise<void> => {
  if ((await page.locator('dialog.menu[open]').count()) === 0) await page.click('.tool-menu');
  await page.locator('summary', { hasText: 'Import / export' }).click();
  await page.setInputFiles('.import-input', {
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(typeof record === 'string' ? record : JSON.stringify(record)),
  });
};

/** The settings a test can change through the menu, as a player would; left out means left as it is. */
export interface SettingsChoice {
  readonly fourColour?: boolean;
  readonly autoplay?: boolean;
  readonly theme?: 'system' | 'light' | 'dark';
  readonly cardBack?: 'lattice' | 'diamonds' | 'waves';
  readonly felt?: 'green' | 'blue' | 'red' | 'grey';
  readonly reserve?: 'squared' | 'fanned';
}

/** Opens the menu's Settings, changes them, and closes the menu again. */
export const chooseSettings = async (page: Page, choice: SettingsChoice): Promise<void> => {
  await page.click('.tool-menu');
  await page.locator('summary', { hasText: 'Settings' }).click();
  if (choice.fourColour !== undefined) await page.setChecked('input[name="fourColour"]', choice.fourColour);
  if (choice.autoplay !== undefined) await page.setChecked('input[name="autoplay"]', choice.autoplay);
  if (choice.theme !== undefined) await page.selectOption('select[name="theme"]', choice.theme);
  if (choice.cardBack !== undefined) await page.selectOption('select[name="cardBack"]', choice.cardBack);
  if (choice.felt !== undefined) await page.selectOption('select[name="felt"]', choice.felt);
  if (choice.reserve !== undefined) await page.selectOption('select[name="reserveFanned"]', choice.reserve);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog.menu')?.open);
};

const HOME = new Set(['foundation', 'ace', 'king']);

/**
 * A numbered deal after some plausible moves, for pictures of a game under way: a card home when one can go, else
 * a card that has not moved yet onto another pile, else a turn of the stock.
 */
export const midGameRecord = (kind: GameVariant, deal: bigint, moves: number): RecordJson => {
  const game = newGame(dealLayout(kind, deal));
  const moved = new Set<number>();
  while (game.moveCount < moves && game.status() === 'playing') {
    const legal = game.legalMoves();
    const move: Move | undefined =
      legal.find((candidate) => candidate.type === 'transfer' && HOME.has(candidate.to.pile)) ??
      legal.find((candidate) => candidate.type === 'transfer' && !moved.has(cardOfMove(game, candidate)!)) ??
      legal.find((candidate) => candidate.type !== 'transfer');
    if (!move) break;
    if (move.type === 'transfer') moved.add(cardOfMove(game, move)!);
    const played = game.play(move);
    if (!played.ok) throw new Error(describeError(played.error));
  }
  return makeRecord(game);
};

interface Box {
  readonly x: number;
  readonly y: number;
}

/** After the next frame is drawn: the centre of a pile's top card (or the pile) and of another pile's drop point. */
export const pilePoints = (page: Page, from: string, to: string): Promise<{ from: Box; to: Box }> =>
  page.evaluate(
    async ([fromId, toId]) => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const centre = (id: string): { x: number; y: number } => {
        const pile = document.querySelector(`[data-pile="${id}"]`)!;
        const cards = pile.querySelectorAll('.card');
        const target = cards.length > 0 ? cards[cards.length - 1]! : pile;
        const rect = target.getBoundingClientRect();
        return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
      };
      return { from: centre(fromId), to: centre(toId) };
    },
    [from, to] as const,
  );

/** Plays a line by tapping: one tap per move, a second tap on the chosen foundation when the tap offers two. */
export const playByTaps = async (page: Page, steps: readonly Step[]): Promise<void> => {
  for (const step of steps) {
    const points = await pilePoints(page, step.from, step.to);
    await page.mouse.click(points.from.x, points.from.y);
    if (step.choose) {
      const again = await pilePoints(page, step.to, step.to);
      await page.waitForSelector(`[data-pile="${step.to}"].choice`);
      await page.mouse.click(again.to.x, again.to.y);
    }
  }
};

/** Plays a line by dragging each card onto its pile (turns and redeals are taps on the stock). */
export const playByDrags = async (page: Page, steps: readonly Step[]): Promise<void> => {
  for (const [index, step] of steps.entries()) {
    const points = await pilePoints(page, step.from, step.to);
    if (step.from === 'stock') {
      await page.mouse.click(points.from.x, points.from.y);
      continue;
    }
    await page.mouse.move(points.from.x, points.from.y);
    await page.mouse.down();
    await page.mouse.move(points.from.x + 8, points.from.y + 8);
    await page.mouse.move(points.to.x, points.to.y);
    // While a card is dragged its legal targets glow (checked on the first moves, to keep the run short).
    if (index < 3) await page.waitForSelector(`[data-pile="${step.to}"].target`, { timeout: 2000 });
    await page.mouse.up();
  }
};

/** Saves a screenshot under test-artifacts/. */
export const screenshot = async (page: Page, name: string): Promise<void> => {
  mkdirSync('test-artifacts', { recursive: true });
  await page.screenshot({ path: `test-artifacts/${name}.png` });
};

/** The statistics row of a game in the win dialog, as text cells. */
export const statsRow = (page: Page, kind: GameVariant): Promise<string[]> =>
  page.locator(`dialog.won tr[data-kind="${kind.game}/${kind.variant}"] td`).allTextContents();
