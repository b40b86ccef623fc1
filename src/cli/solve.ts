import { availableParallelism } from 'node:os';
import { type Command, Option } from 'commander';
import { dealLayout } from '../deals/pysolfc.js';
import { parseKind } from '../formats/kind.js';
import { parseLayout } from '../formats/layout.js';
import { makeMoves } from '../formats/notation.js';
import { parseRecord } from '../formats/record.js';
import { gameTitle } from '../formats/text.js';
import { type GameId, gameVariantKey } from '../games/ids.js';
import { type AnyGame, assertNever, newGame } from '../games/index.js';
import type { Move } from '../games/types.js';
import { solverNow } from '../solver/clock.js';
import { type Relaxation, type SolveResult, solve, usesSatSolver } from '../solver/index.js';
import { portfolioMembers } from '../solver/portfolio.js';
import { colorOption, noColorOption, numberedLine, solutionSteps, stepsOption, terminalText } from './display.js';
import {
  coresWarning,
  dealOption,
  gameArgument,
  type Output,
  orFail,
  positiveNumber,
  positiveWhole,
  readInput,
  seedOption,
  THREADED_VARIANT_WORDS,
  threadsCount,
  UsageError,
  withCommas,
} from './input.js';
import { showPath } from './io-errors.js';
import { splitMoves } from './stats-line.js';

interface SolveCommandOptions {
  readonly variant?: string;
  readonly deal?: bigint;
  readonly layout?: string;
  readonly record?: string;
  readonly timeout?: number;
  readonly maxPositions?: number;
  readonly threads?: number;
  readonly seed?: number;
  readonly json?: boolean;
  readonly steps?: boolean;
  readonly color?: boolean;
}

/** Adds `patience solve` to the program. */
export const addSolveCommand = (program: Command, output: Output): void => {
  program
    .command('solve')
    .description('decide whether a deal or position can be won, and show how')
    .addArgument(gameArgument())
    .option('--variant <variant>', 'variant id (default: standard, or the one in the layout or record)')
    .addOption(dealOption('solve this numbered deal').conflicts(['layout', 'record']))
    .addOption(
      new Option('--layout <file>', 'solve this layout (JSON), - for standard input').conflicts(['deal', 'record']),
    )
    .addOption(
      new Option('--record <file>', 'solve the position after this game record, - for standard input').conflicts([
        'deal',
        'layout',
      ]),
    )
    .addOption(
      new Option('--timeout <seconds>', 'give up with verdict unknown after this many seconds').argParser(
        positiveNumber,
      ),
    )
    .addOption(
      new Option('--max-positions <count>', 'give up with verdict unknown after this many positions').argParser(
        positiveWhole,
      ),
    )
    .addOption(
      new Option(
        '--threads <count>',
        `threads: from 2, ${THREADED_VARIANT_WORDS} Alhambra split the solve among differently set up parts (default: 2, or 1 on one core)`,
      ).argParser(threadsCount),
    )
    .addOption(seedOption())
    .option(
      '--json',
      'print {"verdict","moves","positions","ms"} as JSON; without a win also "bestLine" and "bestCardsHome"',
    )
    .addOption(stepsOption('the winning line, or else the furthest line (text output)'))
    .addOption(colorOption())
    .addOption(noColorOption())
    .action(async (gameId: GameId, options: SolveCommandOptions) => {
      const game = await loadGame(gameId, options);
      const timeoutMs = options.timeout === undefined ? undefined : options.timeout * 1000;
      const { maxPositions, seed } = options;
      const threads = options.threads ?? Math.min(2, availableParallelism());
      const members = portfolioMembers(game, threads);
      const warning = coresWarning(members.length, `${members.length} threads`);
      if (warning !== undefined) output.error(warning);
      let result: SolveResult;
      let satSolverName: string | undefined;
      if (members.length > 1) {
        // Loaded only when used: the pool and CaDiCaL's WebAssembly cost start-up.
        const { SolverPool } = await import('../pool/solver-pool.js');
        const pool = new SolverPool(members.length);
        const progress = progressLine(output);
        try {
          const answer = await pool.solve(game.layout, members, { timeoutMs, maxPositions, seed }, (positions) =>
            progress?.(positions),
          );
          result = answer.result;
          satSolverName = answer.satSolver;
        } finally {
          await pool.close();
        }
      } else {
        const satSolver = usesSatSolver(game)
          ? await (await import('../solver/sat/cadical.js')).loadSatSolver()
          : undefined;
        result = solve(game, { timeoutMs, maxPositions, seed, onProgress: progressLine(output), satSolver });
        satSolverName = satSolver?.name;
      }
      output.status?.(undefined);
      const ms = Math.round(result.ms);
      if (options.json) {
        output.out(`${JSON.stringify(solveJson(game, result, ms))}\n`);
        return;
      }
      const deal = game.layout.deal === undefined ? '' : ` · deal ${game.layout.deal}`;
      const lines = [`${gameTitle(game)}${deal}: ${result.verdict}`, ...verdictLines(game, result, satSolverName)];
      lines.push(`positions searched: ${withCommas(result.positions)} · time: ${(ms / 1000).toFixed(2)} s`);
      output.out(`${lines.join('\n')}\n`);
      if (options.steps) output.out(`\n${solutionSteps(game, result, terminalText(options.color))}`);
    });
};

