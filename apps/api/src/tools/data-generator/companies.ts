/**
 * Companies: sizes drawn first (so that groups and contact counts can be planned), then one row per company with
 * a plausible French name, a sector-consistent NAF code, group links (a subsidiary's head always has a smaller id,
 * so that the rows can be loaded in order), brackets of workforce and sales revenue that fit the size, and the
 * criteria fields (client type, shareholding, listing, growth, advertising, awards…).
 */
import {
  AWARDS,
  COMPANY_SIZE,
  FRANCE_COUNTRY_ID,
  INDUSTRY_TYPES,
  REGIONAL_LEADERS,
  countryByIsoCode,
  frenchRegionById,
  translate,
} from '@cible/core';
import type { CsvValue } from './csv';
import type { GenerationContext } from './generation-context';
import { HEAD_OFFICE_PICKER, LAST_NAME_PICKER, RESOLVED_COMMUNES } from './generation-context';
import { INDUSTRY_PROFILES } from './industries.data';
import { LAST_NAMES } from './names.data';
import { sirenOf } from './luhn';
import { Prng, WeightedPicker } from './prng';
import { slugify, isoDate, yearOf } from './text';
import {
  EVOCATIVE_WORDS,
  FOREIGN_GROUP_HEAD_COUNTRIES,
  NAME_PREFIXES,
  NAME_SUFFIXES,
  SUBSIDIARY_SUFFIXES,
} from './words.data';

export const COMPANY_COLUMNS = [
  'id', 'name', 'group_id', 'group_name', 'group_head_country_id', 'siren', 'is_headquarters', 'is_group_head', 'size_id',
  'client_type_id', 'structure_type_id', 'shareholding_type_id', 'industry_type_id', 'industry_class_id', 'naf_code',
  'idcc_id', 'activity', 'website', 'workforce_lower', 'workforce_upper', 'sales_revenue_lower', 'sales_revenue_upper',
  'publicly_traded', 'stock_index_id', 'growth_type_id', 'innovation_tag_ids', 'startup_tech_id', 'advertiser_tag_ids',
  'advertiser_investment', 'advertiser_media_ids', 'brand_names', 'award_ids', 'regional_leader_id', 'is_visible_pme',
  'creation_date', 'cac_mandate_end_date', 'closure_date', 'has_logo', 'contact_count',
] as const;

const { large_company: LARGE, mid_size_company: ETI, mid_size_subsidiary: ETI_SUB, sme_subsidiary: SME_SUB, medium_company: MEDIUM, small_company: SMALL, startup: STARTUP } = COMPANY_SIZE;

/** Share of each size among the companies of a B2B directory (per mille). */
const SIZE_PICKER = new WeightedPicker<number>([
  [LARGE, 6], [ETI, 24], [ETI_SUB, 40], [SME_SUB, 70], [MEDIUM, 180], [SMALL, 600], [STARTUP, 80],
]);

/** Relative number of contacts known per company, by size. */
const CONTACT_WEIGHT: Readonly<Record<number, number>> = {
  [LARGE]: 60, [ETI]: 22, [ETI_SUB]: 10, [SME_SUB]: 5, [MEDIUM]: 6, [SMALL]: 2.2, [STARTUP]: 4,
};

/** Workforce brackets [lower, upper] (upper null: open) and their weights, by size. */
const WORKFORCE: Readonly<Record<number, readonly (readonly [number, number | null, number])[]>> = {
  [LARGE]: [[5000, 9999, 50], [10000, null, 50]],
  [ETI]: [[250, 499, 35], [500, 999, 35], [1000, 1999, 20], [2000, 4999, 10]],
  [ETI_SUB]: [[100, 199, 20], [200, 249, 15], [250, 499, 35], [500, 999, 20], [1000, 1999, 10]],
  [SME_SUB]: [[10, 19, 25], [20, 49, 35], [50, 99, 25], [100, 199, 15]],
  [MEDIUM]: [[10, 19, 35], [20, 49, 35], [50, 99, 18], [100, 199, 9], [200, 249, 3]],
  [SMALL]: [[1, 2, 30], [3, 5, 35], [6, 9, 35]],
  [STARTUP]: [[1, 2, 10], [3, 5, 20], [6, 9, 25], [10, 19, 25], [20, 49, 15], [50, 99, 5]],
};
const WORKFORCE_PICKERS = new Map(
  Object.entries(WORKFORCE).map(([size, brackets]) => [
    Number(size),
    new WeightedPicker(brackets.map(([lower, upper, weight]) => [[lower, upper] as const, weight] as const)),
  ]),
);

