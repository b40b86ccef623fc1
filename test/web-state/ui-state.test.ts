import { describe, expect, test } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { parseLayout } from '../../src/formats/layout.js';
import { describeError } from '../../src/formats/messages.js';
import type { Layout } from '../../src/games/layout.js';
import type { Rect } from '../../web/src/model/geometry.js';
import { sourcePileId } from '../../web/src/model/piles.js';
import { type Route, startingSession } from '../../web/src/model/route.js';
import { newSession, playMove } from '../../web/src/model/session.js';
import { DEFAULT_SETTINGS } from '../../web/src/model/settings.js';
import { clearPicks, highlights, newState, type State, takeUp, targetsOf } from '../../web/src/model/state.js';
import { tapOutcome } from '../../web/src/model/tap.js';
import { neighbour, pileAt } from '../../web/src/model/targeting.js';
import { easyAlhambra, easyKingAlbert, winningLine } from './layouts.js';

// The web game's UI state is plain data: these tests build it without a browser and run its transitions.

const layoutOf = (json: unknown): Layout => {
  const parsed = parseLayout(json);
  if (!parsed.ok) throw new Error(describeError(parsed.error));
  return parsed.value;
};

const stateOf = (layout: Layout): State => newState(newSession(layout), {}, DEFAULT_SETTINGS);

describe('a tap, decided from the state', () => {
  test('plays the best move of a card, and turns the stock', () => {
    const king = stateOf(layoutOf(easyKingAlbert('standard')));
    expect(tapOutcome(king, 'r0', 1, 0)).toEqual({
      type: 'play',
      move: { type: 'transfer', from: { pile: 'reserve', index: 0 }, to: { pile: 'foundation' } },
    });
    const alhambra = stateOf(layoutOf(easyAlhambra('standard')));
    expect(tapOutcome(alhambra, 'stock', 1, 0)).toEqual({ type: 'play', move: { type: 'turn' } });
  });

  test('offers equally good moves, and the next tap picks one of them or cancels', () => {
    const layout = easyAlhambra('standard');
    const line = winningLine(layout);
    const choice = line.find((step) => step.choose)!;
    const state = stateOf(layoutOf(layout));
    for (const step of line) {
      if (step === choice) break;
      expect(playMove(state.session, step.move).ok).toBe(true);
    }
    const offer = tapOutcome(state, choice.from, 1, 0);
    expect(offer).toMatchObject({ type: 'offer', home: true });
    if (offer.type !== 'offer') return;
    state.choice = offer.moves;
    expect(tapOutcome(state, choice.to, 1, 100)).toEqual({ type: 'choose', move: choice.move });
    expect(tapOutcome(state, 'stock', 1, 100)).toEqual({ type: 'choose', move: undefined });
  });

  test("a double-click's second click on a pile whose first click moved a card does nothing", () => {
    const state = stateOf(layoutOf(easyKingAlbert('standard')));
    state.lastTap = { pileId: 'r0', moved: true, time: 1000 };
    expect(tapOutcome(state, 'r0', 2, 1300)).toEqual({ type: 'ignore' });
    expect(tapOutcome(state, 'r0', 2, 1700).type).toBe('play');
    expect(tapOutcome(state, 'r0', 1, 1300).type).toBe('play');
  });

  test('a card picked up is dropped by the next tap; empty piles and cards without a move say so', () => {
    const state = stateOf(layoutOf(easyKingAlbert('standard')));
    state.held = { pile: 'column', index: 8 };
    expect(tapOutcome(state, 'c0', 1, 0)).toEqual({ type: 'drop' });
    clearPicks(state);
    expect(tapOutcome(state, 'f0', 1, 0)).toEqual({ type: 'none' });
    expect(tapOutcome(state, 'c8', 1, 0).type).toBe('noMove');
    const session = newSession(dealLayout({ game: 'king-albert', variant: 'standard' }, 1n));
    takeUp(state, session);
    expect(state.held).toBeUndefined();
    const king = stateOf(layoutOf(easyKingAlbert('standard')));
    expect(
      playMove(king.session, { type: 'transfer', from: { pile: 'reserve', index: 0 }, to: { pile: 'foundation' } }).ok,
    ).toBe(true);
    expect(tapOutcome(king, 'r0', 1, 0)).toEqual({ type: 'empty' });
  });
});

describe('highlights', () => {
  test('a card picked up lights up its pile and its targets; a drag shows its own targets', () => {
    const state = stateOf(layoutOf(easyKingAlbert('standard')));
    const source = { pile: 'reserve', index: 0 } as const;
    state.held = source;
    const lit = highlights(state);
    expect(lit.held).toBe(sourcePileId(source));
    expect([...lit.targets]).toEqual([...targetsOf(state.session.game, source)]);
    expect(lit.targets.size).toBeGreaterThan(0);
    state.drag = { pointerId: 1, pileId: 'c0', startX: 0, startY: 0, source, active: true, targets: new Set(['c3']) };
    expect([...highlights(state).targets]).toEqual(['c3']);
  });
});

describe('targeting on the board', () => {
  const rect = (x: number, y: number): Rect => ({ x, y, w: 50, h: 70 });
  const areas = new Map([
    ['c0', rect(0, 0)],
    ['c1', rect(60, 0)],
    ['c2', rect(120, 0)],
    ['r0', rect(60, 100)],
  ]);

  test('a drop lands on the legal pile under its centre, else on a legal one close by', () => {
    expect(pileAt(areas, rect(55, 0), new Set(['c1']))).toBe('c1');
    expect(pileAt(areas, rect(62, 5), new Set())).toBe('c1');
    expect(pileAt(areas, rect(90, 0), new Set(['c2']))).toBe('c2');
    expect(pileAt(areas, rect(400, 400), new Set(['c2']))).toBeUndefined();
  });

  test('the arrow keys go to the nearest pile that way', () => {
    expect(neighbour(areas, 'c1', 'ArrowRight')).toBe('c2');
    expect(neighbour(areas, 'c1', 'ArrowLeft')).toBe('c0');
    expect(neighbour(areas, 'c1', 'ArrowDown')).toBe('r0');
    expect(neighbour(areas, 'c1', 'ArrowUp')).toBeUndefined();
  });
});

describe('the game an address starts with', () => {
  test('the game kept for the deal named, else a fresh deal; no address takes up the game played last', () => {
    const kind = { game: 'alhambra', variant: 'granada' } as const;
    const kept = newSession(dealLayout(kind, 7n));
    const other = newSession(dealLayout({ game: 'king-albert', variant: 'standard' }, 3n));
    const route = (deal: bigint | undefined): Route => ({ kind, deal });
    expect(startingSession(route(7n), [other, kept])).toBe(kept);
    expect(startingSession(route(undefined), [other, kept])).toBe(kept);
    expect(startingSession(route(8n), [other, kept]).game.layout.deal).toBe('8');
    expect(startingSession(undefined, [other, kept])).toBe(other);
  });
});
