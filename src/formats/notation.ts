import { err, ok, type Result } from '../core/result.js';
import type { GameVariant } from '../games/ids.js';
import { describeVariant, KING_ALBERT_FAMILY } from '../games/registry.js';
import type { Move, Source, Target } from '../games/types.js';
import type { EngineError, NotationError, NotationPile } from './errors.js';
import { checkKind } from './kind.js';

/** The notation of one move: `c4-c7`, `r3-f`, `r3-w`, `w2-w4`, `w-a`, `r1-k`, `s` (turn), `n` (redeal). */
export const makeMove = (kind: GameVariant, move: Move): string => {
  switch (move.type) {
    case 'turn':
      return 's';
    case 'redeal':
      return 'n';
    case 'transfer':
      return `${makePile(kind, move.from)}-${makePile(kind, move.to)}`;
  }
};

const makePile = (kind: GameVariant, pile: Source | Target): string => {
  switch (pile.pile) {
    case 'column':
      return `c${pile.index + 1}`;
    case 'reserve':
      return `r${pile.index + 1}`;
    case 'waste':
      return wastePiles(kind) === 1 ? 'w' : `w${pile.index + 1}`;
    case 'foundation':
      return 'f';
    case 'ace':
      return 'a';
    case 'king':
      return 'k';
  }
};

const wastePiles = (kind: GameVariant): number => {
  switch (kind.game) {
    case 'king-albert':
      return 0;
    case 'alhambra':
      return describeVariant(kind).wastePiles;
  }
};

const TOKEN = /^([a-z])(\d*)$/;

type Pile = Source | Target;

const parsePile = (kind: GameVariant, token: string): Result<Pile, NotationError> => {
  const match = TOKEN.exec(token);
  if (match === null) return err({ code: 'notation.notAPile', token });
  const letter = match[1]!;
  const digits = match[2]!;
  const number = digits === '' ? undefined : Number(digits);
  const numbered = (
    pile: 'column' | 'reserve' | 'waste',
    count: number,
    name: NotationPile,
  ): Result<Pile, NotationError> => {
    if (number === undefined || digits.startsWith('0') || number < 1 || number > count)
      return err({ code: 'notation.outOfRange', token, pile: name, letter, count });
    return ok({ pile, index: number - 1 });
  };
  const notAPile = err({ code: 'notation.notAPileOf', token, kind } as const);
  switch (kind.game) {
    case 'king-albert': {
      const rules = describeVariant(kind);
      if (letter === 'c') return numbered('column', KING_ALBERT_FAMILY.columns, 'column');
      if (letter === 'r') return numbered('reserve', rules.reserveSize, 'reserveSlot');
      if (letter === 'f' && number === undefined) return ok({ pile: 'foundation' });
      return notAPile;
    }
    case 'alhambra': {
      const rules = describeVariant(kind);
      if (letter === 'r') return numbered('reserve', rules.reservePiles, 'reservePile');
      if (letter === 'w') {
        if (number === undefined && rules.wastePiles === 1) return ok({ pile: 'waste', index: 0 });
        if (number === undefined) return err({ code: 'notation.whichWaste', count: rules.wastePiles });
        if (rules.wastePiles === 1 && digits !== '1') return err({ code: 'notation.oneWaste', token });
        return numbered('waste', rules.wastePiles, 'wastePile');
      }
      if (letter === 'a' && number === undefined) return ok({ pile: 'ace' });
      if (letter === 'k' && number === undefined) return ok({ pile: 'king' });
      return notAPile;
    }
  }
};

/** Parses one move token of the given game; the error says what is wrong with it (or with the game named). */
export const parseMove = (kind: GameVariant, text: string): Result<Move, EngineError> => {
  const checked = checkKind(kind);
  if (!checked.ok) return checked;
  const game = checked.value;
  const token = typeof text === 'string' ? text.trim() : '';
  switch (game.game) {
    case 'alhambra':
      if (token === 's') return ok({ type: 'turn' });
      if (token === 'n') return ok({ type: 'redeal' });
      break;
    case 'king-albert':
      break;
  }
  const parts = token.split('-');
  if (parts.length !== 2) return err({ code: 'notation.notAMove', text: String(text), game: game.game });
  const from = parsePile(game, parts[0]!);
  if (!from.ok) return from;
  const to = parsePile(game, parts[1]!);
  if (!to.ok) return to;
  const source = from.value;
  const target = to.value;
  if (source.pile === 'foundation' || source.pile === 'ace' || source.pile === 'king')
    return err({ code: 'notation.fromFoundation', token });
  if (target.pile === 'reserve') return err({ code: 'notation.intoReserve', token });
  return ok({ type: 'transfer', from: source, to: target });
};

/** Parses a line of play: tokens separated by spaces or commas. */
export const parseMoves = (kind: GameVariant, text: string): Result<Move[], EngineError> => {
  const checked = checkKind(kind);
  if (!checked.ok) return checked;
  const moves: Move[] = [];
  const tokens = typeof text === 'string' ? text.split(/[\s,]+/).filter(Boolean) : [String(text)];
  for (const [index, token] of tokens.entries()) {
    const move = parseMove(checked.value, token);
    if (!move.ok) return err({ code: 'notation.atMove', move: index + 1, cause: move.error });
    moves.push(move.value);
  }
  return ok(moves);
};

/** A line of play as text, tokens separated by spaces. */
export const makeMoves = (kind: GameVariant, moves: readonly Move[]): string =>
  moves.map((move) => makeMove(kind, move)).join(' ');
