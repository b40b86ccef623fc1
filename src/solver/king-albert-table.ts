/** Entries in a bucket of the transposition table: a key is looked for in its bucket only. */
const BUCKET = 4;
const FIRST_CAPACITY = 1 << 16;

/**
 * A set of 64-bit position keys with a capped size, for depth-first search with loop detection.
 * Keys on the live search path are pinned (never evicted), so a loop is always seen; once the table
 * is full, other keys are evicted, which only costs re-searching a position, never a wrong verdict.
 */
export class PositionTable {
  private capacity = FIRST_CAPACITY;
  private high = new Int32Array(FIRST_CAPACITY);
  private low = new Int32Array(FIRST_CAPACITY);
  private pinned = new Uint8Array(FIRST_CAPACITY);
  private size = 0;
  private evictionTurn = 0;
  // Pinned keys that found no slot because their whole bucket was pinned: practically never used.
  private readonly overflow = new Set<string>();

  /** A table that grows up to `maxEntries` (a power of two) before it starts evicting. */
  constructor(private readonly maxEntries: number) {}

  /** Keys stored now. */
  get count(): number {
    return this.size;
  }

  /** Adds the key and pins it, returning true, if it is new; returns false if it was already present. */
  insertPinned(high: number, low: number): boolean {
    if (high === 0 && low === 0) low = 1;
    if (this.overflow.size > 0 && this.overflow.has(`${high},${low}`)) return false;
    const bucket = (low & (this.capacity - 1) & ~(BUCKET - 1)) >>> 0;
    let free = -1;
    for (let slot = bucket; slot < bucket + BUCKET; slot++) {
      const slotHigh = this.high[slot]!;
      const slotLow = this.low[slot]!;
      if (slotHigh === high && slotLow === low) return false;
      if (free < 0 && slotHigh === 0 && slotLow === 0) free = slot;
    }
    if (free >= 0) {
      this.high[free] = high;
      this.low[free] = low;
      this.pinned[free] = 1;
      this.size++;
      if (this.size * 2 > this.capacity && this.capacity < this.maxEntries) this.grow();
      return true;
    }
    for (let turn = 0; turn < BUCKET; turn++) {
      const slot = bucket + ((this.evictionTurn + turn) & (BUCKET - 1));
      if (this.pinned[slot] === 0) {
        this.evictionTurn = (this.evictionTurn + 1) & (BUCKET - 1);
        this.high[slot] = high;
        this.low[slot] = low;
        this.pinned[slot] = 1;
        this.evictions++;
        return true;
      }
    }
    this.overflow.add(`${high},${low}`);
    return true;
  }

  /** Unpins a key when the search leaves it. */
  unpin(high: number, low: number): void {
    if (high === 0 && low === 0) low = 1;
    const bucket = (low & (this.capacity - 1) & ~(BUCKET - 1)) >>> 0;
    for (let slot = bucket; slot < bucket + BUCKET; slot++)
      if (this.high[slot] === high && this.low[slot] === low) {
        this.pinned[slot] = 0;
        return;
      }
    this.overflow.delete(`${high},${low}`);
  }

  /** Keys evicted so far to make room. */
  evictions = 0;

  private grow(): void {
    const oldHigh = this.high;
    const oldLow = this.low;
    const oldPinned = this.pinned;
    const oldCapacity = this.capacity;
    this.capacity *= 2;
    this.high = new Int32Array(this.capacity);
    this.low = new Int32Array(this.capacity);
    this.pinned = new Uint8Array(this.capacity);
    const mask = this.capacity - 1;
    for (let old = 0; old < oldCapacity; old++) {
      const high = oldHigh[old]!;
      const low = oldLow[old]!;
      if (high === 0 && low === 0) continue;
      // A doubled table gives each old bucket two new buckets, each with the old bucket's room: always a free slot.
      const bucket = (low & mask & ~(BUCKET - 1)) >>> 0;
      let slot = bucket;
      while (this.high[slot] !== 0 || this.low[slot] !== 0) slot++;
      this.high[slot] = high;
      this.low[slot] = low;
      this.pinned[slot] = oldPinned[old]!;
    }
  }
}
