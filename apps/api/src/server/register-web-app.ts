import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { collapseRepeatedSlashes, DomainFailure, fillFirstPaintSlots, FIRST_PAINT_PAGES, homeGreetingPage, matchRoute, SESSION_COOKIE_NAME } from '@cible/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../http/api-path';
import type { ApiServer } from '../http/api-server';
import { sendHtml } from '../http/send-html';
import type { FirstPaintGreeter } from './first-paint-greeter';

const brotli = promisify(brotliCompress);
const gzipText = promisify(gzip);

/** Hashed build output (Vite's `assets/`) never changes under the same name: cache it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app from `webDistDir` and installs the not-found handler:
 * - under /v1: `404 { code: 'NOT_FOUND' }`;
 * - a GET/HEAD that accepts HTML (a browser navigation to a client-side route): the SPA fallback, one of the three
 *   pages the web build writes so that the first paint needs no script (docs/adr/009-first-paint-without-script.md,
 *   `firstPaintPage`), or, when the web app is not built, a short page saying so (503);
 * - anything else (a missing asset, an API client): `404 { code: 'NOT_FOUND' }`.
 * The folder is looked up per request, so building the web app while the server runs needs no restart.
 * A navigation whose path repeats slashes (`//personal-space//profile`) is redirected (308) to the collapsed path,
 * the server side of the navigation guard's first rule (core's `collapseRepeatedSlashes`; docs/rules/routing.md
 * "Navigation guard"), so the web app's guard sees a clean URL.
 */
export async function registerWebApp(app: ApiServer, webDistDir: string, greeter?: FirstPaintGreeter): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    const queryStart = request.url.indexOf('?');
    const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    if (!path.includes('//') || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    const collapsed = collapseRepeatedSlashes(path);
    if (isApiPath(collapsed)) return;
    return reply.redirect(collapsed + (queryStart === -1 ? '' : request.url.slice(queryStart)), 308);
  });

  await app.register(fastifyStatic, {
    root: webDistDir,
    suppressWarning: true,
    cacheControl: false,
    // The web build writes a .br and a .gz copy beside each text file (apps/web/build-tools/compressAssets.ts):
    // sent as they are when the browser accepts them, with `vary: accept-encoding`.
    preCompressed: true,
    // A folder (`/`, `/assets/`) is a navigation, never a file: the not-found handler answers it (served here, a
    // browser that accepts only `identity` got the folder refused with 403).
    allowedPath: (pathName) => !isApiPath(pathName) && !pathName.endsWith('/'),
    // `/` is a navigation like any other: the not-found handler chooses its first-paint page.
    index: false,
    setHeaders(reply, path) {
      reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (!isApiPath(path) && (request.method === 'GET' || request.method === 'HEAD') && acceptsHtml(request)) {
      // A page of core's route table that is only a redirect (/sequences, /campaigns: app-shell 2.3) has no page of
      // its own in the web app: a typed address or a bookmark goes where it leads, query kept.
      const redirectTo = matchRoute(path)?.route.redirectTo ?? null;
      if (redirectTo !== null) return reply.redirect(redirectTo + (request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''), 302);
      const page = firstPaintPage(path, request.headers.cookie, request.url.includes('?'));
      const greeting = page === FIRST_PAINT_PAGES.home && greeter ? await greetedHome(request, webDistDir, greeter) : null;
      if (greeting !== null) return sendGreetedHome(request, reply, greeting);
      return sendIndex(reply, webDistDir, page);
    }
    throw new DomainFailure('NOT_FOUND', 'Not found.');
  });
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * The page a navigation gets: a visitor (no session cookie) on /login without a query gets the login form already
 * drawn; a session cookie on a protected page of core's route table gets the application frame (what shows while
 * the user data loads; the home page's variant also preloads the home page's chunks, and becomes the greeting page
 * when the server recognises the user: `greetedHome`); anything else (a public page,
 * an unknown address, a protected page without a session, which the app sends to /login) gets an empty root, its page
 * coming with the script.
 */
export function firstPaintPage(path: string, cookieHeader: string | undefined, hasQuery = false): string {
  const hasSession = (cookieHeader ?? '').split(';').some((cookie) => {
    const [name, value] = cookie.trim().split('=', 2);
    return name === SESSION_COOKIE_NAME && Boolean(value);
  });
  const route = matchRoute(path)?.route;
  if (!hasSession && path === '/login' && !hasQuery) return FIRST_PAINT_PAGES.login;
  if (hasSession && route && !route.isPublic) return route.path === '/' ? FIRST_PAINT_PAGES.home : FIRST_PAINT_PAGES.frame;
  return FIRST_PAINT_PAGES.blank;
}

/**
 * The home page's HTML with the hero of the user the cookies name (the build's greeting page, its slots filled:
 * core's `fillFirstPaintSlots`), or `null` for the plain frame: no greeting (no valid session, no zone cookie), a build
 * without greeting pages, or any failure, which is logged and never turns a navigation into an error.
 */
async function greetedHome(request: FastifyRequest, webDistDir: string, greeter: FirstPaintGreeter): Promise<string | null> {
  try {
    const greeting = await greeter(request.headers.cookie);
    if (greeting === null) return null;
    const page = await readFile(join(webDistDir, homeGreetingPage(greeting.part)), 'utf8').catch(() => null);
    return page === null ? null : fillFirstPaintSlots(page, { firstName: greeting.firstName, date: greeting.date });
  } catch (error) {
    request.log.warn({ err: error }, 'home page greeting failed: plain frame sent');
    return null;
  }
}

/** A page written for one user: compressed here (Brotli or gzip, as accepted), never stored by a shared cache. */
async function sendGreetedHome(request: FastifyRequest, reply: FastifyReply, html: string): Promise<FastifyReply> {
  reply.header('cache-control', 'private, no-cache').header('vary', 'cookie, accept-encoding').type('text/html; charset=utf-8');
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (accepted.has('br')) {
    return reply.header('content-encoding', 'br').send(await brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (accepted.has('gzip')) return reply.header('content-encoding', 'gzip').send(await gzipText(html));
  return reply.send(html);
}

/** The encodings an Accept-Encoding header accepts (those it names without `q=0`). */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const entries = String(header ?? '').split(',').map((entry) => entry.trim().toLowerCase().split(';').map((part) => part.trim()));
  return new Set(entries.filter(([, ...params]) => !params.some((param) => /^q=0(\.0*)?$/.test(param))).map(([name]) => name ?? ''));
}

function sendIndex(reply: FastifyReply, webDistDir: string, page: string): FastifyReply {
  // A build without the first-paint pages (an older build): its empty page, else its index.html.
  const file = [page, FIRST_PAINT_PAGES.blank, 'index.html'].find((name) => existsSync(join(webDistDir, name)));
  if (file) {
    reply.header('cache-control', 'no-cache').header('vary', 'cookie');
    return reply.sendFile(file, webDistDir);
  }
  // The page that says the web app is not built (503 until it is).
  return sendHtml(reply.header('cache-control', 'no-store'), NOT_BUILT_PAGE, 503);
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Cible</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1f2937}code{background:#f3f4f6;padding:.1rem .3rem;border-radius:.25rem}</style>
</head>
<body>
<h1>Cible</h1>
<p>L'application web n'est pas encore construite. / The web app is not built yet.</p>
<p>Construisez-la avec <code>npm run -w @cible/web build</code> puis rechargez cette page.
L'API répond déjà : <a href="/v1/docs">documentation</a>, <a href="/v1/health">état</a>.</p>
</body>
</html>
`;
