// Shared by the Alhambra solver's tests: numbered deals and hand-made positions, random and transformed positions,
// winning lines from the study, and a brute-force search to check the solver's verdicts against.
import { readFileSync } from 'node:fs';
import { parseCard } from '../../src/core/cards.js';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { describeError } from '../../src/formats/messages.js';
import { parseMoves } from '../../src/formats/notation.js';
import { REDEAL_CODE, TURN_CODE } from '../../src/games/alhambra/codes.js';
import type { AlhambraGame } from '../../src/games/alhambra/game.js';
import type { AlhambraVariant } from '../../src/games/ids.js';
import { newGame } from '../../src/games/index.js';
import type { Move } from '../../src/games/types.js';
// Only the exhaustive search: no beam search, no probes (for tests of its pruning rules and budgets).
export const EXHAUSTIVE_ONLY = { probes: 0, beamWidth: 0 } as const;

export const dealGame = (variant: AlhambraVariant, deal: number): AlhambraGame =>
  newGame(dealLayout({ game: 'alhambra', variant }, BigInt(deal))) as AlhambraGame;

export const card = (text: string): number => {
  const parsed = parseCard(text);
  if (!parsed.ok) throw new Error(describeError(parsed.error));
  return parsed.value;
};
export const cards = (text: string): number[] => (text.trim() === '' ? [] : text.trim().split(/\s+/).map(card));

export interface PositionSpec {
  /** Reserve piles, bottom card first, as card tokens. */
  readonly reserve: readonly string[];
  /** Waste piles, bottom card first. */
  readonly waste: readonly string[];
  /** The stock in the order it is turned (first token turned first). */
  readonly stock: string;
  /** Cards on the Ace foundations by suit C, D, H, S (1–13). */
  readonly ace: readonly number[];
  /** Cards on the King foundations by suit C, D, H, S (1–13). */
  readonly king: readonly number[];
  readonly redealsUsed: number;
}

/** A hand-made position: a game of the variant whose piles are overwritten; checks that all 104 cards are there. */
export const positionGame = (variant: AlhambraVariant, spec: PositionSpec): AlhambraGame => {
  const game = dealGame(variant, 1);
  const reserve = spec.reserve.map(cards);
  while (reserve.length < game.reserve.length) reserve.push([]);
  game.reserve.splice(0, game.reserve.length, ...reserve);
  const waste = spec.waste.map(cards);
  while (waste.length < game.waste.length) waste.push([]);
  game.waste.splice(0, game.waste.length, ...waste);
  game.stock = cards(spec.stock).reverse();
  spec.ace.forEach((level, suit) => {
    game.aceFoundations[suit] = level;
  });
  spec.king.forEach((level, suit) => {
    game.kingFoundations[suit] = level;
  });
  game.redealsUsed = spec.redealsUsed;
  game.cardsHome = [...spec.ace, ...spec.king].reduce((sum, level) => sum + level, 0);
  // Every card not on a foundation must be in a pile, exactly once per copy.
  const out = new Array<number>(52).fill(2);
  for (let suit = 0; suit < 4; suit++)
    for (let rank = 0; rank < 13; rank++) {
      if (rank < spec.ace[suit]!) out[suit * 13 + rank]!--;
      if (rank > 12 - spec.king[suit]!) out[suit * 13 + rank]!--;
    }
  for (const pile of [...game.reserve, ...game.waste, game.stock]) for (const each of pile) out[each]!--;
  if (out.some((count) => count !== 0)) throw new Error('hand-made position does not hold the 104 cards');
  return game;
};

export const snapshot = (game: AlhambraGame): string =>
  JSON.stringify({
    reserve: game.reserve,
    waste: game.waste,
    stock: game.stock,
    ace: game.aceFoundations,
    king: game.kingFoundations,
    redeals: game.redealsUsed,
    home: game.cardsHome,
    history: game.history(),
  });

