import type { PileId, PileView } from './piles.js';

/** A point in board pixels. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A rectangle in board pixels. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Where every pile goes on a board of a given size, and how big the cards are. */
export interface BoardGeometry {
  readonly cardW: number;
  readonly cardH: number;
  /** The slot of each pile: its first card's place. */
  readonly slots: ReadonlyMap<PileId, Rect>;
  /** Distance between fanned cards of each pile, in pixels. */
  readonly fanStep: ReadonlyMap<PileId, number>;
  /** The area each pile answers drops and taps in: its slot and its fan. */
  readonly areas: ReadonlyMap<PileId, Rect>;
}

/** Card height over width. */
export const CARD_RATIO = 1.4;
const GAP = 0.14;
const LARGEST_CARD = 150;
const SMALLEST_CARD = 28;
// A fanned card shows this much of itself: enough for the corner index.
const FAN = 0.3;
const TIGHTEST_FAN = 0.14;
/** From this width (in pixels) a card is drawn as printed cards are: a smaller corner index and the pips. */
export const LARGE_CARD = 70;
// A fanned large card shows this much of itself, its smaller corner index.
const LARGE_FAN = 0.23;
// Columns are sized for this many cards; longer ones tighten their fan.
const PLANNED_COLUMN = 13;

const clampCard = (width: number): number => Math.max(SMALLEST_CARD, Math.min(LARGEST_CARD, Math.floor(width)));

const fanStepFor = (count: number, room: number, cardH: number, widest = FAN): number =>
  count <= 1 ? FAN * cardH : Math.max(TIGHTEST_FAN * cardH, Math.min(widest * cardH, (room - cardH) / (count - 1)));

/** What the layout plans for beyond the piles as they stand. */
export interface LayoutPlan {
  /** How many cards each reserve pile is dealt (Alhambra's family); a fanned reserve makes room for them all. */
  readonly reserveDepth?: number;
}

/** The board layout for a game's piles on an area of `width` × `height` pixels. */
export const layoutBoard = (
  views: readonly PileView[],
  width: number,
  height: number,
  plan: LayoutPlan = {},
): BoardGeometry => {
  const isKingAlbert = views.some((view) => view.kind === 'column');
  return isKingAlbert ? layoutKingAlbert(views, width, height) : layoutAlhambra(views, width, height, plan);
};

/**
 * King Albert's table: foundations above, nine columns, the reserve below (as the rules lay it out); on wide screens
 * (a desktop, a phone on its side) the reserve joins the foundations in one top row when that makes the cards far
 * bigger, so the table uses the width as well as the height.
 */
const layoutKingAlbert = (views: readonly PileView[], width: number, height: number): BoardGeometry => {
  const classic = layoutKingAlbertWith(views, width, height, false, FAN);
  const oneRow = layoutKingAlbertWith(views, width, height, true, FAN);
  const best = oneRow.cardW > classic.cardW * 1.15 ? oneRow : classic;
  if (best.cardW < LARGE_CARD) return best;
  // Large cards have a smaller corner index, so their columns can be planned with a closer fan: bigger cards still.
  const closer = layoutKingAlbertWith(views, width, height, best === oneRow, LARGE_FAN);
  return closer.cardW > best.cardW ? closer : best;
};

