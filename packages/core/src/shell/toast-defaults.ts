/** Toast styles (the spec's values; docs/ui.md "Toasts"). */
export type ToastStyle = 'success' | 'warning' | 'error';

/**
 * Default toast timeout.
 * @rule app-shell §9 · toast default timeout 3000 ms
 */
export const TOAST_DEFAULT_TIMEOUT_MS = 3000;

/**
 * Default toast style.
 * @rule app-shell §3, §9 · toast default style success
 */
export const TOAST_DEFAULT_STYLE: ToastStyle = 'success';

/**
 * Default of a toast's multi_line flag.
 * @rule app-shell §3 · toast multi_line defaults to false
 */
export const TOAST_DEFAULT_MULTI_LINE = false;
