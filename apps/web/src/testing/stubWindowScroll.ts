/** Test helper: jsdom does not implement window.scrollTo (the router's scroll restoration calls it). */
export function stubWindowScroll(): void {
  Object.defineProperty(window, 'scrollTo', { value: () => {}, writable: true, configurable: true });
}
