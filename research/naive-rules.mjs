// Question: How many move sequences of length 1-4 does deal 1 of each variant have, counted by an implementation that shares no code with the engine?
// Answer: docs/research/engine-cross-check.md (the counts are test/fixtures/move-counts.json)
// Run from the repository's root after `npm run build`.
// A deliberately naive, independent reimplementation of the rules in docs/rules.md,
// used only to cross-check the engine's move counts (perft). It shares no code with src/: cards are
// strings such as "7C", positions are plain objects copied on every move, and moves are strings in
// the project notation. Slow on purpose; clarity over speed.
//
// Usage: node research/naive-rules.mjs [maxDepth]   (prints perft numbers for deal 1 of all six variants)

import { readFileSync } from 'node:fs';

const RANK_ORDER = 'A23456789TJQK';
const rankNumber = (card) => RANK_ORDER.indexOf(card[0]) + 1; // Ace 1 … King 13
const suitLetter = (card) => card[1];
const isRedCard = (card) => card[1] === 'H' || card[1] === 'D';
const lastOf = (pile) => (pile.length === 0 ? undefined : pile[pile.length - 1]);
const copy = (state) => JSON.parse(JSON.stringify(state));

// ---------- King Albert and Raglan ----------

/** Start position: columns bottom→top, reserve slots (null = empty), foundation height per suit. */
export const kingAlbertStart = (layout) => {
  const foundation = { C: 0, D: 0, H: 0, S: 0 };
  for (const card of layout.foundations ?? []) foundation[suitLetter(card)] = rankNumber(card);
  return {
    game: 'king-albert',
    columns: layout.tableau.map((column) => [...column]),
    reserve: [...layout.reserve],
    foundation,
  };
};

const kingAlbertMoves = (state) => {
  const moves = [];
  const sources = [];
  state.columns.forEach((column, index) => {
    if (column.length > 0) sources.push({ name: `c${index + 1}`, card: lastOf(column), column: index });
  });
  state.reserve.forEach((card, index) => {
    if (card !== null) sources.push({ name: `r${index + 1}`, card, column: -1 });
  });
  for (const source of sources) {
    const card = source.card;
    // Onto the foundation of its suit: an Ace on an empty one, else the next rank up.
    if (state.foundation[suitLetter(card)] + 1 === rankNumber(card)) moves.push(`${source.name}-f`);
    state.columns.forEach((column, index) => {
      if (index === source.column) return;
      const top = lastOf(column);
      // Into an empty column: any movable card.
      if (top === undefined) moves.push(`${source.name}-c${index + 1}`);
      // Onto a card one rank higher and of the other colour.
      else if (rankNumber(top) === rankNumber(card) + 1 && isRedCard(top) !== isRedCard(card))
        moves.push(`${source.name}-c${index + 1}`);
    });
  }
  return moves;
};

const kingAlbertPlay = (state, move) => {
  const next = copy(state);
  const [from, to] = move.split('-');
  let card;
  if (from[0] === 'c') card = next.columns[Number(from.slice(1)) - 1].pop();
  else {
    const slot = Number(from.slice(1)) - 1;
    card = next.reserve[slot];
    next.reserve[slot] = null;
  }
  if (to === 'f') next.foundation[suitLetter(card)] += 1;
  else next.columns[Number(to.slice(1)) - 1].push(card);
  return next;
};

// ---------- Alhambra, any suit, Granada, The Reinforcements ----------

/** Start position. The stock is kept with the next card to turn FIRST (index 0). */
export const alhambraStart = (layout, variant) => {
  const ace = {};
  const king = {};
  for (const suit of 'CDHS') {
    ace[suit] = 1; // the Ace foundation holds the Ace: next card needed is rank 2
    king[suit] = 13; // the King foundation holds the King: next card needed is rank 12
  }
  return {
    game: 'alhambra',
    variant,
    reserve: layout.reserve.map((pile) => [...pile]),
    stock: [...layout.stock],
    waste: variant === 'granada' ? [[], [], [], []] : [[]],
    ace, // highest rank on each Ace foundation
    king, // lowest rank on each King foundation
    redeals: 0,
  };
};

/** Same suit (unless any-suit allows otherwise) and one rank apart, round the corner. */
const fitsOnWaste = (card, top, suitFree) => {
  if (!suitFree && suitLetter(card) !== suitLetter(top)) return false;
  const a = rankNumber(card);
  const b = rankNumber(top);
  return Math.abs(a - b) === 1 || (a === 1 && b === 13) || (a === 13 && b === 1);
};

const wasteName = (state, index) => (state.waste.length === 1 ? 'w' : `w${index + 1}`);

