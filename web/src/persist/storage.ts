import { err, ok, type Result } from '../../../src/core/result.js';
import { GAME_VARIANTS, gameVariantKey } from '../../../src/games/ids.js';
import type { Messages } from '../i18n/en.js';
import { LANGUAGES } from '../i18n/index.js';
import { type Session, sessionFromRecord, sessionRecord } from '../model/session.js';
import { CARD_BACKS, DEFAULT_SETTINGS, FELTS, type Settings } from '../model/settings.js';
import { type AllStats, emptyStats, type GameStats } from '../model/stats.js';

/** Version of the stored data; data of another version is migrated or recovered, never trusted blindly. */
export const SCHEMA_VERSION = 1;

/** Storage keys: each part lives under its own key, so one bad part cannot take the others with it. */
export const STORAGE_KEYS = {
  game: 'patience.game',
  stats: 'patience.stats',
  settings: 'patience.settings',
} as const;

/** One of the three parts kept in storage. */
export type StoragePart = keyof typeof STORAGE_KEYS;

/** The three parts, in the order they are read. */
export const STORAGE_PARTS = ['settings', 'stats', 'game'] as const satisfies readonly StoragePart[];

/** Where each part's unreadable originals are kept: a list, newest first. */
export const BACKUP_KEYS: Readonly<Record<StoragePart, string>> = {
  game: 'patience.game.backup',
  stats: 'patience.stats.backup',
  settings: 'patience.settings.backup',
};

/** How many originals each part keeps; the oldest goes (with a notice) when one more comes. */
export const BACKUP_LIMIT = 5;

/**
 * How many games are kept in progress, one per deal, so that two tabs (or an address followed to another deal) never
 * write over each other's game; when one more comes, the one played longest ago goes (and counts as given up).
 */
export const GAMES_KEPT = 6;

/** The part of the Web Storage API used here, so tests can pass a plain map. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What was wrong with a stored part: nothing readable, some fields, an older schema, or a newer one. */
export type StorageProblem = 'unreadable' | 'partly' | 'old' | 'newer';

/** What became of the original: put aside (the oldest copy dropped to make room), refused by storage, or left alone. */
export type BackupOutcome = 'kept' | 'keptDroppingOldest' | 'notKept' | 'untouched';

/** A recovery to tell the player about (the texts live in the message catalogue, see `noticeText`). */
export interface StorageNotice {
  readonly part: StoragePart;
  readonly problem: StorageProblem;
  readonly backup: BackupOutcome;
}

/** Everything read from storage, the notices of what had to be recovered, and the parts this tab must not write. */
export interface LoadedStorage {
  /** The game played last, if any (the first of `sessions`). */
  readonly session: Session | undefined;
  /** Every game kept in progress, one per deal, the one played last first (see `GAMES_KEPT`). */
  readonly sessions: readonly Session[];
  readonly stats: AllStats;
  readonly settings: Settings;
  readonly notices: StorageNotice[];
  /** Parts whose original is still in place and not put aside (newer data, or no room for a copy): never saved. */
  readonly held: StoragePart[];
}

/** An original put aside: its text as it was stored, and when (ISO time; null for a copy older than the list). */
export interface Backup {
  readonly savedAt: string | null;
  readonly raw: string;
}

/** How a save went: written, refused by storage (full or blocked), or left alone because a newer version wrote it. */
export type SaveOutcome = 'saved' | 'refused' | 'newer';

interface Envelope {
  /** Undefined for data from before the schema version. */
  readonly schema: number | undefined;
  readonly data: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const readRaw = (storage: StorageLike, key: string): Result<string | null> => {
  try {
    return ok(storage.getItem(key));
  } catch {
    return err('storage is blocked');
  }
};

const parseEnvelope = (raw: string): Result<Envelope> => {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return err('not JSON');
  }
  if (!isObject(data)) return err('not a JSON object');
  const schema = data.schema;
  if (schema === undefined) return ok({ schema: undefined, data });
  if (typeof schema !== 'number' || !Number.isSafeInteger(schema) || schema < 1)
    return err('schema is not a version number');
  return ok({ schema, data });
};

const isNewer = (envelope: Envelope): boolean => envelope.schema !== undefined && envelope.schema > SCHEMA_VERSION;

