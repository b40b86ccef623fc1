import { describe, expect, test } from 'vitest';
import {
  type AlhambraLayout,
  dealLayout,
  describeError,
  type Game,
  makeLayout,
  newGame,
  parseCard,
  parseDealNumber,
  parseLayout,
  parseMove,
  parseMoves,
  parseRecord,
  type Result,
  solve,
} from '../src/index.js';

// The library's entry refuses bad input with an error value (a code and its parameters), never with a TypeError,
// a crash deep inside, or a game other than the one asked for. Input here is what a JavaScript caller might pass.

const ALHAMBRA = { game: 'alhambra', variant: 'standard' } as const;
const anything = (value: unknown): never => value as never;

const dealt = (): AlhambraLayout => {
  const layout = dealLayout(ALHAMBRA, 1n);
  if (!layout.ok) throw new Error(describeError(layout.error));
  return layout.value as AlhambraLayout;
};

const started = (): Game => {
  const game = newGame(dealt());
  if (!game.ok) throw new Error(describeError(game.error));
  return game.value;
};

const codeOf = (result: Result<unknown, { readonly code: string }>): string | undefined =>
  result.ok ? undefined : result.error.code;

const MISUSES: readonly (readonly [string, () => Result<unknown, { readonly code: string }>, string])[] = [
  ['dealLayout with an unknown game', () => dealLayout({ game: 'foo', variant: 'standard' }, 1n), 'game.unknown'],
  ['dealLayout with no game', () => dealLayout(undefined, 1n), 'game.unknown'],
  [
    'dealLayout with another game’s variant',
    () => dealLayout({ game: 'king-albert', variant: 'granada' }, 1n),
    'variant.unknown',
  ],
  ['dealLayout with deal 0', () => dealLayout(ALHAMBRA, 0n), 'deal.outOfRange'],
  ['dealLayout with a Number, not a BigInt', () => dealLayout(ALHAMBRA, 5), 'deal.outOfRange'],
  ['dealLayout with a string', () => dealLayout(ALHAMBRA, '5'), 'deal.outOfRange'],
  ['parseMove with no game', () => parseMove(anything(undefined), 'c1-c2'), 'game.unknown'],
  ['parseMove with an unknown game', () => parseMove(anything({ game: 'chess' }), 'c1-c2'), 'game.unknown'],
  [
    'parseMove with an unknown variant',
    () => parseMove(anything({ game: 'alhambra', variant: 'x' }), 's'),
    'variant.unknown',
  ],
  ['parseMove with a number for the move', () => parseMove(ALHAMBRA, anything(42)), 'notation.notAMove'],
  ['parseMoves with an unknown game', () => parseMoves(anything({ game: 'foo' }), 's'), 'game.unknown'],
  ['parseMoves with no text', () => parseMoves(ALHAMBRA, anything(undefined)), 'notation.atMove'],
  ['newGame with nothing', () => newGame(undefined), 'layout.notObject'],
  ['newGame with a layout that names no game', () => newGame({ reserve: [], stock: [] }), 'layout.gameMissing'],
  ['newGame with an unknown game', () => newGame({ game: 'foo' }), 'game.unknown'],
  ['newGame with card tokens instead of numbers', () => newGame(makeLayout(dealt())), 'layout.badCard'],
  [
    'newGame with a card that does not exist',
    () => {
      const layout = dealt();
      return newGame({ ...layout, stock: [99, ...layout.stock.slice(1)] });
    },
    'layout.badCard',
  ],
  ['newGame with piles that are not lists', () => newGame({ ...ALHAMBRA, reserve: 'r', stock: [] }), 'layout.notAList'],
  ['play with nothing', () => started().play(anything(undefined)), 'move.malformed'],
  ['play with an unknown move type', () => started().play(anything({ type: 'jump' })), 'move.malformed'],
  [
    'play with a transfer from nowhere',
    () => started().play(anything({ type: 'transfer', to: { pile: 'ace' } })),
    'move.malformed',
  ],
  [
    'play from a pile the game does not have',
    () => started().play({ type: 'transfer', from: { pile: 'column', index: 0 }, to: { pile: 'ace' } }),
    'move.noSuchSource',
  ],
  ['parseLayout with text that is not JSON', () => parseLayout('{'), 'json.invalid'],
  ['parseRecord with a number', () => parseRecord(42), 'record.notObject'],
  ['parseDealNumber with a number', () => parseDealNumber(anything(12)), 'deal.missing'],
  ['parseCard with null', () => parseCard(anything(null)), 'card.unknown'],
  ['solve with a game newGame did not make', () => solve({ ...started(), kind: ALHAMBRA } as Game), 'game.notEngine'],
];

describe('the public API refuses misuse with a coded error', () => {
  test.each(MISUSES)('%s', (_name, call, code) => {
    expect(codeOf(call())).toBe(code);
  });

  test('every refusal has English words', () => {
    for (const [name, call] of MISUSES) {
      const result = call();
      expect(result.ok, name).toBe(false);
      if (!result.ok) expect(describeError(result.error as never), name).toMatch(/\w/);
    }
  });

  test('explainIllegal names a malformed move instead of throwing', () => {
    expect(started().explainIllegal(anything(null))).toEqual({ code: 'move.malformed' });
  });

  test('the public Game has no unchecked move-code API', () => {
    const game = started();
    // @ts-expect-error: the fast move-code API is the solver's, not the library's.
    expect(typeof game.playCode).toBe('function');
  });

  test('a good deal gives the game asked for', () => {
    for (const kind of [ALHAMBRA, { game: 'king-albert', variant: 'raglan' }] as const) {
      const layout = dealLayout(kind, 617n);
      expect(layout.ok && { game: layout.value.game, variant: layout.value.variant }).toEqual(kind);
    }
  });
});
