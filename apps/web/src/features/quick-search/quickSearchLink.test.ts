import { describe, expect, it } from 'vitest';
import { quickSearchLink } from './quickSearchLink';

const noDesk = () => null;
const desk = (path: string) => `https://desk.cible.test${path}`;

describe('quickSearchLink', () => {
  it('links companies and contacts to their pages in a new tab', () => {
    expect(quickSearchLink({ kind: 'company', companyId: 12 }, noDesk)).toEqual({ href: '/account/12', newTab: true });
    expect(quickSearchLink({ kind: 'contact', contactId: 5 }, noDesk)).toEqual({ href: '/contact/5/profile', newTab: true });
  });

  it('links news to its business-opportunity page of the company, in the same tab', () => {
    expect(quickSearchLink({ kind: 'news', companyId: 12, newsId: 90 }, noDesk)).toEqual({ href: '/account/12/news/business-opportunity/90', newTab: false });
  });

  it('links "see more" to the results page with the encoded text and the view', () => {
    expect(quickSearchLink({ kind: 'see-more', text: 'Atlas & Co', view: 'active_contacts' }, noDesk)).toEqual({
      href: '/quick-search?search=Atlas+%26+Co&view=active_contacts',
      newTab: false,
    });
  });

  it('uses the desk host when one is configured', () => {
    expect(quickSearchLink({ kind: 'company', companyId: 12 }, desk)).toEqual({ href: 'https://desk.cible.test/account/12', newTab: true });
    expect(quickSearchLink({ kind: 'see-more', text: 'x', view: 'companies' }, desk).href).toBe('https://desk.cible.test/quick-search?search=x&view=companies');
  });
});
