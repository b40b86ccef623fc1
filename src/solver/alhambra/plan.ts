import { rankOf, suitOf } from '../../core/cards.js';
import { ALHAMBRA_DESCRIPTORS } from '../../games/registry.js';
import type { Move } from '../../games/types.js';
import type { AlhambraRelaxation } from './sat-relaxation/relaxation.js';

// Plans: a solution of the relaxation says for every card which foundation it goes to and which reserve cards are
// built onto the waste, and when. Those are the hard choices of the game; with them fixed, what is left is mostly
// timing, which a small depth-first search settles. A plan that cannot be played out proves nothing (the relaxation
// allows more than the rules), so the caller asks for another one; one that can be played out is a real win.
// The next plan should not fail the same way. A failed playout names the cards it left out at its best (the position
// with the most cards home), and the clause that blocks the plan then speaks only of those cards' choices: it rules
// out every plan that repeats them, not only this one, however the rest differs. Such a clause is a guess, not a
// consequence of the rules (the same choices may win with other timing), which is why no proof of loss uses it.

/** A plan read from a solution of the relaxation, with cards numbered as there (stock by index, then reserve). */
export interface AlhambraPlan {
  /** For each card: true if it goes to its suit's Ace foundation, false for the King foundation. */
  readonly toAce: readonly boolean[];
  /** For each card: the slot by which it is built onto the waste, or -1 if it never is. */
  readonly buildSlot: readonly number[];
}

/** The layout's cards in the relaxation's numbering: the stock by index, then the reserve piles, bottom card first. */
const numberedCards = (relaxation: AlhambraRelaxation): number[] => [
  ...relaxation.layout.stock,
  ...relaxation.layout.reserve.flat(),
];

/** Reads the plan out of a solution of the relaxation (`value` gives each variable's value). */
export const readPlan = (relaxation: AlhambraRelaxation, value: (variable: number) => boolean): AlhambraPlan => {
  const cards = numberedCards(relaxation);
  // A card whose rank only one foundation still needs goes there (from a deal's start: the King left in play ends
  // the Ace foundation, the Ace left in play the King foundation).
  const { aceFoundations } = relaxation.start;
  const toAce = cards.map((card) => rankOf(card) >= aceFoundations[suitOf(card)]!);
  for (const { variable, first, second } of relaxation.aceChoices) {
    toAce[first] = value(variable);
    toAce[second] = !value(variable);
  }
  const buildSlot = relaxation.built.map((slots) => slots.findIndex(value));
  return { toAce, buildSlot };
};

/**
 * A clause that rules out the plan of this solution (its foundations and which cards are built) in later solves; given
 * `stuck` (cards a failed playout left out), only its choices for those cards, ruling out every plan that repeats
 * them, unless they have none (only Kings and Aces left in play, never built).
 */
export const planBlockingClause = (
  relaxation: AlhambraRelaxation,
  value: (variable: number) => boolean,
  stuck?: readonly number[],
): number[] => {
  // A copy pair's choice concerns both copies.
  const concerns = (card: number) => stuck === undefined || stuck.includes(card);
  const clause: number[] = [];
  for (const { variable, first, second } of relaxation.aceChoices)
    if (concerns(first) || concerns(second)) clause.push(value(variable) ? -variable : variable);
  for (const [card, slots] of relaxation.built.entries()) {
    const last = slots[slots.length - 1];
    if (last !== undefined && concerns(card)) clause.push(value(last) ? -last : last);
  }
  return clause.length === 0 && stuck !== undefined ? planBlockingClause(relaxation, value) : clause;
};

const ALHAMBRA_CARDS = 104;

/** What playing out a plan gave: a winning line, or none, and the positions it searched. */
export interface PlayedPlan {
  readonly line: Move[] | undefined;
  readonly positions: number;
  /** Without a win: the cards not home in the position with the most cards home that the playout reached. */
  readonly stuck: readonly number[];
}

/**
 * Plays the plan out from the relaxation's start (a deal's start or a position): a depth-first search whose foundation moves go only where the plan says
 * and whose builds are only the plan's (no earlier than planned), foundation moves first. The line is undefined if
 * no win was found within `maxPositions` positions.
 */
