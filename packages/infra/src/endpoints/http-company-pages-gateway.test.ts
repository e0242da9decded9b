import { describe, expect, it } from 'vitest';
import { json } from '../testing/fake-fetch';
import { httpTestClient } from '../testing/http-test-client';
import { HttpCompanyPagesGateway } from './http-company-pages-gateway';

const card = { id: 7, name: 'Lumière SA', group_company: null, group_name: null, nb_contacts: 3, city_name: 'Lyon', zip_code: '69002', country_id: 72, is_visible_pme: true };

describe('HttpCompanyPagesGateway', () => {
  it('calls the designed paths of the company and contact pages with the bearer token and paging', async () => {
    const { fake, caller } = httpTestClient();
    const pages = new HttpCompanyPagesGateway(caller);
    fake.answer(
      json(200, { ...card, blurred: true, name: null, detail: null }),
      json(200, { contact_list: [], contact_count: 0 }),
      json(200, { news_list: [], news_count: 0 }),
      json(200, { contact_list: [], contact_count: 4 }),
    );
    await expect(pages.getCompany({ params: { company: 7 } })).resolves.toMatchObject({ id: 7, blurred: true, detail: null });
    await pages.getCompanyContacts({ params: { company: 7 }, query: { offset: 10 } });
    await pages.getCompanyNews({ params: { company: 7 }, query: { limit: 5 } });
    await expect(pages.getContactColleagues({ params: { contact: 3 } })).resolves.toEqual({ contact_list: [], contact_count: 4 });
    expect(fake.calls.map((call) => [call.url.replace('https://api.cible.test', ''), call.headers.Authorization === undefined ? 'public' : 'bearer'])).toEqual([
      ['/v1/companies/7', 'bearer'],
      ['/v1/companies/7/contacts?limit=10&offset=10', 'bearer'],
      ['/v1/companies/7/news?limit=5&offset=0', 'bearer'],
      ['/v1/contacts/3/colleagues?limit=10&offset=0', 'bearer'],
    ]);
  });
});