// The moves of a line in the notation, one string each.
const moveList = (game: AnyGame, moves: readonly Move[]): string[] => splitMoves(makeMoves(game.kind, moves));

// The answer of `solve --json`: `moves` always (empty unless won), how a loss was proven, and the furthest line when
// not won.
const solveJson = (game: AnyGame, result: SolveResult, ms: number) => {
  const head = {
    verdict: result.verdict,
    moves: result.verdict === 'winnable' ? moveList(game, result.moves) : [],
    positions: result.positions,
    ms,
  };
  if (result.verdict === 'winnable') return head;
  const proof =
    result.verdict === 'unknown'
      ? {}
      : result.proof === 'relaxation'
        ? { proof: result.proof, relaxation: result.relaxation }
        : { proof: result.proof };
  return {
    ...head,
    ...proof,
    bestLine: result.bestLine === undefined ? [] : moveList(game, result.bestLine),
    bestCardsHome: result.bestCardsHome ?? game.cardsHome,
  };
};

// What the text output says of the verdict: the winning line, or how a loss was proven or why the verdict is
// unknown, and then the line that got furthest.
const verdictLines = (game: AnyGame, result: SolveResult, satSolverName: string | undefined): string[] => {
  if (result.verdict === 'winnable') {
    const moves = moveList(game, result.moves);
    return [`winning line (${moves.length} moves):`, ...numberedLine(game, result.moves)];
  }
  const lines =
    result.verdict === 'unknown'
      ? ['the budget ran out before the search was done']
      : result.proof === 'search'
        ? ['every line of play was searched: none wins']
        : [relaxationText(result.relaxation, satSolverName)];
  if (result.bestLine !== undefined)
    lines.push(
      `furthest line found (${result.bestLine.length} moves, ${result.bestCardsHome} of ${game.cardCount} cards home):`,
      ...numberedLine(game, result.bestLine),
    );
  return lines;
};

// Why a relaxation's loss is the game's: each relaxation allows every line the rules allow, and more.
const relaxationText = (relaxation: Relaxation, satSolverName: string | undefined): string => {
  switch (relaxation) {
    case 'reserve-alone':
      return 'not even the reserve piles alone can be cleared, with every other card free to use, so no line wins';
    case 'suit-alone':
      return 'not even one suit alone can be played home, with every other suit gone, so no line wins';
    case 'sat':
      return `not even a relaxation of the rules can be won (no solution to its SAT problem, by ${satSolverName}), so no line wins`;
    default:
      return assertNever(relaxation);
  }
};

// Shows the positions searched and the time on the status line: at the first report, then at most four times a second.
const progressLine = (output: Output): ((positions: number) => undefined) | undefined => {
  const status = output.status;
  if (status === undefined) return undefined;
  const started = solverNow();
  let nextDraw = started;
  return (positions) => {
    const now = solverNow();
    if (now < nextDraw) return undefined;
    nextDraw = now + 250;
    status(`searching: ${withCommas(positions)} positions · ${((now - started) / 1000).toFixed(0)} s`);
    return undefined;
  };
};

/** The game to solve: a numbered deal, a layout or a record's position (commander refuses more than one of them). */
export const loadGame = async (gameId: GameId, options: SolveCommandOptions): Promise<AnyGame> => {
  if (options.deal === undefined && options.layout === undefined && options.record === undefined)
    throw new UsageError('give exactly one of --deal, --layout or --record');
  if (options.deal !== undefined) {
    const kind = orFail(parseKind(gameId, options.variant));
    return newGame(dealLayout(kind, options.deal));
  }
  let game: AnyGame;
  if (options.layout !== undefined) {
    const name = options.layout === '-' ? 'layout' : showPath(options.layout);
    const text = await readInput(options.layout);
    game = newGame(orFail(parseLayout(text), name));
  } else {
    const path = options.record!;
    const name = path === '-' ? 'record' : showPath(path);
    const text = await readInput(path);
    game = orFail(parseRecord(text), name).game;
  }
  const wanted = orFail(parseKind(gameId, options.variant ?? game.kind.variant));
  if (gameVariantKey(wanted) !== gameVariantKey(game.kind))
    throw new UsageError(`the file holds ${gameVariantKey(game.kind)}, not ${gameVariantKey(wanted)}`);
  return game;
};
