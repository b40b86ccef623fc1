import { describe, expect, test } from 'vitest';
import { LONGEST_WAIT_MS, steppingAsideClock } from '../../web/src/hints/step-aside.js';

// The worker's side of the shared numbers: [0] the input flag, [1] the id of the search the page wants.
const shared = (input: number, wanted: number): { memory: SharedArrayBuffer; numbers: Int32Array } => {
  const memory = new SharedArrayBuffer(8);
  const numbers = new Int32Array(memory);
  numbers[0] = input;
  numbers[1] = wanted;
  return { memory, numbers };
};

describe("the solver's clock in the table's worker", () => {
  test('reads the time as it is while the page wants the search and the flag is down', () => {
    const { memory } = shared(0, 7);
    let time = 100;
    const clock = steppingAsideClock(memory, 7, () => time);
    expect(clock()).toBe(100);
    time = 250;
    expect(clock()).toBe(250);
  });

  test('jumps past any deadline once the page wants another search, and never goes back', () => {
    const { memory, numbers } = shared(0, 7);
    let time = 100;
    const clock = steppingAsideClock(memory, 7, () => time);
    expect(clock()).toBe(100);
    numbers[1] = 8;
    const abandoned = clock();
    expect(abandoned).toBeGreaterThan(100 + 1e8);
    expect(Number.isFinite(abandoned)).toBe(true);
    time = 120;
    expect(clock()).toBeGreaterThan(abandoned);
  });

  test('waits while the flag is raised, at most the longest wait, and takes the time waited off', () => {
    const { memory } = shared(1, 7);
    const clock = steppingAsideClock(memory, 7, () => performance.now());
    const started = performance.now();
    const first = clock();
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(LONGEST_WAIT_MS - 50);
    // The solver's time moved on by the reading's own cost, not by the wait.
    expect(first - started).toBeLessThan(50);
  });
});
