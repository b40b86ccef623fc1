import { cardLabel, makeCard, SUIT_SYMBOLS, suitOf } from '../../../src/core/cards.js';
import { MAX_DEAL_NUMBER } from '../../../src/formats/deal-number.js';
import type { LayoutPart, NotationPile } from '../../../src/formats/errors.js';
import type { ErrorCatalogue } from '../../../src/formats/messages.js';
import type { SourcePile as Source } from '../../../src/games/errors.js';
import { GAME_IDS } from '../../../src/games/ids.js';
import { describeVariant } from '../../../src/games/registry.js';

/** A card in German indices ("B♠", "10♥"): Bube B, Dame D, König K, Ass A. */
const card = (value: number): string => cardLabel(value).replace(/^J/, 'B').replace(/^Q/, 'D');

const PILES = { column: 'Spalte', reserve: 'Reserve', waste: 'Ablagestapel' } as const;
const pile = (source: Source): string => `${PILES[source.pile]} ${source.index + 1}`;

const part = (named: LayoutPart): string => {
  switch (named.name) {
    case 'column':
      return `Spalte ${named.index + 1}`;
    case 'reservePile':
      return `Reservestapel ${named.index + 1}`;
    case 'tableau':
      return 'die Auslage';
    case 'reserve':
      return 'die Reserve';
    case 'foundations':
      return 'die Grundstapel';
    case 'stock':
      return 'der Talon';
  }
};

const NOTATION_PILES: Readonly<Record<NotationPile, string>> = {
  column: 'eine Spalte',
  reserveSlot: 'ein Reserveplatz',
  reservePile: 'ein Reservestapel',
  wastePile: 'ein Ablagestapel',
};

const foundation = (suit: number, kind: 'foundation' | 'ace' | 'king'): string =>
  kind === 'ace'
    ? `den ${SUIT_SYMBOLS[suit]}-Grundstapel ab Ass`
    : kind === 'king'
      ? `den ${SUIT_SYMBOLS[suit]}-Grundstapel ab König`
      : `den ${SUIT_SYMBOLS[suit]}-Grundstapel`;

const RANGE = `eine ganze Zahl von 1 bis ${MAX_DEAL_NUMBER}`;
const quote = (text: string): string => `„${text.length > 40 ? `${text.slice(0, 39)}…` : text}“`;
const cards = (count: number): string => (count === 1 ? '1 Karte' : `${count} Karten`);

