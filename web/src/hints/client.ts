import { makeMove } from '../../../src/formats/notation.js';
import type { Ctx } from '../context.js';
import type { Messages } from '../i18n/en.js';
import { cardOfMove, sourcePileId, targetPileId } from '../model/piles.js';
import { sessionRecord } from '../model/session.js';
import { shortCard } from '../view/cards.js';
import { pileName } from '../view/labels.js';

/** The solver's time for a hint, in milliseconds. */
const HINT_TIMEOUT_MS = 4000;

/** The hint worker's answer: the solver's verdict, and the first move of its winning or furthest line, if any. */
export interface HintReply {
  readonly verdict: 'winnable' | 'unwinnable' | 'unknown';
  readonly move?: string;
}

// How a suggested move is worded: a sure win, the line that gets furthest in a lost game, or no promise.
const wording = (hint: Messages['hint'], verdict: HintReply['verdict']): ((text: string) => string) => {
  switch (verdict) {
    case 'winnable':
      return hint.suggest;
    case 'unwinnable':
      return hint.furthest;
    default:
      return hint.tentative;
  }
};

/** The Hint button: asks the solver in a Web Worker, then lights up the move it suggests and says it. */
export class Hints {
  private worker: Worker | undefined;

  constructor(private readonly ctx: Ctx) {}

  /** Asks for a hint on the game as it is now; an answer for an older position is dropped. */
  ask(): void {
    const { state, messages, feedback } = this.ctx;
    const game = state.session.game;
    if (game.status() !== 'playing') return;
    feedback.say(messages.hint.thinking);
    this.worker?.terminate();
    const worker = new Worker(new URL('./hint-worker.ts', import.meta.url), { type: 'module' });
    this.worker = worker;
    const moveCount = game.moveCount;
    worker.onmessage = (event: MessageEvent<HintReply>) => {
      worker.terminate();
      if (this.worker === worker) this.worker = undefined;
      if (state.session.game !== game || game.moveCount !== moveCount) return;
      const { verdict, move } = event.data;
      const { hint } = messages;
      if (move === undefined) feedback.say(verdict === 'unwinnable' ? hint.none : hint.unknown);
      else this.show(move, wording(hint, verdict));
    };
    worker.onerror = () => {
      worker.terminate();
      feedback.say(messages.hint.unknown);
    };
    worker.postMessage({ record: sessionRecord(state.session), timeoutMs: HINT_TIMEOUT_MS });
  }

  private show(token: string, word: (text: string) => string): void {
    const { state, messages, feedback } = this.ctx;
    const game = state.session.game;
    const move = game.legalMoves().find((candidate) => makeMove(game.kind, candidate) === token);
    if (!move) return;
    if (move.type === 'transfer') {
      const card = cardOfMove(game, move)!;
      const to = targetPileId(move.to, card);
      state.hintPiles = [sourcePileId(move.from), to];
      feedback.say(word(messages.moves.moved(shortCard(messages, card), pileName(messages, game, to))));
    } else {
      state.hintPiles = ['stock'];
      feedback.say(word(move.type === 'turn' ? messages.hint.turn : messages.hint.redeal));
    }
    this.ctx.frame.redraw();
  }
}