/** Plays the line on the game and says whether every move was legal and the game is won at the end. */
export const replayWins = (game: AlhambraGame, moves: readonly Move[]): boolean => {
  for (const move of moves) if (!game.play(move).ok) return false;
  return game.status() === 'won';
};

/** A plain exhaustive search over the engine's own moves, with string keys: the independent cross-check. */
export const bruteForceWinnable = (game: AlhambraGame): boolean => {
  const seen = new Set<string>();
  const visit = (): boolean => {
    if (game.cardsHome === 104) return true;
    const key = JSON.stringify([
      game.reserve,
      game.waste,
      game.stock,
      game.aceFoundations,
      game.kingFoundations,
      game.redealsUsed,
    ]);
    if (seen.has(key)) return false;
    seen.add(key);
    const codes: number[] = [];
    const count = game.generateMoveCodes(codes);
    for (let index = 0; index < count; index++) {
      game.playCode(codes[index]!);
      const won = visit();
      game.undo();
      if (won) return true;
    }
    return false;
  };
  return visit();
};

/**
 * A numbered deal played on by a fixed simple policy (first foundation move, else turn or redeal) until the last pass
 * has at most `stockLeft` cards in its stock: a late position of a real deal.
 */
export const latePosition = (variant: AlhambraVariant, deal: number, stockLeft: number): AlhambraGame => {
  const game = dealGame(variant, deal);
  const codes: number[] = [];
  while (!(game.redealsUsed === 2 && game.stock.length <= stockLeft)) {
    const count = game.generateMoveCodes(codes);
    if (count === 0) break;
    let chosen = codes[count - 1]!;
    for (let index = 0; index < count; index++) {
      const code = codes[index]!;
      if (code !== TURN_CODE && code !== REDEAL_CODE && (code & 15) >= 12) {
        chosen = code;
        break;
      }
    }
    game.playCode(chosen);
  }
  return game;
};

/**
 * A numbered deal played on by seeded random moves (foundation moves and builds more often than turns) until the
 * given pass (0–2) has at most `stockLeft` cards in its stock: a position from anywhere in a game.
 */
export const randomPosition = (
  variant: AlhambraVariant,
  deal: number,
  pass: number,
  stockLeft: number,
  seed: number,
): AlhambraGame => {
  const game = dealGame(variant, deal);
  const codes: number[] = [];
  let state = seed | 0 || 1;
  const random = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  while (!(game.redealsUsed === pass && game.stock.length <= stockLeft)) {
    const count = game.generateMoveCodes(codes);
    if (count === 0) break;
    const others = codes.slice(0, count).filter((code) => code !== TURN_CODE && code !== REDEAL_CODE);
    const flip = codes.slice(0, count).find((code) => code === TURN_CODE || code === REDEAL_CODE);
    const chosen =
      flip === undefined || (others.length > 0 && random() < 0.6)
        ? others[Math.floor(random() * others.length)]!
        : flip;
    game.playCode(chosen);
  }
  return game;
};

/**
 * A small random position: every card home but for one or two suits, whose cards out of the foundations (at most a
 * dozen or so) lie shuffled in the reserve, the waste and the stock, in a random pass. Small enough for the brute force.
 */
export const smallRandomPosition = (variant: AlhambraVariant, seed: number): AlhambraGame => {
  const game = dealGame(variant, 1);
  let state = seed | 0 || 1;
  const random = (below: number): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % below;
  };
  const out: number[] = [];
  const suitsOut = 1 + random(2);
  for (let suit = 0; suit < 4; suit++) {
    let ace = 13;
    let king = 13;
    if (suit < suitsOut) {
      ace = 3 + random(8);
      king = Math.min(13, 26 - ace - (suitsOut === 1 ? 7 + random(7) : 4 + random(4)));
    }
    game.aceFoundations[suit] = ace;
    game.kingFoundations[suit] = king;
    for (let rank = 0; rank < 13; rank++) {
      const copies = 2 - (rank < ace ? 1 : 0) - (rank > 12 - king ? 1 : 0);
      for (let copy = 0; copy < copies; copy++) out.push(suit * 13 + rank);
    }
  }
  for (let index = out.length - 1; index > 0; index--) {
    const other = random(index + 1);
    [out[index], out[other]] = [out[other]!, out[index]!];
  }
  for (const pile of game.reserve) pile.splice(0);
  for (const pile of game.waste) pile.splice(0);
  game.stock = [];
  for (const each of out) {
    const place = random(3);
    if (place === 0) game.reserve[random(game.reserve.length)]!.push(each);
    else if (place === 1) game.waste[random(game.waste.length)]!.push(each);
    else game.stock.push(each);
  }
  game.redealsUsed = random(3);
  game.cardsHome = 104 - out.length;
  return game;
};