const layoutKingAlbertWith = (
  views: readonly PileView[],
  width: number,
  height: number,
  topRow: boolean,
  fan: number,
): BoardGeometry => {
  const reserveCount = views.filter((view) => view.kind === 'reserve').length;
  // Width: nine cards and ten gaps (or the top row's cards). Height: the rows, a column of PLANNED_COLUMN cards, gaps.
  const across = topRow ? Math.max(9, 4 + reserveCount + 0.5) : 9;
  const byWidth = width / (across + (across + 1) * GAP);
  const rows = topRow ? 1 : 2;
  const byHeight = height / (CARD_RATIO * (rows + 1 + (PLANNED_COLUMN - 1) * fan) + (rows + 3) * GAP);
  const cardW = clampCard(Math.min(byWidth, byHeight));
  const cardH = Math.round(cardW * CARD_RATIO);
  const gap = cardW * GAP;
  const boardW = 9 * cardW + 10 * gap;
  const rowW = across * cardW + (across + 1) * gap;
  const left = Math.max(0, (width - boardW) / 2);
  const rowLeft = Math.max(0, (width - rowW) / 2);
  const columnX = (index: number): number => left + gap + index * (cardW + gap);
  const slots = new Map<PileId, Rect>();
  const fanStep = new Map<PileId, number>();
  const areas = new Map<PileId, Rect>();
  const topY = gap;
  const columnsY = topY + cardH + gap * 1.5;
  const bottom = topRow ? height - gap : Math.max(columnsY + cardH + gap, height - gap - cardH);
  const columnRoom = bottom - (topRow ? 0 : gap * 1.5) - columnsY;
  const longest = Math.max(1, ...views.filter((view) => view.kind === 'column').map((view) => view.cards.length));
  // Where height is plentiful (a phone upright), a wider fan shows more of each card.
  const step = fanStepFor(Math.max(longest, PLANNED_COLUMN), columnRoom, cardH, 0.42);
  // The reserve sits at the bottom, near the thumbs on a phone; columns fan out into the room above it.
  const reserveY = topRow ? topY : bottom;
  const reserveLeft = topRow
    ? rowLeft + gap + 4.5 * (cardW + gap)
    : left + (boardW - reserveCount * cardW - (reserveCount - 1) * gap) / 2;
  const foundationX = (index: number): number => (topRow ? rowLeft + gap + index * (cardW + gap) : columnX(index));
  for (const view of views) {
    let slot: Rect;
    let area: Rect;
    if (view.kind === 'foundation') {
      slot = { x: foundationX(view.index), y: topY, w: cardW, h: cardH };
      area = slot;
    } else if (view.kind === 'column') {
      slot = { x: columnX(view.index), y: columnsY, w: cardW, h: cardH };
      area = { ...slot, h: (topRow ? bottom : reserveY - gap) - columnsY };
      fanStep.set(view.id, step);
    } else {
      slot = { x: reserveLeft + view.index * (cardW + gap), y: reserveY, w: cardW, h: cardH };
      area = slot;
    }
    slots.set(view.id, slot);
    areas.set(view.id, area);
  }
  return { cardW, cardH, slots, fanStep, areas };
};

// Room under each foundation for its ▲/▼ mark, in card widths.
const MARK = 0.25;
// The stock's pass badge stands 0.12 card widths above it, and a mark is never under 11 px: a stock right under
// a King pile (beside The Reinforcements' reserve) sits this much lower, so its badge clears that pile's mark.
const BADGE_ROOM = 0.2;

/** Alhambra's table: one row of eight piles (wide screens), or rows of four (upright phones), whichever gives bigger cards. */
const layoutAlhambra = (views: readonly PileView[], width: number, height: number, plan: LayoutPlan): BoardGeometry => {
  const wide = layoutAlhambraAcross(views, width, height, 8, plan);
  const narrow = layoutAlhambraAcross(views, width, height, 4, plan);
  return narrow.cardW > wide.cardW * 1.15 ? narrow : wide;
};

// Reserve piles dealt deeper than this (The Reinforcements' twelve) can be refilled, so their fan plans for 13 cards.
const SHORT_RESERVE = 4;
// A card fanned to the right shows this much of its width: its whole corner index, rank and suit ("10♥" included),
// which is narrower on large cards. No wider: the further the fan, the longer the frame of a turn of the stock.
const WIDE_FAN = 0.8;
const LARGE_WIDE_FAN = 0.6;

