import type { Sequence, SequenceStepDto } from '@cible/core';

/** A sequence as the API answers it (draft, Monday to Friday 9–18, Europe/Paris, counters 0), with `overrides`. */
export function sequenceFixture(id: number, overrides: Partial<Sequence> = {}): Sequence {
  return {
    id,
    name: `Séquence ${id}`,
    status_id: 1,
    owner_user_id: 7,
    sendable_days: '1,2,3,4,5',
    sendable_start_hour: 9,
    sendable_end_hour: 18,
    sendable_timezone: 'Europe/Paris',
    finish_event_mail_replied: true,
    start_date: null,
    done_date: null,
    modification_date: '2026-11-20T10:00:00.000Z',
    organization_id: 1,
    template_id: null,
    query_targets_id: null,
    mail_sent: 0,
    mail_clicked: 0,
    mail_opened: 0,
    mail_replied: 0,
    mail_autoreplied: 0,
    mail_bounced: 0,
    task_created: 0,
    task_done: 0,
    task_late: 0,
    task_delete: 0,
    mail_to_send: 0,
    task_to_create: 0,
    ...overrides,
  };
}

/** A step of a sequence (e-mail when `type_id` is 2, task otherwise), without links unless given. */
export function stepFixture(id: number, position: number, overrides: Partial<SequenceStepDto> = {}): SequenceStepDto {
  const email = (overrides.type_id ?? 2) === 2;
  return {
    id,
    sequence_id: 1,
    position,
    type_id: 2,
    link_list: [],
    statistics: null,
    email_subject: email ? `Objet ${id}` : null,
    email_html_content: email ? `<p>Bonjour {{contact.first_name}}</p>` : null,
    email_plain_content: null,
    template_id: null,
    task_type_id: email ? null : 1,
    task_description: email ? null : `Appeler ${id}`,
    ...overrides,
  };
}
