import { describe, expect, test } from 'vitest';
import { makeCard, RANKS, SUITS } from '../../src/core/cards.js';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { parseLayout } from '../../src/formats/layout.js';
import { parseMove } from '../../src/formats/notation.js';
import { newGame } from '../../src/games/index.js';
import type { KingAlbertGame } from '../../src/games/king-albert/game.js';
import type { Move } from '../../src/games/types.js';
import {
  english,
  englishError,
  expectExplainMatchesLegalMoves,
  type KingAlbertFixture,
  kingAlbertGame,
  legalTokens,
  move,
  playLine,
  refusal,
  snapshot,
  tokens,
  topOf,
  whyIllegal,
} from './helpers.js';

const KING_ALBERT = { game: 'king-albert', variant: 'standard' } as const;
const RAGLAN = { game: 'king-albert', variant: 'raglan' } as const;

describe('layout', () => {
  test('King Albert: nine columns of 1…9 cards, seven reserve slots, empty foundations', () => {
    const game = newGame(dealLayout(KING_ALBERT, 1n)) as KingAlbertGame;
    expect(game.columns.map((column) => column.length)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(game.reserve).toHaveLength(7);
    expect(game.foundations).toEqual([0, 0, 0, 0]);
    expect(game.cardsHome).toBe(0);
    expect(game.cardCount).toBe(52);
    expect(game.status()).toBe('playing');
  });

  test('Raglan: the four Aces start on the foundations, columns 1…7,7,7, six reserve slots', () => {
    const game = newGame(dealLayout(RAGLAN, 1n)) as KingAlbertGame;
    expect(game.columns.map((column) => column.length)).toEqual([1, 2, 3, 4, 5, 6, 7, 7, 7]);
    expect(game.reserve).toHaveLength(6);
    expect(game.foundations).toEqual([1, 1, 1, 1]);
    expect(game.cardsHome).toBe(4);
    const inPlay = [...game.columns.flat(), ...game.reserve];
    expect(inPlay.filter((card) => card % 13 === 0)).toEqual([]);
  });

  test('Raglan: a Two goes straight onto its Ace, and there is no reserve slot 7', () => {
    const game = kingAlbertGame({ variant: 'raglan', reserve: { 6: '2H' } });
    expect(whyIllegal(game, 'r6-f')).toBeUndefined();
    expect(englishError(parseMove(RAGLAN, 'r7-f'))).toBe('"r7" is not a reserve slot: use r1–r6');
    expect(
      english(
        game.explainIllegal({ type: 'transfer', from: { pile: 'reserve', index: 6 }, to: { pile: 'foundation' } }),
      ),
    ).toBe('there is no reserve 7 in this game');
  });
});

describe('movable cards', () => {
  test('only the last card of a column moves: a buried Ace is not offered', () => {
    const game = kingAlbertGame({ columns: { 9: ['AC', '9S'] } });
    expect(legalTokens(game).filter((token) => token.startsWith('c9-f'))).toEqual([]);
    expect(refusal(game, 'c9-f')).toBe('9♠ cannot start a foundation: only an Ace can');
  });

  test('every reserve card moves, not only the first', () => {
    const game = kingAlbertGame({ reserve: { 1: 'AC', 4: 'AD', 7: 'AS' } });
    expect(legalTokens(game).filter((token) => token.endsWith('-f'))).toEqual(['r1-f', 'r4-f', 'r7-f']);
  });

  test('a move carries one card: the card beneath becomes the playable one', () => {
    const game = kingAlbertGame({ columns: { 4: ['9D', '8C'], 2: ['KS', '9H'] } });
    playLine(game, 'c4-c2');
    expect(tokens(game.columns[3]!).slice(-1)).toEqual(['9D']);
    expect(tokens(game.columns[1]!)).toEqual(['KS', '9H', '8C']);
  });
});

describe('foundations', () => {
  test.each([
    ['an Ace starts its foundation', { reserve: { 1: 'AH' } }, '', 'r1-f', undefined],
    ['a Two follows its Ace', { reserve: { 1: 'AH', 2: '2H' } }, 'r1-f', 'r2-f', undefined],
    [
      'a Two of another suit does not',
      { reserve: { 1: 'AH', 2: '2D' } },
      'r1-f',
      'r2-f',
      '2♦ cannot start a foundation: only an Ace can',
    ],
    [
      'a Two cannot start a foundation',
      { reserve: { 2: '2H' } },
      '',
      'r2-f',
      '2♥ cannot start a foundation: only an Ace can',
    ],
    [
      'a Three cannot skip the Two',
      { reserve: { 1: 'AH', 2: '3H' } },
      'r1-f',
      'r2-f',
      '3♥ does not go on the ♥ foundation: it needs 2♥',
    ],
    ['a column card goes home too', { columns: { 1: ['AS'] } }, '', 'c1-f', undefined],
  ] as [string, KingAlbertFixture, string, string, string | undefined][])(
    '%s',
    (_name, fixture, line, token, expected) => {
      const game = kingAlbertGame(fixture);
      playLine(game, line);
      expect(whyIllegal(game, token)).toBe(expected);
      expect(legalTokens(game).includes(token)).toBe(expected === undefined);
    },
  );

  test('foundation cards never move again: the notation has no foundation source and no move leaves one', () => {
    expect(englishError(parseMove(KING_ALBERT, 'f-c1'))).toBe('"f-c1": foundation cards never move');
    const game = kingAlbertGame({ columns: { 1: ['AC'], 2: ['KS', '2C'] } });
    playLine(game, 'c1-f c2-f');
    // Column 1 is empty, yet the 2♣ on the foundation is not offered to it: every move starts at a column or the reserve.
    const sources = game.legalMoves().map((entry) => (entry.type === 'transfer' ? entry.from.pile : entry.type));
    expect(new Set(sources)).toEqual(new Set(['column', 'reserve']));
    expect(game.foundations[0]).toBe(2);
    for (const entry of game.legalMoves()) {
      const copy = game.clone();
      copy.play(entry);
      expect(copy.foundations[0]).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('building on columns', () => {
  // Column 2 ends with `top`; reserve slot 1 holds `card`.
  test.each([
    ['red 8 on black 9', '9S', '8H', undefined],
    ['black 8 on red 9', '9D', '8C', undefined],
    ['black Queen on red King', 'KH', 'QS', undefined],
    ['red Ace on black Two', '2C', 'AD', undefined],
    [
      'same colour, other suit',
      '9S',
      '8C',
      '8♣ does not fit on 9♠: a column takes the next lower rank of the other colour',
    ],
    ['same suit', '9H', '8H', '8♥ does not fit on 9♥: a column takes the next lower rank of the other colour'],
    ['two ranks lower', '9D', '7C', '7♣ does not fit on 9♦: a column takes the next lower rank of the other colour'],
    ['one rank higher', '8D', '9C', '9♣ does not fit on 8♦: a column takes the next lower rank of the other colour'],
    ['same rank', '9D', '9C', '9♣ does not fit on 9♦: a column takes the next lower rank of the other colour'],
    [
      'no wrap-around: King on Ace',
      'AD',
      'KC',
      'K♣ does not fit on A♦: a column takes the next lower rank of the other colour',
    ],
  ] as const)('%s', (_name, top, card, expected) => {
    const game = kingAlbertGame({
      columns: { 2: ['KC', top].filter((entry) => entry !== card) },
      reserve: { 1: card },
    });
    expect(topOf(game.columns[1]!)).toBe(top);
    expect(whyIllegal(game, 'r1-c2')).toBe(expected);
    expect(legalTokens(game).includes('r1-c2')).toBe(expected === undefined);
    if (expected === undefined) {
      playLine(game, 'r1-c2');
      expect(tokens(game.columns[1]!).slice(-2)).toEqual([top, card]);
    } else expect(refusal(game, 'r1-c2')).toBe(expected);
  });

  test('a column card builds on another column', () => {
    const game = kingAlbertGame({ columns: { 3: ['TC', '8D'], 5: ['KH', '9S'] } });
    expect(whyIllegal(game, 'c3-c5')).toBeUndefined();
    expect(whyIllegal(game, 'c5-c3')).toBe(
      '9♠ does not fit on 8♦: a column takes the next lower rank of the other colour',
    );
  });

  test('a card cannot move onto its own column', () => {
    const game = kingAlbertGame({});
    expect(whyIllegal(game, 'c3-c3')).toBe('a card cannot move onto its own column');
  });
});

describe('empty columns', () => {
  // Column 1 holds only the A♣; sending it home empties the column.
  const emptied = (fixture: KingAlbertFixture) => {
    const game = kingAlbertGame({ ...fixture, columns: { 1: ['AC'], ...fixture.columns } });
    playLine(game, 'c1-f');
    expect(game.columns[0]).toEqual([]);
    return game;
  };

  test.each([
    ['a reserve King', { reserve: { 3: 'KD' } }, 'r3-c1'],
    ['a reserve Five', { reserve: { 3: '5H' } }, 'r3-c1'],
    ['a reserve Two', { reserve: { 3: '2S' } }, 'r3-c1'],
    ['a column Nine', { columns: { 9: ['9D'] } }, 'c9-c1'],
    ['a column Queen', { columns: { 4: ['QC'] } }, 'c4-c1'],
  ] as [string, KingAlbertFixture, string][])(
    'any movable card goes into an empty column: %s',
    (_name, fixture, token) => {
      const game = emptied(fixture);
      expect(whyIllegal(game, token)).toBeUndefined();
      expect(legalTokens(game)).toContain(token);
      playLine(game, token);
      expect(game.columns[0]).toHaveLength(1);
    },
  );

  test('every movable card is offered the empty column', () => {
    const game = emptied({});
    const intoEmpty = legalTokens(game).filter((token) => token.endsWith('-c1'));
    const sources = [
      ...game.columns.flatMap((column, index) => (column.length > 0 ? [`c${index + 1}`] : [])),
      ...game.reserve.map((_, index) => `r${index + 1}`),
    ];
    expect(intoEmpty).toEqual(sources.map((source) => `${source}-c1`).sort());
  });
});

describe('the reserve', () => {
  test('nothing is ever put into the reserve', () => {
    expect(englishError(parseMove(KING_ALBERT, 'c1-r1'))).toBe('"c1-r1": nothing is ever put into the reserve');
    const game = kingAlbertGame({});
    expect(
      game
        .legalMoves()
        .filter((entry) => entry.type === 'transfer' && entry.to.pile !== 'column' && entry.to.pile !== 'foundation'),
    ).toEqual([]);
  });

  test('an emptied slot stays empty and keeps its number: r5 still means slot 5', () => {
    const game = kingAlbertGame({ reserve: { 3: 'AC', 5: '2C', 6: '3C' } });
    playLine(game, 'r3-f');
    expect(game.reserve).toHaveLength(7);
    expect(game.reserve[2]).toBe(-1);
    expect(refusal(game, 'r3-c1')).toBe('reserve 3 is empty');
    expect(legalTokens(game).filter((token) => token.startsWith('r3-'))).toEqual([]);
    playLine(game, 'r5-f');
    expect(game.reserve[2]).toBe(-1);
    expect(game.reserve[4]).toBe(-1);
    expect(tokens(game.reserve.slice(5, 6))).toEqual(['3C']);
    expect(game.foundations[0]).toBe(2);
    playLine(game, 'r6-f');
    expect(game.foundations[0]).toBe(3);
  });

  test('an emptied reserve slot is never refilled', () => {
    const game = kingAlbertGame({ reserve: { 1: 'AD' } });
    playLine(game, 'r1-f');
    expect(game.reserve[0]).toBe(-1);
    expect(game.reserve.filter((card) => card >= 0)).toHaveLength(6);
  });
});

describe('moves that do not exist in King Albert', () => {
  test.each([
    ['turn', { type: 'turn' }, 'King Albert has no stock: only card moves are played'],
    ['redeal', { type: 'redeal' }, 'King Albert has no stock: only card moves are played'],
    [
      'onto a waste',
      { type: 'transfer', from: { pile: 'column', index: 8 }, to: { pile: 'waste', index: 0 } },
      'King Albert has no waste and no Ace or King foundations',
    ],
    [
      'from a waste',
      { type: 'transfer', from: { pile: 'waste', index: 0 }, to: { pile: 'foundation' } },
      'there is no waste 1 in this game',
    ],
    [
      'column 10',
      { type: 'transfer', from: { pile: 'column', index: 9 }, to: { pile: 'foundation' } },
      'there is no column 10 in this game',
    ],
    [
      'onto column 10',
      { type: 'transfer', from: { pile: 'reserve', index: 0 }, to: { pile: 'column', index: 9 } },
      'there is no column 10',
    ],
    // Moves given as data (a saved game, the web page) can name piles the types leave out.
    [
      'into the reserve, given as data',
      { type: 'transfer', from: { pile: 'column', index: 8 }, to: { pile: 'reserve', index: 0 } },
      'nothing is ever put into the reserve',
    ],
    [
      'off a foundation, given as data',
      { type: 'transfer', from: { pile: 'foundation', index: 0 }, to: { pile: 'column', index: 0 } },
      'foundation cards never move',
    ],
  ] as [string, Move, string][])('%s is refused', (_name, entry, expected) => {
    const game = kingAlbertGame({ columns: { 1: ['AC'] } });
    playLine(game, 'c1-f');
    const before = snapshot(game);
    expect(english(game.explainIllegal(entry))).toBe(expected);
    expect(englishError(game.play(entry))).toBe(expected);
    expect(snapshot(game)).toEqual(before);
  });
});

describe('status', () => {
  test('playing while a move is left, even a single one', () => {
    const game = kingAlbertGame({ reserve: { 1: 'AC' } });
    expect(legalTokens(game)).toEqual(['r1-f']);
    expect(game.status()).toBe('playing');
    playLine(game, 'r1-f');
    expect(game.status()).toBe('lost');
  });

  test('lost when no legal move is left: sixteen black cards, no Ace free', () => {
    const black = ['2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'];
    const columns = Object.fromEntries(black.slice(0, 9).map((token, index) => [index + 1, [token]]));
    const reserve = Object.fromEntries(black.slice(9).map((token, index) => [index + 1, token]));
    const game = kingAlbertGame({ columns, reserve });
    expect(game.legalMoves()).toEqual([]);
    expect(game.status()).toBe('lost');
  });

  test('won when all 52 cards are home', () => {
    // Columns dealt from the deck sorted high to low: every column descends, so the lowest cards lie on top.
    const sorted = [...RANKS].reverse().flatMap((rank) => SUITS.map((suit) => `${rank}${suit}`));
    const heights = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    const tableau = heights.map((height) => sorted.slice((height * (height - 1)) / 2, (height * (height + 1)) / 2));
    const next = 45;
    const layout = parseLayout({
      game: 'king-albert',
      variant: 'standard',
      tableau,
      reserve: sorted.slice(next),
      foundations: [],
    });
    if (!layout.ok) throw new Error(englishError(layout));
    const game = newGame(layout.value) as KingAlbertGame;
    for (let moveIndex = 0; moveIndex < 52; moveIndex++) {
      expect(game.status()).toBe('playing');
      const home = game.legalMoves().find((entry) => entry.type === 'transfer' && entry.to.pile === 'foundation');
      expect(home).toBeDefined();
      expect(game.play(home!).ok).toBe(true);
    }
    expect(game.cardsHome).toBe(52);
    expect(game.foundations).toEqual([13, 13, 13, 13]);
    expect(game.status()).toBe('won');
    expect(makeCard(game.layout.reserve[0]!)).toBe(sorted[45]);
  });
});

describe('undo', () => {
  test('undo takes back each move and restores the position exactly', () => {
    const game = kingAlbertGame({
      columns: { 1: ['AC'], 4: ['9D', '8C'], 2: ['KS', '9H'] },
      reserve: { 2: '2C', 5: '7D' },
    });
    const line = ['c1-f', 'r2-f', 'c4-c2', 'r5-c2', 'c4-c1'];
    const snapshots = [snapshot(game)];
    for (const token of line) {
      playLine(game, token);
      snapshots.push(snapshot(game));
    }
    for (const token of [...line].reverse()) {
      snapshots.pop();
      expect(game.undo()).toEqual(move(KING_ALBERT, token));
      expect(snapshot(game)).toEqual(snapshots[snapshots.length - 1]);
    }
    expect(game.undo()).toBeUndefined();
    expect(game.moveCount).toBe(0);
  });

  test('history lists the moves played, and a clone continues independently', () => {
    const game = kingAlbertGame({ columns: { 1: ['AC'] }, reserve: { 2: '2C' } });
    playLine(game, 'c1-f r2-f');
    expect(game.history()).toEqual([move(KING_ALBERT, 'c1-f'), move(KING_ALBERT, 'r2-f')]);
    const copy = game.clone();
    expect(snapshot(copy)).toEqual(snapshot(game));
    copy.undo();
    expect(game.moveCount).toBe(2);
    expect(copy.moveCount).toBe(1);
  });
});

describe('explainIllegal agrees with legalMoves', () => {
  test.each([
    ['King Albert deal 1', () => newGame(dealLayout(KING_ALBERT, 1n))],
    ['Raglan deal 1', () => newGame(dealLayout(RAGLAN, 1n))],
    [
      'with an empty column and an empty reserve slot',
      () => {
        const game = kingAlbertGame({ columns: { 1: ['AC'] }, reserve: { 4: 'AD' } });
        playLine(game, 'c1-f r4-f');
        return game;
      },
    ],
    ['Raglan with a Two ready', () => kingAlbertGame({ variant: 'raglan', reserve: { 1: '2S' } })],
  ] as const)('%s', (_name, start) => {
    expectExplainMatchesLegalMoves(start());
  });
});
