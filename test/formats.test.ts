import { describe, expect, test } from 'vitest';
import type { Result } from '../src/core/result.js';
import { dealLayout } from '../src/deals/pysolfc.js';
import type { EngineError } from '../src/formats/errors.js';
import { checkLayout, type LayoutJson, makeLayout, parseLayout } from '../src/formats/layout.js';
import { describeError } from '../src/formats/messages.js';
import { makeMove, makeMoves, parseMove, parseMoves } from '../src/formats/notation.js';
import { makeRecord, parseRecord } from '../src/formats/record.js';
import { GAME_VARIANTS, type GameVariant, gameVariantKey } from '../src/games/ids.js';
import { type AnyGame, newGame } from '../src/games/index.js';
import type { Layout } from '../src/games/layout.js';
import type { Move } from '../src/games/types.js';

const KING_ALBERT = { game: 'king-albert', variant: 'standard' } as const;
const RAGLAN = { game: 'king-albert', variant: 'raglan' } as const;
const ALHAMBRA = { game: 'alhambra', variant: 'standard' } as const;
const GRANADA = { game: 'alhambra', variant: 'granada' } as const;
const REINFORCEMENT = { game: 'alhambra', variant: 'reinforcement' } as const;

type KingAlbertJson = Extract<LayoutJson, { game: 'king-albert' }>;
type AlhambraJson = Extract<LayoutJson, { game: 'alhambra' }>;

const kingAlbertJson = (): KingAlbertJson => makeLayout(dealLayout(KING_ALBERT, 1n)) as KingAlbertJson;
const raglanJson = (): KingAlbertJson => makeLayout(dealLayout(RAGLAN, 1n)) as KingAlbertJson;
const alhambraJson = (): AlhambraJson => makeLayout(dealLayout(ALHAMBRA, 1n)) as AlhambraJson;
const reinforcementJson = (): AlhambraJson => makeLayout(dealLayout(REINFORCEMENT, 1n)) as AlhambraJson;

/** The Alhambra layout with the first `token` (reserve piles first, then the stock) replaced by `by`. */
const replaceOne = (layout: AlhambraJson, token: string, by: string): AlhambraJson => {
  const piles = [...layout.reserve.map((pile) => [...pile]), [...layout.stock]];
  const pile = piles.find((entry) => entry.includes(token))!;
  pile[pile.indexOf(token)] = by;
  return { ...layout, reserve: piles.slice(0, -1), stock: piles.at(-1)! };
};

const errorOf = (result: Result<unknown, EngineError>): string | undefined =>
  result.ok ? undefined : describeError(result.error);

