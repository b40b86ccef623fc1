import { makeMove } from '../../../src/formats/notation.js';
import type { AnyGame } from '../../../src/games/index.js';
import type { Move } from '../../../src/games/types.js';
import type { Ctx } from '../context.js';
import { cardOfMove, sourcePileId, targetPileId } from '../model/piles.js';
import { shortCard } from '../view/cards.js';
import { pileName } from '../view/labels.js';
import { type HintAdvice, hintAdvice } from './line.js';
import type { SolverService } from './service.js';

/** The legal move of `game` written `token`, if there is one. */
export const moveOfToken = (game: AnyGame, token: string): Move | undefined =>
  game.legalMoves().find((candidate) => makeMove(game.kind, candidate) === token);

/** True for the games whose stock is face down (the Alhambra family): the solver's help sees cards the player cannot. */
export const solverSeesHidden = (game: AnyGame): boolean => game.kind.game === 'alhambra';

/** What a hint offers beside its words, at the position it was asked: the undo to the last winnable position, or "show me how". */
export interface HintOffer {
  readonly type: 'undo' | 'show';
  readonly game: AnyGame;
  readonly moveCount: number;
}

/**
 * The Hint button and H: on a known winning line its next move at once; on a proven loss the plain fact and the undo to
 * the last winnable position; undecided, the best try, labelled as such. While the solver still thinks, the hint comes
 * when its verdict does, unless the player moved on.
 */
export class Hints {
  private waiting: { readonly game: AnyGame; readonly moveCount: number } | undefined;
  private offer: HintOffer | undefined;

  constructor(
    private readonly ctx: Ctx,
    private readonly service: SolverService,
    private readonly offered: () => void,
  ) {
    service.onChange(() => this.verdictCame());
  }

  /** Asks for a hint on the game as it is now. */
  ask(): void {
    const { state, messages, feedback } = this.ctx;
    const game = state.session.game;
    if (game.status() !== 'playing') return;
    this.service.sync();
    const advice = hintAdvice(this.service.line);
    if (advice.type === 'thinking') {
      this.waiting = { game, moveCount: game.moveCount };
      feedback.say(this.note(messages.hint.thinking));
      return;
    }
    this.waiting = undefined;
    this.give(advice);
  }

  /** What the last hint offered, while the game is still at the position it was asked for. */
  currentOffer(): HintOffer['type'] | undefined {
    const game = this.ctx.state.session.game;
    const offer = this.offer;
    return offer && offer.game === game && offer.moveCount === game.moveCount ? offer.type : undefined;
  }

  private offerOf(type: HintOffer['type'] | undefined): HintOffer | undefined {
    const game = this.ctx.state.session.game;
    return type === undefined ? undefined : { type, game, moveCount: game.moveCount };
  }

  private verdictCame(): void {
    const waiting = this.waiting;
    if (!waiting) return;
    const game = this.ctx.state.session.game;
    if (game !== waiting.game || game.moveCount !== waiting.moveCount) {
      this.waiting = undefined;
      return;
    }
    const advice = hintAdvice(this.service.line);
    if (advice.type === 'thinking') return;
    this.waiting = undefined;
    this.give(advice);
  }

  private give(advice: Exclude<HintAdvice, { type: 'thinking' }>): void {
    const { messages, feedback } = this.ctx;
    const words = messages.solver;
    switch (advice.type) {
      case 'line':
        this.offer = this.offerOf('show');
        this.show(advice.move, messages.hint.suggest);
        break;
      case 'lost': {
        this.offer = this.offerOf(advice.lastWinnable === undefined ? undefined : 'undo');
        const lost = words.lost(advice.since);
        if (advice.best === undefined) feedback.say(this.note(lost));
        else this.show(advice.best, (text) => `${lost} ${words.furthest(text)}`);
        break;
      }
      case 'unknown':
        this.offer = undefined;
        if (advice.best === undefined) feedback.say(this.note(words.undecided));
        else this.show(advice.best, (text) => `${words.undecided} ${words.bestTry(text)}`);
        break;
    }
    this.offered();
  }

  // The Alhambra family's stock is face down: the words say the help comes from a player who sees it.
  private note(text: string): string {
    return solverSeesHidden(this.ctx.state.session.game) ? `${text} ${this.ctx.messages.solver.knowsDeckShort}` : text;
  }

  private show(token: string, word: (text: string) => string): void {
    const { state, messages, feedback, persister } = this.ctx;
    const game = state.session.game;
    const move = moveOfToken(game, token);
    if (!move) return;
    state.session.assisted = true;
    persister.saveSessionSoon();
    if (move.type === 'transfer') {
      const card = cardOfMove(game, move)!;
      const to = targetPileId(move.to, card);
      state.hintPiles = [sourcePileId(move.from), to];
      feedback.say(this.note(word(messages.moves.moved(shortCard(messages, card), pileName(messages, game, to)))));
    } else {
      state.hintPiles = ['stock'];
      feedback.say(this.note(word(move.type === 'turn' ? messages.hint.turn : messages.hint.redeal)));
    }
    this.ctx.frame.redraw();
  }
}
