import { readSync } from 'node:fs';
import { parseStatsLine, type StatsLine } from './stats-line.js';

// A line longer than this is not one a run wrote (the longest winning lines take a few kilobytes): it is damage, and
// it is moved aside without being held in memory.
const MAX_LINE_BYTES = 1024 * 1024;
/** How much of a results file is read or copied at a time. */
export const CHUNK_BYTES = 1024 * 1024;

/** A valid line of a results file and where it is: its line number counts from 1. */
export interface ReadLine {
  readonly line: StatsLine;
  readonly number: number;
}

/** A span of a file's bytes, from `start` up to (not including) `end`. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** What a pass over a results file found: its valid lines, the spans of damaged ones, and how it ends. */
export interface Scan {
  readonly damaged: { readonly span: Span; readonly number: number }[];
  readonly size: number;
  readonly endsWithNewline: boolean;
}

/**
 * Reads every line of a results file without holding the file in memory; `onLine` gets each valid one. Any size
 * reads: the lines are found in chunks.
 */
export const scan = (fd: number, onLine: (line: ReadLine) => void): Scan => {
  const damaged: Scan['damaged'] = [];
  const buffer = Buffer.alloc(CHUNK_BYTES);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let lineStart = 0;
  let position = 0;
  let number = 0;
  let lastByte = -1;
  const keep = (bytes: Buffer): void => {
    if (pendingBytes <= MAX_LINE_BYTES) pending.push(Buffer.from(bytes));
    pendingBytes += bytes.length;
  };
  const finishLine = (end: number): void => {
    number++;
    const span = { start: lineStart, end };
    lineStart = end;
    if (pendingBytes > MAX_LINE_BYTES) {
      damaged.push({ span, number });
    } else {
      const line = checkLine(Buffer.concat(pending, pendingBytes));
      if (line === 'blank') {
        // Nothing to read, nothing damaged.
      } else if (line === undefined) damaged.push({ span, number });
      else onLine({ line, number });
    }
    pending = [];
    pendingBytes = 0;
  };
  for (;;) {
    const read = readSync(fd, buffer, 0, CHUNK_BYTES, position);
    if (read === 0) break;
    let from = 0;
    for (;;) {
      const newline = buffer.indexOf(10, from);
      if (newline < 0 || newline >= read) break;
      keep(buffer.subarray(from, newline));
      finishLine(position + newline + 1);
      from = newline + 1;
    }
    keep(buffer.subarray(from, read));
    lastByte = buffer[read - 1]!;
    position += read;
  }
  if (lineStart < position) finishLine(position);
  return { damaged, size: position, endsWithNewline: lastByte === -1 || lastByte === 10 };
};

// A line's stats line, 'blank' for white space, or undefined when damaged.
const checkLine = (bytes: Buffer): StatsLine | 'blank' | undefined => {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  if (text.trim() === '') return 'blank';
  try {
    const line = parseStatsLine(JSON.parse(text));
    return line.ok ? line.value : undefined;
  } catch {
    return undefined;
  }
};
