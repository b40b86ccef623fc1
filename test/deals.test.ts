import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type Card, makeCard } from '../src/core/cards.js';
import { dealLayout, pysolfcGameId, randomDealNumber, tryDealLayout } from '../src/deals/pysolfc.js';
import { MersenneTwister, MicrosoftRandom } from '../src/deals/random.js';
import { MAX_DEAL_NUMBER, makeDealNumber, parseDealNumber } from '../src/formats/deal-number.js';
import { describeError } from '../src/formats/messages.js';
import { GAME_VARIANTS, type GameVariant, gameVariantKey } from '../src/games/ids.js';
import type { Layout } from '../src/games/layout.js';
import { VARIANT_DESCRIPTORS } from '../src/games/registry.js';

interface DealVector {
  readonly game: GameVariant['game'];
  readonly variant: GameVariant['variant'];
  readonly deal: string;
  readonly pysolfcGameId: number;
  readonly tableau?: string[][];
  readonly reserve: string[] | string[][];
  readonly foundations?: string[];
  readonly stock?: string[];
}

const vectors = JSON.parse(
  readFileSync(new URL('./fixtures/pysolfc-deals.json', import.meta.url), 'utf8'),
) as readonly DealVector[];

const names = (cards: readonly Card[]): string[] => cards.map(makeCard);

/** The layout in the vectors' notation, so a failure shows readable card names. */
const layoutAsText = (layout: Layout): object =>
  layout.game === 'king-albert'
    ? {
        tableau: layout.tableau.map(names),
        reserve: names(layout.reserve),
        foundations: names(layout.foundations),
      }
    : { reserve: layout.reserve.map(names), stock: names(layout.stock) };

const vectorAsText = (vector: DealVector): object =>
  vector.game === 'king-albert'
    ? { tableau: vector.tableau, reserve: vector.reserve, foundations: vector.foundations }
    : { reserve: vector.reserve, stock: vector.stock };

const entryOf = (vector: DealVector): GameVariant => ({ game: vector.game, variant: vector.variant }) as GameVariant;

