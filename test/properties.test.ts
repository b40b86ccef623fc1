import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { dealLayout, MAX_DEAL_NUMBER } from '../src/deals/pysolfc.js';
import { makeLayout, parseLayout } from '../src/formats/layout.js';
import { makeMove, parseMove } from '../src/formats/notation.js';
import { makeRecord, parseRecord } from '../src/formats/record.js';
import { GAME_VARIANTS, type GameVariant, gameVariantKey } from '../src/games/ids.js';
import { type AnyGame, newGame } from '../src/games/index.js';
import { cardMultiset, expectExplainMatchesLegalMoves, snapshot } from './rules/helpers.js';

const variants = GAME_VARIANTS.map((kind) => [gameVariantKey(kind), kind] as const);

/** A deal number anywhere in the valid range, with the small (Microsoft LCG) numbers well represented. */
const dealNumber = fc.oneof(fc.bigInt({ min: 1n, max: 31999n }), fc.bigInt({ min: 32000n, max: MAX_DEAL_NUMBER }));

/** Move choices: each number picks one of the legal moves (modulo their count). */
const choices = fc.array(fc.nat(), { minLength: 1, maxLength: 250, size: 'max' });

/** Plays the chosen moves (stopping when no move is left) and calls `check` after each, with the move's token. */
const playChoices = (game: AnyGame, picks: readonly number[], check: (token: string) => void): void => {
  for (const pick of picks) {
    const moves = game.legalMoves();
    if (moves.length === 0) return;
    const move = moves[pick % moves.length]!;
    const token = makeMove(game.kind, move);
    expect(game.play(move), token).toEqual({ ok: true, value: move });
    check(token);
  }
};

const foundationHeights = (game: AnyGame): number[] =>
  game.kind.game === 'king-albert'
    ? [...(game as Extract<AnyGame, { columns: unknown }>).foundations]
    : [
        ...(game as Extract<AnyGame, { stock: unknown }>).aceFoundations,
        ...(game as Extract<AnyGame, { stock: unknown }>).kingFoundations,
      ];

const RUNS = { numRuns: 15 };

describe.each(variants)('%s', (_key, kind: GameVariant) => {
  test('every move keeps the multiset of cards, and foundations only grow', () => {
    fc.assert(
      fc.property(dealNumber, choices, (number, picks) => {
        const game = newGame(dealLayout(kind, number));
        const cards = cardMultiset(game);
        expect(cards).toHaveLength(game.cardCount);
        let heights = foundationHeights(game);
        playChoices(game, picks, (token) => {
          expect(cardMultiset(game), token).toEqual(cards);
          const now = foundationHeights(game);
          now.forEach((height, index) => {
            expect(height, token).toBeGreaterThanOrEqual(heights[index]!);
          });
          expect(game.cardsHome).toBe(now.reduce((sum, height) => sum + height, 0));
          heights = now;
        });
      }),
      RUNS,
    );
  });

  test('undoing every move walks back through the same positions to the deal', () => {
    fc.assert(
      fc.property(dealNumber, choices, (number, picks) => {
        const game = newGame(dealLayout(kind, number));
        const snapshots = [snapshot(game)];
        playChoices(game, picks, () => snapshots.push(snapshot(game)));
        const history = game.history();
        expect(history).toHaveLength(snapshots.length - 1);
        while (game.moveCount > 0) {
          const expected = history.pop();
          expect(game.undo()).toEqual(expected);
          snapshots.pop();
          expect(snapshot(game)).toEqual(snapshots[snapshots.length - 1]);
        }
        expect(game.undo()).toBeUndefined();
        expect(snapshot(game)).toEqual(snapshot(newGame(dealLayout(kind, number))));
      }),
      RUNS,
    );
  });

  test('every generated move is legal by explainIllegal, accepted by play, and survives makeMove/parseMove', () => {
    fc.assert(
      fc.property(dealNumber, choices, (number, picks) => {
        const game = newGame(dealLayout(kind, number));
        let step = 0;
        const checkPosition = () => {
          for (const move of game.legalMoves()) {
            expect(game.explainIllegal(move)).toBeUndefined();
            expect(parseMove(kind, makeMove(kind, move))).toEqual({ ok: true, value: move });
          }
          // The full candidate check is slower: every 25th position.
          if (step++ % 25 === 0) expectExplainMatchesLegalMoves(game);
        };
        checkPosition();
        playChoices(game, picks, checkPosition);
        // A clone has the same position and history, and is independent.
        const copy = game.clone();
        expect(snapshot(copy)).toEqual(snapshot(game));
        expect(copy.history()).toEqual(game.history());
        // Status agrees with the moves left.
        const status = game.status();
        if (game.cardsHome === game.cardCount) expect(status).toBe('won');
        else expect(status).toBe(game.legalMoves().length === 0 ? 'lost' : 'playing');
      }),
      RUNS,
    );
  });

  test('layouts and records round-trip', () => {
    fc.assert(
      fc.property(dealNumber, choices, (number, picks) => {
        const layout = dealLayout(kind, number);
        const json = makeLayout(layout);
        expect(parseLayout(JSON.parse(JSON.stringify(json)))).toEqual({ ok: true, value: layout });
        const game = newGame(layout);
        playChoices(game, picks.slice(0, 80), () => {});
        const record = makeRecord(game, { note: 'property' });
        const loaded = parseRecord(JSON.stringify(record));
        expect(loaded.ok).toBe(true);
        if (!loaded.ok) return;
        expect(snapshot(loaded.value.game)).toEqual(snapshot(game));
        expect(loaded.value.game.history()).toEqual(game.history());
        expect(makeRecord(loaded.value.game, loaded.value.metadata)).toEqual(record);
      }),
      RUNS,
    );
  });
});