const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;

/** One game's statistics from stored data: every good field is kept; `repaired` tells if any had to be reset. */
export const recoverGameStats = (value: unknown): { stats: GameStats; repaired: boolean } => {
  const stats = emptyStats();
  if (!isObject(value)) return { stats, repaired: true };
  let repaired = false;
  const take = (name: 'played' | 'won' | 'currentStreak' | 'bestStreak'): void => {
    const field = count(value[name]);
    if (field === undefined) repaired = true;
    else stats[name] = field;
  };
  take('played');
  take('won');
  take('currentStreak');
  take('bestStreak');
  // Assisted wins came with the solver at the table: statistics stored before have none, and their wins stay wins.
  if (value.assisted !== undefined) {
    const assisted = count(value.assisted);
    if (assisted === undefined) repaired = true;
    else stats.assisted = assisted;
  }
  for (const name of ['bestTimeMs', 'fewestMoves'] as const) {
    const raw = value[name];
    if (raw === null || raw === undefined) continue;
    // Times were once stored as they were measured, with fractions of a millisecond.
    const field = count(name === 'bestTimeMs' && typeof raw === 'number' ? Math.floor(raw) : raw);
    if (field === undefined) repaired = true;
    else stats[name] = field;
  }
  // Keep the numbers consistent rather than dropping them: wins cannot exceed games played.
  if (stats.won + stats.assisted > stats.played) {
    stats.played = stats.won + stats.assisted;
    repaired = true;
  }
  if (stats.bestStreak < stats.currentStreak) stats.bestStreak = stats.currentStreak;
  return { stats, repaired };
};

/** What a part's reader got out of an envelope: the value, and whether anything in it had to be left out. */
interface Reading<T> {
  readonly value: T;
  readonly complete: boolean;
}

const readStats = (envelope: Envelope): Reading<AllStats> | undefined => {
  // Data from before the schema version is a bare map of statistics.
  const body = isObject(envelope.data.stats)
    ? envelope.data.stats
    : envelope.schema === undefined
      ? envelope.data
      : undefined;
  if (body === undefined) return undefined;
  const known = new Set(GAME_VARIANTS.map(gameVariantKey));
  const stats: AllStats = {};
  let complete = true;
  for (const [key, value] of Object.entries(body)) {
    if (!known.has(key)) {
      complete = false;
      continue;
    }
    const recovered = recoverGameStats(value);
    stats[key] = recovered.stats;
    if (recovered.repaired) complete = false;
  }
  return { value: stats, complete };
};

const isLanguage = (value: unknown): value is string => typeof value === 'string' && Object.hasOwn(LANGUAGES, value);

const readSettings = (envelope: Envelope): Reading<Settings> | undefined => {
  const body = envelope.data.settings;
  if (!isObject(body)) return undefined;
  const settings: Settings = { ...DEFAULT_SETTINGS };
  let complete = true;
  // An absent field keeps its default; a field that is there but unreadable is a loss the player hears of.
  const take = <K extends keyof Settings>(name: K, valid: (value: unknown) => value is Settings[K]): void => {
    const value = body[name];
    if (value === undefined) return;
    if (valid(value)) settings[name] = value;
    else complete = false;
  };
  const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
  take('fourColour', isBoolean);
  take('autoplay', isBoolean);
  take('theme', (value): value is Settings['theme'] => value === 'system' || value === 'light' || value === 'dark');
  take('language', isLanguage);
  take('outlook', isBoolean);
  take('winnableOnly', isBoolean);
  take('cardBack', (value): value is Settings['cardBack'] => CARD_BACKS.some((back) => back === value));
  take('felt', (value): value is Settings['felt'] => FELTS.some((felt) => felt === value));
  take('reserveFanned', isBoolean);
  return { value: settings, complete };
};

/** The stored games' records as they are: a list (`games`), or one game (`record`, as saved before the list). */
const recordsIn = (envelope: Envelope): unknown[] | undefined => {
  const { games, record } = envelope.data;
  if (Array.isArray(games)) return games;
  return record === undefined ? undefined : [record];
};

