import {
  currentUserEndpoints,
  hostingEndpoints,
  productEndpoints,
  productMediaEndpoints,
  userEndpoints,
} from '@colophon/contract';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client.ts';
import { ApiError, isStaleVersion } from './api-error.ts';
import { memoryCookieJar } from './session/cookie.ts';
import { createSessionStore } from './session/session-store.ts';
import { tokenPair } from './session/testing.ts';

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (entityOutput: unknown) =>
  json(200, { isValid: true, errors: [], propertiesErrorMessages: [], entityOutput });

interface Sent {
  url: string;
  init: RequestInit;
}

/** A fake API: answers refreshes (slowly, to overlap) and echoes which token a call carried. */
const fakeApi = (options: { refreshFails?: boolean; rejectToken?: string } = {}) => {
  const sent: Sent[] = [];
  let refreshes = 0;
  const fetch = async (url: string | URL | Request, init: RequestInit = {}) => {
    sent.push({ url: String(url), init });
    const headers = init.headers as Record<string, string>;
    if (String(url).endsWith('/Common/Authentication/Token/Refresh')) {
      refreshes += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (options.refreshFails)
        return json(401, {
          isValid: false,
          errors: ['Your session has ended.'],
          propertiesErrorMessages: [],
        });
      return ok(tokenPair({ accessInMs: 60_000, id: `fresh${refreshes}` }));
    }
    if (options.rejectToken && headers.Authorization === `Bearer ${options.rejectToken}`) {
      return json(401, { isValid: false, errors: ['Please sign in.'], propertiesErrorMessages: [] });
    }
    return ok({ authorization: headers.Authorization ?? null });
  };
  return { fetch: fetch as typeof globalThis.fetch, sent, refreshes: () => refreshes };
};

const setup = (fake: ReturnType<typeof fakeApi>, accessInMs: number) => {
  const session = createSessionStore(memoryCookieJar());
  session.signIn(tokenPair({ accessInMs }));
  const client = createApiClient({ baseUrl: 'http://api', session, locale: () => 'en', fetch: fake.fetch });
  return { session, client };
};

