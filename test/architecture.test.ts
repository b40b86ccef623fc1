import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { expect, test } from 'vitest';

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

test('there are no import cycles', () => {
  const graph = new Map(
    sources.map((file) => [
      normalize(file),
      importsOf(file)
        .filter((name) => name.startsWith('.'))
        .map((name) => resolve(file, name)),
    ]),
  );
  const state = new Map<string, 'visiting' | 'done'>();
  const cycles: string[] = [];
  const visit = (file: string, path: string[]): void => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'visiting') {
      cycles.push([...path.slice(path.indexOf(file)), file].join(' → '));
      return;
    }
    state.set(file, 'visiting');
    for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
    state.set(file, 'done');
  };
  for (const file of graph.keys()) visit(file, []);
  expect(cycles).toEqual([]);
});
