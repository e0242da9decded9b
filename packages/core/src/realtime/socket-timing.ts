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