/** Sales revenue brackets in euros (upper null: open). */
const REVENUE_BRACKETS: readonly (readonly [number, number | null])[] = [
  [0, 500_000], [500_000, 1_000_000], [1_000_000, 2_000_000], [2_000_000, 5_000_000], [5_000_000, 10_000_000],
  [10_000_000, 20_000_000], [20_000_000, 50_000_000], [50_000_000, 100_000_000], [100_000_000, 200_000_000],
  [200_000_000, 500_000_000], [500_000_000, 1_500_000_000], [1_500_000_000, 5_000_000_000], [5_000_000_000, null],
];

/** Industry types a start-up favours, and those it avoids. */
const STARTUP_FAVOURED = new Set([53, 54, 57, 58, 71, 50, 23, 36, 68, 70, 62, 76]);
const STARTUP_AVOIDED = new Set([27, 28, 31, 33, 65, 79, 81, 72, 22, 25, 46, 48]);
/** Public bodies and non-profits are never start-ups nor subsidiaries nor small shops. */
const NOT_FOR_SMALL_FIRMS = new Set([79, 22, 40, 41, 46, 48]);

function industryPicker(adjust: (typeId: number) => number): WeightedPicker<number> {
  return new WeightedPicker(INDUSTRY_TYPES.map((type) => [type.id, (INDUSTRY_PROFILES[type.id]?.weight ?? 0) * adjust(type.id)] as const));
}
const INDUSTRY_PICKERS = {
  any: industryPicker(() => 1),
  startup: industryPicker((id) => (STARTUP_FAVOURED.has(id) ? 6 : STARTUP_AVOIDED.has(id) ? 0 : 1)),
  small: industryPicker((id) => (NOT_FOR_SMALL_FIRMS.has(id) ? 0 : 1)),
  subsidiary: industryPicker((id) => (id === 79 || id === 81 ? 0 : 1)),
};

const INDUSTRY_CLASS_OF = new Map(INDUSTRY_TYPES.map((type) => [type.id, type.industryClassId]));

/** Start-up tech (core's STARTUP_TECHS) by industry class. */
const STARTUP_TECH_BY_CLASS: Readonly<Record<number, number>> = { 7: 1, 3: 2, 10: 3, 2: 4, 8: 4, 12: 5, 1: 6 };

const FOREIGN_HEAD_COUNTRY_IDS = FOREIGN_GROUP_HEAD_COUNTRIES.map((iso) => {
  const country = countryByIsoCode(iso);
  if (!country) throw new Error(`No country ${iso} in core's catalogue`);
  return country.id;
});

/**
 * Plans the sizes of all companies and the number of contacts of each (summing to `counts.contacts`), from their
 * own streams. Returned arrays are indexed by id - 1.
 */
