import { describe, expect, test } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { makeLayout, parseLayout } from '../../src/formats/layout.js';
import { parseMove } from '../../src/formats/notation.js';
import type { AlhambraGame } from '../../src/games/alhambra/game.js';
import type { AlhambraVariant } from '../../src/games/ids.js';
import { newGame } from '../../src/games/index.js';
import type { Move } from '../../src/games/types.js';
import {
  type AlhambraFixture,
  alhambraGame,
  alhambraLayout,
  card,
  english,
  englishError,
  expectExplainMatchesLegalMoves,
  legalTokens,
  move,
  playLine,
  refusal,
  snapshot,
  tokens,
  turnAll,
  turns,
  whyIllegal,
} from './helpers.js';

const ALHAMBRA = { game: 'alhambra', variant: 'standard' } as const;
const GRANADA = { game: 'alhambra', variant: 'granada' } as const;
const VARIANTS = ['standard', 'any-suit', 'granada', 'reinforcement'] as const;

/** The stock in the order its cards will be turned. */
const stockOrder = (game: AlhambraGame): string[] => tokens([...game.stock].reverse());

/** Plays a line and checks that undoing it, move by move, walks back through the same positions. */
const expectUndoRestores = (game: AlhambraGame, line: string): void => {
  const snapshots = [snapshot(game)];
  const played = line.split(/\s+/).filter(Boolean);
  for (const token of played) {
    playLine(game, token);
    snapshots.push(snapshot(game));
  }
  for (const token of [...played].reverse()) {
    snapshots.pop();
    expect(game.undo()).toEqual(move(game.kind, token));
    expect(snapshot(game)).toEqual(snapshots[snapshots.length - 1]);
  }
};

describe('layout', () => {
  test.each([
    ['standard', 8, 4, 64, 1],
    ['any-suit', 8, 4, 64, 1],
    ['granada', 8, 4, 64, 4],
    ['reinforcement', 4, 12, 48, 1],
  ] as const)(
    '%s: %i reserve piles of %i cards, a stock of %i, %i empty waste pile(s)',
    (variant, piles, depth, stock, waste) => {
      const game = newGame(dealLayout({ game: 'alhambra', variant }, 1n)) as AlhambraGame;
      expect(game.reserve.map((pile) => pile.length)).toEqual(Array(piles).fill(depth));
      expect(game.stock).toHaveLength(stock);
      expect(game.waste).toEqual(Array.from({ length: waste }, () => []));
      // The eight foundations start with one Ace and one King of each suit.
      expect(game.aceFoundations).toEqual([1, 1, 1, 1]);
      expect(game.kingFoundations).toEqual([1, 1, 1, 1]);
      expect(game.cardsHome).toBe(8);
      expect(game.cardCount).toBe(104);
      expect(game.redealsUsed).toBe(0);
    },
  );

  test('the layout stock is turned from its first card on', () => {
    const game = alhambraGame({ stock: ['9C', '3D', 'JH'] });
    expect(stockOrder(game).slice(0, 3)).toEqual(['9C', '3D', 'JH']);
    playLine(game, 's');
    expect(tokens(game.waste[0]!)).toEqual(['9C']);
    playLine(game, 's s');
    expect(tokens(game.waste[0]!)).toEqual(['9C', '3D', 'JH']);
  });
});

