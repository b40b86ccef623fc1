import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { compileCommandLine, STAMP_PREFIX } from '../src/cli/start.js';

// How the command line starts from its bundle and the code cache the build wrote (scripts/bundle-cli.mjs,
// src/cli/start.ts), against the build `pretest` made.

const BUNDLE = resolve('dist/command/patience.cjs');

const solveDealOne = (bin: string, nodeFlags: readonly string[] = []) =>
  spawnSync(process.execPath, [...nodeFlags, bin, 'solve', 'king-albert', '--deal', '1'], { encoding: 'utf8' });

// What the build's own command prints for the same solve, less the line with the time it took.
const withoutTime = (output: string): string => output.replace(/time: [\d.]+ s/, 'time');

describe('the command line starts from its bundle', () => {
  let expected: string;
  let directory: string;

  beforeAll(() => {
    const result = solveDealOne('bin/patience.cjs');
    expect(result.stderr).toBe('');
    expected = withoutTime(result.stdout);
    directory = mkdtempSync(join(tmpdir(), 'patience-start-'));
  });

  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  // A copy of the package's command (bin, dist/command and package.json, which the version is read from).
  const copyCommand = (name: string): string => {
    const root = join(directory, name);
    mkdirSync(join(root, 'dist'), { recursive: true });
    cpSync('bin', join(root, 'bin'), { recursive: true });
    cpSync('dist/command', join(root, 'dist/command'), { recursive: true });
    copyFileSync('package.json', join(root, 'package.json'));
    return root;
  };

  test('with the code cache the build wrote, which this Node takes', () => {
    expect(compileCommandLine(BUNDLE).cache).toBe('used');
  });

  test('with no code cache', () => {
    const root = copyCommand('no-cache');
    rmSync(join(root, 'dist/command/patience.cjs.cache'));
    expect(compileCommandLine(join(root, 'dist/command/patience.cjs')).cache).toBe('none');
    const result = solveDealOne(join(root, 'bin/patience.cjs'));
    expect(result.stderr).toBe('');
    expect(withoutTime(result.stdout)).toBe(expected);
  });

  test.each([
    ['dist/command/start.cjs', 'missing'],
    ['dist/command/patience.cjs', 'missing'],
    ['dist/command/patience.cjs', 'cut short'],
  ])('not without its build: %s %s, said in one line', (file, fault) => {
    const root = copyCommand(`${fault}-${file.replaceAll('/', '-')}`);
    if (fault === 'missing') rmSync(join(root, file));
    else writeFileSync(join(root, file), readFileSync(join(root, file), 'utf8').slice(0, 5000));
    const result = solveDealOne(join(root, 'bin/patience.cjs'));
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^patience: the command line's build in .* is missing or damaged \(.+\); `npm run build`/,
    );
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  test('with its stamp, the SHA-256 of the rest of the script', () => {
    const source = readFileSync(BUNDLE, 'utf8');
    const newline = source.indexOf('\n');
    const digest = createHash('sha256')
      .update(source.slice(newline + 1))
      .digest('hex');
    expect(source.slice(0, newline)).toBe(`${STAMP_PREFIX}${digest}`);
  });

  test('not with a code cache made for another build of the same length, which V8 alone would take', () => {
    const root = copyCommand('other-build');
    const file = join(root, 'dist/command/patience.cjs');
    const source = readFileSync(file, 'utf8');
    const newline = source.indexOf('\n');
    // A letter of a message changed, and the script stamped anew as the build would: the same length, so V8's own
    // check (of the length) would pass the cache.
    const changed = source.slice(newline + 1).replace('Allowed choices are', 'Allowed choices ARE');
    expect(changed).not.toBe(source.slice(newline + 1));
    const stamped = `${STAMP_PREFIX}${createHash('sha256').update(changed).digest('hex')}\n${changed}`;
    expect(stamped.length).toBe(source.length);
    writeFileSync(file, stamped);
    expect(compileCommandLine(file).cache).toBe('other-build');
    const result = spawnSync(process.execPath, [join(root, 'bin/patience.cjs'), 'solve', 'kings'], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Allowed choices ARE');
  });

  test('with a code cache V8 rejects, written under other flags', () => {
    const probe = `import('${new URL('../dist/cli/start.js', import.meta.url).href}').then((start) =>
      console.log(start.compileCommandLine(${JSON.stringify(BUNDLE)}).cache))`;
    const flags = ['--no-lazy-feedback-allocation'];
    const check = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', probe], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.stdout).toBe('rejected\n');
    const result = solveDealOne('bin/patience.cjs', flags);
    expect(result.stderr).toBe('');
    expect(withoutTime(result.stdout)).toBe(expected);
  });

  // Node's modules a small solve does without, which the bundle requires at its top all the same; and what a small
  // solve need not make (Node's stream for standard output, its performance clock).
  const modulesLoaded = (args: readonly string[], env: Record<string, string> = {}) => {
    const probe = `require(${JSON.stringify(resolve('dist/command/start.cjs'))})
      .startPatience(${JSON.stringify(args)})
      .then((status) => console.error(JSON.stringify({ status, modules: process.moduleLoadList })))`;
    // Without MALLOC_ARENA_MAX unless the case sets it: its presence decides whether a statistics run relaunches.
    const { MALLOC_ARENA_MAX: _set, ...inherited } = process.env;
    const result = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8', env: { ...inherited, ...env } });
    const { status, modules } = JSON.parse(result.stderr.trim().split('\n').at(-1) ?? '') as {
      status: number;
      modules: string[];
    };
    return { status, stdout: result.stdout, loaded: (name: string) => modules.includes(`NativeModule ${name}`) };
  };

  test('a small solve loads no module it does not use', () => {
    const run = modulesLoaded(['solve', 'king-albert', '--deal', '1']);
    expect(run.status).toBe(0);
    expect(withoutTime(run.stdout)).toBe(expected);
    for (const name of ['child_process', 'worker_threads', 'fs/promises', 'internal/perf/performance', 'net'])
      expect(run.loaded(name), name).toBe(false);
  });

  test.each([
    ['child_process', 'relaunches with its malloc settings', {}],
    ['worker_threads', 'solves on worker threads', { MALLOC_ARENA_MAX: '2' }],
  ])('a run that uses %s loads it when it first needs it: a statistics run that %s', (name, _what, env) => {
    const run = modulesLoaded(['stats', 'king-albert', '--deals', '1-2', '--jobs', '2'], env);
    expect(run.status).toBe(0);
    expect(run.loaded(name)).toBe(true);
    expect(run.stdout).toContain('winnable 1 · unwinnable 1 · unknown 0');
  });
});
