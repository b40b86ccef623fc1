import { expect, test } from 'vitest';
import { makeRoute, parseRoute } from '../../web/src/model/route.js';

test('an address names a game, a variant and a deal', () => {
  expect(parseRoute('#/alhambra/standard/12345')).toEqual({
    kind: { game: 'alhambra', variant: 'standard' },
    deal: 12345n,
  });
  expect(parseRoute('#/king-albert')).toEqual({ kind: { game: 'king-albert', variant: 'standard' }, deal: undefined });
  expect(parseRoute('')).toBeUndefined();
  expect(parseRoute('#/')).toBeUndefined();
  expect(makeRoute({ game: 'alhambra', variant: 'granada' }, '7')).toBe('#/alhambra/granada/7');
  expect(makeRoute({ game: 'alhambra', variant: 'granada' }, undefined)).toBe('#/alhambra/granada');
});

test('a bad address says what is wrong and still names a game to play', () => {
  expect(parseRoute('#/poker/standard/1')).toMatchObject({
    kind: { game: 'king-albert', variant: 'standard' },
    problem: { type: 'game', text: 'poker' },
  });
  expect(parseRoute('#/alhambra/spanish/1')).toMatchObject({
    kind: { game: 'alhambra', variant: 'standard' },
    problem: { type: 'variant', text: 'spanish' },
  });
  for (const deal of ['abc', '0', '-5', '1.5', '999999999999999999999']) {
    const route = parseRoute(`#/alhambra/granada/${deal}`);
    expect(route?.deal).toBeUndefined();
    expect(route?.kind).toEqual({ game: 'alhambra', variant: 'granada' });
    expect(route?.problem?.type).toBe('deal');
  }
});
