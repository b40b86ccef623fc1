import { addStyles, artRules, SUIT_SHAPES, warmPictures } from './suits.js';

// The figures of the court cards, drawn for this game: a bust in the suit's colour (the symbol's currentColor), with
// a cap and feather for the Jack, hair and a coronet for the Queen, a crown and beard for the King. Loaded after the
// first paint: until then a court card shows its letter.

// On a 64 × 88 grid; the chest's round badge (x 32, y 73) is left free for the suit, which the card draws itself.
// The portrait's frame, on large cards only, where there is room around it.
const FRAME =
  '<rect x="1" y="1" width="62" height="86" rx="5" fill-opacity=".07" stroke="currentColor" stroke-opacity=".45"/>';
const ROBE = '<path d="M4 88C4 68 15 59 32 59s28 9 28 29z"/><path d="M25 52h14v9H25z" opacity=".55"/>';
const TRIM =
  '<path d="M10 73c6 5 13 8 22 8s16-3 22-8" fill="none" stroke="#fff" stroke-width="2.2" stroke-dasharray="0.1 4.2" stroke-linecap="round"/>';
// A face in a light tint of the suit's colour, outlined, with eyes and a mouth.
const HEAD =
  '<ellipse cx="32" cy="40" rx="11" ry="13" fill="#fff"/><ellipse cx="32" cy="40" rx="11" ry="13" fill-opacity=".14" stroke="currentColor" stroke-width="1.8"/>' +
  '<circle cx="28" cy="39" r="1.3"/><circle cx="36" cy="39" r="1.3"/><path d="M29.5 46.5q2.5 1.6 5 0" fill="none" stroke="currentColor" stroke-width="1.3" stroke-linecap="round"/>';

const JACK = `${ROBE}${HEAD}
<path d="M17 33c1-10 9-15 18-15 8 0 14 4 15 10-6-1-11 0-15 2-6 2-12 3-18 3z"/>
<path d="M45 24c7-8 13-13 17-21-2 9-6 16-14 23z" opacity=".7"/>
<path d="M18 32.5h28" stroke="#fff" stroke-width="1.6"/>
<path d="M20 59l12 9 12-9" fill="none" stroke="#fff" stroke-width="2"/>`;

const QUEEN = `<path d="M32 25c-10 0-15 7-15 15-2 10-2 19-5 27 6 2 12 0 15-6h10c3 6 9 8 15 6-3-8-3-17-5-27 0-8-5-15-15-15z"/>${ROBE}${HEAD}
<path d="M20 27l3-9 5 6 4-9 4 9 5-6 3 9z"/>
<g fill="#fff"><circle cx="23" cy="17" r="1.8"/><circle cx="32" cy="14" r="2"/><circle cx="41" cy="17" r="1.8"/></g>
<path d="M21 25h22" stroke="#fff" stroke-width="1.4"/>
<path d="M18 63c5 6 9 8 14 8s9-2 14-8" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="0.1 3.6" stroke-linecap="round"/>`;

const KING = `${ROBE}${HEAD}
<path d="M21 43c0 10 5 17 11 19 6-2 11-9 11-19-2 3-4 4-6 4-1-2-3-3-5-3s-4 1-5 3c-2 0-4-1-6-4z"/>
<path d="M19 29V12l6.5 7L32 8l6.5 11L45 12v17z"/>
<g fill="#fff"><circle cx="32" cy="23" r="2.2"/><circle cx="24" cy="24" r="1.5"/><circle cx="40" cy="24" r="1.5"/></g>
<path d="M19 26.5h26" stroke="#fff" stroke-width="1.4"/>${TRIM}`;

/** The three figures, by rank index (10 Jack, 11 Queen, 12 King), as SVG markup in currentColor. */
export const FIGURES: Readonly<Record<number, string>> = { 10: JACK, 11: QUEEN, 12: KING };

/** A court card's portrait: its figure, and the suit on a round badge at the chest; framed on large cards. */
const portrait =
  (framed: boolean) =>
  (suit: number, rank: number, colour: string): string =>
    `viewBox="0 0 64 88" color="${colour}" fill="${colour}">${framed ? FRAME : ''}${FIGURES[rank]}` +
    `<circle cx="32" cy="73" r="7.5" fill="#fff"/><svg x="26.5" y="67.5" width="11" height="11" viewBox="0 0 100 100">${SUIT_SHAPES[suit]}</svg></svg>`;

/** Puts the figures on the page, so every court card shows its figure from now on instead of its letter. */
export const installFigures = (): void => {
  const courts = [10, 11, 12];
  const rules = `${artRules(courts, portrait(false))}\n${artRules(courts, portrait(true), '.large-cards ')}`;
  addStyles(rules);
  warmPictures(rules);
  document.documentElement.classList.add('figures');
};