const readGame = (envelope: Envelope): Reading<Session[]> | undefined => {
  const records = recordsIn(envelope);
  if (records === undefined) return undefined;
  const sessions: Session[] = [];
  const seen = new Set<string>();
  let complete = true;
  for (const record of records) {
    const loaded = sessionFromRecord(record);
    const written = loaded.ok ? sessionRecord(loaded.value) : undefined;
    const identity = gameIdentity(written);
    if (!loaded.ok || seen.has(identity)) {
      complete = false;
      continue;
    }
    seen.add(identity);
    sessions.push(loaded.value);
    // A record is written back exactly as it was read unless something (a bad redo list, clock or flag) was dropped.
    if (JSON.stringify(written) !== JSON.stringify(record)) complete = false;
  }
  if (records.length > 0 && sessions.length === 0) return undefined;
  return { value: sessions.slice(0, GAMES_KEPT), complete: complete && sessions.length <= GAMES_KEPT };
};

/** What tells one kept game from another: its starting layout (game, variant, deal and cards). */
const gameIdentity = (record: unknown): string =>
  isObject(record) && record.layout !== undefined ? JSON.stringify(record.layout) : '';

/** The language chosen in the saved settings, if any and if the game speaks it (read before the table is set up). */
export const savedLanguage = (storage: StorageLike): string | undefined => {
  const raw = readRaw(storage, STORAGE_KEYS.settings);
  const envelope = raw.ok && raw.value !== null ? parseEnvelope(raw.value) : undefined;
  return envelope?.ok ? readSettings(envelope.value)?.value.language : undefined;
};

const parseBackups = (raw: string): Result<Backup[]> => {
  const envelope = parseEnvelope(raw);
  if (!envelope.ok) return err(envelope.error);
  if (envelope.value.schema !== SCHEMA_VERSION) return err('backups of another version');
  const list = envelope.value.data.backups;
  const isBackup = (item: unknown): item is Backup =>
    isObject(item) && typeof item.raw === 'string' && (item.savedAt === null || typeof item.savedAt === 'string');
  return Array.isArray(list) && list.every(isBackup) ? ok(list) : err('not a list of backups');
};

const backupsFrom = (raw: string | null): Backup[] => {
  if (raw === null) return [];
  const list = parseBackups(raw);
  // Anything else found there (the single copy older versions kept, or a list this version cannot read) is itself
  // an original: it stays, whole, as the oldest copy.
  return list.ok ? list.value : [{ savedAt: null, raw }];
};

/** The originals put aside for a part, newest first. */
export const readBackups = (storage: StorageLike, part: StoragePart): Backup[] => {
  const raw = readRaw(storage, BACKUP_KEYS[part]);
  return raw.ok ? backupsFrom(raw.value) : [];
};

/** Puts a part's stored text aside, newest first, unless that very text is kept already. */
export const setAside = (storage: StorageLike, part: StoragePart, raw: string, now: number): BackupOutcome => {
  const stored = readRaw(storage, BACKUP_KEYS[part]);
  // A list that cannot be read cannot be added to without losing it.
  if (!stored.ok) return 'notKept';
  const backups = backupsFrom(stored.value);
  if (backups.some((backup) => backup.raw === raw)) return 'kept';
  const next = [{ savedAt: new Date(now).toISOString(), raw }, ...backups];
  try {
    storage.setItem(
      BACKUP_KEYS[part],
      JSON.stringify({ schema: SCHEMA_VERSION, backups: next.slice(0, BACKUP_LIMIT) }),
    );
  } catch {
    return 'notKept';
  }
  return next.length > BACKUP_LIMIT ? 'keptDroppingOldest' : 'kept';
};

interface LoadedPart<T> {
  readonly value: T | undefined;
  readonly notice?: StorageNotice;
  readonly held: boolean;
}

/**
 * Reads one part. Data this version cannot take in full is put aside before it is written back as recovered; data of
 * a newer version, or data for which there is no room for a copy, stays where it is and the part is held.
 */
