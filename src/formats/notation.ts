import { err, ok, type Result } from '../core/result.js';
import { ALHAMBRA_SHAPES } from '../games/alhambra/game.js';
import type { GameVariant } from '../games/ids.js';
import { KING_ALBERT_COLUMNS, KING_ALBERT_RESERVE_SIZE } from '../games/king-albert/game.js';
import type { Move, Source, Target } from '../games/types.js';

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

const wastePiles = (kind: GameVariant): number =>
  kind.game === 'alhambra' ? ALHAMBRA_SHAPES[kind.variant].wastePiles : 0;

const TOKEN = /^([a-z])(\d*)$/;

type Pile = Source | Target;

const parsePile = (kind: GameVariant, token: string): Result<Pile> => {
  const match = TOKEN.exec(token);
  if (match === null) return err(`"${token}" is not a pile`);
  const letter = match[1]!;
  const digits = match[2]!;
  const number = digits === '' ? undefined : Number(digits);
  const numbered = (pile: 'column' | 'reserve' | 'waste', count: number, name: string): Result<Pile> => {
    if (number === undefined || digits.startsWith('0') || number < 1 || number > count)
      return err(`"${token}" is not a ${name}: use ${letter}1–${letter}${count}`);
    return ok({ pile, index: number - 1 });
  };
  if (kind.game === 'king-albert') {
    if (letter === 'c') return numbered('column', KING_ALBERT_COLUMNS, 'column');
    if (letter === 'r') return numbered('reserve', KING_ALBERT_RESERVE_SIZE[kind.variant], 'reserve slot');
    if (letter === 'f' && number === undefined) return ok({ pile: 'foundation' });
    return err(`"${token}" is not a pile of King Albert (c1–c9, r1–r${KING_ALBERT_RESERVE_SIZE[kind.variant]}, f)`);
  }
  const shape = ALHAMBRA_SHAPES[kind.variant];
  if (letter === 'r') return numbered('reserve', shape.reservePiles, 'reserve pile');
  if (letter === 'w') {
    if (number === undefined && shape.wastePiles === 1) return ok({ pile: 'waste', index: 0 });
    if (number === undefined) return err('say which waste pile: w1–w4');
    if (shape.wastePiles === 1 && digits !== '1') return err(`"${token}" is not a waste pile: this game has one, w`);
    return numbered('waste', shape.wastePiles, 'waste pile');
  }
  if (letter === 'a' && number === undefined) return ok({ pile: 'ace' });
  if (letter === 'k' && number === undefined) return ok({ pile: 'king' });
  const waste = shape.wastePiles === 1 ? 'w' : 'w1–w4';
  return err(`"${token}" is not a pile of Alhambra (r1–r${shape.reservePiles}, ${waste}, a, k)`);
};

/** Parses one move token of the given game; the error says what is wrong with it. */
export const parseMove = (kind: GameVariant, text: string): Result<Move> => {
  const token = typeof text === 'string' ? text.trim() : '';
  if (kind.game === 'alhambra') {
    if (token === 's') return ok({ type: 'turn' });
    if (token === 'n') return ok({ type: 'redeal' });
  }
  const parts = token.split('-');
  if (parts.length !== 2) {
    const hint = kind.game === 'alhambra' ? 'SOURCE-TARGET such as r3-w, or s, or n' : 'SOURCE-TARGET such as c4-c7';
    return err(`"${String(text)}" is not a move: write ${hint}`);
  }
  const from = parsePile(kind, parts[0]!);
  if (!from.ok) return from;
  const to = parsePile(kind, parts[1]!);
  if (!to.ok) return to;
  const source = from.value;
  const target = to.value;
  if (source.pile === 'foundation' || source.pile === 'ace' || source.pile === 'king')
    return err(`"${token}": foundation cards never move`);
  if (target.pile === 'reserve') return err(`"${token}": nothing is ever put into the reserve`);
  return ok({ type: 'transfer', from: source, to: target });
};

/** Parses a line of play: tokens separated by spaces or commas. */
export const parseMoves = (kind: GameVariant, text: string): Result<Move[]> => {
  const moves: Move[] = [];
  for (const [index, token] of text
    .split(/[\s,]+/)
    .filter(Boolean)
    .entries()) {
    const move = parseMove(kind, token);
    if (!move.ok) return err(`move ${index + 1}: ${move.error}`);
    moves.push(move.value);
  }
  return ok(moves);
};

/** A line of play as text, tokens separated by spaces. */
export const makeMoves = (kind: GameVariant, moves: readonly Move[]): string =>
  moves.map((move) => makeMove(kind, move)).join(' ');
