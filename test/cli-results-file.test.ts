import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { openResults, type ReadLine } from '../src/cli/results-file.js';
import { temporaryFolder } from './cli-run.js';

// The results file in the command line's own process: what a resume reads, keeps and moves aside.
const line = (deal: string, verdict = 'unwinnable') =>
  JSON.stringify({ game: 'king-albert', variant: 'standard', deal, verdict, positions: 10, ms: 1 });

const open = (path: string) => {
  const read: ReadLine[] = [];
  const warnings: string[] = [];
  const file = openResults(
    path,
    (found) => read.push(found),
    (warning) => warnings.push(warning),
  );
  return { file, read, warnings };
};

test('a last line without its newline is kept and ended before the next line', () => {
  const path = join(temporaryFolder(), 'results.jsonl');
  writeFileSync(path, `${line('1')}\n${line('2')}`);
  const { file, read, warnings } = open(path);
  expect(read.map((found) => [found.line.deal, found.number])).toEqual([
    ['1', 1],
    ['2', 2],
  ]);
  expect(warnings).toEqual([]);
  file.append(JSON.parse(line('3')));
  file.close();
  expect(readFileSync(path, 'utf8')).toBe(`${line('1')}\n${line('2')}\n${line('3')}\n`);
  expect(existsSync(`${path}.lock`)).toBe(false);
});

test('blank lines are no damage; a line too long to be a result is moved aside without being read whole', () => {
  const path = join(temporaryFolder(), 'results.jsonl');
  const huge = 'x'.repeat(3 * 1024 * 1024);
  writeFileSync(path, `${line('1')}\n\n${huge}\n${line('2')}\n`);
  const { file, read, warnings } = open(path);
  file.close();
  expect(read.map((found) => found.line.deal)).toEqual(['1', '2']);
  expect(warnings).toEqual([`patience: warning: 1 damaged line of ${path} (line 3) moved to ${path}.damaged\n`]);
  expect(readFileSync(path, 'utf8')).toBe(`${line('1')}\n\n${line('2')}\n`);
  expect(readFileSync(`${path}.damaged`, 'utf8')).toBe(`${huge}\n`);
});

test('lines of the older format read with their moves as a list; lines that are not results are damage', () => {
  const path = join(temporaryFolder(), 'results.jsonl');
  const old = { ...JSON.parse(line('4', 'winnable')), moves: 'c1-f  r2-c3 c4-f' };
  const notResults = [
    '{"game":"king-albert","variant":"standard","deal":"5","verdict":"won","positions":1,"ms":1}',
    '{"game":"king-albert","variant":"standard","deal":"5","verdict":"winnable","positions":1,"ms":1}',
    '[1,2,3]',
  ];
  writeFileSync(path, `${JSON.stringify(old)}\n${notResults.join('\n')}\n`);
  const { file, read, warnings } = open(path);
  file.close();
  expect(read.map((found) => found.line.moves)).toEqual([['c1-f', 'r2-c3', 'c4-f']]);
  expect(warnings).toHaveLength(1);
  expect(readFileSync(`${path}.damaged`, 'utf8')).toBe(`${notResults.join('\n')}\n`);
  expect(readFileSync(path, 'utf8')).toBe(`${JSON.stringify(old)}\n`);
});
