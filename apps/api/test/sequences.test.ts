import {
  SEQUENCE_MODELS,
  SequenceListResponseSchema,
  SequenceNextStepsResponseSchema,
  SequenceSchema,
  SequenceSettingListResponseSchema,
  SequenceStepDtoSchema,
  SequenceStepLinkDtoSchema,
  SequenceStepListResponseSchema,
  SequenceTemplateListResponseSchema,
  sequenceStepPath,
  translate,
} from '@cible/core';
import type { Sequence, SequenceStepDto } from '@cible/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const SEQUENCES = '/v1/sequence/sequences';
const SEQUENCE = (id: number) => `${SEQUENCES}/${id}`;
const STEPS = (id: number) => `${SEQUENCE(id)}/steps`;
const STEP = (id: number, step: number) => `${STEPS(id)}/${step}`;
const LINKS = (id: number) => `${SEQUENCE(id)}/step-links`;

const OWNER = 'marketing@atlas.demo';
const COLLEAGUE = 'sales-automation@atlas.demo';
const MANAGER = 'manager@atlas.demo';
const SALES = 'sales@atlas.demo';
const STRANGER = 'manager@boreal.demo';

describeEachDatabase('sequences: model, steps, links, settings', (context) => {
  let server: Server;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const names: Record<string, { first_name: string; last_name: string }> = {};
  let contacts: number[] = [];

  beforeAll(async () => {
    await loadGeneratedData(context.db, { companies: 5, contacts: 12, news: 2, conferences: 1 }, { referenceDate: '2026-05-01', seed: 5 });
    server = await startSeededServer(context.db);
    for (const email of [OWNER, COLLEAGUE, MANAGER, SALES, STRANGER]) {
      ids[email] = await userIdOf(context.db, email);
      const [name] = await context.db.query<{ first_name: string; last_name: string }>('SELECT first_name, last_name FROM users WHERE email = $1', [email]);
      names[email] = name!;
      tokens[email] = await server.api.login(email);
    }
    contacts = (await context.db.query<{ id: string }>('SELECT id FROM contacts ORDER BY id LIMIT 3')).map((row) => Number(row.id));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const call = (method: string, path: string, email: string, body?: unknown) =>
    server.api.call(method, path, { token: tokens[email]!, ...(body === undefined ? {} : { body }) });
  const ok = async <T>(answer: Promise<{ status: number; text: string; body: unknown }>, parse: (body: unknown) => T): Promise<T> => {
    const settled = await answer;
    expect(settled.status, settled.text).toBe(200);
    return parse(settled.body);
  };
  const refused = async (answer: Promise<{ status: number; text: string; body: unknown }>, status: number, code: string) => {
    const settled = await answer;
    expect([settled.status, (settled.body as { code?: string } | null)?.code], settled.text).toEqual([status, code]);
    return settled.body as { details?: Record<string, unknown> };
  };
  const noContent = async (answer: Promise<{ status: number; text: string }>) => {
    const settled = await answer;
    expect(settled.status, settled.text).toBe(204);
  };
  const create = (email: string, body: Record<string, unknown> = { name: 'Prospection' }) =>
    ok(call('POST', SEQUENCES, email, body), (value) => SequenceSchema.parse(value));
  const addStep = (email: string, id: number, body: Record<string, unknown>) =>
    ok(call('POST', STEPS(id), email, body), (value) => SequenceStepDtoSchema.parse(value));
  const steps = (email: string, id: number) => ok(call('GET', STEPS(id), email), (value) => SequenceStepListResponseSchema.parse(value).step_list);
  const positions = (list: readonly SequenceStepDto[]) => list.map((step) => [step.id, step.position]);
  /** The path a target follows (first step, then first links) and the steps by position: equal when the links follow. */
  const pathAndOrder = (list: readonly SequenceStepDto[]) => ({
    path: sequenceStepPath(list).map((step) => step.id),
    order: [...list].sort((a, b) => a.position - b.position).map((step) => step.id),
  });
  const expectPathFollowsPositions = (list: readonly SequenceStepDto[]) => {
    const { path, order } = pathAndOrder(list);
    expect(path).toEqual(order);
    // The last step leads nowhere.
    const last = list.find((step) => step.position === list.length);
    if (last !== undefined) expect(last.link_list[0]?.next_step_id ?? null).toBeNull();
  };
  /** Each step's first link's wait and trigger, by step id. */
  const waits = (list: readonly SequenceStepDto[]) =>
    Object.fromEntries(list.map((step) => [step.id, step.link_list[0] === undefined ? null : [step.link_list[0].interval, step.link_list[0].trigger_event]]));
  const addTarget = async (sequence: Sequence, contactId: number, currentStepId: number | null = null) => {
    const [row] = await context.db.query<{ id: number }>(
      `INSERT INTO sequence_targets (organization_id, sequence_id, contact_id, current_step_id, current_step_at)
       VALUES ($1, $2, $3, $4, CASE WHEN $4::int IS NULL THEN NULL ELSE now() END) RETURNING id`,
      [sequence.organization_id, sequence.id, contactId, currentStepId],
    );
    return row!.id;
  };
  const connectMailbox = (email: string) =>
    context.db.query(
      `INSERT INTO account_connections (user_id, organization_id, kind, status, email) SELECT id, organization_id, 'mailbox', 'connected', email FROM users WHERE email = $1
       ON CONFLICT (user_id, kind) DO UPDATE SET status = 'connected', disconnected_at = NULL`,
      [email],
    );

  describe('sequences', () => {
    it('creates a draft with the defaults, reads, lists with filters, changes and deletes it', async () => {
      const created = await create(OWNER, { name: 'Relance salon' });
      expect(created).toMatchObject({
        name: 'Relance salon',
        status_id: 1,
        owner_user_id: ids[OWNER],
        sendable_days: '1,2,3,4,5',
        sendable_start_hour: 9,
        sendable_end_hour: 18,
        sendable_timezone: 'Europe/Paris',
        finish_event_mail_replied: true,
        start_date: null,
        done_date: null,
        template_id: null,
        mail_to_send: 0,
      });
      expect(await ok(call('GET', SEQUENCE(created.id), COLLEAGUE), (value) => SequenceSchema.parse(value))).toEqual(created);

      const listed = await ok(call('GET', `${SEQUENCES}?name=SALON&status_id_list=1&owner_user_id=${ids[OWNER]}`, SALES), (value) => SequenceListResponseSchema.parse(value));
      expect(listed.sequence_list.map((sequence) => sequence.id)).toContain(created.id);
      const none = await ok(call('GET', `${SEQUENCES}?name=salon&status_id_list=2`, OWNER), (value) => SequenceListResponseSchema.parse(value));
      expect(none.sequence_list.map((sequence) => sequence.id)).not.toContain(created.id);

      const changed = await ok(call('PATCH', SEQUENCE(created.id), OWNER, { name: 'Après salon', sendable_days: '5,1,1', sendable_start_hour: 8 }), (value) =>
        SequenceSchema.parse(value),
      );
      expect(changed).toMatchObject({ name: 'Après salon', sendable_days: '1,5', sendable_start_hour: 8, sendable_end_hour: 18 });

      await noContent(call('DELETE', SEQUENCE(created.id), OWNER));
      await refused(call('GET', SEQUENCE(created.id), OWNER), 404, 'NOT_FOUND');
    });

    it('pages the list by 20', async () => {
      for (let index = 0; index < 21; index += 1) await create(COLLEAGUE, { name: `Page ${index}` });
      const first = await ok(call('GET', `${SEQUENCES}?owner_user_id=${ids[COLLEAGUE]}&name=Page`, COLLEAGUE), (value) => SequenceListResponseSchema.parse(value));
      expect([first.sequence_list.length, first.sequence_count]).toEqual([20, 21]);
      const second = await ok(call('GET', `${SEQUENCES}?owner_user_id=${ids[COLLEAGUE]}&name=Page&offset=20`, COLLEAGUE), (value) =>
        SequenceListResponseSchema.parse(value),
      );
      expect(second.sequence_list).toHaveLength(1);
    });

    it('refuses an invalid sending window with core’s codes', async () => {
      await refused(call('POST', SEQUENCES, OWNER, { name: 'x', sendable_start_hour: 18, sendable_end_hour: 9 }), 400, 'SEQUENCE.END_HOUR_NOT_AFTER_START');
      await refused(call('POST', SEQUENCES, OWNER, { name: 'x', sendable_timezone: 'Mars/Olympus' }), 400, 'TIMEZONE.INVALID');
      const created = await create(OWNER);
      await refused(call('PATCH', SEQUENCE(created.id), OWNER, { sendable_end_hour: 9 }), 400, 'SEQUENCE.END_HOUR_NOT_AFTER_START');
    });

    it('starts from a ready-made model: its steps, linked in order', async () => {
      const models = await ok(call('GET', '/v1/sequence/templates', SALES), (value) => SequenceTemplateListResponseSchema.parse(value));
      expect(models.template_list).toEqual(
        SEQUENCE_MODELS.map((model) => ({ id: model.id, name: translate(model.name), description: translate(model.description), step_count: model.steps.length })),
      );
      const model = SEQUENCE_MODELS[1]!;
      const created = await create(OWNER, { name: 'Depuis un modèle', template_id: model.id });
      const list = await steps(OWNER, created.id);
      expect(list.map((step) => step.type_id)).toEqual(model.steps.map((step) => step.type_id));
      expect(list[0]!.email_subject).toBe(translate(model.steps[0]!.email_subject!));
      expect(list[1]!.task_description).toBe(translate(model.steps[1]!.task_description!));
      for (const [index, step] of list.entries()) {
        const next = list[index + 1];
        expect(step.link_list.map((link) => link.next_step_id)).toEqual(next ? [next.id] : []);
      }
      expect(list[1]!.link_list[0]).toMatchObject({ interval: model.steps[1]!.interval, trigger_event: 'task_done' });
      await refused(call('POST', SEQUENCES, OWNER, { name: 'x', template_id: 999 }), 404, 'NOT_FOUND');
    });

    it('moves through the allowed transitions and refuses the others', async () => {
      await connectMailbox(OWNER);
      const sequence = await create(OWNER);
      await refused(call('PATCH', SEQUENCE(sequence.id), OWNER, { status_id: 4 }), 409, 'SEQUENCE.TRANSITION_NOT_ALLOWED');
      const step = await addStep(OWNER, sequence.id, { type_id: 2, email_subject: 'Bonjour' });
      await addTarget(sequence, contacts[0]!);
      const ongoing = await ok(call('PATCH', SEQUENCE(sequence.id), OWNER, { status_id: 2 }), (value) => SequenceSchema.parse(value));
      expect(ongoing.status_id).toBe(2);
      expect(ongoing.start_date).not.toBeNull();
      await refused(call('PATCH', SEQUENCE(sequence.id), OWNER, { status_id: 1 }), 409, 'SEQUENCE.TRANSITION_NOT_ALLOWED');
      // Ongoing: the steps are locked and the sequence cannot be deleted.
      await refused(call('PATCH', STEP(sequence.id, step.id), OWNER, { email_subject: 'Autre' }), 409, 'SEQUENCE.STEPS_LOCKED');
      await refused(call('DELETE', SEQUENCE(sequence.id), OWNER), 409, 'SEQUENCE.NOT_DELETABLE');
      expect((await ok(call('PATCH', SEQUENCE(sequence.id), OWNER, { status_id: 3 }), (value) => SequenceSchema.parse(value))).status_id).toBe(3);
      await ok(call('PATCH', STEP(sequence.id, step.id), OWNER, { email_subject: 'Autre' }), (value) => value);
      const done = await ok(call('PATCH', SEQUENCE(sequence.id), OWNER, { status_id: 4 }), (value) => SequenceSchema.parse(value));
      expect([done.status_id, done.done_date === null]).toEqual([4, false]);
      expect((await ok(call('PATCH', SEQUENCE(sequence.id), OWNER, { status_id: 5 }), (value) => SequenceSchema.parse(value))).status_id).toBe(5);
      // Archived: read only for every licence, not even a rename; still readable and duplicable.
      await refused(call('PATCH', SEQUENCE(sequence.id), OWNER, { name: 'Renommée' }), 409, 'SEQUENCE.READ_ONLY');
      await refused(call('DELETE', SEQUENCE(sequence.id), OWNER), 409, 'SEQUENCE.READ_ONLY');
      await ok(call('GET', SEQUENCE(sequence.id), OWNER), (value) => value);
    });

    it('launches only with a step, a target and the owner’s connected mailbox; a future start date programs it', async () => {
      const sequence = await create(COLLEAGUE);
      const missing = await refused(call('PATCH', SEQUENCE(sequence.id), COLLEAGUE, { status_id: 2 }), 422, 'SEQUENCE.NO_STEP');
      expect(missing.details).toMatchObject({ missing: ['SEQUENCE.NO_STEP', 'SEQUENCE.NO_TARGET', 'SEQUENCE.NO_SENDER_MAILBOX'] });
      await addStep(COLLEAGUE, sequence.id, { type_id: 1, task_type_id: 1, task_description: 'Appeler' });
      await refused(call('PATCH', SEQUENCE(sequence.id), COLLEAGUE, { status_id: 2 }), 422, 'SEQUENCE.NO_TARGET');
      await addTarget(sequence, contacts[0]!);
      await refused(call('PATCH', SEQUENCE(sequence.id), COLLEAGUE, { status_id: 6 }), 422, 'SEQUENCE.NO_SENDER_MAILBOX');
      await connectMailbox(COLLEAGUE);
      const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
      const programmed = await ok(call('PATCH', SEQUENCE(sequence.id), COLLEAGUE, { status_id: 2, start_date: start }), (value) => SequenceSchema.parse(value));
      expect([programmed.status_id, programmed.start_date]).toEqual([6, start]);
      const back = await ok(call('PATCH', SEQUENCE(sequence.id), COLLEAGUE, { status_id: 1 }), (value) => SequenceSchema.parse(value));
      expect(back.status_id).toBe(1);
      const started = await ok(call('PATCH', SEQUENCE(sequence.id), COLLEAGUE, { status_id: 6, start_date: null }), (value) => SequenceSchema.parse(value));
      expect(started.status_id).toBe(2);
      await refused(call('PATCH', SEQUENCE(sequence.id), COLLEAGUE, { start_date: start }), 409, 'SEQUENCE.ALREADY_STARTED');
    });
  });

  describe('steps and links', () => {
    it('refuses a 7th e-mail step but not a task step', async () => {
      const sequence = await create(OWNER);
      for (let index = 0; index < 6; index += 1) await addStep(OWNER, sequence.id, { type_id: 2, email_subject: `E-mail ${index + 1}` });
      const refusal = await refused(call('POST', STEPS(sequence.id), OWNER, { type_id: 2 }), 422, 'SEQUENCE.TOO_MANY_EMAIL_STEPS');
      expect(refusal.details).toEqual({ count: 6, max: 6 });
      await addStep(OWNER, sequence.id, { type_id: 1, task_type_id: 2 });
      expect((await steps(OWNER, sequence.id)).map((step) => step.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    });

    it('keeps the 6 e-mail steps rule and dense positions under concurrent additions', async () => {
      const sequence = await create(OWNER);
      const answers = await Promise.all(Array.from({ length: 9 }, (_, index) => call('POST', STEPS(sequence.id), OWNER, { type_id: 2, position: 1, email_subject: `E${index}` })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 422, 422, 422]);
      expect((await steps(OWNER, sequence.id)).map((step) => step.position)).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it('sanitises step HTML, refuses fields of the other type, checks the template and task description', async () => {
      const sequence = await create(OWNER);
      const step = await addStep(OWNER, sequence.id, { type_id: 2, email_subject: 'Bonjour', email_html_content: '<p onclick="x()">Bonjour</p><script>alert(1)</script>' });
      expect(step.email_html_content).toBe('<p>Bonjour</p>');
      await refused(call('POST', STEPS(sequence.id), OWNER, { type_id: 2, task_description: 'Appeler' }), 400, 'SEQUENCE.STEP_FIELDS_MISMATCH');
      await refused(call('PATCH', STEP(sequence.id, step.id), OWNER, { task_type_id: 1 }), 400, 'SEQUENCE.STEP_FIELDS_MISMATCH');
      await refused(call('POST', STEPS(sequence.id), OWNER, { type_id: 1, task_description: 'x'.repeat(256) }), 400, 'VALIDATION.INVALID_BODY');
      const [template] = await context.db.query<{ id: number }>(
        "INSERT INTO email_templates (organization_id, owner_user_id, name, subject, html_content) SELECT organization_id, id, 'M', 'S', '<p>x</p>' FROM users WHERE email = $1 RETURNING id",
        [OWNER],
      );
      expect((await addStep(OWNER, sequence.id, { type_id: 2, template_id: template!.id })).template_id).toBe(template!.id);
      await refused(call('POST', STEPS(sequence.id), COLLEAGUE, { type_id: 2, template_id: template!.id }), 404, 'NOT_FOUND');
    });

    it('inserts at a position, switches and deletes steps keeping positions dense, the path following the positions in the same request', async () => {
      const sequence = await create(OWNER);
      const a = await addStep(OWNER, sequence.id, { type_id: 2, email_subject: 'A' });
      expectPathFollowsPositions(await steps(OWNER, sequence.id));
      const c = await addStep(OWNER, sequence.id, { type_id: 1, task_type_id: 1 });
      expectPathFollowsPositions(await steps(OWNER, sequence.id));
      const b = await addStep(OWNER, sequence.id, { type_id: 2, email_subject: 'B', position: 2 });
      const added = await steps(OWNER, sequence.id);
      expect(positions(added)).toEqual([[a.id, 1], [b.id, 2], [c.id, 3]]);
      expectPathFollowsPositions(added);
      // The server made the links (default 1 day); step-links sets a step's link (no second link) and its wait.
      const ab = await ok(call('POST', LINKS(sequence.id), OWNER, { step_id: a.id, next_step_id: b.id, interval: 3 }), (value) => SequenceStepLinkDtoSchema.parse(value));
      expect(ab.id).toBe(added.find((step) => step.id === a.id)!.link_list[0]!.id);
      const bc = await ok(call('POST', LINKS(sequence.id), OWNER, { step_id: b.id, next_step_id: c.id, interval: 5 }), (value) => SequenceStepLinkDtoSchema.parse(value));
      expect([ab.interval, bc.interval, bc.trigger_event]).toEqual([3, 5, null]);
      const linked = await steps(OWNER, sequence.id);
      expect(linked.map((step) => step.link_list.length)).toEqual([1, 1, 0]);
      const before = waits(linked);

      // The first and the last swap: each keeps its own wait; the path follows the new order.
      const switched = await ok(call('POST', `${SEQUENCE(sequence.id)}/switch-steps`, OWNER, { step_id: a.id, other_step_id: c.id }), (value) =>
        SequenceStepListResponseSchema.parse(value),
      );
      expect(positions(switched.step_list)).toEqual([[c.id, 1], [b.id, 2], [a.id, 3]]);
      expectPathFollowsPositions(switched.step_list);
      expect(waits(switched.step_list)).toMatchObject({ [a.id]: before[a.id], [b.id]: before[b.id], [c.id]: [1, null] });
      // Two neighbours in the middle and at the end swap.
      const again = await ok(call('POST', `${SEQUENCE(sequence.id)}/switch-steps`, OWNER, { step_id: a.id, other_step_id: b.id }), (value) =>
        SequenceStepListResponseSchema.parse(value).step_list,
      );
      expect(positions(again)).toEqual([[c.id, 1], [a.id, 2], [b.id, 3]]);
      expectPathFollowsPositions(again);
      await refused(call('POST', `${SEQUENCE(sequence.id)}/switch-steps`, OWNER, { step_id: a.id, other_step_id: a.id }), 400, 'SEQUENCE.SAME_STEP');

      // Removing the middle step: its neighbours are joined, the first keeps its wait.
      await noContent(call('DELETE', STEP(sequence.id, a.id), OWNER));
      const left = await steps(OWNER, sequence.id);
      expect(positions(left)).toEqual([[c.id, 1], [b.id, 2]]);
      expectPathFollowsPositions(left);
      // Removing the first step, then the last one.
      await noContent(call('DELETE', STEP(sequence.id, c.id), OWNER));
      const one = await steps(OWNER, sequence.id);
      expect(positions(one)).toEqual([[b.id, 1]]);
      expectPathFollowsPositions(one);
      const d = await addStep(OWNER, sequence.id, { type_id: 2, email_subject: 'D', position: 1 });
      expectPathFollowsPositions(await steps(OWNER, sequence.id));
      await noContent(call('DELETE', STEP(sequence.id, b.id), OWNER));
      expect((await steps(OWNER, sequence.id)).map((step) => [step.id, step.position, step.link_list.map((link) => link.next_step_id)])).toEqual([[d.id, 1, [null]]]);
    });

    it('leaves a path that follows the positions after concurrent switches and additions', async () => {
      const sequence = await create(OWNER);
      const made: SequenceStepDto[] = [];
      for (let index = 0; index < 5; index += 1) made.push(await addStep(OWNER, sequence.id, { type_id: 1, task_type_id: 1 }));
      const [s1, s2, s3, s4, s5] = made.map((step) => step.id) as [number, number, number, number, number];
      const switches = await Promise.all([
        call('POST', `${SEQUENCE(sequence.id)}/switch-steps`, OWNER, { step_id: s1, other_step_id: s2 }),
        call('POST', `${SEQUENCE(sequence.id)}/switch-steps`, OWNER, { step_id: s2, other_step_id: s5 }),
        call('POST', `${SEQUENCE(sequence.id)}/switch-steps`, OWNER, { step_id: s3, other_step_id: s4 }),
        call('POST', STEPS(sequence.id), OWNER, { type_id: 2, position: 3 }),
      ]);
      expect(switches.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const after = await steps(OWNER, sequence.id);
      expect(after.map((step) => step.position)).toEqual([1, 2, 3, 4, 5, 6]);
      expectPathFollowsPositions(after);
    });

    it('refuses a link that leads elsewhere than the next step by position, and changes nothing; a wait or trigger change passes', async () => {
      const sequence = await create(OWNER);
      const first = await addStep(OWNER, sequence.id, { type_id: 1, task_type_id: 1 });
      const second = await addStep(OWNER, sequence.id, { type_id: 2 });
      const third = await addStep(OWNER, sequence.id, { type_id: 2 });
      const before = await steps(OWNER, sequence.id);
      const link = before.find((step) => step.id === first.id)!.link_list[0]!;
      const skip = await refused(call('PATCH', `${LINKS(sequence.id)}/${link.id}`, OWNER, { next_step_id: third.id }), 409, 'SEQUENCE.LINK_OFF_PATH');
      expect(skip.details).toEqual({ step_id: first.id, next_step_id: third.id, expected_next_step_id: second.id });
      await refused(call('PATCH', `${LINKS(sequence.id)}/${link.id}`, OWNER, { next_step_id: null, interval: 9 }), 409, 'SEQUENCE.LINK_OFF_PATH');
      await refused(call('POST', LINKS(sequence.id), OWNER, { step_id: third.id, next_step_id: first.id }), 409, 'SEQUENCE.LINK_OFF_PATH');
      await refused(call('POST', LINKS(sequence.id), OWNER, { step_id: second.id, next_step_id: null }), 409, 'SEQUENCE.LINK_OFF_PATH');
      expect(await steps(OWNER, sequence.id)).toEqual(before);
      const changed = await ok(call('PATCH', `${LINKS(sequence.id)}/${link.id}`, OWNER, { interval: 4, trigger_event: 'task_done' }), (value) => SequenceStepLinkDtoSchema.parse(value));
      expect(changed).toEqual({ ...link, interval: 4, trigger_event: 'task_done' });
      const same = await ok(call('PATCH', `${LINKS(sequence.id)}/${link.id}`, OWNER, { next_step_id: second.id }), (value) => SequenceStepLinkDtoSchema.parse(value));
      expect(same.next_step_id).toBe(second.id);
      expectPathFollowsPositions(await steps(OWNER, sequence.id));
    });

    it('checks links: steps of the same sequence, not itself, a trigger only after a task step', async () => {
      const sequence = await create(OWNER);
      const other = await create(OWNER);
      const task = await addStep(OWNER, sequence.id, { type_id: 1, task_type_id: 1 });
      const mail = await addStep(OWNER, sequence.id, { type_id: 2 });
      const last = await addStep(OWNER, sequence.id, { type_id: 1, task_type_id: 1 });
      const foreign = await addStep(OWNER, other.id, { type_id: 2 });
      await refused(call('POST', LINKS(sequence.id), OWNER, { step_id: mail.id, next_step_id: foreign.id }), 404, 'NOT_FOUND');
      await refused(call('POST', LINKS(sequence.id), OWNER, { step_id: mail.id, next_step_id: mail.id }), 400, 'SEQUENCE.LINK_TO_ITSELF');
      await refused(call('POST', LINKS(sequence.id), OWNER, { step_id: mail.id, next_step_id: last.id, trigger_event: 'task_done' }), 400, 'SEQUENCE.TRIGGER_NOT_ON_TASK_STEP');
      const link = await ok(call('POST', LINKS(sequence.id), OWNER, { step_id: task.id, next_step_id: mail.id, trigger_event: 'task_created' }), (value) =>
        SequenceStepLinkDtoSchema.parse(value),
      );
      const changed = await ok(call('PATCH', `${LINKS(sequence.id)}/${link.id}`, OWNER, { interval: 0, trigger_event: 'task_done' }), (value) => SequenceStepLinkDtoSchema.parse(value));
      expect(changed).toEqual({ id: link.id, step_id: task.id, next_step_id: mail.id, interval: 0, trigger_event: 'task_done' });
      await refused(call('PATCH', `${LINKS(other.id)}/${link.id}`, OWNER, { interval: 2 }), 404, 'NOT_FOUND');
    });

    it('answers the next step of each target and the sequences of a contact', async () => {
      const sequence = await create(OWNER);
      const first = await addStep(OWNER, sequence.id, { type_id: 2 });
      const second = await addStep(OWNER, sequence.id, { type_id: 1, task_type_id: 1 });
      await ok(call('POST', LINKS(sequence.id), OWNER, { step_id: first.id, next_step_id: second.id }), (value) => value);
      const fresh = await addTarget(sequence, contacts[1]!);
      const started = await addTarget(sequence, contacts[2]!, first.id);
      const done = await addTarget(sequence, contacts[0]!, second.id);
      const next = await ok(call('GET', `${SEQUENCE(sequence.id)}/next-steps`, SALES), (value) => SequenceNextStepsResponseSchema.parse(value));
      expect(next.next_step_list).toEqual([
        { target_id: fresh, next_step_id: first.id },
        { target_id: started, next_step_id: second.id },
        { target_id: done, next_step_id: null },
      ]);
      const some = await ok(call('GET', `${SEQUENCE(sequence.id)}/next-steps?target_id_list=${started}`, SALES), (value) => SequenceNextStepsResponseSchema.parse(value));
      expect(some.next_step_list).toEqual([{ target_id: started, next_step_id: second.id }]);
      const withContact = await ok(call('GET', `${SEQUENCES}/search-by-contact-id?contact_id=${contacts[1]}`, SALES), (value) => SequenceListResponseSchema.parse(value));
      expect(withContact.sequence_list.map((item) => item.id)).toEqual([sequence.id]);
      expect(withContact.sequence_list[0]).toMatchObject({ mail_to_send: 1, task_to_create: 2 });
      const elsewhere = await ok(call('GET', `${SEQUENCES}/search-by-contact-id?contact_id=${contacts[1]}`, STRANGER), (value) => SequenceListResponseSchema.parse(value));
      expect(elsewhere.sequence_count).toBe(0);
    });

    it('duplicates a sequence with its steps and links as a draft of the caller', async () => {
      await connectMailbox(OWNER);
      const sequence = await create(OWNER, { name: 'Original', template_id: 1 });
      await addTarget(sequence, contacts[0]!);
      await ok(call('PATCH', SEQUENCE(sequence.id), OWNER, { status_id: 2 }), (value) => value);
      const copy = await ok(call('POST', `${SEQUENCE(sequence.id)}/duplicate`, COLLEAGUE, {}), (value) => SequenceSchema.parse(value));
      expect(copy).toMatchObject({ name: 'Original (copie)', status_id: 1, owner_user_id: ids[COLLEAGUE], start_date: null, template_id: 1 });
      const original = await steps(OWNER, sequence.id);
      const copied = await steps(COLLEAGUE, copy.id);
      expect(copied.map((step) => [step.position, step.type_id, step.email_subject])).toEqual(original.map((step) => [step.position, step.type_id, step.email_subject]));
      const byId = new Map(copied.map((step) => [step.id, step.position]));
      const originalById = new Map(original.map((step) => [step.id, step.position]));
      expect(copied.map((step) => step.link_list.map((link) => [byId.get(link.next_step_id!), link.interval])))
        .toEqual(original.map((step) => step.link_list.map((link) => [originalById.get(link.next_step_id!), link.interval])));
      expect(copied.every((step) => !original.some((other) => other.id === step.id))).toBe(true);
      const named = await ok(call('POST', `${SEQUENCE(sequence.id)}/duplicate`, OWNER, { name: 'Nouvelle' }), (value) => SequenceSchema.parse(value));
      expect(named.name).toBe('Nouvelle');
    });
  });

  describe('who may act', () => {
    it('lets sales read only: 403 on every write', async () => {
      const sequence = await create(OWNER);
      const step = await addStep(OWNER, sequence.id, { type_id: 2 });
      await ok(call('GET', SEQUENCE(sequence.id), SALES), (value) => value);
      await ok(call('GET', STEPS(sequence.id), SALES), (value) => value);
      for (const [method, path, body] of [
        ['POST', SEQUENCES, { name: 'x' }],
        ['PATCH', SEQUENCE(sequence.id), { name: 'x' }],
        ['DELETE', SEQUENCE(sequence.id), undefined],
        ['POST', `${SEQUENCE(sequence.id)}/duplicate`, {}],
        ['POST', STEPS(sequence.id), { type_id: 2 }],
        ['PATCH', STEP(sequence.id, step.id), { email_subject: 'x' }],
        ['DELETE', STEP(sequence.id, step.id), undefined],
        ['PUT', '/v1/sequence/settings', { setting_list: [{ user_id: ids[SALES], daily_threshold: 10 }] }],
      ] as const) {
        await refused(call(method, path, SALES, body), 403, 'AUTH.FORBIDDEN');
      }
    });

    it('lets colleagues read but only the owner or a manager change a sequence', async () => {
      const sequence = await create(OWNER);
      await refused(call('PATCH', SEQUENCE(sequence.id), COLLEAGUE, { name: 'x' }), 403, 'SEQUENCE.NOT_OWNER');
      await refused(call('POST', STEPS(sequence.id), COLLEAGUE, { type_id: 2 }), 403, 'SEQUENCE.NOT_OWNER');
      await refused(call('DELETE', SEQUENCE(sequence.id), COLLEAGUE), 403, 'SEQUENCE.NOT_OWNER');
      expect((await ok(call('PATCH', SEQUENCE(sequence.id), MANAGER, { name: 'Par le manager' }), (value) => SequenceSchema.parse(value))).name).toBe('Par le manager');
      await noContent(call('DELETE', SEQUENCE(sequence.id), MANAGER));
    });

    it('answers 404 for another organisation’s sequence, step and link, and changes nothing', async () => {
      const sequence = await create(OWNER);
      const step = await addStep(OWNER, sequence.id, { type_id: 2 });
      const other = await addStep(OWNER, sequence.id, { type_id: 1, task_type_id: 1 });
      const link = await ok(call('POST', LINKS(sequence.id), OWNER, { step_id: step.id, next_step_id: other.id }), (value) => SequenceStepLinkDtoSchema.parse(value));
      const own = await create(STRANGER);
      await refused(call('GET', SEQUENCE(sequence.id), STRANGER), 404, 'NOT_FOUND');
      await refused(call('PATCH', SEQUENCE(sequence.id), STRANGER, { name: 'x' }), 404, 'NOT_FOUND');
      await refused(call('DELETE', SEQUENCE(sequence.id), STRANGER), 404, 'NOT_FOUND');
      await refused(call('PATCH', STEP(own.id, step.id), STRANGER, { email_subject: 'x' }), 404, 'NOT_FOUND');
      await refused(call('PATCH', `${LINKS(own.id)}/${link.id}`, STRANGER, { interval: 4 }), 404, 'NOT_FOUND');
      await refused(call('POST', `${SEQUENCES}/search`, STRANGER, { organization_id: sequence.organization_id }), 404, 'NOT_FOUND');
      const searched = await ok(call('POST', `${SEQUENCES}/search`, OWNER, { id_list: [sequence.id] }), (value) => SequenceListResponseSchema.parse(value));
      expect(searched.sequence_list.map((item) => item.name)).toEqual(['Prospection']);
      expect((await steps(OWNER, sequence.id)).map((item) => item.email_subject)).toEqual([null, null]);
    });
  });

  describe('settings', () => {
    it('lists the organisation’s active users with the default threshold, sets one’s own, a manager sets anyone’s', async () => {
      const before = await ok(call('GET', '/v1/sequence/settings', SALES), (value) => SequenceSettingListResponseSchema.parse(value));
      expect(before.setting_list.find((setting) => setting.user_id === ids[OWNER])).toEqual({ user_id: ids[OWNER], email: OWNER, ...names[OWNER], daily_threshold: 50 });
      expect(before.setting_list.some((setting) => setting.user_id === ids[STRANGER])).toBe(false);
      const own = await ok(call('PUT', '/v1/sequence/settings', OWNER, { setting_list: [{ user_id: ids[OWNER], daily_threshold: 120 }] }), (value) =>
        SequenceSettingListResponseSchema.parse(value),
      );
      expect(own.setting_list.find((setting) => setting.user_id === ids[OWNER])!.daily_threshold).toBe(120);
      await refused(call('PUT', '/v1/sequence/settings', OWNER, { setting_list: [{ user_id: ids[COLLEAGUE], daily_threshold: 10 }] }), 403, 'SEQUENCE.NOT_OWNER');
      const managed = await ok(call('PUT', '/v1/sequence/settings', MANAGER, { setting_list: [{ user_id: ids[COLLEAGUE], daily_threshold: 10 }] }), (value) =>
        SequenceSettingListResponseSchema.parse(value),
      );
      expect(managed.setting_list.find((setting) => setting.user_id === ids[COLLEAGUE])!.daily_threshold).toBe(10);
      const twice = await ok(
        call('PUT', '/v1/sequence/settings', MANAGER, { setting_list: [{ user_id: ids[SALES], daily_threshold: 30 }, { user_id: ids[SALES], daily_threshold: 40 }] }),
        (value) => SequenceSettingListResponseSchema.parse(value),
      );
      expect(twice.setting_list.find((setting) => setting.user_id === ids[SALES])!.daily_threshold).toBe(40);
      await refused(call('PUT', '/v1/sequence/settings', MANAGER, { setting_list: [{ user_id: ids[STRANGER], daily_threshold: 10 }] }), 404, 'NOT_FOUND');
      await refused(call('PUT', '/v1/sequence/settings', OWNER, { setting_list: [{ user_id: ids[OWNER], daily_threshold: 0 }] }), 400, 'VALIDATION.INVALID_BODY');
    });

    it('answers an empty page of scheduled e-mails while the planner has planned nothing (the runner jobs are off in tests)', async () => {
      const page = await call('GET', '/v1/sequence/scheduled-emails?date_from=2026-01-01&date_to=2026-12-31', OWNER);
      expect([page.status, page.body]).toEqual([200, { scheduled_email_list: [], scheduled_email_count: 0 }]);
    });
  });
});
