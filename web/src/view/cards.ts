import type { Messages } from '../i18n/en.js';
import { pipsSvg } from './pips.js';

const SVG = 'http://www.w3.org/2000/svg';

// Suit shapes on a 100 × 100 grid, by suit index: clubs, diamonds, hearts, spades.
const SUIT_SHAPES = [
  '<circle cx="50" cy="27" r="21"/><circle cx="26" cy="58" r="21"/><circle cx="74" cy="58" r="21"/><circle cx="50" cy="52" r="12"/><path d="M45 55C45 78 41 90 30 98h40C59 90 55 78 55 55z"/>',
  '<path d="M50 1 91 50 50 99 9 50z"/>',
  '<path d="M50 94C20 70 3 52 3 30 3 14 15 3 29 3c10 0 17 6 21 15 4-9 11-15 21-15 14 0 26 11 26 27 0 22-17 40-47 64z"/>',
  '<path d="M50 2C68 26 97 40 97 62c0 15-11 24-23 24-9 0-16-4-20-11 1 11 5 18 13 23H33c8-5 12-12 13-23-4 7-11 11-20 11C14 86 3 77 3 62 3 40 32 26 50 2z"/>',
];

/** A hidden SVG holding `symbols` (markup of `<symbol>` elements) for the cards to refer to. */
export const symbolSheet = (symbols: string): SVGSVGElement => {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('width', '0');
  svg.setAttribute('height', '0');
  svg.style.position = 'absolute';
  svg.innerHTML = symbols;
  return svg;
};

/** The hidden SVG symbols every card's suit refers to; inserted once into the page. */
export const suitSymbols = (): SVGSVGElement =>
  symbolSheet(
    SUIT_SHAPES.map((shape, suit) => `<symbol id="suit-${suit}" viewBox="0 0 100 100">${shape}</symbol>`).join(''),
  );

const suitIcon = (suit: number, className: string): string =>
  `<svg class="${className}" viewBox="0 0 100 100" aria-hidden="true"><use href="#suit-${suit}"/></svg>`;

/** The spoken name of a card in the current language, e.g. "seven of clubs". */
export const spokenCard = (messages: Messages, card: number): string =>
  messages.cardName(messages.rankNames[card % 13]!, messages.suitNames[Math.floor(card / 13)]!);

/** A short written name, e.g. "7♣", for toasts. */
export const shortCard = (messages: Messages, card: number): string =>
  `${messages.rankIndex[card % 13]}${'♣♦♥♠'[Math.floor(card / 13)]}`;

const templates = new Map<number, HTMLElement>();

// A court card's portrait: its figure (drawn once the figures are loaded) and the suit on a round badge at its chest.
const figureSvg = (suit: number, rank: number): string =>
  `<svg class="figure" viewBox="0 0 64 88" aria-hidden="true"><use href="#figure-${rank}"/>` +
  `<circle cx="32" cy="73" r="7.5" fill="#fff"/><use href="#suit-${suit}" x="26.5" y="67.5" width="11" height="11"/></svg>`;

/**
 * A card face: rank and suit in the top-left corner, the suit again bottom-right; in the middle a large suit (small
 * cards and Aces), the pips (number cards when the cards are large) or the figure (court cards).
 */
export const makeCardElement = (messages: Messages, card: number): HTMLElement => {
  let template = templates.get(card);
  if (template === undefined) {
    const suit = Math.floor(card / 13);
    const rank = card % 13;
    const index = messages.rankIndex[rank]!;
    const court = rank >= 10;
    template = document.createElement('div');
    template.className = `card suit-${suit}${court ? ' court' : rank > 0 ? ' number' : ' ace'}`;
    template.setAttribute('role', 'img');
    template.setAttribute('aria-label', spokenCard(messages, card));
    const centre = court
      ? `<span class="court-letter">${index}</span>${figureSvg(suit, rank)}`
      : suitIcon(suit, 'middle-suit');
    const pips = court || rank === 0 ? '' : pipsSvg(suit, rank);
    const corner = `<span class="rank${index.length > 1 ? ' wide' : ''}">${index}</span>${suitIcon(suit, 'corner-suit')}`;
    template.innerHTML = `<span class="corner">${corner}</span><span class="middle">${centre}</span>${pips}<span class="corner far">${corner}</span>`;
    templates.set(card, template);
  }
  const element = template.cloneNode(true) as HTMLElement;
  element.dataset.card = String(card);
  return element;
};

/** Forgets the cached card faces (after the language changes). */
export const clearCardTemplates = (): void => templates.clear();
