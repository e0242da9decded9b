import type { ApiServer } from './api-server';
import type { DeclaredRoute } from './route-declaration';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /v1 route with its access declaration, in registration order (the access suite reads it). */
    declaredRoutes: readonly DeclaredRoute[];
  }
}

/** Routes registered by plugins that cannot carry a declaration: the OpenAPI reference pages, public. */
const PLUGIN_PUBLIC_PREFIXES = ['/v1/docs'];

/**
 * Makes every /v1 route declare who may call it: a route registered without `config.access` stops the server at
 * start-up (except the OpenAPI reference pages of the Swagger UI plugin, public by design), and the declarations
 * are kept in `app.declaredRoutes`. Call before registering any route.
 */
export function requireRouteDeclarations(app: ApiServer): void {
  const routes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1/')) return;
    const config = (route.config ?? {}) as { access?: DeclaredRoute['access']; ids?: DeclaredRoute['ids'] };
    if (config.access === undefined) {
      if (PLUGIN_PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
      throw new Error(`${String(route.method)} ${route.url}: every /v1 route declares its access (config.access).`);
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, access: config.access, ...(config.ids === undefined ? {} : { ids: config.ids }) });
    }
  });
}
