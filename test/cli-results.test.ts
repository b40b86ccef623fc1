import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseRecord } from '../src/formats/record.js';
import { isOneFailureLine, readLines, run, temporaryFolder } from './cli-run.js';

// A position budget gives the same verdicts and position counts in every run, so runs can be compared exactly.
const BUDGET = ['--max-positions', '20000'];
const packageVersion = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

// The summary without its times, which differ from run to run.
const counts = (stdout: string) => {
  const { ms: _ms, ...rest } = JSON.parse(stdout) as Record<string, unknown>;
  return rest;
};

describe('the shape of results', { timeout: 120_000 }, () => {
  test('every stats line records its moves as a list, the budget, seed, threads and version', () => {
    const out = join(temporaryFolder(), 'results.jsonl');
    const args = ['stats', 'king-albert', '--deals', '2-3', '--jobs', '1', '--seed', '4', '--out', out];
    expect(run([...args, ...BUDGET, '--timeout', '60']).status).toBe(0);
    const lines = readLines(out);
    for (const line of lines)
      expect(line).toMatchObject({
        budget: { seconds: 60, positions: 20000 },
        seed: 4,
        threads: 1,
        version: packageVersion,
      });
    const won = lines.find((line) => line.verdict === 'winnable')!;
    const layout = JSON.parse(run(['deal', 'king-albert', '--deal', won.deal as string, '--json']).stdout);
    const replay = parseRecord({ layout, moves: won.moves });
    expect(replay.ok && replay.value.game.status()).toBe('won');
  });

  test('a file written before the settings were recorded (moves as one string) still resumes and merges', () => {
    const out = join(temporaryFolder(), 'old.jsonl');
    copyFileSync('test/fixtures/stats-old-format.jsonl', out);
    const before = readFileSync(out, 'utf8');
    // Every deal of the range is in the file: nothing is solved, nothing written.
    const resumed = run(['stats', 'king-albert', '--deals', '1-4', '--out', out, '--json']);
    expect(resumed.stderr).toBe('');
    expect(JSON.parse(resumed.stdout)).toMatchObject({ count: 4, winnable: 3, unwinnable: 1, unknown: 0 });
    expect(readFileSync(out, 'utf8')).toBe(before);
    const merged = run(['stats', 'merge', out, '--json']);
    expect(counts(merged.stdout)).toEqual(counts(resumed.stdout));
    expect(run(['stats', 'merge', out]).stdout).toContain('(merged from 1 file, budget not recorded)');
  });
});

// Several runs of the command line each: generous limits for a busy machine.
describe('shards and merge', { timeout: 180_000 }, () => {
  test('two shards merged give the summary of the whole range', () => {
    const folder = temporaryFolder();
    const range = ['stats', 'king-albert', '--deals', '3-10', '--jobs', '1', ...BUDGET];
    const whole = run([...range, '--json']);
    expect(whole.status).toBe(0);
    const files = ['1/2', '2/2'].map((shard, index) => {
      const out = join(folder, `shard-${index + 1}.jsonl`);
      const result = run([...range, '--shard', shard, '--out', out, '--json']);
      expect(result.stderr).toBe('');
      expect(JSON.parse(result.stdout)).toMatchObject({ deals: '3-10', shard, count: 4 });
      return out;
    });
    // Deals are dealt out in turn from the first of the range.
    expect(readLines(files[0]!).map((line) => line.deal)).toEqual(['3', '5', '7', '9']);
    expect(readLines(files[1]!).map((line) => line.deal)).toEqual(['4', '6', '8', '10']);
    const merged = run(['stats', 'merge', ...files, '--json']);
    expect(merged.stderr).toBe('');
    expect(merged.status).toBe(0);
    expect(counts(merged.stdout)).toEqual(counts(whole.stdout));
    const text = run(['stats', 'merge', ...files]);
    expect(text.stdout).toContain(
      'king-albert standard, deals 3-10: 8 deals (merged from 2 files, 20,000 positions per deal)',
    );
    // One shard alone: the rest of the range is missing, and the summary says so.
    expect(JSON.parse(run(['stats', 'merge', files[0]!, '--json']).stdout)).toMatchObject({
      deals: '3-9',
      count: 4,
      missing: 3,
    });
  });

  test('the latest verdict counts, a decided one is never undone by unknown, and a contradiction is an error', () => {
    const folder = temporaryFolder();
    const first = join(folder, 'first.jsonl');
    expect(run(['stats', 'king-albert', '--deals', '1-2', ...BUDGET, '--out', first]).status).toBe(0);
    const [lost, won] = readLines(first).sort((a, b) => Number(a.deal) - Number(b.deal));
    expect([lost!.verdict, won!.verdict]).toEqual(['unwinnable', 'winnable']);
    const unknown = join(folder, 'unknown.jsonl');
    writeFileSync(unknown, `${JSON.stringify({ ...won, verdict: 'unknown', moves: undefined })}\n`);
    expect(JSON.parse(run(['stats', 'merge', first, unknown, '--json']).stdout)).toMatchObject({
      winnable: 1,
      unwinnable: 1,
      unknown: 0,
    });
    expect(JSON.parse(run(['stats', 'merge', unknown, first, '--json']).stdout)).toMatchObject({ winnable: 1 });
    const contradiction = join(folder, 'contradiction.jsonl');
    writeFileSync(contradiction, `\n${JSON.stringify({ ...won, verdict: 'unwinnable', moves: undefined })}\n`);
    const result = run(['stats', 'merge', first, contradiction]);
    expect(result.status).toBe(2);
    expect(isOneFailureLine(result.stderr)).toBe(true);
    expect(result.stderr).toMatch(
      new RegExp(`^patience: deal 2 is winnable in ${first} line \\d but unwinnable in ${contradiction} line 2\\n$`),
    );
  });

  test.each([
    ['files of two games', [{ variant: 'raglan' }], 'merge one game at a time'],
    ['no file', [], "missing required argument 'files'"],
    ['a file that is not there', undefined, 'cannot read no-such-file.jsonl: no such file or directory'],
  ])('refuses %s', (_name, extra, message) => {
    const folder = temporaryFolder();
    const files = (extra ?? [undefined]).map((fields, index) => {
      if (fields === undefined) return 'no-such-file.jsonl';
      const path = join(folder, `${index}.jsonl`);
      const line = { game: 'king-albert', variant: 'standard', deal: '1', verdict: 'unknown', positions: 1, ms: 1 };
      writeFileSync(path, `${JSON.stringify(line)}\n${JSON.stringify({ ...line, ...fields })}\n`);
      return path;
    });
    const result = run(['stats', 'merge', ...files]);
    expect(result.status).toBe(2);
    expect(isOneFailureLine(result.stderr)).toBe(true);
    expect(result.stderr).toContain(message);
  });
});
