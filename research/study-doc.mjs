// Question: (Tooling for the study.) Writes the study table into docs/winnability.md.
// Answer: docs/winnability.md
// Run from the repository's root after `npm run build`.
// Fills the table of docs/winnability.md from research/study-table.mjs's output (between the TABLE markers).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const table = execFileSync(process.execPath, ['research/study-table.mjs'], { encoding: 'utf8' }).trim();
const path = 'docs/winnability.md';
const text = readFileSync(path, 'utf8');
const start = '<!-- study table: node research/study-doc.mjs -->';
const end = '<!-- end of study table -->';
const before = text.slice(0, text.indexOf(start) + start.length);
const after = text.slice(text.indexOf(end));
if (!text.includes(start) || !text.includes(end)) throw new Error('the table markers are missing');
writeFileSync(path, `${before}\n${table}\n${after}`);
