import { type ChildProcess, type StdioOptions, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a run of the command line gave. */
export interface RunResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

// The malloc settings set already, so the program runs in the process started here (not in a relaunched child),
// and a signal sent to it reaches the command line itself.
const environment = { ...process.env, MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/** Runs the compiled command line (built by `pretest`) as a user does, in a child process. */
export const run = (args: readonly string[], input?: string, stdio?: StdioOptions): RunResult => {
  const result = spawnSync(process.execPath, ['bin/patience.cjs', ...args], {
    encoding: 'utf8',
    input,
    env: environment,
    ...(stdio === undefined ? {} : { stdio }),
  });
  return { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
};

/** Starts the command line without waiting: `done` resolves with its exit status and output. */
export const start = (
  args: readonly string[],
  stdio: StdioOptions = ['ignore', 'pipe', 'pipe'],
): { child: ChildProcess; done: Promise<RunResult> } => {
  const child = spawn(process.execPath, ['bin/patience.cjs', ...args], { stdio, env: environment });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (data) => {
    stdout += data;
  });
  child.stderr?.on('data', (data) => {
    stderr += data;
  });
  const done = new Promise<RunResult>((resolve) => {
    child.on('close', (status, signal) => resolve({ status: status ?? (signal === null ? null : -1), stdout, stderr }));
  });
  return { child, done };
};

/** A new empty folder for a test's files. */
export const temporaryFolder = (): string => mkdtempSync(join(tmpdir(), 'patience-cli-'));

/** The lines of a results file, each parsed (a line that does not parse fails the test). */
export const readLines = (path: string): Record<string, unknown>[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** True if the text is exactly one line, starting with `patience: `. */
export const isOneFailureLine = (text: string): boolean => /^patience: [^\n]*\n$/.test(text);
