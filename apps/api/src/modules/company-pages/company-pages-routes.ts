import { COMPANY_PAGES_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import type { CompanyPagesService } from './company-pages-service';

export interface CompanyPagesRoutesOptions {
  readonly service: CompanyPagesService;
}

const REFERENCE_DATA =
  'Reference data shared by every organisation (no organisation scope). Sales PME: a company or contact not visible to the licence ';
const CARD = `${REFERENCE_DATA}answers its blurred card with detail null.`;
const LISTS_REFUSED = `${REFERENCE_DATA}refuses its lists (403 DATA.BLURRED).`;
const COMPANIES = permission('QUICK_SEARCH_COMPANIES', 'read');
const CONTACTS = permission('QUICK_SEARCH_CONTACTS', 'read');
const NEWS = permission('QUICK_SEARCH_NEWS', 'read');

/** GET /v1/companies/{company}[/contacts|/news[/{news}]], GET /v1/contacts/{contact}[/colleagues]. */
export const companyPagesRoutes: FastifyPluginAsyncZod<CompanyPagesRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, COMPANY_PAGES_ENDPOINTS, {
    getCompany: {
      access: COMPANIES,
      ids: { params: { company: 'company' } },
      description: CARD,
      handle: ({ auth, params }) => service.company(auth, params.company),
    },
    getCompanyContacts: {
      access: CONTACTS,
      ids: { params: { company: 'company' } },
      description: LISTS_REFUSED,
      handle: ({ auth, params, query }) => service.companyContacts(auth, params.company, query),
    },
    getCompanyNews: {
      access: NEWS,
      ids: { params: { company: 'company' } },
      description: LISTS_REFUSED,
      handle: ({ auth, params, query }) => service.companyNews(auth, params.company, query),
    },
    getCompanyNewsPiece: {
      access: NEWS,
      ids: { params: { company: 'company', news: 'news' } },
      description: LISTS_REFUSED,
      handle: ({ auth, params }) => service.newsPiece(auth, params.company, params.news),
    },
    getContact: {
      access: CONTACTS,
      ids: { params: { contact: 'contact' } },
      errors: [409],
      description: `${CARD} The full details take a consultation credit the first time a user with a consultation credit record opens the contact (later openings, blurred cards and users without such a record: none); none left: 409 CREDITS.INSUFFICIENT, details withheld.`,
      handle: ({ auth, params }) => service.contact(auth, params.contact),
    },
    getContactColleagues: {
      access: CONTACTS,
      ids: { params: { contact: 'contact' } },
      description: LISTS_REFUSED,
      handle: ({ auth, params, query }) => service.colleagues(auth, params.contact, query),
    },
  });
};
