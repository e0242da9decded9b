import { DomainFailure, parseSocketMessage, PORT_LIMITS, SOCKET_PATH, SOCKET_SUBPROTOCOL, SOCKET_TOKEN_QUERY_PARAM } from '@cible/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { SELF_AUTHENTICATED } from '../http/route-declaration';
import type { TokenAuthenticator } from '../security/authenticate';
import type { SocketHub, SocketSession } from './socket-hub';
import { SOCKET_CLOSE } from './socket-hub';

export interface SocketRoutesOptions {
  readonly hub: SocketHub;
  readonly authenticator: Pick<TokenAuthenticator, 'authenticateToken'>;
  /** Open sockets allowed per user (tabs, devices); the next one is refused with 429. Default 20. */
  readonly maxSocketsPerUser?: number;
}

/** Whether an upgrade request offers core's subprotocol (`Sec-WebSocket-Protocol: echo-protocol`). */
export function offersSubprotocol(request: Pick<IncomingMessage, 'headers'>): boolean {
  const header = request.headers['sec-websocket-protocol'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((protocol) => protocol.trim() === SOCKET_SUBPROTOCOL);
}

/** `handleProtocols` of the ws server: always answers core's subprotocol (the route refused clients without it). */
export function chooseSubprotocol(protocols: Set<string>): string | false {
  return protocols.has(SOCKET_SUBPROTOCOL) ? SOCKET_SUBPROTOCOL : false;
}

/** The token of the socket URL (`?token=<jwt>`), or `null` when absent, repeated or oversized. */
function tokenOf(request: FastifyRequest): string | null {
  const value = (request.query as Record<string, unknown> | undefined)?.[SOCKET_TOKEN_QUERY_PARAM];
  if (typeof value !== 'string' || value === '' || value.length > PORT_LIMITS.token) return null;
  return value;
}

/**
 * The real-time socket, `GET /v1/web-socket/socket?token=<jwt>` upgraded to a WebSocket with subprotocol
 * `echo-protocol` (docs/notifications.md "The real-time socket"). Before the upgrade, in an onRequest hook, the token
 * is verified exactly like a bearer token on HTTP routes (`authenticateToken`: HS256 signature, expiry, claims, user
 * exists, active, in the token's organisation, not revoked, impersonation still allowed; a password-expired token is
 * refused); a refusal answers the HTTP error (401 `AUTH.TOKEN_MISSING` / `AUTH.TOKEN_INVALID` / `AUTH.TOKEN_EXPIRED` /
 * `AUTH.ACCOUNT_INACTIVE`, 403 `AUTH.PASSWORD_EXPIRED`) instead of switching protocols. Without the subprotocol:
 * 400; a plain GET (no upgrade): 400; over the per-user limit: 429.
 *
 * Once open, the socket belongs to the token's user only ({@link SocketHub}); the server sends JSON
 * `{ type_id, payload }` messages; client messages must be such messages too (no type is defined from the client
 * yet: they are ignored), anything else closes the socket with 1003.
 */
export const socketRoutes: FastifyPluginAsync<SocketRoutesOptions> = async (app, { hub, authenticator, maxSocketsPerUser = 20 }) => {
  const sessions = new WeakMap<IncomingMessage, SocketSession>();

  app.get(
    SOCKET_PATH,
    {
      websocket: true,
      // The socket checks its own credential: the JWT query parameter (browsers cannot send a bearer header).
      config: { access: SELF_AUTHENTICATED },
      onRequest: async (request) => {
        if (!request.ws) throw new DomainFailure('VALIDATION.INVALID_REQUEST', 'This path only accepts WebSocket upgrades.');
        const token = tokenOf(request);
        if (token === null) throw new DomainFailure('AUTH.TOKEN_MISSING', 'Authentication is required.');
        const auth = await authenticator.authenticateToken(token, { allowPasswordExpired: false });
        const verified = auth.session;
        if (verified === null) throw new DomainFailure('AUTH.TOKEN_INVALID', 'The session token is invalid.');
        if (!offersSubprotocol(request.raw)) {
          throw new DomainFailure('VALIDATION.INVALID_REQUEST', `The socket needs the subprotocol ${SOCKET_SUBPROTOCOL}.`);
        }
        if (hub.countOf(auth.user.id) >= maxSocketsPerUser) {
          throw new DomainFailure('RATE_LIMITED', 'Too many open sockets for this user.');
        }
        sessions.set(request.raw, {
          userId: auth.user.id,
          organizationId: auth.user.organizationId,
          iat: verified.iat,
          exp: verified.exp,
          connectedAsBy: verified.connectedAsBy,
          isPlatformAdmin: auth.user.isPlatformAdmin,
          token,
        });
      },
    },
    (socket, request) => {
      const session = sessions.get(request.raw);
      if (session === undefined) {
        socket.close(SOCKET_CLOSE.policyViolation, 'AUTH.TOKEN_MISSING');
        return;
      }
      const entry = hub.add(socket, session);
      request.log.debug({ userId: session.userId, sockets: hub.countOf(session.userId) }, 'socket opened');
      socket.on('message', (data, isBinary) => {
        const text = isBinary ? null : Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(data as Buffer[]).toString('utf8');
        if (text === null || parseSocketMessage(text) === null) {
          hub.close(entry, SOCKET_CLOSE.unsupportedData, 'expected a JSON { type_id, payload } message');
        }
        // No message type is defined from the client yet: valid messages are ignored.
      });
    },
  );
};
