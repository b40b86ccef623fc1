import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

// What the command line draws in a terminal, checked against PySolFC's deals as its own code deals them
// (test/fixtures/pysolfc-deals.json), card by card. The compiled program runs in a child process.

type Env = Record<string, string | undefined>;

// The environment without NO_COLOR (the test runner's own may set it), plus what a test adds.
const environment = (extra: Env = {}): Record<string, string> => {
  const env: Env = { ...process.env, ...extra };
  if (!('NO_COLOR' in extra)) delete env.NO_COLOR;
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
};

const run = (args: string[], input?: string, env: Env = {}) => {
  const result = spawnSync(process.execPath, ['bin/patience.cjs', ...args], {
    encoding: 'utf8',
    input,
    env: environment(env),
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};

// Runs the command on a terminal: util-linux's `script` gives it a pseudo-terminal as standard output.
const runOnTerminal = (args: string[], env: Env = {}) => {
  const command = [process.execPath, 'bin/patience.cjs', ...args].map((word) => `'${word}'`).join(' ');
  const result = spawnSync('script', ['-qec', command, '/dev/null'], { encoding: 'utf8', env: environment(env) });
  return { status: result.status, stdout: result.stdout.replaceAll('\r\n', '\n') };
};

interface Vector {
  readonly game: string;
  readonly variant: string;
  readonly deal: string;
  readonly tableau?: string[][];
  readonly reserve: (string | string[])[];
  readonly stock?: string[];
}

const vectors = JSON.parse(readFileSync('test/fixtures/pysolfc-deals.json', 'utf8')) as Vector[];
const vector = (game: string, variant: string, deal: string): Vector => {
  const found = vectors.find((entry) => entry.game === game && entry.variant === variant && entry.deal === deal);
  if (found === undefined) throw new Error(`no vector for ${game} ${variant} ${deal}`);
  return found;
};
const layoutOf = ({ pysolfcGameId: _id, ...layout }: Vector & { pysolfcGameId?: number }) => layout;
const alhambra = layoutOf(vector('alhambra', 'standard', '1'));

// A card token as the picture shows it: `TH` is `10♥`.
const SYMBOLS: Record<string, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };
const label = (token: string): string => `${token[0] === 'T' ? '10' : token[0]}${SYMBOLS[token[1]!]}`;
const words = (text: string): string[] => text.trim().split(/\s+/).filter(Boolean);

// The rows of the picture after the line that starts with `from`, up to the one starting with `to` (or the end).
const section = (stdout: string, from: string, to?: string): string[] => {
  const lines = stdout.trimEnd().split('\n');
  const start = lines.findIndex((line) => line.startsWith(from));
  expect(start).toBeGreaterThanOrEqual(0);
  if (to === undefined) return lines.slice(start + 1);
  const end = lines.findIndex((line, index) => index > start && line.startsWith(to));
  expect(end).toBeGreaterThan(start);
  return lines.slice(start + 1, end);
};

// The positions of a `--steps` output: what comes before move 1, then one block for each move.
const stepBlocks = (stdout: string): string[] => stdout.trimEnd().split(/\n\n(?=Move \d+: )/);

describe('deal --full', () => {
  test.each([
    ['standard', '1'],
    ['granada', '32000'],
    ['reinforcement', '617'],
    ['any-suit', '99999999999999999999'],
  ])(
    'Alhambra %s deal %s: each reserve pile bottom card first, and the stock in the order it turns',
    (variant, deal) => {
      const expected = vector('alhambra', variant, deal);
      const result = run(['deal', 'alhambra', '--variant', variant, '--deal', deal, '--full']);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      const piles = section(result.stdout, 'Reserve piles', 'Stock');
      expect(piles.map(words)).toEqual(
        (expected.reserve as string[][]).map((pile, index) => [`r${index + 1}`, ...pile.map(label)]),
      );
      const stock = section(result.stdout, 'Stock', 'Waste').flatMap(words);
      expect(stock).toEqual(expected.stock!.map(label));
      expect(result.stdout).toContain(`Stock, next card first: ${expected.stock!.length} cards · pass 1/3`);
    },
  );

  test('King Albert: every column card in its place and the whole reserve', () => {
    const expected = vector('king-albert', 'standard', '617');
    const result = run(['deal', 'king-albert', '--deal', '617', '--full']);
    expect(result.status).toBe(0);
    // Each column is a cell five wide and a space, top row the bottom card.
    const rows = section(result.stdout, 'c1 ', 'Reserve').filter((row) => row.trim() !== '');
    const columns = expected.tableau!.map((_, column) =>
      rows.map((row) => row.slice(column * 6, column * 6 + 5).trim()).filter(Boolean),
    );
    expect(columns).toEqual(expected.tableau!.map((column) => column.map(label)));
    const reserve = result.stdout.split('\n').find((line) => line.startsWith('Reserve'))!;
    expect(words(reserve.replace('Reserve', ''))).toEqual(
      (expected.reserve as string[]).flatMap((card, index) => [`r${index + 1}`, label(card)]),
    );
  });
});

describe('colour', () => {
  const RED = '\x1b[31m';
  const RESET = '\x1b[39m';

  test('red suits in red on a terminal, black ones as they are', () => {
    const result = runOnTerminal(['deal', 'king-albert', '--deal', '1']);
    expect(result.status).toBe(0);
    // Deal 1's first column is 8♥, its fourth starts 9♥ and its sixth holds 5♠.
    expect(result.stdout).toContain(`${RED}8♥${RESET}`);
    expect(result.stdout).toContain(`${RED}9♥${RESET}`);
    expect(result.stdout).toContain('5♠');
    expect(result.stdout).not.toContain(`${RED}5♠`);
  });

  test.each([
    ['NO_COLOR on a terminal', () => runOnTerminal(['deal', 'alhambra', '--deal', '1'], { NO_COLOR: '1' })],
    ['--no-color on a terminal', () => runOnTerminal(['deal', 'alhambra', '--deal', '1', '--no-color'])],
    ['a pipe', () => run(['deal', 'alhambra', '--deal', '1'])],
    [
      'a pipe, steps of a replay',
      () => run(['replay', '-', '--steps'], JSON.stringify({ layout: alhambra, moves: ['s'] })),
    ],
  ])('none with %s', (_name, draw) => {
    const result = draw();
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('A♦');
    expect(result.stdout).not.toContain('\x1b');
  });

  test('--color forces it into a pipe, over NO_COLOR', () => {
    const result = run(['deal', 'alhambra', '--deal', '1', '--full', '--color'], undefined, { NO_COLOR: '1' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`${RED}A♦${RESET}`);
    // Columns stay aligned: a coloured picture without its colours is the plain one.
    expect(result.stdout.replaceAll(RED, '').replaceAll(RESET, '')).toBe(
      run(['deal', 'alhambra', '--deal', '1', '--full']).stdout,
    );
  });
});

describe('deal --layout', () => {
  const directory = mkdtempSync(join(tmpdir(), 'patience-display-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));
  const file = (name: string, content: unknown): string => {
    const path = join(directory, name);
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
    return path;
  };

  test('draws the layout as the numbered deal is drawn, its variant from the file', () => {
    const layout = layoutOf(vector('alhambra', 'granada', '32000'));
    const result = run(['deal', 'alhambra', '--layout', file('granada.json', layout), '--full']);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(run(['deal', 'alhambra', '--variant', 'granada', '--deal', '32000', '--full']).stdout);
    const piped = run(['deal', 'alhambra', '--layout', '-', '--json'], JSON.stringify(layout));
    expect(JSON.parse(piped.stdout)).toEqual(layout);
  });

  test.each([
    [
      'a layout of another game',
      () => ['deal', 'king-albert', '--layout', file('other.json', alhambra)],
      'the file holds alhambra/standard, not king-albert/standard',
    ],
    [
      'a layout of another variant',
      () => ['deal', 'alhambra', '--variant', 'granada', '--layout', file('standard.json', alhambra)],
      'not alhambra/granada',
    ],
    [
      'a bad layout',
      () => ['deal', 'alhambra', '--layout', file('bad.json', { ...alhambra, stock: [] })],
      'stock must hold 64 cards, not 0',
    ],
    ['a missing file', () => ['deal', 'alhambra', '--layout', join(directory, 'none.json')], 'no such file'],
    ['--layout and --deal', () => ['deal', 'alhambra', '--layout', 'x.json', '--deal', '1'], 'cannot be used with'],
  ])('refuses %s with one line and exit 2', (_name, args, message) => {
    const result = run(args());
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^patience: /);
    expect(result.stderr).toContain(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('replay --to and --steps', () => {
  const moves = ['s', 's', 's', 's', 's', 's'];
  const record = JSON.stringify({ layout: alhambra, moves });
  const prefix = (count: number) => JSON.stringify({ layout: alhambra, moves: moves.slice(0, count) });

  test.each([0, 3, 6])('--to %i shows the position after that move', (count) => {
    const result = run(['replay', '-', '--to', String(count), '--full'], record);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(`${count} moves · playing`);
    expect(result.stdout).toBe(run(['replay', '-', '--full'], prefix(count)).stdout);
    // The waste holds the first `count` stock cards, the last one turned on top.
    const waste = section(result.stdout, 'Waste').flatMap(words);
    expect(waste).toEqual(count === 0 ? ['w', '(empty)'] : ['w', ...alhambra.stock!.slice(0, count).map(label)]);
  });

  test('--to with --json gives the status there', () => {
    const result = run(['replay', '-', '--to', '2', '--json'], record);
    expect(JSON.parse(result.stdout)).toEqual({ status: 'playing', moves: 2, cardsHome: 8 });
  });

  test.each([
    [['--to', '7'], 'patience: --to 7: the record has 6 moves\n'],
    [['--to', '-1'], "option '--to <move>' argument '-1' is invalid"],
    [['--to', 'end'], 'it must be a whole number of moves'],
  ])('%j is refused with one line and exit 2', (args, message) => {
    const result = run(['replay', '-', ...args], record);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  test('--steps shows the start and the position after each move, numbered', () => {
    const result = run(['replay', '-', '--steps', '--to', '4'], record);
    expect(result.status).toBe(0);
    const blocks = stepBlocks(result.stdout);
    expect(blocks).toHaveLength(5);
    expect(blocks[0]).toBe(run(['replay', '-', '--to', '0'], record).stdout.trimEnd());
    for (let count = 1; count <= 4; count++) {
      expect(blocks[count]).toBe(`Move ${count}: s\n${run(['replay', '-'], prefix(count)).stdout.trimEnd()}`);
    }
  });
});

describe('solve: the winning line', () => {
  // King Albert deal 3 is won within a thousand positions.
  const solved = run(['solve', 'king-albert', '--deal', '3', '--steps']);
  const json = run(['solve', 'king-albert', '--deal', '3', '--json']);
  const line = (JSON.parse(json.stdout) as { moves: string[] }).moves;

  test('is printed as numbered rows of ten moves', () => {
    expect(solved.status).toBe(0);
    const lines = solved.stdout.split('\n');
    const heading = lines.indexOf(`winning line (${line.length} moves):`);
    expect(heading).toBeGreaterThan(0);
    const rows = lines.slice(heading + 1, heading + 1 + Math.ceil(line.length / 10)).map(words);
    expect(rows.map((row) => Number(row[0]))).toEqual(rows.map((_, index) => 1 + 10 * index));
    expect(rows.flatMap((row) => row.slice(1))).toEqual(line);
  });

  test('--steps shows the position after each of its moves, the last one won', () => {
    const [before, ...steps] = stepBlocks(solved.stdout);
    expect(steps.map((block) => block.split('\n')[0])).toEqual(line.map((move, index) => `Move ${index + 1}: ${move}`));
    expect(steps.at(-1)).toContain('King Albert · deal 3 · 52/52 home');
    expect(steps.at(-1)).toContain('· won');
    // And before them, after the verdict, the deal as `deal` draws it.
    expect(before!.endsWith(`\n\n${run(['deal', 'king-albert', '--deal', '3']).stdout.trimEnd()}`)).toBe(true);
  });
});

test('solve --steps without a win shows the furthest line, position by position', () => {
  // King Albert deal 1 is lost; its furthest line brings two cards home.
  const result = run(['solve', 'king-albert', '--deal', '1', '--steps']);
  expect(result.status).toBe(0);
  const heading = /furthest line found \((\d+) moves, (\d+) of 52 cards home\):/.exec(result.stdout);
  expect(heading).not.toBeNull();
  const steps = stepBlocks(result.stdout).slice(1);
  expect(steps).toHaveLength(Number(heading![1]));
  expect(steps.at(-1)).toContain(`King Albert · deal 1 · ${heading![2]}/52 home`);
});

test('--version prints the package version', () => {
  const result = run(['--version']);
  expect(result.status).toBe(0);
  expect(result.stdout).toBe(`${(JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version}\n`);
});
