import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

// The package as npm would publish it, from the build `pretest` made. Scripts are not run: the clean build of
// `prepack` would pull dist away from under the command line tests running alongside.
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  name: string;
  version: string;
  dependencies: Record<string, string>;
};

interface PackResult {
  readonly name: string;
  readonly filename: string;
  readonly files: readonly { readonly path: string }[];
}

const pack = (...args: string[]): PackResult => {
  const json = execFileSync('npm', ['pack', '--json', '--ignore-scripts', ...args], { encoding: 'utf8' });
  return (JSON.parse(json) as PackResult[])[0]!;
};

describe('the published package', () => {
  test('holds the library, the bundled command and the licence, and no source maps, benchmarks or unbundled command', () => {
    const packed = pack('--dry-run');
    expect(packed.name).toBe('patience-games');
    const paths = packed.files.map((file) => file.path);
    for (const needed of [
      'LICENSE',
      'README.md',
      'package.json',
      'bin/patience.cjs',
      'dist/index.js',
      'dist/index.d.ts',
      'dist/command/start.cjs',
      'dist/command/patience.cjs',
      'dist/command/patience.cjs.cache',
      'dist/command/solve-worker.js',
    ])
      expect(paths).toContain(needed);
    // The command runs from its bundle; the modules it was bundled from are not shipped.
    expect(paths.filter((path) => /^dist\/(cli|pool)\//.test(path))).toEqual([]);
    expect(paths.filter((path) => path.endsWith('.map'))).toEqual([]);
    expect(paths.filter((path) => path.includes('bench'))).toEqual([]);
    expect(paths.filter((path) => !/^(LICENSE|README\.md|package\.json|bin\/|dist\/)/.test(path))).toEqual([]);
  });

  describe('installed', () => {
    // The tarball unpacked as npm installs it, into node_modules/patience-games, beside its dependencies.
    let directory: string;
    let installed: string;

    beforeAll(() => {
      directory = mkdtempSync(join(tmpdir(), 'patience-package-'));
      const packed = pack('--pack-destination', directory);
      const modules = join(directory, 'node_modules');
      mkdirSync(modules);
      execFileSync('tar', ['-xzf', join(directory, packed.filename), '-C', modules]);
      installed = join(modules, manifest.name);
      renameSync(join(modules, 'package'), installed);
      for (const dependency of Object.keys(manifest.dependencies))
        symlinkSync(resolve('node_modules', dependency), join(modules, dependency), 'dir');
    });

    afterAll(() => rmSync(directory, { recursive: true, force: true }));

    const node = (args: string[]) => spawnSync(process.execPath, args, { cwd: directory, encoding: 'utf8' });

    test('its entry imports by the package name', () => {
      const script = `import { dealLayout, newGame } from '${manifest.name}';
const layout = dealLayout({ game: 'alhambra', variant: 'standard' }, 1n);
const game = newGame(layout.value);
console.log(game.value.legalMoves().length, game.value.cardsHome);`;
      const result = node(['--input-type=module', '-e', script]);
      expect(result.stderr).toBe('');
      expect(result.stdout).toBe('1 8\n');
    });

    test('its command prints the version and deals', () => {
      const version = node([join(installed, 'bin/patience.cjs'), '--version']);
      expect(version.stderr).toBe('');
      expect(version.status).toBe(0);
      expect(version.stdout).toBe(`${manifest.version}\n`);
      const deal = node([join(installed, 'bin/patience.cjs'), 'deal', 'king-albert', '--deal', '1']);
      expect(deal.status).toBe(0);
      expect(deal.stdout).toContain('King Albert · deal 1');
    });
  });
});
