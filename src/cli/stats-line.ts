import { err, ok, type Result } from '../core/result.js';
import { parseDealNumber } from '../formats/deal-number.js';
import { parseKind } from '../formats/kind.js';
import { makeMoves } from '../formats/notation.js';
import { assertNever, newGame } from '../games/index.js';
import type { Layout } from '../games/layout.js';
import { RELAXATIONS, type Relaxation, type SolveResult } from '../solver/types.js';

/** The budget of each solve of a `stats` run: a time limit, a position limit, or both. */
export interface StatsBudget {
  readonly seconds?: number;
  readonly positions?: number;
}

/** One solved deal, as written to a results file (`stats --out`), one JSON object a line. */
export interface StatsLine {
  readonly game: string;
  readonly variant: string;
  readonly deal: string;
  readonly verdict: 'winnable' | 'unwinnable' | 'unknown';
  readonly positions: number;
  readonly ms: number;
  /** The winning line, one move a string. */
  readonly moves?: readonly string[];
  /** How a loss was proven: by the search or by a relaxation. */
  readonly proof?: 'search' | 'relaxation';
  /** Which relaxation, when `proof` is `relaxation`. */
  readonly relaxation?: Relaxation;
  /** The run's settings; absent in files written before they were recorded. */
  readonly budget?: StatsBudget;
  readonly seed?: number;
  readonly threads?: number;
  /** The package version that solved the deal. */
  readonly version?: string;
}

/** The settings a `stats` run records in every line. */
export interface StatsSettings {
  readonly budget: StatsBudget;
  readonly seed: number;
  readonly threads: number;
  readonly version: string;
}

/** One solved deal's line, from the solver's result and the run's settings. */
export const makeStatsLine = (layout: Layout, result: SolveResult, settings: StatsSettings): StatsLine => {
  const game = newGame(layout);
  const head = {
    game: layout.game,
    variant: layout.variant,
    deal: layout.deal!,
    verdict: result.verdict,
    positions: result.positions,
    ms: Math.round(result.ms),
  };
  const tail = {
    budget: settings.budget,
    seed: settings.seed,
    threads: settings.threads,
    version: settings.version,
  };
  switch (result.verdict) {
    case 'winnable':
      return { ...head, moves: splitMoves(makeMoves(game.kind, result.moves)), ...tail };
    case 'unwinnable':
      return result.proof === 'relaxation'
        ? { ...head, proof: result.proof, relaxation: result.relaxation, ...tail }
        : { ...head, proof: result.proof, ...tail };
    case 'unknown':
      return { ...head, ...tail };
    default:
      return assertNever(result);
  }
};

/** A line of play in the notation as a list of moves. */
export const splitMoves = (text: string): string[] => text.split(/\s+/).filter(Boolean);

const VERDICTS = ['winnable', 'unwinnable', 'unknown'] as const;
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks one parsed line of a results file. Lines written before the settings were recorded still read: their moves
 * are one space-separated string, made a list here, and they have no budget, threads or version.
 */
export const parseStatsLine = (data: unknown): Result<StatsLine, string> => {
  if (!isRecord(data)) return err('not a JSON object');
  const kind = parseKind(data.game, data.variant);
  if (!kind.ok) return err('no known game and variant');
  const deal = typeof data.deal === 'string' ? parseDealNumber(data.deal) : undefined;
  if (deal === undefined || !deal.ok) return err('no deal number');
  const verdict = VERDICTS.find((known) => known === data.verdict);
  if (verdict === undefined) return err('no verdict');
  if (!isCount(data.positions) || !isCount(data.ms)) return err('no positions or time');
  let moves: readonly string[] | undefined;
  if (typeof data.moves === 'string') moves = splitMoves(data.moves);
  else if (Array.isArray(data.moves) && data.moves.every((move) => typeof move === 'string')) moves = data.moves;
  else if (data.moves !== undefined) return err('moves are not a list');
  if (verdict === 'winnable' && moves === undefined) return err('a win without its moves');
  if (data.proof !== undefined && data.proof !== 'search' && data.proof !== 'relaxation') return err('unknown proof');
  const relaxation = RELAXATIONS.find((known) => known === data.relaxation);
  if (data.relaxation !== undefined && relaxation === undefined) return err('unknown relaxation');
  const budget = data.budget;
  if (budget !== undefined && !(isRecord(budget) && Object.values(budget).every(isCount))) return err('bad budget');
  if (data.seed !== undefined && !isCount(data.seed)) return err('bad seed');
  if (data.threads !== undefined && !isCount(data.threads)) return err('bad threads');
  if (data.version !== undefined && typeof data.version !== 'string') return err('bad version');
  return ok({
    ...(data as unknown as StatsLine),
    game: kind.value.game,
    variant: kind.value.variant,
    deal: deal.value.toString(),
    verdict,
    ...(moves === undefined ? {} : { moves }),
  });
};
