import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

// The command line as a user runs it: the compiled program (built by `pretest`) in a child process.
const run = (args: string[], input?: string) => {
  const result = spawnSync(process.execPath, ['bin/patience.cjs', ...args], { encoding: 'utf8', input });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};

const vectors = JSON.parse(readFileSync('test/fixtures/pysolfc-deals.json', 'utf8')) as Record<string, unknown>[];
const vector = (game: string, variant: string, deal: string) => {
  const found = vectors.find((entry) => entry.game === game && entry.variant === variant && entry.deal === deal);
  if (found === undefined) throw new Error(`no vector for ${game} ${variant} ${deal}`);
  const { pysolfcGameId: _id, ...layout } = found;
  return layout;
};

describe('patience deal', () => {
  test.each([
    ['alhambra', 'standard', '1'],
    ['alhambra', 'granada', '32000'],
    ['king-albert', 'raglan', '617'],
    ['king-albert', 'standard', '99999999999999999999'],
  ])('%s %s deal %s --json prints PySolFC deal', (game, variant, deal) => {
    const result = run(['deal', game, '--variant', variant, '--deal', deal, '--json']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(vector(game, variant, deal));
  });

  test('text output is a picture with suit symbols and the deal number', () => {
    const result = run(['deal', 'king-albert', '--deal', '1']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('King Albert · deal 1');
    expect(result.stdout).toMatch(/8♥ +J♦ +2♦/);
    expect(result.stdout).toContain('r7 6♥');
  });

  test('without --deal a random number is chosen and shown', () => {
    const result = run(['deal', 'alhambra', '--json']);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).deal).toMatch(/^[1-9]\d*$/);
  });

  test.each([
    [
      ['deal', 'klondike'],
      "value 'klondike' is invalid for argument 'game'. Allowed choices are king-albert, alhambra",
    ],
    [['deal', 'alhambra', '--variant', 'raglan'], 'unknown variant "raglan" of alhambra'],
    [['deal', 'alhambra', '--deal', '0'], "option '--deal <number>' argument '0' is invalid. deal number"],
    [['deal', 'alhambra', '--deal', 'abc'], 'not "abc"'],
    [['deal', 'alhambra', '--deal', '100000000000000000000'], 'deal number'],
    [['deal', 'alhambra', '--frobnicate'], "unknown option '--frobnicate'"],
    [['deal'], "missing required argument 'game'"],
    [['shuffle'], "unknown command 'shuffle'"],
  ])('refuses %j with one line and exit 2', (args, message) => {
    const result = run(args);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('patience replay', () => {
  const layout = vector('alhambra', 'standard', '1');

  test('replays a record from standard input and shows the final position', () => {
    const result = run(['replay', '-'], JSON.stringify({ layout, moves: ['s', 's', 's'] }));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('3 moves · playing');
    expect(result.stdout).toContain('Stock        61 cards · pass 1/3');
  });

  test('--json gives the status', () => {
    const result = run(['replay', '-', '--json'], JSON.stringify({ layout, moves: ['s'] }));
    expect(JSON.parse(result.stdout)).toEqual({ status: 'playing', moves: 1, cardsHome: 8 });
  });

  test.each([
    [
      'an illegal move by its number',
      JSON.stringify({ layout, moves: ['s', 'n'] }),
      'move 2 ("n") is illegal: the stock is not empty: no redeal yet',
    ],
    ['a malformed move', JSON.stringify({ layout, moves: ['s', 'x9'] }), 'move 2 ("x9")'],
    ['malformed JSON', '{"layout":', 'not valid JSON'],
    ['a bad layout', JSON.stringify({ layout: { ...layout, stock: [] } }), 'stock must hold 64 cards, not 0'],
  ])('names %s', (_name, input, message) => {
    const result = run(['replay', '-'], input);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  test('a missing file is named', () => {
    const result = run(['replay', 'no-such-record.json']);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('patience: cannot read no-such-record.json: no such file or directory\n');
  });
});

test.each([
  ['an unknown game', ['solve', 'klondike', '--deal', '1'], 'klondike'],
  ['a bad number', ['solve', 'alhambra', '--deal', '1', '--timeout', 'soon'], 'soon'],
  ['a deal number out of range', ['deal', 'alhambra', '--deal', '0'], 'deal number must be'],
])('a usage error (%s) is one line naming the program and the problem, exit 2', (_name, argv, message) => {
  const result = run(argv);
  expect(result.status).toBe(2);
  expect(result.stderr).toMatch(/^patience: /);
  expect(result.stderr).toContain(message);
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
});

test('--help lists the commands', () => {
  const result = run(['--help']);
  expect(result.status).toBe(0);
  for (const command of ['deal', 'replay']) expect(result.stdout).toContain(command);
});
