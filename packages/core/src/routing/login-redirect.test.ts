import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildLoginRedirect, safeRedirectTarget } from './login-redirect';

describe('buildLoginRedirect', () => {
  it('carries the previous path and query in redirect_to', () => {
    expect(buildLoginRedirect('/reports?open-inquiry-popup=true')).toBe('/login?redirect_to=%2Freports%3Fopen-inquiry-popup%3Dtrue');
    expect(buildLoginRedirect('/')).toBe('/login?redirect_to=%2F');
  });

  it('round-trips through decoding', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\/[a-z0-9/?=&%#.-]{0,30}$/), (path) => decodeURIComponent(buildLoginRedirect(path).slice('/login?redirect_to='.length)) === path),
    );
  });
});

describe('safeRedirectTarget', () => {
  it('keeps app paths and refuses other hosts', () => {
    expect(safeRedirectTarget('/campaigns/results?x=1')).toBe('/campaigns/results?x=1');
    expect(safeRedirectTarget('https://evil.example')).toBe('/');
    expect(safeRedirectTarget('//evil.example/x')).toBe('/');
    expect(safeRedirectTarget('/\\evil.example')).toBe('/');
    expect(safeRedirectTarget('/a\nb')).toBe('/');
    expect(safeRedirectTarget(null)).toBe('/');
    expect(safeRedirectTarget(undefined)).toBe('/');
  });

  it('always returns a path of this app', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const target = safeRedirectTarget(value);
        return target.startsWith('/') && !target.startsWith('//');
      }),
    );
  });
});
