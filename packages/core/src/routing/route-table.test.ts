import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPermissionSubject } from '../access/permission-subjects';
import { SEQUENCE_LIST_PAGES } from '../catalogues/sequence-statuses';
import {
  CAMPAIGN_LIST_PAGE_SUBJECTS,
  NUMERIC_ROUTE_PARAMS,
  ROUTES,
  SEQUENCE_LIST_PAGE_SUBJECTS,
  activeTabOf,
  buildRoutePath,
  matchRoute,
  parseNumericRouteParam,
  parseRouteQuery,
  requiredSubjectsOf,
  routeByName,
  routeRedirectOf,
} from './route-table';
import type { RouteDefinition, RouteParams } from './route-table';

function paramsOf(route: RouteDefinition): fc.Arbitrary<RouteParams> {
  const entries = route.params.map((param) => {
    const value: fc.Arbitrary<string | number> = param.kind === 'number' ? fc.nat({ max: 10_000_000 }) : fc.constantFrom(...param.values);
    return (param.optional ? fc.option(value, { nil: undefined }) : value).map((v) => [param.key, v] as const);
  });
  return fc
    .tuple(...entries)
    .map((pairs) => Object.fromEntries(pairs.filter((pair): pair is readonly [string, string | number] => pair[1] !== undefined)));
}
const routeInstance = fc.constantFrom(...ROUTES).chain((route) => paramsOf(route).map((params) => ({ route, params })));

describe('route table', () => {
  it('has unique names and paths; public routes are the spec’s five', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    expect(ROUTES.filter((r) => r.isPublic).map((r) => r.path)).toEqual(['/login', '/unsubscribe', '/design-list', '/activate-account', '/change-password']);
    expect(routeByName('Login').layout).toBe('login');
    expect(routeByName('DesignList').layout).toBe('default');
    expect(routeByName('ConferencesPage').path).toBe('/conferences');
  });

  it("every protected route's resource is a permission subject; public routes have none", () => {
    for (const route of ROUTES) {
      if (route.isPublic) expect(route.resource).toBeNull();
      else expect(isPermissionSubject(route.resource)).toBe(true);
      for (const param of route.params) for (const subject of Object.values(param.subjects)) expect(isPermissionSubject(subject)).toBe(true);
    }
  });

  it('uses the spec’s route resources', () => {
    expect(routeByName('SequencesResults').resource).toBe('PAGE_SEQUENCE_HOME');
    expect(routeByName('BusinessAlerts').resource).toBe('PAGE_BUSINESS_ALERTS');
    expect(routeByName('CampaignsResults').resource).toBe('PAGE_CAMPAIGN_HOME');
    expect(routeByName('PersonalSpaceCompanySegments').resource).toBe('PERSONAL_SPACE_ACCOUNT_SEGMENTS');
    expect(routeByName('MyProspectingDashboard').resource).toBe('PERSONAL_SPACE_DASHBOARD');
    expect(routeByName('EmailSignatureGenerator').resource).toBe('PAGE_EMAIL_SIGNATURE_GENERATOR');
    expect(routeByName('MyProspectingLicensesMonitoring')).toMatchObject({ resource: 'MANAGER_ACCESS', managerOnly: true });
  });

  it('LinkedIn connection (and my AI) are beta routes; all others are generally available', () => {
    expect(ROUTES.filter((r) => r.stage !== 'ga').map((r) => [r.name, r.stage])).toEqual([
      ['PersonalSpaceMyAi', 'beta'],
      ['PersonalSpaceLinkedinConnection', 'beta'],
    ]);
  });

  it('writes patterns in TanStack and spec style', () => {
    expect(routeByName('CampaignDetails').path).toBe('/campaign-details/$campaignId/{-$tab}');
    expect(routeByName('CampaignDetails').specPath).toBe('/campaign-details/{campaign_id}/{tab?}');
    expect(routeByName('PersonalSpaceTemplateEdit').specPath).toBe('/personal-space/templates/edit/{template_id?}');
    expect(routeByName('ConferenceProgram').specPath).toBe('/conference/{conference_id}/program');
    expect(routeByName('PersonalSpaceEmailRentalDetails').specPath).toBe('/personal-space/email-rental/{export_id}');
    expect(Object.values(NUMERIC_ROUTE_PARAMS)).toEqual(['campaign_id', 'sequence_id', 'conference_id', 'export_id', 'template_id', 'company_id', 'news_id', 'contact_id']);
  });

  it('allows the spec statuses of the list pages', () => {
    expect(Object.keys(CAMPAIGN_LIST_PAGE_SUBJECTS)).toEqual(['draft', 'scheduled', 'sent']);
    expect(Object.keys(SEQUENCE_LIST_PAGE_SUBJECTS)).toEqual([...SEQUENCE_LIST_PAGES]);
    expect(routeByName('CampaignsList').params[0]?.values).toEqual(['draft', 'scheduled', 'sent']);
    expect(routeByName('SequencesList').params[0]?.values).toEqual(['draft', 'programmed', 'ongoing', 'paused', 'finished', 'archived']);
  });
});

