import { de } from './de.js';
import { en, type Messages } from './en.js';

/** The languages the game speaks, by language code. */
export const LANGUAGES: Readonly<Record<string, Messages>> = { en, de };

/** Each language's name in itself, for the language setting. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: 'English', de: 'Deutsch' };

/** The messages for the first of the reader's languages that the game speaks, else English. */
export const messagesFor = (preferred: readonly string[]): Messages => {
  for (const tag of preferred) {
    const found = LANGUAGES[tag.toLowerCase().split('-')[0] ?? ''];
    if (found) return found;
  }
  return en;
};

/** The messages for a chosen language if the game speaks it, else for the browser's languages. */
export const messagesForChoice = (choice: string | undefined, browser: readonly string[]): Messages =>
  (choice !== undefined ? LANGUAGES[choice] : undefined) ?? messagesFor(browser);
