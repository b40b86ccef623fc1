import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { makeLayout } from '../../src/formats/layout.js';
import { makeMove, parseMove } from '../../src/formats/notation.js';
import type { GameVariant } from '../../src/games/ids.js';
import { type AnyGame, newGame } from '../../src/games/index.js';
import { solve } from '../../src/solver/index.js';
import { importRecord, openPage, useBrowser } from './helpers.js';

const browser = useBrowser();

// Deals the solver wins within a second or so from their start, one per game.
const FAST_WINS: readonly { kind: GameVariant; deal: number }[] = [
  { kind: { game: 'king-albert', variant: 'standard' }, deal: 3 },
  { kind: { game: 'king-albert', variant: 'raglan' }, deal: 2 },
  { kind: { game: 'alhambra', variant: 'standard' }, deal: 58 },
  { kind: { game: 'alhambra', variant: 'any-suit' }, deal: 58 },
  { kind: { game: 'alhambra', variant: 'granada' }, deal: 7 },
  { kind: { game: 'alhambra', variant: 'reinforcement' }, deal: 3 },
];

/** What the page's solver service reports (`window.patienceSolver`). */
const figures = (page: Page) =>
  page.evaluate(() => {
    const figures = window.patienceSolver!.figures();
    return { searches: figures.searches, searching: figures.searching, at: figures.line.line, path: figures.line.path };
  });

/**
 * Plays by hints alone, as a player who presses H and plays the move it lights up (Enter on its pile, Enter on the
 * pile it goes to; Enter on the stock); returns how many hints it took.
 */
const followHints = (page: Page): Promise<{ won: boolean; hints: number }> =>
  page.evaluate(async () => {
    const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const key = (target: Element, name: string): void => {
      target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
    };
    const pile = (id: string): Element => document.querySelector(`[data-pile="${id}"]`)!;
    let hints = 0;
    for (let guard = 0; guard < 2000; guard++) {
      // A hint on a known line lights its piles up at once (they are drawn in the next frame); the first waits for the
      // deal's search, and none comes once the game is won.
      key(document.body, 'h');
      hints++;
      let hinted = window.patienceSolver!.figures().hinted;
      for (let wait = 0; wait < 3000 && hinted.length === 0; wait++) {
        await frame();
        if (document.querySelector('.board.won')) return { won: true, hints };
        hinted = window.patienceSolver!.figures().hinted;
      }
      if (hinted.length === 0) return { won: false, hints };
      key(pile(hinted[0]!), 'Enter');
      if (hinted.length === 2) key(pile(hinted[1]!), 'Enter');
      if (guard % 25 === 0) await frame();
    }
    return { won: false, hints };
  });

const storedStats = (page: Page, key: string) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem('patience.stats') ?? '{}').stats?.[key], key);

/** A record of `kind`'s deal after `moves` (tokens). */
const recordAfter = (game: AnyGame, moves: readonly string[]) => ({
  layout: makeLayout(game.layout),
  moves: [...moves],
});

/** The game after `tokens` from the start of `game`'s deal. */
const replay = (game: AnyGame, tokens: readonly string[]): AnyGame => {
  const played = newGame(game.layout);
  for (const token of tokens) {
    const move = parseMove(played.kind, token);
    if (!move.ok || !played.play(move.value).ok) throw new Error(`the move ${token} does not replay`);
  }
  return played;
};

/** King Albert deal 3 at its start, and a winning line (tokens) the engine finds for it. */
const kingAlbertLine = (): { start: AnyGame; line: string[] } => {
  const start = newGame(dealLayout({ game: 'king-albert', variant: 'standard' }, 3n));
  const result = solve(start, { timeoutMs: 20_000 });
  if (result.verdict !== 'winnable') throw new Error('King Albert deal 3 is a known win');
  return { start, line: result.moves.map((move) => makeMove(start.kind, move)) };
};

