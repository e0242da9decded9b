/**
 * News whose wording matches their type (core's NEWS_TYPES): appointments ("Claire Martin est nommée Directrice
 * financière du Groupe Marchand"), departures, company anniversaries, conference participations, speakers (from the
 * conference programmes), press articles, new contacts, and the fifteen business signals (acquisitions, new sites,
 * fundraising "Nexalys lève 12 M€ …", calls for tenders…). Bigger companies get more news.
 */
import { COMPANY_SIZE, INDUSTRY_TYPES, NEWS_TYPES, translate } from '@cible/core';
import { firstNameOf, jobLabelOf, lastNameOf } from './contacts';
import type { CsvValue } from './csv';
import type { GenerationContext, ProgramEntryMemory } from './generation-context';
import { RESOLVED_COMMUNES } from './generation-context';
import { JOB_PROFILES } from './job-profiles';
import { Prng, WeightedPicker } from './prng';
import { frenchDate, frenchNumber, isoDate, yearOf } from './text';
import { INVESTORS, NATIONAL_MEDIA, REGIONAL_MEDIA, TRADE_MEDIA } from './words.data';

export const NEWS_COLUMNS = [
  'id', 'type_id', 'business_opportunity_type_id', 'publication_date', 'title', 'sample_title', 'description', 'company_id',
  'person_id', 'job_label', 'job_type_id', 'source_headline', 'source_name', 'source_origin_name', 'conference_id',
  'highlight_name', 'highlight_type_name', 'highlight_start_date', 'tag_ids',
  // The company's facet values (migration 0043), as its trigger would compute them.
  'company_size_id', 'company_industry_class_id', 'company_region_ids', 'company_department_ids',
] as const;

/** Relative frequency of each news type (speakers and conferences are counted from the programmes). */
const TYPE_WEIGHTS: Readonly<Record<number, number>> = {
  2: 24, 3: 9, 4: 2, 12: 14, 13: 9,
  14: 3, 15: 4, 16: 4, 17: 2, 18: 2, 19: 2.5, 20: 2.5, 21: 2.5, 22: 1.5, 23: 2, 24: 4, 26: 3, 29: 1.5, 30: 1, 31: 1,
};
const SPEAKER_SHARE = 0.08;
const CONFERENCE_SHARE = 0.015;

const { large_company: LARGE, mid_size_company: ETI, mid_size_subsidiary: ETI_SUB, sme_subsidiary: SME_SUB, medium_company: MEDIUM, small_company: SMALL, startup: STARTUP } = COMPANY_SIZE;
/** How much news a company of each size gets, relative to a small company. */
const NEWS_SIZE_WEIGHT: Readonly<Record<number, number>> = { [LARGE]: 40, [ETI]: 12, [ETI_SUB]: 5, [SME_SUB]: 2.5, [MEDIUM]: 2.5, [SMALL]: 0.6, [STARTUP]: 3 };
const FUNDRAISING_SIZE_WEIGHT: Readonly<Record<number, number>> = { [STARTUP]: 20, [MEDIUM]: 1, [ETI]: 2, [SMALL]: 0.3 };
const DIFFICULTY_SIZE_WEIGHT: Readonly<Record<number, number>> = { [SMALL]: 2, [MEDIUM]: 3, [ETI]: 1, [STARTUP]: 2, [SME_SUB]: 1 };

const NEWS_TYPE_BY_ID = new Map<number, (typeof NEWS_TYPES)[number]>(NEWS_TYPES.map((type) => [type.id, type]));
const INDUSTRY_LABEL = new Map(INDUSTRY_TYPES.map((type) => [type.id, translate(type.label)]));