export function planCompanies(context: GenerationContext): { sizeIds: Uint16Array; contactCounts: Uint32Array } {
  const { companies: total, contacts: contactTotal } = context.counts;
  const sizeRng = new Prng(context.seed, 'company-sizes');
  const sizeIds = new Uint16Array(total);
  for (let index = 0; index < total; index += 1) sizeIds[index] = SIZE_PICKER.pick(sizeRng);

  const countRng = new Prng(context.seed, 'contact-counts');
  const weights = new Float64Array(total);
  let weightSum = 0;
  for (let index = 0; index < total; index += 1) {
    weights[index] = CONTACT_WEIGHT[sizeIds[index]!]! * (0.5 + countRng.next());
    weightSum += weights[index]!;
  }
  const minimum = contactTotal >= total ? 1 : 0;
  const contactCounts = new Uint32Array(total);
  let assigned = 0;
  for (let index = 0; index < total; index += 1) {
    contactCounts[index] = Math.max(minimum, Math.floor((contactTotal * weights[index]!) / weightSum));
    assigned += contactCounts[index]!;
  }
  while (assigned < contactTotal) {
    const index = countRng.int(0, total - 1);
    contactCounts[index]! += 1;
    assigned += 1;
  }
  while (assigned > contactTotal) {
    const index = countRng.int(0, total - 1);
    if (contactCounts[index]! > minimum) {
      contactCounts[index]! -= 1;
      assigned -= 1;
    }
  }
  return { sizeIds, contactCounts };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function inventedName(rng: Prng): string {
  return capitalize(`${rng.pick(NAME_PREFIXES).toLowerCase()}${rng.pick(NAME_SUFFIXES)}`);
}

function acronym(rng: Prng): string {
  const letters = 'ABCDEFGILMNOPRST';
  let result = '';
  const length = rng.int(3, 4);
  for (let index = 0; index < length; index += 1) result += letters.charAt(rng.int(0, letters.length - 1));
  return result;
}

function surname(rng: Prng): string {
  return LAST_NAMES[LAST_NAME_PICKER.pick(rng)]!;
}

/** A company name for a trade (industry type), a head-office city and a kind of company. */
function companyName(rng: Prng, industryTypeId: number, city: string, regionLabel: string, kind: 'head' | 'startup' | 'other'): string {
  const profile = INDUSTRY_PROFILES[industryTypeId]!;
  if (industryTypeId === 79) {
    return rng.pick([
      `Mairie de ${city}`,
      `Communauté d’agglomération de ${city}`,
      `Syndicat intercommunal ${rng.pick(EVOCATIVE_WORDS)}`,
      `Office public de l’habitat de ${city}`,
      `Centre communal d’action sociale de ${city}`,
    ]);
  }
  if (industryTypeId === 81) {
    return rng.pick([
      `Fédération des entreprises de ${regionLabel}`,
      `Union patronale de ${city}`,
      `Association ${rng.pick(EVOCATIVE_WORDS)}`,
      `Club des entrepreneurs de ${city}`,
    ]);
  }
  const post = () => (profile.post.length > 0 ? rng.pick(profile.post) : 'Services');
  if (kind === 'head') {
    const draw = rng.next();
    if (draw < 0.5) return `Groupe ${surname(rng)}`;
    if (draw < 0.6) return `Groupe ${rng.pick(EVOCATIVE_WORDS)}`;
    if (draw < 0.8) return inventedName(rng);
    if (draw < 0.9) return `Groupe ${inventedName(rng)}`;
    return `${acronym(rng)} ${post()}`;
  }
  if (kind === 'startup') return rng.chance(0.7) ? inventedName(rng) : `${inventedName(rng)} ${post()}`;
  const draw = rng.next() * 100;
  if (draw < 22) return `${surname(rng)} ${post()}`;
  if (draw < 40 && profile.pre.length > 0) return `${rng.pick(profile.pre)} ${surname(rng)}`;
  if (draw < 54) return `${rng.pick(EVOCATIVE_WORDS)} ${post()}`;
  if (draw < 62) return inventedName(rng);
  if (draw < 72) return `${inventedName(rng)} ${post()}`;
  if (draw < 77) return `${rng.pick(['Atelier', 'Maison', 'Établissements'])} ${surname(rng)}`;
  if (draw < 81) return `${rng.pick(['Atelier ', ''])}${surname(rng)} & Fils`;
  if (draw < 85 && profile.market === 'b2b') return `${surname(rng)} et Associés`;
  if (draw < 87) return `${surname(rng)} Frères`;
  if (draw < 94) return `${acronym(rng)} ${post()}`;
  return `${surname(rng)}-${surname(rng)}`;
}

/** The name a group's subsidiaries build on: "Groupe Marchand" → "Marchand". */
function groupCore(groupName: string): string {
  return groupName.replace(/^Groupe /, '');
}

/** Generates the company rows, in id order, and fills `context.companies`. */
export function* generateCompanies(context: GenerationContext, plan: ReturnType<typeof planCompanies>): Generator<CsvValue[]> {
  const total = context.counts.companies;
  const rng = new Prng(context.seed, 'companies');
  const memory = {
    names: new Array<string>(total),
    groupNames: new Array<string | null>(total),
    domains: new Array<string>(total),
    sirens: new Array<string>(total),
    nafCodes: new Array<string>(total),
    sizeIds: new Uint16Array(total),
    industryTypeIds: new Uint8Array(total),
    industryClassIds: new Uint8Array(total),
    headOfficeCommunes: new Uint16Array(total),
    creationDays: new Int32Array(total),
    idsBySize: new Map<number, number[]>(),
  };
  context.companies = memory;
  const usedNames = new Set<string>();
  const usedDomains = new Set<string>();
  /** Group heads so far, by whether they can own an ETI subsidiary. */
  const bigHeads: number[] = [];
  const allHeads: number[] = [];
  const headCountry = new Map<number, number>();
  const sirenOffset = new Prng(context.seed, 'siren').int(0, 69_999_999);
  const referenceYear = yearOf(context.referenceDay);

  for (let index = 0; index < total; index += 1) {
    const id = index + 1;
    let sizeId = plan.sizeIds[index]!;
    // A subsidiary needs an earlier group head; the first ones of the file become independent companies.
    if (sizeId === ETI_SUB && bigHeads.length === 0) sizeId = ETI;
    if (sizeId === SME_SUB && allHeads.length === 0) sizeId = MEDIUM;
    const isSubsidiary = sizeId === ETI_SUB || sizeId === SME_SUB;
    const isGroupHead = sizeId === LARGE || (sizeId === ETI && rng.chance(0.5)) || (sizeId === MEDIUM && rng.chance(0.06));

    const picker =
      sizeId === STARTUP ? INDUSTRY_PICKERS.startup : sizeId === SMALL ? INDUSTRY_PICKERS.small : isSubsidiary ? INDUSTRY_PICKERS.subsidiary : INDUSTRY_PICKERS.any;
    const industryTypeId = picker.pick(rng);
    const industryClassId = INDUSTRY_CLASS_OF.get(industryTypeId)!;
    const profile = INDUSTRY_PROFILES[industryTypeId]!;
    const communeIndex = HEAD_OFFICE_PICKER.pick(rng);
    const commune = RESOLVED_COMMUNES[communeIndex]!;
    const region = frenchRegionById(commune.regionId);
    const regionLabel = region ? translate(region.label) : 'France';

    // Group
    let groupId: number | null = null;
    let groupName: string | null = null;
    let groupHeadCountryId: number | null = null;
    let name = '';
    if (isSubsidiary) {
      groupId = rng.pick(sizeId === ETI_SUB ? bigHeads : allHeads);
      groupName = memory.names[groupId - 1]!;
      groupHeadCountryId = headCountry.get(groupId) ?? FRANCE_COUNTRY_ID;
      if (rng.chance(0.6) && profile.post.length > 0) {
        name = `${groupCore(groupName)} ${rng.pick(profile.post)}`;
        if (rng.chance(0.5) || usedNames.has(name)) name = `${name} ${rng.pick(SUBSIDIARY_SUFFIXES)}`;
      }
    }
    for (let attempt = 0; name === '' || (usedNames.has(name) && attempt < 8); attempt += 1) {
      name = companyName(rng, industryTypeId, commune.name, regionLabel, isGroupHead ? 'head' : sizeId === STARTUP ? 'startup' : 'other');
    }
    // Still taken: the city tells them apart, as in real directories (a few homonyms remain, with other SIRENs).
    if (usedNames.has(name) && industryTypeId !== 79) name = `${name} ${commune.name}`;
    usedNames.add(name);
    if (isGroupHead) {
      groupId = id;
      groupName = name;
      groupHeadCountryId = rng.chance(0.07) ? rng.pick(FOREIGN_HEAD_COUNTRY_IDS) : FRANCE_COUNTRY_ID;
      headCountry.set(id, groupHeadCountryId);
      allHeads.push(id);
      if (sizeId === LARGE || sizeId === ETI) bigHeads.push(id);
    }

    // Domain and website
    const baseSlug = slugify(name.replace(/^Groupe /, '')).slice(0, 40) || `entreprise-${id}`;
    const tld = sizeId === LARGE || sizeId === STARTUP ? (rng.chance(0.4) ? 'com' : 'fr') : rng.chance(0.1) ? 'com' : 'fr';
    let domain = `${baseSlug}.${tld}`;
    if (usedDomains.has(domain)) domain = `${baseSlug}-${slugify(commune.name)}.${tld}`;
    if (usedDomains.has(domain)) domain = `${baseSlug}-${id}.${tld}`;
    usedDomains.add(domain);

    // Legal and economic data
    const nafCode = rng.chance(0.75) ? profile.naf[0]! : rng.pick(profile.naf);
    const siren = sirenOf(index, sirenOffset);
    const idccId = profile.idcc.length > 0 && sizeId !== SMALL ? rng.pick(profile.idcc) : profile.idcc.length > 0 && rng.chance(0.5) ? profile.idcc[0]! : null;
    const [workforceLower, workforceUpper] = WORKFORCE_PICKERS.get(sizeId)!.pick(rng);
    const revenuePerEmployee = (industryClassId === 5 || industryClassId === 7 ? 280_000 : 140_000) * (0.5 + rng.next());
    const estimatedRevenue = ((workforceLower + (workforceUpper ?? workforceLower * 2)) / 2) * revenuePerEmployee;
    const revenueBracket = REVENUE_BRACKETS.find(([lower, upper]) => estimatedRevenue >= lower && (upper === null || estimatedRevenue < upper))!;

    const structureTypeId =
      industryTypeId === 79 ? 132 : industryTypeId === 81 ? 160 : industryTypeId === 72 ? (rng.chance(0.6) ? 160 : 102) : industryTypeId === 80 && rng.chance(0.4) ? 132 : industryClassId === 10 && rng.chance(0.15) ? 160 : 102;
    const clientTypeId =
      profile.market === 'b2c' ? rng.pick([169, 169, 169, 167, 167]) : profile.market === 'mixed' ? rng.pick([167, 167, 162, 169]) : rng.chance(0.85) ? 162 : 167;
    let shareholdingTypeId: number | null = null;
    if (isSubsidiary) shareholdingTypeId = 4;
    else if (structureTypeId === 132) shareholdingTypeId = 1;
    else if (sizeId === STARTUP) shareholdingTypeId = rng.chance(0.6) ? 5 : null;
    else if (structureTypeId === 102) {
      const draw = rng.next();
      if (draw < 0.4) shareholdingTypeId = 2;
      else if (draw < 0.5) shareholdingTypeId = 5;
      else if (draw < 0.58 && (industryClassId === 5 || industryClassId === 9)) shareholdingTypeId = 3;
    }

    const publiclyTraded = structureTypeId === 102 && !isSubsidiary && ((sizeId === LARGE && rng.chance(0.4)) || (sizeId === ETI && rng.chance(0.08)));
    const stockIndexId = publiclyTraded ? (sizeId === LARGE ? rng.pick([1, 1, 2, 3, 4, 8, 9]) : rng.pick([5, 6, 7, 8, 10, 11])) : null;
    const growthDraw = rng.next();
    const growthTypeId = sizeId === STARTUP ? (growthDraw < 0.3 ? 1 : growthDraw < 0.42 ? 2 : null) : growthDraw < 0.1 ? 1 : growthDraw < 0.12 ? 2 : null;
    const innovationTagIds: number[] = [];
    if ((sizeId === STARTUP && rng.chance(0.6)) || rng.chance(0.03)) innovationTagIds.push(1);
    if (rng.chance(0.02)) innovationTagIds.push(2);
    const startupTechId = sizeId === STARTUP && rng.chance(0.7) ? (STARTUP_TECH_BY_CLASS[industryClassId] ?? rng.int(1, 6)) : null;

    // Advertising: more likely for consumer brands and big companies.
    const advertiserChance = (profile.market === 'b2b' ? 0.03 : 0.12) * (sizeId === LARGE ? 6 : sizeId === ETI ? 3 : 1);
    const isAdvertiser = rng.chance(Math.min(0.9, advertiserChance));
    const advertiserTagIds: number[] = [];
    let advertiserInvestment: number | null = null;
    let advertiserMediaIds: number[] = [];
    if (isAdvertiser) {
      advertiserTagIds.push(1);
      if (sizeId === LARGE && rng.chance(0.25)) advertiserTagIds.push(2);
      const trend = rng.next();
      if (trend < 0.35) advertiserTagIds.push(3);
      else if (trend < 0.55) advertiserTagIds.push(4);
      const scale = sizeId === LARGE ? 20_000_000 : sizeId === ETI ? 3_000_000 : 300_000;
      advertiserInvestment = Math.round((scale * (0.1 + rng.next() * 1.9)) / 1000) * 1000;
      advertiserMediaIds = rng.sample([1, 2, 3, 4, 5, 6], rng.int(1, 4)).sort((a, b) => a - b);
    }
    const brandNames = profile.market !== 'b2b' && rng.chance(sizeId === LARGE || sizeId === ETI ? 0.6 : 0.15)
      ? Array.from({ length: rng.int(1, 3) }, () => inventedName(rng)).filter((brand, position, all) => all.indexOf(brand) === position)
      : [];
    const awardIds = rng.chance(sizeId === STARTUP ? 0.12 : 0.04)
      ? rng.sample(AWARDS.map((award) => award.id).filter((awardId) => sizeId === STARTUP || awardId > 2), rng.int(1, 2)).sort((a, b) => a - b)
      : [];
    const regionalLeader = (sizeId === ETI || sizeId === MEDIUM) && rng.chance(0.015)
      ? REGIONAL_LEADERS.find((leader) => leader.regionId === commune.regionId)?.id ?? null
      : null;

    // Dates
    const creationYear =
      sizeId === STARTUP ? rng.int(referenceYear - 12, referenceYear - 1)
        : sizeId === LARGE ? rng.int(1850, 1990)
          : sizeId === ETI ? rng.int(1900, 2008)
            : sizeId === SMALL ? rng.int(1975, referenceYear - 1)
              : rng.int(1950, referenceYear - 3);
    const creationDay = Date.UTC(creationYear, rng.int(0, 11), rng.int(1, 28)) / 86_400_000;
    const closureMonth = rng.pick([12, 12, 12, 12, 12, 12, 12, 3, 6, 9]);
    const closureDays = [Date.UTC(referenceYear, closureMonth, 0), Date.UTC(referenceYear - 1, closureMonth, 0)].map((time) => time / 86_400_000);
    const closureDay = closureDays[0]! <= context.referenceDay ? closureDays[0]! : closureDays[1]!;
    const hasStatutoryAuditor = sizeId !== SMALL && sizeId !== STARTUP ? true : rng.chance(0.2);
    const cacMandateEndDate = hasStatutoryAuditor ? isoDate(Date.UTC(referenceYear + rng.int(0, 5), closureMonth, 0) / 86_400_000) : null;

    memory.names[index] = name;
    memory.groupNames[index] = groupName;
    memory.domains[index] = domain;
    memory.sirens[index] = siren;
    memory.nafCodes[index] = nafCode;
    memory.sizeIds[index] = sizeId;
    memory.industryTypeIds[index] = industryTypeId;
    memory.industryClassIds[index] = industryClassId;
    memory.headOfficeCommunes[index] = communeIndex;
    memory.creationDays[index] = creationDay;
    const sameSize = memory.idsBySize.get(sizeId);
    if (sameSize) sameSize.push(id);
    else memory.idsBySize.set(sizeId, [id]);

    yield [
      id, name, groupId, groupName, groupHeadCountryId, siren, !(isSubsidiary && rng.chance(0.1)), isGroupHead, sizeId,
      clientTypeId, structureTypeId, shareholdingTypeId, industryTypeId, industryClassId, nafCode,
      idccId, rng.pick(profile.activities), `https://www.${domain}`, workforceLower, workforceUpper, revenueBracket[0], revenueBracket[1],
      publiclyTraded, stockIndexId, growthTypeId, innovationTagIds, startupTechId, advertiserTagIds,
      advertiserInvestment, advertiserMediaIds, brandNames, awardIds, regionalLeader, rng.chance(0.7),
      isoDate(creationDay), cacMandateEndDate, isoDate(closureDay), rng.chance(0.6), plan.contactCounts[index]!,
    ];
  }
}
