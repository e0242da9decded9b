import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LICENCE_IDS } from '../catalogues/licences';
import { inquirySubjectRefusal } from './inquiry-subject';

const SALES_PME = 8;
const item = fc.record({ is_visible_pme: fc.boolean() });

describe('inquirySubjectRefusal', () => {
  it('answers in the order unknown company, blurred company, unknown contact, blurred contact (sales PME)', () => {
    expect(inquirySubjectRefusal(SALES_PME, { company: null, contact: null })).toBe('company-not-found');
    expect(inquirySubjectRefusal(SALES_PME, { company: { is_visible_pme: false }, contact: null })).toBe('company-blurred');
    expect(inquirySubjectRefusal(SALES_PME, { company: { is_visible_pme: false }, contact: { is_visible_pme: true } })).toBe('company-blurred');
    expect(inquirySubjectRefusal(SALES_PME, { company: { is_visible_pme: true }, contact: null })).toBe('contact-not-found');
    expect(inquirySubjectRefusal(SALES_PME, { company: { is_visible_pme: true }, contact: { is_visible_pme: false } })).toBe('contact-blurred');
    expect(inquirySubjectRefusal(SALES_PME, { company: { is_visible_pme: true }, contact: { is_visible_pme: true } })).toBeNull();
    expect(inquirySubjectRefusal(SALES_PME, { company: { is_visible_pme: true } })).toBeNull();
  });

  it('for a company blurred to the licence, the answer never depends on the contact (membership is not disclosed)', () => {
    fc.assert(
      fc.property(fc.option(fc.option(item, { nil: null }), { nil: undefined }), (contact) => {
        const company = { is_visible_pme: false };
        return inquirySubjectRefusal(SALES_PME, { company, ...(contact === undefined ? {} : { contact }) }) === 'company-blurred';
      }),
    );
  });

  it('other licences are refused only for unknown companies or contacts (oracle: existence alone)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LICENCE_IDS.filter((id) => id !== SALES_PME)), fc.option(item, { nil: null }), fc.option(fc.option(item, { nil: null }), { nil: undefined }), (licenceId, company, contact) => {
        const expected = company === null ? 'company-not-found' : contact === null ? 'contact-not-found' : null;
        return inquirySubjectRefusal(licenceId, { company, ...(contact === undefined ? {} : { contact }) }) === expected;
      }),
    );
  });
});
