import {
  authenticationEndpoints,
  type Endpoint,
  type EndpointBody,
  type EndpointOutput,
  type EndpointQuery,
  type Locale,
  type TActionResult,
} from '@colophon/contract';
import { ApiError } from './api-error.ts';
import type { Session, SessionStore } from './session/session-store.ts';

type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };
export type CallInput<E> = Part<'query', EndpointQuery<E>> & Part<'body', EndpointBody<E>>;
type CallArgs<E> =
  object extends CallInput<E>
    ? [input?: CallInput<E>, init?: CallInit]
    : [input: CallInput<E>, init?: CallInit];
export interface CallInit {
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  baseUrl: string;
  session: SessionStore;
  locale: () => Locale;
  fetch?: typeof fetch;
}

export interface ApiClient {
  /** One typed call of the contract's endpoint table; resolves to the action result's entityOutput. */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointOutput<E>>;
  /** Trades the refresh token for a new session; one at a time, concurrent callers share it. */
  refresh(): Promise<Session | null>;
}

const queryString = (query: unknown) => {
  if (!query || typeof query !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

const readResult = async (response: Response): Promise<TActionResult<unknown> | null> => {
  if (!response.headers.get('content-type')?.includes('json')) return null;
  try {
    return (await response.json()) as TActionResult<unknown>;
  } catch {
    return null;
  }
};

export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const { baseUrl, session, locale } = options;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  const send = async (endpoint: Endpoint, input: { query?: unknown; body?: unknown }, init: CallInit) => {
    const headers: Record<string, string> = { Pragma: 'no-cache', 'Accept-Language': locale() };
    const current = session.get();
    if (current) {
      headers['nova-guid'] = current.visitorGuid;
      if (endpoint.access !== 'public') headers.Authorization = `Bearer ${current.token.accessToken}`;
    }
    if (input.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      const response = await doFetch(`${baseUrl}${endpoint.path}${queryString(input.query)}`, {
        method: endpoint.method,
        headers,
        credentials: 'include',
        body: input.body === undefined ? null : JSON.stringify(input.body),
        signal: init.signal ?? null,
      });
      return { response, usedToken: current?.token.accessToken };
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new ApiError(0, null);
    }
  };

  const unwrap = async (response: Response) => {
    const result = await readResult(response);
    if (!response.ok || !result?.isValid) throw new ApiError(response.status, result);
    return result.entityOutput;
  };

  let inflight: Promise<Session | null> | null = null;
  const refresh = (): Promise<Session | null> => {
    inflight ??= (async () => {
      const current = session.get();
      if (!current) return null;
      try {
        const { response } = await send(
          authenticationEndpoints.refresh,
          { body: { token: current.token.refreshToken } },
          {},
        );
        const token = (await unwrap(response)) as EndpointOutput<typeof authenticationEndpoints.refresh>;
        if (!token) throw new ApiError(response.status, null);
        // Signed out (or in again) while the refresh ran: the renewed token is not wanted any more.
        if (session.get() !== current) return session.get();
        return session.signIn(token);
      } catch {
        // A refresh that fails ends the session: the guards send the user to /login.
        session.signOut();
        return null;
      }
    })().finally(() => {
      inflight = null;
    });
    return inflight;
  };

  const call = async (
    endpoint: Endpoint,
    input: { query?: unknown; body?: unknown } = {},
    init: CallInit = {},
  ) => {
    const isPrivate = endpoint.access !== 'public';
    // The refresh failed and signed the user out: the call cannot succeed, do not send it.
    if (isPrivate && session.needsRefresh() && !(await refresh())) throw new ApiError(401, null);
    let { response, usedToken } = await send(endpoint, input, init);
    if (response.status === 401 && isPrivate && usedToken) {
      // Rejected token: another request may have refreshed it meanwhile; else refresh once.
      const current = session.get();
      const renewed = current && current.token.accessToken !== usedToken ? current : await refresh();
      if (renewed) ({ response } = await send(endpoint, input, init));
      else session.signOut();
    }
    return unwrap(response);
  };

  return { call: call as ApiClient['call'], refresh };
};
