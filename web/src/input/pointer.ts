import type { Ctx } from '../context.js';
import type { Controller } from '../controller.js';
import type { PileId } from '../model/piles.js';
import { sourceOfPile } from '../model/piles.js';
import { targetsOf } from '../model/state.js';
import { pileAt } from '../model/targeting.js';
import { slideBack } from '../view/flights.js';

// How far a pointer moves before a press becomes a drag, in pixels.
const DRAG_THRESHOLD = 4;

/**
 * Mouse, touch and pen on the board (Pointer Events): a press that moves a few pixels drags the pile's top card,
 * which follows the pointer and lands on the pile under it or slides back; a press that does not is a tap, played on
 * the click that follows (whose count tells a mouse's double-click).
 */
export class PointerInput {
  /** The element of the card being dragged, while `state.drag` may drag one. */
  private card: HTMLElement | undefined;
  private tapPending: { readonly pileId: PileId; readonly mouse: boolean } | undefined;

  constructor(
    private readonly ctx: Ctx,
    private readonly controller: Controller,
  ) {}

  /** Listens to the board. */
  bind(): void {
    const board = this.ctx.board.element;
    board.addEventListener('pointerdown', (event) => this.down(event));
    board.addEventListener('pointermove', (event) => this.move(event));
    board.addEventListener('pointerup', (event) => this.up(event));
    board.addEventListener('pointercancel', () => this.cancel());
    board.addEventListener('click', (event) => {
      const pending = this.tapPending;
      this.tapPending = undefined;
      // Only a mouse double-clicks; two quick taps of a finger are two taps.
      if (pending !== undefined) this.controller.tap(pending.pileId, pending.mouse ? event.detail : 1);
    });
    board.addEventListener('contextmenu', (event) => event.preventDefault());
  }

  private down(event: PointerEvent): void {
    const { state, board, frame } = this.ctx;
    if (event.button !== 0 || state.drag) return;
    this.tapPending = undefined;
    const pileElement = (event.target as Element).closest<HTMLElement>('[data-pile]');
    if (!pileElement) return;
    const pileId = pileElement.dataset.pile!;
    const source = sourceOfPile(pileId);
    const top = board.topCard(pileId);
    const onTop = top !== undefined && (event.target as Element).closest('.card') === top;
    const draggable = onTop && source !== undefined && !state.choice;
    frame.input(event.timeStamp);
    this.card = draggable ? top : undefined;
    state.drag = {
      pointerId: event.pointerId,
      pileId,
      startX: event.clientX,
      startY: event.clientY,
      source: draggable ? source : undefined,
      active: false,
      targets: new Set(),
    };
  }

  private move(event: PointerEvent): void {
    const { state } = this.ctx;
    const drag = state.drag;
    const card = this.card;
    if (!drag || drag.pointerId !== event.pointerId || !card || !drag.source) return;
    const dx = event.clientX - drag.startX;
    const dy = event.clientY - drag.startY;
    if (!drag.active) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      drag.active = true;
      state.held = undefined;
      this.controller.cancelAutoplay();
      drag.targets = targetsOf(state.session.game, drag.source);
      this.ctx.board.element.setPointerCapture(event.pointerId);
      card.classList.add('dragging');
      this.ctx.frame.redraw();
    }
    card.style.transform = `translate(${dx}px, ${dy}px)`;
  }

  private up(event: PointerEvent): void {
    const { state, board, frame } = this.ctx;
    const drag = state.drag;
    if (!drag || drag.pointerId !== event.pointerId) return;
    state.drag = undefined;
    frame.input(event.timeStamp);
    if (!drag.active) {
      // The tap itself runs on the click that follows, whose detail counts the clicks of a double-click.
      this.tapPending = { pileId: drag.pileId, mouse: event.pointerType === 'mouse' };
      return;
    }
    const card = this.card!;
    const cardRect = card.getBoundingClientRect();
    const boardRect = board.element.getBoundingClientRect();
    const rect = {
      x: cardRect.left - boardRect.left,
      y: cardRect.top - boardRect.top,
      w: cardRect.width,
      h: cardRect.height,
    };
    const areas = board.geometry?.areas;
    const dropOn = areas && pileAt(areas, rect, drag.targets);
    const played =
      dropOn !== undefined && dropOn !== drag.pileId && this.controller.tryDrop(drag.source!, dropOn, rect);
    if (!played) slideBack(card);
    frame.redraw();
  }

  private cancel(): void {
    const { state } = this.ctx;
    const drag = state.drag;
    state.drag = undefined;
    if (drag?.active && this.card) slideBack(this.card);
    this.ctx.frame.redraw();
  }
}
