import { COMPANY_PAGES_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireAuth } from '../../security/authorize';
import { registerEndpoint } from '../../server/register-endpoint';
import { createCompanyPagesRepository } from './company-pages-repository';
import { createCompanyPagesService } from './company-pages-service';
import type { CompanyPagesService } from './company-pages-service';

/** Either the service, or the database to build it on. */
export type CompanyPagesRoutesOptions = { readonly service: CompanyPagesService } | { readonly db: Database };

const REFERENCE_DATA =
  'Reference data shared by every organisation (no organisation scope). Sales PME: a company or contact not visible to the licence ';

/** GET /v1/companies/{company}[/contacts|/news[/{news}]], GET /v1/contacts/{contact}[/colleagues]. */
export const companyPagesRoutes: FastifyPluginAsyncZod<CompanyPagesRoutesOptions> = async (app, options) => {
  const service = 'service' in options ? options.service : createCompanyPagesService(createCompanyPagesRepository(options.db));
  const E = COMPANY_PAGES_ENDPOINTS;
  const companies = { subject: 'QUICK_SEARCH_COMPANIES', action: 'read' } as const;
  const contacts = { subject: 'QUICK_SEARCH_CONTACTS', action: 'read' } as const;
  const news = { subject: 'QUICK_SEARCH_NEWS', action: 'read' } as const;
  const listsRefused = `${REFERENCE_DATA}refuses its lists (403 DATA.BLURRED).`;

  registerEndpoint(
    app,
    E.getCompany,
    { permission: companies, errors: [404], description: `${REFERENCE_DATA}answers its blurred card with detail null.` },
    async (request) => service.company(requireAuth(request), request.params.company),
  );
  registerEndpoint(app, E.getCompanyContacts, { permission: contacts, errors: [404], description: listsRefused }, async (request) =>
    service.companyContacts(requireAuth(request), request.params.company, request.query),
  );
  registerEndpoint(app, E.getCompanyNews, { permission: news, errors: [404], description: listsRefused }, async (request) =>
    service.companyNews(requireAuth(request), request.params.company, request.query),
  );
  registerEndpoint(app, E.getCompanyNewsPiece, { permission: news, errors: [404], description: listsRefused }, async (request) =>
    service.newsPiece(requireAuth(request), request.params.company, request.params.news),
  );
  registerEndpoint(
    app,
    E.getContact,
    { permission: contacts, errors: [404], description: `${REFERENCE_DATA}answers its blurred card with detail null.` },
    async (request) => service.contact(requireAuth(request), request.params.contact),
  );
  registerEndpoint(app, E.getContactColleagues, { permission: contacts, errors: [404], description: listsRefused }, async (request) =>
    service.colleagues(requireAuth(request), request.params.contact, request.query),
  );
};
