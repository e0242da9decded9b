import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { conferenceDay, formatDateFr } from '@cible/core';
import type { ConferenceProgram, ConferenceSession } from '@cible/core';
import { conferencesModule } from '../../di/modules/conferencesModule';
import { CLOCK } from '../../di/tokens';
import { useFactory } from '../../di/useFactory';
import { useInjection } from '../../di/useInjection';
import { useCoreText } from '../../i18n/coreText';
import { Badge } from '../../ui/components/Badge/Badge';
import { Button } from '../../ui/components/Button/Button';
import { Card } from '../../ui/components/Card/Card';
import { EmptyState } from '../../ui/components/EmptyState/EmptyState';
import { TextLink } from '../../ui/components/TextLink/TextLink';
import { AddToListDialog } from '../advanced-search/AddToListDialog';
import { ContactCardItem } from '../company/ContactCardItem';
import { DataPageStates } from '../company/DataPageStates';
import type { ConferenceProgramViewModel } from './ConferenceProgramViewModel';
import { CONFERENCES_VIEW_MODEL_FACTORY } from './ConferencesViewModelFactory';
import styles from './Conferences.module.css';

/**
 * /conference/{conferenceId}/program (route ConferenceProgram; docs/conferences.md): the conference (dates, place,
 * theme, organisers), its sessions in time order with their speakers linked to their contact pages, "add the speakers
 * to a list" and the calendar file.
 */
export const ConferenceProgramPage = observer(function ConferenceProgramPage({ conferenceId }: { conferenceId: number }) {
  const factory = useFactory(conferencesModule, CONFERENCES_VIEW_MODEL_FACTORY);
  const [vm] = useState(() => factory.program(conferenceId));
  const { t } = useTranslation();

  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <DataPageStates
      status={vm.status}
      notFound={{ icon: 'calendar', title: t('conferences.program.notFound'), text: t('conferences.program.notFoundText') }}
      onRetry={() => void vm.load()}
    >
      {vm.program !== null && <ProgramContent vm={vm} program={vm.program} />}
    </DataPageStates>
  );
});

const ProgramContent = observer(function ProgramContent({ vm, program }: { vm: ConferenceProgramViewModel; program: ConferenceProgram }) {
  const { t } = useTranslation();
  const text = useCoreText();
  const clock = useInjection(CLOCK);
  const [isListOpen, setListOpen] = useState(false);
  const { conference, sessions } = program;
  const start = formatDateFr(conference.start_date, clock.zone);
  const end = formatDateFr(conference.end_date, clock.zone);
  const place = [conference.city_name, conference.zip_code].filter((part) => part !== null && part !== '').join(' ');
  const calendarSettings = { uidDomain: window.location.hostname || 'cible', organisersLabel: t('conferences.program.organisers') };
  return (
    <>
      <TextLink href="/conferences">{t('conferences.program.back')}</TextLink>
      <Card>
        <header className={styles.header}>
          <div className={styles.headerText}>
            <h1 className={styles.title}>{conference.name}</h1>
            <p className={styles.lead}>
              {start === end ? t('conferences.program.onDay', { date: start }) : t('conferences.program.fromTo', { start, end })}
              {' · '}
              {text(conferenceDay(conference.start_date, conference.end_date, clock.now(), clock.zone))}
            </p>
            {conference.theme && (
              <span className={styles.badges}>
                <Badge tone="info">{conference.theme}</Badge>
              </span>
            )}
          </div>
          <div className={styles.actions}>
            <Button iconStart="calendar" onPress={() => vm.downloadCalendar(calendarSettings)}>
              {t('conferences.program.calendar')}
            </Button>
            <Button variant="primary" iconStart="plus" isDisabled={vm.selectedIds.length === 0} onPress={() => setListOpen(true)}>
              {t('conferences.program.addSpeakers', { count: vm.selectedIds.length })}
            </Button>
          </div>
        </header>
      </Card>
      <Card title={t('conferences.program.about')}>
        <dl className={styles.facts}>
          <dt>{t('conferences.program.dates')}</dt>
          <dd>{start === end ? start : t('conferences.program.fromTo', { start, end })}</dd>
          <dt>{t('conferences.program.place')}</dt>
          <dd>{place === '' ? t('conferences.program.unknownPlace') : place}</dd>
          <dt>{t('conferences.program.organisers')}</dt>
          <dd>{conference.organisers.length === 0 ? t('conferences.program.noOrganiser') : conference.organisers.map((organiser) => organiser.name).join(', ')}</dd>
        </dl>
      </Card>
      <section aria-label={t('conferences.program.sessions')}>
        <Card title={t('conferences.program.sessions')} description={t('conferences.program.sessionCount', { count: sessions.length })}>
          {sessions.length === 0 ? (
            <EmptyState isCompact icon="calendar" title={t('conferences.program.noSession')} />
          ) : (
            <ol className={styles.list}>
              {sessions.map((session) => (
                <li key={session.id}>
                  <SessionItem session={session} />
                </li>
              ))}
            </ol>
          )}
        </Card>
      </section>
      <AddToListDialog vm={vm.listAddition} isOpen={isListOpen} onClose={() => setListOpen(false)} />
    </>
  );
});

/** A session: its day and time (the user's zone), kind, title and speaker (linked to the contact page). */
function SessionItem({ session }: { session: ConferenceSession }) {
  const { i18n } = useTranslation();
  const clock = useInjection(CLOCK);
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', timeZone: clock.zone }).format(new Date(session.starts_at));
  return (
    <article className={styles.session}>
      <div className={styles.sessionTime}>
        <time dateTime={session.starts_at}>
          {formatDateFr(session.starts_at, clock.zone)} · {time}
        </time>
        {session.type_name && <Badge>{session.type_name}</Badge>}
      </div>
      <div className={styles.sessionBody}>
        <span className={styles.sessionTitle}>{session.title}</span>
        <ContactCardItem contact={session.speaker} />
      </div>
    </article>
  );
}
