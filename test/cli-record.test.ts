import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { dealLayout } from '../src/deals/pysolfc.js';
import { parseMoves } from '../src/formats/notation.js';
import { makeRecord, parseRecord } from '../src/formats/record.js';
import { newGame } from '../src/games/index.js';
import { LINES } from './solver/winning-lines.js';

const run = (args: string[]) => {
  const result = spawnSync(process.execPath, ['bin/patience.cjs', ...args], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};

/** A record file of a standard Alhambra deal after `moves` (in notation), in a fresh temporary directory. */
const recordFile = (deal: number, moves: string): string => {
  const game = newGame(dealLayout({ game: 'alhambra', variant: 'standard' }, BigInt(deal)));
  const parsed = parseMoves(game.kind, moves);
  if (!parsed.ok) throw new Error('bad moves');
  for (const move of parsed.value) expect(game.play(move).ok).toBe(true);
  const path = join(mkdtempSync(join(tmpdir(), 'patience-record-')), 'game.json');
  writeFileSync(path, JSON.stringify(makeRecord(game)));
  return path;
};

// Solves run to their verdicts: a generous limit, so that a busy machine does not fail a test whose verdict holds.
const SOLVING_TEST_MS = 600_000;

describe('patience solve --record, Alhambra mid-game', { timeout: SOLVING_TEST_MS }, () => {
  test('a lost position mid-game is proven lost by the relaxation', () => {
    // Deal 4 is lost; ten moves of its furthest line in, a card is on the waste and cards are home.
    const path = recordFile(4, 'r4-k r5-k r5-a s s r7-w s s s s');
    const result = run(['solve', 'alhambra', '--record', path]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(': unwinnable');
    expect(result.stdout).toContain('not even a relaxation of the rules can be won');
  });

  test('a position on a winning line is winnable, with a line that wins from there', () => {
    const { deal, moves } = LINES.standard[0]!;
    const opening = moves.split(' ').slice(0, 100).join(' ');
    const path = recordFile(deal, opening);
    // With the default threads too: the line starts from the position, not from the deal's start.
    const result = run(['solve', 'alhambra', '--record', path, '--json']);
    expect(result.stderr).toBe('');
    const answer = JSON.parse(result.stdout);
    expect(answer.verdict).toBe('winnable');
    const layout = dealLayout({ game: 'alhambra', variant: 'standard' }, BigInt(deal));
    const replay = parseRecord({
      layout: makeRecord(newGame(layout)).layout,
      moves: [...opening.split(' '), ...answer.moves],
    });
    expect(replay.ok && replay.value.game.status()).toBe('won');
  });
});
