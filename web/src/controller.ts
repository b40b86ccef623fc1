import { assertNever } from '../../src/games/index.js';
import type { Move, Source } from '../../src/games/types.js';
import type { Ctx } from './context.js';
import { safeAutoMove } from './model/autoplay.js';
import type { Point } from './model/geometry.js';
import { moveForDrop, movesFrom } from './model/moves.js';
import {
  cardAtSource,
  cardOfMove,
  cardsToTurn,
  type PileId,
  sourceOfPile,
  sourcePileId,
  stockOf,
  targetPileId,
} from './model/piles.js';
import { playMove, redoMove, restartSession, type Session, undoMove } from './model/session.js';
import { clearPicks, takeUp } from './model/state.js';
import { tapOutcome } from './model/tap.js';
import { shortCard, spokenCard } from './view/cards.js';
import { reducedMotion } from './view/dom.js';
import type { Flight } from './view/flights.js';
import { pileName } from './view/labels.js';

const AUTOPLAY_DELAY_MS = 140;

/**
 * Turns what the player does into engine moves and back into the state: taps, drops, picks with the keyboard,
 * undo, redo, restart and auto-play. The engine decides what is legal; this only asks it and says why not.
 */
export class Controller {
  private autoplayTimer: number | undefined;

  constructor(private readonly ctx: Ctx) {}

  /** Puts a session on the table, dropping what the player had picked up, the choice, the hints and auto-play. */
  takeUp(session: Session): void {
    takeUp(this.ctx.state, session);
    this.cancelAutoplay();
  }

  /** Plays a move with its animation, announcement, saving, win check and auto-play; true if it was legal. */
  play(move: Move, animateFrom?: Point): boolean {
    const { state, messages, flights, persister } = this.ctx;
    const game = state.session.game;
    const card = cardOfMove(game, move);
    const turned = move.type === 'turn' ? cardsToTurn(game) : [];
    const flown = this.flightsOf(move, card, turned.length, animateFrom);
    if (flown) flights.queue(flown);
    const played = playMove(state.session, move);
    if (!played.ok) {
      flights.queue([]);
      this.ctx.feedback.say(messages.moves.refused(messages.engineText(played.error)));
      return false;
    }
    clearPicks(state);
    state.hintPiles = [];
    this.announceMove(move, card, turned);
    if (game.status() === 'won') {
      persister.settle(state.session, false);
      // Saved at once with the statistics that counted it, so no reload can find the game unfinished and count it again.
      persister.saveSessionNow();
    } else persister.saveSessionSoon();
    this.ctx.frame.redraw();
    this.queueAutoplay();
    return true;
  }

  // Places come from the layout, not from measuring the page: a measure here would lay the page out once more
  // before the frame does. Undefined: no flight to set (a redeal).
  private flightsOf(move: Move, card: number | undefined, turned: number, from?: Point): Flight[] | undefined {
    const { board } = this.ctx;
    switch (move.type) {
      case 'transfer': {
        const start = from ?? board.topCardPlace(sourcePileId(move.from));
        return start && card !== undefined ? [{ pileId: targetPileId(move.to, card), from: start }] : [];
      }
      case 'turn': {
        const stock = board.topCardPlace('stock');
        // Each waste pile a turn deals to (four in Granada) gets its card from the stock, a little after the last.
        return stock
          ? Array.from({ length: turned }, (_, index) => ({ pileId: `w${index}`, from: stock, delay: index * 40 }))
          : [];
      }
      case 'redeal':
        return undefined;
      default:
        return assertNever(move);
    }
  }

  private announceMove(move: Move, card: number | undefined, turned: readonly number[]): void {
    const { messages, feedback, state } = this.ctx;
    const game = state.session.game;
    if (move.type === 'transfer' && card !== undefined)
      feedback.announce(
        messages.moves.moved(spokenCard(messages, card), pileName(messages, game, targetPileId(move.to, card))),
      );
    else if (move.type === 'turn')
      feedback.announce(messages.moves.turnedMany(turned.map((each) => spokenCard(messages, each)).join(', ')));
    else if (move.type === 'redeal') {
      const stock = stockOf(game);
      if (stock) feedback.announce(messages.moves.redealt(stock.pass));
    }
  }

  /** Takes every move back (they stay for redo). */
  restart(): void {
    this.cancelAutoplay();
    restartSession(this.ctx.state.session);
    this.afterChange();
  }

  /** Takes back the last move. */
  undo(): void {
    const { state, messages, feedback } = this.ctx;
    this.cancelAutoplay();
    clearPicks(state);
    const move = undoMove(state.session);
    feedback.announce(move ? messages.moves.undone : messages.moves.nothingToUndo);
    this.afterChange();
  }

  /** Takes moves back until `moveCount` are left (they stay for redo); true if any was taken back. */
  undoTo(moveCount: number): boolean {
    const { state } = this.ctx;
    this.cancelAutoplay();
    clearPicks(state);
    let undone = false;
    while (state.session.game.moveCount > moveCount && undoMove(state.session) !== undefined) undone = true;
    this.afterChange();
    return undone;
  }

