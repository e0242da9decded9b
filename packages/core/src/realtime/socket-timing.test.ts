import { describe, expect, it } from 'vitest';
import { SOCKET_NOT_CONNECTED_WARNING, SOCKET_RECONNECT_DELAY_MS } from './socket-timing';

describe('socket-timing (spec values)', () => {
  it('matches the specification', () => {
    expect(SOCKET_RECONNECT_DELAY_MS).toBe(5000);
    expect(SOCKET_NOT_CONNECTED_WARNING).toBe('WebSocket not connected !');
  });
});
