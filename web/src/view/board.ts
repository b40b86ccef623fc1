import type { GameVariant } from '../../../src/games/ids.js';
import { ALHAMBRA_FAMILY, variantKey } from '../../../src/games/registry.js';
import type { Messages } from '../i18n/en.js';
import { type BoardGeometry, cardPlace, LARGE_CARD, layoutBoard, type Point } from '../model/geometry.js';
import { type PileId, type PileView, pileViews, type StockState, stockOf } from '../model/piles.js';
import { highlights, type State } from '../model/state.js';
import { makeCardElement } from './cards.js';
import { el, reconcile, reusable, setStyle } from './dom.js';
import type { Flights } from './flights.js';
import { pileLabel } from './labels.js';

/**
 * Draws the table from the state: one element per pile, placed by the layout, whose cards are redrawn only when the
 * pile changed; cards that stay keep their elements.
 */
export class BoardView {
  /** The layout as last drawn. */
  geometry: BoardGeometry | undefined;
  /** The piles as last drawn, in reading order. */
  views: PileView[] = [];
  private readonly piles = new Map<PileId, HTMLElement>();
  private readonly signatures = new Map<PileId, string>();
  private layoutKey = '';

  constructor(
    readonly element: HTMLElement,
    private readonly messages: Messages,
    private readonly flights: Flights,
  ) {}

  /** Lays the board out afresh at the next redraw (its size changed). */
  invalidateLayout(): void {
    this.layoutKey = '';
  }

  /** The element of a pile, if it is on the table. */
  pile(id: PileId): HTMLElement | undefined {
    return this.piles.get(id);
  }

  /** The element of a pile's top card. */
  topCard(id: PileId): HTMLElement | undefined {
    const cards = this.piles.get(id)?.querySelectorAll<HTMLElement>('.card');
    return cards && cards.length > 0 ? cards[cards.length - 1] : undefined;
  }

  /** Where the top card of a pile lies on the board as last drawn (the stock's back, too). */
  topCardPlace(id: PileId): Point | undefined {
    const view = this.views.find((candidate) => candidate.id === id);
    if (!view || !this.geometry) return undefined;
    return cardPlace(this.geometry, view, Math.max(0, view.cards.length - 1));
  }

  /** Draws the state, then starts the flights of the move just played. */
  render(state: State): void {
    const game = state.session.game;
    const views = pileViews(game, { reserveFanned: state.settings.reserveFanned });
    this.views = views;
    const reserveDepth = game.family === 'alhambra' ? game.rules.reserveDepth : undefined;
    const geometry = this.layout(variantKey(game.kind), views, reserveDepth);
    this.board(geometry, game.kind);
    if ([...this.piles.keys()].some((id) => !views.some((view) => view.id === id)) || this.piles.size !== views.length)
      this.resetPiles();
    const lit = highlights(state);
    const stock = stockOf(game);
    for (const view of views) {
      const element = this.pileElement(view, geometry);
      this.drawPile(element, view, geometry.fanStep.get(view.id) ?? 0, stock);
      element.classList.toggle('target', lit.targets.has(view.id));
      element.classList.toggle('choice', lit.choice.has(view.id));
      element.classList.toggle('held', lit.held === view.id);
      element.classList.toggle('hinted', lit.hinted.includes(view.id));
      const label = pileLabel(this.messages, game, view);
      if (element.getAttribute('aria-label') !== label) element.setAttribute('aria-label', label);
    }
    this.flights.run((id) => {
      const card = this.topCard(id);
      const to = this.topCardPlace(id);
      return card && to ? { card, to } : undefined;
    });
  }

  private layout(kind: string, views: readonly PileView[], reserveDepth: number | undefined): BoardGeometry {
    const width = this.element.clientWidth;
    const height = this.element.clientHeight;
    const longest = Math.max(0, ...views.map((view) => view.cards.length));
    const fanned = views.some((view) => view.kind === 'reserve' && view.fan === 'down');
    const key = `${kind}|${width}x${height}|${Math.max(longest, 12)}|${fanned}`;
    if (key !== this.layoutKey || !this.geometry) {
      this.geometry = layoutBoard(views, width, height, reserveDepth === undefined ? {} : { reserveDepth });
      this.layoutKey = key;
    }
    return this.geometry;
  }

  private board(geometry: BoardGeometry, kind: GameVariant): void {
    const board = this.element;
    // Set only when they change: a custom property set on the board restyles every card under it.
    if (board.style.getPropertyValue('--cw') !== `${geometry.cardW}px`)
      board.style.setProperty('--cw', `${geometry.cardW}px`);
    if (board.style.getPropertyValue('--ch') !== `${geometry.cardH}px`)
      board.style.setProperty('--ch', `${geometry.cardH}px`);
    // Small cards keep only the arrow of their ▲ up / ▼ down marks.
    board.classList.toggle('small-cards', geometry.cardW < 60);
    // Large cards show pips and a smaller corner index, as printed cards do; small ones a large index and one suit.
    board.classList.toggle('large-cards', geometry.cardW >= LARGE_CARD);
    board.dataset.game = kind.game;
    board.dataset.variant = kind.variant;
  }

