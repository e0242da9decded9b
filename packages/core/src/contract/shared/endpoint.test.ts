import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  buildEndpointPath,
  defineEndpoint,
  EmptyResponseSchema,
  endpointPathParamNames,
  HTTP_METHODS,
  PathIdSchema,
  serializeEndpointQuery,
} from './endpoint';

describe('defineEndpoint', () => {
  const endpoint = defineEndpoint({
    method: 'GET',
    path: '/v1/credits/{kind}/organization/{org}/user/{user}',
    summary: 'test',
    params: { kind: z.enum(['sequence', 'export']) },
    response: z.object({ amount: z.number() }),
  });

  it('applies the defaults: user auth, json, not designed, no query, no body', () => {
    expect(endpoint.auth).toBe('user');
    expect(endpoint.responseType).toBe('json');
    expect(endpoint.designed).toBe(false);
    expect(endpoint.query).toBeUndefined();
    expect(endpoint.body).toBeUndefined();
  });

  it('builds a params schema from the path: ids by default, overrides where given', () => {
    expect(endpoint.params.parse({ kind: 'export', org: '12', user: 7 })).toEqual({ kind: 'export', org: 12, user: 7 });
    expect(endpoint.params.safeParse({ kind: 'bogus', org: 1, user: 1 }).success).toBe(false);
    expect(endpoint.params.safeParse({ kind: 'export', org: 'abc', user: 1 }).success).toBe(false);
    expect(endpoint.params.safeParse({ kind: 'export', org: 1, user: 1, extra: 1 }).success).toBe(false);
  });

  it('gives an empty strict params schema to a path without parameters', () => {
    const plain = defineEndpoint({ method: 'POST', path: '/v1/x', summary: 's', response: EmptyResponseSchema, responseType: 'none' });
    expect(plain.params.parse({})).toEqual({});
    expect(plain.responseType).toBe('none');
  });
});

describe('PathIdSchema', () => {
  it('accepts positive integers as numbers or digit strings', () => {
    expect(PathIdSchema.parse(5)).toBe(5);
    expect(PathIdSchema.parse('42')).toBe(42);
  });

  it('refuses zero, negatives, decimals, non-digits and ids beyond int32', () => {
    for (const bad of [0, -1, 1.5, '1.5', '-3', 'x1', '', '2147483648', 2147483648]) {
      expect(PathIdSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('endpointPathParamNames and buildEndpointPath', () => {
  it('reads the parameter names in order', () => {
    expect(endpointPathParamNames('/v1/users/{user}/queries/{id}/sharings')).toEqual(['user', 'id']);
    expect(endpointPathParamNames('/v1/users')).toEqual([]);
  });

  it('fills the parameters, URI-encoded', () => {
    expect(buildEndpointPath('/v1/users/{user}/queries/{id}', { user: 3, id: 9 })).toBe('/v1/users/3/queries/9');
    expect(buildEndpointPath('/v1/ai/chat/ask/business-case/{case}', { case: 'a b/c' })).toBe('/v1/ai/chat/ask/business-case/a%20b%2Fc');
  });

  it('throws on a missing parameter', () => {
    expect(() => buildEndpointPath('/v1/users/{id}', {})).toThrow(/Missing path parameter id/);
  });

  it('property: a filled path has no braces left and parses back to the ids', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), fc.integer({ min: 1, max: 2_147_483_647 }), (user, id) => {
        const path = buildEndpointPath('/v1/users/{user}/queries/{id}', { user, id });
        expect(path).not.toMatch(/[{}]/);
        const match = /^\/v1\/users\/(\d+)\/queries\/(\d+)$/.exec(path);
        expect(match && [PathIdSchema.parse(match[1]), PathIdSchema.parse(match[2])]).toEqual([user, id]);
      }),
    );
  });
});

describe('serializeEndpointQuery', () => {
  it('drops empty values, joins lists with commas, writes booleans and numbers as text', () => {
    expect(
      serializeEndpointQuery({ a: undefined, b: null, c: [], d: [1, 2, 3], e: true, f: 0, g: 'x y' }),
    ).toEqual({ d: '1,2,3', e: 'true', f: '0', g: 'x y' });
  });
});

describe('HTTP_METHODS', () => {
  it('lists the five methods of the contract', () => {
    expect(HTTP_METHODS).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
  });
});
