import { describe, expect, test } from 'vitest';
import type { EngineError, EngineErrorCode, EngineErrorOf } from '../../src/formats/errors.js';
import { describeError, renderError } from '../../src/formats/messages.js';
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
      // The error catalogue takes error values, not texts: SAMPLE_ERRORS below checks it.
      for (const [key, child] of Object.entries(item))
        if (!(at === '' && key === 'errors')) visit(child, at === '' ? key : `${at}.${key}`);
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

  test('renders every engine error code in its own words', () => {
    for (const error of Object.values(SAMPLE_ERRORS) as EngineError[]) {
      const english = renderError(en.errors, error);
      const german = de.engineText(error);
      expect(english, error.code).toBe(describeError(error));
      expect(german.trim(), error.code).not.toBe('');
      expect(german, error.code).not.toBe(english);
    }
  });

  test('renders the common engine errors as German players say them', () => {
    const { engineText } = de;
    expect(engineText({ code: 'move.doesNotFit', card: 6, onto: 34, rule: 'column' })).toBe(
      '7♣ passt nicht auf 9♥: in einer Spalte folgt der nächstniedrigere Rang der anderen Farbe',
    );
    expect(engineText({ code: 'move.doesNotFit', card: 49, onto: 47, rule: 'waste' })).toMatch(
      /^B♠ passt nicht auf 9♠: auf den Ablagestapel/,
    );
    expect(engineText({ code: 'move.notNext', card: 37, foundation: 'king', needs: 35 })).toBe(
      'D♥ passt nicht auf den ♥-Grundstapel ab König: dort ist 10♥ an der Reihe',
    );
    expect(engineText({ code: 'move.notNext', card: 17, foundation: 'foundation', needs: 15 })).toBe(
      '5♦ passt nicht auf den ♦-Grundstapel: dort ist 3♦ an der Reihe',
    );
    expect(engineText({ code: 'redeal.stockNotEmpty' })).toBe(
      'der Talon ist noch nicht leer: noch kein neuer Durchgang',
    );
    expect(engineText({ code: 'move.emptySource', source: { pile: 'column', index: 2 } })).toBe('Spalte 3 ist leer');
    expect(engineText({ code: 'move.emptySource', source: { pile: 'reserve', index: 1 } })).toBe('Reserve 2 ist leer');
    expect(engineText({ code: 'deal.zero' })).toBe(
      'die Spielnummer muss eine ganze Zahl von 1 bis 99999999999999999999 sein, nicht 0',
    );
    expect(
      engineText({
        code: 'record.illegalMove',
        move: 2,
        token: 'c1-c2',
        cause: { code: 'move.ontoItself', pile: 'column' },
      }),
    ).toBe('Zug 2 („c1-c2“) ist nicht erlaubt: eine Karte kann nicht auf ihre eigene Spalte ziehen');
  });

  test('keeps a text that is already words as it is', () => {
    expect(de.engineText('line 3: unknown move "x"')).toBe('line 3: unknown move "x"');
  });
});

