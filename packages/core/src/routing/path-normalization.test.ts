import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { collapseRepeatedSlashes, joinUrl, normalizePathname, splitUrl } from './path-normalization';

const pathLike = fc.stringMatching(/^[a-z/]{0,30}$/);

describe('collapseRepeatedSlashes', () => {
  it('collapses runs of slashes', () => {
    expect(collapseRepeatedSlashes('//campaigns///results')).toBe('/campaigns/results');
    expect(collapseRepeatedSlashes('/campaigns/results')).toBe('/campaigns/results');
  });

  it('is idempotent and leaves no double slash', () => {
    fc.assert(
      fc.property(pathLike, (path) => {
        const once = collapseRepeatedSlashes(path);
        return collapseRepeatedSlashes(once) === once && !once.includes('//');
      }),
    );
  });
});

describe('URL parts', () => {
  it('splits and joins path, query and fragment', () => {
    expect(splitUrl('/a/b?x=1&y=2#top')).toEqual({ path: '/a/b', query: 'x=1&y=2', hash: 'top' });
    expect(splitUrl('/a')).toEqual({ path: '/a', query: '', hash: '' });
    expect(joinUrl({ path: '/a', query: '', hash: '' })).toBe('/a');
    fc.assert(fc.property(fc.stringMatching(/^\/[a-z0-9/.-]{0,30}$/), fc.stringMatching(/^[a-z0-9=&%]{0,20}$/), (path, query) => joinUrl(splitUrl(`${path}?${query}`)) === joinUrl({ path, query, hash: '' })));
  });
});

describe('normalizePathname', () => {
  it('drops query and fragment, collapses slashes, removes a trailing slash', () => {
    expect(normalizePathname('//personal-space//profile/?a=1#x')).toBe('/personal-space/profile');
    expect(normalizePathname('/')).toBe('/');
    expect(normalizePathname('')).toBe('/');
    expect(normalizePathname('reports')).toBe('/reports');
  });

  it('is idempotent', () => {
    fc.assert(fc.property(pathLike, (path) => normalizePathname(normalizePathname(path)) === normalizePathname(path)));
  });
});