describe('PySolFC deals', () => {
  test('the fixture covers all six game/variants', () => {
    expect(vectors).toHaveLength(138);
    const covered = new Set(vectors.map((vector) => gameVariantKey(entryOf(vector))));
    expect(covered).toEqual(new Set(GAME_VARIANTS.map(gameVariantKey)));
  });

  test.each(vectors.map((vector) => [`${vector.game}/${vector.variant} #${vector.deal}`, vector] as const))(
    '%s matches PySolFC',
    (_name, vector) => {
      const entry = entryOf(vector);
      expect(pysolfcGameId(entry)).toBe(vector.pysolfcGameId);
      const layout = dealLayout(entry, BigInt(vector.deal));
      expect(layout.game).toBe(vector.game);
      expect(layout.variant).toBe(vector.variant);
      expect(layout.deal).toBe(vector.deal);
      expect(layoutAsText(layout)).toEqual(vectorAsText(vector));
    },
  );

  const sampleNumbers = [1n, 2n, 31999n, 32000n, 4294967296n, 18446744073709551616n, MAX_DEAL_NUMBER];

  test.each(GAME_VARIANTS.map((entry) => [gameVariantKey(entry), entry] as const))(
    '%s layouts hold the right cards',
    (_name, entry) => {
      for (const number of sampleNumbers) {
        const layout = dealLayout(entry, number);
        const cards =
          layout.game === 'king-albert'
            ? [...layout.tableau.flat(), ...layout.reserve, ...layout.foundations]
            : [...layout.reserve.flat(), ...layout.stock];
        const expected =
          layout.game === 'king-albert'
            ? Array.from({ length: 52 }, (_, card) => card)
            : // The eight foundation cards (one Ace and one King of each suit) are implied, not in the layout.
              Array.from({ length: 104 }, (_, index) => index % 52).filter(
                (card, index) => index >= 52 || (card % 13 !== 0 && card % 13 !== 12),
              );
        expect([...cards].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
      }
    },
  );

  test('pile sizes follow the rules', () => {
    const sizes = (layout: Layout): object =>
      layout.game === 'king-albert'
        ? {
            tableau: layout.tableau.map((column) => column.length),
            reserve: layout.reserve.length,
            foundations: layout.foundations.length,
          }
        : { reserve: layout.reserve.map((pile) => pile.length), stock: layout.stock.length };
    const deal = (game: 'king-albert' | 'alhambra', variant: string) =>
      sizes(dealLayout({ game, variant } as GameVariant, 12345n));
    expect(deal('king-albert', 'standard')).toEqual({
      tableau: [1, 2, 3, 4, 5, 6, 7, 8, 9],
      reserve: 7,
      foundations: 0,
    });
    expect(deal('king-albert', 'raglan')).toEqual({ tableau: [1, 2, 3, 4, 5, 6, 7, 7, 7], reserve: 6, foundations: 4 });
    expect(deal('alhambra', 'granada')).toEqual({ reserve: Array(8).fill(4), stock: 64 });
    expect(deal('alhambra', 'reinforcement')).toEqual({ reserve: Array(4).fill(12), stock: 48 });
  });

  test.each(VARIANT_DESCRIPTORS.map((rules) => [rules.key, rules] as const))(
    '%s: the dealt layout has the shape its registry descriptor gives',
    (_key, rules) => {
      const layout = dealLayout({ game: rules.family, variant: rules.variant } as GameVariant, 99n);
      switch (rules.family) {
        case 'king-albert':
          if (layout.game !== 'king-albert') throw new Error('wrong game');
          expect(layout.tableau.map((column) => column.length)).toEqual(rules.columnHeights);
          expect(layout.reserve.length).toBe(rules.reserveSize);
          expect(layout.foundations.length).toBe(rules.acesStartHome ? 4 : 0);
          break;
        case 'alhambra':
          if (layout.game !== 'alhambra') throw new Error('wrong game');
          expect(layout.reserve.map((pile) => pile.length)).toEqual(Array(rules.reservePiles).fill(rules.reserveDepth));
          break;
      }
      expect(pysolfcGameId(layout)).toBe(rules.pysolfcGameId);
    },
  );

  test('any suit deals the same cards as standard Alhambra', () => {
    for (const number of [7n, 40000n]) {
      const standard = dealLayout({ game: 'alhambra', variant: 'standard' }, number);
      const anySuit = dealLayout({ game: 'alhambra', variant: 'any-suit' }, number);
      expect({ ...anySuit, variant: 'standard' }).toEqual(standard);
    }
  });

  test('refuses deal numbers out of range', () => {
    expect(() => dealLayout({ game: 'alhambra', variant: 'standard' }, 0n)).toThrow(RangeError);
    expect(() => dealLayout({ game: 'king-albert', variant: 'standard' }, MAX_DEAL_NUMBER + 1n)).toThrow(RangeError);
  });

  test.each([
    ['an unknown game', { game: 'foo', variant: 'standard' }, 1n, { code: 'game.unknown', given: '"foo"' }],
    [
      'a variant of another game',
      { game: 'king-albert', variant: 'granada' },
      1n,
      { code: 'variant.unknown', game: 'king-albert', given: '"granada"' },
    ],
    ['no game at all', undefined, 1n, { code: 'game.unknown', given: 'undefined' }],
    ['deal 0', { game: 'alhambra', variant: 'standard' }, 0n, { code: 'deal.outOfRange', number: '0' }],
    ['a plain number', { game: 'alhambra', variant: 'standard' }, 5, { code: 'deal.outOfRange', number: '5' }],
  ])('tryDealLayout refuses %s with a coded error', (_name, kind, number, error) => {
    expect(tryDealLayout(kind, number)).toEqual({ ok: false, error });
  });
});

describe('generators', () => {
  test('the Microsoft generator gives the C runtime sequence', () => {
    // rand() after srand(1) in the Microsoft C runtime.
    const random = new MicrosoftRandom(1);
    expect([random.nextDraw(), random.nextDraw(), random.nextDraw(), random.nextDraw()]).toEqual([
      41, 18467, 6334, 26500,
    ]);
  });

  test.each([
    // Values printed by CPython: random.Random(seed).random(), then .getrandbits(32).
    [42n, 0.6394267984578837, 107420369],
    [0n, 0.8444218515250481, 3255389356],
    [32000n, 0.3721723162993418, 3613492840],
    [4294967296n, 0.11299430095636409, 1794561286],
    [99999999999999999999n, 0.4899983975128377, 905124729],
  ])('the Mersenne Twister seeded with %s matches Python', (seed, fraction, word) => {
    const random = new MersenneTwister(seed);
    expect(random.nextFraction()).toBe(fraction);
    expect(random.nextUint32()).toBe(word);
  });
});

describe('deal numbers', () => {
  test.each([
    ['1', 1n],
    ['31999', 31999n],
    ['32000', 32000n],
    ['99999999999999999999', MAX_DEAL_NUMBER],
    [' 12 ', 12n],
    ['007', 7n],
  ])('accepts %j', (text, expected) => {
    expect(parseDealNumber(text)).toEqual({ ok: true, value: expected });
  });

  test.each([
    ['100000000000000000000', 'too big'],
    ['0', 'not 0'],
    ['-5', 'not "-5"'],
    ['1.5', 'not "1.5"'],
    ['1e5', 'not "1e5"'],
    ['abc', 'not "abc"'],
    ['+5', 'not "+5"'],
    ['0x10', 'not "0x10"'],
    ['1 2', 'not "1 2"'],
    ['١٢', 'not "١٢"'],
    ['', 'missing'],
    ['   ', 'missing'],
  ])('refuses %j', (text, problem) => {
    const result = parseDealNumber(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(describeError(result.error)).toContain(problem);
      expect(describeError(result.error)).toContain('99999999999999999999');
    }
  });

  test('the message for a non-number names the input and the range', () => {
    const result = parseDealNumber('abc');
    expect(result).toEqual({ ok: false, error: { code: 'deal.notANumber', text: 'abc' } });
    expect(!result.ok && describeError(result.error)).toBe(
      'deal number must be a whole number from 1 to 99999999999999999999, not "abc"',
    );
  });

  test('makeDealNumber and parseDealNumber round-trip', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: MAX_DEAL_NUMBER }), (number) => {
        const text = makeDealNumber(number);
        expect(text).toMatch(/^[1-9][0-9]*$/);
        expect(parseDealNumber(text)).toEqual({ ok: true, value: number });
      }),
    );
  });

  test('random deal numbers stay in range', () => {
    expect(randomDealNumber(() => 0)).toBe(1n);
    expect(randomDealNumber(() => 0.9999999999999999)).toBe(2n ** 53n);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (fraction) => {
        const number = randomDealNumber(() => fraction);
        expect(number >= 1n && number <= 2n ** 53n).toBe(true);
        expect(parseDealNumber(makeDealNumber(number)).ok).toBe(true);
      }),
    );
    expect(randomDealNumber()).toBeGreaterThanOrEqual(1n);
  });
});