/** One error of every code: a new code does not compile until it has a sample here. */
const SAMPLE_ERRORS: { readonly [C in EngineErrorCode]: EngineErrorOf<C> } = {
  'card.unknown': { code: 'card.unknown', text: 'XX' },
  'move.noStock': { code: 'move.noStock' },
  'move.fromFoundation': { code: 'move.fromFoundation' },
  'move.noSuchSource': { code: 'move.noSuchSource', source: { pile: 'waste', index: 3 } },
  'move.emptySource': { code: 'move.emptySource', source: { pile: 'column', index: 0 } },
  'move.needsAce': { code: 'move.needsAce', card: 5 },
  'move.notNext': { code: 'move.notNext', card: 5, foundation: 'ace', needs: 3 },
  'move.foundationComplete': { code: 'move.foundationComplete', suit: 2, foundation: 'king' },
  'move.noSuchColumn': { code: 'move.noSuchColumn', index: 9 },
  'move.noSuchWaste': { code: 'move.noSuchWaste', index: 1 },
  'move.ontoItself': { code: 'move.ontoItself', pile: 'waste' },
  'move.doesNotFit': { code: 'move.doesNotFit', card: 5, onto: 20, rule: 'wasteAnySuit' },
  'move.intoReserve': { code: 'move.intoReserve' },
  'move.noWasteOrAceKing': { code: 'move.noWasteOrAceKing' },
  'move.noColumns': { code: 'move.noColumns' },
  'move.noSuchPile': { code: 'move.noSuchPile' },
  'move.whichFoundation': { code: 'move.whichFoundation' },
  'move.wasteOnlyHome': { code: 'move.wasteOnlyHome' },
  'move.emptyWaste': { code: 'move.emptyWaste', from: 'reserve' },
  'move.malformed': { code: 'move.malformed' },
  'turn.redealFirst': { code: 'turn.redealFirst' },
  'turn.noRedealLeft': { code: 'turn.noRedealLeft' },
  'turn.nothingToTurn': { code: 'turn.nothingToTurn' },
  'redeal.stockNotEmpty': { code: 'redeal.stockNotEmpty' },
  'redeal.noneLeft': { code: 'redeal.noneLeft', passes: 3 },
  'redeal.wasteEmpty': { code: 'redeal.wasteEmpty' },
  'game.unknown': { code: 'game.unknown', given: '"klondike"' },
  'variant.unknown': { code: 'variant.unknown', game: 'alhambra', given: '"raglan"' },
  'game.notEngine': { code: 'game.notEngine' },
  'deal.missing': { code: 'deal.missing' },
  'deal.notANumber': { code: 'deal.notANumber', text: 'abc' },
  'deal.zero': { code: 'deal.zero' },
  'deal.tooBig': { code: 'deal.tooBig', text: '100000000000000000000' },
  'deal.outOfRange': { code: 'deal.outOfRange', number: '0' },
  'json.invalid': { code: 'json.invalid', input: 'record', detail: 'Unexpected token' },
  'layout.notObject': { code: 'layout.notObject' },
  'layout.gameMissing': { code: 'layout.gameMissing' },
  'layout.dealNotString': { code: 'layout.dealNotString' },
  'layout.notAList': { code: 'layout.notAList', part: { name: 'stock' }, of: 'cards' },
  'layout.wrongSize': {
    code: 'layout.wrongSize',
    part: { name: 'reserve' },
    unit: 'reservePile',
    expected: 8,
    actual: 7,
  },
  'layout.badCard': {
    code: 'layout.badCard',
    part: { name: 'column', index: 2 },
    cause: { code: 'card.unknown', text: '1X' },
  },
  'layout.acesNotHome': { code: 'layout.acesNotHome', kind: { game: 'king-albert', variant: 'raglan' } },
  'layout.cardMissing': { code: 'layout.cardMissing', card: 12 },
  'layout.cardCount': { code: 'layout.cardCount', card: 12, count: 2, expected: 1 },
  'notation.notAPile': { code: 'notation.notAPile', token: 'x9' },
  'notation.outOfRange': { code: 'notation.outOfRange', token: 'r7', pile: 'reserveSlot', letter: 'r', count: 6 },
  'notation.notAPileOf': { code: 'notation.notAPileOf', token: 'c1', kind: { game: 'alhambra', variant: 'granada' } },
  'notation.whichWaste': { code: 'notation.whichWaste', count: 4 },
  'notation.oneWaste': { code: 'notation.oneWaste', token: 'w2' },
  'notation.notAMove': { code: 'notation.notAMove', text: 'hello', game: 'alhambra' },
  'notation.fromFoundation': { code: 'notation.fromFoundation', token: 'a-w' },
  'notation.intoReserve': { code: 'notation.intoReserve', token: 'w-r1' },
  'notation.atMove': { code: 'notation.atMove', move: 3, cause: { code: 'notation.notAPile', token: 'x' } },
  'record.notObject': { code: 'record.notObject' },
  'record.noLayout': { code: 'record.noLayout' },
  'record.layout': { code: 'record.layout', cause: { code: 'layout.notObject' } },
  'record.movesNotList': { code: 'record.movesNotList' },
  'record.badMove': { code: 'record.badMove', move: 1, token: 'x', cause: { code: 'notation.notAPile', token: 'x' } },
  'record.illegalMove': {
    code: 'record.illegalMove',
    move: 1,
    token: 's',
    cause: { code: 'turn.nothingToTurn' },
  },
};

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
