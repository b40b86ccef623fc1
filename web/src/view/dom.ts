/** A new element with attributes and, optionally, its text. */
export const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] => {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (text !== undefined) element.textContent = text;
  return element;
};

/** True when the player asked the system for less motion. */
export const reducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Sets an inline style property only when it changes: an unchanged pile needs no style recalculation. */
export const setStyle = (element: HTMLElement, property: 'left' | 'top' | 'width' | 'height', value: string): void => {
  if (element.style[property] !== value) element.style[property] = value;
};

/** A card element left as it was drawn: not being dragged or sliding back. */
export const reusable = (card: HTMLElement): boolean =>
  !card.classList.contains('dragging') && !card.classList.contains('returning') && card.style.transform === '';

/** Makes `parent`'s children `wanted`, in order, without detaching the ones it keeps; an equal node is kept as it is. */
export const reconcile = (parent: HTMLElement, wanted: Node[]): void => {
  const spare = [...parent.childNodes].filter((old) => !wanted.includes(old));
  const nodes = wanted.map((node) => {
    if (node.parentNode === parent) return node;
    const equal = spare.findIndex((old) => old.isEqualNode(node));
    return equal < 0 ? node : spare.splice(equal, 1)[0]!;
  });
  for (const old of spare) old.remove();
  let cursor = parent.firstChild;
  for (const node of nodes) {
    if (node === cursor) cursor = cursor.nextSibling;
    else parent.insertBefore(node, cursor);
  }
};
