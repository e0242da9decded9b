import { NOTIFICATION_TYPES, SequenceSchema, TaskListResponseSchema, TaskSchema, TaskTypeListResponseSchema } from '@cible/core';
import type { Task } from '@cible/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';
import { signedInCalls } from './support/signed-in-calls';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const TASKS = '/v1/task/tasks';
const OWNER = 'sales-automation@atlas.demo';
const COLLEAGUE = 'marketing@atlas.demo';
const MANAGER = 'manager@atlas.demo';
const SALES = 'sales@atlas.demo';
const STRANGER = 'manager@boreal.demo';

const DAY = 86_400_000;

describeEachDatabase('tasks: the owner’s list, done, deleted, reminder', (context) => {
  let server: Server;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let contacts: number[] = [];
  /** The server's clock: tests move it. */
  let now = new Date('2026-05-06T08:00:00Z');
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();

  beforeAll(async () => {
    await loadGeneratedData(context.db, { companies: 3, contacts: 10, news: 1, conferences: 1 }, { referenceDate: '2026-05-01', seed: 9 });
    server = await startSeededServer(context.db, { clock: () => now, env: { TASK_REMINDER_JOBS: 'on' } });
    for (const email of [OWNER, COLLEAGUE, MANAGER, SALES, STRANGER]) {
      ids[email] = await userIdOf(context.db, email);
      tokens[email] = await server.api.login(email);
    }
    contacts = (await context.db.query<{ id: string }>('SELECT id FROM contacts ORDER BY id LIMIT 10')).map((row) => Number(row.id));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const { call, ok, refused } = signedInCalls(() => server.api, tokens);
  const create = (email: string, body: Record<string, unknown>) =>
    ok(call('POST', TASKS, email, { type_id: 1, description: 'Rappeler', contact_id: contacts[0], ...body }), (value) => TaskSchema.parse(value));
  const list = (email: string, query = '') => ok(call('GET', `${TASKS}${query}`, email), (value) => TaskListResponseSchema.parse(value));
  const idsOf = (tasks: readonly Task[]) => tasks.map((task) => task.id);

  it('lists the task types', async () => {
    const types = await ok(call('GET', '/v1/task/task-types', SALES), (value) => TaskTypeListResponseSchema.parse(value));
    expect(types.task_type_list.map((type) => type.id)).toEqual([1, 2, 3, 4]);
  });

  it('lists the caller’s tasks by state within the 10-day window, 20 per page', async () => {
    const soon = await create(OWNER, { due_date: at(1), description: 'Appeler le directeur' });
    const late = await create(OWNER, { due_date: at(-3), type_id: 2 });
    const far = await create(OWNER, { due_date: at(12) });
    const doneLater = await create(OWNER, { due_date: at(30) });
    await create(COLLEAGUE, { due_date: at(1) });
    expect([soon.display_state, late.display_state, soon.user_id, soon.status_id]).toEqual(['todo', 'late', ids[OWNER], 1]);

    const done = await ok(call('PATCH', `${TASKS}/${doneLater.id}`, OWNER, { status_id: 2 }), (value) => TaskSchema.parse(value));
    expect([done.status_id, done.display_state, done.done_date]).toEqual([2, 'done', now.toISOString()]);

    const everything = await list(OWNER);
    expect([everything.task_count, idsOf(everything.task_list)]).toEqual([3, [late.id, soon.id, doneLater.id]]);
    expect(idsOf((await list(OWNER, '?state_list=todo')).task_list)).toEqual([soon.id]);
    expect(idsOf((await list(OWNER, '?state_list=late')).task_list)).toEqual([late.id]);
    expect(idsOf((await list(OWNER, '?state_list=done,todo')).task_list)).toEqual([soon.id, doneLater.id]);
    expect(idsOf((await list(OWNER, '?limit=1&offset=1')).task_list)).toEqual([soon.id]);

    // Two days later the far task enters the window; the soon one is late.
    now = new Date(now.getTime() + 3 * DAY);
    expect(idsOf((await list(OWNER, '?state_list=todo')).task_list)).toEqual([far.id]);
    expect(idsOf((await list(OWNER, '?state_list=late')).task_list)).toEqual([late.id, soon.id]);

    const undone = await ok(call('PATCH', `${TASKS}/${doneLater.id}`, OWNER, { status_id: 1 }), (value) => TaskSchema.parse(value));
    expect([undone.status_id, undone.done_date, undone.display_state]).toEqual([1, null, 'todo']);
  });

  it('records done and deleted in the sequence’s history; a deleted task is gone', async () => {
    const sequence = await ok(call('POST', '/v1/sequence/sequences', OWNER, { name: 'Appels' }), (value) => SequenceSchema.parse(value));
    const [target] = await context.db.query<{ id: number }>('INSERT INTO sequence_targets (organization_id, sequence_id, contact_id) VALUES ($1, $2, $3) RETURNING id', [
      sequence.organization_id,
      sequence.id,
      contacts[1],
    ]);
    const task = await create(OWNER, { due_date: at(1), contact_id: contacts[1], sequence_id: sequence.id });
    await context.db.query('UPDATE tasks SET target_id = $2 WHERE id = $1', [task.id, target!.id]);
    await ok(call('PATCH', `${TASKS}/${task.id}`, OWNER, { status_id: 2 }), (value) => TaskSchema.parse(value));
    await ok(call('PATCH', `${TASKS}/${task.id}`, OWNER, { status_id: 2 }), (value) => TaskSchema.parse(value));
    const deleted = await call('DELETE', `${TASKS}/${task.id}`, OWNER);
    expect(deleted.status, deleted.text).toBe(204);
    const events = await context.db.query<{ type: string; target_id: number; detail: { task_id: number } }>(
      'SELECT type, target_id, detail FROM sequence_events WHERE sequence_id = $1 ORDER BY id',
      [sequence.id],
    );
    expect(events).toEqual([
      { type: 'task_done', target_id: target!.id, detail: { task_id: task.id } },
      { type: 'task_deleted', target_id: target!.id, detail: { task_id: task.id } },
    ]);
    expect(idsOf((await list(OWNER)).task_list)).not.toContain(task.id);
    await refused(call('PATCH', `${TASKS}/${task.id}`, OWNER, { status_id: 1 }), 404, 'NOT_FOUND');
    await refused(call('DELETE', `${TASKS}/${task.id}`, OWNER), 404, 'NOT_FOUND');
    // A task made by hand writes no history.
    const own = await create(OWNER, { due_date: at(1) });
    await ok(call('PATCH', `${TASKS}/${own.id}`, OWNER, { status_id: 2 }), (value) => TaskSchema.parse(value));
    expect((await context.db.query("SELECT 1 FROM sequence_events WHERE detail->>'task_id' = $1", [String(own.id)])).length).toBe(0);
  });

  it('keeps a task its owner’s: a colleague’s or another organisation’s id answers 404, the read-only licence 403', async () => {
    const task = await create(OWNER, { due_date: at(2) });
    for (const email of [COLLEAGUE, MANAGER, STRANGER]) {
      await refused(call('PATCH', `${TASKS}/${task.id}`, email, { status_id: 2 }), 404, 'NOT_FOUND');
      await refused(call('DELETE', `${TASKS}/${task.id}`, email), 404, 'NOT_FOUND');
    }
    await refused(call('POST', TASKS, SALES, { type_id: 1, description: '', contact_id: contacts[0], due_date: at(1) }), 403, 'AUTH.FORBIDDEN');
    await refused(call('PATCH', `${TASKS}/${task.id}`, SALES, { status_id: 2 }), 403, 'AUTH.FORBIDDEN');
    await refused(call('POST', TASKS, STRANGER, { type_id: 1, description: '', contact_id: contacts[0], due_date: at(1), user_id: ids[OWNER] }), 404, 'NOT_FOUND');
    await refused(call('POST', TASKS, COLLEAGUE, { type_id: 1, description: '', contact_id: contacts[0], due_date: at(1), user_id: ids[OWNER] }), 403, 'SEQUENCE.NOT_OWNER');
    const given = await create(MANAGER, { due_date: at(1), user_id: ids[OWNER] });
    expect(given.user_id).toBe(ids[OWNER]);
    await refused(call('POST', TASKS, OWNER, { type_id: 1, description: '', contact_id: 2_000_000_000, due_date: at(1) }), 404, 'NOT_FOUND');
    expect((await list(STRANGER)).task_list.map((entry) => entry.user_id).every((user) => user === ids[STRANGER])).toBe(true);
  });

  it('reminds each task to do due today once, with its contact and purpose, from the daily job', async () => {
    now = new Date('2026-06-10T05:30:00Z'); // 07:30 in Paris
    await context.db.query('UPDATE tasks SET reminded_at = now() WHERE reminded_at IS NULL');
    const morning = await create(OWNER, { due_date: '2026-06-10T07:00:00Z', description: 'Préparer la démonstration', contact_id: contacts[2] });
    const evening = await create(COLLEAGUE, { due_date: '2026-06-10T21:30:00Z', description: '', contact_id: contacts[3] });
    await create(OWNER, { due_date: '2026-06-10T22:30:00Z' }); // tomorrow in Paris
    const done = await create(OWNER, { due_date: '2026-06-10T09:00:00Z' });
    await ok(call('PATCH', `${TASKS}/${done.id}`, OWNER, { status_id: 2 }), (value) => TaskSchema.parse(value));

    // The daily job on pg-boss, run now: it reminds the two tasks; a second run (here the use case itself) none.
    const reminders = () =>
      context.db.query<{ user_id: number; payload: Record<string, unknown> }>(
        "SELECT user_id, payload FROM notifications WHERE notification_type_id = $1 ORDER BY (payload->>'task_id')::int",
        [NOTIFICATION_TYPES.find((type) => type.name === 'reminder')!.id],
      );
    expect(await server.app.tasks.job!.trigger()).not.toBeNull();
    await expect.poll(async () => (await reminders()).length, { timeout: 15_000, interval: 100 }).toBe(2);
    expect(await server.app.tasks.service.remindDueTasks()).toBe(0);
    const notifications = await reminders();
    expect(notifications.map((notification) => [notification.user_id, notification.payload.task_id])).toEqual([
      [ids[OWNER], morning.id],
      [ids[COLLEAGUE], evening.id],
    ]);
    expect(notifications[0]!.payload).toMatchObject({ contact: { id: contacts[2] }, reminder: { purpose: 'Préparer la démonstration' } });
    expect(notifications[1]!.payload).not.toHaveProperty('reminder');
  });
});
