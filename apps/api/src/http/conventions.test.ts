import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { allEndpoints, authenticationEndpoints, userEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

describe('the API conventions', () => {
  it('when a path is unknown, then 404 comes in the action-result envelope', async () => {
    const answer = await api.app.inject({ method: 'GET', url: '/BackOffice/Nothing/Here' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({
      isValid: false,
      code: 'not-found',
      errors: ["Cette page n'existe pas"],
      propertiesErrorMessages: [],
    });
  });

  it('when a body is larger than allowed, then 413 in the envelope', async () => {
    const answer = await api.call(authenticationEndpoints.login, {
      body: JSON.stringify({ userName: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.errors).toEqual(['This is too large.']);
  });

  it('when fields have wrong types or unknown enum values, then 400 names each field', async () => {
    const answer = await api.call(userEndpoints.create, {
      token: api.adminToken,
      body: JSON.stringify({ userName: 42, email: 'nope', firstName: 'A', lastName: 'B', gender: 'Other' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.isValid).toBe(false);
    const fields = answer.body.propertiesErrorMessages.map((error) => error.propertyName);
    expect(fields).toEqual(expect.arrayContaining(['userName', 'email', 'gender']));
    expect(fields).not.toContain('firstName');
  });

  it('when a paged list is asked more than 200 rows, then 400 on pageSize', async () => {
    const answer = await api.call(userEndpoints.list, { token: api.adminToken, query: { pageSize: 500 } });
    expect(answer.status).toBe(400);
    expect(answer.body.propertiesErrorMessages.map((error) => error.propertyName)).toEqual(['pageSize']);
  });

  it('when any call is answered, then it carries a request id, security headers, and no-store when authenticated', async () => {
    const answer = await api.app.inject({
      method: 'GET',
      url: '/Common/User/User',
      headers: { authorization: `Bearer ${api.adminToken}` },
    });
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('when the console origin asks, then CORS allows it with credentials, and not another origin', async () => {
    const allowed = await api.app.inject({
      method: 'OPTIONS',
      url: '/Common/User/User',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const update = await api.app.inject({
      method: 'OPTIONS',
      url: '/BackOffice/User/User',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'PUT' },
    });
    expect(String(update.headers['access-control-allow-methods'])).toMatch(/PUT/);
    expect(String(update.headers['access-control-allow-methods'])).toMatch(/DELETE/);
    const refused = await api.app.inject({
      method: 'OPTIONS',
      url: '/Common/User/User',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('when /health is asked, then it says the database and the queue answer', async () => {
    const answer = await api.app.inject({ method: 'GET', url: '/health' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok', database: true, queue: true });
  });
});

describe('the OpenAPI document', () => {
  it('when it is fetched, then it holds every endpoint of the contract with its method', async () => {
    const document = (await api.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const endpoint of allEndpoints) {
      expect(document.paths[endpoint.path], endpoint.path).toBeDefined();
      expect(
        document.paths[endpoint.path]?.[endpoint.method.toLowerCase()],
        `${endpoint.method} ${endpoint.path}`,
      ).toBeDefined();
    }
  });

  it('when /docs is opened, then the interactive reference is served from local assets', async () => {
    const page = await api.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toMatch(/https?:\/\/(cdn|unpkg|cdnjs)/);
  });
});

describe('the configuration', () => {
  it('when a setting is invalid, then the start stops with one line naming the variable', () => {
    const main = fileURLToPath(new URL('../main.ts', import.meta.url));
    const run = spawnSync(process.execPath, [main], {
      env: { ...process.env, PORT: 'not-a-port' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^Invalid setting PORT: /);
    // A whole process loads the API's modules before it reads its settings: slow on a busy machine.
  }, 120_000);
});
