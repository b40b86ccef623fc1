import { cardLabel, makeCard, SUIT_SYMBOLS, suitOf } from '../core/cards.js';
import type { SourcePile as Source } from '../games/errors.js';
import { GAME_IDS, type GameId, VARIANT_IDS } from '../games/ids.js';
import { describeVariant, FAMILIES } from '../games/registry.js';
import { MAX_DEAL_NUMBER } from './deal-number.js';
import type { EngineError, EngineErrorCode, EngineErrorOf, LayoutPart, NotationPile } from './errors.js';

export type { EngineError } from './errors.js';

/** One language's words for every error code; a missing code fails to compile. `say` renders a nested cause. */
export type ErrorCatalogue = {
  readonly [C in EngineErrorCode]: (error: EngineErrorOf<C>, say: (cause: EngineError) => string) => string;
};

/** The words for an error in the language of `catalogue`. */
export const renderError = (catalogue: ErrorCatalogue, error: EngineError): string => {
  const say = (cause: EngineError): string => renderError(catalogue, cause);
  return (catalogue[error.code] as (error: EngineError, say: (cause: EngineError) => string) => string)(error, say);
};

const RANGE_TEXT = `a whole number from 1 to ${MAX_DEAL_NUMBER}`;
const LONGEST_QUOTED_INPUT = 40;

/** Input quoted as JSON, shortened with an ellipsis past 40 characters. */
export const quoteInput = (text: string): string =>
  JSON.stringify(text.length > LONGEST_QUOTED_INPUT ? `${text.slice(0, LONGEST_QUOTED_INPUT - 1)}…` : text);

const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

const source = (pile: Source): string => `${pile.pile} ${pile.index + 1}`;

const part = (named: LayoutPart): string => {
  switch (named.name) {
    case 'column':
      return `column ${named.index + 1}`;
    case 'reservePile':
      return `reserve pile ${named.index + 1}`;
    default:
      return named.name;
  }
};

const NOTATION_PILES: Readonly<Record<NotationPile, string>> = {
  column: 'column',
  reserveSlot: 'reserve slot',
  reservePile: 'reserve pile',
  wastePile: 'waste pile',
};

const MOVE_HINTS: Readonly<Record<GameId, string>> = {
  'king-albert': 'SOURCE-TARGET such as c4-c7',
  alhambra: 'SOURCE-TARGET such as r3-w, or s, or n',
};

const FOUNDATIONS = { foundation: '', ace: ' Ace', king: ' King' } as const;

