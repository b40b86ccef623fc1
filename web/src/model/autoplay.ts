import type { AlhambraGame } from '../../../src/games/alhambra/game.js';
import { type AnyGame, assertNever } from '../../../src/games/index.js';
import type { KingAlbertGame } from '../../../src/games/king-albert/game.js';
import type { Move } from '../../../src/games/types.js';
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
 * out could ever be built on c. Only a reserve card can be built on a waste card, and only one of the same suit
 * (any suit in any-suit) one rank up or down, round the corner; reserve piles only ever shrink in these two
 * variants, so (3) holds when no such card lies anywhere in the reserve now, and then for good.
 * Proof: by (3), c on the waste or on a reserve pile is only ever in the way; by (2) no other card can take its
 * place on the foundation. Replay any winning line without c's moves: with one waste, a turn that would turn c up
 * is skipped, and the waste underneath is then open sooner. Granada (a turn feeds four piles in turn) and
 * The Reinforcements (the stock refills the reserve) would shift which card lands where, so no card is played
 * automatically there.
 */
export const safeAutoMove = (game: AnyGame): Move | undefined => {
  if (game.status() !== 'playing') return undefined;
  switch (game.family) {
    case 'alhambra':
      return safeAlhambraMove(game);
    case 'king-albert':
      return safeKingAlbertMove(game);
    default:
      return assertNever(game);
  }
};

const isRedSuit = (suit: number): boolean => suit === 1 || suit === 2;

const safeKingAlbertMove = (game: KingAlbertGame): Move | undefined =>
  game
    .legalMoves()
    .find(
      (move) =>
        move.type === 'transfer' &&
        move.to.pile === 'foundation' &&
        isSafeKingAlbertCard(game, cardOfMove(game, move)!),
    );

/** King Albert's rule: an Ace or a 2, or a card whose lower neighbours of the other colour are both home. */
export const isSafeKingAlbertCard = (game: KingAlbertGame, card: number): boolean => {
  const rank = card % 13;
  if (rank <= 1) return true;
  const red = isRedSuit(Math.floor(card / 13));
  // A foundation of height h holds ranks 0 … h − 1, so it holds rank r − 1 when h ≥ r.
  return [0, 1, 2, 3].filter((suit) => isRedSuit(suit) !== red).every((suit) => game.foundations[suit]! >= rank);
};

const safeAlhambraMove = (game: AlhambraGame): Move | undefined => {
  if (game.waste.length !== 1 || game.refills) return undefined;
  return game.legalMoves().find((move) => {
    if (move.type !== 'transfer' || (move.to.pile !== 'ace' && move.to.pile !== 'king')) return false;
    return isSafeAlhambraCard(game, cardOfMove(game, move)!);
  });
};

/** Alhambra's rule for a card that fits a foundation: it fits only one, its twin is home, nothing left builds on it. */
export const isSafeAlhambraCard = (game: AlhambraGame, card: number): boolean => {
  const suit = Math.floor(card / 13);
  const rank = card % 13;
  const aceHeight = game.aceFoundations[suit]!;
  const kingHeight = game.kingFoundations[suit]!;
  const fitsAce = aceHeight === rank;
  const fitsKing = 12 - kingHeight === rank;
  if (fitsAce === fitsKing) return false;
  // The Ace pile holds ranks 0 … aceHeight − 1; the King pile ranks 13 − kingHeight … 12.
  const twinHome = fitsAce ? rank >= 13 - kingHeight : rank <= aceHeight - 1;
  return twinHome && !couldBuildOn(game, rank, suit);
};

/** True if a reserve card could ever be built on a waste card of this rank and suit (reserves never grow here). */
const couldBuildOn = (game: AlhambraGame, rank: number, suit: number): boolean =>
  game.reserve.some((pile) =>
    pile.some((card) => {
      const difference = Math.abs((card % 13) - rank);
      return (game.anySuit || Math.floor(card / 13) === suit) && (difference === 1 || difference === 12);
    }),
  );