describe('parseLayout refuses bad layouts, naming the problem', () => {
  const ka = kingAlbertJson();
  const al = alhambraJson();
  // The deal-1 King Albert reserve starts with this card; replacing it by another card makes that one appear twice.
  const firstReserve = ka.reserve[0]!;
  const secondReserve = ka.reserve[1]!;

  test.each([
    ['malformed JSON', '{"game": "alhambra",', 'layout is not valid JSON'],
    ['not an object', '[1, 2]', 'layout must be a JSON object'],
    ['null', null, 'layout must be a JSON object'],
    ['unknown game', { ...ka, game: 'klondike' }, 'unknown game "klondike" (known: king-albert, alhambra)'],
    [
      'no game',
      { ...ka, game: undefined },
      'the layout does not name its game: add "game": one of king-albert, alhambra',
    ],
    [
      'unknown variant',
      { ...ka, variant: 'granada' },
      'unknown variant "granada" of king-albert (known: standard, raglan)',
    ],
    ['unknown Alhambra variant', { ...al, variant: 'raglan' }, 'unknown variant "raglan" of alhambra'],
    ['unknown card 1X', { ...ka, reserve: ['1X', ...ka.reserve.slice(1)] }, 'unknown card "1X" in reserve'],
    ['lower-case card', { ...ka, reserve: ['th', ...ka.reserve.slice(1)] }, 'unknown card "th" in reserve'],
    ['a number for a card', { ...ka, reserve: [7, ...ka.reserve.slice(1)] }, 'unknown card "7" in reserve'],
    [
      'unknown card in a column',
      { ...ka, tableau: [['10H'], ...ka.tableau.slice(1)] },
      'unknown card "10H" in column 1',
    ],
    [
      'a card twice (and another missing)',
      { ...ka, reserve: [secondReserve, ...ka.reserve.slice(1)] },
      `card ${secondReserve} appears 2 times, but this layout needs 1`,
    ],
    ['eight columns', { ...ka, tableau: ka.tableau.slice(1) }, 'tableau must hold 9 columns, not 8'],
    [
      'a column too long',
      { ...ka, tableau: [[...ka.tableau[0]!, firstReserve], ...ka.tableau.slice(1)] },
      'column 1 must hold 1 card, not 2',
    ],
    ['a short reserve', { ...ka, reserve: ka.reserve.slice(1) }, 'reserve must hold 7 cards, not 6'],
    ['no tableau', { ...ka, tableau: undefined }, 'tableau must be a list of piles'],
    [
      'a column that is not a list',
      { ...ka, tableau: ['AC', ...ka.tableau.slice(1)] },
      'column 1 must be a list of cards',
    ],
    ['foundations in King Albert', { ...ka, foundations: ['AC'] }, 'foundations must hold 0 cards, not 1'],
    ['a deal number that is not a string', { ...ka, deal: 7 }, 'deal must be a string of digits'],
    ['deal number 0', { ...ka, deal: '0' }, 'deal number must be a whole number from 1 to 99999999999999999999, not 0'],
    [
      'Alhambra: seven reserve piles',
      { ...al, reserve: al.reserve.slice(1) },
      'reserve must hold 8 reserve piles, not 7',
    ],
    [
      'Alhambra: a reserve pile of five',
      { ...al, reserve: [[...al.reserve[0]!, '5C'], ...al.reserve.slice(1)] },
      'reserve pile 1 must hold 4 cards, not 5',
    ],
    ['Alhambra: a short stock', { ...al, stock: al.stock.slice(1) }, 'stock must hold 64 cards, not 63'],
    [
      'Alhambra: a third Ace (one lies on the foundation)',
      { ...al, stock: [...al.stock.slice(0, -1), 'AC'] },
      'card AC appears 2 times, but this layout needs 1',
    ],
    [
      'Alhambra: both copies of a card missing',
      replaceOne(replaceOne(al, '2C', 'QS'), '2C', 'QS'),
      'card 2C is missing',
    ],
    [
      'Alhambra: one copy of a card missing',
      replaceOne(al, '2C', 'QS'),
      'card 2C appears 1 time, but this layout needs 2',
    ],
    ['Alhambra: unknown card', { ...al, stock: ['XX', ...al.stock.slice(1)] }, 'unknown card "XX" in stock'],
  ] as [string, unknown, string][])('%s', (_name, input, fragment) => {
    const result = parseLayout(typeof input === 'string' ? input : JSON.parse(JSON.stringify(input ?? null)));
    expect(result.ok).toBe(false);
    expect(errorOf(result)).toContain(fragment);
  });

  test('King Albert: a missing card is named', () => {
    // The K♠ comes last in card order, so when it replaces a card, that card is reported as missing.
    const replaced = ka.reserve[0]!;
    expect(replaced).not.toBe('KS');
    expect(errorOf(parseLayout({ ...ka, reserve: ['KS', ...ka.reserve.slice(1)] }))).toBe(
      `card ${replaced} is missing`,
    );
  });

  test('Raglan needs its four Aces on the foundations', () => {
    const raglan = raglanJson();
    expect(errorOf(parseLayout({ ...raglan, foundations: [] }))).toBe('foundations must hold 4 cards, not 0');
    const notAces = [raglan.reserve[0]!, ...raglan.foundations.slice(1)];
    expect(errorOf(parseLayout({ ...raglan, foundations: notAces }))).toBe(
      'Raglan starts with the four Aces on the foundations',
    );
  });

  test('a deal number is stored in its plain form', () => {
    const result = parseLayout({ ...kingAlbertJson(), deal: ' 0001 ' });
    expect(result.ok && result.value.deal).toBe('1');
    expect(result.ok && makeLayout(result.value).deal).toBe('1');
  });

  test('the variant defaults to standard', () => {
    const { variant: _variant, ...rest } = kingAlbertJson();
    const result = parseLayout(rest);
    expect(result.ok && result.value.variant).toBe('standard');
  });

  test('the Reinforcements: four piles of twelve, a stock of 48', () => {
    const re = reinforcementJson();
    expect(parseLayout(re).ok).toBe(true);
    expect(errorOf(parseLayout({ ...re, reserve: [...re.reserve, []] }))).toBe(
      'reserve must hold 4 reserve piles, not 5',
    );
    expect(errorOf(parseLayout({ ...re, stock: re.stock.slice(0, 47) }))).toBe('stock must hold 48 cards, not 47');
  });
});

