/**
 * The API process: reads the configuration, opens the database (applying migrations), seeds the demo data on an
 * empty development database, starts mail, builds and starts the HTTP server, and prints where it listens, how
 * long start-up took and the demo logins. SIGINT/SIGTERM close everything in order (HTTP server, mail, database
 * pool and embedded PGlite worker); a second signal forces the exit.
 */
import { loadConfig, mailSecretKeyOf } from './config';
import { ConfigError } from './config-error';
import { DataDirLockedError } from './db/embedded/data-dir-lock';
import { openDatabase } from './db/open-database';
import { formatDemoLogins } from './tools/seed/format-demo-logins';
import { hasDemoAccounts, seedDemoData } from './tools/seed/seed-demo-data';
import { seedDemoSendingDomain } from './tools/seed/demo-sending-domain';
import { createSecretBox } from './security/secret-box';
import { startDemoDataLoad } from './tools/data-generator/ensure-demo-data';
import { createLogger } from './logging/create-logger';
import { startMail } from './mail/start-mail';
import { createArgon2PasswordHasher } from './security/password-hasher';
import { buildServer } from './server/build-server';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee docs/api.md for the configuration variables.\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const [db, mail] = await Promise.all([openDatabase(config.database, logger), startMail(config.mail, logger)]);
  const passwordHasher = createArgon2PasswordHasher();
  let showDemoLogins = false;
  if (config.seedDemoData) {
    const seed = await seedDemoData(db, passwordHasher);
    if (seed.seeded) logger.info({ ms: seed.ms }, 'demo data created (empty database)');
    showDemoLogins = seed.seeded || (await hasDemoAccounts(db));
    // The demo marketing user's sending domain and default sender: the DKIM key is sealed under this server's key,
    // so it is made here (once; docs/adr/043) rather than in the seed's transaction.
    if (showDemoLogins) {
      const sending = await seedDemoSendingDomain(db, createSecretBox(mailSecretKeyOf(config.mailbox)), new Date());
      if (sending.domainId !== null) logger.info(sending, 'demo sending domain and default sender created');
    }
  }
  // The demo companies, contacts, news and conferences load in the background once the server listens
  // (first start only); /v1/health shows the progress.
  let dataLoad: ReturnType<typeof startDemoDataLoad> | undefined;
  const app = await buildServer({
    config,
    db,
    mailer: mail.mailer,
    logger,
    mailCatcher: mail.catcher,
    passwordHasher,
    dataLoad: config.seedDemoData ? { status: () => dataLoad?.status() ?? { state: 'checking' } } : undefined,
  });
  await app.listen({ port: config.port, host: config.host });
  if (config.seedDemoData) dataLoad = startDemoDataLoad(db, logger);

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
  const readyMs = Math.round(performance.now());
  // Set by `npm start` (apps/api/scripts/start.mjs): the time its builds took counts too.
  const launchedAt = Number(process.env.CIBLE_LAUNCHED_AT);
  const sinceLaunch = Number.isFinite(launchedAt) && launchedAt > 0 ? `, ${Date.now() - launchedAt} ms since npm start` : '';
  logger.info({ url, readyMs, database: config.database.kind, mail: mail.catcher ? 'catcher' : 'smtp' }, 'Cible API ready');
  process.stdout.write(
    `\nCible API ready at ${url} in ${readyMs} ms (since process start${sinceLaunch})\n` +
      `  database: ${config.database.kind === 'embedded' ? `embedded PGlite in ${config.database.dataDir}` : 'PostgreSQL server'}\n` +
      `  mail:     ${mailLine(mail.catcher !== null, config.devMailbox, url)}\n` +
      `  API docs: ${url}/v1/docs\n\n` +
      (showDemoLogins ? `${formatDemoLogins()}\n\n` : ''),
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    void (async () => {
      try {
        await app.close();
        await mail.close();
        await db.close();
        logger.info('stopped');
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
    })();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // An operational refusal (data dir in use) needs its message only; anything else, its stack.
  const detail =
    error instanceof DataDirLockedError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`Cible API failed to start: ${detail}\n`);
  process.exit(1);
});

/** Where the mails go, as printed at start-up. */
function mailLine(caught: boolean, devMailbox: boolean, url: string): string {
  if (!caught) return 'SMTP server';
  if (!devMailbox) return 'caught in process; /v1/dev/mails is off (HOST beyond loopback or DEV_MAILBOX=off; DEV_MAILBOX=on serves it)';
  return (
    `caught in process, each account reads its own at ${url}/v1/dev/mails (log in to the app first);\n` +
    `            local test mailbox offered at ${url}/personal-space/email-connection (nothing leaves this machine)`
  );
}
