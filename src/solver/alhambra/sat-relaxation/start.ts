import { AlhambraGame } from '../../../games/alhambra/game.js';
import type { AlhambraLayout } from '../../../games/layout.js';

// Where the relaxation's game begins: a deal's start, or any position of a one-waste game.
//
// A position P (reserve piles, waste, stock, foundations, redeals used) is read as a deal D that begins at P: D's
// reserve is P's reserve piles as they are; D's stock is the stream of P as it will be met from now on: P's waste from
// its bottom card up (turned in this pass already), then P's stock from its next card on; D's foundations are P's; and
// D's line begins with `pass` passes in which every stream card is turned and nothing else is moved, then `turned`
// more turns. That beginning is legal in D (turning is legal while the stock has cards; a redeal turns the waste over
// unshuffled, so the stream is met in the same order again; it uses `pass` of D's two redeals, leaving P's), and it
// leaves D exactly at P: the same piles, waste, stock, foundations and redeals left. So every line of play from P,
// after that beginning, is a line of play of D, and a win from P is a win of D whose moves all come at or after slot
// (`pass`, `turned`). The relaxation of D with "no card is home or built before that slot" (true of those lines, as
// no move is made in the beginning) therefore has a solution whenever P can be won: no solution proves P lost.
//
// What D drops of P's past is only what no rule looks at any more: which cards on the waste came from the reserve
// (a card on the waste can only go home, wherever it came from: in D it is a stream card), and the cards already
// home (they never move again; the foundations keep their counts, which is all the rules see of them).
//
// Why each clause family holds for D as it does for a deal: each family's argument (beside its code) speaks of the
// rules applied to a line from the layout's start, and of nothing else that a deal's start has and D lacks:
// - persistence, the waste stack (turned before home, the stream stack, the built-and-stream stack, the covered built
//   cards), leaving piles, the build bridges, the build order, one card per bridge and the stream order speak of the
//   stream met in the same order pass after pass, of the waste as a stack, of reserve piles leaving top first and of
//   builds onto the waste's top: all true of D's stream (P's waste and stock in turning order, which a redeal keeps)
//   and of D's piles, whatever their heights; D's waste is empty at its start, as a deal's is.
// - The foundation order is the one family that looked at the foundations' start (each held its Ace and King): it
//   now reads where each foundation stands from `start` and states the ranks each still needs, in order.
// - The waste and pile deadlocks and the stream order's three-card deadlocks rest on "waits for", which comes from
//   the foundation order's choices, so they follow it.
// - The start (`encoder.ts`): nothing home or built before slot (`pass`, `turned`), true of D's lines from P.
// The Reinforcements' families (refills, the piles' room, the order of play) also speak of which stream cards an
// emptied pile took in earlier passes; they are not stated for positions mid-game, and the encoder refuses them.
// The tests read the rest of every fixture winning line, from positions in each pass, into the relaxation of the
// position, and check every clause.

/** The position the relaxation's game begins at, beyond its layout (reserve piles and stream). */
export interface RelaxationStart {
  /** Cards on each suit's Ace foundation (1–13, the Ace included), by suit index. */
  readonly aceFoundations: readonly number[];
  /** Cards on each suit's King foundation (1–13, the King included), by suit index. */
  readonly kingFoundations: readonly number[];
  /** Redeals used (0–2): the pass the game is in, from 0. */
  readonly pass: number;
  /** Stream cards turned in this pass: the first `turned` cards of the layout's stock lie on the waste, in order. */
  readonly turned: number;
}

/** A deal's start: each foundation holds its Ace or King, no card turned, the first pass. */
export const DEAL_START: RelaxationStart = {
  aceFoundations: [1, 1, 1, 1],
  kingFoundations: [1, 1, 1, 1],
  pass: 0,
  turned: 0,
};

/** True if `start` is a deal's start. */
export const isDealStart = (start: RelaxationStart): boolean =>
  start.pass === 0 &&
  start.turned === 0 &&
  start.aceFoundations.every((count) => count === 1) &&
  start.kingFoundations.every((count) => count === 1);

/** The relaxation's view of a one-waste game's position: the deal D that begins there, and where in it (above). */
export const relaxationPosition = (game: AlhambraGame): { layout: AlhambraLayout; start: RelaxationStart } => {
  const waste = game.waste[0] ?? [];
  const layout: AlhambraLayout = {
    game: 'alhambra',
    variant: game.layout.variant,
    reserve: game.reserve.map((pile) => [...pile]),
    // The engine's stock has its next card last; a layout's stock has it first.
    stock: [...waste, ...[...game.stock].reverse()],
  };
  return {
    layout,
    start: {
      aceFoundations: [...game.aceFoundations],
      kingFoundations: [...game.kingFoundations],
      pass: game.redealsUsed,
      turned: waste.length,
    },
  };
};

/** A game at the relaxation's start: its layout's deal with `start` played in (no moves in its history). */
export const gameAtStart = (layout: AlhambraLayout, start: RelaxationStart): AlhambraGame => {
  const game = new AlhambraGame(layout);
  if (isDealStart(start)) return game;
  const waste = game.waste[0]!;
  waste.push(...layout.stock.slice(0, start.turned));
  game.stock = layout.stock.slice(start.turned).reverse();
  for (let suit = 0; suit < 4; suit++) {
    game.aceFoundations[suit] = start.aceFoundations[suit]!;
    game.kingFoundations[suit] = start.kingFoundations[suit]!;
  }
  game.redealsUsed = start.pass;
  game.cardsHome =
    start.aceFoundations.reduce((sum, count) => sum + count, 0) +
    start.kingFoundations.reduce((sum, count) => sum + count, 0);
  return game;
};