/** Winning lines of a few numbered deals of each variant (from the winnability study), in the move notation. */
export const WINNING_LINES = JSON.parse(
  readFileSync(new URL('../fixtures/alhambra-lines.json', import.meta.url), 'utf8'),
) as Record<AlhambraVariant, { deal: number; moves: string }[]>;

/**
 * A position on (or, with a seed, one random move off) a known winning line: the deal's line played up to the given
 * fraction of its length.
 */
export const nearWinningLine = (
  variant: AlhambraVariant,
  index: number,
  fraction: number,
  seed: number,
): AlhambraGame => {
  const lines = WINNING_LINES[variant];
  const { deal, moves: text } = lines[index % lines.length]!;
  const game = dealGame(variant, deal);
  const moves = parseMoves(game.kind, text);
  if (!moves.ok) throw new Error(describeError(moves.error));
  const stop = Math.floor(moves.value.length * fraction);
  for (const move of moves.value.slice(0, stop)) if (!game.play(move).ok) throw new Error('fixture line is illegal');
  if (seed !== 0) {
    const codes: number[] = [];
    const count = game.generateMoveCodes(codes);
    if (count > 0) game.playCode(codes[seed % count]!);
  }
  return game;
};

/** Relabels suits (card → permuted suit) and optionally reverses ranks (A↔K), swapping the foundations to match. */
export const transformedGame = (game: AlhambraGame, suits: readonly number[], reverse: boolean): AlhambraGame => {
  const map = (each: number): number => {
    const suit = Math.floor(each / 13);
    const rank = each % 13;
    return suits[suit]! * 13 + (reverse ? 12 - rank : rank);
  };
  const copy = dealGame(game.kind.variant, 1);
  copy.reserve.splice(0, copy.reserve.length, ...game.reserve.map((pile) => pile.map(map)));
  copy.waste.splice(0, copy.waste.length, ...game.waste.map((pile) => pile.map(map)));
  copy.stock = game.stock.map(map);
  for (let suit = 0; suit < 4; suit++) {
    const target = suits[suit]!;
    copy.aceFoundations[target] = reverse ? game.kingFoundations[suit]! : game.aceFoundations[suit]!;
    copy.kingFoundations[target] = reverse ? game.aceFoundations[suit]! : game.kingFoundations[suit]!;
  }
  copy.redealsUsed = game.redealsUsed;
  copy.cardsHome = game.cardsHome;
  return copy;
};

/** The same position under another variant of the same shape (standard ↔ any-suit). */
export const rebuild = (game: AlhambraGame, variant: AlhambraVariant): AlhambraGame => {
  const copy = dealGame(variant, 1);
  copy.reserve.splice(0, copy.reserve.length, ...game.reserve.map((pile) => [...pile]));
  copy.waste.splice(0, copy.waste.length, ...game.waste.map((pile) => [...pile]));
  copy.stock = [...game.stock];
  for (let suit = 0; suit < 4; suit++) {
    copy.aceFoundations[suit] = game.aceFoundations[suit]!;
    copy.kingFoundations[suit] = game.kingFoundations[suit]!;
  }
  copy.redealsUsed = game.redealsUsed;
  copy.cardsHome = game.cardsHome;
  return copy;
};

