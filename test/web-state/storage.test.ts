import { describe, expect, test } from 'vitest';
import { dealLayout } from '../../src/deals/pysolfc.js';
import { de } from '../../web/src/i18n/de.js';
import { en } from '../../web/src/i18n/en.js';
import { newSession, playMove, undoMove } from '../../web/src/model/session.js';
import { DEFAULT_SETTINGS } from '../../web/src/model/settings.js';
import { type AllStats, emptyStats, recordWin } from '../../web/src/model/stats.js';
import {
  BACKUP_KEYS,
  BACKUP_LIMIT,
  type Backup,
  discardGame,
  forgetSession,
  GAMES_KEPT,
  type LoadedStorage,
  loadStorage,
  noticeText,
  readBackups,
  STORAGE_KEYS,
  type StorageLike,
  type StorageNotice,
  type StoragePart,
  savedElsewhere,
  savedLanguage,
  saveSession,
  saveSettings,
  saveStats,
  setAside,
  storedSessions,
  storedStats,
} from '../../web/src/persist/storage.js';

/** A storage in memory; `refuse` names keys whose writes fail, as a full storage would. */
const memory = (
  entries: Record<string, string> = {},
  refuse: (key: string) => boolean = () => false,
): StorageLike & { data: Map<string, string> } => {
  const data = new Map(Object.entries(entries));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      if (refuse(key)) throw new Error('QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
};

const NOW = Date.UTC(2025, 4, 6, 12, 0, 0);
const NOW_ISO = '2025-05-06T12:00:00.000Z';

/** A session one move in, with one move to redo, and its stored record. */
const session = (() => {
  const played = newSession(dealLayout({ game: 'alhambra', variant: 'standard' }, 5n));
  playMove(played, { type: 'turn' });
  playMove(played, { type: 'turn' });
  undoMove(played);
  played.elapsedMs = 4000;
  return played;
})();
const storedGame = (() => {
  const storage = memory();
  saveSession(storage, session);
  const stored = JSON.parse(storage.data.get(STORAGE_KEYS.game)!) as {
    schema: number;
    games: Record<string, unknown>[];
  };
  return { schema: stored.schema, record: stored.games[0]! };
})();
// A game as saved before the list of games (`record`, one game), which is still read.
const gameWith = (change: Record<string, unknown>, schema = 1): string =>
  JSON.stringify({ schema, record: { ...storedGame.record, ...change } });

const WON_TWICE = recordWin(recordWin(emptyStats(), 90, 1000), 80, 2000);

interface Case {
  readonly stored: Record<string, string>;
  readonly notices: StorageNotice[];
  readonly held?: StoragePart[];
  readonly stats?: AllStats;
  readonly settings?: LoadedStorage['settings'];
  /** Moves played and moves to redo of the loaded game; undefined: no game. */
  readonly game?: { moves: number; redo: number; elapsedMs: number };
}

const notice = (part: StoragePart, problem: StorageNotice['problem'], backup: StorageNotice['backup'] = 'kept') => ({
  part,
  problem,
  backup,
});

describe('loading', () => {
  test('empty storage gives defaults and no notice', () => {
    expect(loadStorage(memory())).toEqual({
      session: undefined,
      sessions: [],
      stats: {},
      settings: DEFAULT_SETTINGS,
      notices: [],
      held: [],
    });
  });

  test('game, statistics and settings come back as saved, with a schema version', () => {
    const storage = memory();
    saveSession(storage, session);
    const stats = { 'alhambra/standard': WON_TWICE };
    expect(saveStats(storage, stats)).toBe('saved');
    const settings = {
      ...DEFAULT_SETTINGS,
      fourColour: true,
      autoplay: true,
      theme: 'dark',
      language: 'de',
      outlook: false,
      cardBack: 'waves',
      felt: 'blue',
      reserveFanned: true,
    } as const;
    saveSettings(storage, settings);
    expect(JSON.parse(storage.data.get(STORAGE_KEYS.game)!).schema).toBe(1);
    const before = new Map(storage.data);
    const loaded = loadStorage(storage, NOW);
    expect(loaded.notices).toEqual([]);
    expect(loaded.held).toEqual([]);
    expect(loaded.session?.game.moveCount).toBe(1);
    expect(loaded.session?.redo).toEqual([{ type: 'turn' }]);
    expect(loaded.session?.elapsedMs).toBe(4000);
    expect(loaded.stats).toEqual(stats);
    expect(loaded.settings).toEqual(settings);
    // Good data is neither rewritten nor copied.
    expect(storage.data).toEqual(before);
  });

  const recoveries: [string, Case][] = [
    [
      'settings that are not JSON are reset',
      {
        stored: { [STORAGE_KEYS.settings]: 'not json at all' },
        notices: [notice('settings', 'unreadable')],
        settings: DEFAULT_SETTINGS,
      },
    ],
    [
      'settings that are a number are reset',
      { stored: { [STORAGE_KEYS.settings]: '42' }, notices: [notice('settings', 'unreadable')] },
    ],
    [
      'settings keep every good field when one is bad',
      {
        stored: { [STORAGE_KEYS.settings]: '{"schema":1,"settings":{"fourColour":true,"theme":"purple"}}' },
        notices: [notice('settings', 'partly')],
        settings: { ...DEFAULT_SETTINGS, fourColour: true },
      },
    ],
    [
      'settings in a language the game does not speak keep the rest',
      {
        stored: { [STORAGE_KEYS.settings]: '{"schema":1,"settings":{"autoplay":true,"language":"xx"}}' },
        notices: [notice('settings', 'partly')],
        settings: { ...DEFAULT_SETTINGS, autoplay: true },
      },
    ],
    [
      'statistics that are not JSON start from zero',
      {
        stored: { [STORAGE_KEYS.stats]: '{"schema":1,"stats":{' },
        notices: [notice('stats', 'unreadable')],
        stats: {},
      },
    ],
    [
      'statistics that are a list start from zero',
      { stored: { [STORAGE_KEYS.stats]: '[1,2,3]' }, notices: [notice('stats', 'unreadable')], stats: {} },
    ],
    [
      'statistics with a schema that is no version start from zero',
      {
        stored: { [STORAGE_KEYS.stats]: JSON.stringify({ schema: 'one', stats: { 'alhambra/standard': WON_TWICE } }) },
        notices: [notice('stats', 'unreadable')],
        stats: {},
      },
    ],
    [
      'statistics keep every good field, and games this version does not know are put aside',
      {
        stored: {
          [STORAGE_KEYS.stats]: JSON.stringify({
            schema: 1,
            stats: {
              'king-albert/standard': { played: 5, won: 'many', currentStreak: 1, bestStreak: 3, bestTimeMs: -4 },
              'alhambra/granada': { ...WON_TWICE, fewestMoves: 300 },
              'chess/standard': { played: 1 },
            },
          }),
        },
        notices: [notice('stats', 'partly')],
        stats: {
          'king-albert/standard': { ...emptyStats(), played: 5, currentStreak: 1, bestStreak: 3 },
          'alhambra/granada': { ...WON_TWICE, fewestMoves: 300 },
        },
      },
    ],
    [
      'statistics from before the schema are read in full and updated',
      {
        stored: { [STORAGE_KEYS.stats]: JSON.stringify({ 'alhambra/standard': WON_TWICE }) },
        notices: [notice('stats', 'old')],
        stats: { 'alhambra/standard': WON_TWICE },
      },
    ],
    [
      'a game that is not JSON gives way to a new one',
      { stored: { [STORAGE_KEYS.game]: '{"schema":1,"record":{"layout":' }, notices: [notice('game', 'unreadable')] },
    ],
    [
      'a game whose layout is not a layout gives way to a new one',
      {
        stored: { [STORAGE_KEYS.game]: '{"schema":1,"record":{"layout":{"game":"king-albert"},"moves":[]}}' },
        notices: [notice('game', 'unreadable')],
      },
    ],
    [
      'a game with an illegal move gives way to a new one',
      { stored: { [STORAGE_KEYS.game]: gameWith({ moves: ['r1-f0'] }) }, notices: [notice('game', 'unreadable')] },
    ],
    [
      'a game with a bad redo list keeps its moves',
      {
        stored: { [STORAGE_KEYS.game]: gameWith({ redo: ['nonsense'] }) },
        notices: [notice('game', 'partly')],
        game: { moves: 1, redo: 0, elapsedMs: 4000 },
      },
    ],
    [
      'a game with a bad clock keeps its moves',
      {
        stored: { [STORAGE_KEYS.game]: gameWith({ elapsedMs: 'long' }) },
        notices: [notice('game', 'partly')],
        game: { moves: 1, redo: 1, elapsedMs: 0 },
      },
    ],
    [
      'a game from before the schema is read in full and updated',
      {
        stored: { [STORAGE_KEYS.game]: JSON.stringify({ record: storedGame.record }) },
        notices: [notice('game', 'old')],
        game: { moves: 1, redo: 1, elapsedMs: 4000 },
      },
    ],
    [
      'three bad parts are recovered one by one',
      {
        stored: {
          [STORAGE_KEYS.game]: '{"schema":1,"record":{"layout":',
          [STORAGE_KEYS.stats]: '[1,2,3',
          [STORAGE_KEYS.settings]: '42',
        },
        notices: [notice('settings', 'unreadable'), notice('stats', 'unreadable'), notice('game', 'unreadable')],
      },
    ],
  ];

  test.each(recoveries)('%s, with the original put aside and the recovery written back', (_name, given) => {
    const storage = memory(given.stored);
    const loaded = loadStorage(storage, NOW);
    expect(loaded.notices).toEqual(given.notices);
    expect(loaded.held).toEqual([]);
    if (given.stats) expect(loaded.stats).toEqual(given.stats);
    if (given.settings) expect(loaded.settings).toEqual(given.settings);
    const game = loaded.session && {
      moves: loaded.session.game.moveCount,
      redo: loaded.session.redo.length,
      elapsedMs: loaded.session.elapsedMs,
    };
    expect(game).toEqual(given.game);
    for (const { part } of given.notices) {
      const original = given.stored[STORAGE_KEYS[part]]!;
      expect(readBackups(storage, part)).toEqual([{ savedAt: NOW_ISO, raw: original }]);
    }
    // What was written back reads cleanly, as what was recovered: the next start has nothing to say.
    const again = loadStorage(storage, NOW + 1000);
    expect(again.notices).toEqual([]);
    expect(again.stats).toEqual(loaded.stats);
    expect(again.settings).toEqual(loaded.settings);
    expect(again.session?.game.moveCount).toBe(loaded.session?.game.moveCount);
  });

  const newer: [string, Case][] = [
    [
      'statistics of a compatible shape are read, new fields and games aside',
      {
        stored: {
          [STORAGE_KEYS.stats]: JSON.stringify({
            schema: 2,
            stats: {
              'alhambra/standard': { ...WON_TWICE, totalTimeMs: 3000 },
              'alhambra/future': { played: 1, won: 1, currentStreak: 1, bestStreak: 1 },
            },
          }),
        },
        notices: [notice('stats', 'newer', 'untouched')],
        held: ['stats'],
        stats: { 'alhambra/standard': WON_TWICE },
      },
    ],
    [
      'statistics of another shape show as none',
      {
        stored: { [STORAGE_KEYS.stats]: JSON.stringify({ schema: 7, games: [{ id: 'alhambra', played: 3 }] }) },
        notices: [notice('stats', 'newer', 'untouched')],
        held: ['stats'],
        stats: {},
      },
    ],
    [
      'settings of a compatible shape are used',
      {
        stored: { [STORAGE_KEYS.settings]: '{"schema":2,"settings":{"theme":"dark","cardBack":"blue"}}' },
        notices: [notice('settings', 'newer', 'untouched')],
        held: ['settings'],
        settings: { ...DEFAULT_SETTINGS, theme: 'dark' },
      },
    ],
    [
      'a game of a compatible shape is shown',
      {
        stored: { [STORAGE_KEYS.game]: gameWith({ hintsUsed: 2 }, 2) },
        notices: [notice('game', 'newer', 'untouched')],
        held: ['game'],
        game: { moves: 1, redo: 1, elapsedMs: 4000 },
      },
    ],
    [
      'a game of a game this version does not know gives way to a new one',
      {
        stored: {
          [STORAGE_KEYS.game]: gameWith({ layout: { game: 'klondike', variant: 'standard', deal: '1' } }, 2),
        },
        notices: [notice('game', 'newer', 'untouched')],
        held: ['game'],
      },
    ],
  ];

  test.each(newer)('newer data: %s, and it stays as it was, with no copy', (_name, given) => {
    const storage = memory(given.stored);
    const loaded = loadStorage(storage, NOW);
    expect(loaded.notices).toEqual(given.notices);
    expect(loaded.held).toEqual(given.held);
    if (given.stats) expect(loaded.stats).toEqual(given.stats);
    if (given.settings) expect(loaded.settings).toEqual(given.settings);
    expect(loaded.session && { moves: loaded.session.game.moveCount, redo: loaded.session.redo.length }).toEqual(
      given.game && { moves: given.game.moves, redo: given.game.redo },
    );
    expect(Object.fromEntries(storage.data)).toEqual(given.stored);
  });
});

describe('saving', () => {
  const saves: [StoragePart, string, (storage: StorageLike) => unknown][] = [
    ['game', gameWith({}, 2), (storage) => saveSession(storage, session)],
    ['stats', '{"schema":2,"stats":{}}', (storage) => saveStats(storage, { 'alhambra/standard': WON_TWICE })],
    ['settings', '{"schema":2,"settings":{}}', (storage) => saveSettings(storage, DEFAULT_SETTINGS)],
  ];

  test.each(saves)('the %s is never written over data of a newer version', (part, stored, save) => {
    const storage = memory({ [STORAGE_KEYS[part]]: stored });
    expect(save(storage)).toBe('newer');
    expect(storage.data.get(STORAGE_KEYS[part])).toBe(stored);
  });

  test.each(saves)('the %s is written over data of this version, an older one, or none', (part, _newer, save) => {
    for (const stored of [undefined, '{"schema":1}', '{"old":true}', 'broken']) {
      const storage = memory(stored === undefined ? {} : { [STORAGE_KEYS[part]]: stored });
      expect(save(storage)).toBe('saved');
      expect(JSON.parse(storage.data.get(STORAGE_KEYS[part])!).schema).toBe(1);
    }
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
    expect(saveStats(broken, {})).toBe('refused');
    expect(
      saveSession(
        memory({}, () => true),
        session,
      ),
    ).toBe('refused');
  });
});

describe('statistics as stored now', () => {
  const won: AllStats = { 'alhambra/standard': recordWin(emptyStats(), 120, 60_000) };
  const saved = (): string => {
    const storage = memory();
    saveStats(storage, won);
    return storage.data.get(STORAGE_KEYS.stats)!;
  };
  test.each([
    ['what another tab saved in this version', () => ({ [STORAGE_KEYS.stats]: saved() }), won],
    ['nothing saved', () => ({}), undefined],
    [
      'statistics of a newer version',
      () => ({ [STORAGE_KEYS.stats]: saved().replace('"schema":1', '"schema":2') }),
      undefined,
    ],
    ['statistics that are not JSON', () => ({ [STORAGE_KEYS.stats]: '{"schema":1,' }), undefined],
    [
      'statistics with a best time in fractions of a millisecond, as once saved',
      () => ({ [STORAGE_KEYS.stats]: saved().replace('"bestTimeMs":60000', '"bestTimeMs":60000.2') }),
      won,
    ],
    [
      'statistics with a field that had to be reset',
      () => ({ [STORAGE_KEYS.stats]: saved().replace('"played":1', '"played":-1') }),
      undefined,
    ],
  ] as const)('%s', (_name, entries, expected) => {
    expect(storedStats(memory(entries()))).toEqual(expected);
  });
});

describe('originals put aside', () => {
  const older = (index: number): Backup => ({
    savedAt: new Date(NOW - (index + 1) * 1000).toISOString(),
    raw: `#${index}`,
  });
  const list = (backups: Backup[]): string => JSON.stringify({ schema: 1, backups });

  interface BackupCase {
    readonly backups?: string;
    readonly refuse?: (key: string) => boolean;
    /** Default: the statistics unreadable, their original kept. */
    readonly notice?: StorageNotice;
    readonly held?: StoragePart[];
    readonly after: Backup[];
  }
  /** Whatever stood under the backup key before stays, whole, behind the new copy. */
  const keptWhole = (backups: string): BackupCase => ({
    backups,
    after: [
      { savedAt: NOW_ISO, raw: 'broken' },
      { savedAt: null, raw: backups },
    ],
  });
  const cases: [string, BackupCase][] = [
    [
      'a second original goes first, the first stays',
      { backups: list([older(0)]), after: [{ savedAt: NOW_ISO, raw: 'broken' }, older(0)] },
    ],
    ['the single copy older versions kept stays, as the oldest', keptWhole('[1,2,3')],
    ['a list of a newer version stays whole, as the oldest', keptWhole('{"schema":2,"copies":[]}')],
    [
      'an original kept already is not kept twice',
      {
        backups: list([older(0), { savedAt: older(1).savedAt, raw: 'broken' }]),
        after: [older(0), { savedAt: older(1).savedAt, raw: 'broken' }],
      },
    ],
    [
      `with ${BACKUP_LIMIT} kept, the oldest goes to make room, and the notice says so`,
      {
        backups: list(Array.from({ length: BACKUP_LIMIT }, (_, index) => older(index))),
        notice: notice('stats', 'unreadable', 'keptDroppingOldest'),
        after: [
          { savedAt: NOW_ISO, raw: 'broken' },
          ...Array.from({ length: BACKUP_LIMIT - 1 }, (_, index) => older(index)),
        ],
      },
    ],
    [
      'with no room for a copy, the original stays and this tab does not save statistics',
      {
        backups: list([older(0)]),
        refuse: (key) => key === BACKUP_KEYS.stats,
        notice: notice('stats', 'unreadable', 'notKept'),
        held: ['stats'],
        after: [older(0)],
      },
    ],
  ];

  test.each(cases)('%s', (_name, given) => {
    const storage = memory(
      {
        [STORAGE_KEYS.stats]: 'broken',
        ...(given.backups === undefined ? {} : { [BACKUP_KEYS.stats]: given.backups }),
      },
      given.refuse,
    );
    const held = given.held ?? [];
    const loaded = loadStorage(storage, NOW);
    expect(loaded.notices).toEqual([given.notice ?? notice('stats', 'unreadable')]);
    expect(loaded.held).toEqual(held);
    expect(readBackups(storage, 'stats')).toEqual(given.after);
    expect(storage.data.get(STORAGE_KEYS.stats)).toBe(held.length > 0 ? 'broken' : '{"schema":1,"stats":{}}');
  });

  test('every corruption over time keeps its own original, newest first', () => {
    const storage = memory();
    for (const [index, raw] of ['first', 'second', 'third'].entries()) {
      storage.data.set(STORAGE_KEYS.stats, raw);
      expect(loadStorage(storage, NOW + index * 60_000).notices).toEqual([notice('stats', 'unreadable')]);
      saveStats(storage, { 'alhambra/standard': WON_TWICE });
    }
    expect(readBackups(storage, 'stats')).toEqual([
      { savedAt: '2025-05-06T12:02:00.000Z', raw: 'third' },
      { savedAt: '2025-05-06T12:01:00.000Z', raw: 'second' },
      { savedAt: NOW_ISO, raw: 'first' },
    ]);
  });

  test('a backup list that cannot be read is not written over', () => {
    const storage: StorageLike = {
      getItem: (key) => {
        if (key === BACKUP_KEYS.game) throw new Error('blocked');
        return null;
      },
      setItem: () => {
        throw new Error('must not write');
      },
      removeItem: () => undefined,
    };
    expect(setAside(storage, 'game', 'x', NOW)).toBe('notKept');
  });

  test('a discarded game is put aside before it is removed', () => {
    const raw = gameWith({});
    const storage = memory({ [STORAGE_KEYS.game]: raw });
    discardGame(storage, NOW);
    expect(storage.data.has(STORAGE_KEYS.game)).toBe(false);
    expect(readBackups(storage, 'game')).toEqual([{ savedAt: NOW_ISO, raw }]);
  });
});

describe('saved language', () => {
  test.each([
    ['a language of this version', '{"schema":1,"settings":{"language":"de"}}', 'de'],
    ['a language of a newer version’s settings', '{"schema":2,"settings":{"language":"de"}}', 'de'],
    ['a language the game does not speak', '{"schema":1,"settings":{"language":"xx"}}', undefined],
    ['settings that are not JSON', '{"settings":', undefined],
  ])('%s', (_name, stored, language) => {
    expect(savedLanguage(memory({ [STORAGE_KEYS.settings]: stored }))).toBe(language);
  });
});

describe('notice texts', () => {
  test.each([
    [
      'statistics partly read, original kept',
      notice('stats', 'partly'),
      'Some saved statistics could not be read; what could be read was kept. A copy of the original was put aside.',
      'Ein Teil der gespeicherten Statistik war nicht lesbar; der lesbare Teil bleibt erhalten. Eine Kopie des Originals wurde beiseitegelegt.',
    ],
    [
      'statistics of a newer version',
      notice('stats', 'newer', 'untouched'),
      en.notices.storage.newer.stats,
      de.notices.storage.newer.stats,
    ],
    [
      'a game with no room for a copy',
      notice('game', 'unreadable', 'notKept'),
      `${en.notices.storage.unreadable.game} ${en.notices.storage.notKept.game}`,
      `${de.notices.storage.unreadable.game} ${de.notices.storage.notKept.game}`,
    ],
  ])('%s', (_name, given, english, german) => {
    expect(noticeText(en, given)).toBe(english);
    expect(noticeText(de, given)).toBe(german);
  });

  test('a newer version is named as the reason in both languages', () => {
    for (const part of ['game', 'stats', 'settings'] as const) {
      expect(noticeText(en, notice(part, 'newer', 'untouched'))).toContain('saved by a newer version');
      expect(noticeText(de, notice(part, 'newer', 'untouched'))).toContain('von einer neueren Version');
    }
  });
});

/** Standard Alhambra's deal `deal`, `turns` stock turns in. */
const played = (deal: number, turns: number) => {
  const session = newSession(dealLayout({ game: 'alhambra', variant: 'standard' }, BigInt(deal)));
  for (let turn = 0; turn < turns; turn++) playMove(session, { type: 'turn' });
  return session;
};
const keptGames = (sessions: readonly { game: { layout: { deal?: string }; moveCount: number } }[]) =>
  sessions.map((session) => `${session.game.layout.deal}:${session.game.moveCount}`);

describe('games kept, one per deal', () => {
  test('two deals saved in turn (two tabs) are both kept, the one played last first', () => {
    const storage = memory();
    saveSession(storage, played(1, 2));
    saveSession(storage, played(2, 1));
    saveSession(storage, played(1, 3));
    const loaded = loadStorage(storage, NOW);
    expect(keptGames(loaded.sessions)).toEqual(['1:3', '2:1']);
    expect(keptGames([loaded.session!])).toEqual(['1:3']);
    expect(loaded.notices).toEqual([]);
    expect(keptGames(storedSessions(storage))).toEqual(['1:3', '2:1']);
  });

  test(`the game played longest ago gives way to the ${GAMES_KEPT + 1}th, and is handed back to be counted`, () => {
    const storage = memory();
    const dropped: string[] = [];
    for (let deal = 1; deal <= GAMES_KEPT + 1; deal++)
      saveSession(storage, played(deal, 1), (session) => dropped.push(keptGames([session])[0]!));
    expect(dropped).toEqual(['1:1']);
    expect(keptGames(storedSessions(storage))).toHaveLength(GAMES_KEPT);
    expect(keptGames(storedSessions(storage))[0]).toBe(`${GAMES_KEPT + 1}:1`);
  });

  test('a numbered deal back at its start (a restart) is taken out; forgetting a game takes it out', () => {
    const storage = memory();
    saveSession(storage, played(1, 1));
    saveSession(storage, played(2, 1));
    saveSession(storage, played(1, 0));
    expect(keptGames(storedSessions(storage))).toEqual(['2:1']);
    saveSession(storage, played(3, 2));
    expect(forgetSession(storage, played(2, 5))).toBe('saved');
    expect(keptGames(storedSessions(storage))).toEqual(['3:2']);
  });

  test('an unreadable game among good ones is put aside with the list, and the good ones are kept', () => {
    const storage = memory();
    saveSession(storage, played(1, 1));
    saveSession(storage, played(2, 1));
    const stored = JSON.parse(storage.data.get(STORAGE_KEYS.game)!);
    stored.games.splice(1, 0, { layout: { game: 'alhambra' }, moves: [] }, stored.games[0]);
    const original = JSON.stringify(stored);
    storage.data.set(STORAGE_KEYS.game, original);
    const loaded = loadStorage(storage, NOW);
    expect(loaded.notices).toEqual([notice('game', 'partly')]);
    expect(keptGames(loaded.sessions)).toEqual(['2:1', '1:1']);
    expect(readBackups(storage, 'game')).toEqual([{ savedAt: NOW_ISO, raw: original }]);
    expect(loadStorage(storage, NOW).notices).toEqual([]);
  });
  test('the same deal saved by another tab is found as newer; this very game, or another deal, is not', () => {
    const storage = memory();
    const here = played(1, 2);
    saveSession(storage, here);
    saveSession(storage, played(2, 1));
    expect(savedElsewhere(storage, here)).toBeUndefined();
    expect(savedElsewhere(storage, played(3, 1))).toBeUndefined();
    // The other tab plays two more moves on deal 1, then undoes one.
    const there = played(1, 4);
    undoMove(there);
    saveSession(storage, there);
    const newer = savedElsewhere(storage, here);
    expect(keptGames([newer!])).toEqual(['1:3']);
    expect(newer!.redo).toEqual([{ type: 'turn' }]);
    expect(savedElsewhere(storage, newer!)).toBeUndefined();
  });
});
