import type { Messages } from '../i18n/en.js';
import { SUIT_SHAPES } from './suits.js';

const SVG = 'http://www.w3.org/2000/svg';

const symbolSheet = (symbols: string): SVGSVGElement => {
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

/**
 * A card face: rank and suit in the top-left corner, the suit again bottom-right; in the middle a large suit (small
 * cards and Aces), the pips (number cards when the cards are large) or the figure (court cards, once loaded).
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
    const centre = court ? `<span class="court-letter">${index}</span>` : suitIcon(suit, 'middle-suit');
    // The pips or the figure, painted by the style sheet's rules for this face (pips.ts, figures.ts).
    const art = rank === 0 ? '' : `<span class="art art-${suit}-${rank}"></span>`;
    const corner = `<span class="rank${index.length > 1 ? ' wide' : ''}">${index}</span>${suitIcon(suit, 'corner-suit')}`;
    template.innerHTML = `<span class="corner">${corner}</span><span class="middle">${centre}</span>${art}<span class="corner far">${corner}</span>`;
    templates.set(card, template);
  }
  const element = template.cloneNode(true) as HTMLElement;
  element.dataset.card = String(card);
  return element;
};

/** Forgets the cached card faces (after the language changes). */
export const clearCardTemplates = (): void => templates.clear();
