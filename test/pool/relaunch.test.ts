import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { needsMallocSettings } from '../../src/pool/malloc-settings.js';

describe('which runs start a child with the malloc settings', () => {
  test.each([
    [['stats', 'alhambra', '--deals', '1-3'], true],
    [['solve', 'alhambra', '--deal', '3'], true],
    [['solve', 'alhambra', '--variant', 'any-suit', '--deal', '3'], true],
    [['solve', 'alhambra', '--variant=standard', '--deal', '3', '--threads', '4'], true],
    [['solve', 'alhambra', '--layout', 'deal.json'], true],
    [['solve', 'alhambra', '--deal', '3', '--threads', '1'], false],
    [['solve', 'alhambra', '--deal', '3', '--threads=1'], false],
    [['solve', 'alhambra', '--variant', 'granada', '--deal', '3'], false],
    [['solve', 'alhambra', '--variant', 'reinforcements', '--deal', '3'], false],
    [['solve', 'king-albert', '--deal', '1'], false],
    [['solve', 'king-albert', '--deal', '1', '--threads', '2'], false],
    [['deal', 'alhambra', '--deal', '1'], false],
    [['replay', 'alhambra', 'game.json'], false],
    [[], false],
  ])('%j: %s', (args, expected) => {
    expect(needsMallocSettings(args)).toBe(expected);
  });
});

describe('the relaunched program', () => {
  test('a SIGTERM or SIGINT sent to the parent reaches the child, and the parent exits with its code', async () => {
    // The child reports which signal it got and exits with a code of its own for it.
    const script = `
      import { relaunchWithMallocSettings } from '${pathToFileURL(resolve('dist/pool/relaunch.js'))}';
      const relaunched = relaunchWithMallocSettings();
      if (relaunched !== undefined) process.exitCode = await relaunched;
      else {
        const codes = { SIGINT: 40, SIGTERM: 41 };
        for (const signal of Object.keys(codes)) process.on(signal, () => { console.log(signal); process.exit(codes[signal]); });
        console.log('ready');
        setInterval(() => {}, 1000);
      }`;
    const file = join(mkdtempSync(join(tmpdir(), 'patience-signals-')), 'signals.mjs');
    writeFileSync(file, script);
    const { MALLOC_ARENA_MAX: _arenas, ...environment } = process.env;
    for (const [signal, code] of [
      ['SIGTERM', 41],
      ['SIGINT', 40],
    ] as const) {
      // Standard input is a pipe, not a terminal: nothing else would bring the signal to the child.
      const parent = spawn(process.execPath, [file], { env: environment, stdio: ['pipe', 'pipe', 'pipe'] });
      let out = '';
      const ready = new Promise<void>((done) =>
        parent.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('ready')) done();
        }),
      );
      const exited = new Promise<number | null>((done) => parent.on('exit', (status) => done(status)));
      await ready;
      parent.kill(signal);
      expect(await exited).toBe(code);
      expect(out).toBe(`ready\n${signal}\n`);
    }
  }, 30_000);
});
