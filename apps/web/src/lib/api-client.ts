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

/** How far an upload went: bytes sent of the total (the total is 0 when the browser cannot tell). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export type UploadInput<E> =
  | {
      query: EndpointQuery<E>;
      /** The raw bytes, sent as the body (pictures, files, ONIX). */
      file: Blob;
      /** Else the file's own type, else `application/octet-stream`. */
      contentType?: string;
    }
  | {
      query?: EndpointQuery<E>;
      /** A multipart form (a media with its file): the browser writes its type and boundary. */
      form: FormData;
    };

export interface UploadInit extends CallInit {
  onProgress?: (progress: UploadProgress) => void;
}

/** A file the API answered (the CSV export): its bytes and the name the API gives it. */
export interface Download {
  blob: Blob;
  fileName: string | undefined;
}

type SendInput = { query?: unknown; body?: unknown; file?: Blob; contentType?: string; form?: FormData };

export interface ApiClientOptions {
  baseUrl: string;
  session: SessionStore;
  locale: () => Locale;
  fetch?: typeof fetch;
}

export interface ApiClient {
  /** One typed call of the contract's endpoint table; resolves to the action result's entityOutput. */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointOutput<E>>;
  /** An endpoint that takes a file as its raw body (or a multipart form), with the upload's progress; same headers and refresh. */
  upload<E extends Endpoint>(
    endpoint: E,
    input: UploadInput<E>,
    init?: UploadInit,
  ): Promise<EndpointOutput<E>>;
  /** An endpoint whose answer is a file; same headers, refresh and errors as `call`. */
  download<E extends Endpoint>(
    endpoint: E,
    input: { query: EndpointQuery<E> },
    init?: CallInit,
  ): Promise<Download>;
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

const headersOf = (text: string) =>
  Object.fromEntries(
    text
      .trim()
      .split(/[\r\n]+/)
      .map((line) => line.split(': '))
      .filter((parts): parts is [string, string] => parts.length === 2),
  );

/**
 * `fetch` cannot tell how much of a body was sent: an upload with progress goes through an
 * XMLHttpRequest, answered as a `Response` so that the rest of the client reads it like every other.
 */
const fetchWithProgress = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body: Blob | FormData | string | null;
    signal?: AbortSignal | null;
  },
  onProgress: (progress: UploadProgress) => void,
) =>
  new Promise<Response>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(init.method, url);
    request.withCredentials = true;
    request.responseType = 'blob';
    for (const [name, value] of Object.entries(init.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) =>
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    request.onload = () =>
      resolve(
        new Response([204, 205, 304].includes(request.status) ? null : (request.response as Blob), {
          status: request.status,
          headers: headersOf(request.getAllResponseHeaders()),
        }),
      );
    request.onerror = () => reject(new TypeError('The upload failed.'));
    const cancelled = () => new DOMException('The upload was cancelled.', 'AbortError');
    request.onabort = () => reject(cancelled());
    if (init.signal?.aborted) return reject(cancelled());
    init.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(init.body);
  });

export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const { baseUrl, session, locale } = options;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  /** Every request of the console: one set of headers, one encoding of the query. */
  const send = async (endpoint: Endpoint, input: SendInput, init: UploadInit) => {
    const headers: Record<string, string> = { Pragma: 'no-cache', 'Accept-Language': locale() };
    const current = session.get();
    if (current) {
      headers['nova-guid'] = current.visitorGuid;
      if (endpoint.access !== 'public') headers.Authorization = `Bearer ${current.token.accessToken}`;
    }
    // A form's type (multipart/form-data and its boundary) is the browser's to write.
    if (input.form === undefined && input.file)
      headers['Content-Type'] = input.contentType || input.file.type || 'application/octet-stream';
    else if (input.form === undefined && input.body !== undefined)
      headers['Content-Type'] = 'application/json';
    const url = `${baseUrl}${endpoint.path}${queryString(input.query)}`;
    const body = input.form ?? input.file ?? (input.body === undefined ? null : JSON.stringify(input.body));
    const request = { method: endpoint.method, headers, body, signal: init.signal ?? null };
    try {
      const response = init.onProgress
        ? await fetchWithProgress(url, request, init.onProgress)
        : await doFetch(url, { ...request, credentials: 'include' });
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

  /** Sends, and after a 401 refreshes the session once (shared by concurrent calls) and sends again. */
  const request = async (endpoint: Endpoint, input: SendInput, init: UploadInit) => {
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
    return response;
  };

  const call = async (endpoint: Endpoint, input: SendInput = {}, init: CallInit = {}) =>
    unwrap(await request(endpoint, input, init));

  const upload = async (endpoint: Endpoint, input: UploadInput<Endpoint>, init: UploadInit = {}) =>
    unwrap(await request(endpoint, input, init));

  const download = async (endpoint: Endpoint, input: { query: unknown }, init: CallInit = {}) => {
    const response = await request(endpoint, input, init);
    if (!response.ok) await unwrap(response);
    const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
    return { blob: await response.blob(), fileName };
  };

  return {
    call: call as ApiClient['call'],
    upload: upload as ApiClient['upload'],
    download: download as ApiClient['download'],
    refresh,
  };
};
