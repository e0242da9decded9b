import type { CompanyPagesGateway, QuickSearchGateway } from '@cible/core';
import type { InquirySubjectLookups } from './InquiryRequestViewModel';

/** Companies offered per search (quick search's company column). */
export const INQUIRY_COMPANY_SEARCH_LIMIT = 8;
/** Contacts of a company offered (the company page's list, highest level first; its page limit). */
export const INQUIRY_CONTACT_LIMIT = 50;

/**
 * The popup's lookups over the existing calls: companies by quick search (companies column only; blurred cards are
 * left out, no inquiry may be filed on them), a company's active contacts by the company page's list.
 */
export function inquirySubjectLookups(quickSearch: Pick<QuickSearchGateway, 'quickSearch'>, companyPages: Pick<CompanyPagesGateway, 'getCompanyContacts'>): InquirySubjectLookups {
  return {
    async searchCompanies(text) {
      const answer = await quickSearch.quickSearch({ query: { text, column: 'companies', limit: INQUIRY_COMPANY_SEARCH_LIMIT } });
      return answer.companies.data
        .filter((card) => card.blurred !== true && card.name !== null)
        .map((card) => ({ id: card.id, name: card.city_name ? `${card.name ?? ''} (${card.city_name})` : (card.name ?? '') }));
    },
    async contactsOf(companyId) {
      const answer = await companyPages.getCompanyContacts({ params: { company: companyId }, query: { limit: INQUIRY_CONTACT_LIMIT } });
      return answer.contact_list
        .filter((card) => card.blurred !== true)
        .map((card) => ({ id: card.id, name: [card.first_name, card.last_name].filter(Boolean).join(' ') + (card.job_name ? ` · ${card.job_name}` : '') }));
    },
  };
}