const loadPart = <T>(
  storage: StorageLike,
  part: StoragePart,
  now: number,
  read: (envelope: Envelope) => Reading<T> | undefined,
  rewrite: (value: T | undefined) => void,
): LoadedPart<T> => {
  const raw = readRaw(storage, STORAGE_KEYS[part]);
  // Blocked storage has nothing to recover, and every save will say it failed.
  if (!raw.ok || raw.value === null) return { value: undefined, held: false };
  const envelope = parseEnvelope(raw.value);
  const reading = envelope.ok ? read(envelope.value) : undefined;
  if (envelope.ok && isNewer(envelope.value))
    return { value: reading?.value, notice: { part, problem: 'newer', backup: 'untouched' }, held: true };
  const problem: StorageProblem | undefined =
    !envelope.ok || reading === undefined
      ? 'unreadable'
      : !reading.complete
        ? 'partly'
        : envelope.value.schema !== SCHEMA_VERSION
          ? 'old'
          : undefined;
  if (problem === undefined) return { value: reading?.value, held: false };
  const backup = setAside(storage, part, raw.value, now);
  const notice = { part, problem, backup };
  if (backup === 'notKept') return { value: reading?.value, notice, held: true };
  rewrite(reading?.value);
  return { value: reading?.value, notice, held: false };
};

/** Reads the saved game, statistics and settings, recovering what can be recovered and noting the rest. */
export const loadStorage = (storage: StorageLike, now: number = Date.now()): LoadedStorage => {
  const settings = loadPart(storage, 'settings', now, readSettings, (value) =>
    saveSettings(storage, value ?? DEFAULT_SETTINGS),
  );
  const stats = loadPart(storage, 'stats', now, readStats, (value) => saveStats(storage, value ?? {}));
  const game = loadPart(storage, 'game', now, readGame, (value) => {
    if (value !== undefined && value.length > 0) writeGames(storage, value.map(sessionRecord));
    else {
      try {
        storage.removeItem(STORAGE_KEYS.game);
      } catch {
        // The original is put aside already; the next save replaces it.
      }
    }
  });
  const parts = [settings, stats, game];
  return {
    session: game.value?.[0],
    sessions: game.value ?? [],
    stats: stats.value ?? {},
    settings: settings.value ?? { ...DEFAULT_SETTINGS },
    notices: parts.flatMap((loaded) => (loaded.notice ? [loaded.notice] : [])),
    held: parts.flatMap((loaded) => (loaded.held && loaded.notice ? [loaded.notice.part] : [])),
  };
};

/** Puts the saved game aside and removes it, so the next start deals afresh (the player asked for it). */
export const discardGame = (storage: StorageLike, now: number = Date.now()): void => {
  const raw = readRaw(storage, STORAGE_KEYS.game);
  if (raw.ok && raw.value !== null) setAside(storage, 'game', raw.value, now);
  try {
    storage.removeItem(STORAGE_KEYS.game);
  } catch {
    // Blocked storage holds no game to remove.
  }
};

const CURRENT_PREFIX = `{"schema":${SCHEMA_VERSION},`;

const write = (storage: StorageLike, key: string, body: Record<string, unknown>): SaveOutcome => {
  try {
    const stored = storage.getItem(key);
    // A tab of a newer version may have saved since this one loaded: what it wrote is never written over. Data this
    // version wrote starts with its own schema, so the check costs no parsing on every move.
    if (stored !== null && !stored.startsWith(CURRENT_PREFIX)) {
      const envelope = parseEnvelope(stored);
      if (envelope.ok && isNewer(envelope.value)) return 'newer';
    }
    storage.setItem(key, JSON.stringify({ schema: SCHEMA_VERSION, ...body }));
    return 'saved';
  } catch {
    return 'refused';
  }
};

/**
 * The statistics as stored now, if this version wrote them and they read whole; another tab may have saved since this
 * one loaded, so a result is added to these rather than to what this tab read at its start.
 */
export const storedStats = (storage: StorageLike): AllStats | undefined => {
  const raw = readRaw(storage, STORAGE_KEYS.stats);
  if (!raw.ok || raw.value === null) return undefined;
  const envelope = parseEnvelope(raw.value);
  if (!envelope.ok || envelope.value.schema !== SCHEMA_VERSION) return undefined;
  const reading = readStats(envelope.value);
  return reading?.complete ? reading.value : undefined;
};

const writeGames = (storage: StorageLike, records: readonly unknown[]): SaveOutcome =>
  write(storage, STORAGE_KEYS.game, { games: records });

