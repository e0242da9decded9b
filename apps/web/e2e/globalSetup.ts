import type { TestProject } from 'vitest/node';
import { ensureApiBuild, ensureWebBuild } from '../../../scripts/build-if-stale';
import { startApi } from './support/apiServer';
import type { RunningApi } from './support/apiServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The base URL of the API serving the built web app (a fresh demo database). */
    baseUrl: string;
    /** The port of that API's SMTP catcher (the local mailbox). */
    smtpCatcherPort: number;
  }
}

let api: RunningApi | null = null;

/**
 * Once before the end-to-end files: builds the web app and the API bundle when stale, starts the real API on a free
 * port with a fresh temporary DATA_DIR (embedded database, demo seed) and gives its URL to the tests.
 */
export async function setup(project: TestProject): Promise<void> {
  const started = Date.now();
  const web = ensureWebBuild();
  const bundle = ensureApiBuild();
  api = await startApi();
  project.provide('baseUrl', api.baseUrl);
  project.provide('smtpCatcherPort', api.smtpCatcherPort);
  const built = [web.built && `web ${web.ms} ms`, bundle.built && `API ${bundle.ms} ms`].filter(Boolean).join(', ');
  console.log(`e2e: API ready at ${api.baseUrl} in ${Date.now() - started} ms${built ? ` (built: ${built})` : ''}`);
}

/** Always stops the server and removes its data directory. */
export async function teardown(): Promise<void> {
  await api?.stop();
  api = null;
}
