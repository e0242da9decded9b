/**
 * Real-time notifications benchmark: `npm run bench:notifications` (from the repository root).
 *
 * Phases (loopback only, bounded: the whole run stops itself after BENCH_TIMEOUT_S, default 600 s):
 *   1. one API process on the embedded PGlite database (the default install);
 *   2. one API process on PostgreSQL;
 *   3. two API processes on ONE PostgreSQL database (sockets split between them, notifications created on both,
 *      so half of them cross processes through LISTEN/NOTIFY).
 * Each phase: creates BENCH_USERS users (default 5000) directly in the database, signs their session tokens,
 * starts the API process(es) (`node --conditions=@cible/source --import tsx apps/api/src/main.ts`, NODE_ENV=test, logs at warn), opens one
 * socket per user (BENCH_CONNECT_CONCURRENCY at a time, default 200), then creates BENCH_NOTIFICATIONS notifications
 * (default 2000) through the HTTP API (`POST /v1/dev/notifications`, each for a random connected user) at
 * BENCH_RATE per second (default 100), and measures for each: insert (its `sent_at`, the database's clock) → receipt
 * by the client, and POST sent → receipt. Prints connect time, RSS per process before/after the sockets, p50/p95/p99
 * latencies, lost messages. Skips the PostgreSQL phases when no server answers at BENCH_DATABASE_URL (default the
 * tests' postgres://postgres@127.0.0.1:5432/test; a database `cible_bench_<random>` is created and dropped).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import {
  BENCH_DATABASE_URL,
  BENCH_JWT_SECRET,
  createScratchDatabase,
  latencySummary,
  limitBenchDuration,
  onBeforeShutdown,
  onCleanup,
  postgresReachable,
  shutdownBench,
} from '../support/bench-harness';
import WebSocket from 'ws';
import { buildSocketUrl, parseSocketMessage, SOCKET_SUBPROTOCOL } from '@cible/core';
import { openDatabase } from '../../apps/api/src/db/open-database';
import { createSessionTokens } from '../../apps/api/src/security/session-tokens';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const apiRoot = join(repoRoot, 'apps', 'api');
const env = process.env;
const USERS = Number(env.BENCH_USERS ?? 5000);
const NOTIFICATIONS = Number(env.BENCH_NOTIFICATIONS ?? 2000);
const RATE = Number(env.BENCH_RATE ?? 100);
const CONNECT_CONCURRENCY = Number(env.BENCH_CONNECT_CONCURRENCY ?? 200);
const TIMEOUT_S = Number(env.BENCH_TIMEOUT_S ?? 600);
const PHASES = (env.BENCH_PHASES ?? 'embedded,server,two-processes').split(',');

const children = new Set<ChildProcess>();
onBeforeShutdown(() => {
  for (const child of children) child.kill('SIGKILL');
});

limitBenchDuration(TIMEOUT_S);


// ── measurements ────────────────────────────────────────────────────────────────────────────────────────────────



function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kib / 1024);
}

// ── databases ───────────────────────────────────────────────────────────────────────────────────────────────────

interface BenchUser {
  readonly id: number;
  readonly organizationId: number;
  token: string;
}

const silentLogger = pino({ level: 'silent' });

/** Creates the bench organisation and users (licence 1, active), and signs a session token for each. */
async function createUsers(query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>): Promise<BenchUser[]> {
  const { rows: organization } = await query("INSERT INTO organizations (name) VALUES ('Bench') RETURNING id");
  const organizationId = Number(organization[0]!.id);
  const { rows } = await query(
    `INSERT INTO users (organization_id, email, first_name, last_name, status)
     SELECT $1, 'bench-' || g || '@bench.test', 'Bench', 'User ' || g, 1 FROM generate_series(1, $2::int) g RETURNING id`,
    [organizationId, USERS],
  );
  await query('INSERT INTO user_licences (user_id, licence_id) SELECT id, 1 FROM users WHERE organization_id = $1', [organizationId]);
  const tokens = createSessionTokens(BENCH_JWT_SECRET);
  const users: BenchUser[] = [];
  for (const row of rows) {
    const id = Number(row.id);
    users.push({ id, organizationId, token: await tokens.issue({ userId: id, organizationId }) });
  }
  return users;
}



// ── API processes ───────────────────────────────────────────────────────────────────────────────────────────────

interface ApiProcess {
  readonly name: string;
  readonly child: ChildProcess;
  readonly url: string;
}

