import { describe, expect, test } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { emptyStats, newSession, playMove, recordWin, undoMove } from '../../web/src/state.js';
import {
  DEFAULT_SETTINGS,
  loadStorage,
  STORAGE_KEYS,
  type StorageLike,
  saveSession,
  saveSettings,
  saveStats,
} from '../../web/src/storage.js';

const memory = (entries: Record<string, string> = {}): StorageLike & { data: Map<string, string> } => {
  const data = new Map(Object.entries(entries));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
};

describe('storage', () => {
  test('empty storage gives defaults and no notice', () => {
    expect(loadStorage(memory())).toEqual({ session: undefined, stats: {}, settings: DEFAULT_SETTINGS, notices: [] });
  });

  test('game, statistics and settings come back as saved, with a schema version', () => {
    const storage = memory();
    const session = newSession(dealLayout({ game: 'alhambra', variant: 'standard' }, 5n));
    playMove(session, { type: 'turn' });
    playMove(session, { type: 'turn' });
    undoMove(session);
    saveSession(storage, session);
    const stats = {
      'alhambra/standard': recordWin(recordWin(emptyStats(), 90, 1000), 80, 2000),
    };
    saveStats(storage, stats);
    saveSettings(storage, { fourColour: true, autoplay: true, theme: 'dark' });
    expect(JSON.parse(storage.data.get(STORAGE_KEYS.game)!).schema).toBe(1);
    const loaded = loadStorage(storage);
    expect(loaded.notices).toEqual([]);
    expect(loaded.session?.game.moveCount).toBe(1);
    expect(loaded.session?.redo).toEqual([{ type: 'turn' }]);
    expect(loaded.stats).toEqual(stats);
    expect(loaded.settings).toEqual({ fourColour: true, autoplay: true, theme: 'dark' });
  });

  test('corrupt parts are recovered one by one, and unreadable statistics are put aside, not lost', () => {
    const storage = memory({
      [STORAGE_KEYS.game]: '{"schema":1,"record":{"layout":{"game":"king-albert"},"moves":[]}}',
      [STORAGE_KEYS.stats]: JSON.stringify({
        schema: 1,
        stats: {
          'king-albert/standard': { played: 5, won: 'many', currentStreak: 1, bestStreak: 3, bestTimeMs: -4 },
          'alhambra/granada': {
            played: 2,
            won: 1,
            currentStreak: 0,
            bestStreak: 1,
            bestTimeMs: 9000,
            fewestMoves: 300,
          },
          'chess/standard': { played: 1 },
        },
      }),
      [STORAGE_KEYS.settings]: 'not json at all',
    });
    const loaded = loadStorage(storage);
    expect(loaded.session).toBeUndefined();
    expect(loaded.settings).toEqual(DEFAULT_SETTINGS);
    expect(loaded.notices.sort()).toEqual(['storageGame', 'storageSettings', 'storageStats']);
    expect(loaded.stats['king-albert/standard']).toEqual({
      played: 5,
      won: 0,
      currentStreak: 1,
      bestStreak: 3,
      bestTimeMs: null,
      fewestMoves: null,
    });
    expect(loaded.stats['alhambra/granada']?.fewestMoves).toBe(300);
    expect(storage.data.get(STORAGE_KEYS.statsBackup)).toContain('"many"');
  });

  test('statistics that are not JSON are kept aside and reset with a notice', () => {
    const storage = memory({ [STORAGE_KEYS.stats]: '{"schema":1,"stats":{' });
    const loaded = loadStorage(storage);
    expect(loaded.stats).toEqual({});
    expect(loaded.notices).toEqual(['storageStats']);
    expect(storage.data.get(STORAGE_KEYS.statsBackup)).toBe('{"schema":1,"stats":{');
  });

  test('old statistics without a schema are read and updated', () => {
    const storage = memory({
      [STORAGE_KEYS.stats]: JSON.stringify({
        'alhambra/standard': { played: 3, won: 2, currentStreak: 2, bestStreak: 2, bestTimeMs: 1, fewestMoves: 2 },
      }),
    });
    const loaded = loadStorage(storage);
    expect(loaded.notices).toEqual(['storageOld']);
    expect(loaded.stats['alhambra/standard']?.won).toBe(2);
  });

  test('a storage that throws does not break loading or saving', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(loadStorage(broken).notices).toEqual([]);
    expect(saveStats(broken, {})).toBe(false);
  });
});
