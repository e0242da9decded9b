import { isApiPath } from './api-path';
import type { ApiServer } from './api-server';
import { PLATFORM_ADMIN_ID_KINDS } from './route-declaration';
import type { DeclaredRoute } from './route-declaration';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route (/v1, /v2) with its access declaration, in registration order (the access suite reads it). */
    declaredRoutes: readonly DeclaredRoute[];
  }
}

/** Routes registered by plugins that cannot carry a declaration: the OpenAPI reference pages, public. */
const PLUGIN_PUBLIC_PREFIXES = ['/v1/docs'];

/**
 * Makes every API route (/v1, /v2: `isApiPath`) declare who may call it: a route registered without `config.access` stops the server at
 * start-up (except the OpenAPI reference pages of the Swagger UI plugin, public by design), and so does a route
 * open to anyone but platform administrators that declares an id of every organisation (`support-conversation`);
 * the declarations are kept in `app.declaredRoutes`. Call before registering any route.
 */
export function requireRouteDeclarations(app: ApiServer): void {
  const routes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const config = (route.config ?? {}) as { access?: DeclaredRoute['access']; ids?: DeclaredRoute['ids'] };
    if (config.access === undefined) {
      if (PLUGIN_PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
      throw new Error(`${String(route.method)} ${route.url}: every API route declares its access (config.access).`);
    }
    // An id kind that crosses organisations (the support staff's) is refused on any route open to others.
    const kinds = Object.values({ ...config.ids?.params, ...config.ids?.query, ...config.ids?.body });
    if (config.access.kind !== 'platform-admin' && kinds.some((kind) => PLATFORM_ADMIN_ID_KINDS.has(kind))) {
      throw new Error(`${String(route.method)} ${route.url}: an id of every organisation needs platform-admin access.`);
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, access: config.access, ...(config.ids === undefined ? {} : { ids: config.ids }) });
    }
  });
}
