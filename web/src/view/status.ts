import { ALHAMBRA_FAMILY } from '../../../src/games/registry.js';
import type { Messages } from '../i18n/en.js';
import { stockOf } from '../model/piles.js';
import type { State } from '../model/state.js';
import { dealText, kindTitle } from './labels.js';
import type { Page } from './page.js';

// Seen as a dot, heard as a pause: without it a screen reader runs the parts together ("Alhambradeal #588").
const SEPARATOR = '<span class="sep"><span aria-hidden="true"> · </span><span class="sr-only">, </span></span>';

/** A figure as it is seen ("23/52") and as it is heard ("23 of 52 cards home"). */
const spoken = (seen: string, heard: string): string =>
  `<span aria-hidden="true">${seen}</span><span class="sr-only">${heard}</span>`;

/** What the status line calls when the game it shows is won, and when it is lost or no longer lost. */
export interface StatusHooks {
  readonly won: () => void;
  readonly lost: (lost: boolean) => void;
}

/**
 * The status line (game, deal, cards home, moves, clock, Alhambra's pass), the toolbar buttons that depend on the
 * game, and the clock. Drawn just after the frame that shows a move, and only the parts that changed.
 */
export class StatusView {
  private parts: string[] = [];
  private due = false;
  private clockStarted = performance.now();

  constructor(
    private readonly page: Page,
    private readonly messages: Messages,
    private readonly state: State,
    private readonly hooks: StatusHooks,
  ) {}

  /** Marks the status line for drawing after the frame. */
  markDue(): void {
    this.due = true;
  }

  /** Draws the status line if it is due (run after the frame). */
  flush(): void {
    if (!this.due) return;
    this.due = false;
    this.render();
  }

  /** Restarts the clock's reference time (the game starts showing now). */
  resetClock(): void {
    this.clockStarted = performance.now();
  }

  /** Adds the time since the last tick to a game under way, while the page is seen, and shows it. */
  tick(): void {
    const now = performance.now();
    const delta = now - this.clockStarted;
    this.clockStarted = now;
    const { session } = this.state;
    const game = session.game;
    if (document.hidden || game.moveCount === 0 || game.status() !== 'playing') return;
    session.elapsedMs += Math.min(delta, 5000);
    const clock = this.page.statusLine.querySelector('.clock');
    if (clock) clock.textContent = this.messages.formatTime(session.elapsedMs);
    this.parts = [];
  }

  private render(): void {
    const { session } = this.state;
    const game = session.game;
    const { status, looks } = this.messages;
    const parts = [
      kindTitle(this.messages, game.kind),
      dealText(this.messages, game),
      `<span title="${status.homeLabel}">${spoken(
        status.home(game.cardsHome, game.cardCount),
        looks.homeSpoken(game.cardsHome, game.cardCount),
      )}</span>`,
      status.moves(game.moveCount),
      `<span class="sr-only">${status.time} </span><span class="clock">${this.messages.formatTime(session.elapsedMs)}</span>`,
    ];
    const stock = stockOf(game);
    if (stock)
      parts.push(
        spoken(status.pass(stock.pass, ALHAMBRA_FAMILY.passes), looks.passSpoken(stock.pass, ALHAMBRA_FAMILY.passes)),
      );
    this.drawParts(parts);
    const { buttons, board } = this.page;
    buttons.undo.disabled = game.moveCount === 0;
    buttons.redo.disabled = session.redo.length === 0;
    buttons.restart.disabled = game.moveCount === 0;
    const result = game.status();
    board.classList.toggle('won', result === 'won');
    this.hooks.lost(result === 'lost');
    if (result === 'won' && !this.state.celebrated) {
      this.state.celebrated = true;
      this.hooks.won();
    }
    if (result !== 'won') this.state.celebrated = false;
  }

  // Only the parts that changed are rewritten (a move changes one or two), not the whole line.
  private drawParts(parts: string[]): void {
    const line = this.page.statusLine;
    const drawn = this.parts;
    if (drawn.length !== parts.length) line.innerHTML = parts.map((part) => `<span>${part}</span>`).join(SEPARATOR);
    else
      parts.forEach((part, index) => {
        if (part !== drawn[index]) line.children[2 * index]!.innerHTML = part;
      });
    this.parts = parts;
  }
}
