/**
 * Conferences (from two years before the reference date to one year after) and their programmes: each talk is
 * given by an existing, active contact whose job fits the theme (a CISO at a cybersecurity forum), when one is
 * found among a few random draws.
 */
import type { CsvValue } from './csv';
import type { ConferenceMemory, GenerationContext, ProgramEntryMemory } from './generation-context';
import { EVENT_CITY_PICKER, RESOLVED_COMMUNES } from './generation-context';
import { JOB_PROFILES } from './job-profiles';
import { Prng, WeightedPicker } from './prng';
import { isoDate, yearOf } from './text';
import { CONFERENCE_ORGANISERS, CONFERENCE_THEMES, TALK_TYPES } from './words.data';

export const CONFERENCE_COLUMNS = ['id', 'name', 'start_date', 'end_date', 'city', 'zip_code', 'theme', 'organisers'] as const;
export const PROGRAM_ENTRY_COLUMNS = ['id', 'conference_id', 'contact_id', 'talk_title', 'talk_type', 'starts_at'] as const;

const TALK_TYPE_PICKER = new WeightedPicker(TALK_TYPES.map((type, index) => [type, [40, 25, 10, 15, 10][index] ?? 10] as const));

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function talkTitle(rng: Prng, talkType: string, topic: string, theme: string, company: string, year: number): string {
  switch (talkType) {
    case 'Table ronde':
      return `Table ronde : ${topic}, où en sont les entreprises ?`;
    case 'Keynote':
      return `Keynote : ${theme.toLowerCase()}, les enjeux de ${year}`;
    case 'Atelier':
      return `Atelier pratique : réussir ${topic}`;
    case 'Retour d’expérience':
      return `${capitalize(topic)} : le retour d’expérience de ${company}`;
    default:
      return rng.chance(0.5) ? `${company} : notre démarche sur ${topic}` : `${capitalize(topic)} : méthodes et outils`;
  }
}

/** Generates the conference rows and keeps them (with their programmes, generated at once) in `context.conferences`. */
export function* generateConferences(context: GenerationContext): Generator<CsvValue[]> {
  const companies = context.requireCompanies();
  const contacts = context.requireContacts();
  const rng = new Prng(context.seed, 'conferences');
  const total = context.counts.conferences;
  const memory: ConferenceMemory = {
    names: new Array<string>(total),
    cities: new Array<string>(total),
    startDays: new Int32Array(total),
    endDays: new Int32Array(total),
    program: [],
  };
  context.conferences = memory;
  const contactTotal = contacts.companyIds.length;
  for (let index = 0; index < total; index += 1) {
    const id = index + 1;
    const theme = rng.pick(CONFERENCE_THEMES);
    const startDay = context.referenceDay - 730 + rng.int(0, 1095);
    const endDay = startDay + rng.pick([0, 0, 0, 0, 0, 0, 1, 1, 1, 2]);
    const year = yearOf(startDay);
    const commune = RESOLVED_COMMUNES[EVENT_CITY_PICKER.pick(rng)]!;
    const baseName = rng.pick(theme.names);
    const name = rng.chance(0.4) ? `${baseName} ${commune.name} ${year}` : `${baseName} ${year}`;
    const organisers = rng.sample(CONFERENCE_ORGANISERS, rng.chance(0.3) ? 2 : 1);
    memory.names[index] = name;
    memory.cities[index] = commune.name;
    memory.startDays[index] = startDay;
    memory.endDays[index] = endDay;

    if (contactTotal > 0) {
      const talks = rng.int(3, 10);
      const speakers = new Set<number>();
      for (let talk = 0; talk < talks; talk += 1) {
        let speaker = 0;
        for (let attempt = 0; attempt < 25; attempt += 1) {
          const candidate = rng.int(1, contactTotal);
          if (speakers.has(candidate) || contacts.active[candidate - 1] === 0) continue;
          if (speaker === 0) speaker = candidate;
          const profile = JOB_PROFILES.get(contacts.titleIds[candidate - 1]!)!;
          if (theme.jobTypeIds.includes(profile.jobTypeId) && profile.hierarchicalLevelId !== 5) {
            speaker = candidate;
            break;
          }
        }
        if (speaker === 0) continue;
        speakers.add(speaker);
        const talkType = TALK_TYPE_PICKER.pick(rng);
        const company = companies.names[contacts.companyIds[speaker - 1]! - 1]!;
        const day = rng.int(startDay, endDay);
        const entry: ProgramEntryMemory = {
          id: memory.program.length + 1,
          conferenceId: id,
          contactId: speaker,
          talkTitle: talkTitle(rng, talkType, rng.pick(theme.topics), theme.theme, company, year),
          talkType,
          day,
        };
        memory.program.push(entry);
      }
    }
    yield [id, name, isoDate(startDay), isoDate(endDay), commune.name, commune.zipCode, theme.theme, organisers];
  }
}

/** The programme entries of the conferences generated before (call after `generateConferences`). */
export function* generateProgramEntries(context: GenerationContext): Generator<CsvValue[]> {
  const rng = new Prng(context.seed, 'program-times');
  for (const entry of context.requireConferences().program) {
    const hour = rng.int(9, 17);
    const minute = rng.pick(['00', '15', '30', '45']);
    const startsAt = `${isoDate(entry.day)} ${String(hour).padStart(2, '0')}:${minute}:00 Europe/Paris`;
    yield [entry.id, entry.conferenceId, entry.contactId, entry.talkTitle, entry.talkType, startsAt];
  }
}
