import { readdir } from 'node:fs/promises';
import { QUERY_TYPE, SOCKET_MESSAGE_TYPE } from '@cible/core';
import type { Export, ExportProgressPush } from '@cible/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCreditAmount } from '../src/modules/credits/credit-ledger';
import { openSocket } from './support/socket-client';
import { organizationIdOf, startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const MANAGER = 'manager@atlas.demo';
const KAM = 'kam@atlas.demo';
const SALES = 'sales@atlas.demo';
const OTHER_MANAGER = 'manager@boreal.demo';
/** The maximum of rows of this test server's exports (core's is 200 000). */
const MAX_ROWS = 5;

describeEachDatabase('exports', (context) => {
  let server: Server;
  const tokens: Record<string, string> = {};
  const users: Record<string, number> = {};
  let atlas: number;
  let boreal: number;
  let contactIds: number[];
  let companyIds: number[];
  let contactList: number;
  let emptyList: number;
  let kamList: number;
  let borealList: number;

  const call = (email: string, method: string, path: string, body?: unknown) =>
    server.api.call<Record<string, unknown>>(method, path, { token: tokens[email]!, ...(body === undefined ? {} : { body }) });
  const setCredits = (email: string, kind: 'export' | 'email-rental', amount: number) =>
    context.db.transaction((tx) =>
      setCreditAmount(tx, { organizationId: email.endsWith('boreal.demo') ? boreal : atlas, userId: users[email]!, kind, newAmount: amount, comment: 'test', authorUserId: null }),
    );
  const creditsOf = async (email: string, kind: string) =>
    (await context.db.query<{ amount: number }>('SELECT amount FROM credits WHERE user_id = $1 AND kind = $2', [users[email]!, kind]))[0]?.amount ?? 0;
  const consumptionsOf = (exportId: number) =>
    context.db.query<{ kind: string; taken: number }>(
      "SELECT kind, old_amount - new_amount AS taken FROM credit_history WHERE type = 'consumption' AND reference = $1",
      [`export:${exportId}`],
    );
  const insertList = async (email: string, queryTypeId: number, criteria: Record<string, unknown>) => {
    const organizationId = email.endsWith('boreal.demo') ? boreal : atlas;
    const [row] = await context.db.query<{ id: number }>(
      'INSERT INTO queries (organization_id, owner_user_id, query_type_id, name, criteria) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [organizationId, users[email]!, queryTypeId, `Liste ${queryTypeId}`, criteria],
    );
    return row!.id;
  };
  /** Waits until the export is finished (success or failure) and answers it. */
  const finished = async (email: string, id: number): Promise<Export> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const answer = await call(email, 'GET', `/v1/exports/${id}`);
      expect(answer.status).toBe(200);
      const current = answer.body as unknown as Export;
      if (current.status === 'success' || current.status === 'failure') return current;
      if (Date.now() > deadline) throw new Error(`export ${id} still ${current.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const download = async (email: string, id: number) =>
    fetch(`${server.baseUrl}/v1/exports/${id}/download`, { headers: { authorization: `Bearer ${tokens[email]!}` } });

  beforeAll(async () => {
    server = await startSeededServer(context.db, { env: { EXPORT_JOBS: 'on' }, exports: { maxRowCount: MAX_ROWS } });
    atlas = await organizationIdOf(context.db, 'Atlas Conseil');
    boreal = await organizationIdOf(context.db, 'Boréal Industrie');
    await context.db.query("UPDATE users SET can_export = true WHERE lower(email) = 'kam@atlas.demo'");
    for (const email of [MANAGER, KAM, SALES, OTHER_MANAGER]) {
      users[email] = await userIdOf(context.db, email);
      tokens[email] = await server.api.login(email);
    }
    const companies = await context.db.query<{ id: string }>(
      "INSERT INTO companies (name, size_id, siren) VALUES ('Exportations Alpha', 211, '111111111'), ('=Formule SA', 211, NULL) RETURNING id",
    );
    companyIds = companies.map((row) => Number(row.id));
    const contacts = await context.db.query<{ id: string }>(
      `INSERT INTO contacts (first_name, last_name, company_id, job_label, email, civility_id) VALUES
         ('Anne', 'Export', $1, 'Directrice', 'anne.export@alpha.test', 2),
         ('Bruno', 'Sansmail', $1, 'Acheteur', NULL, 1),
         ('Chloé', '=1+1', $2, NULL, 'chloe@formule.test', 2)
       RETURNING id`,
      [companyIds[0], companyIds[1]],
    );
    contactIds = contacts.map((row) => Number(row.id));
    contactList = await insertList(MANAGER, QUERY_TYPE.address_book, { person_id_list: contactIds });
    emptyList = await insertList(MANAGER, QUERY_TYPE.address_book, {});
    kamList = await insertList(KAM, QUERY_TYPE.address_book, { person_id_list: contactIds });
    borealList = await insertList(OTHER_MANAGER, QUERY_TYPE.address_book, { person_id_list: contactIds });
    await setCredits(MANAGER, 'export', 100);
    await setCredits(MANAGER, 'email-rental', 10);
    await setCredits(KAM, 'export', 100);
  }, 180_000);

  afterAll(async () => {
    await server?.close();
  });

  it('exports a list as CSV in a job: progress pushed to the owner’s socket, the file downloaded, the credits taken once', async () => {
    const socket = await openSocket(server.baseUrl, tokens[MANAGER]!);
    const colleagueSocket = await openSocket(server.baseUrl, tokens[KAM]!);
    try {
      const created = await call(MANAGER, 'POST', '/v1/exports/prospecting-lists', { query_id_list: [contactList], file_format: 'csv' });
      expect(created.status).toBe(200);
      const pending = created.body as unknown as Export;
      expect(pending).toMatchObject({ type: 'prospecting_lists', status: 'pending', total_row_count: 3, processed_row_count: 0, file_format: 'csv', user_id: users[MANAGER] });
      const done = await finished(MANAGER, pending.id);
      expect(done).toMatchObject({ status: 'success', row_count: 3, processed_row_count: 3, file_name: `cible-prospecting-lists-${pending.id}.csv`, error_code: null });

      // Pushes: the owner's socket hears the export through to its success; the colleague hears nothing.
      const deadline = Date.now() + 5_000;
      const pushes = () => socket.messages.filter((message) => message?.type_id === SOCKET_MESSAGE_TYPE.exportProgress).map((message) => (message!.payload as ExportProgressPush).export);
      while (!pushes().some((pushed) => pushed.id === pending.id && pushed.status === 'success') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      const mine = pushes().filter((pushed) => pushed.id === pending.id);
      expect(mine.at(-1)).toMatchObject({ status: 'success', row_count: 3 });
      expect(mine.length).toBeGreaterThanOrEqual(2);
      expect(colleagueSocket.messages.filter((message) => message?.type_id === SOCKET_MESSAGE_TYPE.exportProgress)).toEqual([]);

      const file = await download(MANAGER, pending.id);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toContain('text/csv');
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="cible-prospecting-lists-${pending.id}.csv"; filename*=UTF-8''cible-prospecting-lists-${pending.id}.csv`,
      );
      const text = await file.text();
      const lines = text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
      expect(lines[0]).toBe('Civilité;Prénom;Nom;Fonction;Entreprise;E-mail;Ligne directe;Mobile;LinkedIn');
      expect(lines.slice(1)).toEqual([
        'Mme;Anne;Export;Directrice;Exportations Alpha;anne.export@alpha.test;;;',
        'M.;Bruno;Sansmail;Acheteur;Exportations Alpha;;;;',
        // A text a spreadsheet would run as a formula is written as text.
        `Mme;Chloé;'=1+1;;'=Formule SA;chloe@formule.test;;;`,
      ]);

      expect(await consumptionsOf(pending.id)).toEqual([{ kind: 'export', taken: 3 }]);
      expect(await creditsOf(MANAGER, 'export')).toBe(97);
      // A retried job of a finished export does nothing: no second file, no second consumption.
      await server.app.exports.service.run(pending.id);
      expect(await consumptionsOf(pending.id)).toEqual([{ kind: 'export', taken: 3 }]);
      expect(await creditsOf(MANAGER, 'export')).toBe(97);
    } finally {
      await socket.close();
      await colleagueSocket.close();
    }
  }, 60_000);

  it('exports picked companies as XLSX, read back with exceljs', async () => {
    const created = await call(MANAGER, 'POST', '/v1/exports/individual', { company_id_list: companyIds, file_format: 'xlsx' });
    expect(created.status).toBe(200);
    const done = await finished(MANAGER, (created.body as unknown as Export).id);
    expect(done).toMatchObject({ status: 'success', row_count: 2 });
    const file = await download(MANAGER, done.id);
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await file.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Raison sociale', 'SIREN', 'Code NAF', 'Activité', 'Site web', 'Effectif']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Exportations Alpha', `'=Formule SA`]);
    expect(rows[1]![1]).toBe('111111111');
  }, 60_000);

  it('rents the e-mail addresses of a list: only contacts with one, email-rental credits, listed in the usage', async () => {
    const created = await call(MANAGER, 'POST', '/v1/exports/email-rental', { query_id: contactList, file_format: 'csv' });
    expect(created.status).toBe(200);
    const done = await finished(MANAGER, (created.body as unknown as Export).id);
    expect(done).toMatchObject({ type: 'email_rental', status: 'success', row_count: 2 });
    const lines = (await (await download(MANAGER, done.id)).text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toEqual(['Prénom;Nom;Entreprise;E-mail', 'Anne;Export;Exportations Alpha;anne.export@alpha.test', `Chloé;'=1+1;'=Formule SA;chloe@formule.test`]);
    expect(await consumptionsOf(done.id)).toEqual([{ kind: 'email-rental', taken: 2 }]);
    const usage = await call(MANAGER, 'GET', '/v1/exports/email-rental/usage');
    expect(usage.status).toBe(200);
    expect(usage.body).toMatchObject({ location_history_count: 1, location_history_list: [{ export_id: done.id, user_id: users[MANAGER], email_count: 2 }] });
    // Without can_export_location: refused.
    expect((await call(KAM, 'POST', '/v1/exports/email-rental', { query_id: kamList, file_format: 'csv' })).status).toBe(403);
  }, 60_000);

  it('lets managers export the team’s activity and the subscription’s consumption; not the others', async () => {
    const team = await call(MANAGER, 'POST', '/v1/exports/team', { date_from: '2020-01-01', date_to: '2099-12-31', user_id_list: [users[MANAGER], users[KAM]], file_format: 'csv' });
    expect(team.status, team.text).toBe(200);
    const teamDone = await finished(MANAGER, (team.body as unknown as Export).id);
    expect(teamDone).toMatchObject({ status: 'success', row_count: 2 });
    const teamLines = (await (await download(MANAGER, teamDone.id)).text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(teamLines[0]).toBe('Utilisateur;E-mail;Exports;Lignes exportées;Crédits consommés;Notifications reçues');
    expect(teamLines.find((line) => line.includes(MANAGER))).toMatch(/;manager@atlas\.demo;\d+;\d+;\d+;\d+$/);

    // From today (UTC): the demo seed's credit history is at least a day old and would pass this server's 5-row maximum.
    const today = new Date().toISOString().slice(0, 10);
    const subscription = await call(MANAGER, 'POST', '/v1/exports/subscription', { date_from: today, date_to: '2099-12-31', file_format: 'csv' });
    expect(subscription.status).toBe(200);
    const subscriptionDone = await finished(MANAGER, (subscription.body as unknown as Export).id);
    expect(subscriptionDone.status).toBe('success');
    const subscriptionLines = (await (await download(MANAGER, subscriptionDone.id)).text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(subscriptionLines[0]).toBe('Utilisateur;E-mail;Type de crédit;Consommations;Crédits consommés');
    expect(subscriptionLines).toContain(`${subscriptionLines.find((line) => line.includes(';export;'))}`);
    expect(subscriptionLines.some((line) => /manager@atlas\.demo;email-rental;1;2$/.test(line))).toBe(true);
    // No credits for these reports.
    expect(await consumptionsOf(subscriptionDone.id)).toEqual([]);

    const refused = await call(KAM, 'POST', '/v1/exports/subscription', { date_from: '2020-01-01', date_to: '2020-12-31', file_format: 'csv' });
    expect([refused.status, (refused.body as { code?: string }).code]).toEqual([403, 'AUTH.FORBIDDEN']);
  }, 60_000);

  it('lists the caller’s exports newest start first, by type, 20 per page', async () => {
    const all = await call(MANAGER, 'GET', '/v1/exports');
    expect(all.status).toBe(200);
    const list = all.body.export_list as Export[];
    expect(all.body.export_count).toBe(list.length);
    expect(list.length).toBeGreaterThanOrEqual(5);
    const starts = list.map((item) => `${item.start_date}#${String(item.id).padStart(8, '0')}`);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(list.every((item) => item.user_id === users[MANAGER])).toBe(true);
    const rentals = await call(MANAGER, 'GET', '/v1/exports?type=email_rental');
    expect((rentals.body.export_list as Export[]).map((item) => item.type)).toEqual(['email_rental']);
    expect((await call(KAM, 'GET', '/v1/exports')).body.export_count).toBe(0);
  });

  describe('bad input: a clear 4xx, nothing written, nothing leaked', () => {
    const exportCount = async () => (await context.db.query<{ count: number }>('SELECT count(*)::int AS count FROM exports'))[0]!.count;

    it('refuses an export of nothing, and one of more rows than the maximum, at once', async () => {
      const before = await exportCount();
      const empty = await call(MANAGER, 'POST', '/v1/exports/prospecting-lists', { query_id_list: [emptyList], file_format: 'csv' });
      expect([empty.status, empty.body.code]).toEqual([422, 'EXPORT.EMPTY']);
      const unknown = await call(MANAGER, 'POST', '/v1/exports/individual', { contact_id_list: [999_999_999], file_format: 'csv' });
      expect([unknown.status, unknown.body.code]).toEqual([422, 'EXPORT.EMPTY']);
      // Past the maximum (this server's is 5 rows: core's 200 000 is tested in core, and by the benchmark's 100 000).
      const everyone = await insertList(MANAGER, QUERY_TYPE.contact_segment, { company_id_list: companyIds });
      await context.db.query(
        "INSERT INTO contacts (first_name, last_name, company_id) SELECT 'Masse', 'Contact' || n, $1 FROM generate_series(1, 4) AS n",
        [companyIds[0]],
      );
      try {
        const tooLarge = await call(MANAGER, 'POST', '/v1/exports/prospecting-lists', { query_id_list: [everyone], file_format: 'xlsx' });
        expect([tooLarge.status, tooLarge.body.code]).toEqual([422, 'EXPORT.TOO_LARGE']);
        expect(tooLarge.body.details).toEqual({ row_count: 7, max_row_count: MAX_ROWS });
      } finally {
        await context.db.query("DELETE FROM contacts WHERE first_name = 'Masse'");
      }
      expect(await exportCount()).toBe(before);
    }, 60_000);

    it('refuses an export the credits do not cover, with what it needs', async () => {
      await setCredits(KAM, 'export', 2);
      const before = await exportCount();
      const short = await call(KAM, 'POST', '/v1/exports/prospecting-lists', { query_id_list: [kamList], file_format: 'csv' });
      expect([short.status, short.body.code, short.body.details]).toEqual([409, 'CREDITS.INSUFFICIENT', { required: 3, available: 2 }]);
      expect(await exportCount()).toBe(before);
      expect(await creditsOf(KAM, 'export')).toBe(2);
      await setCredits(KAM, 'export', 100);
    });

    it('fails an export whose credits ran out while it was written: no credit taken, no file kept', async () => {
      const created = await call(KAM, 'POST', '/v1/exports/prospecting-lists', { query_id_list: [kamList], file_format: 'csv' });
      const id = (created.body as unknown as Export).id;
      // The job may already run: whatever it did, take the credits away and run it again from the start.
      await finished(KAM, id);
      await context.db.query("UPDATE exports SET status = 'processing' WHERE id = $1", [id]);
      await context.db.query("DELETE FROM credit_history WHERE reference = $1", [`export:${id}`]);
      await setCredits(KAM, 'export', 1);
      await server.app.exports.service.run(id);
      const failed = (await call(KAM, 'GET', `/v1/exports/${id}`)).body as unknown as Export;
      expect(failed).toMatchObject({ status: 'failure', error_code: 'CREDITS.INSUFFICIENT' });
      expect(await consumptionsOf(id)).toEqual([]);
      expect(await creditsOf(KAM, 'export')).toBe(1);
      expect((await readdir(server.config.exports.dir)).filter((name) => name.startsWith(`${id}.`))).toEqual([]);
      const download409 = await call(KAM, 'GET', `/v1/exports/${id}/download`);
      expect([download409.status, download409.body.code]).toEqual([409, 'EXPORT.NOT_READY']);
      await setCredits(KAM, 'export', 100);
    }, 60_000);

    it('answers 404 for another organisation’s list, a colleague’s list, and a colleague’s export', async () => {
      const before = await exportCount();
      const foreign = await call(MANAGER, 'POST', '/v1/exports/prospecting-lists', { query_id_list: [borealList], file_format: 'csv' });
      expect([foreign.status, foreign.body.code]).toEqual([404, 'NOT_FOUND']);
      const colleagues = await call(MANAGER, 'POST', '/v1/exports/individual', { query_id: kamList, file_format: 'csv' });
      expect([colleagues.status, colleagues.body.code]).toEqual([404, 'NOT_FOUND']);
      const rental = await call(MANAGER, 'POST', '/v1/exports/email-rental', { query_id: borealList, file_format: 'csv' });
      expect(rental.status).toBe(404);
      expect(await exportCount()).toBe(before);
      const [managers] = await context.db.query<{ id: number }>("SELECT id FROM exports WHERE user_id = $1 AND status = 'success' ORDER BY id LIMIT 1", [users[MANAGER]]);
      for (const path of [`/v1/exports/${managers!.id}`, `/v1/exports/${managers!.id}/download`]) {
        const answer = await call(KAM, 'GET', path);
        expect([answer.status, answer.body.code], path).toEqual([404, 'NOT_FOUND']);
        const stranger = await call(OTHER_MANAGER, 'GET', path);
        expect(stranger.status, path).toBe(404);
      }
    });

    it('refuses a user without can_export (403), a mix of contacts and companies (400), a bad period (400)', async () => {
      const before = await exportCount();
      const noCapability = await call(SALES, 'POST', '/v1/exports/individual', { contact_id_list: contactIds, file_format: 'csv' });
      expect([noCapability.status, noCapability.body.code]).toEqual([403, 'EXPORT.NOT_ALLOWED']);
      const mixed = await call(MANAGER, 'POST', '/v1/exports/individual', { contact_id_list: contactIds, company_id_list: companyIds, file_format: 'csv' });
      expect([mixed.status, mixed.body.code]).toEqual([400, 'EXPORT.MIXED_SOURCES']);
      const backwards = await call(MANAGER, 'POST', '/v1/exports/team', { date_from: '2026-02-01', date_to: '2026-01-01', file_format: 'csv' });
      expect(backwards.status).toBe(400);
      const unknownFormat = await call(MANAGER, 'POST', '/v1/exports/individual', { contact_id_list: contactIds, file_format: 'pdf' });
      expect(unknownFormat.status).toBe(400);
      expect(await exportCount()).toBe(before);
    });
  });
});