/** "de", "du", "de la", "d’", "des" before a company name, by its first word. */
const ARTICLE_BY_FIRST_WORD: Readonly<Record<string, string>> = {
  Groupe: 'du', Club: 'du', Syndicat: 'du', Centre: 'du', Cabinet: 'du', Domaine: 'du', Château: 'du', Garage: 'du', Comptoir: 'du',
  Studio: 'du', Journal: 'du', Bureau: 'du', Grand: 'du', Restaurant: 'du',
  Mairie: 'de la', Communauté: 'de la', Fédération: 'de la', Maison: 'de la', Clinique: 'de la', Polyclinique: 'de la', Banque: 'de la',
  Caisse: 'de la', Mutuelle: 'de la', Fondation: 'de la', Résidence: 'de la', Menuiserie: 'de la', Scierie: 'de la', Fonderie: 'de la',
  Verrerie: 'de la', Cristallerie: 'de la', Faïencerie: 'de la', Cartonnerie: 'de la', Biscuiterie: 'de la', Conserverie: 'de la',
  Fromagerie: 'de la', Chocolaterie: 'de la', Distillerie: 'de la', Brasserie: 'de la', Ferme: 'de la', Compagnie: 'de la',
  Maçonnerie: 'de la', Construction: 'de la', Mécanique: 'de la', Fiduciaire: 'de la',
  Établissements: 'des', Laboratoires: 'des', Ateliers: 'des', Forges: 'des', Aciéries: 'des', Élevages: 'des', Vergers: 'des',
  Salaisons: 'des', Tissages: 'des', Filatures: 'des', Papeteries: 'des', Transports: 'des', Autocars: 'des', Voyages: 'des',
  Carrières: 'des', Boutiques: 'des', Chantiers: 'des', Plastiques: 'des', Équipements: 'des', Éditions: 'des', Studios: 'des',
  Association: 'de l’', Atelier: 'de l’', Union: 'de l’', Office: 'de l’', Hôtel: 'de l’', Agence: 'de l’', Entreprise: 'de l’',
  École: 'de l’', Institut: 'de l’', Espace: 'de l’',
};

/** "du Groupe Marchand", "d’Atlantique Emballages", "de Nexalys". */
export function ofCompany(name: string): string {
  const article = ARTICLE_BY_FIRST_WORD[name.split(/\s/)[0] ?? ''];
  if (article === 'de l’') return `de l’${name}`;
  if (article) return `${article} ${name}`;
  return /^[AEIOUYÉÈÊÀÂÎÔÛ]/i.test(name) ? `d’${name}` : `de ${name}`;
}

/** "de Directeur…" / "d’Assistante…": the preposition "de" elided before a vowel. */
function deElided(text: string): string {
  return /^[AEIOUYÉÈÊÀÂÎÔÛH]/i.test(text) ? `d’${text}` : `de ${text}`;
}

/** "à « name »" (the name of an event, quoted). */
function atEvent(name: string): string {
  return `à « ${name} »`;
}

const COUNTRIES_WITH_PREPOSITION = [
  'en Allemagne', 'en Espagne', 'au Canada', 'aux États-Unis', 'en Belgique', 'en Italie', 'au Maroc', 'en Suisse',
  'au Royaume-Uni', 'à Singapour', 'aux Pays-Bas', 'au Portugal', 'en Pologne', 'au Japon',
];
const DIVERSIFICATION_FIELDS = ['les services aux entreprises', 'le recyclage', 'la location longue durée', 'le numérique', 'la formation', 'l’énergie solaire', 'la vente en ligne', 'la maintenance'];
const PRESS_TOPICS = ['sa stratégie de croissance', 'ses résultats annuels', 'ses projets d’investissement', 'sa politique RSE', 'ses recrutements', 'son développement à l’international'];
const IT_TENDER_TOPICS = ['la refonte de son système d’information', 'l’infogérance de ses serveurs', 'le déploiement d’un ERP', 'la maintenance de son parc informatique', 'un audit de cybersécurité'];
const MARKETING_TENDER_TOPICS = ['une agence de communication', 'un prestataire pour sa stratégie digitale', 'une agence événementielle', 'un prestataire pour la refonte de son site internet'];
const TRAINING_TENDER_TOPICS = ['un organisme de formation au management', 'des formations en langues étrangères', 'un prestataire de formation à la cybersécurité', 'des formations bureautiques pour ses équipes'];

interface NewsRow {
  typeId: number;
  day: number;
  title: string;
  sampleTitle: string;
  description: string;
  companyId: number;
  personId?: number | null;
  jobLabel?: string | null;
  jobTypeId?: number | null;
  sourceHeadline?: string | null;
  sourceName: string;
  sourceOriginName: string;
  conferenceId?: number | null;
  highlightName?: string | null;
  highlightTypeName?: string | null;
  highlightStartDate?: string | null;
  extraTags?: number[];
}

