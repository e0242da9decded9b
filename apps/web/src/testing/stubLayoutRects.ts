/**
 * Test helper: jsdom has no layout, and its `Range` lacks `getClientRects` / `getBoundingClientRect`, which the
 * rich-text editor (ProseMirror) calls to keep the caret in view. Empty rectangles stand in for them.
 */
export function stubLayoutRects(): void {
  const emptyRect = () => ({ x: 0, y: 0, width: 0, height: 0, top: 0, right: 0, bottom: 0, left: 0, toJSON: () => ({}) }) as DOMRect;
  const emptyList = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  for (const prototype of [Range.prototype, Element.prototype]) {
    if (typeof prototype.getClientRects !== 'function') Object.defineProperty(prototype, 'getClientRects', { value: emptyList, configurable: true, writable: true });
    if (typeof prototype.getBoundingClientRect !== 'function') Object.defineProperty(prototype, 'getBoundingClientRect', { value: emptyRect, configurable: true, writable: true });
  }
  if (typeof document.elementFromPoint !== 'function') Object.defineProperty(document, 'elementFromPoint', { value: () => null, configurable: true, writable: true });
}
