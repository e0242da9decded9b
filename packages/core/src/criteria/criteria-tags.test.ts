import { describe, expect, it } from 'vitest';
import { frText } from '../testing/texts';
import fc from 'fast-check';
import { z } from 'zod';
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
import type { SearchCriteria, SearchCriteriaField } from './search-criteria.schema';

describe('CRITERIA_TAG_GROUPS', () => {
  it('lists the five groups with their French labels, in display order', () => {
    expect(CRITERIA_TAG_GROUPS.map((group) => frText(group.label))).toEqual([
      'Entreprise',
      'Localisation',
      'Actualités',
      'Contact',
      'Listes et exclusions',
    ]);
    expect(CRITERIA_TAG_GROUPS.map((group) => group.id)).toEqual(['company', 'location', 'news', 'contact', 'lists']);
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

// Every criterion's tag as the product shows it: its group (the spec's groups: company, news, contact, queries and
// exclusions; the office address lists form the location group, docs/rules/criteria.md) and its French label.
const EXPECTED_TAGS: readonly (readonly [fields: readonly SearchCriteriaField[], group: string, label: string])[] = [
  [['company_id_list'], 'company', 'Entreprises'],
  [['company_size_id_list'], 'company', 'Taille d’entreprise'],
  [['company_client_type_id_list'], 'company', 'Type de clientèle'],
  [['company_shareholding_type_id_list'], 'company', 'Actionnariat'],
  [['company_new_structure_type_id_list'], 'company', 'Type de structure'],
  [['company_structure_innovation_list'], 'company', 'Innovation'],
  [['company_startup_tech_id_list'], 'company', 'Start-up tech'],
  [['company_stock_market_index_id_list'], 'company', 'Indice boursier'],
  [['company_publicly_traded'], 'company', 'Bourse'],
  [['company_industry_class_id_list'], 'company', 'Grand secteur'],
  [['company_industry_type_id_list'], 'company', 'Secteur d’activité'],
  [['excluded_company_industry_type_id_list'], 'company', 'Secteurs d’activité exclus'],
  [['company_workforce_lower_min', 'company_workforce_upper_max', 'company_workforce_upper_min', 'company_workforce_lower_max'], 'company', 'Effectif'],
  [['company_sales_revenue_lower_min', 'company_sales_revenue_upper_max', 'company_sales_revenue_upper_min', 'company_sales_revenue_lower_max'], 'company', 'Chiffre d’affaires'],
  [['company_advertiser_investment_min', 'company_advertiser_investment_max'], 'company', 'Investissement publicitaire'],
  [['company_advertiser_media_id_list'], 'company', 'Médias publicitaires'],
  [['company_advertiser_tag_id_list'], 'company', 'Annonceurs'],
  [['corporation_siren_code_list'], 'company', 'SIREN'],
  [['company_office_siret_code_list'], 'company', 'SIRET'],
  [['company_office_siret_naf_code_list'], 'company', 'Code NAF'],
  [['company_idcc_id_list'], 'company', 'Convention collective'],
  [['company_activity_keyword_list'], 'company', 'Mots-clés d’activité'],
  [['company_growth_type_id_list'], 'company', 'Croissance'],
  [['company_brand_name_list'], 'company', 'Marques'],
  [['company_award_id_list'], 'company', 'Prix et distinctions'],
  [['is_headquarters'], 'company', 'Établissement'],
  [['is_group_head'], 'company', 'Groupe'],
  [['is_group_head_with_their_subsidiaries'], 'company', 'Groupe'],
  [['company_cac_mandate_end_date_min', 'company_cac_mandate_end_date_max'], 'company', 'Fin de mandat du commissaire aux comptes'],
  [['company_closure_date_min', 'company_closure_date_max'], 'company', 'Date de clôture des comptes'],
  [['company_office_region_id_list'], 'location', 'Région'],
  [['company_office_department_id_list'], 'location', 'Département'],
  [['company_office_country_id_list'], 'location', 'Pays'],
  [['company_office_city_list'], 'location', 'Ville'],
  [['company_office_zip_code_list'], 'location', 'Code postal'],
  [['group_head_country_list'], 'location', 'Pays de la tête de groupe'],
  [['group_head_country_tag_id_list'], 'location', 'Zone de la tête de groupe'],
  [['business_opportunity_type_id_list'], 'news', 'Opportunités d’affaires'],
  [['business_opportunity_publication_date_min', 'business_opportunity_publication_date_max'], 'news', 'Date des opportunités d’affaires'],
  [['news_type_id_list'], 'news', 'Type d’actualité'],
  [['news_publication_date_min', 'news_publication_date_max'], 'news', 'Date des actualités'],
  [['highlight_start_date_min', 'highlight_start_date_max'], 'news', 'Date d’intervention (speakers)'],
  [['person_id_list'], 'contact', 'Contacts'],
  [['job_id_list'], 'contact', 'Intitulé de poste'],
  [['main_job_function_id_list'], 'contact', 'Fonction principale'],
  [['job_function_id_list'], 'contact', 'Fonction'],
  [['job_type_id_list'], 'contact', 'Type de poste'],
  [['job_hierarchical_level_tag_id_list'], 'contact', 'Niveau hiérarchique'],
  [['job_keyword_list'], 'contact', 'Mots-clés de poste'],
  [['person_school_id_list'], 'contact', 'École'],
  [['person_school_type_id_list'], 'contact', 'Type d’école'],
  [['person_hobby_id_list'], 'contact', 'Centres d’intérêt'],
  [['has_direct_email'], 'contact', 'Coordonnées disponibles'],
  [['has_direct_line'], 'contact', 'Coordonnées disponibles'],
  [['has_phone'], 'contact', 'Coordonnées disponibles'],
  [['has_assistant'], 'contact', 'Coordonnées disponibles'],
  [['has_mobile_phone'], 'contact', 'Coordonnées disponibles'],
  [['person_previous_company_id_list'], 'contact', 'Anciennes entreprises'],
  [['person_previous_company_name_list'], 'contact', 'Anciennes entreprises (nom)'],
  [['person_experience_completed'], 'contact', 'Profil'],
  [['person_studies_completed'], 'contact', 'Profil'],
  [['max_contact_per_company'], 'contact', 'Contacts par entreprise'],
  [['in_my_network'], 'contact', 'Réseau'],
  [['query_id_list'], 'lists', 'Listes'],
  [['segment_id_list'], 'lists', 'Segments'],
  [['campaign_query_id'], 'lists', 'Cibles de la campagne'],
  [['excluded_campaign_query_id'], 'lists', 'Cibles de campagne exclues'],
  [['sequence_query_id_list'], 'lists', 'Cibles de séquences'],
  [['excluded_sequence_query_id_list'], 'lists', 'Cibles de séquences exclues'],
  [['excluded_email_list'], 'lists', 'Emails exclus'],
  [['excluded_email_domain_list'], 'lists', 'Domaines exclus'],
];

/** A value of the field's type (from the schema): ids, texts, a flag, a number or an ISO date. */
function sampleValue(field: SearchCriteriaField): unknown {
  const inner = SearchCriteriaSchema.shape[field].unwrap();
  if (inner instanceof z.ZodArray) return inner.element.def.type === 'number' ? [1] : ['valeur@example.fr'];
  switch (inner.def.type) {
    case 'boolean':
      return true;
    case 'number':
      return 5;
    default:
      return '2025-01-10';
  }
}

describe('the tag of every criterion', () => {
  it('is in its group with its French label, field by field (each bound of a range or period alone too)', () => {
    expect(EXPECTED_TAGS.flatMap(([fields]) => fields).sort()).toEqual(Object.keys(SearchCriteriaSchema.shape).sort());
    for (const [fields, group, label] of EXPECTED_TAGS) {
      for (const name of fields) {
        const tags = frenchTags({ [name]: sampleValue(name) } as SearchCriteria);
        expect(tags.map((tag) => [tag.group, tag.label, tag.field, tag.fields]), name).toEqual([[group, label, name, [name]]]);
      }
    }
  });

  it('follows the definitions in display order: company, location, news, contact, lists', () => {
    const groups = CRITERIA_TAG_DEFINITIONS.map((definition) => definition.group);
    expect(groups).toEqual(EXPECTED_TAGS.map(([, group]) => group));
    const every = Object.fromEntries(EXPECTED_TAGS.map(([[name]]) => [name, sampleValue(name as SearchCriteriaField)])) as SearchCriteria;
    expect(frenchTags(every).map((tag) => tag.label)).toEqual(EXPECTED_TAGS.map(([, , label]) => label));
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

  it('shows the upper bracket bounds (upper-min, lower-max) as a second value of the range tag', () => {
    expect(frenchTags({ company_workforce_upper_min: 10, company_workforce_lower_max: 500 })).toEqual([
      {
        group: 'company',
        field: 'company_workforce_upper_min',
        fields: ['company_workforce_upper_min', 'company_workforce_lower_max'],
        label: 'Effectif',
        values: [{ value: '10..500', label: 'De 10 à 500 salariés' }],
      },
    ]);
    expect(frenchTags({ company_workforce_lower_max: 500 })[0]).toMatchObject({
      field: 'company_workforce_lower_max',
      fields: ['company_workforce_lower_max'],
      values: [{ value: '..500', label: 'Jusqu’à 500 salariés' }],
    });
    expect(frenchTags({ company_sales_revenue_upper_min: 2_000_000 })[0]).toMatchObject({
      fields: ['company_sales_revenue_upper_min'],
      values: [{ value: '2000000..', label: 'Au moins 2 000 000 €' }],
    });
    const all = frenchTags({ company_workforce_lower_min: 50, company_workforce_upper_max: 200, company_workforce_upper_min: 100, company_workforce_lower_max: 150 });
    expect(all).toEqual([
      {
        group: 'company',
        field: 'company_workforce_upper_max',
        fields: ['company_workforce_lower_min', 'company_workforce_upper_max', 'company_workforce_upper_min', 'company_workforce_lower_max'],
        label: 'Effectif',
        values: [
          { value: '50..200', label: 'De 50 à 200 salariés' },
          { value: '100..150', label: 'De 100 à 150 salariés' },
        ],
      },
    ]);
  });

  it('writes a one-sided range as "min.." or "..max", with only the bound given in its fields', () => {
    expect(frenchTags({ company_workforce_lower_min: 50 })[0]).toMatchObject({ field: 'company_workforce_lower_min', fields: ['company_workforce_lower_min'], values: [{ value: '50..', label: 'Au moins 50 salariés' }] });
    expect(frenchTags({ company_workforce_upper_max: 200 })[0]).toMatchObject({ field: 'company_workforce_upper_max', fields: ['company_workforce_upper_max'], values: [{ value: '..200', label: 'Jusqu’à 200 salariés' }] });
    expect(frenchTags({ company_advertiser_investment_max: 50_000 })[0]).toMatchObject({ fields: ['company_advertiser_investment_max'], values: [{ value: '..50000', label: 'Jusqu’à 50 000 €' }] });
  });

  it('writes a period as "min..max" with only the dates given in its fields', () => {
    expect(frenchTags({ company_closure_date_min: '2025-01-01', company_closure_date_max: '2025-12-31' })[0]).toMatchObject({
      field: 'company_closure_date_min',
      fields: ['company_closure_date_min', 'company_closure_date_max'],
      values: [{ value: '2025-01-01..2025-12-31', label: 'Du 01/01/2025 au 31/12/2025' }],
    });
    expect(frenchTags({ highlight_start_date_max: '2025-02-28' })[0]).toMatchObject({
      field: 'highlight_start_date_max',
      fields: ['highlight_start_date_max'],
      values: [{ value: '..2025-02-28', label: 'Jusqu’au 28/02/2025' }],
    });
    expect(frenchTags({ company_cac_mandate_end_date_min: '2026-06-30' })[0]).toMatchObject({
      fields: ['company_cac_mandate_end_date_min'],
      values: [{ value: '2026-06-30..', label: 'Depuis le 30/06/2026' }],
    });
  });

  it('gives flags the value "true" or the communication type, counts their number, single ids their label', () => {
    const tags = criteriaTags(
      { is_group_head: true, has_mobile_phone: true, person_experience_completed: true, person_studies_completed: true, max_contact_per_company: 3, campaign_query_id: 8 },
      { resolveLabel: (field, id) => (field === 'campaign_query_id' ? `Campagne ${id}` : undefined) },
    );
    expect(tags.map((tag) => tag.values.map((value) => ('id' in value ? value.id : value.value)))).toEqual([['true'], [5], ['true'], ['true'], ['3'], [8]]);
    expect(tags.map((tag) => tag.values.map((value) => frText(value.label)))).toEqual([
      ['Têtes de groupe uniquement'],
      ['Téléphone mobile'],
      ['Expériences renseignées'],
      ['Études renseignées'],
      ['3 contacts maximum par entreprise'],
      ['Campagne 8'],
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