describe('foundations', () => {
  // Reserve pile 1 shows `card` (with `below` under it); the waste is empty.
  test.each([
    ['a Two on the Ace foundation', '2C', 'r1-a', undefined],
    ['a Queen on the King foundation', 'QH', 'r1-k', undefined],
    ['a Two not on the King foundation', '2C', 'r1-k', '2♣ does not go on the ♣ King foundation: it needs Q♣'],
    ['a Queen not on the Ace foundation', 'QH', 'r1-a', 'Q♥ does not go on the ♥ Ace foundation: it needs 2♥'],
    ['a Three cannot skip the Two', '3S', 'r1-a', '3♠ does not go on the ♠ Ace foundation: it needs 2♠'],
    ['a Jack cannot skip the Queen', 'JD', 'r1-k', 'J♦ does not go on the ♦ King foundation: it needs Q♦'],
    ['the second Ace has no place yet', 'AD', 'r1-a', 'A♦ does not go on the ♦ Ace foundation: it needs 2♦'],
    ['the second King has no place yet', 'KD', 'r1-k', 'K♦ does not go on the ♦ King foundation: it needs Q♦'],
  ] as const)('%s', (_name, card, token, expected) => {
    const game = alhambraGame({ reserve: { 1: [card] } });
    expect(whyIllegal(game, token)).toBe(expected);
    expect(legalTokens(game).includes(token)).toBe(expected === undefined);
    if (expected !== undefined) expect(refusal(game, token)).toBe(expected);
  });

  test('the top waste card goes onto a foundation', () => {
    const game = alhambraGame({ stock: ['2D', 'QS'] });
    playLine(game, 's w-a s w-k');
    expect(game.aceFoundations).toEqual([1, 2, 1, 1]);
    expect(game.kingFoundations).toEqual([1, 1, 1, 2]);
    expect(game.cardsHome).toBe(10);
    expect(game.waste[0]).toEqual([]);
  });

  test('only the top card of a reserve pile plays: a Two under a Seven is not offered', () => {
    const game = alhambraGame({ reserve: { 1: ['2C', '7D'] } });
    expect(legalTokens(game)).toEqual(['s']);
    expect(refusal(game, 'r1-a')).toBe('7♦ does not go on the ♦ Ace foundation: it needs 2♦');
  });

  test('a card that fits both foundations of its suit is offered to both, and either is legal', () => {
    // Ace foundation built to 6♣, King foundation down to 8♣: the 7♣ on reserve pile 3 fits either.
    const fixture: AlhambraFixture = {
      reserve: { 1: ['5C', '4C', '3C', '2C'], 2: ['9C', 'TC', 'JC', 'QC'], 3: ['7C', '8C', '6C'] },
    };
    const line = 'r1-a r1-a r1-a r1-a r3-a r2-k r2-k r2-k r2-k r3-k';
    const toAce = alhambraGame(fixture);
    playLine(toAce, line);
    expect(toAce.aceFoundations[0]).toBe(6);
    expect(toAce.kingFoundations[0]).toBe(6);
    expect(legalTokens(toAce).filter((token) => token.startsWith('r3-'))).toEqual(['r3-a', 'r3-k']);
    const toKing = toAce.clone();
    playLine(toAce, 'r3-a');
    expect(toAce.aceFoundations[0]).toBe(7);
    expect(toAce.kingFoundations[0]).toBe(6);
    playLine(toKing, 'r3-k');
    expect(toKing.aceFoundations[0]).toBe(6);
    expect(toKing.kingFoundations[0]).toBe(7);
  });

  test('a complete foundation takes nothing more', () => {
    const game = alhambraGame({
      reserve: { 1: ['5C', '4C', '3C', '2C'], 2: ['9C', '8C', '7C', '6C'], 3: ['KC', 'QC', 'JC', 'TC'], 4: ['QC'] },
    });
    playLine(game, 'r1-a r1-a r1-a r1-a r2-a r2-a r2-a r2-a r3-a r3-a r3-a r3-a');
    expect(game.aceFoundations[0]).toBe(13);
    // The second Queen of clubs fits the King foundation, never the full Ace foundation.
    expect(whyIllegal(game, 'r4-a')).toBe('the ♣ Ace foundation is complete');
    expect(whyIllegal(game, 'r4-k')).toBeUndefined();
  });

  test('foundation cards never move: the notation refuses a foundation source and no move takes a card off', () => {
    expect(englishError(parseMove(ALHAMBRA, 'a-w'))).toBe('"a-w": foundation cards never move');
    expect(englishError(parseMove(ALHAMBRA, 'k-a'))).toBe('"k-a": foundation cards never move');
    const game = alhambraGame({ reserve: { 1: ['2C'] }, stock: ['3C'] });
    playLine(game, 'r1-a s');
    // The waste shows 3♣; the 2♣ beneath it on the foundation would fit on it, but is never offered.
    expect(legalTokens(game)).toEqual(['s', 'w-a']);
  });
});

