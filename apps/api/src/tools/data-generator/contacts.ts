/**
 * Contacts: for each company, its planned number of people, the first being its top executive (PDG, gérant,
 * directeur général des services…). Titles come from core's JOB_TITLES, limited to those that exist in the trade,
 * with the level, type and functions of job-profiles.ts; names are weighted French names, gendered job labels,
 * `prenom.nom@domain` e-mails without accents, phones with the area prefix of the head office.
 */
import { COMPANY_SIZE, JOB_FUNCTIONS, JOB_TITLES, SCHOOLS, HOBBIES, translate } from '@cible/core';
import type { CsvValue } from './csv';
import type { ContactMemory, GenerationContext } from './generation-context';
import { FEMALE_NAME_PICKER, LAST_NAME_PICKER, MALE_NAME_PICKER, RESOLVED_COMMUNES } from './generation-context';
import { genderedTitle, JOB_PROFILES, titleFitsCompany, TOP_TITLES } from './job-profiles';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './names.data';
import { Prng, WeightedPicker } from './prng';
import { emailPart, landlinePrefix, phoneNumber, slugify } from './text';

export const CONTACT_COLUMNS = [
  'id', 'civility_id', 'first_name', 'last_name', 'company_id', 'job_title_id', 'job_label', 'main_job_function_id',
  'job_function_ids', 'job_type_id', 'hierarchical_level_id', 'active', 'communication_type_ids', 'email', 'direct_line',
  'mobile_phone', 'assistant_name', 'assistant_phone', 'linkedin_url', 'school_ids', 'hobby_ids', 'previous_company_ids',
  'experience_completed', 'studies_completed', 'is_visible_pme',
] as const;

/** Scopes added to some sales and marketing titles ("Directeur commercial France"). */
export const JOB_LABEL_SUFFIXES: readonly string[] = [
  'France', 'Europe', 'grands comptes', 'Île-de-France', 'Grand Ouest', 'Sud-Est', 'EMEA', 'international', 'Nord', 'PME',
];
const REGIONAL_SUFFIXES = [4, 5, 6, 9];

/** Share of women by job type (core's JOB_TYPES ids). */
const FEMALE_SHARE: Readonly<Record<number, number>> = {
  1: 0.2, 2: 0.22, 3: 0.5, 4: 0.68, 5: 0.55, 6: 0.45, 7: 0.4, 8: 0.85, 9: 0.6, 10: 0.32, 11: 0.68, 12: 0.5, 13: 0.6,
  14: 0.18, 15: 0.25, 16: 0.2, 17: 0.25, 18: 0.35, 19: 0.15, 20: 0.45, 21: 0.6, 22: 0.55, 23: 0.5, 24: 0.5, 25: 0.5,
  26: 0.4, 27: 0.35, 28: 0.4, 29: 0.45,
};

/** School types (core's SCHOOL_TYPES) by job type: business schools for sales, engineering schools for IT… */
function schoolTypesOf(jobTypeId: number): readonly number[] {
  if ([3, 6, 9, 10, 12, 13, 2, 1, 24, 25].includes(jobTypeId)) return [1, 1, 1, 3, 4];
  if ([14, 15, 16, 17, 18, 19, 20, 21].includes(jobTypeId)) return [2, 2, 2, 3];
  if (jobTypeId === 11) return [6, 1, 4, 3];
  if (jobTypeId === 27) return [5, 4, 3];
  if (jobTypeId === 5) return [3, 4];
  return [3, 3, 1, 2];
}
const SCHOOLS_BY_TYPE = new Map<number, number[]>();
for (const school of SCHOOLS) {
  const list = SCHOOLS_BY_TYPE.get(school.schoolTypeId) ?? [];
  list.push(school.id);
  SCHOOLS_BY_TYPE.set(school.schoolTypeId, list);
}
const HOBBY_IDS = HOBBIES.map((hobby) => hobby.id);
const FUNCTIONS_BY_CLASS = new Map<number, number[]>();
for (const jobFunction of JOB_FUNCTIONS) {
  if (jobFunction.jobClassId === undefined) continue;
  const list = FUNCTIONS_BY_CLASS.get(jobFunction.jobClassId) ?? [];
  list.push(jobFunction.id);
  FUNCTIONS_BY_CLASS.set(jobFunction.jobClassId, list);
}
const JOB_CLASS_OF_FUNCTION = new Map<number, number | undefined>(JOB_FUNCTIONS.map((jobFunction) => [jobFunction.id, jobFunction.jobClassId]));
const TITLE_LABELS = new Map<number, string>(JOB_TITLES.map((title) => [title.id, translate(title.label)]));

