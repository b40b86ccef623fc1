import { symbolSheet } from './cards.js';

// The figures of the court cards, drawn for this game: a bust in the suit's colour (the symbol's currentColor), with
// a cap and feather for the Jack, hair and a coronet for the Queen, a crown and beard for the King. Loaded after the
// first paint: until then a court card shows its letter.

// On a 64 × 88 grid; the chest's round badge (x 32, y 73) is left free for the suit, which the card draws itself.
// The portrait's frame shows on large cards only (the card sets --figure-frame), where there is room around it.
const FRAME =
  '<rect x="1" y="1" width="62" height="86" rx="5" fill-opacity=".07" stroke="currentColor" stroke-opacity=".45" style="display:var(--figure-frame)"/>';
const ROBE = '<path d="M4 88C4 68 15 59 32 59s28 9 28 29z"/><path d="M25 52h14v9H25z" opacity=".55"/>';
const TRIM =
  '<path d="M10 73c6 5 13 8 22 8s16-3 22-8" fill="none" stroke="#fff" stroke-width="2.2" stroke-dasharray="0.1 4.2" stroke-linecap="round"/>';
// A face in a light tint of the suit's colour, outlined, with eyes and a mouth.
const HEAD =
  '<ellipse cx="32" cy="40" rx="11" ry="13" fill="#fff"/><ellipse cx="32" cy="40" rx="11" ry="13" fill-opacity=".14" stroke="currentColor" stroke-width="1.8"/>' +
  '<circle cx="28" cy="39" r="1.3"/><circle cx="36" cy="39" r="1.3"/><path d="M29.5 46.5q2.5 1.6 5 0" fill="none" stroke="currentColor" stroke-width="1.3" stroke-linecap="round"/>';

const JACK = `${FRAME}${ROBE}${HEAD}
<path d="M17 33c1-10 9-15 18-15 8 0 14 4 15 10-6-1-11 0-15 2-6 2-12 3-18 3z"/>
<path d="M45 24c7-8 13-13 17-21-2 9-6 16-14 23z" opacity=".7"/>
<path d="M18 32.5h28" stroke="#fff" stroke-width="1.6"/>
<path d="M20 59l12 9 12-9" fill="none" stroke="#fff" stroke-width="2"/>`;

const QUEEN = `${FRAME}<path d="M32 25c-10 0-15 7-15 15-2 10-2 19-5 27 6 2 12 0 15-6h10c3 6 9 8 15 6-3-8-3-17-5-27 0-8-5-15-15-15z"/>${ROBE}${HEAD}
<path d="M20 27l3-9 5 6 4-9 4 9 5-6 3 9z"/>
<g fill="#fff"><circle cx="23" cy="17" r="1.8"/><circle cx="32" cy="14" r="2"/><circle cx="41" cy="17" r="1.8"/></g>
<path d="M21 25h22" stroke="#fff" stroke-width="1.4"/>
<path d="M18 63c5 6 9 8 14 8s9-2 14-8" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="0.1 3.6" stroke-linecap="round"/>`;

const KING = `${FRAME}${ROBE}${HEAD}
<path d="M21 43c0 10 5 17 11 19 6-2 11-9 11-19-2 3-4 4-6 4-1-2-3-3-5-3s-4 1-5 3c-2 0-4-1-6-4z"/>
<path d="M19 29V12l6.5 7L32 8l6.5 11L45 12v17z"/>
<g fill="#fff"><circle cx="32" cy="23" r="2.2"/><circle cx="24" cy="24" r="1.5"/><circle cx="40" cy="24" r="1.5"/></g>
<path d="M19 26.5h26" stroke="#fff" stroke-width="1.4"/>${TRIM}`;

/** The symbols of the three figures, by rank index (10 Jack, 11 Queen, 12 King), as SVG markup. */
export const FIGURES: Readonly<Record<10 | 11 | 12, string>> = { 10: JACK, 11: QUEEN, 12: KING };

/** Puts the figures into the page's hidden symbols, so every court card shows its figure from now on. */
export const installFigures = (): void => {
  const symbols = Object.entries(FIGURES)
    .map(([rank, shape]) => `<symbol id="figure-${rank}" viewBox="0 0 64 88">${shape}</symbol>`)
    .join('');
  document.body.append(symbolSheet(symbols));
  document.documentElement.classList.add('figures');
};