describe('building on the waste', () => {
  // The waste shows `top` (turned from the stock); reserve pile 1 shows `card`.
  test.each([
    ['standard', 'one up in suit', '8C', '9C', undefined],
    ['standard', 'one down in suit', '8C', '7C', undefined],
    ['standard', 'King on Ace, round the corner', 'AC', 'KC', undefined],
    ['standard', 'Ace on King, round the corner', 'KH', 'AH', undefined],
    ['standard', 'Queen on King', 'KH', 'QH', undefined],
    ['standard', 'Two on Ace', 'AS', '2S', undefined],
    ['standard', 'other suit', '8C', '9S', '9♠ does not fit on 8♣: the waste takes the same suit one rank up or down'],
    [
      'standard',
      'two ranks apart',
      '8C',
      'TC',
      '10♣ does not fit on 8♣: the waste takes the same suit one rank up or down',
    ],
    ['standard', 'same rank', '8C', '8C', '8♣ does not fit on 8♣: the waste takes the same suit one rank up or down'],
    [
      'standard',
      'Queen on Ace is no step',
      'AD',
      'QD',
      'Q♦ does not fit on A♦: the waste takes the same suit one rank up or down',
    ],
    ['any-suit', 'other suit, one up', '8C', '9H', undefined],
    ['any-suit', 'other suit, one down', '8C', '7D', undefined],
    ['any-suit', 'other suit, King on Ace', 'AS', 'KD', undefined],
    ['any-suit', 'other suit, Ace on King', 'KS', 'AH', undefined],
    ['any-suit', 'two ranks apart', '8C', 'TH', '10♥ does not fit on 8♣: the waste takes one rank up or down'],
    ['granada', 'other suit', '8C', '9S', '9♠ does not fit on 8♣: the waste takes the same suit one rank up or down'],
    ['granada', 'King on Ace', 'AC', 'KC', undefined],
    ['reinforcement', 'Ace on King', 'KD', 'AD', undefined],
    [
      'reinforcement',
      'other suit',
      '8C',
      '9D',
      '9♦ does not fit on 8♣: the waste takes the same suit one rank up or down',
    ],
  ] as [AlhambraVariant, string, string, string, string | undefined][])(
    '%s: %s',
    (variant, _name, top, card, expected) => {
      const token = variant === 'granada' ? 'r1-w1' : 'r1-w';
      const game = alhambraGame({ variant, reserve: { 1: [card] }, stock: [top] });
      playLine(game, 's');
      expect(whyIllegal(game, token)).toBe(expected);
      expect(legalTokens(game).includes(token)).toBe(expected === undefined);
      if (expected === undefined) {
        playLine(game, token);
        expect(tokens(game.waste[0]!)).toEqual([top, card]);
      } else expect(refusal(game, token)).toBe(expected);
    },
  );

  test('cards keep building on the waste as long as they fit (the 10♣, 9♣, 8♣ example)', () => {
    const game = alhambraGame({ reserve: { 1: ['8C', '9C'], 2: ['JC'] }, stock: ['TC'] });
    playLine(game, 's');
    expect(legalTokens(game)).toEqual(['r1-w', 'r2-w', 's']);
    playLine(game, 'r1-w r1-w');
    expect(tokens(game.waste[0]!)).toEqual(['TC', '9C', '8C']);
  });

  test.each(VARIANTS)('%s: no reserve card onto an empty waste', (variant) => {
    // Neither the K♣ nor the 2♣ may start the waste: an empty waste takes no reserve card, whatever it is.
    const game = alhambraGame({ variant, reserve: { 1: ['KC'], 2: ['2C'] } });
    const token = variant === 'granada' ? 'r1-w1' : 'r1-w';
    expect(game.waste.every((pile) => pile.length === 0)).toBe(true);
    expect(refusal(game, token)).toBe('a reserve card cannot go onto an empty waste');
    expect(legalTokens(game).filter((entry) => entry.includes('-w'))).toEqual([]);
  });

  test.each(['standard', 'any-suit', 'reinforcement'] as const)(
    '%s: a waste card goes only to a foundation (never back onto the waste or into the reserve)',
    (variant) => {
      const game = alhambraGame({ variant, reserve: { 1: ['9C'] }, stock: ['8C', '2C'] });
      playLine(game, 's');
      expect(refusal(game, 'w-w')).toBe('a waste card goes only to a foundation');
      expect(englishError(parseMove({ game: 'alhambra', variant }, 'w-r1'))).toBe(
        '"w-r1": nothing is ever put into the reserve',
      );
      playLine(game, 's');
      expect(legalTokens(game).filter((token) => token.startsWith('w'))).toEqual(['w-a']);
    },
  );
});

