import type pino from 'pino';
import type { AppConfig } from '../../apps/api/src/config';
import type { Database } from '../../apps/api/src/db/database';
import { startMail } from '../../apps/api/src/mail/start-mail';
import { buildServer } from '../../apps/api/src/server/build-server';
import { DEMO_PASSWORD } from '../../apps/api/src/tools/seed/demo-accounts';
import { onCleanup } from './bench-harness';

export interface BenchServerOptions {
  readonly config: AppConfig;
  readonly db: Database;
  readonly logger: pino.Logger;
  /** The demo account the bench acts as (its password is the demo password). */
  readonly login: string;
  /** The requests whose server time (Fastify's `reply.elapsedTime`) goes into `serverTimes`. */
  readonly timed?: (url: string) => boolean;
}

/**
 * The real HTTP server in the bench's process (buildServer, as main.ts) on a free loopback port, stopped at the end,
 * and a session of a demo account: its base URL, its JWT, and the server times of the `timed` requests.
 */
export async function startBenchServer(options: BenchServerOptions): Promise<{ baseUrl: string; jwt: string; serverTimes: number[] }> {
  const { config, db, logger, timed } = options;
  const mail = await startMail(config.mail, logger);
  onCleanup(() => mail.close());
  const app = await buildServer({ config, db, mailer: mail.mailer, logger, mailCatcher: mail.catcher });
  const serverTimes: number[] = [];
  if (timed) {
    app.addHook('onResponse', async (request, reply) => {
      if (timed(request.url)) serverTimes.push(reply.elapsedTime);
    });
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  onCleanup(() => app.close());
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const login = await fetch(`${baseUrl}/v1/authentication/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: options.login, password: DEMO_PASSWORD }),
  });
  const { jwt } = (await login.json()) as { jwt: string };
  return { baseUrl, jwt, serverTimes };
}
