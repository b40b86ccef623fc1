import { describe, expect, test } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { GAME_VARIANTS } from '../../src/games/ids.js';
import type { KingAlbertGame } from '../../src/games/king-albert/game.js';
import { layoutBoard } from '../../web/src/model/geometry.js';
import { pileViews } from '../../web/src/model/piles.js';
import { newSession } from '../../web/src/model/session.js';

const SIZES = [
  [360, 650],
  [740, 300],
  [1024, 700],
  [1440, 830],
  [2560, 1360],
] as const;

describe.each(GAME_VARIANTS)('$game $variant', (kind) => {
  test.each(SIZES)('fits %i × %i without scrolling, cards large enough to read', (width, height) => {
    const game = newSession(dealLayout(kind, 1234n)).game;
    const views = pileViews(game);
    const geometry = layoutBoard(views, width, height);
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
