import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { isOneFailureLine, readLines, run, start, temporaryFolder } from './cli-run.js';

// Each failure of the command line: exit status 2, exactly one line on stderr that starts with `patience: `, and
// nothing lost from a results file. King Albert deals with small position budgets keep the solves to milliseconds.
const BUDGET = ['--max-positions', '20000'];

const expectFailure = (result: { status: number | null; stderr: string }, message: string | RegExp): void => {
  expect(result.stderr).toMatch(message);
  expect(isOneFailureLine(result.stderr)).toBe(true);
  expect(result.status).toBe(2);
};

describe('file and stream failures', { timeout: 120_000 }, () => {
  test('--out into a missing directory is refused before anything is solved', () => {
    const out = join(temporaryFolder(), 'missing', 'results.jsonl');
    // A thousand Alhambra deals at 10 s each: a check made after solving would keep this test waiting for hours.
    const result = run(['stats', 'alhambra', '--deals', '1-1000', '--out', out]);
    expectFailure(result, `patience: cannot write ${out}: no such directory`);
    expect(result.stdout).toBe('');
  });

  test.each([
    ['a device', '/dev/full', 'it is not a regular file'],
    ['a directory', '.', 'it is not a regular file'],
  ])('--out naming %s is refused', (_name, out, message) => {
    expectFailure(run(['stats', 'king-albert', '--deals', '1', '--out', out]), message);
  });

  test('standard output on a full disk', () => {
    const full = openSync('/dev/full', 'w');
    try {
      const result = run(['solve', 'king-albert', '--deal', '1', ...BUDGET], undefined, ['ignore', full, 'pipe']);
      expectFailure(result, 'patience: cannot write standard output: no space left on the device');
    } finally {
      closeSync(full);
    }
  });

  test('standard output whose reader has gone (EPIPE)', async () => {
    const { child, done } = start(['deal', 'king-albert', '--deal', '1']);
    child.stdout?.destroy();
    expectFailure(await done, 'patience: cannot write standard output: the reader has gone (broken pipe)');
  });

  test('an endless input (/dev/zero) is refused by its size', () => {
    expectFailure(run(['solve', 'king-albert', '--layout', '/dev/zero']), '/dev/zero is larger than 4 MiB');
  });

  test('binary input is named, not echoed', () => {
    const folder = temporaryFolder();
    const binary = join(folder, 'binary');
    writeFileSync(binary, Buffer.from([0x1b, 0x5b, 0x32, 0x4a, 0x00, 0xff, 0xfe, 0x07]));
    const zero = run(['solve', 'king-albert', '--layout', binary]);
    expectFailure(zero, 'is not text: it holds a zero byte at offset 4');
    const invalid = join(folder, 'invalid');
    writeFileSync(invalid, Buffer.from([0x7b, 0xff, 0xfe, 0x1b]));
    expectFailure(run(['replay', invalid]), 'is not text: it is not valid UTF-8');
  });

  test('control characters in bad input are shown escaped', () => {
    // Valid UTF-8 with a terminal's escape sequence (clear screen, then red): JSON.parse quotes it in its message.
    const result = run(['solve', 'king-albert', '--layout', '-'], '\x1b[2J\x1b[31m{"game"');
    expectFailure(result, 'layout is not valid JSON');
    expect(result.stderr).toContain('\\x1b[2J');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test is that none is printed
    expect(result.stderr).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f]/);
  });

  test('a layout without its game says so', () => {
    const layout = JSON.parse(run(['deal', 'king-albert', '--deal', '1', '--json']).stdout);
    const { game: _game, ...withoutGame } = layout;
    expectFailure(
      run(['solve', 'king-albert', '--layout', '-'], JSON.stringify(withoutGame)),
      'patience: layout: the layout does not name its game: add "game": one of king-albert, alhambra',
    );
    expectFailure(
      run(['solve', 'king-albert', '--record', '-'], JSON.stringify({ layout: withoutGame, moves: [] })),
      'record layout: the layout does not name its game',
    );
  });

  test('a full disk while writing results keeps every whole line and nothing else', () => {
    const folder = temporaryFolder();
    const out = join(folder, 'results.jsonl');
    // A file size limit of 2 KiB stands for a full disk: writes past it fail (EFBIG, the signal being ignored),
    // after part of a line has been written.
    const command = `trap '' XFSZ; ulimit -f 4; exec "${process.execPath}" bin/patience.cjs stats king-albert --deals 1-30 --jobs 1 --max-positions 20000 --out "${out}"`;
    const result = spawnSync('sh', ['-c', command], {
      encoding: 'utf8',
      env: { ...process.env, MALLOC_ARENA_MAX: '2' },
    });
    expectFailure(result, `patience: cannot write ${out}: the file is too large (the lines before are kept`);
    const text = readFileSync(out, 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    const lines = readLines(out);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThan(30);
    expect(existsSync(`${out}.lock`)).toBe(false);
  });
});

