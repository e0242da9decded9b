import { describe, expect, it } from 'vitest';
import { nextStepOfTarget } from '../sequences/next-step';
import {
  SequenceCreateBodySchema,
  SequenceImportTargetsBodySchema,
  SequenceListQuerySchema,
  SequenceListResponseSchema,
  SequenceSchema,
  SequenceSettingsBodySchema,
  SEQUENCES_ENDPOINTS,
  SequenceStepCreateBodySchema,
  SequenceStepDtoSchema,
  SequenceTargetDtoSchema,
  SequenceTargetSearchBodySchema,
  SequenceTargetUpdateBodySchema,
  SequenceUpdateBodySchema,
  SwitchStepsBodySchema,
} from './sequences.port';

const sequence = {
  id: 7,
  name: 'Relance DSI',
  status_id: 2,
  owner_user_id: 12,
  sendable_days: '1,2,3,4,5',
  sendable_start_hour: 9,
  sendable_end_hour: 18,
  sendable_timezone: 'Europe/Paris',
  finish_event_mail_replied: true,
  start_date: '2025-01-06T08:00:00.000Z',
  done_date: null,
  modification_date: '2025-01-07T10:00:00.000Z',
  organization_id: 3,
  template_id: null,
  query_targets_id: 44,
  mail_sent: 120,
  mail_clicked: 8,
  mail_opened: 40,
  mail_replied: 5,
  mail_autoreplied: 2,
  mail_bounced: 1,
  task_created: 10,
  task_done: 6,
  task_late: 1,
  task_delete: 0,
  mail_to_send: 60,
  task_to_create: 4,
};

const steps = [
  {
    id: 1,
    sequence_id: 7,
    position: 1,
    type_id: 2,
    link_list: [{ id: 1, step_id: 1, next_step_id: 2, interval: 3, trigger_event: null }],
    statistics: null,
    email_subject: 'Bonjour {{first_name}}',
    email_html_content: '<p>Bonjour</p>',
    email_plain_content: null,
    template_id: null,
    task_type_id: null,
    task_description: null,
  },
  {
    id: 2,
    sequence_id: 7,
    position: 2,
    type_id: 1,
    link_list: [],
    statistics: null,
    email_subject: null,
    email_html_content: null,
    email_plain_content: null,
    template_id: null,
    task_type_id: 1,
    task_description: 'Appeler',
  },
];

const target = {
  id: 30,
  contact_id: 201,
  sequence_id: 7,
  status_id: 2,
  done_event: null,
  computed_steps_list: [
    { step_id: 1, created_at: '2025-01-06T09:00:00.000Z', updated_at: null, email_id: 900, task_id: null, bounced: 0, clicked: 1, opened: 2, replied: 0, autoreplied: 0 },
  ],
  contact: { id: 201, first_name: 'Paul', last_name: 'Durand', email: 'paul.durand@exemple.fr', job_name: null, company_name: 'Exemple SA' },
};

describe('sequences port entities', () => {
  it('parses a sequence with all the fields of prospecting §3, and a list', () => {
    expect(SequenceSchema.parse(sequence)).toEqual(sequence);
    expect(SequenceListResponseSchema.parse({ sequence_list: [sequence], sequence_count: 1 }).sequence_count).toBe(1);
  });

  it('parses steps and targets that the sequence rules can read', () => {
    const parsedSteps = steps.map((step) => SequenceStepDtoSchema.parse(step));
    const parsedTarget = SequenceTargetDtoSchema.parse(target);
    expect(nextStepOfTarget(parsedSteps, parsedTarget)?.id).toBe(2);
  });

  it('refuses a status outside 1–6, a step type other than 1 or 2, and a counter given as text', () => {
    expect(SequenceSchema.safeParse({ ...sequence, status_id: 7 }).success).toBe(false);
    expect(SequenceStepDtoSchema.safeParse({ ...steps[0], type_id: 3 }).success).toBe(false);
    expect(SequenceSchema.safeParse({ ...sequence, mail_sent: '120' }).success).toBe(false);
  });
});

