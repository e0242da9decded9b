/**
 * What a user typed into the prerendered login form before the app's script ran (index.html paints the form
 * without script, docs/adr/009-first-paint-without-script.md): the value of each named field and the focused one.
 */
export interface TypedBeforeScript {
  readonly values: ReadonlyMap<string, string>;
  readonly focused: string | null;
}

/** Reads the named fields of the prerendered markup in `root`, before React replaces it. */
export function readTypedBeforeScript(root: HTMLElement): TypedBeforeScript {
  const values = new Map<string, string>();
  for (const input of root.querySelectorAll<HTMLInputElement>('input[name]')) if (input.value) values.set(input.name, input.value);
  const active = root.ownerDocument.activeElement;
  const focused = active instanceof HTMLInputElement && root.contains(active) && active.name ? active.name : null;
  return { values, focused };
}

/**
 * Gives the typed values to the React fields of the same names (through the native setter and an `input` event,
 * so that React's onChange and the view-model see them) and gives the focus back (`restoreFocus` alone does that,
 * for a caller that must wait until the page's own effects ran, which may move the focus).
 */
export function restoreTypedBeforeScript(root: HTMLElement, typed: TypedBeforeScript): void {
  restoreValues(root, typed);
  restoreFocus(root, typed);
}

/** The values part of {@link restoreTypedBeforeScript}. */
export function restoreValues(root: HTMLElement, typed: TypedBeforeScript): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const [name, value] of typed.values) {
    const input = root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
    if (!input || input.value === value || !setValue) continue;
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** The focus part of {@link restoreTypedBeforeScript}. */
export function restoreFocus(root: HTMLElement, typed: TypedBeforeScript): void {
  if (typed.focused) root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(typed.focused)}"]`)?.focus();
}

/**
 * Follows what the user types into the prerendered markup while React renders the app in the background (the
 * takeover render is a transition, cut into short tasks, so the page stays responsive): `stop()` answers the last
 * values and focus seen, once React's commit replaced the markup.
 */
export function followTypedBeforeScript(root: HTMLElement): { stop(): TypedBeforeScript } {
  let typed = readTypedBeforeScript(root);
  // Only the prerendered fields count: React's own fields, once committed, may take the focus (autoFocus) before the
  // handover, and removing the focused field at the commit blurs it. So the values follow every edit of a
  // prerendered field, and the focus follows the prerendered field focused last.
  const prerendered = new Set<EventTarget>(root.querySelectorAll('input'));
  const update = (event: Event) => {
    if (event.target === null || !prerendered.has(event.target) || !(event.target as Node).isConnected) return;
    const now = readTypedBeforeScript(root);
    const focused = event.type === 'focusin' ? (event.target as HTMLInputElement).name || null : typed.focused;
    typed = { values: now.values, focused };
  };
  const events = ['input', 'change', 'focusin'] as const;
  for (const event of events) root.addEventListener(event, update, true);
  return {
    stop() {
      for (const event of events) root.removeEventListener(event, update, true);
      return typed;
    },
  };
}