// The trap of the solver notes: waste top 10♣, reserve 9♣ over 2♥ (over the other 10♣), clubs' Ace foundation at 9♣
// and King foundation at Q♣, last pass, empty stock. Only building 9♣ onto 10♣ first wins.
export const TRAP: PositionSpec = {
  reserve: ['TC 2H 9C', 'AC 2C 3C 4C', '5C 6C 7C 8C', 'KC QC JC JC', 'AH'],
  waste: ['TC'],
  stock: '',
  ace: [9, 13, 13, 13],
  king: [2, 13, 11, 13],
  redealsUsed: 2,
};

// Clubs: Ace foundation up to Q♣, King foundation down to 10♣; hearts: King foundation down to 5♥; the rest home.
export const SAFE: PositionSpec = {
  reserve: ['4H 3H', '2C 3C 4C 5C 6C 7C 8C 9C'],
  waste: [],
  stock: '',
  ace: [12, 13, 13, 13],
  king: [4, 13, 9, 13],
  redealsUsed: 0,
};

// Clubs: Ace foundation up to 4♣, King foundation down to 7♣; the rest home. Last pass, empty stock.
export const DEAD: PositionSpec = {
  reserve: ['AC 2C 3C 4C', '6C 5C', '6C 5C', 'KC QC JC TC 9C'],
  waste: ['7C 8C'],
  stock: '',
  ace: [4, 13, 13, 13],
  king: [7, 13, 13, 13],
  redealsUsed: 2,
};

// Clubs: Ace foundation up to 4♣, King foundation down to 7♣; the rest home. Last pass, empty waste.
export const TIMED: PositionSpec = {
  reserve: ['KC QC JC TC 9C', 'AC 2C 3C 4C'],
  waste: [],
  stock: '',
  ace: [4, 13, 13, 13],
  king: [7, 13, 13, 13],
  redealsUsed: 2,
};

// Alhambra deal 1 after 25 moves of the solver's search, 38 stock cards left in the first pass: lost, but the dead-end
// test sees it only much later (without one suit alone the search needs about 955,000 positions).
export const DOOMED_SUIT: PositionSpec = {
  reserve: ['3D AS QC AD', '5H 8C 4H', 'JC 6C', '5S 6H TD 7D', '5H TC', 'KC 8D AC', '8D 4C 7C', 'JD JS 2H 4D'],
  waste: ['6H TH 9H 8H 8C 9C 7D 8H TH JH AH JC 4H 7H 7C 3S 9S 8S 9S 8S 2S QH 3C 4S 6D'],
  stock:
    'TD 9C 9D JS 4D 5C 6C JH 6S 3C JD TC QS 2C 9H 3H 7S 5C 9D KS 5D TS QD 7S 6D TS KD QD 7H 3D 2C KH 5D 3H 2D 4C 5S 6S',
  ace: [1, 2, 2, 4],
  king: [2, 1, 2, 2],
  redealsUsed: 0,
};

// Alhambra deal 1 after random first-pass play (research/alhambra-frontier.mjs's, with its random state starting at
// 1008 instead of 8), 30 stock cards left: lost. With the other suits' cards that cannot leave the waste in this pass kept in the one-suit games as
// blockers, the exhaustive search proves it in 4,639 positions; without them it needs 136,136.
export const BLOCKED_SUIT: PositionSpec = {
  reserve: ['3D AS QC AD', '5H 8C 4H', 'JC 6C 2H 8S', '5S 6H', '5H TC 8S 9S', 'KC 8D AC', '8D 4C', 'JD JS 2H 4D'],
  waste: ['6H TH JH 8C 7C 9C 7D 8H TH AH JC 4H 7H 8H 9H 7C 3S QH 9S 2S 3C 4S 6D 7D TD 9C 9D TD 4D 5C 6C JH'],
  stock: '6S 3C JD TC QS 2C 9H 3H 7S 5C 9D KS 5D TS QD 7S 6D TS KD QD 7H 3D 2C KH 5D 3H 2D 4C 5S 6S',
  ace: [1, 2, 1, 4],
  king: [2, 1, 2, 3],
  redealsUsed: 0,
};
