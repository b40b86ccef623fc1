// Suit shapes on a 100 × 100 grid, by suit index: clubs, diamonds, hearts, spades.
/** The suits' shapes as SVG markup, by suit index (clubs, diamonds, hearts, spades), on a 100 × 100 grid. */
export const SUIT_SHAPES = [
  '<circle cx="50" cy="27" r="21"/><circle cx="26" cy="58" r="21"/><circle cx="74" cy="58" r="21"/><circle cx="50" cy="52" r="12"/><path d="M45 55C45 78 41 90 30 98h40C59 90 55 78 55 55z"/>',
  '<path d="M50 1 91 50 50 99 9 50z"/>',
  '<path d="M50 94C20 70 3 52 3 30 3 14 15 3 29 3c10 0 17 6 21 15 4-9 11-15 21-15 14 0 26 11 26 27 0 22-17 40-47 64z"/>',
  '<path d="M50 2C68 26 97 40 97 62c0 15-11 24-23 24-9 0-16-4-20-11 1 11 5 18 13 23H33c8-5 12-12 13-23-4 7-11 11-20 11C14 86 3 77 3 62 3 40 32 26 50 2z"/>',
] as const;

/** An SVG drawing as a CSS image. */
const cssImage = (svg: string): string =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" ${svg}`)}")`;

/**
 * Style rules that paint each card's art (its `.art-<suit>-<rank>` element) as an image, in the suit's colour of the two- and the
 * four-colour deck (read from the style sheet's --black-suit, --red-suit, --green-suit and --blue-suit). Images,
 * not inline SVG: a card is then one element to style and a picture to draw, which keeps a move's frame short.
 * `draw(suit, colour)` gives the drawing's `<svg` attributes and content, without the leading `<svg`.
 */
export const artRules = (
  ranks: readonly number[],
  draw: (suit: number, rank: number, colour: string) => string,
  scope = '',
): string => {
  const style = getComputedStyle(document.documentElement);
  const colour = (name: string): string => style.getPropertyValue(name).trim();
  const two = [colour('--black-suit'), colour('--red-suit'), colour('--red-suit'), colour('--black-suit')];
  const four = [colour('--green-suit'), colour('--blue-suit'), two[2]!, two[3]!];
  const rules: string[] = [];
  for (const rank of ranks)
    for (let suit = 0; suit < 4; suit++) {
      // The picture's own class on the right: a card's element is matched against its rules alone.
      const face = `.art-${suit}-${rank}`;
      rules.push(`${scope}${face}{background-image:${cssImage(draw(suit, rank, two[suit]!))}}`);
      if (four[suit] !== two[suit])
        rules.push(`.four-colour ${scope}${face}{background-image:${cssImage(draw(suit, rank, four[suit]!))}}`);
    }
  return rules.join('\n');
};

/**
 * Loads the pictures of some style rules ahead of their first use, when the page is idle: an SVG picture is a small
 * document of its own, and making it in the frame of the move that first shows its card would lengthen that frame.
 */
export const warmPictures = (css: string): void => {
  const urls = [...css.matchAll(/url\("([^"]+)"\)/g)].map((match) => match[1]!);
  const idle = window.requestIdleCallback ?? ((work: () => void) => window.setTimeout(work, 50));
  const next = (): void => {
    const url = urls.shift();
    if (url === undefined) return;
    const image = new Image();
    image.src = url;
    void image
      .decode()
      .catch(() => undefined)
      .then(() => idle(next));
  };
  idle(next);
};

/** Adds a style sheet of `css` to the page. */
export const addStyles = (css: string): void => {
  const sheet = document.createElement('style');
  sheet.textContent = css;
  document.head.append(sheet);
};
