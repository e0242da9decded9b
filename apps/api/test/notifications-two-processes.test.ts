/**
 * The fan-out across processes: two real API processes (`node --conditions=@cible/source --import tsx src/main.ts`, each with its own pool and
 * its own LISTEN connection) on ONE PostgreSQL database; a socket on process A receives the notification created
 * through process B's HTTP API. PGlite cannot be shared by two processes, so this runs on the PostgreSQL server
 * only: skipped with a visible warning when none is reachable, failing when CI=true.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NotificationListResponseSchema, NotificationSchema } from '@cible/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/tools/seed/seed-demo-data';
import { createArgon2PasswordHasher } from '../src/security/password-hasher';
import { createApiClient } from './support/api-client';
import type { ApiClient } from './support/api-client';
import { probePostgres, TEST_POSTGRES_URL } from './support/postgres-server';
import { openSocket } from './support/socket-client';
import { createTestDatabase } from './support/test-database';
import type { TestDatabase } from './support/test-database';

const apiRoot = new URL('..', import.meta.url).pathname;
const JWT_SECRET = 'two-processes-secret-of-at-least-32-characters';
const TITLE = 'notifications across two API processes on one PostgreSQL database';

interface ApiProcess {
  readonly name: string;
  readonly child: ChildProcess;
  readonly url: string;
  readonly api: ApiClient;
  output(): string;
}

/** Starts one API process on the database and waits for its "ready" line. */
function startProcess(name: string, databaseUrl: string, dataDir: string): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--conditions=@cible/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: '4',
      DATA_DIR: dataDir,
      JWT_SECRET,
      SMTP_URL: '',
      SEED_DEMO_DATA: 'false',
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} not ready in time:\n${output}`)), 90_000);
    const onData = () => {
      const match = /Cible API ready at (http:\/\/\S+) in/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.removeAllListeners('exit');
      resolve({ name, child, url: match[1]!, api: createApiClient(match[1]!), output: () => output });
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output}`));
    });
  });
}

/** The unseen count list/not_viewed answers the token's user (what the push carries for the bell). */
async function unseenCount(api: ApiClient, token: string): Promise<number> {
  const answer = await api.call('GET', '/v1/notification/notifications/list/not_viewed', { token });
  expect(answer.status, answer.text).toBe(200);
  return NotificationListResponseSchema.parse(answer.body).notification_count;
}

/** The socket message of a pushed notification: the notification and its user's unseen count. */
const pushOf = (notification: unknown, notificationCount: number) => ({ type_id: 1, payload: { notification, notification_count: notificationCount } });

function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

const postgres = await probePostgres();

if (!postgres.reachable) {
  const reason = `PostgreSQL at ${TEST_POSTGRES_URL} is unreachable (${postgres.reason})`;
  if (process.env.CI === 'true') {
    describe(`${TITLE} [postgres]`, () => {
      it('has a reachable PostgreSQL server (required when CI=true)', () => {
        throw new Error(`${reason}. Start it or set TEST_DATABASE_URL.`);
      });
    });
  } else {
    console.warn(
      `\n⚠ SKIPPED: the TWO-PROCESS notification fan-out test needs a PostgreSQL server. ${reason}.\n` +
        '  Start one (or set TEST_DATABASE_URL) to run it; with CI=true it fails instead of skipping.\n',
    );
    describe.skip(`${TITLE} [postgres] (skipped: ${reason})`, () => {
      it('pushes a notification created on process B to a socket on process A', () => {});
    });
  }
} else {
  describe(`${TITLE} [postgres]`, () => {
    let database: TestDatabase;
    const dataDirs: string[] = [];
    let a: ApiProcess;
    let b: ApiProcess;

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      await seedDemoData(database.db, createArgon2PasswordHasher());
      await database.db.query('DELETE FROM notifications');
      const url = (database.config as { url: string }).url;
      for (let index = 0; index < 2; index += 1) dataDirs.push(mkdtempSync(join(tmpdir(), 'cible-two-processes-')));
      [a, b] = await Promise.all([startProcess('A', url, dataDirs[0]!), startProcess('B', url, dataDirs[1]!)]);
    }, 180_000);

    afterAll(async () => {
      await Promise.all([a, b].filter(Boolean).map((started) => stop(started.child)));
      await database?.destroy();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    }, 60_000);

    it('runs two processes, each with its own LISTEN connection on the database', async () => {
      const pids = await database.db.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'cible-api-listen'`,
      );
      expect(pids).toHaveLength(2);
      expect(a.child.pid).not.toBe(b.child.pid);
    });

    it('pushes a notification created through process B’s HTTP API to the socket held by process A (and only to its user)', async () => {
      const salesToken = await a.api.login('sales@atlas.demo');
      const colleagueToken = await b.api.login('marketing@atlas.demo');
      const onA = await openSocket(a.url, salesToken);
      const colleagueOnA = await openSocket(a.url, colleagueToken);
      try {
        const sentAt = performance.now();
        const created = await b.api.call('POST', '/v1/dev/notifications', {
          token: salesToken,
          body: { type: 'insufficient_mailing_credits', payload: { campaign_name: 'Newsletter novembre' } },
        });
        expect(created.status, created.text).toBe(201);
        const notification = NotificationSchema.parse((created.body as { notification: unknown }).notification);
        const message = await onA.nextMessage(5_000);
        const latencyMs = Math.round(performance.now() - sentAt);
        expect(message).toEqual(pushOf(notification, await unseenCount(b.api, salesToken)));
        expect(await unseenCount(a.api, salesToken)).toBe(1);
        console.info(`two processes: notification created on B (pid ${b.child.pid}) received on A (pid ${a.child.pid}) ${latencyMs} ms after the POST`);

        // The same the other way round, and the colleague's socket on A got nothing meanwhile.
        const onB = await openSocket(b.url, colleagueToken);
        try {
          const back = await a.api.call('POST', '/v1/dev/notifications', { token: colleagueToken, body: { type: 'sequence_done' } });
          expect(back.status).toBe(201);
          const [onBMessage, onAMessage] = await Promise.all([onB.nextMessage(5_000), colleagueOnA.nextMessage(5_000)]);
          expect(onBMessage).toEqual(pushOf((back.body as { notification: unknown }).notification, await unseenCount(b.api, colleagueToken)));
          expect(onAMessage).toEqual(onBMessage);
        } finally {
          await onB.close();
        }
        expect(onA.messages).toHaveLength(1);
        expect(colleagueOnA.messages).toHaveLength(1);
      } finally {
        await Promise.all([onA.close(), colleagueOnA.close()]);
      }
    }, 30_000);

    it('closes its sockets with 1001 when a process stops (the client reconnects elsewhere); the other keeps serving', async () => {
      const token = await b.api.login('kam@atlas.demo');
      const onA = await openSocket(a.url, token);
      const onB = await openSocket(b.url, token);
      expect(await stop(a.child)).toBe(0);
      expect(await onA.closed).toMatchObject({ code: 1001 });
      const created = await b.api.call('POST', '/v1/dev/notifications', { token, body: { type: 'lead' } });
      expect(await onB.nextMessage(5_000)).toEqual(pushOf((created.body as { notification: unknown }).notification, await unseenCount(b.api, token)));
      await onB.close();
    }, 30_000);
  });
}
