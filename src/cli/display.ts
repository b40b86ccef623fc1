import { InvalidArgumentError, Option } from 'commander';
import { isRed } from '../core/cards.js';
import { makeMove } from '../formats/notation.js';
import { renderText, type TextOptions } from '../formats/text.js';
import type { AnyGame } from '../games/index.js';
import type { Move } from '../games/types.js';
import type { SolveResult } from '../solver/types.js';

/** `--color`: colour the cards even when standard output is no terminal (a pipe, a file) or NO_COLOR is set. */
export const colorOption = (): Option =>
  new Option('--color', 'colour the cards even when the output is not a terminal or NO_COLOR is set');

/** `--no-color`: never colour the cards. */
export const noColorOption = (): Option => new Option('--no-color', 'never colour the cards');

/** `--steps`: the position after each move of a line. */
export const stepsOption = (what: string): Option =>
  new Option('--steps', `show the position after each move of ${what}`);

/** `--full`: every card of the position. */
export const fullOption = (): Option =>
  new Option('--full', "show every card: each Alhambra reserve pile in full and the stock's order");

/**
 * Whether to colour the cards: as `--color` or `--no-color` says (`option`), else only on a terminal, and not when
 * the NO_COLOR environment variable is set (https://no-color.org) or the terminal is `dumb`.
 */
export const wantsColour = (
  option: boolean | undefined,
  env: NodeJS.ProcessEnv = process.env,
  terminal: boolean = process.stdout.isTTY === true,
): boolean => {
  if (option !== undefined) return option;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return terminal && env.TERM !== 'dumb';
};

// Red suits in the terminal's red, black ones in its own colour (black would vanish on a dark background).
const RED = '\x1b[31m';
const DEFAULT_COLOUR = '\x1b[39m';
const paintCard = (label: string, card: number): string => (isRed(card) ? `${RED}${label}${DEFAULT_COLOUR}` : label);

/** How the command line draws a position: coloured when `wantsColour` says so, every card with `full`. */
export const terminalText = (color: boolean | undefined, full = false): TextOptions => ({
  full,
  paint: wantsColour(color) ? paintCard : undefined,
});

// Moves on one row of a numbered line, and the width of each move's column.
const ROW_MOVES = 10;
const MOVE_WIDTH = 6;

/** A line of moves as numbered rows of ten, each row headed by the number of its first move. */
export const numberedLine = (game: AnyGame, moves: readonly Move[], firstNumber = 1): string[] => {
  const width = String(firstNumber + moves.length - 1).length;
  const rows: string[] = [];
  for (let start = 0; start < moves.length; start += ROW_MOVES) {
    const tokens = moves.slice(start, start + ROW_MOVES).map((move) => makeMove(game.kind, move).padEnd(MOVE_WIDTH));
    rows.push(`  ${String(firstNumber + start).padStart(width)}  ${tokens.join('').trimEnd()}`);
  }
  return rows;
};

/**
 * The game's position and then the position after each move of the line, each headed by the move's number (counted
 * from `firstNumber`) and token, a blank line between. The game is left as it is.
 */
export const stepsText = (game: AnyGame, moves: readonly Move[], options: TextOptions, firstNumber = 1): string => {
  const copy = game.clone();
  const blocks = [renderText(copy, options)];
  moves.forEach((move, index) => {
    const played = copy.play(move);
    if (!played.ok) throw new Error(`move ${firstNumber + index} of the line is illegal`);
    blocks.push(`Move ${firstNumber + index}: ${makeMove(game.kind, move)}\n${renderText(copy, options)}`);
  });
  return `${blocks.join('\n\n')}\n`;
};

/** A parser of a move number for `--to`: a whole number from 0 (the start). */
export const moveNumber = (text: string): number => {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value))
    throw new InvalidArgumentError('it must be a whole number of moves, 0 for the start');
  return value;
};

/** The positions along a solve's winning line, or else its furthest line (none without one). */
export const solutionSteps = (game: AnyGame, result: SolveResult, options: TextOptions): string =>
  stepsText(game, result.verdict === 'winnable' ? result.moves : (result.bestLine ?? []), options);
