import { describe, expect, test } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { parseLayout } from '../../src/formats/layout.js';
import { describeError } from '../../src/formats/messages.js';
import { makeMove } from '../../src/formats/notation.js';
import type { AlhambraGame } from '../../src/games/alhambra/game.js';
import type { KingAlbertGame } from '../../src/games/king-albert/game.js';
import type { Layout } from '../../src/games/layout.js';
import type { Move, Source } from '../../src/games/types.js';
import { bestMoves, moveForDrop, movesFrom } from '../../web/src/model/moves.js';
import { cardAtSource, pileViews, sourceOfPile, targetOfPile } from '../../web/src/model/piles.js';
import {
  newSession,
  playMove,
  redoMove,
  restartSession,
  sessionFromRecord,
  sessionRecord,
  undoMove,
  wouldLoseProgress,
} from '../../web/src/model/session.js';
import { emptyStats, recordLoss, recordWin, settleSession, winRate } from '../../web/src/model/stats.js';
import { easyAlhambra, easyKingAlbert, lostKingAlbert, winningLine } from './layouts.js';

const layoutOf = (json: unknown): Layout => {
  const parsed = parseLayout(json);
  if (!parsed.ok) throw new Error(describeError(parsed.error));
  return parsed.value;
};

describe('taps pick the best destination', () => {
  test('King Albert: a card goes to its foundation before a column', () => {
    const session = newSession(layoutOf(easyKingAlbert('standard')));
    const moves = bestMoves(session.game, { pile: 'reserve', index: 0 });
    expect(moves).toEqual([{ type: 'transfer', from: { pile: 'reserve', index: 0 }, to: { pile: 'foundation' } }]);
  });

  test('Alhambra: a card that fits both foundations of its suit offers both', () => {
    const layout = easyAlhambra('standard');
    const line = winningLine(layout);
    const choice = line.find((step) => step.choose)!;
    const session = newSession(layoutOf(layout));
    for (const step of line) {
      if (step === choice) break;
      expect(playMove(session, step.move).ok).toBe(true);
    }
    const source = sourceOfPile(choice.from)!;
    const moves = bestMoves(session.game, source);
    expect(moves.map((move) => (move.type === 'transfer' ? move.to.pile : move.type)).sort()).toEqual(['ace', 'king']);
  });

  // Deals found by trying numbered deals: a card with no foundation move that more than one pile takes.
  test.each([
    {
      name: 'King Albert deal 9: reserve 3 fits columns 4 and 5',
      kind: { game: 'king-albert', variant: 'standard' },
      deal: 9n,
      turns: 0,
      from: { pile: 'reserve', index: 2 },
      expected: ['r3-c4', 'r3-c5'],
    },
    {
      name: 'Granada deal 8 after a turn: reserve 1 fits waste piles 1 and 3',
      kind: { game: 'alhambra', variant: 'granada' },
      deal: 8n,
      turns: 1,
      from: { pile: 'reserve', index: 0 },
      expected: ['r1-w1', 'r1-w3'],
    },
  ] as const)('several piles that take a card are all offered: $name', ({ kind, deal, turns, from, expected }) => {
    const session = newSession(dealLayout(kind, deal));
    for (let turn = 0; turn < turns; turn++) expect(playMove(session, { type: 'turn' }).ok).toBe(true);
    const moves = bestMoves(session.game, from);
    expect(moves.map((move) => makeMove(session.game.kind, move)).sort()).toEqual(expected);
  });

  test('King Albert: of several empty columns one is offered, since they are interchangeable', () => {
    const layout = easyKingAlbert('standard');
    const session = newSession(layoutOf(layout));
    const game = session.game as KingAlbertGame;
    const line = winningLine(layout);
    let step = 0;
    while (game.columns.filter((column) => column.length === 0).length < 2)
      expect(playMove(session, line[step++]!.move).ok).toBe(true);
    const emptyColumns = game.columns.filter((column) => column.length === 0).length;
    const toEmpty = (move: Move): boolean =>
      move.type === 'transfer' && move.to.pile === 'column' && game.columns[move.to.index]?.length === 0;
    // Every free card whose best place is an empty column: any of them could take it, one is offered.
    const sources: Source[] = [
      ...game.columns.map((_, index) => ({ pile: 'column', index }) as const),
      ...game.reserve.map((_, index) => ({ pile: 'reserve', index }) as const),
    ];
    const onlyEmpty = sources.filter((source) => {
      const best = bestMoves(game, source);
      return best.length > 0 && best.every(toEmpty);
    });
    expect(onlyEmpty.length).toBeGreaterThan(0);
    for (const source of onlyEmpty) {
      expect(movesFrom(game, source).filter(toEmpty)).toHaveLength(emptyColumns);
      expect(bestMoves(game, source)).toHaveLength(1);
    }
  });

  test('a card without a legal move offers nothing, and a drop on the wrong suit says so', () => {
    const session = newSession(layoutOf(easyKingAlbert('standard')));
    // Column 9 shows a card that cannot go home yet and fits no column.
    expect(bestMoves(session.game, { pile: 'column', index: 8 })).toEqual([]);
    const drop = moveForDrop(session.game, { pile: 'reserve', index: 0 }, 'f3');
    expect(drop).toEqual({ reason: '', otherSuit: true });
    const fits = moveForDrop(session.game, { pile: 'reserve', index: 0 }, 'f0');
    expect(fits).toEqual({
      move: { type: 'transfer', from: { pile: 'reserve', index: 0 }, to: { pile: 'foundation' } },
    });
    const topOfColumn9 = cardAtSource(session.game, { pile: 'column', index: 8 })!;
    const illegal = moveForDrop(session.game, { pile: 'column', index: 8 }, `f${Math.floor(topOfColumn9 / 13)}`);
    expect('reason' in illegal && illegal.reason && describeError(illegal.reason)).toMatch(/foundation/);
  });

  test('pile ids name sources and targets both ways', () => {
    expect(sourceOfPile('c3')).toEqual({ pile: 'column', index: 3 });
    expect(sourceOfPile('w2')).toEqual({ pile: 'waste', index: 2 });
    expect(sourceOfPile('stock')).toBeUndefined();
    expect(targetOfPile('a1')).toEqual({ target: { pile: 'ace' }, suit: 1 });
    const views = pileViews(newSession(dealLayout({ game: 'alhambra', variant: 'granada' }, 7n)).game);
    expect(views.filter((view) => view.kind === 'waste')).toHaveLength(4);
    expect(views.filter((view) => view.kind === 'reserve').every((view) => view.hidden === 3)).toBe(true);
  });
});