describe('the reserve', () => {
  test('no moves between reserve piles and no building on the reserve', () => {
    // 7♣ on pile 1 and 8♣ on pile 2 would fit each other on the waste; between reserve piles nothing moves.
    const game = alhambraGame({ reserve: { 1: ['7C'], 2: ['8C'] } });
    expect(englishError(parseMove(ALHAMBRA, 'r1-r2'))).toBe('"r1-r2": nothing is ever put into the reserve');
    expect(legalTokens(game)).toEqual(['s']);
  });

  test('an empty reserve pile stays empty (standard, Granada): it takes no card, not even from the stock', () => {
    for (const variant of ['standard', 'granada', 'any-suit'] as const) {
      const game = alhambraGame({ variant, reserve: { 1: ['5C', '4C', '3C', '2C'] } });
      playLine(game, 'r1-a r1-a r1-a r1-a');
      expect(game.reserve[0]).toEqual([]);
      expect(game.stock).toHaveLength(64);
      playLine(game, 's');
      expect(game.reserve[0]).toEqual([]);
      expect(refusal(game, 'r1-a')).toBe('reserve 1 is empty');
    }
  });
});

describe('turning and redealing (one waste pile)', () => {
  test('the redeal turns the waste over unshuffled: the card laid on the waste first is turned first again', () => {
    const game = alhambraGame({ reserve: { 1: ['7C'] }, stock: ['8C', '2D', '5S'] });
    const original = stockOrder(game);
    playLine(game, 's r1-w s');
    turnAll(game);
    const laid = tokens(game.waste[0]!);
    // The reserve card built onto the waste goes round with it.
    expect(laid.slice(0, 4)).toEqual(['8C', '7C', '2D', '5S']);
    expect(laid).toEqual([original[0], '7C', ...original.slice(1)]);
    playLine(game, 'n');
    expect(game.waste[0]).toEqual([]);
    expect(stockOrder(game)).toEqual(laid);
    expect(game.redealsUsed).toBe(1);
    playLine(game, 's');
    expect(tokens(game.waste[0]!)).toEqual(['8C']);
  });

  test('two redeals, three passes; turn and redeal are refused with their reasons', () => {
    const game = alhambraGame({ stock: ['9D'] });
    expect(refusal(game, 'n')).toBe('the stock is not empty: no redeal yet');
    expect(legalTokens(game)).toContain('s');
    expect(legalTokens(game)).not.toContain('n');
    for (const pass of [1, 2, 3]) {
      expect(game.pass).toBe(pass);
      turnAll(game);
      expect(game.stock).toEqual([]);
      expect(game.waste[0]).toHaveLength(64);
      if (pass < 3) {
        expect(refusal(game, 's')).toBe('the stock is empty: redeal first');
        expect(legalTokens(game)).toContain('n');
        expect(game.status()).toBe('playing');
        playLine(game, 'n');
        expect(game.stock).toHaveLength(64);
        expect(refusal(game, 'n')).toBe('the stock is not empty: no redeal yet');
      }
    }
    expect(game.redealsUsed).toBe(2);
    expect(refusal(game, 'n')).toBe('no redeal is left: three passes in all');
    expect(refusal(game, 's')).toBe('the stock is empty and no redeal is left');
    expect(legalTokens(game)).toEqual([]);
    expect(game.status()).toBe('lost');
  });

  test('undo takes back turns and redeals exactly', () => {
    const game = alhambraGame({ reserve: { 1: ['7C'] }, stock: ['8C', '2D'] });
    playLine(game, 's r1-w s w-a');
    turnAll(game);
    expectUndoRestores(game, 'n s s');
    expect(game.redealsUsed).toBe(0);
  });
});