/** English, the engine's own language: the command line and the web game's English read these. */
export const ENGLISH_ERRORS: ErrorCatalogue = {
  'card.unknown': (error) => `unknown card "${error.text}"`,
  'move.noStock': () => 'King Albert has no stock: only card moves are played',
  'move.fromFoundation': () => 'foundation cards never move',
  'move.noSuchSource': (error) => `there is no ${source(error.source)} in this game`,
  'move.emptySource': (error) => `${source(error.source)} is empty`,
  'move.needsAce': (error) => `${cardLabel(error.card)} cannot start a foundation: only an Ace can`,
  'move.notNext': (error) =>
    `${cardLabel(error.card)} does not go on the ${SUIT_SYMBOLS[suitOf(error.card)]}${FOUNDATIONS[error.foundation]} foundation: it needs ${cardLabel(error.needs)}`,
  'move.foundationComplete': (error) =>
    `the ${SUIT_SYMBOLS[error.suit]}${FOUNDATIONS[error.foundation]} foundation is complete`,
  'move.noSuchColumn': (error) => `there is no column ${error.index + 1}`,
  'move.noSuchWaste': (error) => `there is no waste ${error.index + 1} in this game`,
  'move.ontoItself': (error) => `a card cannot move onto its own ${error.pile === 'column' ? 'column' : 'waste pile'}`,
  'move.doesNotFit': (error) => {
    const rule =
      error.rule === 'column'
        ? 'a column takes the next lower rank of the other colour'
        : error.rule === 'waste'
          ? 'the waste takes the same suit one rank up or down'
          : 'the waste takes one rank up or down';
    return `${cardLabel(error.card)} does not fit on ${cardLabel(error.onto)}: ${rule}`;
  },
  'move.intoReserve': () => 'nothing is ever put into the reserve',
  'move.noWasteOrAceKing': () => 'King Albert has no waste and no Ace or King foundations',
  'move.noColumns': () => 'Alhambra has no columns',
  'move.noSuchPile': () => 'there is no such pile in Alhambra',
  'move.whichFoundation': () => 'say which foundation: the Ace foundation (a) or the King foundation (k)',
  'move.wasteOnlyHome': () => 'a waste card goes only to a foundation',
  'move.emptyWaste': (error) =>
    error.from === 'reserve' ? 'a reserve card cannot go onto an empty waste' : 'nothing can go onto an empty waste',
  'move.malformed': () => 'that is not a move: give a transfer, turn or redeal',
  'turn.redealFirst': () => 'the stock is empty: redeal first',
  'turn.noRedealLeft': () => 'the stock is empty and no redeal is left',
  'turn.nothingToTurn': () => 'the stock and the waste are empty: there is nothing to turn',
  'redeal.stockNotEmpty': () => 'the stock is not empty: no redeal yet',
  'redeal.noneLeft': (error) =>
    `no redeal is left: ${['no', 'one', 'two', 'three', 'four'][error.passes] ?? error.passes} passes in all`,
  'redeal.wasteEmpty': () => 'the waste is empty: there is nothing to redeal',
  'game.unknown': (error) => `unknown game ${error.given} (known: ${GAME_IDS.join(', ')})`,
  'variant.unknown': (error) =>
    `unknown variant ${error.given} of ${error.game} (known: ${VARIANT_IDS[error.game].join(', ')})`,
  'game.notEngine': () => 'that game was not made by newGame',
  'deal.missing': () => `deal number is missing: give ${RANGE_TEXT}`,
  'deal.notANumber': (error) => `deal number must be ${RANGE_TEXT}, not ${quoteInput(error.text)}`,
  'deal.zero': () => `deal number must be ${RANGE_TEXT}, not 0`,
  'deal.tooBig': (error) => `deal number ${quoteInput(error.text)} is too big: it must be ${RANGE_TEXT}`,
  'deal.outOfRange': (error) => `deal number must be ${RANGE_TEXT}, not ${error.number}`,
  'json.invalid': (error) => `${error.input} is not valid JSON: ${error.detail}`,
  'layout.notObject': () => 'layout must be a JSON object',
  'layout.gameMissing': () => `the layout does not name its game: add "game": one of ${GAME_IDS.join(', ')}`,
  'layout.dealNotString': () => 'deal must be a string of digits, such as "12345"',
  'layout.notAList': (error) => `${part(error.part)} must be a list of ${error.of}`,
  'layout.wrongSize': (error) =>
    `${part(error.part)} must hold ${plural(error.expected, error.unit === 'reservePile' ? 'reserve pile' : error.unit)}, not ${error.actual}`,
  'layout.badCard': (error, say) => `${say(error.cause)} in ${part(error.part)}`,
  'layout.acesNotHome': (error) => `${describeVariant(error.kind).title} starts with the four Aces on the foundations`,
  'layout.cardMissing': (error) => `card ${makeCard(error.card)} is missing`,
  'layout.cardCount': (error) =>
    `card ${makeCard(error.card)} appears ${plural(error.count, 'time')}, but this layout needs ${error.expected}`,
  'notation.notAPile': (error) => `"${error.token}" is not a pile`,
  'notation.outOfRange': (error) =>
    `"${error.token}" is not a ${NOTATION_PILES[error.pile]}: use ${error.letter}1–${error.letter}${error.count}`,
  'notation.notAPileOf': (error) => {
    const rules = describeVariant(error.kind);
    switch (rules.family) {
      case 'king-albert':
        return `"${error.token}" is not a pile of ${FAMILIES[rules.family].title} (c1–c${FAMILIES[rules.family].columns}, r1–r${rules.reserveSize}, f)`;
      case 'alhambra': {
        const waste = rules.wastePiles === 1 ? 'w' : `w1–w${rules.wastePiles}`;
        return `"${error.token}" is not a pile of ${FAMILIES[rules.family].title} (r1–r${rules.reservePiles}, ${waste}, a, k)`;
      }
    }
  },
  'notation.whichWaste': (error) => `say which waste pile: w1–w${error.count}`,
  'notation.oneWaste': (error) => `"${error.token}" is not a waste pile: this game has one, w`,
  'notation.notAMove': (error) => `"${error.text}" is not a move: write ${MOVE_HINTS[error.game]}`,
  'notation.fromFoundation': (error) => `"${error.token}": foundation cards never move`,
  'notation.intoReserve': (error) => `"${error.token}": nothing is ever put into the reserve`,
  'notation.atMove': (error, say) => `move ${error.move}: ${say(error.cause)}`,
  'record.notObject': () => 'record must be a JSON object',
  'record.noLayout': () => 'record has no layout',
  'record.layout': (error, say) => `record layout: ${say(error.cause)}`,
  'record.movesNotList': () => 'record moves must be a list of move tokens such as "r3-w"',
  'record.badMove': (error, say) => `move ${error.move} ("${error.token}"): ${say(error.cause)}`,
  'record.illegalMove': (error, say) => `move ${error.move} ("${error.token}") is illegal: ${say(error.cause)}`,
};

/** The English words for an engine error: the one place English text is made from error codes. */
export const describeError = (error: EngineError): string => renderError(ENGLISH_ERRORS, error);

/** English words for an engine error, or a message that is already words (other modules' errors), unchanged. */
export const describeAnyError = (error: EngineError | string): string =>
  typeof error === 'string' ? error : describeError(error);
