import { makeAutoObservable, runInAction } from 'mobx';
import { conferenceCalendar, conferenceCalendarFileName } from '@cible/core';
import type { Clock, ConferenceProgram, ConferencesGateway, ContactCard, QueriesGateway } from '@cible/core';
import { ListAdditionModel } from '../advanced-search/ListAdditionModel';
import { failedPageStatus, type DataPageStatus } from '../company/pageLoadStatus';

/** What the program page tells the rest of the app. */
export interface ConferenceProgramEffects {
  /** The speakers were added to a list (its toast). */
  addedToList(count: number, listName: string): void;
  /** Saves a file (the calendar file). */
  download(fileName: string, content: string, contentType: string): void;
}

/** What the calendar file needs from the app: the UID domain and the organisers label in the user's language. */
export interface CalendarSettings {
  readonly uidDomain: string;
  readonly organisersLabel: string;
}

/**
 * /conference/{id}/program (docs/conferences.md): the conference (organisers, place, dates, theme) and its sessions in
 * time order with their speakers; the speakers (those the licence may see) added to one of the user's contact lists or
 * a new one (listAddition.ts, the advanced search's); the conference's calendar file (core's rule).
 */
export class ConferenceProgramViewModel {
  status: DataPageStatus = 'loading';
  program: ConferenceProgram | null = null;
  /** The speakers added to a contact list (the one dialog of the advanced search). */
  readonly listAddition: ListAdditionModel;

  constructor(
    private readonly conferences: ConferencesGateway,
    queries: QueriesGateway,
    private readonly clock: Clock,
    private readonly effects: ConferenceProgramEffects,
    readonly conferenceId: number,
  ) {
    this.listAddition = new ListAdditionModel(queries, {
      target: () => 'contacts',
      selectedIds: () => this.selectedIds,
      added: (count, name) => this.effects.addedToList(count, name),
    });
    makeAutoObservable<this, 'conferences' | 'clock' | 'effects'>(
      this,
      { conferences: false, clock: false, effects: false, listAddition: false, conferenceId: false },
      { autoBind: true },
    );
  }

  /** Each speaker once, in order of first talk; blurred ones (not visible to the licence) are not linked nor listed. */
  get speakers(): readonly ContactCard[] {
    const seen = new Map<number, ContactCard>();
    for (const session of this.program?.sessions ?? []) if (!seen.has(session.speaker.id)) seen.set(session.speaker.id, session.speaker);
    return [...seen.values()];
  }

  /** The speakers that can go to a list (the dialog's selection). */
  get selectedIds(): readonly number[] {
    return this.speakers.filter((speaker) => speaker.blurred !== true).map((speaker) => speaker.id);
  }

  async load(): Promise<void> {
    this.status = 'loading';
    if (!Number.isSafeInteger(this.conferenceId) || this.conferenceId < 1) {
      this.status = 'not-found';
      return;
    }
    try {
      const program = await this.conferences.getConferenceProgram({ params: { conference_id: this.conferenceId } });
      runInAction(() => {
        this.program = program;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = failedPageStatus(error);
      });
    }
  }

  /** The calendar file of the conference (null before it is loaded). */
  calendar(settings: CalendarSettings): { fileName: string; content: string } | null {
    const conference = this.program?.conference;
    if (!conference) return null;
    const location = [conference.city_name, conference.zip_code].filter((part) => part !== null && part !== '').join(' ');
    const content = conferenceCalendar(
      {
        id: conference.id,
        name: conference.name,
        startDate: conference.start_date,
        endDate: conference.end_date,
        location: location === '' ? null : location,
        organisers: conference.organisers.map((organiser) => organiser.name),
      },
      { stamp: this.clock.now(), ...settings },
    );
    return { fileName: conferenceCalendarFileName(conference), content };
  }

  /** Downloads the calendar file. */
  downloadCalendar(settings: CalendarSettings): void {
    const file = this.calendar(settings);
    if (file) this.effects.download(file.fileName, file.content, 'text/calendar;charset=utf-8');
  }
}
