import type { Messages } from '../i18n/en.js';

const SVG = 'http://www.w3.org/2000/svg';

// Suit shapes on a 100 × 100 grid, by suit index: clubs, diamonds, hearts, spades.
const SUIT_SHAPES = [
  '<circle cx="50" cy="27" r="21"/><circle cx="26" cy="58" r="21"/><circle cx="74" cy="58" r="21"/><circle cx="50" cy="52" r="12"/><path d="M45 55C45 78 41 90 30 98h40C59 90 55 78 55 55z"/>',
  '<path d="M50 1 91 50 50 99 9 50z"/>',
  '<path d="M50 94C20 70 3 52 3 30 3 14 15 3 29 3c10 0 17 6 21 15 4-9 11-15 21-15 14 0 26 11 26 27 0 22-17 40-47 64z"/>',
  '<path d="M50 2C68 26 97 40 97 62c0 15-11 24-23 24-9 0-16-4-20-11 1 11 5 18 13 23H33c8-5 12-12 13-23-4 7-11 11-20 11C14 86 3 77 3 62 3 40 32 26 50 2z"/>',
];

/** The hidden SVG symbols every card's suit refers to; inserted once into the page. */
export const suitSymbols = (): SVGSVGElement => {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('width', '0');
  svg.setAttribute('height', '0');
  svg.style.position = 'absolute';
  svg.innerHTML = SUIT_SHAPES.map(
    (shape, suit) => `<symbol id="suit-${suit}" viewBox="0 0 100 100">${shape}</symbol>`,
  ).join('');
  return svg;
};

const suitIcon = (suit: number, className: string): string =>
  `<svg class="${className}" viewBox="0 0 100 100" aria-hidden="true"><use href="#suit-${suit}"/></svg>`;

/** The spoken name of a card in the current language, e.g. "seven of clubs". */
export const spokenCard = (messages: Messages, card: number): string =>
  messages.cardName(messages.rankNames[card % 13]!, messages.suitNames[Math.floor(card / 13)]!);

/** A short written name, e.g. "7♣", for toasts. */
export const shortCard = (messages: Messages, card: number): string =>
  `${messages.rankIndex[card % 13]}${'♣♦♥♠'[Math.floor(card / 13)]}`;

const templates = new Map<number, HTMLElement>();

/** A card face: rank and suit in the top-left corner, the suit again bottom-right, a large suit or letter in the middle. */
export const makeCardElement = (messages: Messages, card: number): HTMLElement => {
  let template = templates.get(card);
  if (template === undefined) {
    const suit = Math.floor(card / 13);
    const rank = card % 13;
    const index = messages.rankIndex[rank]!;
    template = document.createElement('div');
    template.className = `card suit-${suit}${rank >= 10 ? ' court' : ''}`;
    template.setAttribute('role', 'img');
    template.setAttribute('aria-label', spokenCard(messages, card));
    const centre = rank >= 10 ? `<span class="court-letter">${index}</span>` : '';
    template.innerHTML =
      `<span class="corner"><span class="rank${index.length > 1 ? ' wide' : ''}">${index}</span>${suitIcon(suit, 'corner-suit')}</span>` +
      `<span class="middle">${centre}${suitIcon(suit, 'middle-suit')}</span>` +
      `<span class="corner far"><span class="rank${index.length > 1 ? ' wide' : ''}">${index}</span>${suitIcon(suit, 'corner-suit')}</span>`;
    templates.set(card, template);
  }
  const element = template.cloneNode(true) as HTMLElement;
  element.dataset.card = String(card);
  return element;
};

/** Forgets the cached card faces (after the language changes). */
export const clearCardTemplates = (): void => templates.clear();