const layoutAlhambraAcross = (
  views: readonly PileView[],
  width: number,
  height: number,
  across: 4 | 8,
  plan: LayoutPlan,
): BoardGeometry => {
  const reservePiles = views.filter((view) => view.kind === 'reserve');
  const fannedReserve = reservePiles.some((view) => view.fan === 'down');
  const fannedWaste = views.filter((view) => view.kind === 'waste').length > 1;
  const narrow = across === 4;
  const dealt = plan.reserveDepth ?? PLANNED_COLUMN;
  const plannedReserve = dealt > SHORT_RESERVE ? PLANNED_COLUMN : dealt;
  // The Reinforcements on a wide screen: stock and waste beside the four reserve columns, not below them.
  const side = fannedReserve && !narrow && reservePiles.length <= 4;
  // Reserve piles in a row, and how tall a row is in card heights.
  const perRow = fannedReserve ? Math.min(across, reservePiles.length) : across;
  const reserveRowCount = Math.ceil(reservePiles.length / perRow);
  const reserveRowCards = fannedReserve ? 1 + (plannedReserve - 1) * FAN : 1;
  // Height in card heights, and the gaps and marks in card widths, of each arrangement.
  const foundationRows = narrow ? 2 : 1;
  const reserveRows = reserveRowCount * reserveRowCards;
  const wasteRows = fannedWaste ? 1 + 2 * FAN * 0.8 : 1;
  const bottomRows = side ? 0 : narrow && fannedWaste ? 1 + wasteRows : wasteRows;
  const rows = foundationRows + reserveRows + bottomRows;
  const gaps = foundationRows + reserveRowCount + bottomRows + 2;
  const split = narrow ? 0 : 0.3;
  const byWidth = width / (across + (across + 1) * GAP + split);
  const byHeight = height / (CARD_RATIO * rows + foundationRows * MARK + gaps * GAP);
  const cardW = clampCard(Math.min(byWidth, byHeight));
  const cardH = Math.round(cardW * CARD_RATIO);
  const gap = cardW * GAP;
  const boardW = across * cardW + (across + 1) * gap + split * cardW;
  const left = Math.max(0, (width - boardW) / 2);
  const columnX = (position: number): number =>
    left + gap + position * (cardW + gap) + (position >= 4 ? split * cardW : 0);
  const slots = new Map<PileId, Rect>();
  const fanStep = new Map<PileId, number>();
  const areas = new Map<PileId, Rect>();
  const rowStep = cardH + gap + cardW * MARK;
  const topY = gap;
  const reserveY = topY + foundationRows * rowStep;
  const reserveRowH = Math.round(cardH * reserveRowCards);
  const bottomHeight = cardH * bottomRows + (bottomRows > 1 ? gap : 0);
  const stockY = side
    ? reserveY + BADGE_ROOM * cardW
    : fannedReserve
      ? Math.max(reserveY + reserveRowCount * (reserveRowH + gap), height - gap - bottomHeight)
      : reserveY + reserveRowCount * (cardH + gap) + gap;
  const wasteY = narrow && fannedWaste ? stockY + cardH + gap : stockY;
  // A single reserve row fans into all the room above the stock; several rows share it.
  const reserveRoom = side
    ? height - gap - reserveY
    : reserveRowCount === 1
      ? stockY - gap - reserveY
      : (stockY - gap - reserveY) / reserveRowCount - gap;
  const longestReserve = Math.max(1, ...reservePiles.map((view) => view.cards.length));
  const reserveStep = fanStepFor(Math.max(longestReserve, plannedReserve), reserveRoom, cardH, 0.36);
  const reserveSpacing = fannedReserve && !side ? (boardW - gap) / perRow : cardW + gap;
  const reserveLeft = side ? columnX(0) : left + gap / 2 + (reserveSpacing - cardW) / 2;
  let aceIndex = 0;
  let kingIndex = 0;
  for (const view of views) {
    let slot: Rect;
    let area: Rect;
    switch (view.kind) {
      case 'ace':
        slot = { x: columnX(aceIndex++), y: topY, w: cardW, h: cardH };
        area = slot;
        break;
      case 'king':
        slot = narrow
          ? { x: columnX(kingIndex++), y: topY + rowStep, w: cardW, h: cardH }
          : { x: columnX(4 + kingIndex++), y: topY, w: cardW, h: cardH };
        area = slot;
        break;
      case 'reserve': {
        if (fannedReserve) {
          const row = Math.floor(view.index / perRow);
          const y = reserveY + row * (reserveRoom + gap);
          slot = { x: reserveLeft + (view.index % perRow) * reserveSpacing, y, w: cardW, h: cardH };
          fanStep.set(view.id, reserveStep);
          area = { ...slot, h: reserveRoom };
        } else {
          const row = Math.floor(view.index / across);
          slot = { x: columnX(view.index % across), y: reserveY + row * (cardH + gap), w: cardW, h: cardH };
          area = slot;
        }
        break;
      }
      case 'stock':
        slot = { x: columnX(side ? 4 : 0), y: stockY, w: cardW, h: cardH };
        area = slot;
        break;
      default: {
        // Waste: one pile fanned to the right, or Granada's four piles fanned down.
        if (fannedWaste) {
          slot = { x: columnX((narrow ? 0 : 2) + view.index), y: wasteY, w: cardW, h: cardH };
          fanStep.set(view.id, FAN * cardH * 0.8);
          area = { ...slot, h: cardH * wasteRows };
        } else {
          slot = { x: columnX(side ? 5 : narrow ? 1 : 2), y: stockY, w: cardW, h: cardH };
          // Wide enough to read every card's rank and suit, within the board.
          const room = left + boardW - gap - slot.x;
          const step = Math.min((cardW >= LARGE_CARD ? LARGE_WIDE_FAN : WIDE_FAN) * cardW, (room - cardW) / 3);
          fanStep.set(view.id, step);
          area = { ...slot, w: cardW + 3 * step };
        }
      }
    }
    slots.set(view.id, slot);
    areas.set(view.id, area);
  }
  return { cardW, cardH, slots, fanStep, areas };
};

/** Where a pile's card number `index` (from the bottom of what the view shows) lies on the board. */
export const cardPlace = (geometry: BoardGeometry, view: PileView, index: number): Point => {
  const slot = geometry.slots.get(view.id);
  if (!slot) return { x: 0, y: 0 };
  const offset = index * (geometry.fanStep.get(view.id) ?? 0);
  return { x: slot.x + (view.fan === 'right' ? offset : 0), y: slot.y + (view.fan === 'down' ? offset : 0) };
};
