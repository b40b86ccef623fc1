import { GAME_VARIANTS, gameVariantKey } from '../../src/games/ids.js';
import { LANGUAGES } from './i18n/index.js';
import { type AllStats, emptyStats, type GameStats, type Session, sessionFromRecord, sessionRecord } from './state.js';

/** Version of the stored data; data of another version is migrated or recovered, never trusted blindly. */
export const SCHEMA_VERSION = 1;

/** Storage keys: each part lives under its own key, so one bad part cannot take the others with it. */
export const STORAGE_KEYS = {
  game: 'patience.game',
  stats: 'patience.stats',
  settings: 'patience.settings',
  statsBackup: 'patience.stats.backup',
} as const;

/** The part of the Web Storage API used here, so tests can pass a plain map. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Player settings. */
export interface Settings {
  fourColour: boolean;
  autoplay: boolean;
  theme: 'system' | 'light' | 'dark';
  /** A language code the game speaks (`en`, `de`); absent: the browser's language. */
  language?: string;
}

/** Settings before the player changes any. */
export const DEFAULT_SETTINGS: Settings = { fourColour: false, autoplay: false, theme: 'system' };

/** Which notice a recovery produced (texts live in the message catalogue). */
export type StorageNotice = 'storageGame' | 'storageStats' | 'storageSettings' | 'storageOld';

/** Everything read from storage, and the notices of what had to be recovered. */
export interface LoadedStorage {
  readonly session: Session | undefined;
  readonly stats: AllStats;
  readonly settings: Settings;
  readonly notices: StorageNotice[];
}

const readJson = (storage: StorageLike, key: string): { raw: string | null; value: unknown; broken: boolean } => {
  let raw: string | null = null;
  try {
    raw = storage.getItem(key);
  } catch {
    return { raw: null, value: undefined, broken: false };
  }
  if (raw === null) return { raw, value: undefined, broken: false };
  try {
    return { raw, value: JSON.parse(raw), broken: false };
  } catch {
    return { raw, value: undefined, broken: true };
  }
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
  for (const name of ['bestTimeMs', 'fewestMoves'] as const) {
    const raw = value[name];
    if (raw === null || raw === undefined) continue;
    const field = count(raw);
    if (field === undefined) repaired = true;
    else stats[name] = field;
  }
  // Keep the numbers consistent rather than dropping them: wins cannot exceed games played.
  if (stats.won > stats.played) {
    stats.played = stats.won;
    repaired = true;
  }
  if (stats.bestStreak < stats.currentStreak) stats.bestStreak = stats.currentStreak;
  return { stats, repaired };
};

const isLanguage = (value: unknown): value is string => typeof value === 'string' && Object.hasOwn(LANGUAGES, value);

/** The language chosen in the saved settings, if any and if the game speaks it (read before the table is set up). */
export const savedLanguage = (storage: StorageLike): string | undefined => {
  const { value } = readJson(storage, STORAGE_KEYS.settings);
  const body = isObject(value) ? value.settings : undefined;
  return isObject(body) && isLanguage(body.language) ? body.language : undefined;
};

/** Reads the saved game, statistics and settings, recovering what can be recovered and noting the rest. */
export const loadStorage = (storage: StorageLike): LoadedStorage => {
  const notices: StorageNotice[] = [];

  const settingsData = readJson(storage, STORAGE_KEYS.settings);
  const settings: Settings = { ...DEFAULT_SETTINGS };
  if (settingsData.raw !== null) {
    const body = isObject(settingsData.value) ? settingsData.value.settings : undefined;
    if (!isObject(body)) notices.push('storageSettings');
    else {
      if (typeof body.fourColour === 'boolean') settings.fourColour = body.fourColour;
      if (typeof body.autoplay === 'boolean') settings.autoplay = body.autoplay;
      if (body.theme === 'light' || body.theme === 'dark' || body.theme === 'system') settings.theme = body.theme;
      if (isLanguage(body.language)) settings.language = body.language;
    }
  }

  const statsData = readJson(storage, STORAGE_KEYS.stats);
  const stats: AllStats = {};
  if (statsData.raw !== null) {
    const envelope = isObject(statsData.value) ? statsData.value : undefined;
    // Old data without an envelope is a bare map of statistics.
    const body = envelope && isObject(envelope.stats) ? envelope.stats : envelope;
    if (envelope !== undefined && envelope.schema !== SCHEMA_VERSION && notices.indexOf('storageOld') < 0)
      notices.push('storageOld');
    let repaired = body === undefined;
    if (body !== undefined) {
      const known = new Set(GAME_VARIANTS.map(gameVariantKey));
      for (const [key, value] of Object.entries(body)) {
        if (key === 'schema' || key === 'stats') continue;
        if (!known.has(key)) {
          repaired = true;
          continue;
        }
        const recovered = recoverGameStats(value);
        stats[key] = recovered.stats;
        repaired ||= recovered.repaired;
      }
    }
    if (repaired) {
      notices.push('storageStats');
      // Statistics are never silently lost: the unreadable original is put aside, once.
      try {
        if (storage.getItem(STORAGE_KEYS.statsBackup) === null)
          storage.setItem(STORAGE_KEYS.statsBackup, statsData.raw);
      } catch {
        // A full or blocked storage is reported when saving.
      }
    }
  }

  const gameData = readJson(storage, STORAGE_KEYS.game);
  let session: Session | undefined;
  if (gameData.raw !== null) {
    const record = isObject(gameData.value) ? gameData.value.record : undefined;
    const loaded = record === undefined ? undefined : sessionFromRecord(record);
    if (loaded?.ok) session = loaded.value;
    else notices.push('storageGame');
  }

  return { session, stats, settings, notices };
};

const write = (storage: StorageLike, key: string, body: Record<string, unknown>): boolean => {
  try {
    storage.setItem(key, JSON.stringify({ schema: SCHEMA_VERSION, ...body }));
    return true;
  } catch {
    return false;
  }
};

/** Saves the game in progress (its engine record with redo stack and clock); false if storage refused. */
export const saveSession = (storage: StorageLike, session: Session): boolean =>
  write(storage, STORAGE_KEYS.game, { record: sessionRecord(session) });

/** Saves the statistics; false if storage refused. */
export const saveStats = (storage: StorageLike, stats: AllStats): boolean =>
  write(storage, STORAGE_KEYS.stats, { stats });

/** Saves the settings; false if storage refused. */
export const saveSettings = (storage: StorageLike, settings: Settings): boolean =>
  write(storage, STORAGE_KEYS.settings, { settings });
