import { describe, expect, it } from 'vitest';
import { text, verbatim } from '../i18n/text';
import { frText } from '../testing/texts';
import { appLink, deskLink, findNavEntry, navEntryKeys, routeTarget } from './navigation-item';
import type { NavMenu } from './navigation-item';

describe('navigation items', () => {
  const menu: NavMenu = {
    kind: 'menu',
    key: 'm',
    label: verbatim('Menu'),
    subject: null,
    target: null,
    children: [appLink('m.a', verbatim('A'), 'Home', 'PAGE_HOME'), deskLink('m.b', verbatim('B'), '/b', null)],
  };

  it('builds app links from the route table and desk links from a path', () => {
    expect(appLink('k', text('navigation.header.conferences'), 'ConferencesPage', 'PAGE_HOME')).toEqual({
      kind: 'link', key: 'k', label: text('navigation.header.conferences'), target: { kind: 'app', path: '/conferences' }, subject: 'PAGE_HOME',
    });
    expect(appLink('k', verbatim('L'), 'CampaignsList', null, { status: 'sent' }).target).toEqual({ kind: 'app', path: '/campaigns/lists/sent' });
    expect(routeTarget('MyProspectingDashboard')).toEqual({ kind: 'app', path: '/my-prospecting/dashboard' });
    expect(deskLink('k', verbatim('L'), '/my-lists', null).target).toEqual({ kind: 'desk', path: '/my-lists' });
  });

  it('lists keys depth first and finds nested entries', () => {
    expect(navEntryKeys([menu, appLink('z', verbatim('Z'), 'Home', null)])).toEqual(['m', 'm.a', 'm.b', 'z']);
    expect(frText(findNavEntry([menu], 'm.b')?.label)).toBe('B');
    expect(findNavEntry([menu], 'nope')).toBeUndefined();
  });
});