describe('layouts round-trip', () => {
  const numbers = [1n, 2n, 617n, 31999n, 32000n, 123456789n, 99999999999999999999n];
  test.each(GAME_VARIANTS.map((kind) => [gameVariantKey(kind), kind] as const))('%s numbered deals', (_key, kind) => {
    for (const number of numbers) {
      const json = makeLayout(dealLayout(kind, number));
      expect(json.deal).toBe(number.toString());
      const parsed = parseLayout(json);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) continue;
      expect(parsed.value).toEqual(dealLayout(kind, number));
      expect(makeLayout(parsed.value)).toEqual(json);
      // As JSON text too.
      const fromText = parseLayout(JSON.stringify(json));
      expect(fromText.ok && makeLayout(fromText.value)).toEqual(json);
    }
  });
});

describe('parseMove refuses malformed tokens', () => {
  test.each([
    [KING_ALBERT, '', 'is not a move: write SOURCE-TARGET such as c4-c7'],
    [KING_ALBERT, 'c1', '"c1" is not a move'],
    [KING_ALBERT, 'c1-c2-c3', '"c1-c2-c3" is not a move'],
    [KING_ALBERT, 'c0-f', '"c0" is not a column: use c1–c9'],
    [KING_ALBERT, 'c10-f', '"c10" is not a column: use c1–c9'],
    [KING_ALBERT, 'c01-c2', '"c01" is not a column'],
    [KING_ALBERT, 'c-f', '"c" is not a column'],
    [KING_ALBERT, 'C1-c2', '"C1" is not a pile'],
    [KING_ALBERT, 'c1 -c2', '"c1 " is not a pile'],
    [KING_ALBERT, 'c1-', '"" is not a pile'],
    [KING_ALBERT, 'r8-f', '"r8" is not a reserve slot: use r1–r7'],
    [KING_ALBERT, 'w-f', '"w" is not a pile of King Albert (c1–c9, r1–r7, f)'],
    [KING_ALBERT, 'c1-a', '"a" is not a pile of King Albert'],
    [KING_ALBERT, 'c1-f1', '"f1" is not a pile of King Albert'],
    [KING_ALBERT, 'f-c1', 'foundation cards never move'],
    [KING_ALBERT, 'c1-r1', 'nothing is ever put into the reserve'],
    [KING_ALBERT, 's', '"s" is not a move'],
    [KING_ALBERT, 'n', '"n" is not a move'],
    [RAGLAN, 'r7-f', '"r7" is not a reserve slot: use r1–r6'],
    [ALHAMBRA, 'S', '"S" is not a move: write SOURCE-TARGET such as r3-w, or s, or n'],
    [ALHAMBRA, 'sn', '"sn" is not a move'],
    [ALHAMBRA, 'r9-w', '"r9" is not a reserve pile: use r1–r8'],
    [ALHAMBRA, 'r0-a', '"r0" is not a reserve pile'],
    [ALHAMBRA, 'w2-a', '"w2" is not a waste pile: this game has one, w'],
    [ALHAMBRA, 'r1-f', '"f" is not a pile of Alhambra (r1–r8, w, a, k)'],
    [ALHAMBRA, 'c1-a', '"c1" is not a pile of Alhambra'],
    [ALHAMBRA, 'a1-w', '"a1" is not a pile of Alhambra'],
    [ALHAMBRA, 'a-w', 'foundation cards never move'],
    [ALHAMBRA, 'k-a', 'foundation cards never move'],
    [ALHAMBRA, 'w-r1', 'nothing is ever put into the reserve'],
    [ALHAMBRA, 'r1-r2', 'nothing is ever put into the reserve'],
    [GRANADA, 'w-a', 'say which waste pile: w1–w4'],
    [GRANADA, 'r1-w', 'say which waste pile: w1–w4'],
    [GRANADA, 'w5-a', '"w5" is not a waste pile: use w1–w4'],
    [GRANADA, 'w1-f', '"f" is not a pile of Alhambra (r1–r8, w1–w4, a, k)'],
    [REINFORCEMENT, 'r5-a', '"r5" is not a reserve pile: use r1–r4'],
  ] as [GameVariant, string, string][])('%j: %j', (kind, token, fragment) => {
    const result = parseMove(kind, token);
    expect(result.ok).toBe(false);
    expect(errorOf(result)).toContain(fragment);
  });

  test.each([
    [
      KING_ALBERT,
      ' c4-c7 ',
      { type: 'transfer', from: { pile: 'column', index: 3 }, to: { pile: 'column', index: 6 } },
    ],
    [KING_ALBERT, 'r3-f', { type: 'transfer', from: { pile: 'reserve', index: 2 }, to: { pile: 'foundation' } }],
    [ALHAMBRA, 's', { type: 'turn' }],
    [ALHAMBRA, 'n', { type: 'redeal' }],
    [ALHAMBRA, 'r3-w', { type: 'transfer', from: { pile: 'reserve', index: 2 }, to: { pile: 'waste', index: 0 } }],
    [ALHAMBRA, 'w1-k', { type: 'transfer', from: { pile: 'waste', index: 0 }, to: { pile: 'king' } }],
    [GRANADA, 'w2-w4', { type: 'transfer', from: { pile: 'waste', index: 1 }, to: { pile: 'waste', index: 3 } }],
  ] as [GameVariant, string, Move][])('%j: %j parses', (kind, token, expected) => {
    expect(parseMove(kind, token)).toEqual({ ok: true, value: expected });
  });

  test('parseMoves reads a line and names the first bad token by its position', () => {
    expect(parseMoves(ALHAMBRA, ' s, s  r1-w,w-a ')).toEqual({
      ok: true,
      value: [
        { type: 'turn' },
        { type: 'turn' },
        { type: 'transfer', from: { pile: 'reserve', index: 0 }, to: { pile: 'waste', index: 0 } },
        { type: 'transfer', from: { pile: 'waste', index: 0 }, to: { pile: 'ace' } },
      ],
    });
    expect(errorOf(parseMoves(ALHAMBRA, 's s x r1-w'))).toBe(
      'move 3: "x" is not a move: write SOURCE-TARGET such as r3-w, or s, or n',
    );
    expect(parseMoves(KING_ALBERT, '')).toEqual({ ok: true, value: [] });
  });
});

