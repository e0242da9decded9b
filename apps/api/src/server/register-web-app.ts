import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { collapseRepeatedSlashes, DomainFailure, matchRoute, SESSION_COOKIE_NAME } from '@cible/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiServer } from '../http/api-server';
import { sendHtml } from '../http/send-html';

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
export async function registerWebApp(app: ApiServer, webDistDir: string): Promise<void> {
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
    allowedPath: (pathName) => !isApiPath(pathName),
    // `/` is a navigation like any other: the not-found handler chooses its first-paint page.
    index: false,
    setHeaders(reply, path) {
      reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (!isApiPath(path) && (request.method === 'GET' || request.method === 'HEAD') && acceptsHtml(request)) {
      return sendIndex(reply, webDistDir, firstPaintPage(path, request.headers.cookie, request.url.includes('?')));
    }
    throw new DomainFailure('NOT_FOUND', 'Not found.');
  });
}

function isApiPath(path: string): boolean {
  return path === '/v1' || path.startsWith('/v1/');
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** The first-paint pages of the web build (apps/web/build-tools/prerenderFirstPaint.ts). */
export const FIRST_PAINT_PAGES = { login: 'index.html', frame: 'app-frame.html', home: 'home-frame.html', blank: 'app.html' } as const;

/**
 * The page a navigation gets: a visitor (no session cookie) on /login without a query gets the login form already
 * drawn; a session cookie on a protected page of core's route table gets the application frame (what shows while
 * the user data loads; the home page's variant also preloads the home page's chunks); anything else (a public page,
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
