import type { Source, Target } from './types.js';

/** True if `index` is a whole number that names one of `size` piles. */
export const inRange = (index: number, size: number): boolean => Number.isInteger(index) && index >= 0 && index < size;

/** "column 3", "reserve 2", "waste 1": a source pile named for messages. */
export const describeSource = (source: Source): string => `${source.pile} ${source.index + 1}`;

/** A target pile named for messages. */
export const describeTarget = (target: Target): string => {
  switch (target.pile) {
    case 'column':
    case 'waste':
      return `${target.pile} ${target.index + 1}`;
    case 'foundation':
      return 'the foundation';
    case 'ace':
      return 'the Ace foundation';
    case 'king':
      return 'the King foundation';
  }
};
