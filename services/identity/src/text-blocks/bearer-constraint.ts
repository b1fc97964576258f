import type { FastifyInstance } from 'fastify';

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

/** The route option of the signed-in twin. */
export const withBearerToken = { bearer: 'present' } as const;

export function addBearerConstraint(app: FastifyInstance): void {
  app.addConstraintStrategy(bearerStrategy);
}
