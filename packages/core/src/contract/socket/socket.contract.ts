import * as z from 'zod/mini';

/**
 * Path of the real-time socket on the API host (docs/notifications.md "The real-time socket").
 * @rule app-shell §7 · real-time socket path /v1/web-socket/socket
 */
export const SOCKET_PATH = '/v1/web-socket/socket';

/**
 * Subprotocol of the real-time socket (docs/notifications.md "The real-time socket").
 * @rule app-shell §7 · real-time socket subprotocol echo-protocol
 */
export const SOCKET_SUBPROTOCOL = 'echo-protocol';

/** Name of the query parameter carrying the JWT (designed). */
export const SOCKET_TOKEN_QUERY_PARAM = 'token';

/**
 * Message type ids (designed): 1 a notification was created for the user (payload: core's `NotificationPush`); 2 a
 * support-chat message was written, sent to the conversation's user and to the support staff (payload: core's
 * `SupportChatPush`); 3 an export progressed, sent to its owner (payload: the exports contract's `ExportProgressPush`).
 */
export const SOCKET_MESSAGE_TYPE = { notification: 1, supportChatMessage: 2, exportProgress: 3 } as const;

/**
 * A socket message (docs/rules/ports.md "Non-HTTP ports", `SocketGateway`): JSON with `type_id` and `payload`,
 * dispatched by type. zod/mini: the web app's first route parses it (docs/performance.md).
 */
export const SocketMessageSchema = z.object({
  type_id: z.int().check(z.minimum(0), z.maximum(10_000)),
  payload: z.unknown(),
});
export type SocketMessage = z.infer<typeof SocketMessageSchema>;

/** Largest socket message accepted, in characters (designed). */
export const SOCKET_MESSAGE_MAX_LENGTH = 65_536;

/** Reads one raw socket frame; `null` when it is not a valid message (not JSON, too long, wrong shape). */
export function parseSocketMessage(raw: string): SocketMessage | null {
  if (raw.length > SOCKET_MESSAGE_MAX_LENGTH) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = SocketMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * The socket URL for an API base URL: `http(s)` becomes `ws(s)`, the path is {@link SOCKET_PATH}, the JWT goes in
 * the `token` query parameter (docs/notifications.md "The real-time socket").
 * @rule app-shell §7 · socket on the API host with the JWT as query parameter
 */
export function buildSocketUrl(apiBaseUrl: string, token: string): string {
  const base = apiBaseUrl.replace(/\/+$/, '').replace(/^http(s?):\/\//i, (_match, secure: string) => `ws${secure}://`);
  return `${base}${SOCKET_PATH}?${SOCKET_TOKEN_QUERY_PARAM}=${encodeURIComponent(token)}`;
}
