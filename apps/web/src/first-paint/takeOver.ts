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
 * so that React's onChange and the view-model see them) and gives the focus back.
 */
export function restoreTypedBeforeScript(root: HTMLElement, typed: TypedBeforeScript): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const [name, value] of typed.values) {
    const input = root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
    if (!input || input.value === value || !setValue) continue;
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (typed.focused) root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(typed.focused)}"]`)?.focus();
}
