import type { Actions } from '../actions.js';
import type { Ctx } from '../context.js';
import type { Controller } from '../controller.js';
import type { PileId } from '../model/piles.js';
import { clearPicks } from '../model/state.js';
import { type Arrow, neighbour } from '../model/targeting.js';

/**
 * The keyboard: Ctrl+Z / Ctrl+Y undo and redo, N a new deal, H a hint, Space the stock, arrows between piles, Enter
 * picks up and drops, Escape puts back. Keys go to the dialogs while one is open, and to the fields being typed in.
 */
export class KeyboardInput {
  constructor(
    private readonly ctx: Ctx,
    private readonly controller: Controller,
    private readonly actions: Actions,
  ) {}

  /** Listens to the document. */
  bind(): void {
    document.addEventListener('keydown', (event) => this.onKey(event));
  }

  private onKey(event: KeyboardEvent): void {
    const { page } = this.ctx;
    const target = event.target as HTMLElement;
    if (page.menu.open || page.wonDialog.open || page.confirmDialog.open) return;
    const typing = target.closest('input, textarea, select') !== null;
    this.ctx.frame.input(event.timeStamp);
    const control = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (control && (key === 'z' || key === 'y') && !typing) {
      event.preventDefault();
      if (key === 'z' && !event.shiftKey) this.actions.undo();
      else this.actions.redo();
      return;
    }
    if (control || event.altKey || typing) return;
    this.plainKey(event, target);
  }

  private plainKey(event: KeyboardEvent, target: HTMLElement): void {
    const pileElement = target.closest<HTMLElement>('[data-pile]');
    switch (event.key) {
      case 'n':
      case 'N':
        event.preventDefault();
        void this.actions.newDeal();
        return;
      case 'h':
      case 'H':
        event.preventDefault();
        this.actions.hint();
        return;
      case ' ':
        if (target.closest('button, summary, a')) return;
        event.preventDefault();
        this.stock();
        return;
      case 'Escape':
        this.controller.putBack();
        return;
      case 'Enter':
        if (!pileElement) return;
        event.preventDefault();
        this.enterOn(pileElement.dataset.pile!);
        return;
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'ArrowUp':
      case 'ArrowDown':
        this.arrow(event, event.key, pileElement?.dataset.pile);
    }
  }

  private stock(): void {
    if (!this.ctx.board.pile('stock')) return;
    clearPicks(this.ctx.state);
    this.controller.tap('stock', 1);
  }

  private enterOn(pileId: PileId): void {
    const { state } = this.ctx;
    if (state.choice) this.controller.tap(pileId, 1);
    else if (state.held) this.controller.dropHeld(pileId);
    else this.controller.pickUp(pileId);
  }

  // From a pile, the focus goes to its neighbour that way; from elsewhere, to the first pile.
  private arrow(event: KeyboardEvent, key: Arrow, focused: PileId | undefined): void {
    const { board } = this.ctx;
    const from = focused ?? board.views[0]?.id;
    if (!from) return;
    event.preventDefault();
    const slots = board.geometry?.slots;
    const next = focused === undefined ? from : slots && neighbour(slots, from, key);
    if (next) board.pile(next)?.focus();
  }
}