describe('sequences port bodies', () => {
  it('creates with a name and checks the sending window bounds', () => {
    expect(SequenceCreateBodySchema.parse({ name: 'Relance', sendable_days: '1,3,5', sendable_start_hour: 7, sendable_end_hour: 22 })).toEqual({
      name: 'Relance',
      sendable_days: '1,3,5',
      sendable_start_hour: 7,
      sendable_end_hour: 22,
    });
    expect(SequenceCreateBodySchema.safeParse({ name: 'Relance', sendable_start_hour: 6 }).success).toBe(false);
    expect(SequenceCreateBodySchema.safeParse({ name: 'Relance', sendable_end_hour: 23 }).success).toBe(false);
    expect(SequenceCreateBodySchema.safeParse({ name: 'Relance', sendable_days: '1,7' }).success).toBe(false);
    expect(SequenceCreateBodySchema.safeParse({ name: 'Relance', owner_user_id: 3 }).success).toBe(false);
  });

  it('updates the status through PATCH and refuses an unknown status', () => {
    expect(SequenceUpdateBodySchema.parse({ status_id: 3 })).toEqual({ status_id: 3 });
    expect(SequenceUpdateBodySchema.safeParse({ status_id: 9 }).success).toBe(false);
  });

  it('bounds the task description to 255 characters', () => {
    expect(SequenceStepCreateBodySchema.safeParse({ type_id: 1, task_type_id: 1, task_description: 'x'.repeat(255) }).success).toBe(true);
    expect(SequenceStepCreateBodySchema.safeParse({ type_id: 1, task_type_id: 1, task_description: 'x'.repeat(256) }).success).toBe(false);
  });

  it('reads the target search of prospecting §7 with the sequence rule defaults', () => {
    expect(
      SequenceTargetSearchBodySchema.parse({
        name: 'Dur',
        email_event_list: ['opened'],
        exclude_email_event_list: ['replied'],
        step_position_list: [1, 2],
        targeted_other_sequence: false,
        target_status_id_list: [1],
        task_status_list: ['late'],
        limit: 20,
        offset: 40,
      }),
    ).toEqual({
      name: 'Dur',
      email_event_list: ['opened'],
      exclude_email_event_list: ['replied'],
      step_position_list: [1, 2],
      targeted_other_sequence: false,
      target_status_id_list: [1],
      task_status_list: ['late'],
      limit: 20,
      offset: 40,
    });
    expect(SequenceTargetSearchBodySchema.parse({})).toMatchObject({ email_event_list: [], limit: 20, offset: 0 });
  });

  it('refuses a target search with an unknown field, an unknown event, an event both required and excluded, or a page over 100', () => {
    expect(SequenceTargetSearchBodySchema.safeParse({ company: 'x' }).success).toBe(false);
    expect(SequenceTargetSearchBodySchema.safeParse({ email_event_list: ['forwarded'] }).success).toBe(false);
    expect(SequenceTargetSearchBodySchema.safeParse({ email_event_list: ['opened'], exclude_email_event_list: ['opened'] }).success).toBe(false);
    expect(SequenceTargetSearchBodySchema.safeParse({ limit: 101 }).success).toBe(false);
    expect(SequenceTargetSearchBodySchema.safeParse({ name: 'x'.repeat(256) }).success).toBe(false);
  });

  it('checks target update, imports, step switches and settings', () => {
    expect(SequenceTargetUpdateBodySchema.parse({ status_id: 4 })).toEqual({ status_id: 4 });
    expect(SequenceTargetUpdateBodySchema.safeParse({ status_id: 4, note: 'x' }).success).toBe(false);
    expect(SequenceImportTargetsBodySchema.safeParse({ contact_id_list: [1, 2] }).success).toBe(true);
    expect(SequenceImportTargetsBodySchema.safeParse({ contact_id_list: [1], query_id: 3 }).success).toBe(false);
    expect(SequenceImportTargetsBodySchema.safeParse({}).success).toBe(false);
    expect(SwitchStepsBodySchema.safeParse({ step_id: 1, other_step_id: 1 }).success).toBe(false);
    expect(SequenceSettingsBodySchema.safeParse({ setting_list: [{ user_id: 12, daily_threshold: 150 }] }).success).toBe(true);
    expect(SequenceSettingsBodySchema.safeParse({ setting_list: [{ user_id: 12, daily_threshold: 0 }] }).success).toBe(false);
  });

  it('reads the list query from strings', () => {
    expect(SequenceListQuerySchema.parse({ status_id_list: '2,3', limit: '1000' })).toEqual({ status_id_list: [2, 3], limit: 1000, offset: 0 });
  });
});

describe('SEQUENCES_ENDPOINTS', () => {
  const routes = Object.values(SEQUENCES_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`);

  it('covers every row of prospecting §7 "Sequences"', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /v1/sequence/sequences',
        'POST /v1/sequence/sequences',
        'GET /v1/sequence/settings',
        'GET /v1/sequence/scheduled-emails',
        'PATCH /v1/sequence/sequences/{id}',
        'DELETE /v1/sequence/sequences/{id}',
        'GET /v1/sequence/sequences/{id}/steps',
        'POST /v1/sequence/sequences/{id}/steps',
        'PATCH /v1/sequence/sequences/{id}/steps/{step_id}',
        'DELETE /v1/sequence/sequences/{id}/steps/{step_id}',
        'GET /v1/sequence/sequences/{id}/steps-statistics',
        'POST /v1/sequence/sequences/{id}/targets/search',
        'DELETE /v1/sequence/sequences/{id}/targets',
        'PATCH /v1/sequence/sequences/{id}/targets/{target_id}',
        'POST /v1/sequence/sequences/{id}/check-import-targets',
        'POST /v1/sequence/sequences/{id}/import-targets',
        'POST /v1/sequence/sequences/{id}/duplicate',
        'POST /v1/sequence/sequences/{id}/switch-steps',
        'GET /v1/sequence/sequences/{id}/next-steps',
        'GET /v1/sequence/sequences/{id}/target-lists',
        'POST /v1/sequence/sequences/{id}/send-email-test',
        'GET /v1/sequence/sequences/search-by-contact-id',
        'POST /v1/sequence/runner',
        'POST /v1/sequence/sequences/{id}/step-links',
        'PATCH /v1/sequence/sequences/{id}/step-links/{link_id}',
        'GET /v1/sequence/templates',
      ]),
    );
    expect(routes).toHaveLength(30);
  });

  it('lets only the platform run the runner', () => {
    expect(SEQUENCES_ENDPOINTS.runSequences.auth).toBe('service');
    expect(Object.values(SEQUENCES_ENDPOINTS).filter((endpoint) => endpoint.auth !== 'user')).toHaveLength(1);
  });
});