describe('matchRoute', () => {
  it('converts numeric parameters to numbers', () => {
    expect(matchRoute('/campaign-details/12')).toMatchObject({ route: { name: 'CampaignDetails' }, params: { campaignId: 12 } });
    expect(matchRoute('/campaign-details/12/content')?.params).toEqual({ campaignId: 12, tab: 'content' });
    expect(matchRoute('/conference/7/program')?.params).toEqual({ conferenceId: 7 });
    expect(matchRoute('/personal-space/exports/3')).toMatchObject({ route: { name: 'PersonalSpaceExportDetails' }, params: { exportId: 3 } });
    expect(matchRoute('/personal-space/templates/edit')).toMatchObject({ route: { name: 'PersonalSpaceTemplateEdit' }, params: {} });
    expect(matchRoute('/personal-space/templates/edit/5')?.params).toEqual({ templateId: 5 });
  });

  it('matches nothing for a non-numeric id, an unknown status or tab, or an unknown path', () => {
    expect(matchRoute('/campaign-details/abc')).toBeNull();
    expect(matchRoute('/campaign-details/1.5')).toBeNull();
    expect(matchRoute('/campaign-details/-3')).toBeNull();
    expect(matchRoute('/campaign-details/12/foo')).toBeNull();
    expect(matchRoute('/campaigns/lists/archived')).toBeNull();
    expect(matchRoute('/sequences/lists/archived')?.params).toEqual({ status: 'archived' });
    expect(matchRoute('/nowhere')).toBeNull();
    expect(matchRoute('/personal-space')).toBeNull();
  });

  it('ignores the query, repeated and trailing slashes', () => {
    expect(matchRoute('/reports?open-inquiry-popup=true')?.route.name).toBe('Reports');
    expect(matchRoute('//sequences//results/')?.route.name).toBe('SequencesResults');
    expect(matchRoute('/')?.route.name).toBe('Home');
  });

  it('finds every route from a path built from it, with the same parameters', () => {
    fc.assert(
      fc.property(routeInstance, ({ route, params }) => {
        const match = matchRoute(buildRoutePath(route, params));
        return match !== null && match.route.name === route.name && JSON.stringify(match.params) === JSON.stringify(params);
      }),
    );
  });

  it('rejects any non-numeric value in a numeric parameter', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/), (value) => matchRoute(`/sequence-details/${value}`) === null),
    );
  });
});