describe('status', () => {
  // A stock that plays out completely onto the foundations: clubs, diamonds, hearts, spades 2…K on the Ace
  // foundations, then the King foundation of clubs down to the Ace and of diamonds down to the 9.
  const up = (suit: string) => ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'].map((rank) => rank + suit);
  const down = (suit: string, count: number) =>
    ['Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2', 'A'].slice(0, count).map((rank) => rank + suit);
  const stock = [...up('C'), ...up('D'), ...up('H'), ...up('S'), ...down('C', 12), ...down('D', 4)];
  const playStockHome = (game: AlhambraGame) => {
    for (let index = 0; index < stock.length; index++) playLine(game, index < 48 ? 's w-a' : 's w-k');
  };
  const reserveOf = (piles: string[][]) => Object.fromEntries(piles.map((pile, index) => [index + 1, pile]));

  test('won when all 104 cards are on the foundations', () => {
    const reserve = reserveOf([
      ['5D', '6D', '7D', '8D'],
      ['AD', '2D', '3D', '4D'],
      ['9H', 'TH', 'JH', 'QH'],
      ['5H', '6H', '7H', '8H'],
      ['AH', '2H', '3H', '4H'],
      ['9S', 'TS', 'JS', 'QS'],
      ['5S', '6S', '7S', '8S'],
      ['AS', '2S', '3S', '4S'],
    ]);
    const game = alhambraGame({ reserve, stock });
    expect(stockOrder(game)).toEqual(stock);
    playStockHome(game);
    for (const pile of [1, 2, 3, 4, 5, 6, 7, 8]) playLine(game, `r${pile}-k r${pile}-k r${pile}-k r${pile}-k`);
    expect(game.cardsHome).toBe(104);
    expect(game.aceFoundations).toEqual([13, 13, 13, 13]);
    expect(game.kingFoundations).toEqual([13, 13, 13, 13]);
    expect(game.status()).toBe('won');
  });

  test('lost with redeals left when the stock and the waste are both empty and nothing else moves', () => {
    const reserve = reserveOf([
      ['8D', '7D', '6D', '5D'],
      ['4D', '3D', '2D', 'AD'],
      ['QH', 'JH', 'TH', '9H'],
      ['8H', '7H', '6H', '5H'],
      ['4H', '3H', '2H', 'AH'],
      ['QS', 'JS', 'TS', '9S'],
      ['8S', '7S', '6S', '5S'],
      ['4S', '3S', '2S', 'AS'],
    ]);
    const game = alhambraGame({ reserve, stock });
    playStockHome(game);
    expect(game.redealsUsed).toBe(0);
    expect(game.stock).toEqual([]);
    expect(game.waste[0]).toEqual([]);
    expect(refusal(game, 'n')).toBe('the waste is empty: there is nothing to redeal');
    expect(refusal(game, 's')).toBe('the stock and the waste are empty: there is nothing to turn');
    expect(legalTokens(game)).toEqual([]);
    expect(game.status()).toBe('lost');
  });

  test('playing while the stock has cards, even when no card move is left', () => {
    const game = alhambraGame({});
    expect(legalTokens(game)).toEqual(['s']);
    expect(game.status()).toBe('playing');
  });
});

