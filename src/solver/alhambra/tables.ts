// The search's hash tables: Zobrist keys for positions, a capped set of positions searched, and a capped table of
// verdicts; and the seeded random numbers of the probes and the beam.
import { CARD_BYTES, RESERVE_CAPACITY, STOCK_CAPACITY, WASTE_CAPACITY } from './encoding.js';
import { PROBE_WINDOW } from './tuning.js';

/** Deterministic 32-bit random numbers for the Zobrist tables (xorshift32). */
const makeRandomTable = (length: number, seed: number): Int32Array => {
  const table = new Int32Array(length);
  let state = seed | 0 || 1;
  for (let index = 0; index < length; index++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    table[index] = state;
  }
  return table;
};

/** Two 32-bit Zobrist keys (high and low word) per card byte in each place, foundation level and redeal count. */
export interface ZobristTables {
  readonly reserve: readonly [Int32Array, Int32Array];
  readonly waste: readonly [Int32Array, Int32Array];
  readonly stock: readonly [Int32Array, Int32Array];
  readonly foundation: readonly [Int32Array, Int32Array];
  readonly redeals: readonly [Int32Array, Int32Array];
}

/** Random numbers in [0, 1) from a seed (xorshift32), for the probes' move orders and the beam's ties. */
export const randomSource = (seed: number): (() => number) => {
  let state = (seed * 2654435761) | 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
};

const makeTables = (length: number, seed: number): [Int32Array, Int32Array] => [
  makeRandomTable(length, seed),
  makeRandomTable(length, seed * 7919 + 17),
];

let zobristCache: ZobristTables | undefined;
/** The Zobrist keys, made once and shared by every search (they are deterministic). */
export const zobrist = (): ZobristTables => {
  zobristCache ??= {
    reserve: makeTables(8 * RESERVE_CAPACITY * CARD_BYTES, 0x1234567),
    waste: makeTables(4 * WASTE_CAPACITY * CARD_BYTES, 0x2345671),
    stock: makeTables(STOCK_CAPACITY * CARD_BYTES, 0x3456712),
    // Foundation: suit × (Ace, King) × level 0–15.
    foundation: makeTables(4 * 2 * 16, 0x4567123),
    redeals: makeTables(4, 0x5671234),
  };
  return zobristCache;
};

/**
 * A capped open-addressing set of 64-bit position keys. Entries on the current search path are pinned so they are
 * never evicted: Granada's waste-to-waste moves can make cycles, and the pinned entries cut them.
 */
export class PositionTable {
  private readonly high: Int32Array;
  private readonly low: Int32Array;
  private readonly pinned: Uint8Array;
  private readonly generations: Uint8Array;
  private readonly mask: number;
  private generation = 1;
  constructor(entries: number) {
    this.high = new Int32Array(entries);
    this.low = new Int32Array(entries);
    this.pinned = new Uint8Array(entries);
    this.generations = new Uint8Array(entries);
    this.mask = entries - 1;
  }

  /** Forgets every position at once (entries of older generations count as empty). */
  clear(): void {
    this.generation++;
    if (this.generation === 256) {
      this.generations.fill(0);
      this.low.fill(0);
      this.generation = 1;
    }
  }

  /** Inserts the key pinned and returns its slot, or -1 if it is already there (or -2 if no slot was free). */
  insert(high: number, low: number): number {
    // Low words are stored with the last bit set so that 0/0 can mean an empty slot.
    const storedLow = low | 1;
    const start = (high ^ (low >>> 7)) & this.mask;
    let victim = -2;
    for (let probe = 0; probe < PROBE_WINDOW; probe++) {
      const slot = (start + probe) & this.mask;
      const slotLow = this.low[slot]!;
      if (slotLow === 0 || this.generations[slot] !== this.generation) {
        this.high[slot] = high;
        this.low[slot] = storedLow;
        this.pinned[slot] = 1;
        this.generations[slot] = this.generation;
        return slot;
      }
      if (slotLow === storedLow && this.high[slot] === high) return -1;
      if (victim === -2 && this.pinned[slot] === 0) victim = slot;
    }
    // Full window: forget an unpinned position. Forgetting only costs repeated work, never a wrong verdict.
    if (victim >= 0) {
      this.high[victim] = high;
      this.low[victim] = storedLow;
      this.pinned[victim] = 1;
      this.generations[victim] = this.generation;
    }
    return victim;
  }

  /** Unpins a slot returned by `insert`. */
  unpin(slot: number): void {
    if (slot >= 0) this.pinned[slot] = 0;
  }

  /** Forgets the position in a slot returned by `insert` (older generations count as empty). */
  forget(slot: number): void {
    if (slot < 0) return;
    this.pinned[slot] = 0;
    this.generations[slot] = 0;
  }
}

/** A capped table from 64-bit position keys to a small verdict (0 or 1); forgetting one only costs work again. */
export class VerdictTable {
  private readonly high: Int32Array;
  private readonly low: Int32Array;
  private readonly verdicts: Uint8Array;
  private readonly mask: number;
  constructor(entries: number) {
    this.high = new Int32Array(entries);
    this.low = new Int32Array(entries);
    this.verdicts = new Uint8Array(entries);
    this.mask = entries - 1;
  }

  /** The verdict stored for the key, or -1. */
  find(high: number, low: number): number {
    const slot = (high ^ (low >>> 7)) & this.mask;
    return this.low[slot] === (low | 1) && this.high[slot] === high ? this.verdicts[slot]! : -1;
  }

  /** Stores the key's verdict, replacing whatever held its slot. */
  store(high: number, low: number, verdict: number): void {
    const slot = (high ^ (low >>> 7)) & this.mask;
    this.high[slot] = high;
    this.low[slot] = low | 1;
    this.verdicts[slot] = verdict;
  }
}