/** Plays a fixed pseudo-random line (choosing by a simple counter) and calls `visit` at every position. */
const walk = (game: AnyGame, steps: number, visit: (game: AnyGame) => void): void => {
  for (let step = 0; step < steps; step++) {
    visit(game);
    const moves = game.legalMoves();
    if (moves.length === 0) return;
    game.play(moves[(step * 7 + 3) % moves.length]!);
  }
};

describe('makeMove and parseMove round-trip every legal move', () => {
  test.each(GAME_VARIANTS.map((kind) => [gameVariantKey(kind), kind] as const))('%s', (_key, kind) => {
    let checked = 0;
    for (const number of [1n, 2n, 40000n]) {
      walk(newGame(dealLayout(kind, number)), 150, (game) => {
        for (const move of game.legalMoves()) {
          const token = makeMove(kind, move);
          expect(parseMove(kind, token)).toEqual({ ok: true, value: move });
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(100);
  });

  test('makeMoves writes a line that parseMoves reads back', () => {
    const game = newGame(dealLayout(GRANADA, 5n));
    walk(game, 60, () => {});
    const line = makeMoves(GRANADA, game.history());
    expect(parseMoves(GRANADA, line)).toEqual({ ok: true, value: game.history() });
  });
});

describe('records', () => {
  test.each(GAME_VARIANTS.map((kind) => [gameVariantKey(kind), kind] as const))(
    '%s: a record round-trips',
    (_key, kind) => {
      const game = newGame(dealLayout(kind, 77n));
      walk(game, 120, () => {});
      const record = makeRecord(game, { player: 'test', started: '2026-01-01' });
      expect(record.moves).toHaveLength(game.moveCount);
      const loaded = parseRecord(JSON.stringify(record));
      expect(loaded.ok).toBe(true);
      if (!loaded.ok) return;
      expect(loaded.value.metadata).toEqual({ player: 'test', started: '2026-01-01' });
      expect(loaded.value.game.history()).toEqual(game.history());
      expect(loaded.value.game.layout).toEqual(game.layout);
      expect(makeRecord(loaded.value.game, loaded.value.metadata)).toEqual(record);
    },
  );

  test('parseRecord names the first illegal move by its index', () => {
    const layout = makeLayout(dealLayout(KING_ALBERT, 1n));
    const game = newGame(dealLayout(KING_ALBERT, 1n));
    const first = makeMove(KING_ALBERT, game.legalMoves()[0]!);
    // c1-c1 is well formed but never legal.
    expect(errorOf(parseRecord({ layout, moves: [first, 'c1-c1', 'c2-c2'] }))).toBe(
      'move 2 ("c1-c1") is illegal: a card cannot move onto its own column',
    );
    expect(errorOf(parseRecord({ layout, moves: [first, 'c1-x9'] }))).toBe(
      'move 2 ("c1-x9"): "x9" is not a pile of King Albert (c1–c9, r1–r7, f)',
    );
  });

  test('parseRecord: an Alhambra move that does not fit is named with its reason', () => {
    const layout = makeLayout(dealLayout(ALHAMBRA, 1n));
    // Deal 1's reserve pile 1 shows A♦, which has no place until the ♦ Ace foundation reaches the King.
    expect(errorOf(parseRecord({ layout, moves: ['s', 'n'] }))).toBe(
      'move 2 ("n") is illegal: the stock is not empty: no redeal yet',
    );
    expect(errorOf(parseRecord({ layout, moves: ['r1-w'] }))).toBe(
      'move 1 ("r1-w") is illegal: a reserve card cannot go onto an empty waste',
    );
  });

  test.each([
    ['malformed JSON', '{', 'record is not valid JSON'],
    ['not an object', [], 'record must be a JSON object'],
    ['no layout', { moves: [] }, 'record has no layout'],
    ['a bad layout', { layout: { game: 'x' }, moves: [] }, 'record layout: unknown game "x"'],
    ['moves not a list', { layout: makeLayout(dealLayout(ALHAMBRA, 1n)), moves: 's' }, 'record moves must be a list'],
    [
      'a move not a string',
      { layout: makeLayout(dealLayout(ALHAMBRA, 1n)), moves: [1] },
      'record moves must be a list',
    ],
  ] as [string, unknown, string][])('parseRecord refuses %s', (_name, input, fragment) => {
    expect(errorOf(parseRecord(input))).toContain(fragment);
  });

  test('a record without moves loads the starting position', () => {
    const layout = makeLayout(dealLayout(RAGLAN, 3n));
    const loaded = parseRecord({ layout });
    expect(loaded.ok && loaded.value.game.moveCount).toBe(0);
  });
});

describe('checkLayout checks a layout built in code as parseLayout checks JSON', () => {
  test.each(GAME_VARIANTS.map((kind) => [gameVariantKey(kind), kind] as const))(
    '%s: a dealt layout passes',
    (_key, kind) => {
      const layout = dealLayout(kind, 617n);
      expect(checkLayout(layout)).toEqual({ ok: true, value: layout });
      expect(parseLayout(makeLayout(layout))).toEqual({ ok: true, value: layout });
    },
  );

  test('errors carry a code and parameters, the same for both', () => {
    const layout = dealLayout(REINFORCEMENT, 1n) as Extract<Layout, { game: 'alhambra' }>;
    const error = {
      code: 'layout.wrongSize',
      part: { name: 'stock' },
      unit: 'card',
      expected: 48,
      actual: 47,
    };
    expect(checkLayout({ ...layout, stock: layout.stock.slice(1) })).toEqual({ ok: false, error });
    const json = makeLayout(layout) as AlhambraJson;
    expect(parseLayout({ ...json, stock: json.stock.slice(1) })).toEqual({ ok: false, error });
  });
});