describe('the solver at the table', () => {
  test.each(FAST_WINS)(
    'following only hints wins $kind.game $kind.variant deal $deal, with one search',
    async ({ kind, deal }) => {
      const { context, page, errors } = await openPage(browser(), `#/${kind.game}/${kind.variant}/${deal}`);
      const played = await followHints(page);
      expect(played.won).toBe(true);
      // Every hint after the first came from the line the deal's search found: no other search ran.
      expect((await figures(page)).searches).toBe(1);
      await page.waitForSelector('dialog.won[open]');
      // A win after a hint is an assisted win: no clean win, no streak, no best time.
      await expect
        .poll(() => storedStats(page, `${kind.game}/${kind.variant}`))
        .toMatchObject({ played: 1, won: 0, assisted: 1, currentStreak: 0, bestTimeMs: null });
      expect(await page.locator('dialog.won .won-assisted').count()).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  test('a search the player leaves behind steps aside and ends itself: its worker takes the next search', async () => {
    const { context, page, errors } = await openPage(browser(), '#/alhambra/standard/1');
    await page.addInitScript(() => {
      const counts = { made: 0, ended: 0 };
      (window as unknown as { workerCounts: typeof counts }).workerCounts = counts;
      const Original = window.Worker;
      window.Worker = class extends Original {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          counts.made++;
        }
        override terminate(): void {
          counts.ended++;
          super.terminate();
        }
      };
    });
    await page.reload();
    await page.waitForSelector('[data-pile="stock"] .card');
    // The server's headers make the page cross-origin isolated, so it can share memory with the worker.
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    expect(await page.evaluate(() => window.patienceSolver!.figures().steppingAside)).toBe(true);
    await expect.poll(async () => (await figures(page)).searching).toBe(true);
    // A move while the deal's search runs: that search is no longer wanted, and the new position's starts.
    await page.locator('[data-pile="stock"]').click();
    await expect.poll(async () => (await figures(page)).searches).toBe(2);
    expect((await figures(page)).searching).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { workerCounts: unknown }).workerCounts)).toEqual({
      made: 1,
      ended: 0,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  test('Alhambra deal 4 is called lost, from the deal', async () => {
    const { context, page, errors } = await openPage(browser(), '#/alhambra/standard/4');
    await page.waitForSelector('.solver-outlook[data-outlook="lost"]', { timeout: 90_000 });
    expect(await page.locator('.solver-outlook').textContent()).toBe('Can I still win? Lost from the deal');
    await page.keyboard.press('h');
    await expect
      .poll(() => page.locator('.toast').textContent())
      .toMatch(/^This deal cannot be won, whatever you play\./);
    expect(await page.locator('.toast').textContent()).toContain('(the solver knows the face-down stock)');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a losing move: the table finds the last winnable position, and the undo lands on a position the solver wins', async () => {
    // King Albert deal 3, ten moves along a winning line, then a move that loses (found here, in Node).
    const { start, line } = kingAlbertLine();
    let losing: string[] | undefined;
    for (let at = 10; at < line.length && !losing; at++) {
      const game = replay(start, line.slice(0, at));
      for (const move of game.legalMoves()) {
        const token = makeMove(game.kind, move);
        if (token === line[at]) continue;
        const after = replay(start, [...line.slice(0, at), token]);
        if (solve(after, { timeoutMs: 2000 }).verdict === 'unwinnable') {
          losing = [...line.slice(0, at), token];
          break;
        }
      }
    }
    if (!losing) throw new Error('no losing move found along the line');
    const { context, page, errors } = await openPage(browser(), '#/king-albert/standard/1');
    await importRecord(page, recordAfter(start, losing));
    // The imported position is lost; the service steps back and proves the one before it winnable.
    await page.waitForSelector('.solver-outlook[data-outlook="lost"]', { timeout: 30_000 });
    await page.waitForSelector('.solver-undo:not([hidden])', { timeout: 30_000 });
    await page.click('.solver-undo');
    await expect.poll(() => page.locator('.solver-outlook').getAttribute('data-outlook')).toBe('winnable');
    const after = await figures(page);
    const moves = after.path.slice(0, losing.length - 1);
    expect(await page.locator('.status').textContent()).toContain(`${losing.length - 1} moves`);
    expect(solve(replay(start, moves), { timeoutMs: 20_000 }).verdict).toBe('winnable');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('show me how wins from the middle of a game, and the player can take over on the way', async () => {
    const { start, line } = kingAlbertLine();
    const from = line.length - 16;
    const { context, page, errors } = await openPage(browser(), '#/king-albert/standard/1');
    await importRecord(page, recordAfter(start, line.slice(0, from)));
    await page.waitForSelector('.solver-show:not([hidden])', { timeout: 30_000 });
    await page.click('.solver-show');
    await expect.poll(() => page.locator('.status').textContent()).toContain(`${from + 3} moves`);
    // Any key of the player's own stops the playback and gives the game back.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.toast').textContent()).toBe('You have the game back.');
    const moves = async (): Promise<string | undefined> =>
      /(\d+) moves/.exec((await page.locator('.status').textContent()) ?? '')?.[1];
    const stopped = await moves();
    await page.waitForTimeout(600);
    expect(await moves()).toBe(stopped);
    expect(await page.locator('.solver-stop').isHidden()).toBe(true);
    // Shown again, it plays to the win.
    await page.click('.solver-show');
    await page.waitForSelector('dialog.won[open]', { timeout: 30_000 });
    await expect.poll(() => storedStats(page, 'king-albert/standard')).toMatchObject({ won: 0, assisted: 1 });
    expect(errors).toEqual([]);
    await context.close();
  });

  test('winnable deals only: New gives a deal the engine also proves winnable', async () => {
    const { context, page, errors } = await openPage(browser(), '#/king-albert/standard/1');
    await page.click('.tool-menu');
    await page.locator('summary', { hasText: 'Settings' }).click();
    await page.setChecked('input[name="winnableOnly"]', true);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog.menu')?.open);
    await page.keyboard.press('n');
    await expect
      .poll(() => page.locator('.toast').textContent(), { timeout: 30_000 })
      .toMatch(/^Deal \d+: the solver found a win\.$/);
    const deal = /\/(\d+)$/.exec(new URL(page.url()).hash)?.[1];
    expect(deal).toBeDefined();
    const game = newGame(dealLayout({ game: 'king-albert', variant: 'standard' }, BigInt(deal!)));
    expect(solve(game, { timeoutMs: 20_000 }).verdict).toBe('winnable');
    expect(errors).toEqual([]);
    await context.close();
  });
});
