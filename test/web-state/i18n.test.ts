import { describe, expect, test } from 'vitest';
import { de } from '../../web/src/i18n/de.js';
import { en, type Messages } from '../../web/src/i18n/en.js';
import { LANGUAGES, messagesFor, messagesForChoice } from '../../web/src/i18n/index.js';

/** Every text of a catalogue by its path; functions are called with sample arguments. */
const leaves = (value: unknown, path = ''): Map<string, string> => {
  const found = new Map<string, string>();
  const visit = (item: unknown, at: string): void => {
    if (typeof item === 'string') found.set(at, item);
    else if (typeof item === 'function') {
      // Numbers and texts alike: '2' reads as either, and plural forms take the many branch.
      const args = Array.from({ length: item.length }, () => '2');
      found.set(`${at}()`, String((item as (...args: string[]) => unknown)(...args)));
    } else if (typeof item === 'object' && item !== null)
      for (const [key, child] of Object.entries(item)) visit(child, at === '' ? key : `${at}.${key}`);
  };
  visit(value, path);
  return found;
};

/** Texts that are rightly the same in German: names, numbers, symbols and code. */
const SAME_IN_GERMAN = new Set([
  'appName',
  'games.alhambra/standard.title',
  'games.king-albert/raglan.title',
  'games.alhambra/granada.title',
  'piles.reserve()',
  'status.home()',
  'stats.none',
  'engineText()',
  'formatTime()',
  'moves.refused()',
  ...['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '12'].map((index) => `rankIndex.${index}`),
]);

describe('German catalogue', () => {
  const english = leaves(en);
  const german = leaves(de);

  test('has every key of the English one, and no other', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    expect(de.rules['king-albert'].length).toBe(en.rules['king-albert'].length);
    expect(de.rules.alhambra.length).toBe(en.rules.alhambra.length);
  });

  test('has no empty text', () => {
    for (const [path, text] of german) expect(text.trim(), path).not.toBe('');
  });

  test('translates everything but a short list of names and numbers', () => {
    const same = [...german].filter(([path, text]) => english.get(path) === text).map(([path]) => path);
    expect(same.sort()).toEqual([...SAME_IN_GERMAN].sort());
  });

  test('names cards as German players say them', () => {
    const name = (card: number): string => de.cardName(de.rankNames[card % 13]!, de.suitNames[Math.floor(card / 13)]!);
    expect(name(3 * 13 + 6)).toBe('Pik-Sieben');
    expect(name(2 * 13)).toBe('Herz-Ass');
    expect(name(1 * 13 + 11)).toBe('Karo-Dame');
  });

  test('translates the common engine messages by pattern and keeps the rest in English', () => {
    const { engineText } = de;
    expect(engineText('7♣ does not fit on 9♥: a column takes the next lower rank of the other colour')).toBe(
      '7♣ passt nicht auf 9♥: in einer Spalte folgt der nächstniedrigere Rang der anderen Farbe',
    );
    expect(engineText('J♠ does not fit on 9♠: the waste takes the same suit one rank up or down')).toMatch(
      /^B♠ passt nicht auf 9♠: auf den Ablagestapel/,
    );
    expect(engineText('Q♥ does not go on the ♥ King foundation: it needs 10♥')).toBe(
      'D♥ passt nicht auf den ♥-Grundstapel ab König: dort ist 10♥ an der Reihe',
    );
    expect(engineText('5♦ does not go on the ♦ foundation: it needs 3♦')).toBe(
      '5♦ passt nicht auf den ♦-Grundstapel: dort ist 3♦ an der Reihe',
    );
    expect(engineText('the stock is not empty: no redeal yet')).toBe(
      'der Talon ist noch nicht leer: noch kein neuer Durchgang',
    );
    expect(engineText('column 3 is empty')).toBe('Spalte 3 ist leer');
    expect(engineText('reserve 2 is empty')).toBe('Reserve 2 ist leer');
    expect(engineText('deal number must be a whole number from 1 to 99, not 0')).toBe(
      'die Spielnummer muss eine ganze Zahl von 1 bis 99 sein, nicht 0',
    );
    expect(engineText('line 3: unknown move "x"')).toBe('line 3: unknown move "x"');
  });
});

describe('choice of language', () => {
  test('German for any German browser language, else English', () => {
    expect(messagesFor(['de-AT', 'en'])).toBe(de);
    expect(messagesFor(['de'])).toBe(de);
    expect(messagesFor(['fr-FR'])).toBe(en);
    expect(messagesFor([])).toBe(en);
  });

  test('a chosen language wins over the browser, an unknown one does not', () => {
    expect(messagesForChoice('de', ['en-US'])).toBe(de);
    expect(messagesForChoice('en', ['de-DE'])).toBe(en);
    expect(messagesForChoice(undefined, ['de-DE'])).toBe(de);
    expect(messagesForChoice('xx', ['en-GB'])).toBe(en);
  });

  test('every language has the same shape', () => {
    const shape = [...leaves(en).keys()].sort();
    for (const messages of Object.values(LANGUAGES) as Messages[])
      expect([...leaves(messages).keys()].sort()).toEqual(shape);
  });
});
