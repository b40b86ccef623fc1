import { describe, expect, test } from 'vitest';
import { createDirectWriter, type WriteBytes } from '../src/cli/process-output.js';

// A descriptor that takes at most `chunk` bytes a write and, from the `refuseFrom`th write on, refuses with EAGAIN
// (or another error) as a non-blocking pipe with a full buffer does.
const fakeDescriptor = (chunk: number, refuseFrom = Number.POSITIVE_INFINITY, code = 'EAGAIN') => {
  const written: number[] = [];
  let writes = 0;
  const write: WriteBytes = (_fd, bytes, offset, length) => {
    writes++;
    if (writes >= refuseFrom) throw Object.assign(new Error(`${code}: write refused`), { code });
    const taken = Math.min(chunk, length);
    written.push(...bytes.subarray(offset, offset + taken));
    return taken;
  };
  return { write, text: () => Buffer.from(written).toString('utf8') };
};

const fakeStream = () => {
  const chunks: Buffer[] = [];
  let made = 0;
  return {
    stream: () => {
      made++;
      return { write: (bytes: Uint8Array) => chunks.push(Buffer.from(bytes)) };
    },
    text: () => Buffer.concat(chunks).toString('utf8'),
    made: () => made,
  };
};

describe('standard output written straight to its descriptor', () => {
  test('text goes to the descriptor whole, in pieces as small as the descriptor takes, and no stream is made', () => {
    const descriptor = fakeDescriptor(3);
    const stream = fakeStream();
    const out = createDirectWriter(1, stream.stream, descriptor.write);
    out('King Albert · deal 1: ');
    out('winnable ♠\n');
    expect(descriptor.text()).toBe('King Albert · deal 1: winnable ♠\n');
    expect(stream.made()).toBe(0);
  });

  test('a write refused with EAGAIN sends the rest, and everything after it, to the stream in order', () => {
    const descriptor = fakeDescriptor(4, 3);
    const stream = fakeStream();
    const out = createDirectWriter(1, stream.stream, descriptor.write);
    out('first line\n');
    out('second line\n');
    expect(descriptor.text()).toBe('first li');
    expect(descriptor.text() + stream.text()).toBe('first line\nsecond line\n');
  });

  test('any other error reaches the caller, which reports it', () => {
    const descriptor = fakeDescriptor(100, 1, 'EPIPE');
    const out = createDirectWriter(1, fakeStream().stream, descriptor.write);
    expect(() => out('text\n')).toThrow(expect.objectContaining({ code: 'EPIPE' }));
  });
});
