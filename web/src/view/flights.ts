import type { Point } from '../model/geometry.js';
import type { PileId } from '../model/piles.js';
import { reducedMotion } from './dom.js';

/** A card to fly after the next redraw: to the top of a pile, from a place in board pixels. */
export interface Flight {
  readonly pileId: PileId;
  readonly from: Point;
  readonly delay?: number;
}

/** Where a pile's top card is drawn: its element and its place on the board. */
export type LocateTop = (pileId: PileId) => { readonly card: HTMLElement; readonly to: Point } | undefined;

/** The moves' animations: each played card flies from where it was to where it lands (none with reduced motion). */
export class Flights {
  private queued: readonly Flight[] = [];
  private readonly inAir = new Map<HTMLElement, Animation>();

  /** Sets the cards to fly after the next redraw (none clears them). */
  queue(flights: readonly Flight[]): void {
    this.queued = flights;
  }

  /** Lands a card still in flight at once (a redraw that keeps its element). */
  land(card: HTMLElement): void {
    this.inAir.get(card)?.finish();
  }

  /** Starts the queued flights, once the board shows where their cards land. */
  run(locate: LocateTop): void {
    const flights = this.queued;
    this.queued = [];
    if (reducedMotion()) return;
    for (const flight of flights) {
      const top = locate(flight.pileId);
      if (!top) continue;
      const dx = flight.from.x - top.to.x;
      const dy = flight.from.y - top.to.y;
      if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
      this.fly(top.card, dx, dy, flight.delay ?? 0);
    }
  }

  private fly(card: HTMLElement, dx: number, dy: number, delay: number): void {
    // A card in flight must not catch the taps meant for the pile it flies over (a fast second tap on the stock).
    card.style.pointerEvents = 'none';
    const animation = card.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0, 0)' }], {
      duration: 160,
      delay,
      fill: 'backwards',
      easing: 'cubic-bezier(.2,.7,.3,1)',
    });
    this.inAir.set(card, animation);
    const land = (): void => {
      card.style.pointerEvents = '';
      this.inAir.delete(card);
    };
    animation.addEventListener('finish', land);
    animation.addEventListener('cancel', land);
  }
}

/** Slides a dragged card back to its pile (at once with reduced motion). */
export const slideBack = (card: HTMLElement): void => {
  card.classList.remove('dragging');
  if (reducedMotion()) {
    card.style.transform = '';
    return;
  }
  card.classList.add('returning');
  card.style.transform = '';
  window.setTimeout(() => card.classList.remove('returning'), 200);
};