/** The records of the games kept now, as stored (another tab may have saved since this one loaded). */
const storedRecords = (storage: StorageLike): unknown[] => {
  const raw = readRaw(storage, STORAGE_KEYS.game);
  if (!raw.ok || raw.value === null) return [];
  const envelope = parseEnvelope(raw.value);
  return envelope.ok && envelope.value.schema === SCHEMA_VERSION ? (recordsIn(envelope.value) ?? []) : [];
};

/** The records that replay, each beside its session (every move replayed and checked). */
const replayable = (records: readonly unknown[]): { record: unknown; session: Session }[] =>
  records.flatMap((record) => {
    const loaded = sessionFromRecord(record);
    return loaded.ok ? [{ record, session: loaded.value }] : [];
  });

/** The games in a put-aside copy of the saved games that still replay, each with its record as it was stored. */
export const gamesInBackup = (backup: Backup): { record: unknown; session: Session }[] => {
  const envelope = parseEnvelope(backup.raw);
  return envelope.ok ? replayable(recordsIn(envelope.value) ?? []) : [];
};

/** The games kept now, the one played last first, each replayed and checked (unreadable ones are left out). */
export const storedSessions = (storage: StorageLike): Session[] =>
  replayable(storedRecords(storage)).map(({ session }) => session);

/**
 * Saves a game in progress (its engine record with redo stack and clock) as the one played last, beside the other
 * games kept; a numbered deal with no move is only taken out (its address deals it afresh). A game that no longer fits is
 * handed to `onDropped`, to be counted as given up.
 */
export const saveSession = (
  storage: StorageLike,
  session: Session,
  onDropped: (dropped: Session) => void = () => {},
): SaveOutcome => {
  const record = sessionRecord(session);
  const identity = gameIdentity(record);
  const others = storedRecords(storage).filter((other) => gameIdentity(other) !== identity);
  // Only a numbered deal comes back from its address; an imported layout is kept even before its first move.
  const fresh = session.game.moveCount === 0 && session.redo.length === 0 && session.game.layout.deal !== undefined;
  const games = fresh ? others : [record, ...others];
  const outcome = writeGames(storage, games.slice(0, GAMES_KEPT));
  if (outcome === 'saved') for (const { session: dropped } of replayable(games.slice(GAMES_KEPT))) onDropped(dropped);
  return outcome;
};

/**
 * The game kept for the same deal as `session` when another tab has saved it since (its moves, redo stack or clock
 * differ from this one's); undefined when storage holds this very game, or none for its deal.
 */
export const savedElsewhere = (storage: StorageLike, session: Session): Session | undefined => {
  const record = sessionRecord(session);
  const identity = gameIdentity(record);
  const stored = storedRecords(storage).find((other) => gameIdentity(other) === identity);
  if (stored === undefined || JSON.stringify(stored) === JSON.stringify(record)) return undefined;
  return replayable([stored])[0]?.session;
};

/** Takes a game out of the ones kept (the player gave it up for a new deal). */
export const forgetSession = (storage: StorageLike, session: Session): SaveOutcome => {
  const identity = gameIdentity(sessionRecord(session));
  const others = storedRecords(storage);
  const kept = others.filter((other) => gameIdentity(other) !== identity);
  return kept.length === others.length ? 'saved' : writeGames(storage, kept);
};

/** Saves the statistics. */
export const saveStats = (storage: StorageLike, stats: AllStats): SaveOutcome =>
  write(storage, STORAGE_KEYS.stats, { stats });

/** Saves the settings. */
export const saveSettings = (storage: StorageLike, settings: Settings): SaveOutcome =>
  write(storage, STORAGE_KEYS.settings, { settings });

/** The player's text for a storage notice: what happened to the part, then what became of its original. */
export const noticeText = (messages: Messages, notice: StorageNotice): string => {
  const words = messages.notices.storage;
  const what = words[notice.problem][notice.part];
  const backup =
    notice.backup === 'untouched'
      ? undefined
      : notice.backup === 'notKept'
        ? words.notKept[notice.part]
        : words[notice.backup];
  return backup === undefined ? what : `${what} ${backup}`;
};