describe('undo and redo', () => {
  const turnAll = (session: ReturnType<typeof newSession>): Move[] => {
    const played: Move[] = [];
    const game = session.game as AlhambraGame;
    while (game.stock.length > 0) {
      playMove(session, { type: 'turn' });
      played.push({ type: 'turn' });
    }
    return played;
  };

  test('unlimited, across a redeal, and a new move clears the redo stack', () => {
    const session = newSession(dealLayout({ game: 'alhambra', variant: 'standard' }, 12345n));
    const game = session.game as AlhambraGame;
    turnAll(session);
    expect(playMove(session, { type: 'redeal' }).ok).toBe(true);
    playMove(session, { type: 'turn' });
    const after = JSON.stringify([game.stock, game.waste, game.pass]);
    const moves = game.moveCount;
    while (undoMove(session) !== undefined);
    expect(game.moveCount).toBe(0);
    expect(game.stock).toHaveLength(64);
    expect(session.redo).toHaveLength(moves);
    while (redoMove(session) !== undefined);
    expect(JSON.stringify([game.stock, game.waste, game.pass])).toBe(after);
    undoMove(session);
    undoMove(session);
    expect(session.redo).toHaveLength(2);
    // Replaying the next redo move keeps the rest; any other move clears them.
    playMove(session, { type: 'redeal' });
    expect(session.redo).toHaveLength(1);
  });

  test('a move other than the next redo move clears the redo stack', () => {
    const layout = easyKingAlbert('standard');
    const session = newSession(layoutOf(layout));
    const line = winningLine(layout);
    playMove(session, line[0]!.move);
    playMove(session, line[1]!.move);
    undoMove(session);
    undoMove(session);
    expect(session.redo).toHaveLength(2);
    // Reserve 2 first instead of reserve 1: a different move.
    expect(playMove(session, line[1]!.move).ok).toBe(true);
    expect(session.redo).toEqual([]);
  });

  test('restart keeps every move for redo', () => {
    const session = newSession(layoutOf(easyKingAlbert('raglan')));
    const line = winningLine(easyKingAlbert('raglan'));
    for (const step of line.slice(0, 5)) playMove(session, step.move);
    restartSession(session);
    expect(session.game.moveCount).toBe(0);
    expect(session.redo).toHaveLength(5);
  });
});