const alhambraMoves = (state) => {
  const moves = [];
  const sources = [];
  state.reserve.forEach((pile, index) => {
    if (pile.length > 0) sources.push({ name: `r${index + 1}`, card: lastOf(pile), kind: 'reserve', index });
  });
  state.waste.forEach((pile, index) => {
    if (pile.length > 0) sources.push({ name: wasteName(state, index), card: lastOf(pile), kind: 'waste', index });
  });
  for (const source of sources) {
    const card = source.card;
    const suit = suitLetter(card);
    if (state.ace[suit] + 1 === rankNumber(card)) moves.push(`${source.name}-a`);
    if (state.king[suit] - 1 === rankNumber(card)) moves.push(`${source.name}-k`);
    state.waste.forEach((pile, index) => {
      if (pile.length === 0) return; // never onto an empty waste pile
      if (source.kind === 'waste') {
        if (state.variant !== 'granada') return; // waste cards only to foundations
        if (index === source.index) return;
        if (fitsOnWaste(card, lastOf(pile), false)) moves.push(`${source.name}-${wasteName(state, index)}`);
      } else {
        const suitFree = state.variant === 'any-suit';
        if (fitsOnWaste(card, lastOf(pile), suitFree)) moves.push(`${source.name}-${wasteName(state, index)}`);
      }
    });
  }
  if (state.stock.length > 0) moves.push('s');
  else if (state.redeals < 2 && state.waste.some((pile) => pile.length > 0)) moves.push('n');
  return moves;
};

/** The Reinforcements: every empty reserve pile takes the top stock card, piles in order. */
const reinforce = (state) => {
  if (state.variant !== 'reinforcement') return;
  for (const pile of state.reserve) if (pile.length === 0 && state.stock.length > 0) pile.push(state.stock.shift());
};

const alhambraPlay = (state, move) => {
  const next = copy(state);
  if (move === 's') {
    for (const pile of next.waste) if (next.stock.length > 0) pile.push(next.stock.shift());
    return next;
  }
  if (move === 'n') {
    if (next.waste.length === 1) {
      // The card laid on the waste first is turned first again.
      next.stock = [...next.waste[0]];
      next.waste[0] = [];
    } else {
      // Granada: pile 4 bottom→top, then pile 3, 2, 1.
      next.stock = [];
      for (let index = 3; index >= 0; index--) next.stock.push(...next.waste[index]);
      next.waste = [[], [], [], []];
    }
    next.redeals += 1;
    reinforce(next);
    return next;
  }
  const [from, to] = move.split('-');
  const fromPile =
    from[0] === 'r'
      ? next.reserve[Number(from.slice(1)) - 1]
      : next.waste[from.length === 1 ? 0 : Number(from.slice(1)) - 1];
  const card = fromPile.pop();
  if (to === 'a') next.ace[suitLetter(card)] = rankNumber(card);
  else if (to === 'k') next.king[suitLetter(card)] = rankNumber(card);
  else next.waste[to.length === 1 ? 0 : Number(to.slice(1)) - 1].push(card);
  reinforce(next);
  return next;
};

// ---------- both ----------

export const naiveMoves = (state) => (state.game === 'king-albert' ? kingAlbertMoves(state) : alhambraMoves(state));
export const naivePlay = (state, move) =>
  state.game === 'king-albert' ? kingAlbertPlay(state, move) : alhambraPlay(state, move);
export const naiveStart = (layout) =>
  layout.game === 'king-albert' ? kingAlbertStart(layout) : alhambraStart(layout, layout.variant);

export const naivePerft = (state, depth) => {
  if (depth === 0) return 1;
  const moves = naiveMoves(state);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const move of moves) total += naivePerft(naivePlay(state, move), depth - 1);
  return total;
};

const VARIANTS = [
  ['king-albert', 'standard'],
  ['king-albert', 'raglan'],
  ['alhambra', 'standard'],
  ['alhambra', 'any-suit'],
  ['alhambra', 'granada'],
  ['alhambra', 'reinforcement'],
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const maxDepth = Number(process.argv[2] ?? 4);
  const vectors = JSON.parse(readFileSync(new URL('../test/fixtures/pysolfc-deals.json', import.meta.url), 'utf8'));
  const result = {};
  for (const [game, variant] of VARIANTS) {
    const layout = vectors.find((v) => v.game === game && v.variant === variant && v.deal === '1');
    const start = naiveStart(layout);
    const counts = [];
    for (let depth = 1; depth <= maxDepth; depth++) counts.push(naivePerft(start, depth));
    result[`${game}/${variant}`] = counts;
  }
  console.log(JSON.stringify(result, null, 2));
}