describe('Granada', () => {
  test('a turn deals one card onto each waste pile, pile 1 first', () => {
    const game = alhambraGame({ variant: 'granada', stock: ['9C', '3D', 'JH', '5S', '8D'] });
    playLine(game, 's');
    expect(game.waste.map(tokens)).toEqual([['9C'], ['3D'], ['JH'], ['5S']]);
    expect(game.stock).toHaveLength(60);
    playLine(game, 's');
    expect(tokens(game.waste[0]!)).toEqual(['9C', '8D']);
  });

  test('the last turn deals fewer cards when the stock runs out (and undo takes back exactly those)', () => {
    // One waste card goes home in the first pass, so the second pass has 63 cards: 15 full turns and one of three.
    const game = alhambraGame({ variant: 'granada', stock: ['2C'] });
    playLine(game, 's w1-a');
    turnAll(game);
    playLine(game, 'n');
    expect(game.stock).toHaveLength(63);
    turns(game, 15);
    expect(game.waste.map((pile) => pile.length)).toEqual([15, 15, 15, 15]);
    const before = snapshot(game);
    const lastThree = stockOrder(game);
    playLine(game, 's');
    expect(game.stock).toEqual([]);
    expect(game.waste.map((pile) => pile.length)).toEqual([16, 16, 16, 15]);
    expect(game.waste.slice(0, 3).map((pile) => tokens(pile.slice(-1))[0])).toEqual(lastThree);
    expect(game.undo()).toEqual({ type: 'turn' });
    expect(snapshot(game)).toEqual(before);
  });

  test('a waste card moves onto another non-empty waste pile by the same-suit rule, round the corner', () => {
    const game = alhambraGame({ variant: 'granada', stock: ['8C', '7C', 'KD', 'AD', '9H', '9S', '2S', 'KS'] });
    playLine(game, 's');
    const wasteMoves = legalTokens(game).filter((token) => /^w\d-w\d$/.test(token));
    expect(wasteMoves).toEqual(['w1-w2', 'w2-w1', 'w3-w4', 'w4-w3']);
    expect(whyIllegal(game, 'w1-w3')).toBe('8♣ does not fit on K♦: the waste takes the same suit one rank up or down');
    expect(whyIllegal(game, 'w1-w1')).toBe('a card cannot move onto its own waste pile');
    playLine(game, 'w2-w1');
    expect(game.waste.map(tokens)).toEqual([['8C', '7C'], [], ['KD'], ['AD']]);
    // An emptied waste pile takes nothing, from the waste or the reserve.
    expect(whyIllegal(game, 'w1-w2')).toBe('nothing can go onto an empty waste');
    playLine(game, 's');
    // Now the tops are 9♥, 9♠, 2♠, K♠: the two Nines are the same rank, 2♠ and K♠ are eleven apart, so nothing fits.
    expect(game.waste.map(tokens)).toEqual([['8C', '7C', '9H'], ['9S'], ['KD', '2S'], ['AD', 'KS']]);
    expect(legalTokens(game).filter((token) => /^w\d-w\d$/.test(token))).toEqual([]);
  });

  test('a waste card goes onto a foundation; a reserve card goes onto any non-empty waste pile it fits', () => {
    const reserve = { 1: ['6C'], 2: ['4H'], 3: ['4H'], 4: ['4S'], 5: ['4S'], 6: ['TH'], 7: ['TH'], 8: ['TS'] };
    const game = alhambraGame({ variant: 'granada', reserve, stock: ['QH', '5C', '7C', '2D'] });
    playLine(game, 's');
    expect(legalTokens(game)).toEqual(['r1-w2', 'r1-w3', 's', 'w1-k', 'w4-a']);
  });

  test('the notation needs a waste pile number in Granada', () => {
    expect(englishError(parseMove(GRANADA, 'w-a'))).toBe('say which waste pile: w1–w4');
    expect(parseMove(GRANADA, 'w4-w1')).toEqual({
      ok: true,
      value: { type: 'transfer', from: { pile: 'waste', index: 3 }, to: { pile: 'waste', index: 0 } },
    });
  });

  test("the redeal gathers pile 4's cards first, bottom to top, then piles 3, 2, 1", () => {
    const game = alhambraGame({ variant: 'granada' });
    const original = stockOrder(game);
    turnAll(game);
    // Pile k received the original cards k, k+4, k+8, … (counting from 1), bottom first.
    const piles = game.waste.map(tokens);
    expect(piles[0]!.slice(0, 2)).toEqual([original[0], original[4]]);
    playLine(game, 'n');
    expect(stockOrder(game)).toEqual([...piles[3]!, ...piles[2]!, ...piles[1]!, ...piles[0]!]);
    playLine(game, 's');
    expect(game.waste.map((pile) => tokens(pile))).toEqual([
      [original[3]],
      [original[7]],
      [original[11]],
      [original[15]],
    ]);
  });

  test('undo restores the position before a Granada redeal exactly (piles of different heights)', () => {
    const game = alhambraGame({ variant: 'granada', reserve: { 1: ['3C'] }, stock: ['2C', '4C'] });
    playLine(game, 's w1-a r1-w2');
    turnAll(game);
    expect(game.waste.map((pile) => pile.length)).toEqual([15, 17, 16, 16]);
    expectUndoRestores(game, 'n s s');
  });

  test('two redeals in Granada too', () => {
    const game = alhambraGame({ variant: 'granada' });
    turnAll(game);
    playLine(game, 'n');
    turnAll(game);
    playLine(game, 'n');
    turnAll(game);
    expect(refusal(game, 'n')).toBe('no redeal is left: three passes in all');
  });
});

