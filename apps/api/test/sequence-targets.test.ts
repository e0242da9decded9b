import {
  SequenceImportCheckResponseSchema,
  SequenceImportResponseSchema,
  SequenceListResponseSchema,
  SequenceSchema,
  SequenceStepListResponseSchema,
  SequenceHistoryResponseSchema,
  SequenceStepStatisticsResponseSchema,
  SequenceTargetDtoSchema,
  SequenceTargetListListResponseSchema,
  SequenceTargetListResponseSchema,
  SequenceTargetListSchema,
} from '@cible/core';
import type { Sequence } from '@cible/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { createQuery } from './support/create-query';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';
import { signedInCalls } from './support/signed-in-calls';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const SEQUENCES = '/v1/sequence/sequences';
const SEQUENCE = (id: number) => `${SEQUENCES}/${id}`;
const TARGETS = (id: number) => `${SEQUENCE(id)}/targets`;

const OWNER = 'marketing@atlas.demo';
const COLLEAGUE = 'sales-automation@atlas.demo';
const MANAGER = 'manager@atlas.demo';
const SALES = 'sales@atlas.demo';
const STRANGER = 'manager@boreal.demo';

const NOW = new Date('2026-05-06T10:00:00Z');
const DAY = 86_400_000;

describeEachDatabase('sequence targets: search, import, removal, target lists', (context) => {
  let server: Server;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let contacts: number[] = [];
  let organizationId = 0;

  beforeAll(async () => {
    await loadGeneratedData(context.db, { companies: 6, contacts: 40, news: 1, conferences: 1 }, { referenceDate: '2026-05-01', seed: 7 });
    server = await startSeededServer(context.db, { clock: () => NOW });
    for (const email of [OWNER, COLLEAGUE, MANAGER, SALES, STRANGER]) {
      ids[email] = await userIdOf(context.db, email);
      tokens[email] = await server.api.login(email);
    }
    contacts = (await context.db.query<{ id: string }>('SELECT id FROM contacts ORDER BY id LIMIT 40')).map((row) => Number(row.id));
    await context.db.query(`UPDATE contacts SET email = 'contact-' || id || '@client.test' WHERE id = ANY($1::bigint[])`, [contacts]);
    organizationId = (await context.db.query<{ organization_id: number }>('SELECT organization_id FROM users WHERE id = $1', [ids[OWNER]]))[0]!.organization_id;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const { call, ok, refused } = signedInCalls(() => server.api, tokens);
  const create = (email: string, name: string) => ok(call('POST', SEQUENCES, email, { name }), (value) => SequenceSchema.parse(value));
  const setStatus = (sequence: Sequence, statusId: number) => context.db.query('UPDATE sequences SET status_id = $2 WHERE id = $1', [sequence.id, statusId]);
  const addTarget = async (sequence: Sequence, contactId: number, fields: { currentStepId?: number; statusId?: number } = {}) => {
    const [row] = await context.db.query<{ id: number }>(
      `INSERT INTO sequence_targets (organization_id, sequence_id, contact_id, current_step_id, current_step_at, status_id)
       VALUES ($1, $2, $3, $4, CASE WHEN $4::int IS NULL THEN NULL ELSE now() END, $5) RETURNING id`,
      [sequence.organization_id, sequence.id, contactId, fields.currentStepId ?? null, fields.statusId ?? 1],
    );
    return row!.id;
  };
  const addStep = async (sequence: Sequence, typeId: 1 | 2) =>
    ok(call('POST', `${SEQUENCE(sequence.id)}/steps`, OWNER, typeId === 2 ? { type_id: 2, email_subject: 'Bonjour' } : { type_id: 1, task_type_id: 1 }), (value) => (value as { id: number }).id);
  const addSend = async (sequence: Sequence, targetId: number, stepId: number, status = 'sent') => {
    const [row] = await context.db.query<{ id: number }>(
      `INSERT INTO sequence_sends (organization_id, sequence_id, target_id, step_id, owner_user_id, status, due_at, message_id, tracking_token, sent_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $6 = 'sent' THEN $7::timestamptz ELSE NULL END) RETURNING id`,
      [sequence.organization_id, sequence.id, targetId, stepId, sequence.owner_user_id, status, new Date(NOW.getTime() - DAY), `<${sequence.id}-${targetId}-${stepId}@test>`, `tok-${sequence.id}-${targetId}-${stepId}`],
    );
    return row!.id;
  };
  const addEvent = (sequence: Sequence, targetId: number, type: string, fields: { sendId?: number; isBot?: boolean } = {}) =>
    context.db.query('INSERT INTO sequence_events (organization_id, sequence_id, target_id, send_id, type, is_bot) VALUES ($1, $2, $3, $4, $5, $6)', [
      sequence.organization_id,
      sequence.id,
      targetId,
      fields.sendId ?? null,
      type,
      fields.isBot ?? false,
    ]);
  const addTask = async (sequence: Sequence, targetId: number, contactId: number, due: Date, statusId = 1, stepId: number | null = null) => {
    const [row] = await context.db.query<{ id: number }>(
      `INSERT INTO tasks (organization_id, user_id, contact_id, type_id, description, status_id, due_date, sequence_id, target_id, step_id, done_date)
       VALUES ($1, $2, $3, 1, 'Appeler', $4::int, $5, $6, $7, $8, CASE WHEN $4::int = 2 THEN now() ELSE NULL END) RETURNING id`,
      [sequence.organization_id, sequence.owner_user_id, contactId, statusId, due, sequence.id, targetId, stepId],
    );
    return row!.id;
  };
  const setCredits = (email: string, amount: number) =>
    context.db.query(
      `INSERT INTO credits (organization_id, user_id, kind, amount) SELECT organization_id, id, 'sequence', $2 FROM users WHERE email = $1
       ON CONFLICT (user_id, kind) DO UPDATE SET amount = EXCLUDED.amount`,
      [email, amount],
    );
  const credits = async (email: string) =>
    (await context.db.query<{ amount: number }>("SELECT amount FROM credits WHERE user_id = $1 AND kind = 'sequence'", [ids[email]]))[0]?.amount ?? null;
  const targetContacts = async (sequence: Sequence) =>
    (await context.db.query<{ contact_id: string }>('SELECT contact_id FROM sequence_targets WHERE sequence_id = $1 ORDER BY contact_id', [sequence.id])).map((row) =>
      Number(row.contact_id),
    );
  const check = (email: string, sequence: Sequence, body: unknown) =>
    ok(call('POST', `${SEQUENCE(sequence.id)}/check-import-targets`, email, body), (value) => SequenceImportCheckResponseSchema.parse(value));
  const importTargets = (email: string, sequence: Sequence, body: unknown) => call('POST', `${SEQUENCE(sequence.id)}/import-targets`, email, body);
  const search = (email: string, sequence: Sequence, body: Record<string, unknown> = {}) =>
    ok(call('POST', `${TARGETS(sequence.id)}/search`, email, body), (value) => SequenceTargetListResponseSchema.parse(value));

  describe('import', () => {
    it('checks each exclusion reason and warns about a colleague’s ongoing sequence; the import enrols the rest and takes one credit each', async () => {
      const sequence = await create(OWNER, 'Import raisons');
      const elsewhere = await create(OWNER, 'Ancienne campagne');
      const ownOngoing = await create(OWNER, 'En cours du même propriétaire');
      const colleagues = await create(COLLEAGUE, 'En cours d’un collègue');
      await setStatus(ownOngoing, 2);
      await setStatus(colleagues, 2);
      const [already, replied, noEmail, bounced, optedOut, inOwn, inColleague, clean] = contacts.slice(0, 8) as [number, number, number, number, number, number, number, number];
      await addTarget(sequence, already);
      await addEvent(elsewhere, await addTarget(elsewhere, replied), 'replied');
      await context.db.query('UPDATE contacts SET email = NULL WHERE id = $1', [noEmail]);
      await context.db.query("INSERT INTO email_bounces (organization_id, email, reason) VALUES ($1, $2, '550 unknown user')", [organizationId, `contact-${bounced}@client.test`]);
      await addEvent(elsewhere, await addTarget(elsewhere, optedOut), 'unsubscribed');
      await addTarget(ownOngoing, inOwn);
      await addTarget(colleagues, inColleague);

      const offered = [already, replied, noEmail, bounced, optedOut, inOwn, inColleague, clean, clean];
      const checked = await check(OWNER, sequence, { contact_id_list: offered });
      expect(checked).toEqual({
        contact_count: 8,
        importable_count: 2,
        already_targeted_count: 1,
        excluded_list: [
          { contact_id: replied, reason_id: 1 },
          { contact_id: noEmail, reason_id: 2 },
          { contact_id: bounced, reason_id: 2 },
          { contact_id: optedOut, reason_id: 3 },
          { contact_id: inOwn, reason_id: 4 },
        ],
        warning_list: [{ contact_id: inColleague, sequence_id: colleagues.id, sequence_name: 'En cours d’un collègue', owner_user_id: ids[COLLEAGUE] }],
      });
      // The check changes nothing.
      expect(await targetContacts(sequence)).toEqual([already]);

      await setCredits(OWNER, 10);
      const imported = await ok(importTargets(OWNER, sequence, { contact_id_list: offered }), (value) => SequenceImportResponseSchema.parse(value));
      expect(imported).toEqual({ imported_count: 2, excluded_count: 5 });
      expect(await targetContacts(sequence)).toEqual([already, inColleague, clean].sort((a, b) => a - b));
      expect(await credits(OWNER)).toBe(8);
      const history = await context.db.query<{ old_amount: number; new_amount: number }>(
        "SELECT old_amount, new_amount FROM credit_history WHERE user_id = $1 AND kind = 'sequence' AND type = 'consumption' AND reference = $2",
        [ids[OWNER], `sequence:${sequence.id}`],
      );
      expect(history).toEqual([{ old_amount: 10, new_amount: 8 }]);
      const enrolled = await context.db.query<{ status_id: number; current_step_id: number | null; done_at: Date | null }>(
        'SELECT status_id, current_step_id, done_at FROM sequence_targets WHERE sequence_id = $1 AND contact_id = $2',
        [sequence.id, clean],
      );
      expect(enrolled).toEqual([{ status_id: 1, current_step_id: null, done_at: null }]);
    });

    it('refuses an import short of credits with what it needs and what is left, and enrols nobody', async () => {
      const sequence = await create(OWNER, 'Crédits courts');
      await setCredits(OWNER, 2);
      const body = await refused(importTargets(OWNER, sequence, { contact_id_list: contacts.slice(10, 13) }), 409, 'CREDITS.INSUFFICIENT');
      expect(body.details).toEqual({ required: 3, available: 2 });
      expect(await targetContacts(sequence)).toEqual([]);
      expect(await credits(OWNER)).toBe(2);
    });

    it('enrols each contact once and takes its credit once when two imports of the same contacts run together', async () => {
      const sequence = await create(OWNER, 'Imports simultanés');
      await setCredits(OWNER, 10);
      const offered = { contact_id_list: contacts.slice(13, 17) };
      const answers = await Promise.all([importTargets(OWNER, sequence, offered), importTargets(MANAGER, sequence, offered)]);
      const counts = answers.map((answer) => {
        expect(answer.status, answer.text).toBe(200);
        return SequenceImportResponseSchema.parse(answer.body).imported_count;
      });
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(4);
      expect(await targetContacts(sequence)).toEqual(contacts.slice(13, 17));
      expect(await credits(OWNER)).toBe(6);
      const [taken] = await context.db.query<{ total: number }>(
        "SELECT coalesce(sum(old_amount - new_amount), 0)::int AS total FROM credit_history WHERE kind = 'sequence' AND type = 'consumption' AND reference = $1",
        [`sequence:${sequence.id}`],
      );
      expect(taken?.total).toBe(4);
    });

    it('imports every contact of one of the caller’s lists and records the list; another user’s list answers 404', async () => {
      const sequence = await create(OWNER, 'Depuis une liste');
      await setCredits(OWNER, 50);
      const members = contacts.slice(20, 23);
      const list = await createQuery(context.db, { organizationId, ownerUserId: ids[OWNER]!, name: 'Décideurs salon', queryTypeId: 4 });
      await context.db.query('UPDATE queries SET criteria = $2 WHERE id = $1', [list, { person_id_list: members }]);
      expect((await check(OWNER, sequence, { query_id: list })).importable_count).toBe(3);
      const imported = await ok(importTargets(OWNER, sequence, { query_id: list }), (value) => SequenceImportResponseSchema.parse(value));
      expect(imported.imported_count).toBe(3);
      expect(await targetContacts(sequence)).toEqual(members);
      const lists = await ok(call('GET', `${SEQUENCE(sequence.id)}/target-lists`, SALES), (value) => SequenceTargetListListResponseSchema.parse(value));
      expect(lists.target_list_list).toEqual([{ id: expect.any(Number), sequence_id: sequence.id, query_id: list }]);

      const other = await createQuery(context.db, { organizationId, ownerUserId: ids[OWNER]!, name: 'Autre liste', queryTypeId: 4 });
      const attached = await ok(call('POST', `${SEQUENCE(sequence.id)}/target-lists`, OWNER, { query_id: other }), (value) => SequenceTargetListSchema.parse(value));
      expect(attached).toMatchObject({ sequence_id: sequence.id, query_id: other });
      expect(await ok(call('POST', `${SEQUENCE(sequence.id)}/target-lists`, OWNER, { query_id: other }), (value) => SequenceTargetListSchema.parse(value))).toEqual(attached);

      const colleaguesList = await createQuery(context.db, { organizationId, ownerUserId: ids[COLLEAGUE]!, name: 'Liste du collègue', queryTypeId: 4 });
      await refused(importTargets(OWNER, sequence, { query_id: colleaguesList }), 404, 'NOT_FOUND');
      await refused(importTargets(OWNER, sequence, { contact_id_list: [2_000_000_000] }), 404, 'NOT_FOUND');
      await refused(importTargets(OWNER, sequence, {}), 400, 'IMPORT.CONTACTS_OR_QUERY');
      const both = await check(OWNER, sequence, { contact_id_list: [members[0], contacts[23]], query_id: list });
      expect([both.contact_count, both.already_targeted_count, both.importable_count]).toEqual([4, 3, 1]);
    });
  });

  describe('search', () => {
    let sequence: Sequence;
    const target: Record<string, number> = {};
    let firstSend = 0;

    beforeAll(async () => {
      sequence = await create(OWNER, 'Suivi des cibles');
      const emailStep = await addStep(sequence, 2);
      const secondStep = await addStep(sequence, 2);
      const [c1, c2, c3, c4, c5] = contacts.slice(25, 30) as [number, number, number, number, number];
      await context.db.query("UPDATE contacts SET first_name = 'Zéphyrin', last_name = 'Quasimodo' WHERE id = $1", [c1]);
      target.opened = await addTarget(sequence, c1, { currentStepId: emailStep });
      target.replied = await addTarget(sequence, c2, { currentStepId: secondStep });
      target.todo = await addTarget(sequence, c3, { statusId: 3 });
      target.late = await addTarget(sequence, c4);
      target.done = await addTarget(sequence, c5);
      firstSend = await addSend(sequence, target.opened, emailStep);
      await addEvent(sequence, target.opened, 'sent', { sendId: firstSend });
      await addEvent(sequence, target.opened, 'opened', { sendId: firstSend });
      await addEvent(sequence, target.opened, 'opened', { sendId: firstSend });
      await addEvent(sequence, target.opened, 'clicked', { sendId: firstSend, isBot: true });
      const repliedSend = await addSend(sequence, target.replied, emailStep);
      await addSend(sequence, target.replied, secondStep);
      await addEvent(sequence, target.replied, 'opened', { sendId: repliedSend });
      await addEvent(sequence, target.replied, 'replied', { sendId: repliedSend });
      await addTask(sequence, target.todo, c3, new Date(NOW.getTime() + DAY));
      await addTask(sequence, target.late, c4, new Date(NOW.getTime() - DAY));
      await addTask(sequence, target.done, c5, new Date(NOW.getTime() - 2 * DAY), 2);
      const other = await create(COLLEAGUE, 'Autre séquence');
      await addTarget(other, c4);
    });

    const found = async (body: Record<string, unknown>, email = SALES) => (await search(email, sequence, body)).target_list.map((entry) => entry.id);
    const all = () => [target.opened, target.replied, target.todo, target.late, target.done];

    it('lists every target 20 per page with its contact and computed steps (bot hits left out)', async () => {
      const page = await search(COLLEAGUE, sequence);
      expect(page.target_count).toBe(5);
      expect(page.target_list.map((entry) => entry.id)).toEqual(all());
      const opened = page.target_list[0]!;
      expect(opened.contact).toMatchObject({ first_name: 'Zéphyrin', last_name: 'Quasimodo', email: expect.stringContaining('@client.test') });
      expect(opened.computed_steps_list).toEqual([
        { step_id: expect.any(Number), created_at: expect.any(String), updated_at: expect.any(String), email_id: firstSend, task_id: null, bounced: 0, clicked: 0, opened: 2, replied: 0, autoreplied: 0 },
      ]);
      expect(page.target_list[1]!.computed_steps_list).toHaveLength(2);
      expect(page.target_list[2]!.computed_steps_list).toEqual([]);
      const paged = await search(OWNER, sequence, { limit: 2, offset: 2 });
      expect([paged.target_count, paged.target_list.map((entry) => entry.id)]).toEqual([5, [target.todo, target.late]]);
    });

    it('filters by name through the contact search from 3 characters', async () => {
      expect(await found({ name: 'quasi' })).toEqual([target.opened]);
      expect(await found({ name: 'zephyrin QUASIMODO' })).toEqual([target.opened]);
      expect(await found({ name: 'qu' })).toEqual(all());
      expect(await search(OWNER, sequence, { name: 'Xylophonique' })).toEqual({ target_list: [], target_count: 0 });
    });

    it('filters by e-mail events, excluded events and step positions', async () => {
      expect(await found({ email_event_list: ['opened'] })).toEqual([target.opened, target.replied]);
      expect(await found({ email_event_list: ['sent'] })).toEqual([target.opened, target.replied]);
      expect(await found({ email_event_list: ['clicked'] })).toEqual([]);
      expect(await found({ email_event_list: ['replied', 'clicked'] })).toEqual([target.replied]);
      expect(await found({ exclude_email_event_list: ['replied'] })).toEqual([target.opened, target.todo, target.late, target.done]);
      expect(await found({ email_event_list: ['opened'], exclude_email_event_list: ['replied'] })).toEqual([target.opened]);
      expect(await found({ step_position_list: [0] })).toEqual([target.todo, target.late, target.done]);
      expect(await found({ step_position_list: [1, 2] })).toEqual([target.opened, target.replied]);
      expect(await found({ step_position_list: [2] })).toEqual([target.replied]);
      await refused(call('POST', `${TARGETS(sequence.id)}/search`, OWNER, { email_event_list: ['opened'], exclude_email_event_list: ['opened'] }), 400, 'SEQUENCE.TARGET_SEARCH_EVENT_CONFLICT');
    });

    it('filters by another sequence, target status and task status', async () => {
      expect(await found({ targeted_other_sequence: true })).toEqual([target.late]);
      expect(await found({ targeted_other_sequence: false })).toEqual([target.opened, target.replied, target.todo, target.done]);
      expect(await found({ target_status_id_list: [3] })).toEqual([target.todo]);
      expect(await found({ target_status_id_list: [1, 3] })).toEqual(all());
      expect(await found({ task_status_list: ['todo'] })).toEqual([target.todo]);
      expect(await found({ task_status_list: ['late'] })).toEqual([target.late]);
      expect(await found({ task_status_list: ['done', 'late'] })).toEqual([target.late, target.done]);
    });
  });

  describe('change and removal', () => {
    it('changes a target’s status; deleted (6) removes it, cancels its planned e-mails and deletes its open tasks', async () => {
      const sequence = await create(OWNER, 'Statuts');
      const step = await addStep(sequence, 2);
      const taskStep = await addStep(sequence, 1);
      const targetId = await addTarget(sequence, contacts[31]!, { currentStepId: step });
      const planned = await addSend(sequence, targetId, step, 'planned');
      const task = await addTask(sequence, targetId, contacts[31]!, new Date(NOW.getTime() + DAY), 1, taskStep);

      const engaged = await ok(call('PATCH', `${TARGETS(sequence.id)}/${targetId}`, OWNER, { status_id: 2 }), (value) => SequenceTargetDtoSchema.parse(value));
      expect([engaged.status_id, engaged.done_event]).toEqual([2, null]);
      const removed = await ok(call('PATCH', `${TARGETS(sequence.id)}/${targetId}`, MANAGER, { status_id: 6 }), (value) => SequenceTargetDtoSchema.parse(value));
      expect([removed.status_id, removed.done_event]).toEqual([6, 'removed']);
      expect((await context.db.query<{ status: string }>('SELECT status FROM sequence_sends WHERE id = $1', [planned]))[0]?.status).toBe('cancelled');
      expect((await context.db.query<{ deleted_at: Date | null }>('SELECT deleted_at FROM tasks WHERE id = $1', [task]))[0]?.deleted_at).toEqual(NOW);
      const events = await context.db.query<{ type: string }>('SELECT type FROM sequence_events WHERE target_id = $1 ORDER BY id', [targetId]);
      expect(events.map((event) => event.type)).toEqual(['status_changed', 'task_deleted', 'target_done', 'status_changed']);

      const back = await ok(call('PATCH', `${TARGETS(sequence.id)}/${targetId}`, OWNER, { status_id: 1 }), (value) => SequenceTargetDtoSchema.parse(value));
      expect([back.status_id, back.done_event]).toEqual([1, null]);
    });

    it('removes targets: one without history goes, one with a history stays as deleted; a target of another sequence answers 404', async () => {
      const sequence = await create(OWNER, 'Suppressions');
      const step = await addStep(sequence, 2);
      const fresh = await addTarget(sequence, contacts[32]!);
      const written = await addTarget(sequence, contacts[33]!, { currentStepId: step });
      await addSend(sequence, written, step);
      const other = await create(OWNER, 'Une autre');
      const foreign = await addTarget(other, contacts[34]!);

      await refused(call('DELETE', TARGETS(sequence.id), OWNER, { target_id_list: [fresh, foreign] }), 404, 'NOT_FOUND');
      const answer = await ok(call('DELETE', TARGETS(sequence.id), OWNER, { target_id_list: [fresh, written] }), (value) => value as { deleted_count: number });
      expect(answer).toEqual({ deleted_count: 2 });
      const left = await context.db.query<{ id: number; status_id: number; done_event: string }>('SELECT id, status_id, done_event FROM sequence_targets WHERE sequence_id = $1', [
        sequence.id,
      ]);
      expect(left).toEqual([{ id: written, status_id: 6, done_event: 'removed' }]);
    });
  });

  describe('statistics', () => {
    it('counts each step’s e-mails, events (bot hits left out) and tasks with core’s rates, and the sequence’s counters from the same rows', async () => {
      const sequence = await create(OWNER, 'Statistiques');
      const first = await addStep(sequence, 2);
      const second = await addStep(sequence, 2);
      const call_ = await addStep(sequence, 1);
      const [a, b, c] = await Promise.all(contacts.slice(36, 39).map((contact) => addTarget(sequence, contact)));
      const aFirst = await addSend(sequence, a!, first);
      const bFirst = await addSend(sequence, b!, first);
      const cFirst = await addSend(sequence, c!, first, 'failed_perm');
      const aSecond = await addSend(sequence, a!, second);
      await addSend(sequence, b!, second, 'planned');
      await addEvent(sequence, a!, 'opened', { sendId: aFirst });
      await addEvent(sequence, a!, 'opened', { sendId: aFirst });
      await addEvent(sequence, a!, 'clicked', { sendId: aFirst, isBot: true });
      await addEvent(sequence, a!, 'replied', { sendId: aFirst });
      await addEvent(sequence, b!, 'opened', { sendId: bFirst });
      await addEvent(sequence, b!, 'clicked', { sendId: bFirst });
      await addEvent(sequence, c!, 'bounced', { sendId: cFirst });
      await addEvent(sequence, a!, 'autoreplied', { sendId: aSecond });
      await addEvent(sequence, a!, 'opened', { sendId: aSecond, isBot: true });
      await addTask(sequence, a!, contacts[36]!, new Date(NOW.getTime() - 3 * DAY), 2, call_);
      await addTask(sequence, b!, contacts[37]!, new Date(NOW.getTime() - DAY), 1, call_);
      const removed = await addTask(sequence, c!, contacts[38]!, new Date(NOW.getTime() + DAY), 1, call_);
      await context.db.query('UPDATE tasks SET deleted_at = now() WHERE id = $1', [removed]);

      const statistics = await ok(call('GET', `${SEQUENCE(sequence.id)}/steps-statistics`, SALES), (value) => SequenceStepStatisticsResponseSchema.parse(value));
      const none = { mail_sent: 0, mail_opened: 0, mail_clicked: 0, mail_replied: 0, mail_autoreplied: 0, mail_bounced: 0, task_created: 0, task_done: 0, task_late: 0 };
      const noRates = { opened: 0, clicked: 0, replied: 0, bounced: 0 };
      expect(statistics.step_statistics_list).toEqual([
        { ...none, step_id: first, position: 1, type_id: 2, mail_sent: 2, mail_opened: 2, mail_clicked: 1, mail_replied: 1, mail_bounced: 1, rates: { opened: 100, clicked: 50, replied: 50, bounced: 50 } },
        { ...none, step_id: second, position: 2, type_id: 2, mail_sent: 1, mail_autoreplied: 1, rates: noRates },
        { ...none, step_id: call_, position: 3, type_id: 1, task_created: 3, task_done: 1, task_late: 1, rates: noRates },
      ]);

      const steps = await ok(call('GET', `${SEQUENCE(sequence.id)}/steps`, SALES), (value) => SequenceStepListResponseSchema.parse(value));
      expect(steps.step_list.map((step) => step.statistics)).toEqual(
        statistics.step_statistics_list.map(({ step_id: _id, position: _position, type_id: _type, rates: _rates, ...counters }) => counters),
      );

      const read = await ok(call('GET', SEQUENCE(sequence.id), COLLEAGUE), (value) => SequenceSchema.parse(value));
      expect(read).toMatchObject({
        mail_sent: 3,
        mail_opened: 2,
        mail_clicked: 1,
        mail_replied: 1,
        mail_autoreplied: 1,
        mail_bounced: 1,
        task_created: 3,
        task_done: 1,
        task_late: 1,
        task_delete: 1,
      });
      const listed = await ok(call('GET', `${SEQUENCES}?name=Statistiques`, OWNER), (value) => SequenceListResponseSchema.parse(value));
      expect(listed.sequence_list.find((entry) => entry.id === sequence.id)).toEqual(read);
      await refused(call('GET', `${SEQUENCE(sequence.id)}/steps-statistics`, STRANGER), 404, 'NOT_FOUND');
    });

    it('answers the record newest first with contact and step position, by type, bot hits only when asked, 20 per page', async () => {
      const sequence = await create(OWNER, 'Historique');
      const step = await addStep(sequence, 2);
      const target = await addTarget(sequence, contacts[39]!);
      const send = await addSend(sequence, target, step);
      const record = (type: string, minutesAgo: number, isBot = false) =>
        context.db.query(
          `INSERT INTO sequence_events (organization_id, sequence_id, target_id, step_id, send_id, type, is_bot, occurred_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, now() - make_interval(mins => $8))`,
          [sequence.organization_id, sequence.id, target, step, send, type, isBot, minutesAgo],
        );
      await record('sent', 50);
      await record('opened', 40, true);
      await record('opened', 30);
      await record('replied', 20);
      for (let minute = 0; minute < 21; minute += 1) await record('clicked', 100 + minute);
      const history = (email: string, query = '') =>
        ok(call('GET', `${SEQUENCE(sequence.id)}/history${query}`, email), (value) => SequenceHistoryResponseSchema.parse(value));

      const first = await history(SALES);
      expect(first.event_count).toBe(24);
      expect(first.event_list).toHaveLength(20);
      expect(first.event_list.slice(0, 3).map((event) => event.type)).toEqual(['replied', 'opened', 'sent']);
      const [contact] = await context.db.query<{ first_name: string; last_name: string }>('SELECT first_name, last_name FROM contacts WHERE id = $1', [contacts[39]]);
      expect(first.event_list[0]).toMatchObject({ target_id: target, step_position: 1, is_bot: false, contact: { id: contacts[39], first_name: contact!.first_name, last_name: contact!.last_name } });
      const times = first.event_list.map((event) => event.occurred_at);
      expect([...times].sort().reverse()).toEqual(times);
      expect((await history(SALES, '?offset=20')).event_list).toHaveLength(4);

      const withBots = await history(OWNER, '?type_list=opened&with_bots=true');
      expect(withBots.event_list.map((event) => event.is_bot)).toEqual([false, true]);
      expect((await history(OWNER, '?type_list=replied,sent')).event_list.map((event) => event.type)).toEqual(['replied', 'sent']);
      await refused(call('GET', `${SEQUENCE(sequence.id)}/history?type_list=deleted`, OWNER), 400, 'VALIDATION.INVALID_QUERY');
      await refused(call('GET', `${SEQUENCE(sequence.id)}/history`, STRANGER), 404, 'NOT_FOUND');
    });
  });

  describe('access', () => {
    it('answers 404 for another organisation, 403 to the read-only licence’s changes and to a colleague who does not own the sequence', async () => {
      const sequence = await create(OWNER, 'Accès');
      const targetId = await addTarget(sequence, contacts[35]!);
      for (const [method, path, body] of [
        ['POST', `${TARGETS(sequence.id)}/search`, {}],
        ['POST', `${SEQUENCE(sequence.id)}/check-import-targets`, { contact_id_list: [contacts[36]] }],
        ['PATCH', `${TARGETS(sequence.id)}/${targetId}`, { status_id: 2 }],
        ['DELETE', TARGETS(sequence.id), { target_id_list: [targetId] }],
        ['GET', `${SEQUENCE(sequence.id)}/target-lists`, undefined],
      ] as const) {
        await refused(call(method, path, STRANGER, body), 404, 'NOT_FOUND');
      }
      await refused(importTargets(SALES, sequence, { contact_id_list: [contacts[36]] }), 403, 'AUTH.FORBIDDEN');
      await refused(call('PATCH', `${TARGETS(sequence.id)}/${targetId}`, SALES, { status_id: 2 }), 403, 'AUTH.FORBIDDEN');
      await refused(call('DELETE', TARGETS(sequence.id), SALES, { target_id_list: [targetId] }), 403, 'AUTH.FORBIDDEN');
      await refused(importTargets(COLLEAGUE, sequence, { contact_id_list: [contacts[36]] }), 403, 'SEQUENCE.NOT_OWNER');
      expect((await search(SALES, sequence)).target_count).toBe(1);
      expect(await targetContacts(sequence)).toEqual([contacts[35]]);
    });
  });
});
