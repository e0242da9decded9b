import { describe, expect, it } from 'vitest';
import { frText } from '../testing/texts';
import fc from 'fast-check';
import { QUERY_TYPE } from '../catalogues/query-types';
import { cleanCriteria } from './clean-criteria';
import {
  CRITERIA_TAG_DEFINITIONS,
  CRITERIA_TAG_GROUPS,
  criteriaTags,
  criteriaRangeText,
  maxContactPerCompanyLabel,
} from './criteria-tags';
import type { CriteriaTag } from './criteria-tags';
import { isEmptyCriterionValue } from './is-empty-criterion-value';
import { arbitrarySearchCriteria } from './search-criteria.arbitrary';
import { SearchCriteriaSchema } from './search-criteria.schema';

describe('CRITERIA_TAG_GROUPS', () => {
  it('lists the five groups with their French labels, in display order', () => {
    expect(CRITERIA_TAG_GROUPS.map((group) => frText(group.label))).toEqual([
      'Entreprise',
      'Localisation',
      'Actualités',
      'Contact',
      'Listes et exclusions',
    ]);
  });
});

describe('CRITERIA_TAG_DEFINITIONS', () => {
  it('gives a tag to every field of the schema, exactly once', () => {
    const covered = CRITERIA_TAG_DEFINITIONS.flatMap((definition) => {
      if (definition.type === 'field') return [definition.field];
      if (definition.type === 'period') return [definition.min, definition.max];
      return [definition.lowerMin, definition.upperMax, definition.upperMin, definition.lowerMax].filter(
        (name) => name !== undefined,
      );
    });
    expect([...covered].sort()).toEqual(Object.keys(SearchCriteriaSchema.shape).sort());
  });
});

describe('criteriaRangeText', () => {
  const range = (...args: Parameters<typeof criteriaRangeText>) => frText(criteriaRangeText(...args)) ?? '';
  it('renders ranges in French, numbers grouped in threes', () => {
    expect(range(50, 200, 'employees')).toBe('De 50 à 200 salariés');
    expect(range(50, undefined, 'employees')).toBe('Au moins 50 salariés');
    expect(range(undefined, 1, 'employees')).toBe('Jusqu’à 1 salarié');
    expect(range(1_000_000, 5_000_000, 'euros')).toBe('De 1 000 000 € à 5 000 000 €');
    expect(range(undefined, 250_000, 'euros')).toBe('Jusqu’à 250 000 €');
    expect(range(undefined, undefined, 'euros')).toBe('');
  });
});

describe('maxContactPerCompanyLabel', () => {
  it('is singular for 1 and plural above', () => {
    expect(frText(maxContactPerCompanyLabel(1))).toBe('1 contact maximum par entreprise');
    expect(frText(maxContactPerCompanyLabel(3))).toBe('3 contacts maximum par entreprise');
  });
});

/** A tag with its labels read in French. */
const inFrench = (tag: CriteriaTag) => ({
  ...tag,
  label: frText(tag.label),
  values: tag.values.map((value) => ({ ...value, label: frText(value.label) })),
});
const frenchTags = (...args: Parameters<typeof criteriaTags>) => criteriaTags(...args).map(inFrench);

