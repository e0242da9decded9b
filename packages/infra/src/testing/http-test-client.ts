import { createFixedClock } from '@cible/core';
import { vi } from 'vitest';
import { EndpointCaller } from '../endpoints/endpoint-caller';
import { FetchHttpClient } from '../http/fetch-http-client';
import { FakeFetch } from './fake-fetch';
import { sessionJwt } from './test-jwt';

/** The instant of the HTTP tests. */
export const TEST_NOW = new Date('2026-03-10T09:00:00Z');

/** Test support: a real FetchHttpClient and EndpointCaller over a FakeFetch, with a valid token. */
export function httpTestClient() {
  const fake = new FakeFetch();
  const token = sessionJwt(TEST_NOW.getTime() / 1000 - 60);
  const onUnauthorized = vi.fn();
  const logger = { warn: vi.fn(), error: vi.fn() };
  const http = new FetchHttpClient({
    baseUrl: 'https://api.cible.test',
    getToken: () => token,
    onUnauthorized,
    clock: createFixedClock(TEST_NOW),
    fetch: fake.fetch,
    logger,
  });
  return { fake, http, caller: new EndpointCaller(http), token, onUnauthorized, logger };
}
