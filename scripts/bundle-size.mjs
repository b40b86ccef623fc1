// The web game's bundle budget: all JS and CSS together at most 100 KB gzipped. Shared by `npm run bench:web`
// (which fails when the build is over) and the browser test of the budget.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** All JS and CSS of the site, gzipped, in bytes. */
export const BUNDLE_BUDGET_BYTES = 100 * 1024;

const SCRIPT_OR_STYLE = /\.(?:js|css)$/;

/** The size of some bytes and of the same bytes gzipped at the highest level, as a server would send them. */
export const measureBytes = (name, bytes) => ({
  name,
  raw: bytes.length,
  gzipped: gzipSync(bytes, { level: 9 }).length,
});

/** The sizes of some files of a built site, by their paths inside it (`assets/index-AbCd1234.js`, `sw.js`). */
export const measureFiles = (siteDir, names) =>
  names.map((name) => measureBytes(name, readFileSync(join(siteDir, name))));

/** Every JS and CSS file of a built site, sub-folders included, sorted by path. */
export const siteScriptsAndStyles = (siteDir) =>
  readdirSync(siteDir, { recursive: true })
    .map(String)
    .filter((name) => SCRIPT_OR_STYLE.test(name))
    .map((name) => name.split('\\').join('/'))
    .sort();

/** The totals of some measured files, and whether they are over the budget. */
export const bundleTotal = (files) => {
  const raw = files.reduce((sum, file) => sum + file.raw, 0);
  const gzipped = files.reduce((sum, file) => sum + file.gzipped, 0);
  return { raw, gzipped, overBudget: gzipped > BUNDLE_BUDGET_BYTES };
};

/** Bytes as kilobytes with one decimal, e.g. "31.9 KB". */
export const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
