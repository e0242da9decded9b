import Fastify from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import packageJson from '../../package.json' with { type: 'json' };
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { devMailRoutes } from '../mail/dev-mail-routes';
import type { Mailer } from '../mail/mailer';
import type { SmtpCatcher } from '../mail/smtp-catcher';
import { healthRoutes } from '../modules/health/health-routes';
import type { ApiServer } from './api-server';
import { handleError } from './error-handler';
import { registerOpenApi } from './register-open-api';
import { registerSecurityHeaders } from './register-security-headers';
import { registerWebApp } from './register-web-app';

/**
 * Largest request body by default (1 MiB). A route that takes more (help request with a 3 MB attachment, sent
 * base64: about 4 MiB) raises it for itself: `app.post(url, { bodyLimit: 5 * 1024 * 1024, schema }, handler)`.
 */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** The API version, shown by /v1/health and the OpenAPI document. */
export const API_VERSION: string = packageJson.version;

/** Everything the HTTP server needs; built once by main.ts (or by the test harness). */
export interface ServerDependencies {
  readonly config: AppConfig;
  readonly db: Database;
  readonly mailer: Mailer;
  readonly logger: Logger;
  /** The development SMTP catcher, when running: enables /v1/dev/mails. */
  readonly mailCatcher?: SmtpCatcher | null;
}

/**
 * Builds the Fastify server (not listening yet; routes may still be added until `ready()`/`listen()`):
 * zod validation and serialization, `{ code, message }` errors, security headers, OpenAPI at /v1/openapi.json and
 * /v1/docs, the platform routes, and the built web app with its SPA fallback.
 */
export async function buildServer(dependencies: ServerDependencies): Promise<ApiServer> {
  const { config, db, mailCatcher } = dependencies;
  const loggerInstance: FastifyBaseLogger = dependencies.logger;
  const app = Fastify({
    loggerInstance,
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // Close keep-alive connections on shutdown instead of waiting for clients to hang up.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app);
  await registerOpenApi(app, { version: API_VERSION });

  await app.register(healthRoutes, { db, version: API_VERSION });
  if (mailCatcher) await app.register(devMailRoutes, { catcher: mailCatcher });

  await registerWebApp(app, config.webDistDir);
  return app;
}

/** Fastify's `trustProxy`: a hop count becomes "trust the N nearest proxies". */
function trustProxyOption(
  trustProxy: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  if (typeof trustProxy === 'boolean') return trustProxy;
  return [...trustProxy];
}
