import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { WasteOrder } from '../../src/solver/alhambra/order.js';

// Cards are suit * 13 + rank (rank 0 = Ace … 12 = King), as in the solver.

/**
 * Whether cards[from … count), read from the top, can leave top card first: each suit's cards split into a rising
 * run above its Ace foundation's top and a falling run below its King foundation's lowest card. Tries every split.
 */
const splits = (cards: readonly number[], from: number, ace: readonly number[], king: readonly number[]): boolean => {
  const leaving = cards.slice(from).reverse();
  for (let choice = 0; choice < 1 << leaving.length; choice++) {
    const highestAce = ace.map((level) => level - 1);
    const lowestKing = king.map((level) => 13 - level);
    let fits = true;
    leaving.forEach((card, index) => {
      const suit = Math.floor(card / 13);
      const rank = card % 13;
      if ((choice >> index) & 1) {
        if (rank > highestAce[suit]!) highestAce[suit] = rank;
        else fits = false;
      } else if (rank < lowestKing[suit]!) lowestKing[suit] = rank;
      else fits = false;
    });
    if (fits) return true;
  }
  return false;
};

/** `stuckBottom` by brute force: one plus the highest index whose cards from there up cannot leave, else 0. */
const stuckBottomByBruteForce = (cards: readonly number[], ace: readonly number[], king: readonly number[]): number => {
  for (let index = cards.length - 1; index >= 0; index--) if (!splits(cards, index, ace, king)) return index + 1;
  return 0;
};

// Two suits, so that runs of one suit interleave with another's; up to 12 cards, so that every split can be tried.
const wastes = fc.record({
  cards: fc.array(fc.integer({ min: 0, max: 25 }), { maxLength: 12 }),
  ace: fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })),
  king: fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })),
});

describe('WasteOrder.stuckBottom', () => {
  test.each([
    { name: 'empty waste', cards: [], ace: [0, 0], king: [0, 0], stuck: 0 },
    { name: 'rising from the top', cards: [2, 1, 0], ace: [0, 0], king: [0, 0], stuck: 0 },
    { name: 'falling from the top', cards: [10, 11, 12], ace: [0, 0], king: [0, 0], stuck: 0 },
    // Clubs' King foundation holds ranks 12 down to 7: read from the top, ranks 6 then 8 leave an Ace run up to 8 and
    // a King run below 7 (or 6), so rank 7 fits neither; it and the cards below it are stuck.
    { name: 'third card from the top fits no run', cards: [0, 7, 8, 6], ace: [0, 0], king: [6, 0], stuck: 2 },
    { name: 'the Ace foundation already past the card', cards: [2], ace: [3, 0], king: [11, 0], stuck: 1 },
    {
      name: 'another suit does not get in the way',
      cards: [4, 13 + 4, 3, 13 + 3, 5],
      ace: [0, 0],
      king: [0, 0],
      stuck: 0,
    },
  ])('$name', ({ cards, ace, king, stuck }) => {
    const order = new WasteOrder();
    expect(
      order.stuckBottom(
        Uint8Array.from(cards),
        cards.length,
        Int32Array.from([...ace, 0, 0]),
        Int32Array.from([...king, 0, 0]),
      ),
    ).toBe(stuck);
  });

  test('agrees with trying every split of random wastes', () => {
    const order = new WasteOrder();
    fc.assert(
      fc.property(wastes, ({ cards, ace, king }) => {
        const found = order.stuckBottom(
          Uint8Array.from(cards),
          cards.length,
          Int32Array.from([...ace, 0, 0]),
          Int32Array.from([...king, 0, 0]),
        );
        expect(found).toBe(stuckBottomByBruteForce(cards, ace, king));
      }),
      { numRuns: 1000, seed: 8 },
    );
  });
});