/** Name forms computed once per name of the lists (e-mail parts, LinkedIn slugs). */
const MALE_EMAIL = MALE_FIRST_NAMES.map(emailPart);
const FEMALE_EMAIL = FEMALE_FIRST_NAMES.map(emailPart);
const LAST_EMAIL = LAST_NAMES.map(emailPart);
const MALE_SLUG = MALE_FIRST_NAMES.map(slugify);
const FEMALE_SLUG = FEMALE_FIRST_NAMES.map(slugify);
const LAST_SLUG = LAST_NAMES.map(slugify);
const jobLabels = new Map<number, string>();

/** Titles that exist in a company of this trade, weighted, cached by industry type. */
const titlePickers = new Map<number, WeightedPicker<number>>();
function titlePicker(industryTypeId: number, industryClassId: number): WeightedPicker<number> {
  let picker = titlePickers.get(industryTypeId);
  if (!picker) {
    picker = new WeightedPicker(
      JOB_TITLES.map((title) => {
        const profile = JOB_PROFILES.get(title.id)!;
        const fits = titleFitsCompany(profile.scope, industryTypeId, industryClassId);
        // Trade-specific titles are frequent where they exist.
        return [title.id, fits ? profile.weight * (profile.scope ? 4 : 1) : 0] as const;
      }),
    );
    titlePickers.set(industryTypeId, picker);
  }
  return picker;
}

function topTitles(sizeId: number, industryTypeId: number): readonly number[] {
  if (industryTypeId === 79) return TOP_TITLES.publicBody;
  if (industryTypeId === 81 || industryTypeId === 72) return TOP_TITLES.nonProfit;
  switch (sizeId) {
    case COMPANY_SIZE.large_company:
    case COMPANY_SIZE.mid_size_company:
      return TOP_TITLES.large;
    case COMPANY_SIZE.mid_size_subsidiary:
    case COMPANY_SIZE.sme_subsidiary:
      return TOP_TITLES.subsidiary;
    case COMPANY_SIZE.startup:
      return TOP_TITLES.startup;
    case COMPANY_SIZE.small_company:
      return TOP_TITLES.small;
    default:
      return TOP_TITLES.medium;
  }
}

/** The first name of a contact kept in memory. */
export function firstNameOf(memory: ContactMemory, index: number): string {
  return (memory.female[index] ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES)[memory.firstNames[index]!]!;
}

/** The last name of a contact kept in memory. */
export function lastNameOf(memory: ContactMemory, index: number): string {
  return LAST_NAMES[memory.lastNames[index]!]!;
}

/** The job label of a contact kept in memory (gendered title and its scope). */
export function jobLabelOf(memory: ContactMemory, index: number): string {
  const titleId = memory.titleIds[index]!;
  const female = memory.female[index]!;
  const suffix = memory.labelSuffixes[index]!;
  const key = (titleId * 2 + female) * 32 + suffix;
  let label = jobLabels.get(key);
  if (label === undefined) {
    const title = genderedTitle(TITLE_LABELS.get(titleId)!, female === 1);
    label = suffix === 0 ? title : `${title} ${JOB_LABEL_SUFFIXES[suffix - 1]}`;
    jobLabels.set(key, label);
  }
  return label;
}

