import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { main } from '../src/cli/main.js';
import { quantile, wilsonInterval } from '../src/core/statistics.js';
import { parseRecord } from '../src/formats/record.js';

const run = (args: string[], input?: string) => {
  const result = spawnSync(process.execPath, ['bin/patience.cjs', ...args], { encoding: 'utf8', input });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};

const fixtureLines = readFileSync('test/fixtures/king-albert-verdicts.jsonl', 'utf8').trim().split('\n');
const fixture = (id: string) => {
  const entry = fixtureLines.map((line) => JSON.parse(line)).find((line) => line.id === id);
  if (entry === undefined) throw new Error(`no fixture ${id}`);
  return entry as { layout: Record<string, unknown>; solvitaire: string };
};

// Solves run to their verdicts here: the time each test may take is generous, so that a busy machine or a retuned
// solver does not fail a test whose verdicts still hold.
const SOLVING_TEST_MS = 600_000;

describe('patience solve', { timeout: SOLVING_TEST_MS }, () => {
  test('--json prints exactly verdict, moves, positions and ms for a winnable layout, and the line wins', () => {
    const { layout } = fixture('standard-2');
    const result = run(['solve', 'king-albert', '--layout', '-', '--json'], JSON.stringify(layout));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const answer = JSON.parse(result.stdout);
    expect(Object.keys(answer)).toEqual(['verdict', 'moves', 'positions', 'ms']);
    expect(answer.verdict).toBe('winnable');
    const replay = parseRecord({ layout, moves: answer.moves });
    expect(replay.ok && replay.value.game.status()).toBe('won');
  });

  test('an unwinnable layout has an empty moves list, its proof and the line that got furthest', () => {
    const { layout } = fixture('standard-1');
    const result = run(['solve', 'king-albert', '--layout', '-', '--json'], JSON.stringify(layout));
    const answer = JSON.parse(result.stdout);
    expect(answer.verdict).toBe('unwinnable');
    expect(Object.keys(answer)).toEqual(['verdict', 'moves', 'positions', 'ms', 'proof', 'bestLine', 'bestCardsHome']);
    expect(answer.moves).toEqual([]);
    expect(answer.proof).toBe('search');
    const replay = parseRecord({ layout, moves: answer.bestLine });
    expect(replay.ok && replay.value.game.cardsHome).toBe(answer.bestCardsHome);
  });

  test('a record is solved from the position after its moves', () => {
    const { layout } = fixture('standard-2');
    const first = JSON.parse(run(['solve', 'king-albert', '--layout', '-', '--json'], JSON.stringify(layout)).stdout);
    const record = { layout, moves: first.moves.slice(0, 5) };
    const result = run(['solve', 'king-albert', '--record', '-', '--json'], JSON.stringify(record));
    const answer = JSON.parse(result.stdout);
    expect(answer.verdict).toBe('winnable');
    const replay = parseRecord({ layout, moves: [...record.moves, ...answer.moves] });
    expect(replay.ok && replay.value.game.status()).toBe('won');
  });

  test('a tiny position budget gives unknown, with exit 0', () => {
    const result = run([
      'solve',
      'alhambra',
      '--variant',
      'reinforcement',
      '--deal',
      '1',
      '--max-positions',
      '1',
      '--json',
    ]);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).verdict).toBe('unknown');
  });

  test('on a terminal a status line follows the search, and it is cleared before the answer', async () => {
    const events: string[] = [];
    const output = {
      out: (text: string) => events.push(`out ${text}`),
      error: (text: string) => events.push(`error ${text}`),
      status: (line: string | undefined) => events.push(`status ${line ?? '(cleared)'}`),
    };
    // The Reinforcements' deal 1: no relaxation, and unknown at this budget (standard deal 1 falls to a plan).
    const status = await main(
      ['solve', 'alhambra', '--variant', 'reinforcement', '--deal', '1', '--max-positions', '20000', '--json'],
      output,
    );
    expect(status).toBe(0);
    const statusLines = events.filter((event) => event.startsWith('status '));
    expect(statusLines[0]).toMatch(/^status searching: [\d,]+ positions · \d+ s$/);
    expect(statusLines.at(-1)).toBe('status (cleared)');
    const answer = events.findIndex((event) => event.startsWith('out '));
    expect(answer).toBe(events.length - 1);
    expect(JSON.parse(events[answer]!.slice(4)).verdict).toBe('unknown');
  });

  test('text output names the verdict and the positions searched', () => {
    const { layout } = fixture('standard-2');
    const result = run(['solve', 'king-albert', '--layout', '-'], JSON.stringify(layout));
    expect(result.stdout).toContain('King Albert: winnable');
    expect(result.stdout).toMatch(/winning line \(\d+ moves\):\n +1 {2}[cr]\d-/);
    expect(result.stdout).toMatch(/positions searched: [\d,]+ · time: [\d.]+ s/);
  });

  test('a loss proven by the relaxation says so, and --json gives the same verdict', () => {
    // Standard deal 4: the search cannot decide it, its relaxation has no solution. The time limit only keeps a broken
    // solver from running for ever.
    const text = run(['solve', 'alhambra', '--deal', '4', '--timeout', '120']);
    expect(text.stdout).toContain('Alhambra · deal 4: unwinnable');
    expect(text.stdout).toMatch(/not even a relaxation of the rules can be won \(.* by CaDiCaL [\d.]+/);
    expect(text.stdout).not.toContain('every line of play was searched');
    const json = JSON.parse(run(['solve', 'alhambra', '--deal', '4', '--timeout', '120', '--json']).stdout);
    expect(json).toMatchObject({ verdict: 'unwinnable', moves: [], proof: 'relaxation', relaxation: 'sat' });
  });

  test('a loss proven by the reserve alone names it, and stats records which relaxation', () => {
    // The Reinforcements' deal 74: its King of spades lies on both Queens of spades and the last Ace of spades.
    const text = run(['solve', 'alhambra', '--variant', 'reinforcement', '--deal', '74']);
    expect(text.stdout).toContain('The Reinforcements · deal 74: unwinnable');
    expect(text.stdout).toContain('not even the reserve piles alone can be cleared');
    expect(text.stdout).not.toContain('SAT');
    const out = join(mkdtempSync(join(tmpdir(), 'patience-')), 'reserve.jsonl');
    run([
      'stats',
      'alhambra',
      '--variant',
      'reinforcement',
      '--deals',
      '74-74',
      '--jobs',
      '1',
      '--timeout',
      '120',
      '--out',
      out,
    ]);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toMatchObject({
      deal: '74',
      verdict: 'unwinnable',
      proof: 'relaxation',
      relaxation: 'reserve-alone',
    });
  });

  test.each(['1', '2'])('--threads %s: deal 4 is proven lost either way, and a win is a real line', (threads) => {
    const lost = JSON.parse(run(['solve', 'alhambra', '--deal', '4', '--threads', threads, '--json']).stdout);
    expect(lost.verdict).toBe('unwinnable');
    const won = JSON.parse(run(['solve', 'alhambra', '--deal', '2', '--threads', threads, '--json']).stdout);
    expect(won.verdict).toBe('winnable');
    const layout = JSON.parse(run(['deal', 'alhambra', '--deal', '2', '--json']).stdout);
    const replay = parseRecord({ layout, moves: won.moves });
    expect(replay.ok && replay.value.game.status()).toBe('won');
  });

  test('text output of an undecided deal shows the line that got furthest, and that line is legal', () => {
    const result = run(['solve', 'alhambra', '--variant', 'granada', '--deal', '12', '--max-positions', '2000']);
    expect(result.stdout).toContain('Granada · deal 12: unknown');
    // Its moves in numbered rows of ten.
    const furthest = /furthest line found \((\d+) moves, (\d+) of 104 cards home\):\n((?: +\d+ .+\n)+)/.exec(
      result.stdout,
    );
    expect(furthest).not.toBeNull();
    const moves = furthest![3]!
      .trim()
      .split('\n')
      .flatMap((row) => row.trim().split(/ +/).slice(1));
    expect(moves).toHaveLength(Number(furthest![1]));
    const layout = JSON.parse(run(['deal', 'alhambra', '--variant', 'granada', '--deal', '12', '--json']).stdout);
    const replay = parseRecord({ layout, moves });
    expect(replay.ok && replay.value.game.cardsHome).toBe(Number(furthest![2]));
  });

  test.each([
    [['solve', 'alhambra'], 'give exactly one of --deal, --layout or --record'],
    [['solve', 'alhambra', '--deal', '1', '--layout', 'x.json'], "option '--deal <number>' cannot be used with"],
    [
      ['solve', 'alhambra', '--deal', '1', '--timeout', 'soon'],
      "option '--timeout <seconds>' argument 'soon' is invalid. it must be a positive number",
    ],
    [
      ['solve', 'alhambra', '--deal', '1', '--max-positions', '-3'],
      "option '--max-positions <count>' argument '-3' is invalid. it must be a positive whole number",
    ],
    [['solve', 'alhambra', '--layout', 'missing.json'], 'cannot read missing.json: no such file'],
    [['solve', 'alhambra', '--deal', 'x'], "option '--deal <number>' argument 'x' is invalid. deal number"],
    [
      ['solve', 'alhambra', '--deal', '1', '--threads', '0'],
      "option '--threads <count>' argument '0' is invalid. it must be a positive whole number",
    ],
    [
      ['solve', 'alhambra', '--deal', '1', '--seed', '-1'],
      "option '--seed <number>' argument '-1' is invalid. it must be a whole number from 0 to 1000000000",
    ],
    [
      ['solve', 'alhambra', '--deal', '1', '--seed', '2.5'],
      "argument '2.5' is invalid. it must be a whole number from 0",
    ],
    [['solve', 'alhambra', '--deal', '1', '--seed', '1000000001'], "argument '1000000001' is invalid. it must be"],
  ])('refuses %j with exit 2', (args, message) => {
    const result = run(args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  test('a layout of another game is refused', () => {
    const { layout } = fixture('standard-2');
    const result = run(['solve', 'alhambra', '--layout', '-'], JSON.stringify(layout));
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('the file holds king-albert/standard, not alhambra/standard');
  });
});

describe('patience stats', { timeout: SOLVING_TEST_MS }, () => {
  test('solves a range on workers, writes one line per deal, and a rerun resumes', () => {
    const directory = mkdtempSync(join(tmpdir(), 'patience-stats-'));
    const out = join(directory, 'raglan.jsonl');
    // A generous limit per deal: a deal that ran out of time in one run and not the other would change the counts.
    const args = ['stats', 'king-albert', '--variant', 'raglan', '--deals', '1-6', '--jobs', '2', '--timeout', '120'];
    args.push('--out', out);
    const first = run([...args, '--json']);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    const summary = JSON.parse(first.stdout);
    expect(summary.count).toBe(6);
    expect(summary.winnable + summary.unwinnable + summary.unknown).toBe(6);
    const lines = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.deal).sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    // Cut the file as an interrupted run would leave it: the rerun solves only what is missing.
    const kept = readFileSync(out, 'utf8').split('\n').slice(0, 3).join('\n');
    writeFileSync(out, `${kept}\n{"game":"king-al`);
    const second = run([...args, '--json']);
    // The three deals cut off are solved again (their times differ); the verdicts come out the same.
    const { ms: _firstTimes, ...firstCounts } = summary;
    const { ms: _secondTimes, ...secondCounts } = JSON.parse(second.stdout);
    expect(secondCounts).toEqual(firstCounts);
    const after = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .filter((line) => line.endsWith('}'));
    expect(after).toHaveLength(6);
  });

  test('--retry-unknown solves again the deals left unknown, and their last line counts', () => {
    const directory = mkdtempSync(join(tmpdir(), 'patience-stats-'));
    const out = join(directory, 'king-albert.jsonl');
    const args = ['stats', 'king-albert', '--deals', '1-3', '--jobs', '1', '--out', out, '--json'];
    // A limit of a microsecond leaves deals unknown.
    const first = JSON.parse(run([...args, '--timeout', '0.000001']).stdout);
    expect(first.unknown).toBeGreaterThan(0);
    const second = JSON.parse(run([...args, '--timeout', '120', '--retry-unknown']).stdout);
    expect(second.unknown).toBe(0);
    expect(second.winnable + second.unwinnable).toBe(3);
    const lines = readFileSync(out, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(3 + first.unknown);
    // Without --retry-unknown a rerun solves nothing again.
    const third = JSON.parse(run(args).stdout);
    expect(third.unknown).toBe(0);
    expect(readFileSync(out, 'utf8').trim().split('\n')).toHaveLength(3 + first.unknown);
  });

  test('--threads 2 solves each Alhambra deal on two threads and says so', () => {
    const directory = mkdtempSync(join(tmpdir(), 'patience-stats-'));
    const out = join(directory, 'alhambra.jsonl');
    const result = run([
      'stats',
      'alhambra',
      '--deals',
      '3-4',
      '--threads',
      '2',
      '--jobs',
      '1',
      '--timeout',
      '60',
      '--out',
      out,
    ]);
    // A loaded machine may take longer than the default 10 s; the limit only keeps a broken solver from hanging.
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('2 deals (1 jobs of 2 threads, 60 s limit per deal)');
    const lines = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.find((line) => line.deal === '4')).toMatchObject({
      verdict: 'unwinnable',
      proof: 'relaxation',
      relaxation: 'sat',
    });
    const won = lines.find((line) => line.deal === '3');
    expect(won.verdict).toBe('winnable');
    const layout = JSON.parse(run(['deal', 'alhambra', '--deal', '3', '--json']).stdout);
    const replay = parseRecord({ layout, moves: won.moves });
    expect(replay.ok && replay.value.game.status()).toBe('won');
  });

  test('--seed goes into every line and the summary, and another seed keeps the verdicts', () => {
    const directory = mkdtempSync(join(tmpdir(), 'patience-stats-'));
    const verdicts = (seed: string) => {
      const out = join(directory, `seed-${seed}.jsonl`);
      const args = ['stats', 'alhambra', '--deals', '2-4', '--jobs', '1', '--timeout', '60', '--out', out];
      const result = run([...args, '--seed', seed]);
      expect(result.stderr).toBe('');
      expect(result.stdout).toContain(seed === '0' ? '60 s limit per deal)' : `60 s limit per deal, seed ${seed})`);
      const lines = readFileSync(out, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      for (const line of lines) expect(line.seed).toBe(Number(seed));
      return Object.fromEntries(lines.map((line) => [line.deal, line.verdict]));
    };
    // Deals 2 and 3 are won, 4 is lost (see above); a seed only changes the path to a verdict.
    const expected = { '2': 'winnable', '3': 'winnable', '4': 'unwinnable' };
    expect(verdicts('0')).toEqual(expected);
    expect(verdicts('17')).toEqual(expected);
  });

  test('text summary gives the win rate with its interval and timing', () => {
    const result = run(['stats', 'king-albert', '--deals', '1-2', '--jobs', '1']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/win rate [\d.]+% \(95% Wilson interval [\d.]+%–[\d.]+%/);
    expect(result.stdout).toMatch(/median [\d.]+ s · 95th percentile [\d.]+ s · max [\d.]+ s/);
  });

  test.each([
    [['stats', 'alhambra'], "required option '--deals <range>' not specified"],
    [
      ['stats', 'alhambra', '--deals', '5-6-7'],
      "option '--deals <range>' argument '5-6-7' is invalid. it must be a range such as",
    ],
    [['stats', 'alhambra', '--deals', '9-3'], "argument '9-3' is invalid. the range runs backwards"],
    [['stats', 'alhambra', '--deals', '0-3'], "option '--deals <range>' argument '0-3' is invalid. deal number"],
    [
      ['stats', 'alhambra', '--deals', '1-3', '--jobs', 'many'],
      "option '--jobs <count>' argument 'many' is invalid. it must be a positive whole number",
    ],
    [
      ['stats', 'alhambra', '--deals', '1-3', '--threads', '1.5'],
      "option '--threads <count>' argument '1.5' is invalid. it must be a positive whole number",
    ],
    [['stats', 'alhambra', '--deals', '1-3', '--retry-unknown'], '--retry-unknown needs --out'],
    [
      ['stats', 'alhambra', '--deals', '1-3', '--seed', 'lucky'],
      "option '--seed <number>' argument 'lucky' is invalid. it must be a whole number from 0 to 1000000000",
    ],
  ])('refuses %j with exit 2', (args, message) => {
    const result = run(args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
  });
});

describe('statistics arithmetic', () => {
  test.each([
    [0, 10, 0, 0.2775],
    [5, 10, 0.2366, 0.7634],
    [10, 10, 0.7225, 1],
    [120, 1000, 0.1013, 0.1416],
  ])('Wilson interval of %i in %i', (successes, trials, low, high) => {
    const [computedLow, computedHigh] = wilsonInterval(successes, trials);
    expect(computedLow).toBeCloseTo(low, 3);
    expect(computedHigh).toBeCloseTo(high, 3);
  });

  test.each([
    [[5, 1, 3], 0.5, 3],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95, 10],
    [[4, 8], 1, 8],
    [[], 0.5, 0],
  ])('quantile of %j at %f', (values, q, expected) => {
    expect(quantile(values, q)).toBe(expected);
  });
});

/** Runs a script that uses the built pool in a child process (its worker threads load the built files). */
const runPoolScript = (name: string, script: string, timeout: number) => {
  // A file, not --eval: the worker threads would inherit --input-type.
  const file = join(mkdtempSync(join(tmpdir(), 'patience-pool-')), `${name}.mjs`);
  writeFileSync(file, script);
  return spawnSync(process.execPath, [file], { encoding: 'utf8', timeout });
};

describe('the solver pool', () => {
  // Runs the built pool in a child process (the worker threads load the built files).
  test.each([
    // A replacement starts once the old thread has ended, after the solve has answered: it counts at the next solve.
    { name: 'above the memory bound (0)', bound: '0', started: [1, 1, 1, 2] },
    { name: 'below it (Infinity)', bound: 'Infinity', started: [1, 1, 1, 1] },
  ])(
    'a worker whose solve used the SAT solver is replaced by a fresh thread $name; others are reused',
    ({ bound, started }) => {
      const script = `
      import { SolverPool } from '${pathToFileURL(resolve('dist/pool/solver-pool.js'))}';
      import { dealLayout } from '${pathToFileURL(resolve('dist/deals/pysolfc.js'))}';
      const pool = new SolverPool(1, ${bound});
      const kingAlbert = dealLayout({ game: 'king-albert', variant: 'standard' }, 1n);
      const alhambra = dealLayout({ game: 'alhambra', variant: 'standard' }, 4n);
      const started = [];
      const verdicts = [];
      for (const [layout, part] of [[kingAlbert, 'whole'], [kingAlbert, 'whole'], [alhambra, 'relaxation'], [alhambra, 'relaxation']]) {
        const answer = await pool.solve(layout, [{ part, satSetup: 'false-phase' }], { timeoutMs: 20000 });
        verdicts.push(answer.result.verdict);
        started.push(pool.workersStarted);
      }
      await pool.close();
      console.log(JSON.stringify({ started, verdicts }));`;
      const result = runPoolScript('pool', script, 60_000);
      expect(result.stderr).toBe('');
      // King Albert deal 1 is lost (no SAT solver); standard Alhambra deal 4 is proven lost by the relaxation.
      expect(JSON.parse(result.stdout)).toEqual({
        started,
        verdicts: ['unwinnable', 'unwinnable', 'unwinnable', 'unwinnable'],
      });
    },
  );
});

test('when memory passes the bound, the idle workers are replaced along with the one that answered', () => {
  const script = `
    import { SolverPool } from '${pathToFileURL(resolve('dist/pool/solver-pool.js'))}';
    import { dealLayout } from '${pathToFileURL(resolve('dist/deals/pysolfc.js'))}';
    const pool = new SolverPool(2, 0);
    const kingAlbert = dealLayout({ game: 'king-albert', variant: 'standard' }, 1n);
    const alhambra = dealLayout({ game: 'alhambra', variant: 'standard' }, 4n);
    const started = [];
    // Two threads without the SAT solver, then a solve on one of them that uses it: both go.
    await pool.solve(kingAlbert, [{ part: 'whole', satSetup: 'stable' }, { part: 'whole', satSetup: 'stable' }], {});
    started.push(pool.workersStarted);
    await pool.solve(alhambra, [{ part: 'relaxation', satSetup: 'false-phase' }], { timeoutMs: 20000 });
    started.push(pool.workersStarted);
    // The next solve starts once both replacements have (see the pool's dispatch).
    await pool.solve(kingAlbert, [{ part: 'whole', satSetup: 'stable' }, { part: 'whole', satSetup: 'stable' }], {});
    started.push(pool.workersStarted);
    await pool.close();
    console.log(JSON.stringify(started));`;
  const result = runPoolScript('together', script, 25_000);
  expect(result.stderr).toBe('');
  expect(JSON.parse(result.stdout)).toEqual([2, 2, 4]);
});

test('retired workers are replaced only once their threads have ended, and the solves waiting for them go on', () => {
  const script = `
    import { SolverPool } from '${pathToFileURL(resolve('dist/pool/solver-pool.js'))}';
    import { dealLayout } from '${pathToFileURL(resolve('dist/deals/pysolfc.js'))}';
    const pool = new SolverPool(2, 0);
    const layout = dealLayout({ game: 'alhambra', variant: 'standard' }, 4n);
    const members = [{ part: 'relaxation', satSetup: 'false-phase' }, { part: 'relaxation', satSetup: 'shuffled' }];
    const verdicts = [];
    const started = [];
    // Three solves back to back: each finds the memory above the bound (0), so every worker goes after each, and the
    // next solve's tasks wait for fresh threads. No other handle keeps the program running meanwhile.
    for (let round = 0; round < 3; round++) {
      const answer = await pool.solve(layout, members, { timeoutMs: 20000 });
      verdicts.push(answer.result.verdict);
      started.push(pool.workersStarted);
    }
    await pool.close();
    console.log(JSON.stringify({ verdicts, started }));`;
  const result = runPoolScript('exits', script, 60_000);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  const { verdicts, started } = JSON.parse(result.stdout);
  expect(verdicts).toEqual(['unwinnable', 'unwinnable', 'unwinnable']);
  // When a solve answers, its threads are still ending, so no replacement has started yet: two threads per solve so far.
  expect(started).toEqual([2, 4, 6]);
});

test('with solves side by side, a worker still solving its own deal does not hold up the others when memory passes the bound', () => {
  const script = `
    import { SolverPool } from '${pathToFileURL(resolve('dist/pool/solver-pool.js'))}';
    import { dealLayout } from '${pathToFileURL(resolve('dist/deals/pysolfc.js'))}';
    const pool = new SolverPool(2, 0);
    const member = [{ part: 'relaxation', satSetup: 'false-phase' }];
    const done = [];
    // The Reinforcements' deal 1 has stayed unknown in every run of the study (the search has no relaxation to end
    // it), so that solve runs to its time limit; standard deal 4 is proven lost by the relaxation in a few seconds.
    // When the first short solve answers, every worker is to be replaced, the long one once it answers: the second
    // short solve must not wait for it.
    const reinforcement = dealLayout({ game: 'alhambra', variant: 'reinforcement' }, 1n);
    const long = pool.solve(reinforcement, [{ part: 'whole', satSetup: 'stable' }], { timeoutMs: 20000 })
      .then(() => done.push('long'));
    const short = dealLayout({ game: 'alhambra', variant: 'standard' }, 4n);
    for (let round = 0; round < 2; round++) {
      const answer = await pool.solve(short, member, { timeoutMs: 15000 });
      done.push(answer.result.verdict);
    }
    await long;
    await pool.close();
    console.log(JSON.stringify(done));`;
  const result = runPoolScript('lanes', script, 60_000);
  expect(result.stderr).toBe('');
  expect(JSON.parse(result.stdout)).toEqual(['unwinnable', 'unwinnable', 'long']);
});

test('a pool closed right after a solve starts no more workers, and the program ends', () => {
  const script = `
    import { SolverPool } from '${pathToFileURL(resolve('dist/pool/solver-pool.js'))}';
    import { dealLayout } from '${pathToFileURL(resolve('dist/deals/pysolfc.js'))}';
    const pool = new SolverPool(2, 0);
    const layout = dealLayout({ game: 'alhambra', variant: 'standard' }, 4n);
    const members = [{ part: 'relaxation', satSetup: 'false-phase' }, { part: 'relaxation', satSetup: 'shuffled' }];
    const answer = await pool.solve(layout, members, { timeoutMs: 20000 });
    await pool.close();
    const atClose = pool.workersStarted;
    await new Promise((done) => setTimeout(done, 1000));
    console.log(JSON.stringify({ verdict: answer.result.verdict, atClose, later: pool.workersStarted }));`;
  const result = runPoolScript('close', script, 25_000);
  expect(result.stderr).toBe('');
  // Ended by itself (a timeout would leave no status).
  expect(result.status).toBe(0);
  const { verdict, atClose, later } = JSON.parse(result.stdout);
  expect(verdict).toBe('unwinnable');
  expect(later).toBe(atClose);
});

describe('the malloc settings of the solving commands', () => {
  test('the program runs again in a child with the settings, its arguments and its exit code; once only', () => {
    const script = `
      import { relaunchWithMallocSettings } from '${pathToFileURL(resolve('dist/pool/relaunch.js'))}';
      const relaunched = relaunchWithMallocSettings();
      if (relaunched !== undefined) process.exitCode = await relaunched;
      else {
        console.log(JSON.stringify({ arenas: process.env.MALLOC_ARENA_MAX, threshold: process.env.MALLOC_MMAP_THRESHOLD_, args: process.argv.slice(2), parent: process.ppid }));
        process.exitCode = 3;
      }`;
    const file = join(mkdtempSync(join(tmpdir(), 'patience-relaunch-')), 'relaunch.mjs');
    writeFileSync(file, script);
    const { MALLOC_ARENA_MAX: _arenas, ...environment } = process.env;
    const result = spawnSync(process.execPath, [file, 'solve', '--deal', '7'], { encoding: 'utf8', env: environment });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(3);
    const child = JSON.parse(result.stdout);
    expect(child).toMatchObject({ arenas: '2', threshold: '131072', args: ['solve', '--deal', '7'] });
    // Printed by the child, not by the process spawned here.
    expect(child.parent).not.toBe(process.pid);
    // Set already (by the user, say): the program runs as it is.
    const direct = spawnSync(process.execPath, [file], {
      encoding: 'utf8',
      env: { ...environment, MALLOC_ARENA_MAX: '4' },
    });
    expect(JSON.parse(direct.stdout)).toMatchObject({ arenas: '4', parent: process.pid });
  });
});
