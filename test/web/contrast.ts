import type { Page } from 'playwright-core';

/** One piece of text (or a suit symbol) whose contrast against what lies behind it is below WCAG AA's level. */
export interface ContrastFailure {
  /** The text, or "<svg>" for a symbol, and where it is: its element's tag and classes and those of its parent. */
  readonly what: string;
  readonly ratio: number;
  readonly needed: number;
  readonly colour: string;
  readonly background: string;
}

/** What a contrast check saw: how many texts and symbols it measured, those below the level, the closest calls. */
export interface ContrastReport {
  readonly texts: number;
  readonly symbols: number;
  readonly failures: readonly ContrastFailure[];
  /** The five measures with the least margin over their level (ratio over needed), failures included. */
  readonly closest: readonly ContrastFailure[];
}

/**
 * Measures, against WCAG 2 AA, every visible text inside `scope` (the page when left out): its colour against the
 * background it sits on, found by walking up its ancestors to the first opaque background (a gradient counts as
 * each of its colour stops, and the lowest ratio wins) and laying the semi-transparent ones in between on top.
 * Normal text needs 4.5:1, large text (24 px, or 18.66 px bold) 3:1, and so do suit symbols (graphics, 1.4.11).
 * The text of a disabled control is exempt, as WCAG has it; an input's placeholder is text like any other.
 */
export const measureContrast = (page: Page, scope = 'body'): Promise<ContrastReport> =>
  page.evaluate((scopeSelector) => {
    type Rgba = readonly [number, number, number, number];
    const parse = (text: string): Rgba => {
      const rgb = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(text);
      if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
      const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)$/.exec(text);
      if (srgb)
        return [
          Number(srgb[1]) * 255,
          Number(srgb[2]) * 255,
          Number(srgb[3]) * 255,
          srgb[4] === undefined ? 1 : Number(srgb[4]),
        ];
      throw new Error(`a colour the contrast check cannot read: ${text}`);
    };
    const colours = (image: string): Rgba[] =>
      image.includes('gradient') ? (image.match(/rgba?\([^)]*\)|color\([^)]*\)/g) ?? []).map(parse) : [];
    /** `top` laid over the opaque `bottom`. */
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as unknown as Rgba;
    };
    const luminance = (colour: Rgba): number => {
      const [r, g, b] = [0, 1, 2].map((i) => {
        const c = colour[i]! / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: Rgba, b: Rgba): number => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const show = (colour: Rgba): string => `rgb(${colour.map((part) => Math.round(part * 100) / 100).join(', ')})`;
    /** The colours `element`'s content may lie on, and the opacity of the element and its ancestors up to there. */
    const backgrounds = (element: Element): { bases: Rgba[]; opacity: number } => {
      const layers: Rgba[] = [];
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const colour = parse(style.backgroundColor);
        const stops = colours(style.backgroundImage);
        let bases: Rgba[] | undefined;
        if (colour[3] === 1) bases = [colour, ...stops.map((stop) => over(stop, colour))];
        else if (stops.length > 0 && stops.every((stop) => stop[3] === 1)) bases = stops;
        if (bases) {
          // The semi-transparent layers between the text and the opaque background, outermost first.
          const laid = bases.map((base) => layers.reduceRight((below, layer) => over(layer, below), base));
          return { bases: laid, opacity };
        }
        if (colour[3] > 0) layers.push(colour);
        opacity *= Number(style.opacity);
      }
      throw new Error('no opaque background behind the page');
    };
    const describe = (element: Element): string => {
      const name = (node: Element | null): string =>
        node ? `${node.tagName.toLowerCase()}${[...node.classList].map((c) => `.${c}`).join('')}` : '';
      return `${name(element.parentElement)} > ${name(element)}`;
    };
    type Measure = { what: string; ratio: number; needed: number; colour: string; background: string };
    const failures: Measure[] = [];
    const closest: Measure[] = [];
    const check = (element: Element, label: string, colourText: string, needed: number): void => {
      const { bases, opacity } = backgrounds(element);
      const colour = parse(colourText);
      let worst: { ratio: number; background: Rgba; colour: Rgba } | undefined;
      for (const base of bases) {
        const seen = over([colour[0], colour[1], colour[2], colour[3] * opacity], base);
        const measured = ratio(seen, base);
        if (!worst || measured < worst.ratio) worst = { ratio: measured, background: base, colour: seen };
      }
      if (!worst) return;
      const measure = {
        what: `“${label}” in ${describe(element)}`,
        ratio: Math.round(worst.ratio * 100) / 100,
        needed,
        colour: show(worst.colour),
        background: show(worst.background),
      };
      if (worst.ratio < needed) failures.push(measure);
      closest.push(measure);
      closest.sort((a, b) => a.ratio / a.needed - b.ratio / b.needed);
      closest.splice(5);
    };
    const root = document.querySelector(scopeSelector);
    if (!root) throw new Error(`nothing matches ${scopeSelector}`);
    const visible = (element: Element): boolean => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      if (element.closest(':disabled')) return false;
      const rect = element.getBoundingClientRect();
      // Screen-reader text is clipped to a pixel; what is off the window is not seen either.
      return (
        rect.width > 2 &&
        rect.height > 2 &&
        rect.right > 0 &&
        rect.bottom > 0 &&
        rect.left < innerWidth &&
        rect.top < innerHeight
      );
    };
    const large = (style: CSSStyleDeclaration): boolean => {
      const size = Number.parseFloat(style.fontSize);
      return size >= 24 || (Number(style.fontWeight) >= 700 && size >= 18.66);
    };
    let texts = 0;
    let symbols = 0;
    for (const element of [root, ...root.querySelectorAll('*')]) {
      if (!visible(element)) continue;
      const style = getComputedStyle(element);
      if (element instanceof SVGSVGElement) {
        symbols++;
        check(element, '<svg>', style.fill, 3);
        continue;
      }
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      const needed = large(style) ? 3 : 4.5;
      if (element instanceof HTMLSelectElement) {
        texts++;
        check(element, element.selectedOptions[0]?.text ?? '', style.color, needed);
      } else if (element instanceof HTMLInputElement && ['text', 'search', 'number', ''].includes(element.type)) {
        texts++;
        if (element.value === '' && element.placeholder !== '')
          check(element, element.placeholder, getComputedStyle(element, '::placeholder').color, needed);
        else if (element.value !== '') check(element, element.value, style.color, needed);
      } else if (own !== '' && !(element instanceof HTMLOptionElement)) {
        texts++;
        check(element, own, style.color, needed);
      }
    }
    return { texts, symbols, failures, closest };
  }, scope);
