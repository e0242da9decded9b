import { describe, expect, it } from 'vitest';
import { LICENCE_IDS } from '../catalogues/licences';
import { homeRedirectFor } from './home-redirect';

describe('homeRedirectFor', () => {
  it('follows the spec’s home redirect by licence', () => {
    expect(homeRedirectFor(10)).toEqual({ kind: 'app', path: '/personal-space/email-connection' });
    expect(homeRedirectFor(15)).toEqual({ kind: 'app', path: '/personal-space/email-connection' });
    expect(homeRedirectFor(9)).toEqual({ kind: 'app', path: '/advanced-search' });
    expect(homeRedirectFor(7)).toEqual({ kind: 'app', path: '/advanced-search' });
    expect(homeRedirectFor(4)).toEqual({ kind: 'app', path: '/business-alerts' });
    expect(homeRedirectFor(2)).toEqual({ kind: 'app', path: '/campaigns/results' });
    expect(homeRedirectFor(14)).toEqual({ kind: 'app', path: '/campaigns/results' });
  });

  it('every other licence stays on home', () => {
    const staying = LICENCE_IDS.filter((id) => homeRedirectFor(id).kind === 'stay');
    expect(staying).toEqual([0, 1, 3, 5, 6, 8, 11, 12, 13]);
  });
});
