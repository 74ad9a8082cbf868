import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { API_PREFIX } from "./register-contract";

/**
 * The documentation page's policy: like the app's pages, only our own scripts and no framing.
 * Swagger UI loads its scripts and styles as files, sets styles inline while it renders, and
 * shows icons as data: images; "Try it out" calls the API on the same origin.
 */
const DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** OpenAPI generated from the contracts' zod schemas; must be registered before the routes. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: "Leerlijn API", version: "1" },
      components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: DOCS_POLICY,
    uiHooks: {
      onRequest: (_request, reply, done) => {
        void reply.header("x-frame-options", "DENY");
        done();
      },
    },
  });
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, () => app.swagger());
}
