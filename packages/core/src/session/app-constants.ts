/**
 * Application version shown in the footer.
 * @rule app-shell §1, §9 · version 2.0.3
 */
export const APP_VERSION = '2.0.3';

/**
 * Default debounce of the quick-search input.
 * @rule app-shell §2.7, §9 · quick search debounce 500 ms
 */
export const QUICK_SEARCH_DEBOUNCE_MS = 500;

/**
 * Number of results requested per quick-search column (companies, contacts, news, conferences).
 * @rule app-shell §2.7, §9 · quick search requests 6 results
 */
export const QUICK_SEARCH_RESULT_COUNT = 6;

/** Toast styles (app-shell §3). */
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

/**
 * Delay before the real-time socket reconnects after closing.
 * @rule app-shell §4, §9 · socket reconnect 5000 ms
 */
export const SOCKET_RECONNECT_DELAY_MS = 5000;

/**
 * Warning logged when a message is sent while the socket is not connected (log text, not UI).
 * @rule app-shell §8 · socket not connected logs "WebSocket not connected !"
 */
export const SOCKET_NOT_CONNECTED_WARNING = 'WebSocket not connected !';

/**
 * Delay before a feature-usage event is sent.
 * @rule app-shell §4, §9, prospecting §9 · feature-usage events delayed 500 ms
 */
export const FEATURE_EVENT_DELAY_MS = 500;

/**
 * Time-out for loading a code chunk, after which a chunk-load error is raised.
 * @rule app-shell §8 · chunk load times out after 120 s
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Number of unseen notifications the bell shows.
 * @rule app-shell §4, §9 · the bell shows up to 5 unseen notifications
 */
export const BELL_UNSEEN_COUNT = 5;

/**
 * Inquiries listed per page.
 * @rule app-shell §9, prospecting §9 · inquiries 20 per page
 */
export const INQUIRIES_PAGE_SIZE = 20;

/**
 * Maximum number of open inquiries (todo, draft, in progress) a user may have.
 * @rule app-shell §5, §9, prospecting §5, §9 · inquiry maximum quota 15
 */
export const MAX_OPEN_INQUIRIES = 15;
