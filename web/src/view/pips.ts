import { artRules, SUIT_SHAPES } from './suits.js';

// Where the pips of each number card lie, as [x, y] in a 100 × 140 card, by rank index (1 = two … 9 = ten). Rows
// below the middle are drawn upside down, as on printed cards.
const L = 30;
const C = 50;
const R = 70;
const TOP = 37;
const BOTTOM = 103;
const MIDDLE = 70;
const THIRD = TOP + (BOTTOM - TOP) / 3;
const TWO_THIRDS = TOP + (2 * (BOTTOM - TOP)) / 3;
const SIXTH = TOP + (BOTTOM - TOP) / 6;
const FIVE_SIXTHS = TOP + (5 * (BOTTOM - TOP)) / 6;

const corners = [
  [L, TOP],
  [R, TOP],
  [L, BOTTOM],
  [R, BOTTOM],
] as const;
const sides = [...corners, [L, MIDDLE], [R, MIDDLE]] as const;
const nine = [...corners, [L, THIRD], [R, THIRD], [L, TWO_THIRDS], [R, TWO_THIRDS]] as const;

const PIPS: readonly (readonly (readonly [number, number])[])[] = [
  [],
  [
    [C, TOP],
    [C, BOTTOM],
  ],
  [
    [C, TOP],
    [C, MIDDLE],
    [C, BOTTOM],
  ],
  corners,
  [...corners, [C, MIDDLE]],
  sides,
  [...sides, [C, (TOP + MIDDLE) / 2]],
  [...sides, [C, (TOP + MIDDLE) / 2], [C, (MIDDLE + BOTTOM) / 2]],
  [...nine, [C, MIDDLE]],
  [...nine, [C, SIXTH], [C, FIVE_SIXTHS]],
];

const PIP = 16;

/** The drawing of a number card's pips (two to ten): copies of the suit's shape, the lower rows upside down. */
const pipsDrawing = (suit: number, rank: number, colour: string): string => {
  const uses = (PIPS[rank] ?? [])
    .map(([x, y]) => {
      const flip = y > MIDDLE ? ` transform="rotate(180 ${x} ${y})"` : '';
      return `<use href="#s" x="${x - PIP / 2}" y="${y - PIP / 2}" width="${PIP}" height="${PIP}"${flip}/>`;
    })
    .join('');
  return `viewBox="0 0 100 140" fill="${colour}"><symbol id="s" viewBox="0 0 100 100">${SUIT_SHAPES[suit]}</symbol>${uses}</svg>`;
};

/** Style rules that paint the pips of every number card (shown on large cards only). */
export const pipsRules = (): string => artRules([1, 2, 3, 4, 5, 6, 7, 8, 9], pipsDrawing);
