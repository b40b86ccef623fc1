import { mkdirSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { type Card, makeCard, makeCardFrom } from '../../src/cards.js';
import { parseLayout } from '../../src/formats/layout.js';
import { makeMove } from '../../src/formats/notation.js';
import { makeRecord, type RecordJson } from '../../src/formats/record.js';
import type { GameVariant } from '../../src/games/ids.js';
import { type AnyGame, newGame } from '../../src/games/index.js';
import type { Move } from '../../src/games/types.js';
import { cardOfMove, sourcePileId, targetPileId } from '../../web/src/piles.js';
import { bestMoves } from '../../web/src/state.js';

/** Chromium as the tests run it. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

/** The address of the served site. */
export const baseUrl = (): string => inject('baseUrl');

/** A fresh page (empty storage) with reduced motion, so positions are final at once; page errors fail the test. */
export const openPage = async (
  browser: Browser,
  path = '',
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> => {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForSelector('.pile');
  return { context, page, errors };
};

// Suits in the order Alhambra's foundations are dealt: clubs, spades, hearts, diamonds.
const SUIT_ORDER = [0, 3, 2, 1] as const;

/** A King Albert or Raglan layout whose cards all come off to the foundations in order: every column is sorted. */
export const easyKingAlbert = (variant: 'standard' | 'raglan'): RecordJson['layout'] => {
  const heights = variant === 'standard' ? [1, 2, 3, 4, 5, 6, 7, 8, 9] : [1, 2, 3, 4, 5, 6, 7, 7, 7];
  const reserveSize = variant === 'standard' ? 7 : 6;
  const order: Card[] = [];
  for (let rank = variant === 'standard' ? 0 : 1; rank < 13; rank++)
    for (const suit of SUIT_ORDER) order.push(makeCardFrom(suit, rank));
  const reserve = order.splice(0, reserveSize);
  // The next card to play is always the earliest one left, and each column shows its earliest card on top.
  const tableau = heights.map((height) => order.splice(0, height).reverse());
  const layout = {
    game: 'king-albert',
    variant,
    tableau: tableau.map((column) => column.map(makeCard)),
    reserve: reserve.map(makeCard),
    foundations: variant === 'raglan' ? SUIT_ORDER.map((suit) => makeCard(makeCardFrom(suit, 0))) : [],
  };
  checkLayout(layout);
  return layout as RecordJson['layout'];
};

/** An Alhambra-family layout whose reserve and stock come off in foundation order. */
export const easyAlhambra = (variant: 'standard' | 'any-suit' | 'granada' | 'reinforcement'): RecordJson['layout'] => {
  const card = (suit: number, rank: number): string => makeCard(makeCardFrom(suit, rank));
  const range = (from: number, to: number): number[] => {
    const ranks: number[] = [];
    for (let rank = from; from <= to ? rank <= to : rank >= to; rank += from <= to ? 1 : -1) ranks.push(rank);
    return ranks;
  };
  let reserve: string[][];
  let stock: string[];
  if (variant === 'reinforcement') {
    // Each pile holds one suit's Ace pile from 2 (on top) to King; the stock holds the King piles' cards.
    reserve = SUIT_ORDER.map((suit) => range(12, 1).map((rank) => card(suit, rank)));
    stock = SUIT_ORDER.flatMap((suit) => range(11, 0).map((rank) => card(suit, rank)));
  } else {
    // Piles bottom first: 5 4 3 2 (top 2) for each Ace pile, 9 10 J Q (top Q) for each King pile.
    reserve = [
      ...SUIT_ORDER.map((suit) => range(4, 1).map((rank) => card(suit, rank))),
      ...SUIT_ORDER.map((suit) => range(8, 11).map((rank) => card(suit, rank))),
    ];
    // Then per suit: 6 to K for the Ace pile, then 8 down to A for the King pile (the 8 first fits both).
    stock = SUIT_ORDER.flatMap((suit) => [...range(5, 12), ...range(7, 0)].map((rank) => card(suit, rank)));
  }
  const layout = { game: 'alhambra', variant, reserve, stock };
  checkLayout(layout);
  return layout as RecordJson['layout'];
};

const checkLayout = (layout: unknown): void => {
  const parsed = parseLayout(layout);
  if (!parsed.ok) throw new Error(`test layout is invalid: ${parsed.error}`);
};

/** The record file of a layout at its start. */
export const startRecord = (layout: RecordJson['layout']): RecordJson => {
  const parsed = parseLayout(layout);
  if (!parsed.ok) throw new Error(parsed.error);
  return makeRecord(newGame(parsed.value));
};

/** One step of a winning line as the UI plays it. */
export interface Step {
  readonly move: Move;
  readonly token: string;
  /** Pile to click or drag from ('stock' for turns and redeals). */
  readonly from: string;
  /** Pile the card lands on (for drags, and to pick between two foundations). */
  readonly to: string;
  /** True if a tap offers a choice of foundations, so a second tap picks `to`. */
  readonly choose: boolean;
}

/** A winning line for an easy layout: foundation moves first (the Ace pile when both fit), else turn or redeal. */
export const winningLine = (layout: RecordJson['layout']): Step[] => {
  const parsed = parseLayout(layout);
  if (!parsed.ok) throw new Error(parsed.error);
  const game: AnyGame = newGame(parsed.value);
  const steps: Step[] = [];
  while (game.status() === 'playing') {
    const legal = game.legalMoves();
    const home = legal.filter(
      (move) => move.type === 'transfer' && ['foundation', 'ace', 'king'].includes(move.to.pile),
    );
    const move =
      home.find((candidate) => candidate.type === 'transfer' && candidate.to.pile !== 'king') ??
      home[0] ??
      legal.find((candidate) => candidate.type !== 'transfer');
    if (!move) throw new Error('the easy layout got stuck');
    let step: Step;
    if (move.type === 'transfer') {
      const card = cardOfMove(game, move)!;
      const best = bestMoves(game, move.from);
      const to = targetPileId(move.to, card);
      if (!best.some((candidate) => JSON.stringify(candidate) === JSON.stringify(move)))
        throw new Error(`a tap on ${sourcePileId(move.from)} would not play ${makeMove(game.kind, move)}`);
      step = { move, token: makeMove(game.kind, move), from: sourcePileId(move.from), to, choose: best.length > 1 };
    } else step = { move, token: makeMove(game.kind, move), from: 'stock', to: 'stock', choose: false };
    steps.push(step);
    const played = game.play(move);
    if (!played.ok) throw new Error(played.error);
  }
  if (game.status() !== 'won') throw new Error('the easy layout does not win');
  return steps;
};

/** Loads a record through the menu's Import button, as a player would. */
export const importRecord = async (page: Page, record: unknown, name = 'game.json'): Promise<void> => {
  await page.click('.tool-menu');
  await page.locator('summary', { hasText: 'Import / export' }).click();
  await page.setInputFiles('.import-input', {
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(typeof record === 'string' ? record : JSON.stringify(record)),
  });
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
  for (const step of steps) {
    const points = await pilePoints(page, step.from, step.to);
    if (step.from === 'stock') {
      await page.mouse.click(points.from.x, points.from.y);
      continue;
    }
    await page.mouse.move(points.from.x, points.from.y);
    await page.mouse.down();
    await page.mouse.move(points.from.x + 8, points.from.y + 8);
    await page.mouse.move(points.to.x, points.to.y);
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
