import { describe, expect, it } from 'vitest';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { ROUTES, routeByName } from '@cible/core';
import { routeTree } from '../routeTree.gen';
import { BUILT_ROUTES, isBuiltAppPath, isBuiltRoute } from './builtRoutes';
import type { RouterContext } from './RouterContext';

/** The full paths of the route files (pathless layouts and their trailing slashes left out). */
function routeFilePaths(): Set<string> {
  const router = createRouter({ routeTree, history: createMemoryHistory(), context: {} as RouterContext });
  return new Set(Object.keys(router.routesByPath).map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path)));
}

describe('builtRoutes', () => {
  it('has a route file for every built route (core’s TanStack pattern)', () => {
    const files = routeFilePaths();
    for (const name of BUILT_ROUTES) {
      expect(files.has(routeByName(name).path), `${name} (${routeByName(name).path})`).toBe(true);
    }
  });

  it('lists every route of core that has a page file (a built page is never hidden)', () => {
    const files = routeFilePaths();
    const withFile = ROUTES.filter((route) => files.has(route.path)).map((route) => route.name);
    expect([...BUILT_ROUTES].sort()).toEqual(expect.arrayContaining(withFile.sort()));
  });

  it('lists each route once', () => {
    expect(new Set(BUILT_ROUTES).size).toBe(BUILT_ROUTES.length);
  });

  it('tells whether a path leads to a built page', () => {
    expect(isBuiltRoute('Home')).toBe(true);
    expect(isBuiltAppPath('/')).toBe(true);
    expect(isBuiltAppPath('/login?redirect_to=%2F')).toBe(true);
    expect(isBuiltAppPath('/nowhere')).toBe(false);
  });
});
