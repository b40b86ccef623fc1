import { describe, expect, test } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { parseLayout } from '../../src/formats/layout.js';
import { describeError } from '../../src/formats/messages.js';
import { AlhambraGame } from '../../src/games/alhambra/game.js';
import { KingAlbertGame } from '../../src/games/king-albert/game.js';
import type { KingAlbertLayout } from '../../src/games/layout.js';
import { isSafeAlhambraCard, isSafeKingAlbertCard, safeAutoMove } from '../../web/src/model/autoplay.js';
import { easyKingAlbert } from './layouts.js';

const CLUBS = 0;
const DIAMONDS = 1;
const HEARTS = 2;
const SPADES = 3;
const card = (suit: number, rank: number): number => suit * 13 + rank;

describe('King Albert: an Ace or a 2, or a card whose lower other-colour neighbours are home', () => {
  const game = (): KingAlbertGame => {
    const parsed = parseLayout(easyKingAlbert('standard'));
    if (!parsed.ok) throw new Error(describeError(parsed.error));
    return new KingAlbertGame(parsed.value as KingAlbertLayout);
  };

  test('Aces and 2s are always safe', () => {
    const position = game();
    expect(isSafeKingAlbertCard(position, card(HEARTS, 0))).toBe(true);
    expect(isSafeKingAlbertCard(position, card(SPADES, 1))).toBe(true);
    expect(safeAutoMove(position)).toEqual({
      type: 'transfer',
      from: { pile: 'reserve', index: 0 },
      to: { pile: 'foundation' },
    });
  });

  test('a black 3 waits for both red 2s, a red 7 for both black 6s', () => {
    const position = game();
    position.foundations.splice(0, 4, 2, 1, 2, 2);
    expect(isSafeKingAlbertCard(position, card(CLUBS, 2))).toBe(false);
    position.foundations[DIAMONDS] = 2;
    expect(isSafeKingAlbertCard(position, card(CLUBS, 2))).toBe(true);
    position.foundations.splice(0, 4, 6, 6, 6, 5);
    expect(isSafeKingAlbertCard(position, card(HEARTS, 6))).toBe(false);
    position.foundations[SPADES] = 6;
    expect(isSafeKingAlbertCard(position, card(HEARTS, 6))).toBe(true);
  });

  test('played out, the rule takes a whole easy game home', () => {
    const position = game();
    for (let move = safeAutoMove(position); move; move = safeAutoMove(position)) position.play(move);
    expect(position.status()).toBe('won');
  });
});

describe('Alhambra: one foundation fits, the twin is home, no reserve card can build on it', () => {
  const game = (variant: 'standard' | 'any-suit' | 'granada' | 'reinforcement'): AlhambraGame =>
    new AlhambraGame(dealLayout({ game: 'alhambra', variant }, 12345n) as never);

  test('a card that fits both foundations is never played for the player', () => {
    const position = game('standard');
    position.aceFoundations[CLUBS] = 7;
    position.kingFoundations[CLUBS] = 5;
    // 8♣ (rank 7) fits the Ace pile (needs rank 7) and the King pile (needs rank 12 − 5 = 7).
    expect(isSafeAlhambraCard(position, card(CLUBS, 7))).toBe(false);
  });

  test('the twin must be home, and no reserve card of the same suit one rank away', () => {
    const position = game('standard');
    position.reserve.forEach((pile) => {
      pile.length = 0;
    });
    position.aceFoundations[CLUBS] = 7;
    position.kingFoundations[CLUBS] = 5;
    // 8♣ for the Ace pile with the King pile at 8♣ already: K Q J 10 9 8 = 6 cards.
    position.kingFoundations[CLUBS] = 6;
    expect(isSafeAlhambraCard(position, card(CLUBS, 7))).toBe(true);
    position.kingFoundations[CLUBS] = 4;
    expect(isSafeAlhambraCard(position, card(CLUBS, 7))).toBe(false);
    position.kingFoundations[CLUBS] = 6;
    position.reserve[3]!.push(card(CLUBS, 8));
    expect(isSafeAlhambraCard(position, card(CLUBS, 7))).toBe(false);
    position.reserve[3]!.splice(0, 1, card(HEARTS, 8));
    expect(isSafeAlhambraCard(position, card(CLUBS, 7))).toBe(true);
    // In any-suit a 9 of any suit can go on the 8.
    const anySuit = game('any-suit');
    anySuit.reserve.forEach((pile) => {
      pile.length = 0;
    });
    anySuit.aceFoundations[CLUBS] = 7;
    anySuit.kingFoundations[CLUBS] = 6;
    anySuit.reserve[0]!.push(card(HEARTS, 8));
    expect(isSafeAlhambraCard(anySuit, card(CLUBS, 7))).toBe(false);
  });

  test('the trap from the solver notes is not played: 10♣ home would strand 9♣', () => {
    const position = game('standard');
    position.reserve.forEach((pile) => {
      pile.length = 0;
    });
    position.reserve[0]!.push(card(HEARTS, 1), card(CLUBS, 8));
    position.aceFoundations[CLUBS] = 9;
    position.kingFoundations[CLUBS] = 2;
    expect(isSafeAlhambraCard(position, card(CLUBS, 9))).toBe(false);
  });

  test('Granada and The Reinforcements never play by themselves', () => {
    for (const variant of ['granada', 'reinforcement'] as const) {
      const position = game(variant);
      position.reserve.forEach((pile) => {
        pile.length = 0;
      });
      position.aceFoundations.fill(12);
      position.kingFoundations.fill(13);
      position.reserve[0]!.push(card(CLUBS, 12));
      expect(isSafeAlhambraCard(position, card(CLUBS, 12))).toBe(true);
      expect(safeAutoMove(position)).toBeUndefined();
    }
  });
});
