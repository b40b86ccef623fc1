import { describe, expect, test } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { GAME_VARIANTS, type GameVariant } from '../../src/games/ids.js';
import type { KingAlbertGame } from '../../src/games/king-albert/game.js';
import { LARGE_CARD, layoutBoard } from '../../web/src/model/geometry.js';
import { pileViews } from '../../web/src/model/piles.js';
import { newSession } from '../../web/src/model/session.js';

const SIZES = [
  [360, 650],
  [740, 300],
  [1024, 700],
  [1440, 830],
  [2560, 1360],
] as const;

type Look = { kind: GameVariant; reserveFanned: boolean };
const LOOKS = GAME_VARIANTS.flatMap((kind): Look[] =>
  kind.game === 'alhambra'
    ? [
        { kind, reserveFanned: false },
        { kind, reserveFanned: true },
      ]
    : [{ kind, reserveFanned: false }],
);

describe.each(LOOKS)('$kind.game $kind.variant, reserve fanned: $reserveFanned', ({ kind, reserveFanned }) => {
  test.each(SIZES)('fits %i × %i without scrolling, cards large enough to read', (width, height) => {
    const game = newSession(dealLayout(kind, 1234n)).game;
    const views = pileViews(game, { reserveFanned });
    const geometry = layoutBoard(
      views,
      width,
      height,
      game.family === 'alhambra' ? { reserveDepth: game.rules.reserveDepth } : {},
    );
    expect(geometry.cardW).toBeGreaterThanOrEqual(28);
    for (const view of views) {
      const slot = geometry.slots.get(view.id)!;
      const step = geometry.fanStep.get(view.id) ?? 0;
      const extent = view.fan === 'down' ? slot.h + step * Math.max(0, view.cards.length - 1) : slot.h;
      const right = view.fan === 'right' ? slot.x + slot.w + step * 3 : slot.x + slot.w;
      expect(slot.x, view.id).toBeGreaterThanOrEqual(0);
      expect(right, view.id).toBeLessThanOrEqual(width);
      expect(slot.y + extent, view.id).toBeLessThanOrEqual(height);
    }
  });
});

test('a King Albert column of twenty cards still fits above the reserve on a phone', () => {
  const game = newSession(dealLayout({ game: 'king-albert', variant: 'standard' }, 1n)).game as KingAlbertGame;
  // Pile cards onto column 1 by hand: only the drawing is under test here.
  game.columns[0]!.push(...game.columns[8]!.splice(0), ...game.columns[7]!.splice(0), ...game.columns[6]!.splice(3));
  const views = pileViews(game);
  expect(views.find((view) => view.id === 'c0')!.cards.length).toBe(22);
  const geometry = layoutBoard(views, 360, 650);
  const column = geometry.slots.get('c0')!;
  const reserve = geometry.slots.get('r0')!;
  const bottom = column.y + column.h + geometry.fanStep.get('c0')! * 21;
  expect(bottom).toBeLessThanOrEqual(reserve.y);
  expect(geometry.cardW).toBeGreaterThanOrEqual(34);
});

test('a desktop uses the width: King Albert over 80% of it, Alhambra’s waste shows each card’s corner', () => {
  const kingAlbert = newSession(dealLayout({ game: 'king-albert', variant: 'standard' }, 1n)).game;
  const views = pileViews(kingAlbert);
  const geometry = layoutBoard(views, 1440, 800);
  const xs = [...geometry.slots.values()].flatMap((slot) => [slot.x, slot.x + slot.w]);
  expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(0.8 * 1440);
  const alhambra = newSession(dealLayout({ game: 'alhambra', variant: 'standard' }, 1n)).game;
  for (const [width, height] of SIZES) {
    const wide = layoutBoard(pileViews(alhambra), width, height);
    // The index of "10♥" takes 0.75 of a small card's width, 0.55 of a large one's (its index is smaller).
    const index = wide.cardW >= LARGE_CARD ? 0.55 : 0.75;
    expect(wide.fanStep.get('w0'), `${width} × ${height}`).toBeGreaterThanOrEqual(index * wide.cardW);
  }
});

test('a fanned Alhambra reserve gives each of its four cards a fan step', () => {
  const game = newSession(dealLayout({ game: 'alhambra', variant: 'standard' }, 1n)).game;
  const squared = pileViews(game).find((view) => view.id === 'r0')!;
  const fanned = pileViews(game, { reserveFanned: true }).find((view) => view.id === 'r0')!;
  expect(squared).toMatchObject({ fan: 'none', hidden: 3 });
  expect(squared.cards).toHaveLength(1);
  expect(fanned).toMatchObject({ fan: 'down', hidden: 0 });
  expect(fanned.cards).toHaveLength(4);
});
