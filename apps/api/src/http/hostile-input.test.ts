import { genericListEndpoints, productEndpoints, userEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';

/* What the fuzzer (fuzz.test.ts) found answered 500, each kept here as a plain example. */

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

describe('values the database cannot hold', () => {
  it('when an id in the query is past the largest row id, then 400 names the id', async () => {
    const answer = await api.call(userEndpoints.get, {
      token: api.adminToken,
      query: { id: 2165606861059241 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.propertiesErrorMessages.map((error) => error.propertyName)).toEqual(['id']);
  });

  it('when a number in the body is past what its column holds, then 400 and not 500', async () => {
    const answer = await api.call(userEndpoints.loginToken, {
      token: api.adminToken,
      body: { userId: -7910271270267620 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(['A value of the request is out of what can be stored.']);
  });

  it('when a text holds a NUL character, then 400 and nothing is stored', async () => {
    const answer = await api.call(productEndpoints.create, {
      token: api.adminToken,
      body: { ean: '9782070360024', title: 'Le\u0000Mur' },
    });
    expect(answer.status).toBe(400);
    const list = await api.call(productEndpoints.list, { token: api.adminToken, query: { search: 'Mur' } });
    expect(list.output.items).toHaveLength(0);
  });
});

describe('texts with a NUL character', () => {
  it('when the CSV export is filtered on a text with a NUL character, then 400 names the filter before any byte is sent', async () => {
    const answer = await api.app.inject({
      method: productEndpoints.exportCsv.method,
      url: `${productEndpoints.exportCsv.path}?collection=%00`,
      headers: { authorization: `Bearer ${api.adminToken}`, 'accept-language': 'en' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().propertiesErrorMessages).toEqual([
      { propertyName: 'collection', errorMessage: 'A value of the request is out of what can be stored.' },
    ]);
  });
});

describe('lists', () => {
  it('when a list of reviews is asked with an empty sort, then 400 names the sort', async () => {
    const answer = await api.call(genericListEndpoints.list, {
      token: api.adminToken,
      query: { kind: 'Review', sort: '' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.propertiesErrorMessages.map((error) => error.propertyName)).toEqual(['sort']);
  });
});