export const realizePlan = (relaxation: AlhambraRelaxation, plan: AlhambraPlan, maxPositions: number): PlayedPlan => {
  const { layout, start } = relaxation;
  const anySuit = ALHAMBRA_DESCRIPTORS[layout.variant].anySuitOnWaste;
  const cards = numberedCards(relaxation);
  const stockSize = layout.stock.length;
  const slotsPerPass = stockSize + 1;
  let next = stockSize;
  const piles = layout.reserve.map((pile) => pile.map(() => next++));
  // The stock's next card is its last element; the first `turned` stream cards lie on the waste.
  let stock = Array.from({ length: stockSize - start.turned }, (_, index) => stockSize - 1 - index);
  let waste: number[] = Array.from({ length: start.turned }, (_, index) => index);
  // The rank each foundation takes next.
  const aceNext = [...start.aceFoundations];
  const kingNext = start.kingFoundations.map((count) => 12 - count);
  const place = new Array<number>(cards.length).fill(0);
  let pass = start.pass;
  // The slot's j: one past the stream card turned last in this pass (as `lineAssignment` counts it).
  let j = start.turned;
  let home = ALHAMBRA_CARDS - cards.length;
  let positions = 0;
  const line: Move[] = [];
  const seen = new Set<string>();
  const suit = (card: number) => suitOf(cards[card]!);
  const rank = (card: number) => rankOf(cards[card]!);
  const fitsHome = (card: number) =>
    plan.toAce[card] ? aceNext[suit(card)] === rank(card) : kingNext[suit(card)] === rank(card);
  const adjacent = (card: number, top: number) => {
    const difference = (rank(card) - rank(top) + 13) % 13;
    return (anySuit || suit(card) === suit(top)) && (difference === 1 || difference === 12);
  };
  const step = (card: number, direction: 1 | -1) => {
    if (plan.toAce[card]) aceNext[suit(card)]! += direction;
    else kingNext[suit(card)]! -= direction;
    home += direction;
  };
  let stuck: number[] = [];
  let mostHome = -1;
  const search = (): boolean => {
    if (home === ALHAMBRA_CARDS) return true;
    if (home > mostHome) {
      mostHome = home;
      stuck = [...stock, ...waste, ...piles.flat()];
    }
    if (++positions > maxPositions) return false;
    const key = `${piles.map((pile) => pile.length)}|${stock.length}|${pass}|${waste}|${aceNext}|${kingNext}`;
    if (seen.has(key)) return false;
    seen.add(key);
    for (let index = 0; index <= piles.length; index++) {
      const pile = index < piles.length ? piles[index]! : waste;
      const card = pile[pile.length - 1];
      if (card === undefined || !fitsHome(card)) continue;
      pile.pop();
      step(card, 1);
      line.push({
        type: 'transfer',
        from: index < piles.length ? { pile: 'reserve', index } : { pile: 'waste', index: 0 },
        to: { pile: plan.toAce[card] ? 'ace' : 'king' },
      });
      if (search()) return true;
      line.pop();
      step(card, -1);
      pile.push(card);
    }
    const top = waste[waste.length - 1];
    const slot = pass * slotsPerPass + j;
    if (top !== undefined)
      for (const [index, pile] of piles.entries()) {
        const card = pile[pile.length - 1];
        if (card === undefined || plan.buildSlot[card]! < 0 || plan.buildSlot[card]! > slot || !adjacent(card, top))
          continue;
        pile.pop();
        waste.push(card);
        const placeBefore = place[card]!;
        place[card] = j;
        line.push({ type: 'transfer', from: { pile: 'reserve', index }, to: { pile: 'waste', index: 0 } });
        if (search()) return true;
        line.pop();
        place[card] = placeBefore;
        waste.pop();
        pile.push(card);
      }
    if (stock.length > 0) {
      const card = stock.pop()!;
      waste.push(card);
      const jBefore = j;
      j = card < stockSize ? card + 1 : Math.max(j, place[card]!);
      line.push({ type: 'turn' });
      if (search()) return true;
      line.pop();
      j = jBefore;
      waste.pop();
      stock.push(card);
    } else if (pass < 2 && waste.length > 0) {
      const wasteBefore = waste;
      const jBefore = j;
      stock = [...waste].reverse();
      waste = [];
      pass++;
      j = 0;
      line.push({ type: 'redeal' });
      if (search()) return true;
      line.pop();
      pass--;
      waste = wasteBefore;
      stock = [];
      j = jBefore;
    }
    return false;
  };
  const won = search();
  return won
    ? { line, positions: Math.min(positions, maxPositions), stuck: [] }
    : { line: undefined, positions: Math.min(positions, maxPositions), stuck };
};