function startApi(name: string, extraEnv: Record<string, string>): Promise<ApiProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cible-bench-api-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, ['--conditions=@cible/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      JWT_SECRET: BENCH_JWT_SECRET,
      SMTP_URL: '',
      DATABASE_URL: '',
      SEED_DEMO_DATA: 'false',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} not ready:\n${output}`)), 120_000);
    const onData = () => {
      const match = /Cible API ready at (http:\/\/\S+) in/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.removeAllListeners('exit');
      resolve({ name, child, url: match[1]! });
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}:\n${output}`)));
  });
}

function stopApi(api: ApiProcess): Promise<void> {
  return new Promise((resolve) => {
    if (api.child.exitCode !== null) return resolve();
    api.child.once('exit', () => {
      children.delete(api.child);
      resolve();
    });
    api.child.kill('SIGTERM');
  });
}

// ── clients ─────────────────────────────────────────────────────────────────────────────────────────────────────

interface Client {
  readonly user: BenchUser;
  readonly api: ApiProcess;
  readonly ws: WebSocket;
}

/** Receipts by notification id: wall-clock time of receipt and the user whose socket received it. */
const receipts = new Map<number, { readonly at: number; readonly userId: number }>();

async function connectAll(users: readonly BenchUser[], apis: readonly ApiProcess[]): Promise<{ clients: Client[]; handshakes: number[]; totalMs: number }> {
  const clients: Client[] = [];
  const handshakes: number[] = [];
  const startedAt = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < users.length) {
      const index = next++;
      const user = users[index]!;
      const api = apis[index % apis.length]!;
      const begin = performance.now();
      const ws = await new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(buildSocketUrl(api.url, user.token), SOCKET_SUBPROTOCOL, { perMessageDeflate: false });
        socket.once('open', () => resolve(socket));
        socket.once('error', reject);
        socket.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
      });
      handshakes.push(performance.now() - begin);
      ws.on('error', () => {});
      ws.on('message', (data) => {
        const at = Date.now();
        const message = parseSocketMessage(data.toString());
        const notification = (message?.payload as { notification?: { id: number } } | undefined)?.notification;
        if (!notification) return;
        receipts.set(notification.id, { at, userId: user.id });
      });
      clients.push({ user, api, ws });
    }
  };
  await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, worker));
  return { clients, handshakes, totalMs: performance.now() - startedAt };
}

/** Notification id → the user it was created for (filled from the POST answers). */
const expected = new Map<number, number>();

interface Sent {
  readonly id: number;
  readonly sentAtDb: number;
  readonly postStartedAt: number;
  readonly crossProcess: boolean;
}

