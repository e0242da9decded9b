import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BLUR_HIDDEN_FIELDS,
  blurHiddenFields,
  cardForLicence,
  contactCardForLicence,
  isBlurredForUser,
  newsPieceForLicence,
  redactBlurredCard,
} from './blur-rule';

describe('isBlurredForUser', () => {
  it('blurs items not visible for sales PME (licence 8) only', () => {
    expect(isBlurredForUser(8, { is_visible_pme: false })).toBe(true);
    expect(isBlurredForUser(8, {})).toBe(true);
    expect(isBlurredForUser(8, { is_visible_pme: null })).toBe(true);
    expect(isBlurredForUser(8, { is_visible_pme: true })).toBe(false);
    expect(isBlurredForUser(1, { is_visible_pme: false })).toBe(false);
  });

  it('never blurs for another licence', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }).filter((id) => id !== 8), fc.option(fc.boolean()), (licence, visible) =>
        !isBlurredForUser(licence, { is_visible_pme: visible }),
      ),
    );
  });
});

describe('hidden fields of blurred cards', () => {
  it('lists the identifying fields', () => {
    expect(blurHiddenFields('company')).toEqual(BLUR_HIDDEN_FIELDS.company);
    expect(blurHiddenFields('company')).toEqual(['name', 'group_company', 'group_name', 'city_name', 'zip_code']);
    expect(blurHiddenFields('contact')).toEqual(['last_name', 'job_name', 'company_id', 'company_name', 'company_group_name']);
  });

  it('redacts a card', () => {
    const company = { id: 1, name: 'ACME', group_company: { name: 'G' }, group_name: 'G', nb_contacts: 12, city_name: 'Lyon', zip_code: '69003', country_id: 72, is_visible_pme: false };
    expect(redactBlurredCard('company', company)).toEqual({ id: 1, name: null, group_company: null, group_name: null, nb_contacts: 12, city_name: null, zip_code: null, country_id: 72, is_visible_pme: false });
    const contact = { id: 2, first_name: 'Marie', last_name: 'Durand', civility: 2, active: true, job_name: 'DSI', company_id: 1, company_name: 'ACME', company_group_name: 'G', is_visible_pme: false };
    expect(redactBlurredCard('contact', contact)).toEqual({ id: 2, first_name: 'Marie', last_name: null, civility: 2, active: true, job_name: null, company_id: null, company_name: null, company_group_name: null, is_visible_pme: false });
  });
});

describe('cardForLicence', () => {
  const company = { id: 7, name: 'ACME', group_company: null, group_name: 'G', city_name: 'Lyon', zip_code: '69001', country_id: 72, nb_contacts: 3 };
  it('hands the card unchanged when the licence sees it, the redacted card marked blurred otherwise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.option(fc.boolean(), { nil: null }), (licenceId, visible) => {
        const card = { ...company, is_visible_pme: visible };
        const shown = cardForLicence(licenceId, 'company', card);
        if (!isBlurredForUser(licenceId, card)) return shown === card;
        return 'blurred' in shown && shown.blurred === true && shown.name === null && shown.city_name === null && shown.id === 7 && shown.country_id === 72;
      }),
    );
  });
});

describe('contactCardForLicence', () => {
  const contact = { id: 3, first_name: 'Marie', last_name: 'Durand', job_name: 'DSI', company_id: 592, company_name: 'ACME', company_group_name: 'ACME Group' };
  it('hides the employer of a visible contact when that company is blurred for the licence; otherwise it is cardForLicence', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.boolean(), fc.option(fc.boolean(), { nil: null }), (licenceId, contactVisible, employerVisible) => {
        const card = { ...contact, is_visible_pme: contactVisible };
        const employer = employerVisible === null ? null : { is_visible_pme: employerVisible };
        const shown = contactCardForLicence(licenceId, card, employer);
        const expected = cardForLicence(licenceId, 'contact', card);
        const employerHidden = !('blurred' in expected) && employer !== null && isBlurredForUser(licenceId, employer);
        if (!employerHidden) return JSON.stringify(shown) === JSON.stringify(expected);
        const fields = shown as Record<string, unknown>;
        return (
          fields.company_id === null && fields.company_name === null && fields.company_group_name === null && fields.last_name === 'Durand' &&
          fields.blurred === undefined && fields.company_blurred === true
        );
      }),
    );
    expect(contactCardForLicence(8, { ...contact, is_visible_pme: true }, { is_visible_pme: false })).toMatchObject({ company_id: null, company_name: null, last_name: 'Durand', company_blurred: true });
    expect(contactCardForLicence(1, { ...contact, is_visible_pme: true }, { is_visible_pme: false })).toMatchObject({ company_id: 592, company_name: 'ACME' });
  });
});

describe('newsPieceForLicence', () => {
  const piece = {
    id: 1,
    type: 'departure',
    publication_date: '2026-05-01',
    title: 'Marie Durand quitte ACME',
    sample_title: 'Départ chez ACME',
    description: 'Marie Durand, DSI, quitte ACME pour Flexelia.',
    business_opportunity_type: 3,
    company: { id: 592, name: 'ACME', group_name: null },
    person: { id: 7, first_name: 'Marie', last_name: 'Durand', name: 'Marie Durand', job_name: 'DSI', company_id: 44, company_name: 'Flexelia', company_group_name: null },
    job: { job_name: 'DSI' },
    source: { headline: 'ACME perd sa DSI', name: 'Le Journal', origin: null },
    highlight: null,
    tag_id_list: [3],
  };
  const item = fc.option(fc.record({ is_visible_pme: fc.boolean() }), { nil: null });

  it('blurs the whole piece when its company or person is blurred; hides a blurred employer; else the piece itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), item, item, item, (licenceId, company, person, personCompany) => {
        const shown = newsPieceForLicence(licenceId, piece, { company, person, personCompany }) as Record<string, unknown>;
        const hidden = (value: { is_visible_pme: boolean } | null) => licenceId === 8 && value !== null && !value.is_visible_pme;
        if (hidden(company) || hidden(person)) {
          const text = JSON.stringify(shown);
          return shown.blurred === true && !text.includes('ACME') && !text.includes('Durand') && !text.includes('Flexelia') && shown.publication_date === '2026-05-01' && shown.business_opportunity_type === 3;
        }
        if (hidden(personCompany)) return shown.blurred === undefined && (shown.person as { company_name: unknown }).company_name === null && !JSON.stringify(shown.person).includes('Flexelia');
        return shown === piece;
      }),
    );
  });
});
