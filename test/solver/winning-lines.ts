import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { describeError } from '../../src/formats/messages.js';
import { parseMoves } from '../../src/formats/notation.js';
import { AlhambraGame } from '../../src/games/alhambra/game.js';
import type { AlhambraLayout } from '../../src/games/layout.js';
import {
  encodeAlhambraRelaxation,
  type RelaxationOptions,
} from '../../src/solver/alhambra/sat-relaxation/relaxation.js';

/** Winning lines of numbered deals from the winnability study (any-suit: deals with no known standard win). */
export const LINES = JSON.parse(
  readFileSync(new URL('../fixtures/alhambra-winning-lines.json', import.meta.url), 'utf8'),
) as Record<'standard' | 'any-suit', { deal: number; moves: string }[]>;

/** The lines as named test cases. */
export const cases = (['standard', 'any-suit'] as const).flatMap((variant) =>
  LINES[variant].map(({ deal, moves }) => ({ name: `${variant} ${deal}`, variant, deal, moves })),
);

/** A fixture line's relaxation and moves, after checking that the line wins its deal. */
export const prepare = (
  variant: 'standard' | 'any-suit' | 'reinforcement',
  deal: number,
  text: string,
  options: RelaxationOptions = {},
) => {
  const layout = dealLayout({ game: 'alhambra', variant }, BigInt(deal)) as AlhambraLayout;
  const game = new AlhambraGame(layout);
  const moves = parseMoves(game.kind, text);
  if (!moves.ok) throw new Error(describeError(moves.error));
  for (const move of moves.value) if (!game.play(move).ok) throw new Error('fixture line is illegal');
  expect(game.status()).toBe('won');
  const relaxation = encodeAlhambraRelaxation(layout, options);
  if (!relaxation.ok) throw new Error(relaxation.error);
  return { relaxation: relaxation.value, moves: moves.value };
};
