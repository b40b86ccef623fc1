import { en, type Messages } from './en.js';

/** The languages the game speaks, by language code. */
export const LANGUAGES: Readonly<Record<string, Messages>> = { en };

/** The messages for the first of the reader's languages that the game speaks, else English. */
export const messagesFor = (preferred: readonly string[]): Messages => {
  for (const tag of preferred) {
    const found = LANGUAGES[tag.toLowerCase().split('-')[0] ?? ''];
    if (found) return found;
  }
  return en;
};