describe('route helpers', () => {
  it('lists the subjects a route needs, with the list status subject', () => {
    const draft = matchRoute('/campaigns/lists/draft');
    expect(draft && requiredSubjectsOf(draft)).toEqual(['CAMPAIGNS', 'CAMPAIGNS_DRAFT']);
    const ongoing = matchRoute('/sequences/lists/ongoing');
    expect(ongoing && requiredSubjectsOf(ongoing)).toEqual(['SEQUENCES', 'SEQUENCES_ONGOING']);
    const login = matchRoute('/login');
    expect(login && requiredSubjectsOf(login)).toEqual([]);
  });

  it('redirects /campaigns, /sequences and the dashboards; connections is an overview page (ADR 007)', () => {
    const redirectOf = (path: string): string | null => {
      const match = matchRoute(path);
      return match ? routeRedirectOf(match) : 'no match';
    };
    expect(redirectOf('/campaigns')).toBe('/campaigns/results');
    expect(redirectOf('/sequences')).toBe('/sequences/results');
    expect(redirectOf('/personal-space/connections')).toBeNull();
    expect(matchRoute('/personal-space/connections')?.route.name).toBe('PersonalSpaceConnections');
    expect(redirectOf('/my-prospecting/dashboard')).toBe('/my-prospecting/dashboard/synthesis');
    expect(redirectOf('/my-prospecting/team-monitoring')).toBe('/my-prospecting/team-monitoring/synthesis');
    expect(redirectOf('/my-prospecting/team-monitoring/individual-monitoring')).toBeNull();
    expect(redirectOf('/campaign-details/4')).toBeNull();
    expect(redirectOf('/my-prospecting/smart-scoring')).toBeNull();
  });

  it('every redirect target is a route that does not redirect again', () => {
    fc.assert(
      fc.property(routeInstance, ({ route, params }) => {
        const match = matchRoute(buildRoutePath(route, params));
        const target = match && routeRedirectOf(match);
        if (!target) return true;
        const next = matchRoute(target);
        return next !== null && routeRedirectOf(next) === null;
      }),
    );
  });

  it('gives the active tab (default when absent)', () => {
    const details = matchRoute('/sequence-details/9');
    expect(details && activeTabOf(details)).toBe('steps');
    const record = matchRoute('/sequence-details/9/record');
    expect(record && activeTabOf(record)).toBe('record');
    const scoring = matchRoute('/my-prospecting/smart-scoring');
    expect(scoring && activeTabOf(scoring)).toBe('customers-analysis');
    const reports = matchRoute('/reports');
    expect(reports && activeTabOf(reports)).toBeNull();
  });

  it('builds concrete paths and refuses a missing required parameter', () => {
    expect(buildRoutePath(routeByName('CampaignDetails'), { campaignId: 3, tab: 'targets' })).toBe('/campaign-details/3/targets');
    expect(buildRoutePath(routeByName('Home'))).toBe('/');
    expect(() => buildRoutePath(routeByName('CampaignDetails'))).toThrow();
  });

  it('parses numeric parameters strictly', () => {
    expect(parseNumericRouteParam('42')).toBe(42);
    expect(parseNumericRouteParam('0')).toBe(0);
    expect(parseNumericRouteParam('4a')).toBeNull();
    expect(parseNumericRouteParam('')).toBeNull();
    expect(parseNumericRouteParam('99999999999999999999')).toBeNull();
    fc.assert(fc.property(fc.nat(), (n) => parseNumericRouteParam(String(n)) === n));
  });

  it('parses the declared query parameters and drops bad values', () => {
    expect(parseRouteQuery(routeByName('SequenceDetails'), 'step_position=3&other=1')).toEqual({ step_position: 3 });
    expect(parseRouteQuery(routeByName('SequenceDetails'), 'step_position=abc')).toEqual({});
    expect(parseRouteQuery(routeByName('Reports'), '?open-inquiry-popup=true')).toEqual({ 'open-inquiry-popup': true });
    expect(parseRouteQuery(routeByName('Reports'), 'open-inquiry-popup=yes')).toEqual({});
    expect(parseRouteQuery(routeByName('BusinessAlerts'), 'quick_search=soci%C3%A9t%C3%A9+g%C3%A9n%C3%A9rale')).toEqual({ quick_search: 'société générale' });
    expect(parseRouteQuery(routeByName('Login'), 'redirect_to=%2Freports&redirect_to=%2Fx')).toEqual({ redirect_to: '/reports' });
  });
});
