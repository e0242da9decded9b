import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { PUBLIC } from '../http/route-declaration';
import type { ApiServer } from '../http/api-server';

export interface OpenApiOptions {
  readonly version: string;
}

/**
 * The OpenAPI 3 document, generated from the routes' zod schemas (schemas given an id with `.meta({ id })` become
 * shared components), served at GET /v1/openapi.json, and a readable reference (Swagger UI) at /v1/docs.
 * Must be registered before the routes it describes.
 */
export async function registerOpenApi(app: ApiServer, { version }: OpenApiOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Cible API',
        version,
        description:
          'The /v1 contract of Cible. Errors always answer `{ code, message }` (validation errors add `fields`). ' +
          'Authenticated calls carry `Authorization: Bearer <jwt>`.',
      },
      // No `servers`: the document's default (`/`) makes "Try it out" call the host that served it.
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(swaggerUi, {
    routePrefix: '/v1/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
  });

  app.get('/v1/openapi.json', { schema: { hide: true }, config: { access: PUBLIC } }, () => app.swagger());
}