  private pileElement(view: PileView, geometry: BoardGeometry): HTMLElement {
    let element = this.piles.get(view.id);
    if (!element) {
      element = el('div', { class: `pile pile-${view.kind}`, 'data-pile': view.id, tabindex: '0', role: 'button' });
      this.piles.set(view.id, element);
      this.element.append(element);
    }
    const slot = geometry.slots.get(view.id)!;
    const area = geometry.areas.get(view.id)!;
    setStyle(element, 'left', `${slot.x}px`);
    setStyle(element, 'top', `${slot.y}px`);
    setStyle(element, 'width', `${area.w}px`);
    setStyle(element, 'height', `${area.h}px`);
    return element;
  }

  private resetPiles(): void {
    for (const element of this.piles.values()) element.remove();
    this.piles.clear();
    this.signatures.clear();
  }

  private drawPile(element: HTMLElement, view: PileView, step: number, stock: StockState | undefined): void {
    const signature = `${view.cards.join(',')}|${view.hidden}|${step}|${stock?.pass ?? 0}`;
    if (this.signatures.get(view.id) === signature) return;
    this.signatures.set(view.id, signature);
    const children =
      view.kind === 'stock' && stock
        ? this.stockChildren(element, view, stock)
        : this.cardChildren(element, view, step);
    reconcile(element, children);
    // Cards squared under the first one drawn show as edges below it: one, two or three, as the pile deepens.
    const depth = view.hidden <= 0 ? '' : view.hidden < 3 ? '1' : view.hidden < 10 ? '2' : '3';
    if ((element.dataset.depth ?? '') !== depth) {
      if (depth) element.dataset.depth = depth;
      else delete element.dataset.depth;
    }
  }

  private stockChildren(element: HTMLElement, view: PileView, stock: StockState): Node[] {
    const backClass = view.hidden > 0 ? 'card back' : 'empty-slot';
    const drawn = element.firstElementChild;
    // The back of the stock stays the same element: only its count changes.
    const back =
      drawn instanceof HTMLElement && drawn.className === backClass ? drawn : el('div', { class: backClass });
    let label = back.querySelector('.stock-count');
    if (!label) label = back.appendChild(el('span', { class: 'stock-count' }));
    const count = view.hidden > 0 ? String(view.hidden) : stock.canRedeal ? '⟲' : '✕';
    if (label.textContent !== count) label.textContent = count;
    return [back, el('span', { class: 'pass-badge' }, `${stock.pass}/${ALHAMBRA_FAMILY.passes}`)];
  }

  private cardChildren(element: HTMLElement, view: PileView, step: number): Node[] {
    const children: Node[] = [];
    if (view.cards.length === 0) {
      const empty = el('div', { class: 'empty-slot', 'aria-hidden': 'true' });
      if (view.emptyMark) empty.textContent = view.emptyMark;
      children.push(empty);
    }
    // By card, in pile order: a two-deck pile can hold both copies of a card, and each needs its own element.
    const kept = new Map<string, HTMLElement[]>();
    for (const child of element.children)
      if (child instanceof HTMLElement && child.dataset.card !== undefined && reusable(child)) {
        const same = kept.get(child.dataset.card);
        if (same) same.push(child);
        else kept.set(child.dataset.card, [child]);
      }
    view.cards.forEach((card, index) => {
      const cardElement = kept.get(String(card))?.shift() ?? makeCardElement(this.messages, card);
      // A card that stays keeps its element (and its compositor layer), so it is neither rebuilt nor rastered
      // again; one still in flight lands at once, as it did when every card was rebuilt.
      this.flights.land(cardElement);
      const offset = `${index * step}px`;
      if (view.fan === 'down' && cardElement.style.top !== offset) cardElement.style.top = offset;
      else if (view.fan === 'right' && cardElement.style.left !== offset) cardElement.style.left = offset;
      children.push(cardElement);
    });
    if (view.kind === 'reserve' && view.hidden > 0)
      children.push(el('span', { class: 'under-badge', 'aria-hidden': 'true' }, String(view.hidden)));
    if (view.kind === 'ace' || view.kind === 'king') children.push(this.directionMark(view.kind));
    return children;
  }

  private directionMark(kind: 'ace' | 'king'): HTMLElement {
    const mark = el('span', { class: `direction ${kind}`, 'aria-hidden': 'true' }, kind === 'ace' ? '▲' : '▼');
    const word = kind === 'ace' ? this.messages.piles.upMark : this.messages.piles.downMark;
    mark.append(el('span', { class: 'direction-word' }, ` ${word}`));
    return mark;
  }
}
