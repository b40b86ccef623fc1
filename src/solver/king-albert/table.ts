/** Entries in a bucket of the transposition table: a key is looked for in its bucket only. */
const BUCKET = 4;
const FIRST_CAPACITY = 1 << 16;

// Keys on the live search path are pinned (never evicted), so a loop is always seen; once the table is
// full, other keys are evicted, which only costs re-searching a position, never a wrong verdict.
/** A set of 64-bit position keys with a capped size, for depth-first search with loop detection. */
export class PositionTable {
  private capacity = FIRST_CAPACITY;
  // Both halves of each key side by side, so that a bucket is one cache line.
  private keys = new Int32Array(FIRST_CAPACITY * 2);
  private pinned = new Uint8Array(FIRST_CAPACITY);
  private size = 0;
  private evictionTurn = 0;
  // Pinned keys that found no slot because their whole bucket was pinned: practically never used.
  private readonly overflow = new Set<string>();
  /** Keys evicted so far to make room. */
  evictions = 0;

  /** A table that grows up to `maxEntries` (a power of two) before it starts evicting. */
  constructor(private readonly maxEntries: number) {}

  /** Forgets every key, sized for `expected` keys at once (up to the cap). */
  clear(expected: number): void {
    // Sized afresh rather than kept: wiping a large table for a short search would cost more than the search.
    let wanted = FIRST_CAPACITY;
    while (wanted < expected * 2 && wanted < this.maxEntries) wanted *= 2;
    if (wanted !== this.capacity) {
      this.capacity = wanted;
      this.keys = new Int32Array(wanted * 2);
      this.pinned = new Uint8Array(wanted);
    } else {
      this.keys.fill(0);
      this.pinned.fill(0);
    }
    this.size = 0;
    this.overflow.clear();
  }

  /** Keys stored now. */
  get count(): number {
    return this.size;
  }

  /** Adds the key and pins it, returning true, if it is new; returns false if it was already present. */
  insertPinned(high: number, low: number): boolean {
    if (high === 0 && low === 0) low = 1;
    const keys = this.keys;
    const bucket = (low & (this.capacity - 1) & ~(BUCKET - 1)) >>> 0;
    let free = -1;
    for (let slot = bucket; slot < bucket + BUCKET; slot++) {
      const slotHigh = keys[slot * 2]!;
      const slotLow = keys[slot * 2 + 1]!;
      if (slotHigh === high && slotLow === low) return false;
      if (slotHigh === 0 && slotLow === 0) {
        // Slots fill in order and are never emptied, so the key is not further on.
        free = slot;
        break;
      }
    }
    if (this.overflow.size > 0 && this.overflow.has(`${high},${low}`)) return false;
    if (free >= 0) {
      keys[free * 2] = high;
      keys[free * 2 + 1] = low;
      this.pinned[free] = 1;
      this.size++;
      if (this.size * 2 > this.capacity && this.capacity < this.maxEntries) this.grow();
      return true;
    }
    for (let turn = 0; turn < BUCKET; turn++) {
      const slot = bucket + ((this.evictionTurn + turn) & (BUCKET - 1));
      if (this.pinned[slot] === 0) {
        this.evictionTurn = (this.evictionTurn + 1) & (BUCKET - 1);
        keys[slot * 2] = high;
        keys[slot * 2 + 1] = low;
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
      if (this.keys[slot * 2] === high && this.keys[slot * 2 + 1] === low) {
        this.pinned[slot] = 0;
        return;
      }
    this.overflow.delete(`${high},${low}`);
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldPinned = this.pinned;
    const oldCapacity = this.capacity;
    this.capacity *= 2;
    this.keys = new Int32Array(this.capacity * 2);
    this.pinned = new Uint8Array(this.capacity);
    const mask = this.capacity - 1;
    for (let old = 0; old < oldCapacity; old++) {
      const high = oldKeys[old * 2]!;
      const low = oldKeys[old * 2 + 1]!;
      if (high === 0 && low === 0) continue;
      // A doubled table gives each old bucket two new buckets, each with the old bucket's room: always a free slot.
      let slot = (low & mask & ~(BUCKET - 1)) >>> 0;
      while (this.keys[slot * 2] !== 0 || this.keys[slot * 2 + 1] !== 0) slot++;
      this.keys[slot * 2] = high;
      this.keys[slot * 2 + 1] = low;
      this.pinned[slot] = oldPinned[old]!;
    }
  }
}
