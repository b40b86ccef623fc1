import type { Messages } from '../i18n/en.js';
import { el } from './dom.js';
import type { Frame } from './frame.js';
import type { Page } from './page.js';

const TOAST_MS = 2600;

/** What the game tells the player: a toast that fades, a line read out by screen readers, notices that stay. */
export class Feedback {
  private toastTimer: number | undefined;
  private announcement: string | undefined;

  constructor(
    private readonly page: Page,
    private readonly messages: Messages,
    private readonly frame: Frame,
  ) {}

  /** Shows a short message that fades, and reads it out. */
  say(text: string): void {
    const { toast } = this.page;
    toast.textContent = text;
    toast.classList.add('shown');
    if (this.toastTimer !== undefined) window.clearTimeout(this.toastTimer);
    this.toastTimer = window.setTimeout(() => toast.classList.remove('shown'), TOAST_MS);
  }

  /** Reads a text out to screen readers, just after the next frame. */
  announce(text: string): void {
    this.announcement = text;
    this.frame.afterFrame();
  }

  /** Shows a notice that stays until the player closes it. */
  notice(text: string): void {
    const item = el('p', { class: 'notice' });
    const close = el('button', { type: 'button', class: 'notice-close', 'aria-label': this.messages.menu.close }, '×');
    close.addEventListener('click', () => item.remove());
    item.append(el('span', {}, text), close);
    this.page.notices.append(item);
  }

  /** Puts the pending announcement in the live region (run after the frame). */
  flush(): void {
    if (this.announcement === undefined) return;
    this.page.announcer.textContent = this.announcement;
    this.announcement = undefined;
  }
}
