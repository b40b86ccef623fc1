import type { Messages } from '../i18n/en.js';
import type { Session } from '../model/session.js';
import type { State } from '../model/state.js';
import { settleSession } from '../model/stats.js';
import type { Feedback } from '../view/feedback.js';
import type { Frame } from '../view/frame.js';
import {
  forgetSession,
  type SaveOutcome,
  type StorageLike,
  type StoragePart,
  saveSession,
  saveSettings,
  saveStats,
  storedStats,
} from './storage.js';

/**
 * Keeps the state in storage: the game just after the frame that shows a move (at once when asked), the statistics
 * as stored now plus this tab's results, and the settings. A part whose stored data this tab must not write over is
 * held: never saved again in this tab.
 */
export class Persister {
  /** Parts this tab leaves alone: their stored data is newer, or could not be put aside before recovery. */
  readonly held: Set<StoragePart>;
  private due = false;

  constructor(
    private readonly storage: StorageLike,
    private readonly state: State,
    private readonly messages: Messages,
    private readonly feedback: Feedback,
    private readonly frame: Frame,
    held: readonly StoragePart[],
  ) {
    this.held = new Set(held);
  }

  /** True when the game has changed since it was last saved. */
  get saveDue(): boolean {
    return this.due;
  }

  /** Saves the game in progress just after the next frame (see `Frame.afterFrame`). */
  saveSessionSoon(): void {
    this.due = true;
    this.frame.afterFrame();
  }

  /** Saves the game in progress now; a game pushed out of the games kept is counted as given up. */
  saveSessionNow(): void {
    this.due = false;
    const { session } = this.state;
    this.persist('game', () => saveSession(this.storage, session, (dropped) => this.settle(dropped, true)));
  }

  /** Saves the game if a save is due (run after the frame). */
  flush(): void {
    if (this.due) this.saveSessionNow();
  }

  /** Takes a session out of the games kept. */
  forget(session: Session): void {
    this.persist('game', () => forgetSession(this.storage, session));
  }

  /** Counts a session's result if it is due, into the statistics as stored now (another tab may have added to them). */
  settle(session: Session, leaving: boolean): void {
    this.reloadStats();
    const settled = settleSession(session, this.state.stats, leaving);
    if (settled === this.state.stats) return;
    this.state.stats = settled;
    this.saveStats();
  }

  /** Takes up the statistics as stored now, unless this tab holds them. */
  reloadStats(): void {
    if (!this.held.has('stats')) this.state.stats = storedStats(this.storage) ?? this.state.stats;
  }

  /** Saves the statistics. */
  saveStats(): void {
    this.persist('stats', () => saveStats(this.storage, this.state.stats));
  }

  /** Saves the settings. */
  saveSettings(): void {
    this.persist('settings', () => saveSettings(this.storage, this.state.settings));
  }

  private persist(part: StoragePart, save: () => SaveOutcome): void {
    if (this.held.has(part)) return;
    const outcome = save();
    if (outcome === 'refused') this.feedback.say(this.messages.notices.storageFull);
    else if (outcome === 'newer') {
      this.held.add(part);
      this.feedback.notice(this.messages.notices.storage.newerNow);
    }
  }
}