  /** Replays the last move taken back. */
  redo(): void {
    const { state, messages, feedback } = this.ctx;
    this.cancelAutoplay();
    clearPicks(state);
    const move = redoMove(state.session);
    feedback.announce(move ? messages.moves.redone : messages.moves.nothingToRedo);
    this.afterChange();
  }

  private afterChange(): void {
    this.ctx.state.hintPiles = [];
    this.ctx.persister.saveSessionSoon();
    this.ctx.frame.redraw();
  }

  /** Plays the next safe move after a short pause, if the player turned auto-play on. */
  queueAutoplay(): void {
    if (!this.ctx.state.settings.autoplay) return;
    this.cancelAutoplay();
    this.autoplayTimer = window.setTimeout(
      () => {
        this.autoplayTimer = undefined;
        if (this.ctx.state.drag?.active) return;
        const move = safeAutoMove(this.ctx.state.session.game);
        if (move) this.play(move);
      },
      reducedMotion() ? 0 : AUTOPLAY_DELAY_MS,
    );
  }

  /** Stops a pending auto-play move. */
  cancelAutoplay(): void {
    if (this.autoplayTimer !== undefined) window.clearTimeout(this.autoplayTimer);
    this.autoplayTimer = undefined;
  }

  /** A tap or click (`detail`: its click count) on a pile: the best move, a choice, or why there is none. */
  tap(pileId: PileId, detail: number): void {
    const { state, messages, feedback, frame } = this.ctx;
    const outcome = tapOutcome(state, pileId, detail, performance.now());
    let moved = false;
    switch (outcome.type) {
      case 'ignore':
        return;
      case 'choose':
        state.choice = undefined;
        if (outcome.move) this.play(outcome.move);
        else frame.redraw();
        return;
      case 'drop':
        this.dropHeld(pileId);
        return;
      case 'play':
        moved = this.play(outcome.move);
        break;
      case 'stockRefused':
        feedback.say(messages.moves.refused(messages.engineText(outcome.reason)));
        break;
      case 'offer': {
        state.choice = outcome.moves;
        const name = shortCard(messages, outcome.card);
        feedback.say(
          outcome.home ? messages.moves.choose(name) : messages.moves.choosePlace(name, outcome.moves.length),
        );
        frame.redraw();
        break;
      }
      case 'noMove':
        feedback.say(messages.moves.noMove(shortCard(messages, outcome.card)));
        break;
      case 'empty':
        feedback.say(messages.moves.emptyPile);
        break;
      case 'none':
        break;
      default:
        assertNever(outcome);
    }
    state.lastTap = { pileId, moved, time: performance.now() };
  }

  /** Picks up a pile's top card (the keyboard's first Enter); on the stock, turns it. */
  pickUp(pileId: PileId): void {
    const { state, messages, feedback } = this.ctx;
    const game = state.session.game;
    if (pileId === 'stock') {
      this.tap('stock', 1);
      return;
    }
    const source = sourceOfPile(pileId);
    const card = source && cardAtSource(game, source);
    if (!source || card === undefined) {
      feedback.say(source ? messages.moves.emptyPile : messages.moves.cannotMove);
      return;
    }
    if (movesFrom(game, source).length === 0) {
      feedback.say(messages.moves.noMove(shortCard(messages, card)));
      return;
    }
    state.held = source;
    feedback.announce(messages.moves.picked(spokenCard(messages, card)));
    this.ctx.frame.redraw();
  }

  /** Drops the card picked up on a pile (its own pile puts it back). */
  dropHeld(pileId: PileId): void {
    const { state, messages, feedback, frame } = this.ctx;
    const source = state.held!;
    if (pileId === sourcePileId(source)) {
      state.held = undefined;
      feedback.announce(messages.moves.putBack);
      frame.redraw();
      return;
    }
    if (this.tryDrop(source, pileId)) state.held = undefined;
    frame.redraw();
  }

  /** Puts back the card picked up and closes a choice (Escape). */
  putBack(): void {
    const { state } = this.ctx;
    if (!state.held && !state.choice) return;
    clearPicks(state);
    this.ctx.feedback.announce(this.ctx.messages.moves.putBack);
    this.ctx.frame.redraw();
  }

  /** Plays the drop of a source's card on a pile, or says why it is illegal; true if played. */
  tryDrop(source: Source, pileId: PileId, animateFrom?: Point): boolean {
    const { state, messages, feedback } = this.ctx;
    const game = state.session.game;
    const drop = moveForDrop(game, source, pileId);
    if ('move' in drop) return this.play(drop.move, animateFrom);
    const card = cardAtSource(game, source);
    if ('otherSuit' in drop && card !== undefined)
      feedback.say(messages.moves.illegal(messages.moves.otherSuit(shortCard(messages, card))));
    else if (drop.reason) feedback.say(messages.moves.illegal(messages.engineText(drop.reason)));
    else feedback.say(messages.moves.notATarget);
    return false;
  }
}