/** Generates the contact rows, company by company (consecutive ids), and fills `context.contacts`. */
export function* generateContacts(context: GenerationContext, contactCounts: Uint32Array): Generator<CsvValue[]> {
  const companies = context.requireCompanies();
  const total = context.counts.contacts;
  const companyTotal = companies.names.length;
  const rng = new Prng(context.seed, 'contacts');
  const memory: ContactMemory = {
    companyIds: new Uint32Array(total),
    female: new Uint8Array(total),
    firstNames: new Uint16Array(total),
    lastNames: new Uint16Array(total),
    titleIds: new Uint8Array(total),
    labelSuffixes: new Uint8Array(total),
    active: new Uint8Array(total),
    previousCompanyIds: new Uint32Array(total),
    firstContactOfCompany: new Uint32Array(companyTotal),
    contactCountOfCompany: new Uint32Array(companyTotal),
  };
  context.contacts = memory;
  let contactId = 0;
  for (let companyIndex = 0; companyIndex < companyTotal; companyIndex += 1) {
    const companyId = companyIndex + 1;
    const count = contactCounts[companyIndex]!;
    memory.firstContactOfCompany[companyIndex] = contactId + 1;
    memory.contactCountOfCompany[companyIndex] = count;
    const sizeId = companies.sizeIds[companyIndex]!;
    const industryTypeId = companies.industryTypeIds[companyIndex]!;
    const industryClassId = companies.industryClassIds[companyIndex]!;
    const domain = companies.domains[companyIndex]!;
    const departmentCode = RESOLVED_COMMUNES[companies.headOfficeCommunes[companyIndex]!]!.departmentCode;
    const prefix = landlinePrefix(departmentCode);
    const bigCompany = sizeId === COMPANY_SIZE.large_company || sizeId === COMPANY_SIZE.mid_size_company || sizeId === COMPANY_SIZE.mid_size_subsidiary;
    const usedEmails = new Set<string>();
    const picker = titlePicker(industryTypeId, industryClassId);

    for (let rank = 0; rank < count; rank += 1) {
      contactId += 1;
      const index = contactId - 1;
      const titleId = rank === 0 ? rng.pick(topTitles(sizeId, industryTypeId)) : picker.pick(rng);
      const profile = JOB_PROFILES.get(titleId)!;
      const female = rng.chance(FEMALE_SHARE[profile.jobTypeId] ?? 0.4);
      const firstNameIndex = (female ? FEMALE_NAME_PICKER : MALE_NAME_PICKER).pick(rng);
      const lastNameIndex = LAST_NAME_PICKER.pick(rng);
      const firstName = (female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES)[firstNameIndex]!;
      const lastName = LAST_NAMES[lastNameIndex]!;
      const active = rank === 0 || rng.chance(0.92);
      let suffix = 0;
      if (titleId === 18) suffix = rng.chance(0.6) ? rng.pick(REGIONAL_SUFFIXES) : 0;
      else if ((profile.jobTypeId === 10 || profile.jobTypeId === 9) && rng.chance(0.15)) suffix = rng.int(1, JOB_LABEL_SUFFIXES.length);

      memory.companyIds[index] = companyId;
      memory.female[index] = female ? 1 : 0;
      memory.firstNames[index] = firstNameIndex;
      memory.lastNames[index] = lastNameIndex;
      memory.titleIds[index] = titleId;
      memory.labelSuffixes[index] = suffix;
      memory.active[index] = active ? 1 : 0;

      // Functions: the title's, sometimes one more of the same job class.
      const functionIds = [profile.mainFunctionId, ...profile.otherFunctionIds];
      const jobClassId = JOB_CLASS_OF_FUNCTION.get(profile.mainFunctionId);
      if (jobClassId !== undefined && rng.chance(0.15)) {
        const extra = rng.pick(FUNCTIONS_BY_CLASS.get(jobClassId)!);
        if (!functionIds.includes(extra)) functionIds.push(extra);
      }

      // Communication data
      let email: string | null = null;
      if (rng.chance(active ? 0.85 : 0.3)) {
        const local = `${(female ? FEMALE_EMAIL : MALE_EMAIL)[firstNameIndex]}.${LAST_EMAIL[lastNameIndex]}`;
        let candidate = local;
        for (let suffixNumber = 2; usedEmails.has(candidate); suffixNumber += 1) candidate = `${local}${suffixNumber}`;
        usedEmails.add(candidate);
        email = `${candidate}@${domain}`;
      }
      const directLine = rng.chance(0.5) ? phoneNumber(rng, prefix) : null;
      const seniorLevel = profile.hierarchicalLevelId === 3 || profile.hierarchicalLevelId === 4;
      const mobilePhone = rng.chance(seniorLevel ? 0.45 : 0.3) ? phoneNumber(rng, rng.chance(0.7) ? '06' : '07') : null;
      let assistantName: string | null = null;
      let assistantPhone: string | null = null;
      if (seniorLevel && bigCompany && rng.chance(0.55)) {
        const assistantFemale = rng.chance(0.85);
        const assistantFirst = assistantFemale ? FEMALE_FIRST_NAMES[FEMALE_NAME_PICKER.pick(rng)]! : MALE_FIRST_NAMES[MALE_NAME_PICKER.pick(rng)]!;
        assistantName = `${assistantFirst} ${LAST_NAMES[LAST_NAME_PICKER.pick(rng)]!}`;
        assistantPhone = phoneNumber(rng, prefix);
      }
      const communicationTypeIds: number[] = [];
      if (email) communicationTypeIds.push(1);
      if (directLine) communicationTypeIds.push(2);
      if (directLine || mobilePhone) communicationTypeIds.push(3);
      if (assistantName) communicationTypeIds.push(4);
      if (mobilePhone) communicationTypeIds.push(5);
      const linkedinUrl = rng.chance(0.75)
        ? `https://www.linkedin.com/in/${(female ? FEMALE_SLUG : MALE_SLUG)[firstNameIndex]}-${LAST_SLUG[lastNameIndex]}-${rng.nextUint32().toString(16).padStart(8, '0').slice(0, 6)}`
        : null;

      // Background
      const schoolIds = rng.chance(0.6)
        ? [...new Set(Array.from({ length: rng.chance(0.25) ? 2 : 1 }, () => rng.pick(SCHOOLS_BY_TYPE.get(rng.pick(schoolTypesOf(profile.jobTypeId))) ?? [1])))].sort((a, b) => a - b)
        : [];
      const hobbyIds = rng.chance(0.45) ? rng.sample(HOBBY_IDS, rng.int(1, 3)).sort((a, b) => a - b) : [];
      const previousCompanyIds: number[] = [];
      if (companyTotal > 1 && rng.chance(0.55)) {
        const wanted = rng.int(1, 3);
        for (let attempt = 0; previousCompanyIds.length < wanted && attempt < 6; attempt += 1) {
          const previous = rng.int(1, companyTotal);
          if (previous !== companyId && !previousCompanyIds.includes(previous)) previousCompanyIds.push(previous);
        }
      }
      memory.previousCompanyIds[index] = previousCompanyIds[0] ?? 0;

      yield [
        contactId, female ? 2 : 1, firstName, lastName, companyId, titleId, jobLabelOf(memory, index), profile.mainFunctionId,
        functionIds, profile.jobTypeId, profile.hierarchicalLevelId, active, communicationTypeIds, email, directLine,
        mobilePhone, assistantName, assistantPhone, linkedinUrl, schoolIds, hobbyIds, previousCompanyIds,
        previousCompanyIds.length > 0 ? rng.chance(0.8) : rng.chance(0.3), schoolIds.length > 0 ? rng.chance(0.85) : rng.chance(0.2), rng.chance(0.7),
      ];
    }
  }
}
