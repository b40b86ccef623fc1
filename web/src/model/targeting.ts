import type { Rect } from './geometry.js';
import type { PileId } from './piles.js';

/** The arrow keys that move the focus between piles. */
export type Arrow = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

/**
 * The pile a card dragged to `rect` lands on: the one holding its centre, preferring legal targets, else the
 * nearest legal one close by.
 */
export const pileAt = (
  areas: ReadonlyMap<PileId, Rect>,
  rect: Rect,
  targets: ReadonlySet<PileId>,
): PileId | undefined => {
  const x = rect.x + rect.w / 2;
  const y = rect.y + rect.h / 2;
  let inside: PileId | undefined;
  let nearest: { id: PileId; distance: number } | undefined;
  for (const [id, area] of areas) {
    const contains = x >= area.x && x <= area.x + area.w && y >= area.y && y <= area.y + area.h;
    if (contains && (inside === undefined || targets.has(id))) inside = id;
    if (!targets.has(id)) continue;
    const dx = Math.max(area.x - x, 0, x - (area.x + area.w));
    const dy = Math.max(area.y - y, 0, y - (area.y + area.h));
    const distance = Math.hypot(dx, dy);
    if (!nearest || distance < nearest.distance) nearest = { id, distance };
  }
  if (inside !== undefined && targets.has(inside)) return inside;
  if (nearest && nearest.distance < rect.w * 0.6) return nearest.id;
  return inside;
};

/** The pile next to `from` in an arrow's direction, by the centres of their slots. */
export const neighbour = (slots: ReadonlyMap<PileId, Rect>, from: PileId, key: Arrow): PileId | undefined => {
  const origin = slots.get(from);
  if (!origin) return undefined;
  const [ax, ay] = [origin.x + origin.w / 2, origin.y + origin.h / 2];
  let best: { id: PileId; score: number } | undefined;
  for (const [id, slot] of slots) {
    if (id === from) continue;
    const dx = slot.x + slot.w / 2 - ax;
    const dy = slot.y + slot.h / 2 - ay;
    const [along, across] =
      key === 'ArrowRight' ? [dx, dy] : key === 'ArrowLeft' ? [-dx, dy] : key === 'ArrowDown' ? [dy, dx] : [-dy, dx];
    if (along <= 1) continue;
    const score = along + 3 * Math.abs(across);
    if (!best || score < best.score) best = { id, score };
  }
  return best?.id;
};
