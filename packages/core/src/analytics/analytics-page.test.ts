import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTES, buildRoutePath } from '../routing/route-table';
import type { RouteDefinition } from '../routing/route-table';
import { ANALYTICS_UNKNOWN_PAGE, analyticsPageOf } from './analytics-page';

/** Every required parameter of a route filled with an arbitrary value of its kind (optional ones left out). */
function pathOf(route: RouteDefinition, seed: number): string {
  const params: Record<string, string | number> = {};
  for (const param of route.params) {
    if (param.optional) continue;
    params[param.key] = param.kind === 'number' ? seed : (param.values[seed % param.values.length] as string);
  }
  return buildRoutePath(route, params);
}

describe('analyticsPageOf', () => {
  it('counts a page under its route pattern, whatever the ids, query or fragment', () => {
    expect(analyticsPageOf('/account/42')).toBe('/account/{company_id}');
    expect(analyticsPageOf('/account/7?tab=news#top')).toBe('/account/{company_id}');
    expect(analyticsPageOf('/contact/3/profile')).toBe('/contact/{contact_id}/profile');
    expect(analyticsPageOf('/')).toBe('/');
    expect(analyticsPageOf('/personal-space/notifications')).toBe('/personal-space/notifications');
  });

  it('counts a path of no route as the unknown page', () => {
    expect(ANALYTICS_UNKNOWN_PAGE).toBe('*');
    expect(analyticsPageOf('/nowhere')).toBe(ANALYTICS_UNKNOWN_PAGE);
    expect(analyticsPageOf('/account/not-a-number')).toBe(ANALYTICS_UNKNOWN_PAGE);
  });

  it('property: a path built from any route with any ids counts under that route’s pattern', () => {
    const withParams = ROUTES.filter((route) => route.params.some((param) => !param.optional && param.kind === 'number'));
    expect(withParams.length).toBeGreaterThan(3);
    fc.assert(
      fc.property(fc.constantFrom(...ROUTES), fc.integer({ min: 1, max: 2_000_000_000 }), (route, id) => {
        expect(analyticsPageOf(pathOf(route, id))).toBe(route.specPath);
      }),
      { numRuns: 400 },
    );
  });
});
