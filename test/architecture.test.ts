import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

// The dependency rules of the code base: one module per concern, dependencies one way, no cycles, and an engine that
// runs unchanged in browsers, Web Workers and Node.

const files = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(directory, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(directory, entry.name)]
        : [],
  );

const sources = files('src');
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map(
    (match) => match[1]!,
  );
const resolve = (file: string, specifier: string): string =>
  normalize(join(dirname(file), specifier)).replace(/\.js$/, '.ts');

// Each layer may import only from itself and the layers listed before it.
const LAYERS = ['core', 'games', 'formats', 'deals', 'solver', 'pool', 'cli'] as const;
const layerOf = (file: string): number => {
  const path = relative('src', file);
  if (path === 'index.ts' || path.startsWith('bench/')) return LAYERS.length;
  const index = LAYERS.indexOf(path.split('/')[0] as (typeof LAYERS)[number]);
  if (index < 0) throw new Error(`${file} belongs to no layer`);
  return index;
};

test.each(sources)('%s imports only from its own layer and those below', (file) => {
  for (const specifier of importsOf(file).filter((name) => name.startsWith('.'))) {
    const target = resolve(file, specifier);
    expect(layerOf(target), `${file} imports ${target}`).toBeLessThanOrEqual(layerOf(file));
  }
});

// Packages the engine may import: each runs unchanged in browsers, Web Workers and Node.
const ENGINE_PACKAGES = ['cadical-wasm'];

test.each(sources.filter((file) => layerOf(file) <= LAYERS.indexOf('solver')))(
  '%s (engine) uses no Node-only module and no DOM',
  (file) => {
    const text = readFileSync(file, 'utf8');
    const packages = importsOf(file).filter((name) => !name.startsWith('.'));
    expect(packages.filter((name) => !ENGINE_PACKAGES.includes(name))).toEqual([]);
    expect(text).not.toMatch(/\b(process|require|Buffer|document|window|localStorage)\b[.(]/);
  },
);

// The import cycles among these files, each as `a → b → … → a`.
const cyclesAmong = (sourceFiles: readonly string[]): string[] => {
  const state = new Map<string, 'visiting' | 'done'>();
  const cycles: string[] = [];
  const visit = (file: string, path: string[]): void => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'visiting') {
      cycles.push([...path.slice(path.indexOf(file)), file].join(' → '));
      return;
    }
    state.set(file, 'visiting');
    for (const name of importsOf(file).filter((specifier) => specifier.startsWith('.')))
      visit(resolve(file, name), [...path, file]);
    state.set(file, 'done');
  };
  for (const file of sourceFiles) visit(normalize(file), []);
  return cycles;
};

test('there are no import cycles', () => {
  expect(cyclesAmong(sources)).toEqual([]);
});

// The web game (web/src): it never reaches for the command line or the worker pool; its model is pure (no DOM, no
// browser globals, imports only the engine and itself), so tests build its state without a browser; and its modules
// import one another without cycles.
describe('web game', () => {
  const webSources = files('web/src');
  const relativeImports = (file: string): string[] =>
    importsOf(file)
      .filter((name) => name.startsWith('.'))
      .map((name) => resolve(file, name));
  const inside = (file: string, directory: string): boolean => !relative(directory, file).startsWith('..');

  test.each(webSources)('%s imports nothing from src/cli or src/pool', (file) => {
    for (const target of relativeImports(file)) {
      expect(inside(target, 'src/cli'), `${file} imports ${target}`).toBe(false);
      expect(inside(target, 'src/pool'), `${file} imports ${target}`).toBe(false);
    }
  });

  test.each(webSources.filter((file) => inside(file, 'web/src/model')))(
    '%s (model) uses no DOM and imports only the engine and the model',
    (file) => {
      const text = readFileSync(file, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
      expect(text).not.toMatch(
        /\b(document|window|localStorage|sessionStorage|navigator|location|history|requestAnimationFrame|HTMLElement|Element|Node|Event)\b/,
      );
      expect(importsOf(file).filter((name) => !name.startsWith('.'))).toEqual([]);
      for (const target of relativeImports(file)) {
        const engine = inside(target, 'src') && !inside(target, 'src/cli') && !inside(target, 'src/pool');
        expect(engine || inside(target, 'web/src/model'), `${file} imports ${target}`).toBe(true);
      }
    },
  );

  // Each part may import only from itself and the parts listed before it (top-level files by name, folders whole).
  const WEB_LAYERS = [
    'model',
    'i18n',
    'view',
    'persist',
    'context.ts',
    'actions.ts',
    'controller.ts',
    'hints',
    'dialogs',
    'deals.ts',
    'input',
    'app.ts',
    'main.ts',
  ];
  const webLayerOf = (file: string): number => {
    const index = WEB_LAYERS.indexOf(relative('web/src', file).split('/')[0]!);
    if (index < 0) throw new Error(`${file} belongs to no part of the web game`);
    return index;
  };

  test.each(webSources)('%s imports only from its own part of the web game and those below', (file) => {
    for (const target of relativeImports(file).filter((target) => inside(target, 'web/src')))
      expect(webLayerOf(target), `${file} imports ${target}`).toBeLessThanOrEqual(webLayerOf(file));
  });

  test('there are no import cycles in web/src', () => {
    expect(cyclesAmong(webSources)).toEqual([]);
  });
});
