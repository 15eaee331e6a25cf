import { allEndpoints, type Endpoint, type HttpMethod, isClaim, userEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/index.ts';

/**
 * Walks every route the app registered, so that an endpoint added later is covered without
 * touching this file: each must be declared in the contract with its access, refuse a caller
 * without a token, and refuse a signed-in user who lacks its claim.
 */

const NOT_IN_CONTRACT = [/^\/health$/, /^\/metrics$/, /^\/openapi\.json$/, /^\/docs(\/|$)/];

interface Route {
  method: string;
  path: string;
}

/**
 * The routes in `printRoutes`' tree: each line is a node whose path continues its parent's. Fastify
 * exposes no list of its routes, and an onRoute hook would have to be in place before they are
 * registered; the test below checks this reading against `hasRoute` both ways.
 */
const registeredRoutes = (app: FastifyInstance): Route[] => {
  const parents: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = line.match(/^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?$/);
    if (!node) continue;
    const [, indent = '', segment = '', methods = ''] = node;
    const depth = indent.length / 4;
    const path = (parents[depth - 1] ?? '') + segment;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of methods.split(',').map((name) => name.trim())) {
      if (method) routes.push({ method, path });
    }
  }
  return routes;
};

/** Fastify answers HEAD with the GET of the same path, and the CORS preflight is OPTIONS on every path. */
const isEndpointRoute = (route: Route, _index: number, routes: Route[]) => {
  if (NOT_IN_CONTRACT.some((pattern) => pattern.test(route.path))) return false;
  if (route.method === 'OPTIONS' && route.path === '*') return false;
  return !(
    route.method === 'HEAD' && routes.some((other) => other.method === 'GET' && other.path === route.path)
  );
};

const declared = (route: Route) =>
  allEndpoints.find((endpoint) => endpoint.method === route.method && endpoint.path === route.path);

const api = await startTestApp();
afterAll(() => api.close());

const allRoutes = registeredRoutes(api.app);
const endpointRoutes = allRoutes.filter(isEndpointRoute);
const served = endpointRoutes
  .map(declared)
  .filter((endpoint): endpoint is Endpoint => endpoint !== undefined);
const named = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const cases = (endpoints: Endpoint[]) =>
  endpoints.map((endpoint): [string, Endpoint] => [named(endpoint), endpoint]);

/** The access token of a signed-in user who holds no claim at all. */
let claimless: string;
beforeAll(async () => {
  const body = {
    userName: 'sans-droits',
    email: 'sans-droits@librairie.example',
    password: 'aucun-droit-ici',
    firstName: 'Sans',
    lastName: 'Droits',
  };
  await api.call(userEndpoints.create, { body, token: api.adminToken });
  claimless = (await api.signIn(body.userName, body.password)).accessToken;
});

describe('the registered routes', () => {
  it('when the route tree is read, then it matches what fastify says it serves', () => {
    expect(endpointRoutes.length).toBeGreaterThan(10);
    for (const route of allRoutes) {
      if (route.path.includes('*')) continue;
      expect(api.app.hasRoute({ method: route.method as HttpMethod, url: route.path }), route.path).toBe(
        true,
      );
    }
    const missed = allEndpoints.filter(
      (endpoint) =>
        api.app.hasRoute({ method: endpoint.method, url: endpoint.path }) &&
        !endpointRoutes.some((route) => route.method === endpoint.method && route.path === endpoint.path),
    );
    expect(missed.map(named)).toEqual([]);
  });

  it('when a route is registered, then the contract declares it with who may call it', () => {
    const undeclared = endpointRoutes.filter((route) => !declared(route));
    expect(undeclared).toEqual([]);
    for (const endpoint of served) {
      const access: string = endpoint.access;
      expect(access === 'public' || access === 'signed-in' || isClaim(access), named(endpoint)).toBe(true);
    }
  });
});

describe('every non-public route', () => {
  it.each(cases(served.filter((endpoint) => endpoint.access !== 'public')))(
    'when %s is called without a token, then 401',
    async (_name, endpoint) => {
      const answer = await api.call(endpoint);
      expect(answer.status).toBe(401);
      expect(answer.body.errors).toEqual(['Please sign in.']);
    },
  );
});

describe('every route guarded by a claim', () => {
  const guarded = served.filter(
    (endpoint) => endpoint.access !== 'public' && endpoint.access !== 'signed-in',
  );
  it.each(cases(guarded))(
    'when %s is called by a user without its claim, then 403',
    async (_name, endpoint) => {
      const answer = await api.call(endpoint, { token: claimless });
      expect(answer.status).toBe(403);
      expect(answer.body.errors).toEqual(['You do not have the permission to do this.']);
    },
  );
});

describe('every route open to any signed-in user', () => {
  const forAnyone = served.filter((endpoint) => endpoint.access === 'signed-in');
  it.each(cases(forAnyone))(
    'when %s is called by a user without claims, then it gets past the guard',
    async (_name, endpoint) => {
      const answer = await api.call(endpoint, { token: claimless });
      expect([401, 403]).not.toContain(answer.status);
    },
  );
});