describe('criteriaTags', () => {
  it('labels catalogue values and groups tags in the display order', () => {
    const tags = frenchTags({
      job_hierarchical_level_tag_id_list: [1, 4],
      company_size_id_list: [211, 9999],
      company_office_region_id_list: [107],
      business_opportunity_type_id_list: [16],
      excluded_email_domain_list: ['example.fr'],
    });
    expect(tags.map((tag) => tag.group)).toEqual(['company', 'location', 'news', 'contact', 'lists']);
    expect(tags[0]).toEqual({
      group: 'company',
      field: 'company_size_id_list',
      fields: ['company_size_id_list'],
      label: 'Taille d’entreprise',
      values: [
        { id: 211, label: 'Grande entreprise' },
        { id: 9999, label: '#9999' },
      ],
    });
    expect(tags[1]?.values).toEqual([{ id: 107, label: 'Île-de-France' }]);
    expect(tags[3]?.values.map((value) => value.label)).toEqual(['Directeur', 'C-Level']);
    expect(tags[4]).toMatchObject({ label: 'Domaines exclus', values: [{ value: 'example.fr', label: 'example.fr' }] });
  });

  it('shows a workforce range as one tag, the lower-min ignored on its own but shown as the start', () => {
    const tags = frenchTags({ company_workforce_lower_min: 50, company_workforce_upper_max: 200 });
    expect(tags).toEqual([
      {
        group: 'company',
        field: 'company_workforce_upper_max',
        fields: ['company_workforce_lower_min', 'company_workforce_upper_max'],
        label: 'Effectif',
        values: [{ value: '50..200', label: 'De 50 à 200 salariés' }],
      },
    ]);
  });

  it('shows revenue in euros and investment bounds', () => {
    const tags = frenchTags({
      company_sales_revenue_lower_min: 1_000_000,
      company_sales_revenue_upper_max: 5_000_000,
      company_advertiser_investment_min: 10_000,
    });
    expect(tags.map((tag) => [tag.label, tag.values.map((value) => value.label)])).toEqual([
      ['Chiffre d’affaires', ['De 1 000 000 € à 5 000 000 €']],
      ['Investissement publicitaire', ['Au moins 10 000 €']],
    ]);
  });

  it('keeps one date of a news period and shows dates as DD/MM/YYYY', () => {
    const tags = frenchTags({
      news_publication_date_min: '2025-01-10',
      news_publication_date_max: '2025-03-31',
      highlight_start_date_max: '2025-02-28',
      company_closure_date_min: '2025-01-01',
      company_closure_date_max: '2025-12-31',
    });
    expect(tags.map((tag) => [tag.label, tag.values[0]?.label])).toEqual([
      ['Date de clôture des comptes', 'Du 01/01/2025 au 31/12/2025'],
      ['Date des actualités', 'Depuis le 10/01/2025'],
      ['Date d’intervention (speakers)', 'Jusqu’au 28/02/2025'],
    ]);
  });

  it('drops a department of a chosen region and labels departments with their code', () => {
    const tags = frenchTags({ company_office_region_id_list: [107], company_office_department_id_list: [75, 69] });
    expect(tags.find((tag) => tag.field === 'company_office_department_id_list')?.values).toEqual([
      { id: 69, label: '69 - Rhône' },
    ]);
  });

  it('writes max_contact_per_company in the singular or plural', () => {
    expect(frenchTags({ max_contact_per_company: 1 })[0]?.values[0]?.label).toBe('1 contact maximum par entreprise');
    expect(frenchTags({ max_contact_per_company: 3 })[0]?.values[0]?.label).toBe('3 contacts maximum par entreprise');
  });

  it('shows true flags, hides false ones, and adds the network tag for network lists', () => {
    const tags = frenchTags(
      { has_direct_email: true, has_phone: false, is_headquarters: true, person_id_list: [4] },
      { queryTypeId: QUERY_TYPE.network_company_contact },
    );
    expect(tags.map((tag) => [tag.label, tag.values.map((value) => value.label)])).toEqual([
      ['Établissement', ['Sièges sociaux uniquement']],
      ['Contacts', ['#4']],
      ['Coordonnées disponibles', ['Email direct']],
      ['Réseau', ['Dans mon réseau']],
    ]);
  });

  it('uses resolved labels for entities, IDCC codes otherwise', () => {
    const tags = frenchTags(
      { company_id_list: [12, 13], company_idcc_id_list: [1486, 16], excluded_campaign_query_id: 5 },
      { resolveLabel: (field, id) => (field === 'company_id_list' && id === 12 ? 'ACME' : undefined) },
    );
    expect(tags.map((tag) => tag.values.map((value) => value.label))).toEqual([
      ['ACME', '#13'],
      ['IDCC 1486', 'IDCC 0016'],
      ['#5'],
    ]);
  });

  it('gives no tag for empty criteria', () => {
    expect(frenchTags({})).toEqual([]);
    expect(frenchTags({ job_id_list: [], job_keyword_list: ['  '], in_my_network: false })).toEqual([]);
  });

  describe('properties', () => {
    it('never gives more tags than non-empty cleaned fields, nor a tag without values', () => {
      fc.assert(
        fc.property(arbitrarySearchCriteria, (criteria) => {
          const tags = criteriaTags(criteria);
          const nonEmpty = Object.values(cleanCriteria(criteria)).filter((value) => !isEmptyCriterionValue(value));
          expect(tags.length).toBeLessThanOrEqual(nonEmpty.length);
          for (const tag of tags) {
            expect(tag.values.length).toBeGreaterThan(0);
            expect(tag.fields).toContain(tag.field);
            for (const value of tag.values) expect(frText(value.label)).not.toBe('');
          }
        }),
      );
    });

    it('tags are grouped in the display order and no two tags share a field', () => {
      fc.assert(
        fc.property(arbitrarySearchCriteria, (criteria) => {
          const tags = criteriaTags(criteria);
          const order = CRITERIA_TAG_GROUPS.map((group) => group.id);
          const positions = tags.map((tag) => order.indexOf(tag.group));
          expect(positions).toEqual([...positions].sort((a, b) => a - b));
          const fields = tags.flatMap((tag) => tag.fields);
          expect(new Set(fields).size).toBe(fields.length);
        }),
      );
    });
  });
});