/** German words for every engine error; a new error code does not compile until it is here. */
export const GERMAN_ERRORS: ErrorCatalogue = {
  'card.unknown': (error) => `unbekannte Karte „${error.text}“`,
  'move.noStock': () => 'König Albert hat keinen Talon: hier zieht man nur Karten',
  'move.fromFoundation': () => 'Karten auf einem Grundstapel bleiben dort',
  'move.noSuchSource': (error) => `${pile(error.source)} gibt es in diesem Spiel nicht`,
  'move.emptySource': (error) => `${pile(error.source)} ist leer`,
  'move.needsAce': (error) => `${card(error.card)} kann keinen Grundstapel beginnen: das kann nur ein Ass`,
  'move.notNext': (error) =>
    `${card(error.card)} passt nicht auf ${foundation(suitOf(error.card), error.foundation)}: dort ist ${card(error.needs)} an der Reihe`,
  'move.foundationComplete': (error) =>
    `der ${SUIT_SYMBOLS[error.suit]}-Grundstapel ab ${error.foundation === 'ace' ? 'Ass' : 'König'} ist vollständig`,
  'move.noSuchColumn': (error) => `Spalte ${error.index + 1} gibt es nicht`,
  'move.noSuchWaste': (error) => `Ablagestapel ${error.index + 1} gibt es in diesem Spiel nicht`,
  'move.ontoItself': (error) =>
    error.pile === 'column'
      ? 'eine Karte kann nicht auf ihre eigene Spalte ziehen'
      : 'eine Karte kann nicht auf ihren eigenen Ablagestapel ziehen',
  'move.doesNotFit': (error) => {
    const rule =
      error.rule === 'column'
        ? 'in einer Spalte folgt der nächstniedrigere Rang der anderen Farbe'
        : error.rule === 'waste'
          ? 'auf den Ablagestapel kommt nur dieselbe Farbe, einen Rang höher oder tiefer'
          : 'auf den Ablagestapel kommt nur ein Rang höher oder tiefer';
    return `${card(error.card)} passt nicht auf ${card(error.onto)}: ${rule}`;
  },
  'move.intoReserve': () => 'in die Reserve wird nie eine Karte gelegt',
  'move.noWasteOrAceKing': () => 'König Albert hat keinen Ablagestapel und keine Grundstapel ab Ass oder König',
  'move.noColumns': () => 'Alhambra hat keine Spalten',
  'move.noSuchPile': () => 'diesen Stapel gibt es in Alhambra nicht',
  'move.whichFoundation': () => 'welcher Grundstapel: der ab Ass (a) oder der ab König (k)?',
  'move.wasteOnlyHome': () => 'eine Karte vom Ablagestapel darf nur auf einen Grundstapel',
  'move.emptyWaste': (error) =>
    error.from === 'reserve'
      ? 'auf einen leeren Ablagestapel darf keine Reservekarte'
      : 'auf einen leeren Ablagestapel darf keine Karte',
  'move.malformed': () => 'das ist kein Zug',
  'turn.redealFirst': () => 'der Talon ist leer: erst neu austeilen',
  'turn.noRedealLeft': () => 'der Talon ist leer und kein Durchgang mehr übrig',
  'turn.nothingToTurn': () => 'Talon und Ablagestapel sind leer: es gibt nichts aufzudecken',
  'redeal.stockNotEmpty': () => 'der Talon ist noch nicht leer: noch kein neuer Durchgang',
  'redeal.noneLeft': (error) =>
    `kein neuer Durchgang mehr: es gibt insgesamt ${['keinen', 'einen', 'zwei', 'drei', 'vier'][error.passes] ?? error.passes}`,
  'redeal.wasteEmpty': () => 'der Ablagestapel ist leer: es gibt nichts neu auszuteilen',
  'game.unknown': (error) => `unbekanntes Spiel ${error.given}`,
  'variant.unknown': (error) => `unbekannte Variante ${error.given} von ${error.game}`,
  'game.notEngine': () => 'dieses Spiel stammt nicht von newGame',
  'deal.missing': () => `die Spielnummer fehlt: bitte ${RANGE} angeben`,
  'deal.notANumber': (error) => `die Spielnummer muss ${RANGE} sein, nicht ${quote(error.text)}`,
  'deal.zero': () => `die Spielnummer muss ${RANGE} sein, nicht 0`,
  'deal.tooBig': (error) => `die Spielnummer ${quote(error.text)} ist zu groß: sie muss ${RANGE} sein`,
  'deal.outOfRange': (error) => `die Spielnummer muss ${RANGE} sein, nicht ${error.number}`,
  'json.invalid': (error) =>
    `${error.input === 'layout' ? 'die Auslage' : 'das Spielprotokoll'} ist kein gültiges JSON (${error.detail})`,
  'layout.notObject': () => 'die Auslage muss ein JSON-Objekt sein',
  'layout.gameMissing': () => `die Auslage nennt ihr Spiel nicht: „game“ fehlt (eines von ${GAME_IDS.join(', ')})`,
  'layout.dealNotString': () => 'die Spielnummer muss eine Zeichenkette aus Ziffern sein, etwa „12345“',
  'layout.notAList': (error) =>
    `${part(error.part)}: erwartet wird eine Liste von ${error.of === 'cards' ? 'Karten' : 'Stapeln'}`,
  'layout.wrongSize': (error) => {
    const unit =
      error.unit === 'card'
        ? cards(error.expected)
        : error.unit === 'column'
          ? `${error.expected} Spalten`
          : `${error.expected} Reservestapel`;
    return `${part(error.part)}: erwartet werden ${unit}, nicht ${error.actual}`;
  },
  'layout.badCard': (error, say) => `${say(error.cause)} in ${part(error.part)}`,
  'layout.acesNotHome': (error) =>
    `bei ${describeVariant(error.kind).title} liegen die vier Asse von Anfang an auf den Grundstapeln`,
  'layout.cardMissing': (error) => `die Karte ${makeCard(error.card)} fehlt`,
  'layout.cardCount': (error) =>
    `die Karte ${makeCard(error.card)} kommt ${error.count}-mal vor, diese Auslage braucht sie ${error.expected}-mal`,
  'notation.notAPile': (error) => `„${error.token}“ ist kein Stapel`,
  'notation.outOfRange': (error) =>
    `„${error.token}“ ist nicht ${NOTATION_PILES[error.pile]}: ${error.letter}1–${error.letter}${error.count}`,
  'notation.notAPileOf': (error) => `„${error.token}“ ist kein Stapel dieses Spiels`,
  'notation.whichWaste': (error) => `welcher Ablagestapel: w1–w${error.count}?`,
  'notation.oneWaste': (error) => `„${error.token}“ ist kein Ablagestapel: dieses Spiel hat nur einen, w`,
  'notation.notAMove': (error) => `„${error.text}“ ist kein Zug`,
  'notation.fromFoundation': (error) => `„${error.token}“: Karten auf einem Grundstapel bleiben dort`,
  'notation.intoReserve': (error) => `„${error.token}“: in die Reserve wird nie eine Karte gelegt`,
  'notation.atMove': (error, say) => `Zug ${error.move}: ${say(error.cause)}`,
  'record.notObject': () => 'das Spielprotokoll muss ein JSON-Objekt sein',
  'record.noLayout': () => 'das Spielprotokoll enthält keine Auslage',
  'record.layout': (error, say) => `Auslage des Spielprotokolls: ${say(error.cause)}`,
  'record.movesNotList': () => 'die Züge des Spielprotokolls müssen eine Liste wie „r3-w“ sein',
  'record.badMove': (error, say) => `Zug ${error.move} („${error.token}“): ${say(error.cause)}`,
  'record.illegalMove': (error, say) => `Zug ${error.move} („${error.token}“) ist nicht erlaubt: ${say(error.cause)}`,
};