describe('The Reinforcements', () => {
  const clubsUp = ['KC', 'QC', 'JC', 'TC', '9C', '8C', '7C', '6C', '5C', '4C', '3C', '2C'];
  const diamondsUp = ['KD', 'QD', 'JD', 'TD', '9D', '8D', '7D', '6D', '5D', '4D', '3D', '2D'];
  const emptyPile = (pile: number) => ` r${pile}-a`.repeat(12);

  test('the move that empties a reserve pile refills it from the stock at once', () => {
    const game = alhambraGame({ variant: 'reinforcement', reserve: { 1: clubsUp }, stock: ['9H', '5D'] });
    expect(game.reserve.map((pile) => pile.length)).toEqual([12, 12, 12, 12]);
    playLine(game, ' r1-a'.repeat(11));
    expect(tokens(game.reserve[0]!)).toEqual(['KC']);
    const before = snapshot(game);
    playLine(game, 'r1-a');
    expect(tokens(game.reserve[0]!)).toEqual(['9H']);
    expect(stockOrder(game)[0]).toBe('5D');
    expect(game.stock).toHaveLength(47);
    expect(game.moveCount).toBe(12);
    expect(game.history().at(-1)).toEqual(move(game.kind, 'r1-a'));
    // Undo takes back the move and its refill together.
    expect(game.undo()).toEqual(move(game.kind, 'r1-a'));
    expect(snapshot(game)).toEqual(before);
  });

  test('no refill while the stock is empty; after the redeal the empty piles refill in order 1–4', () => {
    const game = alhambraGame({ variant: 'reinforcement', reserve: { 1: clubsUp, 3: diamondsUp } });
    turnAll(game);
    const laid = tokens(game.waste[0]!);
    playLine(game, `${emptyPile(3)}${emptyPile(1)}`);
    expect(game.reserve[0]).toEqual([]);
    expect(game.reserve[2]).toEqual([]);
    expect(game.stock).toEqual([]);
    expect(refusal(game, 'r1-a')).toBe('reserve 1 is empty');
    const before = snapshot(game);
    playLine(game, 'n');
    expect(tokens(game.reserve[0]!)).toEqual([laid[0]]);
    expect(tokens(game.reserve[2]!)).toEqual([laid[1]]);
    expect(stockOrder(game)).toEqual(laid.slice(2));
    expect(game.undo()).toEqual({ type: 'redeal' });
    expect(snapshot(game)).toEqual(before);
  });

  test('a refill happens whichever way the pile empties (onto the waste too)', () => {
    const spadesDown = ['2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', 'TS', 'JS', 'QS', 'AS'];
    const game = alhambraGame({ variant: 'reinforcement', reserve: { 2: spadesDown }, stock: ['KS', '7H'] });
    playLine(game, 's r2-w');
    playLine(game, ' r2-k'.repeat(10));
    expect(tokens(game.reserve[1]!)).toEqual(['2S']);
    playLine(game, 'r2-k');
    expect(tokens(game.reserve[1]!)).toEqual(['7H']);
  });

  test('an empty waste takes no reserve card in The Reinforcements either', () => {
    const game = alhambraGame({ variant: 'reinforcement', reserve: { 1: ['KC'] } });
    expect(refusal(game, 'r1-w')).toBe('a reserve card cannot go onto an empty waste');
  });

  test('undo walks back refills, turns and redeals exactly', () => {
    const game = alhambraGame({ variant: 'reinforcement', reserve: { 1: clubsUp, 3: diamondsUp } });
    playLine(game, emptyPile(3));
    turnAll(game);
    expectUndoRestores(game, `${emptyPile(1)} n s s`);
  });
});

describe('any suit', () => {
  test('only reserve cards onto the waste ignore the suit: foundations still need it', () => {
    const game = alhambraGame({ variant: 'any-suit', reserve: { 1: ['3D'], 2: ['2H'] }, stock: ['2C'] });
    playLine(game, 's');
    expect(legalTokens(game)).toEqual(['r1-w', 'r2-a', 's', 'w-a']);
    playLine(game, 'r1-w');
    // 3♦ is on the waste now; it does not go onto the ♣ Ace foundation.
    expect(whyIllegal(game, 'w-a')).toBe('3♦ does not go on the ♦ Ace foundation: it needs 2♦');
  });
});