async function sendNotifications(clients: readonly Client[], apis: readonly ApiProcess[]): Promise<Sent[]> {
  const sent: Sent[] = [];
  const intervalMs = 1000 / RATE;
  const startedAt = performance.now();
  const inFlight = new Set<Promise<void>>();
  for (let index = 0; index < NOTIFICATIONS; index += 1) {
    const due = startedAt + index * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const client = clients[Math.floor(Math.random() * clients.length)]!;
    // With two processes, alternate the process that creates the notification: half cross processes.
    const via = apis[index % apis.length]!;
    const task = (async () => {
      const postStartedAt = Date.now();
      const response = await fetch(`${via.url}/v1/dev/notifications`, {
        method: 'POST',
        headers: { authorization: `Bearer ${client.user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'alert', payload: { query_name: `Bench ${index}` } }),
      });
      const body = (await response.json()) as { notification: { id: number; sent_at: string } };
      expected.set(body.notification.id, client.user.id);
      sent.push({ id: body.notification.id, sentAtDb: Date.parse(body.notification.sent_at), postStartedAt, crossProcess: via !== client.api });
    })();
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task));
  }
  await Promise.all(inFlight);
  // Let the last messages arrive.
  const waitUntil = Date.now() + 5000;
  while (Date.now() < waitUntil && sent.some((item) => !receipts.has(item.id))) await new Promise((resolve) => setTimeout(resolve, 50));
  return sent;
}

// ── phases ──────────────────────────────────────────────────────────────────────────────────────────────────────

async function runPhase(title: string, apis: readonly ApiProcess[], users: readonly BenchUser[]): Promise<void> {
  receipts.clear();
  expected.clear();
  console.log(`\n── ${title}: ${apis.length} process(es), ${users.length} sockets, ${NOTIFICATIONS} notifications at ${RATE}/s`);
  console.log(`machine load average (1 min) at start: ${loadavg()[0]!.toFixed(1)}`);
  const idle = apis.map((api) => `${api.name} ${rssMiB(api.child.pid!)} MiB`).join(', ');
  const { clients, handshakes, totalMs } = await connectAll(users, apis);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const loaded = apis.map((api) => `${api.name} ${rssMiB(api.child.pid!)} MiB`).join(', ');
  console.log(`connect: ${clients.length} sockets in ${(totalMs / 1000).toFixed(2)} s (${Math.round(clients.length / (totalMs / 1000))}/s); handshake ${latencySummary(handshakes)}`);
  console.log(`RSS per API process: idle ${idle} → with sockets ${loaded} (bench client process ${rssMiB(process.pid)} MiB)`);

  const sent = await sendNotifications(clients, apis);
  const received = sent.filter((item) => receipts.has(item.id));
  const receivedAt = (item: Sent) => receipts.get(item.id)!.at;
  const wrongRecipient = received.filter((item) => receipts.get(item.id)!.userId !== expected.get(item.id)).length;
  const insertToReceipt = received.map((item) => receivedAt(item) - item.sentAtDb);
  const postToReceipt = received.map((item) => receivedAt(item) - item.postStartedAt);
  console.log(`delivered ${received.length}/${sent.length} (lost ${sent.length - received.length}, to a wrong socket ${wrongRecipient})`);
  console.log(`insert (sent_at) → client receipt: ${latencySummary(insertToReceipt)}`);
  console.log(`POST sent → client receipt:        ${latencySummary(postToReceipt)}`);
  if (apis.length > 1) {
    const cross = received.filter((item) => item.crossProcess).map((item) => receivedAt(item) - item.sentAtDb);
    const same = received.filter((item) => !item.crossProcess).map((item) => receivedAt(item) - item.sentAtDb);
    console.log(`  created on the other process:    ${latencySummary(cross)}`);
    console.log(`  created on the socket's process: ${latencySummary(same)}`);
  }
  const afterRss = apis.map((api) => `${api.name} ${rssMiB(api.child.pid!)} MiB`).join(', ');
  console.log(`RSS after the notifications: ${afterRss}; load average (1 min) ${loadavg()[0]!.toFixed(1)}`);
  const closing = performance.now();
  await Promise.all(clients.map((client) => new Promise<void>((resolve) => {
    if (client.ws.readyState === WebSocket.CLOSED) return resolve();
    client.ws.once('close', () => resolve());
    client.ws.close();
  })));
  console.log(`closed ${clients.length} sockets in ${Math.round(performance.now() - closing)} ms`);
}

async function main(): Promise<void> {
  console.log(`Cible notifications benchmark — ${new Date().toISOString()}`);
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, loopback only`);

  if (PHASES.includes('embedded')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'cible-bench-embedded-'));
    onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
    const db = await openDatabase({ kind: 'embedded', dataDir: join(dataDir, 'pgdata') }, silentLogger);
    const users = await createUsers(async (text, values) => ({ rows: await db.query(text, values) }));
    await db.close();
    const api = await startApi('embedded', { DATA_DIR: dataDir });
    await runPhase('one process, embedded PGlite', [api], users);
    await stopApi(api);
  }

  const wantsServer = PHASES.includes('server') || PHASES.includes('two-processes');
  if (wantsServer && !(await postgresReachable())) {
    console.log(`\nPostgreSQL at ${BENCH_DATABASE_URL} is unreachable: the PostgreSQL phases are SKIPPED.`);
  } else if (wantsServer) {
    for (const phase of ['server', 'two-processes'].filter((name) => PHASES.includes(name))) {
      const url = await createScratchDatabase('cible_bench');
      const db = await openDatabase({ kind: 'server', url, poolMax: 2 }, silentLogger);
      const users = await createUsers(async (text, values) => ({ rows: await db.query(text, values) }));
      await db.close();
      const count = phase === 'server' ? 1 : 2;
      const apis = await Promise.all(
        Array.from({ length: count }, (_unused, index) => startApi(count === 1 ? 'server' : String.fromCharCode(65 + index), { DATABASE_URL: url })),
      );
      await runPhase(count === 1 ? 'one process, PostgreSQL' : 'two processes, one PostgreSQL database', apis, users);
      await Promise.all(apis.map(stopApi));
    }
  }
  console.log('\nbench: done');
  await shutdownBench(0);
}

main().catch(async (error: unknown) => {
  console.error('bench failed:', error);
  await shutdownBench(1);
});