describe('results files', { timeout: 120_000 }, () => {
  test('a file in use by a running process is refused; a lock left by an ended one is taken over', () => {
    const folder = temporaryFolder();
    const out = join(folder, 'results.jsonl');
    // This test's own process is alive on this host.
    writeFileSync(`${out}.lock`, `${process.pid} ${hostname()}\n`);
    expectFailure(
      run(['stats', 'alhambra', '--deals', '1-1000', '--out', out]),
      `patience: ${out} is in use by another run (process ${process.pid}); if no run is writing it, delete ${out}.lock`,
    );
    expect(existsSync(out)).toBe(false);
    // A process that has ended.
    const ended = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    writeFileSync(`${out}.lock`, `${ended.stdout.trim()}\n`);
    const result = run(['stats', 'king-albert', '--deals', '1', ...BUDGET, '--out', out]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(readLines(out)).toHaveLength(1);
    expect(existsSync(`${out}.lock`)).toBe(false);
  });

  test('a resume moves damaged lines aside, keeps the valid ones as they were, and solves only what is missing', () => {
    const folder = temporaryFolder();
    const out = join(folder, 'results.jsonl');
    const args = ['stats', 'king-albert', '--deals', '1-6', '--jobs', '1', ...BUDGET, '--out', out, '--json'];
    const first = run(args);
    expect(first.status).toBe(0);
    const lines = readFileSync(out, 'utf8').split('\n').slice(0, 6);
    // Damage inside the file (a line of garbage, a line of binary) and at its end (a line cut short).
    const damaged = ['{"game":"king-albert","deal":', '\x00\x01binary\x02'];
    const valid = [lines[0], lines[2], lines[3], lines[5]];
    writeFileSync(out, `${lines[0]}\n${damaged[0]}\n${lines[2]}\n${lines[3]}\n${damaged[1]}\n${lines[5]}\n{"game":"ki`);
    const second = run(args);
    expect(second.stderr).toBe(
      `patience: warning: 3 damaged lines of ${out} (lines 2, 5, 7) moved to ${out}.damaged\n`,
    );
    expect(second.status).toBe(0);
    const { ms: _first, ...firstCounts } = JSON.parse(first.stdout);
    const { ms: _second, ...secondCounts } = JSON.parse(second.stdout);
    expect(secondCounts).toEqual(firstCounts);
    const after = readFileSync(out, 'utf8').split('\n');
    // The valid lines stay first, byte for byte; the two deals whose lines were damaged are solved again.
    expect(after.slice(0, 4)).toEqual(valid);
    expect(after).toHaveLength(7);
    expect(after[6]).toBe('');
    expect(readLines(out).map((line) => line.deal)).toEqual([
      '1',
      '3',
      '4',
      '6',
      expect.any(String),
      expect.any(String),
    ]);
    expect(readFileSync(`${out}.damaged`, 'utf8')).toBe(`${damaged[0]}\n${damaged[1]}\n{"game":"ki\n`);
  });

  test.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)('%s stops the workers, keeps every finished line and says how to resume', async (signal, status) => {
    const folder = temporaryFolder();
    const out = join(folder, 'results.jsonl');
    const args = ['stats', 'king-albert', '--deals', '1-5000', '--jobs', '2', '--max-positions', '100000'];
    const { child, done } = start([...args, '--out', out]);
    // Wait for a few finished deals, then stop the run.
    while (!existsSync(out) || readFileSync(out, 'utf8').split('\n').length < 4)
      await new Promise((resolve) => setTimeout(resolve, 50));
    child.kill(signal);
    const result = await done;
    expect(result.status).toBe(status);
    expect(isOneFailureLine(result.stderr)).toBe(true);
    expect(result.stderr).toMatch(
      new RegExp(`^patience: stopped by ${signal} with \\d+ of 5000 deals done: kept in ${out}; run the same command`),
    );
    const kept = readLines(out);
    expect(kept.length).toBeGreaterThanOrEqual(3);
    expect(readFileSync(out, 'utf8').endsWith('\n')).toBe(true);
    expect(result.stderr).toContain(`with ${kept.length} of 5000`);
    expect(existsSync(`${out}.lock`)).toBe(false);
  });
});

describe('jobs, threads and deals', { timeout: 120_000 }, () => {
  test.each([
    [['--jobs', '1000'], "option '--jobs <count>' argument '1000' is invalid. at most 256 deals at once"],
    [['--threads', '99'], "option '--threads <count>' argument '99' is invalid. at most 3: no solve splits"],
    [['--shard', '3/2'], "option '--shard <K/N>' argument '3/2' is invalid. the shard must be from 1 to 2"],
    [['--shard', 'half'], "argument 'half' is invalid. it must be K/N"],
  ])('refuses %j', (options, message) => {
    expectFailure(run(['stats', 'king-albert', '--deals', '1-3', ...options]), message);
  });

  test('more jobs than cores is allowed, with a warning', () => {
    const cores = availableParallelism();
    const jobs = String(cores + 1);
    const result = run(['stats', 'king-albert', '--deals', '1', ...BUDGET, '--jobs', jobs, '--json']);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe(
      `patience: warning: ${jobs} jobs on ${cores} core${cores === 1 ? '' : 's'}: the threads share them, so each solve runs slower and a time limit leaves more unknown\n`,
    );
  });

  test('--deals 5 is deal 5 alone', () => {
    const summary = JSON.parse(run(['stats', 'king-albert', '--deals', '5', ...BUDGET, '--json']).stdout);
    expect(summary).toMatchObject({ deals: '5', count: 1 });
  });
});
