import { describe, expect, it } from 'vitest';
import {
  APP_VERSION,
  BELL_UNSEEN_COUNT,
  CHUNK_LOAD_TIMEOUT_MS,
  FEATURE_EVENT_DELAY_MS,
  INQUIRIES_PAGE_SIZE,
  MAX_OPEN_INQUIRIES,
  QUICK_SEARCH_DEBOUNCE_MS,
  QUICK_SEARCH_RESULT_COUNT,
  SOCKET_NOT_CONNECTED_WARNING,
  SOCKET_RECONNECT_DELAY_MS,
  TOAST_DEFAULT_MULTI_LINE,
  TOAST_DEFAULT_STYLE,
  TOAST_DEFAULT_TIMEOUT_MS,
} from './app-constants';

describe('app-shell constants (§9)', () => {
  it('match the spec values', () => {
    expect(APP_VERSION).toBe('2.0.3');
    expect(QUICK_SEARCH_DEBOUNCE_MS).toBe(500);
    expect(QUICK_SEARCH_RESULT_COUNT).toBe(6);
    expect(TOAST_DEFAULT_TIMEOUT_MS).toBe(3000);
    expect(TOAST_DEFAULT_STYLE).toBe('success');
    expect(TOAST_DEFAULT_MULTI_LINE).toBe(false);
    expect(SOCKET_RECONNECT_DELAY_MS).toBe(5000);
    expect(SOCKET_NOT_CONNECTED_WARNING).toBe('WebSocket not connected !');
    expect(FEATURE_EVENT_DELAY_MS).toBe(500);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(BELL_UNSEEN_COUNT).toBe(5);
    expect(INQUIRIES_PAGE_SIZE).toBe(20);
    expect(MAX_OPEN_INQUIRIES).toBe(15);
  });
});
