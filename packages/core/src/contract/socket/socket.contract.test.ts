import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSocketUrl, parseSocketMessage, SOCKET_MESSAGE_MAX_LENGTH, SOCKET_PATH, SOCKET_SUBPROTOCOL, SocketMessageSchema } from './socket.contract';

describe('socket port', () => {
  it('uses the spec’s path and subprotocol', () => {
    expect(SOCKET_PATH).toBe('/v1/web-socket/socket');
    expect(SOCKET_SUBPROTOCOL).toBe('echo-protocol');
  });

  it('builds the socket URL on the API host with the JWT as query parameter', () => {
    expect(buildSocketUrl('https://api.cible.fr/', 'a.b.c')).toBe('wss://api.cible.fr/v1/web-socket/socket?token=a.b.c');
    expect(buildSocketUrl('http://localhost:3000', 'x y')).toBe('ws://localhost:3000/v1/web-socket/socket?token=x%20y');
  });

  it('parses messages with type_id and payload, and refuses anything else', () => {
    expect(parseSocketMessage('{"type_id":1,"payload":{"notification_id":5}}')).toEqual({ type_id: 1, payload: { notification_id: 5 } });
    expect(parseSocketMessage('not json')).toBeNull();
    expect(parseSocketMessage('{"type":1}')).toBeNull();
    expect(parseSocketMessage('{"type_id":"1","payload":null}')).toBeNull();
    expect(parseSocketMessage(`{"type_id":1,"payload":"${'x'.repeat(SOCKET_MESSAGE_MAX_LENGTH)}"}`)).toBeNull();
    expect(SocketMessageSchema.safeParse({ type_id: 1.5, payload: null }).success).toBe(false);
  });

  it('property: a serialised message parses back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.jsonValue(), (typeId, payload) => {
        const message = { type_id: typeId, payload };
        expect(parseSocketMessage(JSON.stringify(message))).toEqual(JSON.parse(JSON.stringify(message)));
      }),
    );
  });
});
