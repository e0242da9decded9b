import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config';
import type { AppConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { startMail } from '../../src/mail/start-mail';
import type { MailSetup } from '../../src/mail/start-mail';
import type { ApiServer } from '../../src/http/api-server';
import { buildServer } from '../../src/server/build-server';
import type { ServerDependencies } from '../../src/server/build-server';
import { createTestDatabase } from './test-database';
import { createTestLogger } from './test-logger';

export interface TestServerOptions {
  /** The database to serve; default: a fresh PGlite database, destroyed on close. */
  readonly database?: Database;
  /** Extra environment variables for loadConfig (e.g. WEB_DIST_DIR). */
  readonly env?: Readonly<Record<string, string>>;
  /** Called before the server listens: register test-only routes here. */
  readonly configure?: (app: ApiServer) => void | Promise<void>;
  /** Real-time tuning (socket keep-alive interval, sockets per user). */
  readonly realtime?: ServerDependencies['realtime'];
  /** Advanced search tuning (a tiny time-out or count cap). */
  readonly advancedSearch?: ServerDependencies['advancedSearch'];
  /** Exports tuning (a small maximum of rows). */
  readonly exports?: ServerDependencies['exports'];
  /** The clock of the rules that read "today" (conferences). */
  readonly clock?: ServerDependencies['clock'];
  /** The logger; default: silent unless TEST_LOG_LEVEL is set (tests that read log lines pass their own). */
  readonly logger?: ServerDependencies['logger'];
}

export interface TestServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  readonly baseUrl: string;
  readonly app: ApiServer;
  readonly db: Database;
  readonly config: AppConfig;
  readonly mail: MailSetup;
  close(): Promise<void>;
}

/**
 * The whole HTTP stack as `main.ts` wires it (config, database, mail with the SMTP catcher, server), listening for
 * real on 127.0.0.1 and a free port. The web app folder defaults to an empty temp dir (web app "not built").
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cible-test-server-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-of-at-least-thirty-two-characters',
    WEB_DIST_DIR: join(dataDir, 'web-not-built'),
    // Sending-domain checks never reach the real DNS: a closed local port answers at once (checks say `unknown`).
    CAMPAIGN_DNS_SERVER: '127.0.0.1:9',
    CAMPAIGN_DNS_TIMEOUT_SECONDS: '0.5',
    ...options.env,
  });
  const logger = options.logger ?? createTestLogger();
  const ownDatabase = options.database ? undefined : await createTestDatabase('pglite');
  const db = options.database ?? ownDatabase!.db;
  const mail = await startMail(config.mail, logger);
  const app = await buildServer({
    config,
    db,
    mailer: mail.mailer,
    logger,
    mailCatcher: mail.catcher,
    ...(options.realtime === undefined ? {} : { realtime: options.realtime }),
    ...(options.advancedSearch === undefined ? {} : { advancedSearch: options.advancedSearch }),
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    ...(options.exports === undefined ? {} : { exports: options.exports }),
  });
  await options.configure?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    db,
    config,
    mail,
    async close() {
      await app.close();
      await mail.close();
      await ownDatabase?.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
