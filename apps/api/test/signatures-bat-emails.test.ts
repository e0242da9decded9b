import { BAT_EMAILS_MAX, BatEmailListResponseSchema, EMAIL_HTML_MAX_BYTES, SignatureListResponseSchema, SignatureSchema } from '@cible/core';
import type { Signature } from '@cible/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';
import { signedInCalls } from './support/signed-in-calls';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const OWN = '/v1/email/signatures';
const OWN_ONE = (id: number | string) => `/v1/email/signature/${id}`;
const OTHERS = '/v1/email/signatures-of-other-users';
const FOR_OTHER = '/v1/email/signature-for-other-user';
const OF_OTHER = (id: number | string) => `/v1/email/signature-of-other-user/${id}`;
const BAT = '/v1/email/bat-emails';

const SALES = 'sales@atlas.demo';
const MARKETING = 'marketing@atlas.demo';
const SENDER = 'sender@atlas.demo';
const SENDER_V2 = 'sender-v2@atlas.demo';
const SMART_CAMPAIGN_V2 = 'smart-campaign-v2@atlas.demo';
const STRANGER = 'sales@boreal.demo';
const INTRANET = 'intranet@atlas.demo';

describeEachDatabase('signatures and test-send addresses', (context) => {
  let server: Server;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startSeededServer(context.db);
    for (const email of [SALES, MARKETING, SENDER, SENDER_V2, SMART_CAMPAIGN_V2, STRANGER, INTRANET]) {
      ids[email] = await userIdOf(context.db, email);
      tokens[email] = await server.api.login(email);
    }
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const { call, okCall: ok } = signedInCalls(() => server.api, tokens);
  const signature = (name: string, html = `<p>${name}</p>`) => ({ name, html_content: html, plain_content: name });
  const countRows = async (table: string) => (await context.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`))[0]!.count;

  describe('one’s own signatures', () => {
    it('creates, lists and replaces the caller’s signatures, HTML sanitised', async () => {
      const created = SignatureSchema.parse(
        await ok('POST', OWN, SALES, signature('Standard', '<table><tr><td style="color: #333">Jeanne</td></tr></table><img src=x onerror=alert(1)><a href="https://exemple.fr">site</a>')),
      );
      expect(created).toMatchObject({
        name: 'Standard',
        html_content: '<table><tr><td style="color:#333">Jeanne</td></tr></table><img /><a href="https://exemple.fr">site</a>',
        plain_content: 'Standard',
        user_id: ids[SALES],
      });
      const second = SignatureSchema.parse(await ok('POST', OWN, SALES, { name: 'Courte', html_content: '<p>J.</p>' }));
      expect(second.plain_content).toBeNull();
      expect(SignatureListResponseSchema.parse(await ok('GET', OWN, SALES)).signature_list).toEqual([created, second]);

      const replaced = await ok('PUT', OWN_ONE(created.id), SALES, signature('Remplacée', '<p>Nouvelle<script>alert(1)</script></p>'));
      expect(replaced).toEqual({ id: created.id, name: 'Remplacée', html_content: '<p>Nouvelle</p>', plain_content: 'Remplacée', user_id: ids[SALES] });
    });

    it('answers 404 for another user’s signature on the own routes (colleague or other organisation), changing nothing', async () => {
      const colleagues = SignatureSchema.parse(await ok('POST', OWN, MARKETING, signature('Marketing')));
      const foreign = SignatureSchema.parse(await ok('POST', OWN, STRANGER, signature('Boréal')));
      for (const target of [colleagues, foreign]) {
        const answer = await call('PUT', OWN_ONE(target.id), SALES, signature('Volée'));
        expect(answer.status).toBe(404);
        expect(answer.body).toMatchObject({ code: 'NOT_FOUND' });
      }
      expect(SignatureListResponseSchema.parse(await ok('GET', OWN, MARKETING)).signature_list).toEqual([colleagues]);
      expect(SignatureListResponseSchema.parse(await ok('GET', OWN, STRANGER)).signature_list).toEqual([foreign]);
      expect((await call('GET', OWN, INTRANET)).status).toBe(403);
    });
  });

  describe('other users’ signatures (core’s sender rule)', () => {
    it('lets marketing write a sender’s signature, and smart campaign v2 a sender v2’s, and nobody else’s', async () => {
      const forSender = SignatureSchema.parse(await ok('POST', FOR_OTHER, MARKETING, { ...signature('Pour l’expéditeur'), user_id: ids[SENDER] }));
      expect(forSender.user_id).toBe(ids[SENDER]);
      expect(SignatureListResponseSchema.parse(await ok('GET', OWN, SENDER)).signature_list).toEqual([forSender]);

      const replaced = await ok('PUT', OF_OTHER(forSender.id), MARKETING, { ...signature('Changée'), user_id: ids[SENDER] });
      expect(replaced).toMatchObject({ id: forSender.id, name: 'Changée', user_id: ids[SENDER] });

      const forSenderV2 = SignatureSchema.parse(await ok('POST', FOR_OTHER, SMART_CAMPAIGN_V2, { ...signature('V2'), user_id: ids[SENDER_V2] }));
      expect(forSenderV2.user_id).toBe(ids[SENDER_V2]);

      for (const [caller, target] of [
        [MARKETING, SALES],
        [MARKETING, SENDER_V2],
        [SMART_CAMPAIGN_V2, SENDER],
        [SALES, SENDER],
        [SENDER, MARKETING],
      ] as const) {
        const answer = await call('POST', FOR_OTHER, caller, { ...signature('Refusée'), user_id: ids[target] });
        expect(answer.status, `${caller} for ${target}`).toBe(403);
        expect(answer.body).toMatchObject({ code: 'AUTH.FORBIDDEN' });
      }
      expect((await call('PUT', OF_OTHER(forSender.id), SALES, { ...signature('Refusée'), user_id: ids[SENDER] })).status).toBe(403);
    });

    it('lists the signatures of the colleagues the caller may edit, or of the users named (403 for one he may not)', async () => {
      const senders = SignatureListResponseSchema.parse(await ok('GET', OTHERS, MARKETING)).signature_list;
      expect(senders.length).toBeGreaterThan(0);
      expect(new Set(senders.map((item) => item.user_id))).toEqual(new Set([ids[SENDER]]));
      const named = SignatureListResponseSchema.parse(await ok('GET', `${OTHERS}?user_id_list=${ids[SENDER]},${ids[MARKETING]}`, MARKETING)).signature_list;
      expect(new Set(named.map((item) => item.user_id))).toEqual(new Set([ids[SENDER], ids[MARKETING]]));
      expect((await call('GET', `${OTHERS}?user_id_list=${ids[SALES]}`, MARKETING)).status).toBe(403);
      expect(SignatureListResponseSchema.parse(await ok('GET', OTHERS, SALES)).signature_list).toEqual([]);
      const v2 = SignatureListResponseSchema.parse(await ok('GET', OTHERS, SMART_CAMPAIGN_V2)).signature_list;
      expect(new Set(v2.map((item) => item.user_id))).toEqual(new Set([ids[SENDER_V2]]));
    });

    it('serves the caller naming himself as his own, and answers 404 for another organisation or a signature of someone else', async () => {
      const mine = SignatureSchema.parse(await ok('POST', FOR_OTHER, SALES, { ...signature('Moi'), user_id: ids[SALES] }));
      expect(mine.user_id).toBe(ids[SALES]);
      expect(await ok('PUT', OF_OTHER(mine.id), SALES, { ...signature('Moi encore'), user_id: ids[SALES] })).toMatchObject({ id: mine.id, name: 'Moi encore' });

      const before = await countRows('email_signatures');
      expect((await call('POST', FOR_OTHER, MARKETING, { ...signature('x'), user_id: ids[STRANGER] })).status).toBe(404);
      expect((await call('GET', `${OTHERS}?user_id_list=${ids[STRANGER]}`, MARKETING)).status).toBe(404);
      const foreign = SignatureListResponseSchema.parse(await ok('GET', OWN, STRANGER)).signature_list[0]!;
      expect((await call('PUT', OF_OTHER(foreign.id), MARKETING, { ...signature('x'), user_id: ids[SENDER] })).status).toBe(404);
      // The sender's own signature id with another user named: not that user's signature.
      const sendersSignature: Signature = SignatureListResponseSchema.parse(await ok('GET', OWN, SENDER)).signature_list[0]!;
      expect((await call('PUT', OF_OTHER(sendersSignature.id), MARKETING, { ...signature('x'), user_id: ids[MARKETING] })).status).toBe(404);
      expect(await countRows('email_signatures')).toBe(before);
      expect(SignatureListResponseSchema.parse(await ok('GET', OWN, SENDER)).signature_list[0]).toEqual(sendersSignature);
    });

    it('refuses oversize bodies, NUL bytes and unknown fields with a coded 4xx, and stores nothing', async () => {
      const before = await countRows('email_signatures');
      for (const [method, path, body, status, code] of [
        ['POST', OWN, signature('x', 'x'.repeat(EMAIL_HTML_MAX_BYTES + 1)), 413, 'EMAIL.HTML_TOO_LARGE'],
        ['POST', OWN, signature('x', 'x'.repeat(5 * 1024 * 1024)), 413, 'PAYLOAD_TOO_LARGE'],
        ['POST', OWN, { ...signature('x'), plain_content: 'é'.repeat(EMAIL_HTML_MAX_BYTES) }, 413, 'EMAIL.HTML_TOO_LARGE'],
        ['POST', OWN, signature('a\u0000b'), 400, 'TEXT.INVALID_CHARACTER'],
        ['POST', OWN, { ...signature('x'), user_id: ids[SALES] }, 400, 'VALIDATION.INVALID_BODY'],
        ['POST', OWN, { ...signature('x'), is_default: true }, 400, 'VALIDATION.INVALID_BODY'],
        ['POST', FOR_OTHER, signature('x'), 400, 'VALIDATION.INVALID_BODY'],
        ['POST', FOR_OTHER, { ...signature('x', 'x'.repeat(EMAIL_HTML_MAX_BYTES + 1)), user_id: ids[SALES] }, 413, 'EMAIL.HTML_TOO_LARGE'],
        ['PUT', OWN_ONE('x'), signature('x'), 400, 'VALIDATION.INVALID_PARAMS'],
      ] as const) {
        const answer = await call(method, path, SALES, body);
        expect(answer.status, `${method} ${path}: ${answer.text.slice(0, 200)}`).toBe(status);
        expect(answer.body).toMatchObject({ code });
      }
      expect(await countRows('email_signatures')).toBe(before);
    });
  });

  describe('test-send addresses', () => {
    const list = async (email: string) => BatEmailListResponseSchema.parse(await ok('GET', BAT, email)).bat_email_list;
    const replace = async (email: string, emails: string[]) => BatEmailListResponseSchema.parse(await ok('PUT', BAT, email, { email_list: emails })).bat_email_list;

    it('answers the own address with id 0 first, then the stored ones in order; a kept address keeps its id', async () => {
      expect(await list(SALES)).toEqual([{ id: 0, email: SALES }]);
      const first = await replace(SALES, ['a@exemple.fr', 'b@exemple.fr']);
      expect(first.map((item) => item.email)).toEqual([SALES, 'a@exemple.fr', 'b@exemple.fr']);
      const b = first[2]!;
      const second = await replace(SALES, ['c@exemple.fr', 'B@exemple.fr', 'SALES@atlas.demo']);
      expect(second.map((item) => item.email)).toEqual([SALES, 'c@exemple.fr', 'B@exemple.fr']);
      expect(second[2]!.id).toBe(b.id);
      expect(second.map((item) => item.id)).not.toContain(first[1]!.id);
      expect(await list(SALES)).toEqual(second);
      expect(await replace(SALES, [])).toEqual([{ id: 0, email: SALES }]);
      // Another user's addresses are his own.
      await replace(MARKETING, ['m@exemple.fr']);
      expect((await list(SALES)).map((item) => item.email)).toEqual([SALES]);
    });

    it('is refused to the sender licences (403), and refuses bad lists with a coded 400, storing nothing', async () => {
      for (const email of [SENDER, SENDER_V2]) {
        expect((await call('GET', BAT, email)).status, email).toBe(403);
        expect((await call('PUT', BAT, email, { email_list: ['x@exemple.fr'] })).body, email).toMatchObject({ code: 'AUTH.FORBIDDEN' });
      }
      await replace(SALES, ['garde@exemple.fr']);
      const before = await list(SALES);
      for (const [body, code] of [
        [{ email_list: ['a@exemple.fr', 'A@exemple.fr'] }, 'BAT.DUPLICATE_EMAIL'],
        [{ email_list: ['pas une adresse'] }, 'VALIDATION.INVALID_BODY'],
        [{ email_list: Array.from({ length: BAT_EMAILS_MAX + 1 }, (_, index) => `t${index}@exemple.fr`) }, 'VALIDATION.INVALID_BODY'],
        [{ email_list: ['a\u0000@exemple.fr'] }, 'VALIDATION.INVALID_BODY'],
        [{ email_list: [], user_id: ids[MARKETING] }, 'VALIDATION.INVALID_BODY'],
      ] as const) {
        const answer = await call('PUT', BAT, SALES, body);
        expect(answer.status, answer.text).toBe(400);
        expect(answer.body).toMatchObject({ code });
      }
      expect(await list(SALES)).toEqual(before);
    });
  });
});
