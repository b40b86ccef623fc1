/** A seeded source of whole numbers, as PySolFC uses to shuffle a deal. */
export interface DealRandom {
  /** A whole number from 0 to `max` inclusive (Python's `randint(0, max)`). */
  integerUpTo(max: number): number;
}

const TWO_TO_THE_33 = 8589934592;

/** The Microsoft C runtime linear congruential generator that PySolFC uses for deals below 32000. */
export class MicrosoftRandom implements DealRandom {
  private state: number;

  /** Starts the generator at state `seed` (a whole number below 2³³). */
  constructor(seed: number) {
    this.state = seed % TWO_TO_THE_33;
  }

  /** The next draw, 0 to 32767. */
  nextDraw(): number {
    // state < 2^33 and 214013 < 2^18, so the product stays below 2^53 and is exact as a double.
    this.state = (this.state * 214013 + 2531011) % TWO_TO_THE_33;
    return Math.floor(this.state / 65536) & 0x7fff;
  }

  /** A whole number from 0 to `max` inclusive: the next draw modulo `max + 1`. */
  integerUpTo(max: number): number {
    return this.nextDraw() % (max + 1);
  }
}

const STATE_SIZE = 624;
const SHIFT_SIZE = 397;
const UPPER_MASK = 0x80000000;
const LOWER_MASK = 0x7fffffff;
const MATRIX_A = 0x9908b0df;

/** Python's Mersenne Twister (MT19937), seeded exactly as `random.Random(seed)` for a non-negative integer seed. */
export class MersenneTwister implements DealRandom {
  private readonly state = new Uint32Array(STATE_SIZE);
  private index = STATE_SIZE + 1;

  /** Seeds the generator like Python's `random.Random(seed)`; `seed` must not be negative. */
  constructor(seed: bigint) {
    if (seed < 0n) throw new RangeError(`seed must not be negative, not ${seed}`);
    this.seedByArray(splitIntoWords(seed));
  }

  private seedWithNumber(seed: number): void {
    const state = this.state;
    state[0] = seed >>> 0;
    for (let position = 1; position < STATE_SIZE; position++) {
      const previous = state[position - 1]!;
      state[position] = Math.imul(1812433253, previous ^ (previous >>> 30)) + position;
    }
    this.index = STATE_SIZE;
  }

  private seedByArray(key: readonly number[]): void {
    this.seedWithNumber(19650218);
    const state = this.state;
    let position = 1;
    let keyPosition = 0;
    for (let remaining = Math.max(STATE_SIZE, key.length); remaining > 0; remaining--) {
      const previous = state[position - 1]!;
      // Uint32Array stores modulo 2^32, which is the C code's unsigned overflow.
      state[position] =
        (state[position]! ^ Math.imul(previous ^ (previous >>> 30), 1664525)) + key[keyPosition]! + keyPosition;
      position++;
      keyPosition++;
      if (position >= STATE_SIZE) {
        state[0] = state[STATE_SIZE - 1]!;
        position = 1;
      }
      if (keyPosition >= key.length) keyPosition = 0;
    }
    for (let remaining = STATE_SIZE - 1; remaining > 0; remaining--) {
      const previous = state[position - 1]!;
      state[position] = (state[position]! ^ Math.imul(previous ^ (previous >>> 30), 1566083941)) - position;
      position++;
      if (position >= STATE_SIZE) {
        state[0] = state[STATE_SIZE - 1]!;
        position = 1;
      }
    }
    state[0] = 0x80000000;
  }

  private twist(): void {
    const state = this.state;
    for (let position = 0; position < STATE_SIZE; position++) {
      const mixed = (state[position]! & UPPER_MASK) | (state[(position + 1) % STATE_SIZE]! & LOWER_MASK);
      state[position] = state[(position + SHIFT_SIZE) % STATE_SIZE]! ^ (mixed >>> 1) ^ (mixed & 1 ? MATRIX_A : 0);
    }
    this.index = 0;
  }

  /** The next 32-bit output, 0 to 2³² − 1 (`genrand_uint32`). */
  nextUint32(): number {
    if (this.index >= STATE_SIZE) this.twist();
    let value = this.state[this.index++]!;
    value ^= value >>> 11;
    value ^= (value << 7) & 0x9d2c5680;
    value ^= (value << 15) & 0xefc60000;
    value ^= value >>> 18;
    return value >>> 0;
  }

  /** A number in [0, 1) with 53 random bits, the same as Python's `random()`. */
  nextFraction(): number {
    const high = this.nextUint32() >>> 5;
    const low = this.nextUint32() >>> 6;
    return (high * 67108864 + low) / 9007199254740992;
  }

  /** A whole number from 0 to `max` inclusive, as PySolFC's `randint(0, max)`: floor(random() × (max + 1)). */
  integerUpTo(max: number): number {
    return Math.floor(this.nextFraction() * (max + 1));
  }
}

/** The seed as 32-bit words, least significant first; zero is one zero word, as in CPython. */
const splitIntoWords = (seed: bigint): number[] => {
  const words: number[] = [];
  let rest = seed;
  do {
    words.push(Number(rest & 0xffffffffn));
    rest >>= 32n;
  } while (rest > 0n);
  return words;
};
