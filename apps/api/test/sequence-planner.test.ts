import { ScheduledEmailListResponseSchema, SequenceRunnerResponseSchema, SequenceSchema, SequenceStepDtoSchema, sendGapMs } from '@cible/core';
import type { Sequence } from '@cible/core';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';
import { signedInCalls } from './support/signed-in-calls';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const SEQUENCES = '/v1/sequence/sequences';
const OWNER = 'marketing@atlas.demo';
const COLLEAGUE = 'sales-automation@atlas.demo';
const MANAGER = 'manager@atlas.demo';
const ADMIN = 'support@cible.demo';

const paris = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Paris' }).toJSDate();
const parisIso = (value: Date | string) => DateTime.fromJSDate(new Date(value), { zone: 'Europe/Paris' }).toISO({ suppressMilliseconds: true });

describeEachDatabase('sequence planner: sending calendar, thresholds, tasks, finish', (context) => {
  let server: Server;
  let clock = paris('2026-05-04T08:00:00');
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let contacts: number[] = [];
  let nextContact = 0;

  beforeAll(async () => {
    await loadGeneratedData(context.db, { companies: 5, contacts: 30, news: 1, conferences: 1 }, { referenceDate: '2026-05-01', seed: 18 });
    server = await startSeededServer(context.db, { clock: () => clock });
    for (const email of [OWNER, COLLEAGUE, MANAGER, ADMIN]) {
      ids[email] = await userIdOf(context.db, email);
      tokens[email] = await server.api.login(email);
    }
    contacts = (await context.db.query<{ id: string }>('SELECT id FROM contacts ORDER BY id LIMIT 30')).map((row) => Number(row.id));
    for (const email of [OWNER, COLLEAGUE]) {
      await context.db.query(
        `INSERT INTO account_connections (user_id, organization_id, kind, status, email) SELECT id, organization_id, 'mailbox', 'connected', email FROM users WHERE email = $1
         ON CONFLICT (user_id, kind) DO UPDATE SET status = 'connected', disconnected_at = NULL`,
        [email],
      );
    }
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const { call, ok } = signedInCalls(() => server.api, tokens);
  const plan = () => server.app.sequenceRunner.planner.run();

  /** A sequence of `email` with steps (type 1 task, 2 e-mail) linked in order, `targets` contacts enrolled, launched. */
  const launch = async (
    email: string,
    steps: readonly { type: 1 | 2; interval?: number; trigger?: 'task_created' | 'task_done' }[],
    targets: number,
    settings: Record<string, unknown> = {},
  ) => {
    const sequence = await ok(call('POST', SEQUENCES, email, { name: `Plan ${nextContact}`, ...settings }), (value) => SequenceSchema.parse(value));
    const stepIds: number[] = [];
    for (const [index, step] of steps.entries()) {
      const body =
        step.type === 2
          ? { type_id: 2, email_subject: `Objet ${index + 1}`, email_html_content: '<p>Bonjour</p>' }
          : { type_id: 1, task_type_id: 1, task_description: 'Appeler le contact' };
      stepIds.push((await ok(call('POST', `${SEQUENCES}/${sequence.id}/steps`, email, body), (value) => SequenceStepDtoSchema.parse(value))).id);
    }
    for (const [index, step] of steps.entries()) {
      if (index === 0) continue;
      const previous = steps[index - 1]!;
      const link = { step_id: stepIds[index - 1], next_step_id: stepIds[index], interval: step.interval ?? 1, ...(previous.type === 1 && step.trigger ? { trigger_event: step.trigger } : {}) };
      await ok(call('POST', `${SEQUENCES}/${sequence.id}/step-links`, email, link), (value) => value);
    }
    const targetIds: number[] = [];
    for (let index = 0; index < targets; index += 1) {
      const [row] = await context.db.query<{ id: number }>(
        'INSERT INTO sequence_targets (organization_id, sequence_id, contact_id) VALUES ($1, $2, $3) RETURNING id',
        [sequence.organization_id, sequence.id, contacts[nextContact++ % contacts.length]],
      );
      targetIds.push(row!.id);
    }
    const ongoing = await ok(call('PATCH', `${SEQUENCES}/${sequence.id}`, email, { status_id: 2 }), (value) => SequenceSchema.parse(value));
    expect(ongoing.status_id).toBe(2);
    return { sequence, stepIds, targetIds };
  };
  const sendsOf = (sequence: Sequence) =>
    context.db.query<{ target_id: number; step_id: number; due_at: Date; status: string; message_id: string }>(
      'SELECT target_id, step_id, due_at, status, message_id FROM sequence_sends WHERE sequence_id = $1 ORDER BY due_at, id',
      [sequence.id],
    );
  /** What the sender does once a send went out (the sender helper's claim and outcome, reduced to its result). */
  const markSent = async (targetId: number, stepId: number, at: Date) => {
    await context.db.query("UPDATE sequence_sends SET status = 'sent', claimed_at = $3, sent_at = $3 WHERE target_id = $1 AND step_id = $2", [targetId, stepId, at]);
    await context.db.query('UPDATE sequence_targets SET current_step_id = $2, current_step_at = $3, next_step_due_at = NULL WHERE id = $1', [targetId, stepId, at]);
  };

  it('plans inside the window, skips the closed hours and the public holiday, spreads by window / threshold', async () => {
    // Thursday 7 May 2026, 17:55 in Paris; Friday 8 May is a public holiday (Victoire 1945).
    clock = paris('2026-05-07T17:55:00');
    const { sequence, stepIds, targetIds } = await launch(OWNER, [{ type: 2 }], 3);
    const result = await plan();
    expect(result.plannedEmailCount).toBeGreaterThanOrEqual(3);
    const sends = await sendsOf(sequence);
    expect(sends.map((send) => [send.target_id, send.step_id])).toEqual(targetIds.map((id) => [id, stepIds[0]]));
    // 9:00–18:00 and 50 a day: 10 min 48 s apart; the second no longer fits on Thursday, Friday is a holiday.
    expect(sends.map((send) => parisIso(send.due_at))).toEqual(['2026-05-07T17:55:00+02:00', '2026-05-11T09:00:00+02:00', '2026-05-11T09:10:48+02:00']);
    expect(new Set(sends.map((send) => send.message_id)).size).toBe(3);
    expect(sends.every((send) => send.status === 'planned' && /^<[0-9a-f-]{36}@atlas\.demo>$/.test(send.message_id))).toBe(true);
    const [target] = await context.db.query<{ next_step_due_at: Date }>('SELECT next_step_due_at FROM sequence_targets WHERE id = $1', [targetIds[1]]);
    expect(parisIso(target!.next_step_due_at)).toBe('2026-05-11T09:00:00+02:00');

    // The scheduled e-mails of the organisation: Monday only.
    const listed = await ok(call('GET', `/v1/sequence/scheduled-emails?sequence_id=${sequence.id}&date_from=2026-05-11&date_to=2026-05-11`, MANAGER), (value) =>
      ScheduledEmailListResponseSchema.parse(value),
    );
    expect([listed.scheduled_email_count, listed.scheduled_email_list.map((email) => email.target_id)]).toEqual([2, targetIds.slice(1)]);

    // A second pass plans nothing twice.
    expect((await plan()).plannedEmailCount).toBe(0);
    expect(await sendsOf(sequence)).toHaveLength(3);
  });

  it('shares the owner’s daily threshold across his two ongoing sequences, spread over the window', async () => {
    clock = paris('2026-05-11T07:00:00'); // Monday
    await context.db.query(
      `INSERT INTO sequence_settings (user_id, organization_id, daily_threshold) SELECT id, organization_id, 2 FROM users WHERE id = $1
       ON CONFLICT (user_id) DO UPDATE SET daily_threshold = 2`,
      [ids[COLLEAGUE]],
    );
    const first = await launch(COLLEAGUE, [{ type: 2 }], 3);
    const second = await launch(COLLEAGUE, [{ type: 2 }], 3, { sendable_start_hour: 10, sendable_end_hour: 16 });
    await plan();
    const sends = [...(await sendsOf(first.sequence)), ...(await sendsOf(second.sequence))].sort((a, b) => new Date(a.due_at).getTime() - new Date(b.due_at).getTime());
    expect(sends).toHaveLength(6);
    const perDay = new Map<string, number>();
    for (const send of sends) {
      const day = DateTime.fromJSDate(new Date(send.due_at), { zone: 'Europe/Paris' });
      perDay.set(day.toISODate()!, (perDay.get(day.toISODate()!) ?? 0) + 1);
      expect(day.hour >= 9 && day.hour < 18).toBe(true);
    }
    // Two a day, Monday to Wednesday (Thursday 14 May is Ascension, not needed).
    expect([...perDay]).toEqual([
      ['2026-05-11', 2],
      ['2026-05-12', 2],
      ['2026-05-13', 2],
    ]);
    const gap = Math.min(sendGapMs({ startHour: 9, endHour: 18 }, 2), sendGapMs({ startHour: 10, endHour: 16 }, 2));
    for (let index = 1; index < sends.length; index += 1) {
      expect(new Date(sends[index]!.due_at).getTime() - new Date(sends[index - 1]!.due_at).getTime()).toBeGreaterThanOrEqual(gap);
    }
  });

  it('plans nothing twice under two concurrent passes', async () => {
    clock = paris('2026-05-18T08:00:00');
    const { sequence, targetIds } = await launch(OWNER, [{ type: 2 }, { type: 2 }], 8);
    await Promise.all([plan(), plan(), plan()]);
    const sends = await sendsOf(sequence);
    expect(sends.map((send) => send.target_id).sort((a, b) => a - b)).toEqual(targetIds);
    const [duplicates] = await context.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM (SELECT target_id, step_id FROM sequence_sends GROUP BY 1, 2 HAVING count(*) > 1) d',
    );
    expect(duplicates!.count).toBe(0);
  });

  it('creates one task for a task step, waits for it to be done before the next step, then plans the e-mail', async () => {
    clock = paris('2026-05-19T10:00:00'); // Tuesday
    const { sequence, stepIds, targetIds } = await launch(OWNER, [{ type: 1 }, { type: 2, interval: 2, trigger: 'task_done' }], 1);
    const first = await plan();
    expect(first.createdTaskCount).toBeGreaterThanOrEqual(1);
    await plan();
    const tasks = await context.db.query<{ id: number; user_id: number; type_id: number; description: string; due_date: Date }>(
      'SELECT id, user_id, type_id, description, due_date FROM tasks WHERE sequence_id = $1',
      [sequence.id],
    );
    expect(tasks.map((task) => [task.user_id, task.type_id, task.description, parisIso(task.due_date)])).toEqual([[ids[OWNER], 1, 'Appeler le contact', '2026-05-19T10:00:00+02:00']]);
    const events = await context.db.query<{ type: string }>('SELECT type FROM sequence_events WHERE target_id = $1', [targetIds[0]]);
    expect(events.map((event) => event.type)).toEqual(['task_created']);
    const [target] = await context.db.query<{ current_step_id: number }>('SELECT current_step_id FROM sequence_targets WHERE id = $1', [targetIds[0]]);
    expect(target!.current_step_id).toBe(stepIds[0]);
    // The link waits for task_done: nothing is planned while the task is open.
    clock = paris('2026-05-26T10:00:00');
    await plan();
    expect(await sendsOf(sequence)).toHaveLength(0);
    // Done on Wednesday 27 May at 17:00: two days later, Friday 29 May at 17:00.
    await context.db.query('UPDATE tasks SET status_id = 2, done_date = $2 WHERE id = $1', [tasks[0]!.id, paris('2026-05-27T17:00:00')]);
    clock = paris('2026-05-27T17:01:00');
    await plan();
    expect((await sendsOf(sequence)).map((send) => [send.step_id, parisIso(send.due_at)])).toEqual([[stepIds[1], '2026-05-29T17:00:00+02:00']]);
  });

  it('marks a target without a next step done, finishes the sequence and notifies its owner', async () => {
    clock = paris('2026-06-01T10:00:00'); // Monday
    const { sequence, stepIds, targetIds } = await launch(OWNER, [{ type: 2 }], 2);
    await plan();
    await markSent(targetIds[0]!, stepIds[0]!, clock);
    clock = paris('2026-06-01T11:00:00');
    const half = await plan();
    expect(half.finishedSequenceIds).not.toContain(sequence.id);
    const [done] = await context.db.query<{ done_event: string; done_at: Date }>('SELECT done_event, done_at FROM sequence_targets WHERE id = $1', [targetIds[0]]);
    expect([done!.done_event, parisIso(done!.done_at)]).toEqual(['all_steps_done', '2026-06-01T11:00:00+02:00']);
    await markSent(targetIds[1]!, stepIds[0]!, clock);
    const last = await plan();
    expect(last.finishedSequenceIds).toContain(sequence.id);
    const finished = await ok(call('GET', `${SEQUENCES}/${sequence.id}`, OWNER), (value) => SequenceSchema.parse(value));
    expect(finished.status_id).toBe(4);
    const notifications = await context.db.query<{ user_id: number }>(
      "SELECT user_id FROM notifications WHERE notification_type_id = 12 AND (payload->>'sequence_id')::int = $1",
      [sequence.id],
    );
    expect(notifications.map((row) => row.user_id)).toEqual([ids[OWNER]]);
  });

  it('runs a pass from the pg-boss queue when the runner jobs are started', async () => {
    clock = paris('2026-06-02T10:00:00');
    const { startSequenceRunnerJobs } = await import('../src/modules/sequences/sequence-runner-jobs');
    const jobs = await startSequenceRunnerJobs(context.db, server.app.sequenceRunner.planner, server.app.log as never);
    try {
      const { sequence } = await launch(OWNER, [{ type: 2 }], 1);
      await jobs.trigger();
      const deadline = Date.now() + 20_000;
      while ((await sendsOf(sequence)).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await sendsOf(sequence)).map((send) => parisIso(send.due_at))).toEqual(['2026-06-02T10:00:00+02:00']);
    } finally {
      await jobs.stop();
    }
  }, 60_000);

  it('runs the planner on demand for a platform administrator only', async () => {
    const answer = await ok(call('POST', '/v1/sequence/runner', ADMIN), (value) => SequenceRunnerResponseSchema.parse(value));
    expect(answer.sent_email_count).toBe(0);
    expect((await call('POST', '/v1/sequence/runner', OWNER)).status).toBe(403);
  });
});
