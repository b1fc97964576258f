import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { signedInAccess } from '@portal/service-kit';

type ConstraintStrategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];
type RouteHandler = NonNullable<ReturnType<ReturnType<ConstraintStrategy['storage']>['get']>>;

/**
 * Routes the requests that carry a bearer token to a route's signed-in twin. A URL that
 * serves everyone some answers and only signed-in users others (a text block) is then two
 * routes: a public one, and one the kit's auth plugin checks like any other, so the token is
 * verified in one place only.
 */
const bearerStrategy: ConstraintStrategy = {
  name: 'bearer',
  storage() {
    const handlers = new Map<unknown, RouteHandler>();
    return { get: (value) => handlers.get(value) ?? null, set: (value, handler) => void handlers.set(value, handler) };
  },
  deriveConstraint: (request) => {
    const authorization = request.headers.authorization;
    return typeof authorization === 'string' && /^bearer /i.test(authorization) ? 'present' : undefined;
  },
  mustMatchWhenDerived: false,
};

/** Once per plugin instance: Fastify refuses a second strategy of the same name. */
export function addBearerConstraint(app: FastifyInstance): void {
  app.addConstraintStrategy(bearerStrategy);
}

/**
 * GET `url` for everyone, and its twin for requests with a bearer token; the handler is told
 * which one answers. The twin is left out of the API description, which would list the URL twice.
 */
export function getWithSignedInTwin<Params>(
  app: FastifyInstance,
  url: string,
  schema: FastifySchema,
  handler: (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply, signedIn: boolean) => Promise<unknown>,
): void {
  app.get<{ Params: Params }>(url, { config: { access: { public: true } }, schema }, (request, reply) => handler(request, reply, false));
  app.get<{ Params: Params }>(
    url,
    { config: signedInAccess, constraints: { bearer: 'present' }, schema: { ...schema, hide: true } },
    (request, reply) => handler(request, reply, true),
  );
}
