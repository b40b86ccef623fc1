import { AlhambraGame } from '../../src/games/alhambra.js';
import type { AnyGame } from '../../src/games/index.js';
import type { KingAlbertGame } from '../../src/games/king-albert.js';
import type { Move } from '../../src/games/types.js';
import { cardOfMove } from './piles.js';

/**
 * A foundation move that can never hurt, or undefined. The rules and their proofs:
 *
 * King Albert and Raglan: a card c of rank r goes home when r ≤ 2 (Ace, 2), or when both foundations of the
 * other colour already hold rank r − 1. Proof: in a column, c only matters as a place to build on, and only a
 * card of rank r − 1 and the other colour can go there. Those are home already (and never come back), or they
 * are Aces, which can always go home instead (an Ace's foundation is empty until it arrives). So any winning line
 * from the position with c still out can be replayed with c home: drop c's own moves; every other move keeps its
 * source (c was not covering it, or the move was impossible), and its target is the same pile or an emptier one.
 *
 * Alhambra and Alhambra any-suit: a card c goes home when (1) it fits exactly one foundation, (2) the other card
 * of the same suit and rank is already home, so c is the only one left to fill that place, and (3) no card still
 * out could ever be built on c (same suit, or any suit in any-suit, one rank up or down, round the corner).
 * Proof: by (3), c on the waste or on a reserve pile is only ever in the way; by (2) no other card can take its
 * place on the foundation. Replay any winning line without c's moves: with one waste, a turn that would turn c up
 * is skipped, and the waste underneath is then open sooner. Granada (a turn feeds four piles in turn) and
 * The Reinforcements (the stock refills the reserve) would shift which card lands where, so no card is played
 * automatically there.
 */
export const safeAutoMove = (game: AnyGame): Move | undefined => {
  if (game.status() !== 'playing') return undefined;
  return game instanceof AlhambraGame ? safeAlhambraMove(game) : safeKingAlbertMove(game);
};

const isRedSuit = (suit: number): boolean => suit === 1 || suit === 2;

const safeKingAlbertMove = (game: KingAlbertGame): Move | undefined => {
  for (const move of game.legalMoves()) {
    if (move.type !== 'transfer' || move.to.pile !== 'foundation') continue;
    const card = cardOfMove(game, move)!;
    const rank = card % 13;
    if (rank <= 1) return move;
    const red = isRedSuit(Math.floor(card / 13));
    const otherColour = [0, 1, 2, 3].filter((suit) => isRedSuit(suit) !== red);
    // A foundation of height h holds ranks 0 … h − 1, so it holds rank r − 1 when h ≥ r.
    if (otherColour.every((suit) => game.foundations[suit]! >= rank)) return move;
  }
  return undefined;
};

const safeAlhambraMove = (game: AlhambraGame): Move | undefined => {
  if (game.waste.length !== 1 || game.refills) return undefined;
  for (const move of game.legalMoves()) {
    if (move.type !== 'transfer' || (move.to.pile !== 'ace' && move.to.pile !== 'king')) continue;
    const card = cardOfMove(game, move)!;
    const suit = Math.floor(card / 13);
    const rank = card % 13;
    const aceHeight = game.aceFoundations[suit]!;
    const kingHeight = game.kingFoundations[suit]!;
    const fitsAce = aceHeight === rank;
    const fitsKing = 12 - kingHeight === rank;
    if (fitsAce && fitsKing) continue;
    // The Ace pile holds ranks 0 … aceHeight − 1; the King pile ranks 13 − kingHeight … 12.
    const twinHome = fitsAce ? rank >= 13 - kingHeight : rank <= aceHeight - 1;
    if (!twinHome) continue;
    if (couldBuildOn(game, rank, suit)) continue;
    return move;
  }
  return undefined;
};

/** True if a card still out of the foundations could ever be built on a waste card of this rank and suit. */
const couldBuildOn = (game: AlhambraGame, rank: number, suit: number): boolean => {
  const neighbours = [(rank + 1) % 13, (rank + 12) % 13];
  const suits = game.anySuit ? [0, 1, 2, 3] : [suit];
  return suits.some((other) => neighbours.some((neighbour) => cardsOut(game, other, neighbour) > 0));
};

/** Copies of a card (by suit and rank) not yet on a foundation: two decks, so 0–2. */
const cardsOut = (game: AlhambraGame, suit: number, rank: number): number => {
  const aceHeight = game.aceFoundations[suit]!;
  const kingHeight = game.kingFoundations[suit]!;
  const home = (rank < aceHeight ? 1 : 0) + (rank >= 13 - kingHeight ? 1 : 0);
  return 2 - home;
};