/** Counts of each news type for a total, summing exactly to it. */
function typeCounts(total: number, programEntries: number, conferences: number): Map<number, number> {
  const counts = new Map<number, number>();
  const speakers = Math.min(programEntries, Math.round(total * SPEAKER_SHARE));
  const conferenceNews = Math.min(conferences, Math.round(total * CONFERENCE_SHARE));
  counts.set(7, speakers);
  counts.set(6, conferenceNews);
  const rest = total - speakers - conferenceNews;
  const weightSum = Object.values(TYPE_WEIGHTS).reduce((sum, weight) => sum + weight, 0);
  let assigned = 0;
  for (const [typeId, weight] of Object.entries(TYPE_WEIGHTS)) {
    const count = Math.floor((rest * weight) / weightSum);
    counts.set(Number(typeId), count);
    assigned += count;
  }
  counts.set(2, counts.get(2)! + rest - assigned);
  return counts;
}

/** Generates the news rows (types shuffled, ids in generation order). */
export function* generateNews(context: GenerationContext): Generator<CsvValue[]> {
  const companies = context.requireCompanies();
  const places = context.requireOfficePlaces();
  const contacts = context.requireContacts();
  const conferences = context.requireConferences();
  const rng = new Prng(context.seed, 'news');
  const total = context.counts.news;
  const companyTotal = companies.names.length;
  const contactTotal = contacts.companyIds.length;
  if (total === 0) return;
  if (companyTotal === 0 || contactTotal === 0) throw new Error('News need companies and contacts.');

  const counts = typeCounts(total, conferences.program.length, conferences.names.length);
  const sequence: number[] = [];
  for (const [typeId, count] of counts) for (let index = 0; index < count; index += 1) sequence.push(typeId);
  for (let index = sequence.length - 1; index > 0; index -= 1) {
    const other = rng.int(0, index);
    [sequence[index], sequence[other]] = [sequence[other]!, sequence[index]!];
  }
  const speakerEntries = rng.sample(conferences.program, counts.get(7)!);
  const programByConference = new Map<number, ProgramEntryMemory[]>();
  for (const entry of conferences.program) {
    const list = programByConference.get(entry.conferenceId);
    if (list) list.push(entry);
    else programByConference.set(entry.conferenceId, [entry]);
  }
  let nextSpeaker = 0;

  const sizePicker = (weights: Readonly<Record<number, number>>) =>
    new WeightedPicker([...companies.idsBySize].map(([sizeId, ids]) => [ids, (weights[sizeId] ?? 0) * ids.length] as const));
  const generalCompanies = sizePicker(NEWS_SIZE_WEIGHT);
  const fundraisingCompanies = sizePicker(FUNDRAISING_SIZE_WEIGHT);
  const difficultyCompanies = sizePicker(DIFFICULTY_SIZE_WEIGHT);
  const pickCompany = (picker: WeightedPicker<number[]>) => rng.pick(picker.pick(rng));
  const referenceDay = context.referenceDay;
  const recentDay = () => referenceDay - Math.floor(730 * rng.next() ** 1.2);

  const pickContact = (wantActive: boolean): number => {
    let candidate = rng.int(1, contactTotal);
    for (let attempt = 0; attempt < 30 && (contacts.active[candidate - 1] === 1) !== wantActive; attempt += 1) {
      candidate = rng.int(1, contactTotal);
    }
    return candidate;
  };
  const personOf = (contactId: number) => {
    const index = contactId - 1;
    const companyId = contacts.companyIds[index]!;
    return {
      contactId,
      female: contacts.female[index] === 1,
      fullName: `${firstNameOf(contacts, index)} ${lastNameOf(contacts, index)}`,
      jobLabel: jobLabelOf(contacts, index),
      jobTypeId: JOB_PROFILES.get(contacts.titleIds[index]!)!.jobTypeId,
      titleId: contacts.titleIds[index]!,
      companyId,
      previousCompanyId: contacts.previousCompanyIds[index]!,
    };
  };
  const topExecutiveOf = (companyId: number) => {
    const count = contacts.contactCountOfCompany[companyId - 1]!;
    return count > 0 ? personOf(contacts.firstContactOfCompany[companyId - 1]!) : null;
  };
  const cityOf = (companyId: number) => RESOLVED_COMMUNES[companies.headOfficeCommunes[companyId - 1]!]!;
  const mediaOf = (companyId: number): { name: string; origin: string } => {
    const draw = rng.next();
    const industryClassId = companies.industryClassIds[companyId - 1]!;
    const name =
      draw < 0.45 ? rng.pick(TRADE_MEDIA[industryClassId] ?? NATIONAL_MEDIA)
        : draw < 0.75 ? rng.pick(REGIONAL_MEDIA[cityOf(companyId).regionId] ?? NATIONAL_MEDIA)
          : rng.pick(NATIONAL_MEDIA);
    const origin = name === 'BFM Business' ? 'Télévision' : rng.chance(0.6) ? 'Presse en ligne' : 'Presse écrite';
    return { name, origin };
  };
  const millions = (min: number, max: number) => {
    const value = min + (max - min) * rng.next() ** 2;
    return frenchNumber(value < 5 ? Math.round(value * 2) / 2 || 0.5 : Math.round(value));
  };

  for (let index = 0; index < sequence.length; index += 1) {
    const typeId = sequence[index]!;
    let row: NewsRow;
    switch (typeId) {
      case 2: {
        const person = personOf(pickContact(true));
        const company = companies.names[person.companyId - 1]!;
        const named = person.female ? 'nommée' : 'nommé';
        const pronoun = person.female ? 'Elle' : 'Il';
        const previous = person.previousCompanyId > 0 ? ` ${pronoun} était auparavant en poste chez ${companies.names[person.previousCompanyId - 1]}.` : '';
        const title = `${person.fullName} est ${named} ${person.jobLabel} ${ofCompany(company)}`;
        const origin = rng.next();
        row = {
          typeId, day: recentDay(), title, sampleTitle: `Nomination chez ${company}`,
          description: `${person.fullName} a été ${named} ${person.jobLabel} ${ofCompany(company)} (${cityOf(person.companyId).name}).${previous}`,
          companyId: person.companyId, personId: person.contactId, jobLabel: person.jobLabel, jobTypeId: person.jobTypeId,
          sourceHeadline: title,
          sourceName: origin < 0.6 ? 'Cible' : origin < 0.8 ? company : 'LinkedIn',
          sourceOriginName: origin < 0.6 ? 'Recherche Cible' : origin < 0.8 ? 'Communiqué de presse' : 'Réseaux sociaux',
          extraTags: person.titleId === 4 ? [11] : [],
        };
        break;
      }
      case 3: {
        const person = personOf(pickContact(false));
        const company = companies.names[person.companyId - 1]!;
        row = {
          typeId, day: recentDay(), title: `${person.fullName} quitte son poste ${deElided(person.jobLabel)} ${ofCompany(company)}`,
          sampleTitle: `Départ chez ${company}`,
          description: `${person.fullName}, ${person.jobLabel} ${ofCompany(company)} depuis ${rng.int(2, 15)} ans, a quitté ses fonctions. Son successeur n’a pas encore été nommé.`,
          companyId: person.companyId, personId: person.contactId, jobLabel: person.jobLabel, jobTypeId: person.jobTypeId,
          sourceName: 'Cible', sourceOriginName: 'Recherche Cible',
        };
        break;
      }
      case 4: {
        let companyId = pickCompany(generalCompanies);
        for (let attempt = 0; attempt < 10 && yearOf(companies.creationDays[companyId - 1]!) > yearOf(referenceDay) - 2; attempt += 1) {
          companyId = pickCompany(generalCompanies);
        }
        const company = companies.names[companyId - 1]!;
        const day = recentDay();
        const creationYear = yearOf(companies.creationDays[companyId - 1]!);
        const age = Math.max(1, yearOf(day) - creationYear);
        row = {
          typeId, day, title: `${company} fête ses ${age} ans`, sampleTitle: `Anniversaire : ${age} ans`,
          description: `Créée en ${creationYear} à ${cityOf(companyId).name}, ${company} célèbre cette année ses ${age} ans d’existence.`,
          companyId, sourceName: 'Cible', sourceOriginName: 'Recherche Cible',
        };
        break;
      }
      case 6: {
        const conferenceIndex = rng.int(0, conferences.names.length - 1);
        const conferenceName = conferences.names[conferenceIndex]!;
        const startDay = conferences.startDays[conferenceIndex]!;
        const speakersHere = programByConference.get(conferenceIndex + 1) ?? [];
        const companyId = speakersHere.length > 0 ? contacts.companyIds[rng.pick(speakersHere).contactId - 1]! : pickCompany(generalCompanies);
        const company = companies.names[companyId - 1]!;
        const day = Math.min(referenceDay, startDay - rng.int(5, 60));
        row = {
          typeId, day, title: `${company} participe ${atEvent(conferenceName)}`, sampleTitle: `Événement : ${conferenceName}`,
          description: `${company} sera présent ${atEvent(conferenceName)}, le ${frenchDate(startDay)} à ${conferences.cities[conferenceIndex]}.`,
          companyId, sourceName: 'Cible', sourceOriginName: 'Agenda des événements', conferenceId: conferenceIndex + 1,
          highlightName: conferenceName, highlightTypeName: 'Conférence', highlightStartDate: isoDate(startDay),
        };
        break;
      }
      case 7: {
        const entry = speakerEntries[nextSpeaker]!;
        nextSpeaker += 1;
        const person = personOf(entry.contactId);
        const company = companies.names[person.companyId - 1]!;
        const conferenceName = conferences.names[entry.conferenceId - 1]!;
        let day = entry.day - rng.int(3, 45);
        if (day > referenceDay) day = referenceDay - rng.int(0, 10);
        row = {
          typeId, day, title: `${person.fullName} intervient ${atEvent(conferenceName)}`, sampleTitle: `Intervention : ${entry.talkType}`,
          description: `${person.fullName}, ${person.jobLabel} ${ofCompany(company)}, interviendra le ${frenchDate(entry.day)} ${atEvent(conferenceName)} (${conferences.cities[entry.conferenceId - 1]}) : ${entry.talkTitle}.`,
          companyId: person.companyId, personId: person.contactId, jobLabel: person.jobLabel, jobTypeId: person.jobTypeId,
          sourceName: 'Cible', sourceOriginName: 'Agenda des événements', conferenceId: entry.conferenceId,
          highlightName: conferenceName, highlightTypeName: entry.talkType, highlightStartDate: isoDate(entry.day),
        };
        break;
      }
      case 12: {
        const companyId = pickCompany(generalCompanies);
        const company = companies.names[companyId - 1]!;
        const day = recentDay();
        const media = mediaOf(companyId);
        const interviewed = rng.chance(0.3) ? topExecutiveOf(companyId) : null;
        const headline = rng.pick([
          `${company} accélère sa transformation`,
          `Comment ${company} a su se réinventer`,
          `${company} mise sur l’innovation pour se développer`,
          `${company} fait le point sur l’année ${yearOf(day)}`,
          `${company} affiche une croissance de ${rng.int(3, 40)} % sur un an`,
          `${company} renforce sa présence à ${cityOf(companyId).name}`,
          `${company} : « Nous visons ${rng.int(10, 500)} M€ de chiffre d’affaires d’ici ${yearOf(day) + 3} »`,
        ]);
        row = {
          typeId, day, title: headline, sampleTitle: `${company} dans ${media.name}`,
          description: `Dans un article publié par ${media.name}, ${company} revient sur ${rng.pick(PRESS_TOPICS)}.`,
          companyId, personId: interviewed?.contactId ?? null, jobLabel: interviewed?.jobLabel ?? null, jobTypeId: interviewed?.jobTypeId ?? null,
          sourceHeadline: headline, sourceName: media.name, sourceOriginName: media.origin,
          extraTags: [...(interviewed ? [8] : []), ...(rng.chance(0.05) ? [5] : [])],
        };
        break;
      }
      case 13: {
        const person = personOf(pickContact(true));
        const company = companies.names[person.companyId - 1]!;
        row = {
          typeId, day: recentDay(), title: `Nouveau contact chez ${company} : ${person.fullName}, ${person.jobLabel}`,
          sampleTitle: `Nouveau contact : ${person.jobLabel}`,
          description: `Les équipes de Cible ont identifié ${person.fullName}, ${person.jobLabel} ${ofCompany(company)}.`,
          companyId: person.companyId, personId: person.contactId, jobLabel: person.jobLabel, jobTypeId: person.jobTypeId,
          sourceName: 'Cible', sourceOriginName: 'Recherche Cible',
        };
        break;
      }
      default:
        row = businessSignal(typeId);
    }
    const type = NEWS_TYPE_BY_ID.get(row.typeId)!;
    const tags = [row.typeId, ...(row.extraTags ?? [])].sort((a, b) => a - b);
    yield [
      index + 1, row.typeId, type.businessOpportunityTypeId, isoDate(row.day), row.title, row.sampleTitle, row.description,
      row.companyId, row.personId ?? null, row.jobLabel ?? null, row.jobTypeId ?? null, row.sourceHeadline ?? row.title,
      row.sourceName, row.sourceOriginName, row.conferenceId ?? null, row.highlightName ?? null, row.highlightTypeName ?? null,
      row.highlightStartDate ?? null, tags,
      companies.sizeIds[row.companyId - 1]!, companies.industryClassIds[row.companyId - 1]!,
      places.regionIds[row.companyId - 1]!, places.departmentIds[row.companyId - 1]!,
    ];
  }

  function businessSignal(typeId: number): NewsRow {
    const companyId = pickCompany(typeId === 26 ? fundraisingCompanies : typeId === 23 ? difficultyCompanies : generalCompanies);
    const company = companies.names[companyId - 1]!;
    const sizeId = companies.sizeIds[companyId - 1]!;
    const industryTypeId = companies.industryTypeIds[companyId - 1]!;
    const day = recentDay();
    const year = yearOf(day);
    const city = cityOf(companyId).name;
    const otherCity = RESOLVED_COMMUNES[rng.int(0, RESOLVED_COMMUNES.length - 1)]!.name;
    const media = mediaOf(companyId);
    const contact = rng.chance(0.3) ? topExecutiveOf(companyId) : null;
    const base = {
      typeId, day, companyId, sourceName: media.name, sourceOriginName: media.origin,
      personId: contact?.contactId ?? null, jobLabel: contact?.jobLabel ?? null, jobTypeId: contact?.jobTypeId ?? null,
    };
    const other = () => companies.names[rng.int(1, companyTotal) - 1]!;
    const big = sizeId === LARGE || sizeId === ETI;
    switch (typeId) {
      case 14: {
        const target = other();
        return {
          ...base,
          title: rng.pick([`${company} rachète ${target}`, `${company} acquiert ${target}`, `${company} prend le contrôle de ${target}`]),
          sampleTitle: `Acquisition par ${company}`,
          description: `${company} annonce l’acquisition de ${target}. L’opération doit renforcer sa position sur le marché (${INDUSTRY_LABEL.get(industryTypeId)?.toLowerCase()}).`,
          extraTags: rng.chance(0.2) ? [25] : [],
        };
      }
      case 15: {
        const amount = millions(1, big ? 120 : 15);
        return {
          ...base,
          title: rng.pick([`${company} remporte un contrat de ${amount} M€`, `${company} signe un partenariat stratégique avec ${other()}`, `${company} lance une nouvelle offre pour les entreprises`]),
          sampleTitle: `Développement commercial ${ofCompany(company)}`,
          description: `${company} poursuit son développement commercial et vise de nouveaux clients en ${year}.`,
        };
      }
      case 16: {
        const industrial = [1, 2, 3].includes(companies.industryClassIds[companyId - 1]!);
        const jobs = rng.int(big ? 50 : 5, big ? 400 : 60);
        return {
          ...base,
          title: industrial && rng.chance(0.5) ? `${company} inaugure une usine à ${otherCity}` : rng.chance(0.5) ? `${company} ouvre un nouveau site à ${otherCity}` : `${company} s’installe dans de nouveaux locaux à ${otherCity}`,
          sampleTitle: `Nouveau site pour ${company}`,
          description: `${company} investit dans un site de ${rng.int(5, 200) * 100} m² à ${otherCity}, où ${jobs} emplois sont prévus.`,
        };
      }
      case 17: {
        const field = rng.pick(DIVERSIFICATION_FIELDS);
        return {
          ...base, title: `${company} se diversifie dans ${field}`, sampleTitle: `Diversification ${ofCompany(company)}`,
          description: `Pour élargir son offre, ${company} se lance dans ${field}.`,
        };
      }
      case 18:
        return {
          ...base,
          title: rng.pick([`${company} lance une campagne de communication nationale`, `${company} dévoile sa nouvelle identité de marque`, `${company} refond son site internet`]),
          sampleTitle: `Projet marketing ${ofCompany(company)}`,
          description: `${company} renforce sa visibilité auprès de ses clients et prospects.`,
        };
      case 19: {
        const country = rng.pick(COUNTRIES_WITH_PREPOSITION);
        return {
          ...base, title: `${company} s’implante ${country}`, sampleTitle: `Développement international ${ofCompany(company)}`,
          description: `${company} ouvre une filiale ${country} pour accompagner sa croissance hors de France.`,
        };
      }
      case 20:
        return {
          ...base,
          title: rng.pick([`${company} lance sa plateforme de vente en ligne`, `${company} digitalise son parcours client`, `${company} déploie une application mobile pour ses clients`]),
          sampleTitle: `Projet digital ${ofCompany(company)}`,
          description: `${company} investit dans le numérique pour mieux servir ses clients.`,
        };
      case 21:
        return {
          ...base,
          title: rng.pick([`${company} migre son système d’information vers le cloud`, `${company} déploie un nouvel ERP`, `${company} renforce sa cybersécurité`]),
          sampleTitle: `Projet informatique ${ofCompany(company)}`,
          description: `${company} modernise son informatique : le projet doit aboutir d’ici fin ${year + 1}.`,
        };
      case 22: {
        const amount = millions(1, big ? 80 : 10);
        return {
          ...base,
          title: rng.chance(0.5) ? `${company} investit ${amount} M€ dans la recherche et développement` : `${company} ouvre un centre de R&D à ${otherCity}`,
          sampleTitle: `Investissement R&D ${ofCompany(company)}`,
          description: `${company} renforce ses équipes de recherche et développement pour préparer ses produits de demain.`,
        };
      }
      case 23:
        return {
          ...base,
          title: rng.pick([`Redressement judiciaire pour ${company}`, `${company} annonce un plan de sauvegarde de l’emploi`, `Procédure de sauvegarde ouverte pour ${company}`]),
          sampleTitle: `${company} en difficulté`,
          description: `${company}, basée à ${city}, traverse une période difficile ; le tribunal de commerce suit la procédure.`,
          extraTags: rng.chance(0.3) ? [27] : [],
        };
      case 24: {
        const hires = rng.int(big ? 50 : 3, big ? 1500 : 60);
        return {
          ...base,
          title: rng.chance(0.5) ? `${company} prévoit de recruter ${hires} personnes en ${year}` : `${company} lance un plan de recrutement de ${hires} postes`,
          sampleTitle: `${company} recrute`,
          description: `${company} recrute ${hires} collaborateurs, principalement à ${city}.`,
        };
      }
      case 26: {
        const amount = sizeId === STARTUP ? millions(0.5, 30) : millions(5, 150);
        const investor = rng.pick(INVESTORS);
        return {
          ...base,
          title: rng.chance(0.5) ? `${company} lève ${amount} M€ auprès de ${investor}` : `${company} lève ${amount} M€ pour accélérer son développement`,
          sampleTitle: `Levée de fonds ${ofCompany(company)}`,
          description: `${company} réalise une levée de fonds de ${amount} M€ menée par ${investor}, pour financer sa croissance.`,
        };
      }
      default: {
        const topics = typeId === 29 ? IT_TENDER_TOPICS : typeId === 30 ? MARKETING_TENDER_TOPICS : TRAINING_TENDER_TOPICS;
        const publicBuyer = [79, 80, 69].includes(industryTypeId);
        const topic = rng.pick(topics);
        return {
          ...base,
          title: `Appel d’offres : ${company} recherche ${topic}`,
          sampleTitle: `Appel d’offres ${ofCompany(company)}`,
          description: `${company} a publié un appel d’offres (${topic}). Date limite de réponse : ${frenchDate(day + rng.int(20, 45))}.`,
          sourceName: publicBuyer ? 'BOAMP' : company,
          sourceOriginName: publicBuyer ? 'Marchés publics' : 'Site de l’entreprise',
        };
      }
    }
  }
}
