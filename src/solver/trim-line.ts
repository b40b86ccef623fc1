import type { AnyGame } from '../games/index.js';
import type { Move } from '../games/types.js';
import { solverNow } from './clock.js';
import type { SolveResult } from './types.js';

/** A line that brings cards home, with the cards on the foundations at its end. */
export interface HomeLine {
  readonly line: readonly Move[];
  readonly cardsHome: number;
}

// Moves played while trimming one line, at most: a bound on the time it takes (well under a second), counted in moves
// rather than time so that the same line always trims the same way.
const MAX_PLAYS = 500_000;

// A move with the card it takes (-1 for a turn of the stock or a redeal): a move is kept only while it still moves the
// same card, since a pile's notation names whatever card lies on top.
interface Step {
  readonly move: Move;
  readonly card: number;
}

/** The card a move takes from the top of its pile here, or -1 (a stock turn, a redeal, an empty pile). */
const cardTaken = (game: AnyGame, move: Move): number => {
  if (move.type !== 'transfer') return -1;
  const { pile, index } = move.from;
  if (game.family === 'king-albert')
    return (pile === 'column' ? game.columns[index]?.at(-1) : pile === 'reserve' ? game.reserve[index] : -1) ?? -1;
  return (pile === 'reserve' ? game.reserve[index]?.at(-1) : game.waste[index]?.at(-1)) ?? -1;
};

/**
 * A line as short as trimming makes it that brings home the most cards the given one does (a solver's furthest line):
 * cut after the move that first brings that many home, then without the moves that bring nothing, each dropped (or a
 * card's two moves made one) only when the line without it, replayed, still brings as many cards home. The line must
 * be legal from the game's position; the game is left untouched.
 */
export const trimLine = (game: AnyGame, line: readonly Move[]): HomeLine => {
  const walker = game.clone() as AnyGame;
  const steps = line.map((move): Step => {
    const card = cardTaken(walker, move);
    if (!walker.play(move).ok) throw new Error('trimLine: the line is not legal from the position');
    return { move, card };
  });
  const start = cutAtMost(game, steps);
  const trimmer = new Trimmer(game, start.cardsHome);
  let trimmed = start.steps;
  for (let before = Number.POSITIVE_INFINITY; trimmed.length < before && trimmer.plays < MAX_PLAYS; ) {
    before = trimmed.length;
    trimmed = trimmer.pass(trimmed);
  }
  // Cut again: a pass the budget stopped may leave moves after the last card home.
  const end = cutAtMost(game, trimmed);
  return { line: end.steps.map((step) => step.move), cardsHome: end.cardsHome };
};

// The legal line's steps up to the one that first brings its most cards home, and that number.
const cutAtMost = (game: AnyGame, steps: readonly Step[]): { steps: Step[]; cardsHome: number } => {
  const copy = game.clone();
  let cardsHome = copy.cardsHome;
  let cut = 0;
  steps.forEach((step, index) => {
    copy.play(step.move);
    if (copy.cardsHome > cardsHome) {
      cardsHome = copy.cardsHome;
      cut = index + 1;
    }
  });
  return { steps: steps.slice(0, cut), cardsHome };
};

// One pass over the line: from its first move on, each move is tried away, then (for a card moved twice) the card's
// two moves as one, straight from its first pile to its second target.
class Trimmer {
  plays = 0;

  constructor(
    private readonly game: AnyGame,
    private readonly target: number,
  ) {}

  pass(steps: readonly Step[]): Step[] {
    let line = [...steps];
    const prefix = this.game.clone() as AnyGame;
    for (let at = 0; at < line.length && this.plays < MAX_PLAYS; ) {
      const shorter = this.without(prefix, line, at);
      if (shorter !== undefined) {
        line = [...line.slice(0, at), ...shorter];
        continue;
      }
      prefix.play(line[at]!.move);
      at++;
    }
    return line;
  }

  // The rest of the line after dropping the move at `at` (and folding its card's next move into one from the same
  // pile) when it still brings the target home from the position `prefix` is in; otherwise undefined.
  private without(prefix: AnyGame, line: readonly Step[], at: number): Step[] | undefined {
    const dropped = line[at]!;
    const alone = this.replay(prefix, line, at + 1);
    if (alone.cardsHome >= this.target) return alone.kept;
    if (dropped.move.type !== 'transfer' || dropped.card < 0) return undefined;
    const next = line.findIndex((step, index) => index > at && step.card === dropped.card);
    const nextMove = line[next]?.move;
    if (nextMove?.type !== 'transfer') return undefined;
    const from = dropped.move.from;
    const to = nextMove.to;
    // Back to the pile it came from: both moves go.
    const folded: Step[] =
      to.pile === from.pile && 'index' in to && to.index === from.index
        ? []
        : [{ move: { type: 'transfer', from, to }, card: dropped.card }];
    const rest = [...line.slice(at + 1, next), ...folded, ...line.slice(next + 1)];
    const merged = this.replay(prefix, rest, 0);
    return merged.cardsHome >= this.target ? merged.kept : undefined;
  }

  // Plays the line's steps from `start` on a copy of the game, skipping each one that is illegal or takes another card.
  private replay(game: AnyGame, line: readonly Step[], start: number): { kept: Step[]; cardsHome: number } {
    const copy = game.clone() as AnyGame;
    const kept: Step[] = [];
    for (let index = start; index < line.length; index++) {
      const step = line[index]!;
      this.plays++;
      if (cardTaken(copy, step.move) === step.card && copy.play(step.move).ok) kept.push(step);
    }
    return { kept, cardsHome: copy.cardsHome };
  }
}

/**
 * The solver's answer with its King Albert furthest line trimmed (`trimLine`), the time trimming took included.
 * Alhambra's lines are left as found: each stock turn decides which cards every later move takes, so trimming
 * dropped 2 or 3 moves of lines of 84 to 172 and took up to 0.8 s (deals 1 and 3, Reinforcement 1, 2026-12-07).
 */
export const withTrimmedBestLine = (game: AnyGame, result: SolveResult): SolveResult => {
  if (result.verdict === 'winnable' || result.bestLine === undefined || game.family !== 'king-albert') return result;
  const started = solverNow();
  const { line, cardsHome } = trimLine(game, result.bestLine);
  return { ...result, bestLine: line, bestCardsHome: cardsHome, ms: result.ms + solverNow() - started };
};
