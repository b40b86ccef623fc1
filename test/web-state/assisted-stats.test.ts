import { describe, expect, test } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { solve } from '../../src/solver/index.js';
import { newSession, sessionFromRecord, sessionRecord } from '../../web/src/model/session.js';
import { emptyStats, recordAssistedWin, recordWin, settleSession, winRate } from '../../web/src/model/stats.js';
import { loadStorage, STORAGE_KEYS, type StorageLike } from '../../web/src/persist/storage.js';

const memory = (entries: Record<string, string>): StorageLike => {
  const data = new Map(Object.entries(entries));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
};

describe('assisted wins', () => {
  test('count apart: no streak, no best time, no fewest moves; the clean win rate leaves them out', () => {
    let stats = recordWin(emptyStats(), 90, 60_000);
    stats = recordWin(stats, 95, 70_000);
    stats = recordAssistedWin(stats);
    expect(stats).toEqual({
      played: 3,
      won: 2,
      assisted: 1,
      currentStreak: 0,
      bestStreak: 2,
      bestTimeMs: 60_000,
      fewestMoves: 90,
    });
    expect(winRate(stats)).toBe(67);
  });

  test('a session the solver helped is counted as an assisted win, and the help survives a save', () => {
    const session = newSession(dealLayout({ game: 'king-albert', variant: 'standard' }, 3n));
    session.assisted = true;
    const saved = sessionFromRecord(JSON.parse(JSON.stringify(sessionRecord(session))));
    expect(saved.ok && saved.value.assisted).toBe(true);
    const result = solve(session.game, { timeoutMs: 20_000 });
    if (result.verdict !== 'winnable') throw new Error('King Albert deal 3 is a known win');
    for (const move of result.moves) session.game.play(move);
    expect(session.game.status()).toBe('won');
    const all = settleSession(session, {}, false);
    expect(all['king-albert/standard']).toMatchObject({
      played: 1,
      won: 0,
      assisted: 1,
      currentStreak: 0,
      bestTimeMs: null,
    });
  });

  test('statistics stored by earlier versions keep their meaning: their wins stay clean wins, with none assisted', () => {
    const old = { played: 5, won: 3, currentStreak: 2, bestStreak: 3, bestTimeMs: 61_000, fewestMoves: 90 };
    for (const stored of [
      JSON.stringify({ schema: 1, stats: { 'alhambra/standard': old } }),
      // From before the schema: a bare map.
      JSON.stringify({ 'alhambra/standard': old }),
    ]) {
      const loaded = loadStorage(memory({ [STORAGE_KEYS.stats]: stored }), 0);
      expect(loaded.stats['alhambra/standard']).toEqual({ ...old, assisted: 0 });
    }
    const quiet = loadStorage(
      memory({ [STORAGE_KEYS.stats]: JSON.stringify({ schema: 1, stats: { 'alhambra/standard': old } }) }),
      0,
    );
    expect(quiet.notices).toEqual([]);
  });

  test('a bad count of assisted wins is reset and reported; wins of both kinds never exceed the games played', () => {
    const bad = {
      played: 2,
      won: 1,
      assisted: 'x',
      currentStreak: 0,
      bestStreak: 1,
      bestTimeMs: null,
      fewestMoves: null,
    };
    const loaded = loadStorage(
      memory({ [STORAGE_KEYS.stats]: JSON.stringify({ schema: 1, stats: { 'alhambra/standard': bad } }) }),
      0,
    );
    expect(loaded.stats['alhambra/standard']?.assisted).toBe(0);
    expect(loaded.notices.length).toBeGreaterThan(0);
    const over = { ...bad, assisted: 3 };
    const fixed = loadStorage(
      memory({ [STORAGE_KEYS.stats]: JSON.stringify({ schema: 1, stats: { 'alhambra/standard': over } }) }),
      0,
    );
    expect(fixed.stats['alhambra/standard']?.played).toBe(4);
  });
});