describe('API client', () => {
  it('when calling, then it sends Pragma, Accept-Language, the bearer token, the visitor id and credentials', async () => {
    const fake = fakeApi();
    const { session, client } = setup(fake, 60_000);
    await client.call(userEndpoints.list, { query: { page: 2, search: 'ann', roleId: undefined } });
    const [{ url, init }] = fake.sent as [Sent];
    expect(url).toBe('http://api/BackOffice/User/Users?page=2&search=ann');
    expect(init.credentials).toBe('include');
    const headers = init.headers as Record<string, string>;
    expect(headers.Pragma).toBe('no-cache');
    expect(headers['Accept-Language']).toBe('en');
    expect(headers.Authorization).toBe(`Bearer ${session.get()?.token.accessToken}`);
    expect(headers['nova-guid']).toBe(session.get()?.visitorGuid);
  });

  it('when the access token has expired, then concurrent calls wait for one single refresh', async () => {
    const fake = fakeApi();
    const { session, client } = setup(fake, -1_000);
    const answers = await Promise.all([
      client.call(currentUserEndpoints.get),
      client.call(userEndpoints.list, { query: {} }),
      client.call(userEndpoints.get, { query: { id: 1 } }),
    ]);
    expect(fake.refreshes()).toBe(1);
    const fresh = `Bearer ${session.get()?.token.accessToken}`;
    expect(session.get()?.token.refreshToken).toBe('refresh-fresh1');
    for (const answer of answers) expect(answer).toEqual({ authorization: fresh });
  });

  it('when the refresh fails, then the user is signed out', async () => {
    const fake = fakeApi({ refreshFails: true });
    const { session, client } = setup(fake, -1_000);
    await expect(client.call(currentUserEndpoints.get)).rejects.toBeInstanceOf(ApiError);
    expect(fake.refreshes()).toBe(1);
    expect(session.get()).toBeNull();
  });

  it('when the user signs out while a refresh is running, then the refresh does not sign them back in', async () => {
    const fake = fakeApi();
    const { session, client } = setup(fake, -1_000);
    const refreshing = client.refresh();
    session.signOut();
    expect(await refreshing).toBeNull();
    expect(session.get()).toBeNull();
  });

  it('when the API rejects a token it still believes valid, then one refresh and one retry follow', async () => {
    const session = createSessionStore(memoryCookieJar());
    const stale = tokenPair({ accessInMs: 60_000, id: 'stale' });
    session.signIn(stale);
    const fake = fakeApi({ rejectToken: stale.accessToken });
    const client = createApiClient({ baseUrl: 'http://api', session, locale: () => 'fr', fetch: fake.fetch });
    const answer = await client.call(currentUserEndpoints.get);
    expect(fake.refreshes()).toBe(1);
    expect(answer).toEqual({ authorization: `Bearer ${session.get()?.token.accessToken}` });
  });

  it('when a public endpoint is called, then no token is sent and no refresh happens', async () => {
    const fake = fakeApi();
    const { client } = setup(fake, -1_000);
    await client.call(hostingEndpoints.get);
    expect(fake.refreshes()).toBe(0);
    const headers = (fake.sent[0]?.init.headers ?? {}) as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it('when the action result is invalid, then the call fails with the status and the result', async () => {
    const session = createSessionStore(memoryCookieJar());
    const fetch = (async () =>
      json(400, {
        isValid: false,
        code: 'invalid',
        errors: ['This user name is already used.'],
        propertiesErrorMessages: [
          { propertyName: 'userName', errorMessage: 'This user name is already used.' },
        ],
      })) as typeof globalThis.fetch;
    const client = createApiClient({ baseUrl: 'http://api', session, locale: () => 'en', fetch });
    const error = await client.call(hostingEndpoints.get).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).result?.propertiesErrorMessages[0]?.propertyName).toBe('userName');
    expect((error as ApiError).code).toBe('invalid');
  });

  it('when two 409s come back, then the error’s code tells “someone else saved first” from “not from this state”', async () => {
    const session = createSessionStore(memoryCookieJar());
    const answers = [
      json(409, {
        isValid: false,
        code: 'stale-version',
        errors: ['Someone else changed this in the meantime.'],
        propertiesErrorMessages: [],
      }),
      json(409, {
        isValid: false,
        code: 'not-allowed',
        errors: ['This action is not possible in the order’s present state.'],
        propertiesErrorMessages: [],
      }),
    ];
    const fetch = (async () => answers.shift()) as typeof globalThis.fetch;
    const client = createApiClient({ baseUrl: 'http://api', session, locale: () => 'en', fetch });
    const failed = async () =>
      (await client.call(hostingEndpoints.get).catch((caught: unknown) => caught)) as ApiError;
    const [stale, refused] = [await failed(), await failed()];
    expect([stale.status, stale.code, isStaleVersion(stale)]).toEqual([409, 'stale-version', true]);
    expect([refused.status, refused.code, isStaleVersion(refused)]).toEqual([409, 'not-allowed', false]);
    expect(new ApiError(0, null).code).toBeNull();
  });

  it('when a file is uploaded, then its bytes are the body with their type, under the same headers, and a rejected token is refreshed once', async () => {
    const session = createSessionStore(memoryCookieJar());
    const stale = tokenPair({ accessInMs: 60_000, id: 'stale' });
    session.signIn(stale);
    const fake = fakeApi({ rejectToken: stale.accessToken });
    const client = createApiClient({ baseUrl: 'http://api', session, locale: () => 'fr', fetch: fake.fetch });
    const file = new Blob(['JPEG bytes'], { type: 'image/jpeg' });
    const answer = await client.upload(productMediaEndpoints.uploadPicture, {
      query: { productId: 4, fileName: 'cover.jpg' },
      file,
    });
    expect(fake.refreshes()).toBe(1);
    expect(answer).toEqual({ authorization: `Bearer ${session.get()?.token.accessToken}` });
    const sent = fake.sent.at(-1)!;
    expect(sent.url).toBe('http://api/BackOffice/Catalog/ProductPicture?productId=4&fileName=cover.jpg');
    expect(sent.init.method).toBe('POST');
    expect(sent.init.body).toBe(file);
    const headers = sent.init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('image/jpeg');
    expect(headers.Pragma).toBe('no-cache');
    expect(headers['nova-guid']).toBe(session.get()?.visitorGuid);
  });

  it("when a file is downloaded, then it comes with the name the API gives, and its query lists are encoded as every call's", async () => {
    const session = createSessionStore(memoryCookieJar());
    session.signIn(tokenPair({ accessInMs: 60_000 }));
    const sent: string[] = [];
    const fetch = (async (url: string) => {
      sent.push(url);
      return new Response('\uFEFFean;title\r\n', {
        status: 200,
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="produits.csv"' },
      });
    }) as typeof globalThis.fetch;
    const client = createApiClient({ baseUrl: 'http://api', session, locale: () => 'fr', fetch });
    const file = await client.download(productEndpoints.exportCsv, { query: { availability: ['20', '21'] } });
    expect(file.fileName).toBe('produits.csv');
    expect(await file.blob.text()).toContain('ean;title');
    expect(sent).toEqual(['http://api/BackOffice/Catalog/ExportCsv?availability=20&availability=21']);
  });
});