describe('records', () => {
  test('a session comes back exactly from its record, redo stack and clock included', () => {
    const session = newSession(dealLayout({ game: 'alhambra', variant: 'granada' }, 99n));
    for (let index = 0; index < 6; index++) playMove(session, { type: 'turn' });
    undoMove(session);
    undoMove(session);
    session.elapsedMs = 12_345;
    const record = JSON.parse(JSON.stringify(sessionRecord(session)));
    const loaded = sessionFromRecord(record);
    if (!loaded.ok) throw new Error(describeError(loaded.error));
    expect(loaded.value.game.moveCount).toBe(4);
    expect(loaded.value.redo).toEqual(session.redo);
    expect(loaded.value.elapsedMs).toBe(12_345);
    expect(JSON.stringify((loaded.value.game as AlhambraGame).waste)).toBe(
      JSON.stringify((session.game as AlhambraGame).waste),
    );
  });

  test('a redo list that does not replay is dropped, a bad record is refused with the reason', () => {
    const session = newSession(layoutOf(easyKingAlbert('standard')));
    const record = { ...sessionRecord(session), redo: ['c9-f'] };
    const loaded = sessionFromRecord(record);
    expect(loaded.ok && loaded.value.redo).toEqual([]);
    const bad = sessionFromRecord('{"layout": {"game": "chess"}}');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && describeError(bad.error)).toMatch(/unknown game/);
    expect(sessionFromRecord('not json').ok).toBe(false);
  });
});

describe('statistics', () => {
  test('wins, losses, streaks, best time and fewest moves', () => {
    let stats = emptyStats();
    expect(winRate(stats)).toBeNull();
    stats = recordWin(stats, 80, 60_000);
    stats = recordWin(stats, 90, 50_000);
    expect(stats).toEqual({
      played: 2,
      won: 2,
      assisted: 0,
      currentStreak: 2,
      bestStreak: 2,
      bestTimeMs: 50_000,
      fewestMoves: 80,
    });
    // The clock measures fractions of a millisecond; statistics keep whole ones, cut as the clock shows them.
    expect(recordWin(stats, 70, 40_999.6).bestTimeMs).toBe(40_999);
    stats = recordLoss(stats);
    expect(stats.currentStreak).toBe(0);
    expect(stats.bestStreak).toBe(2);
    expect(winRate(stats)).toBe(67);
  });

  test('a game is counted once: when won, or when left after a move', () => {
    const layout = easyKingAlbert('standard');
    const session = newSession(layoutOf(layout));
    expect(wouldLoseProgress(session)).toBe(false);
    expect(settleSession(session, {}, true)).toEqual({});
    const line = winningLine(layout);
    playMove(session, line[0]!.move);
    expect(wouldLoseProgress(session)).toBe(true);
    for (const step of line.slice(1)) playMove(session, step.move);
    const won = settleSession(session, {}, false);
    expect(won['king-albert/standard']?.won).toBe(1);
    expect(settleSession(session, won, true)).toBe(won);
    const left = newSession(layoutOf(layout));
    playMove(left, line[0]!.move);
    const lost = settleSession(left, won, true);
    expect(lost['king-albert/standard']).toMatchObject({ played: 2, won: 1, currentStreak: 0 });
  });
});

test('a layout with no legal move is lost from the start', () => {
  const session = newSession(layoutOf(lostKingAlbert()));
  expect(session.game.legalMoves()).toEqual([]);
  expect(session.game.status()).toBe('lost');
});