describe('moves that do not exist in Alhambra', () => {
  test.each([
    [
      'a column',
      { type: 'transfer', from: { pile: 'column', index: 0 }, to: { pile: 'ace' } },
      'there is no column 1 in this game',
    ],
    [
      'onto a column',
      { type: 'transfer', from: { pile: 'reserve', index: 0 }, to: { pile: 'column', index: 0 } },
      'Alhambra has no columns',
    ],
    [
      'an unnamed foundation',
      { type: 'transfer', from: { pile: 'reserve', index: 0 }, to: { pile: 'foundation' } },
      'say which foundation: the Ace foundation (a) or the King foundation (k)',
    ],
    [
      'reserve pile 9',
      { type: 'transfer', from: { pile: 'reserve', index: 8 }, to: { pile: 'ace' } },
      'there is no reserve 9 in this game',
    ],
    [
      'waste pile 2',
      { type: 'transfer', from: { pile: 'reserve', index: 0 }, to: { pile: 'waste', index: 1 } },
      'there is no waste 2 in this game',
    ],
    // Moves given as data (a saved game, the web page) can name piles the types leave out.
    [
      'between reserve piles, given as data',
      { type: 'transfer', from: { pile: 'reserve', index: 0 }, to: { pile: 'reserve', index: 1 } },
      'nothing is ever put into the reserve',
    ],
    [
      'from the waste into the reserve, given as data',
      { type: 'transfer', from: { pile: 'waste', index: 0 }, to: { pile: 'reserve', index: 0 } },
      'nothing is ever put into the reserve',
    ],
    [
      'off the Ace foundation, given as data',
      { type: 'transfer', from: { pile: 'ace', index: 0 }, to: { pile: 'waste', index: 0 } },
      'foundation cards never move',
    ],
    [
      'off the King foundation, given as data',
      { type: 'transfer', from: { pile: 'king', index: 0 }, to: { pile: 'ace' } },
      'foundation cards never move',
    ],
  ] as [string, Move, string][])('%s is refused', (_name, entry, expected) => {
    const game = alhambraGame({ reserve: { 1: ['8C'], 2: ['9C'] }, stock: ['7C'] });
    playLine(game, 's');
    const before = snapshot(game);
    expect(english(game.explainIllegal(entry))).toBe(expected);
    expect(englishError(game.play(entry))).toBe(expected);
    expect(snapshot(game)).toEqual(before);
    expect(game.legalMoves()).not.toContainEqual(entry);
  });
});

describe('explainIllegal agrees with legalMoves', () => {
  const deal = (variant: AlhambraVariant) => () => newGame(dealLayout({ game: 'alhambra', variant }, 1n));
  const played = (fixture: AlhambraFixture, line: string) => () => {
    const game = alhambraGame(fixture);
    playLine(game, line);
    return game;
  };
  test.each([
    ...VARIANTS.map((variant) => [`${variant} deal 1`, deal(variant)] as const),
    ['standard, one card on the waste', played({ reserve: { 1: ['9C'], 2: ['2C'] }, stock: ['8C'] }, 's')],
    ['any-suit, one card on the waste', played({ variant: 'any-suit', reserve: { 1: ['9D'] }, stock: ['8C'] }, 's')],
    ['granada, four waste piles', played({ variant: 'granada', stock: ['8C', '7C', 'KD', 'AD'] }, 's w2-w1')],
    [
      'standard, stock used up',
      () => {
        const game = alhambraGame({});
        turnAll(game);
        return game;
      },
    ],
  ] as const)('%s', (_name, start) => {
    expectExplainMatchesLegalMoves(start());
  });
});

describe('layouts of the fixtures are real layouts', () => {
  test.each(VARIANTS)('%s fixture passes parseLayout', (variant) => {
    const layout = alhambraLayout({ variant, reserve: { 1: ['2C'] }, stock: ['QD'] });
    expect(parseLayout(makeLayout(layout))).toEqual({ ok: true, value: layout });
    expect(layout.reserve[0]!.at(-1)).toBe(card('2C'));
    expect(layout.stock[0]).toBe(card('QD'));
  });
});
