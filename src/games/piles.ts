import type { Source, Target } from './types.js';

/** True if `index` is a whole number that names one of `size` piles. */
export const inRange = (index: number, size: number): boolean => Number.isInteger(index) && index >= 0 && index < size;

/** "column 3", "reserve 2", "waste 1": a source pile named for messages. */
export const describeSource = (source: Source): string => `${source.pile} ${source.index + 1}`;

/** Why a move from a pile the game does not have is refused; foundation cards in particular never move. */
export const describeMissingSource = (source: Source): string => {
  const pile: string = source.pile;
  if (pile === 'foundation' || pile === 'ace' || pile === 'king') return 'foundation cards never move';
  return `there is no ${describeSource(source)} in this game`;
};

/** True if a target, given as data, names the reserve: nothing is ever put there. */
export const isReserveTarget = (target: Target): boolean => (target.pile as string) === 'reserve';

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
