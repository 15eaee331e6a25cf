import type { TActionResult } from '@colophon/contract';
import { apiBaseUrl } from '@/config/client.ts';
import { currentLocale } from '@/i18n/i18n.ts';
import { api, session } from '@/lib/api.ts';
import { ApiError } from '@/lib/api-error.ts';

const queryString = (query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * The catalogue's calls that `call` cannot make, because they are not JSON: a raw upload (pictures,
 * files) and a file download (the CSV export). Same headers and token refresh as `call`.
 */
export const rawRequest = async (
  method: 'GET' | 'POST',
  path: string,
  options: { query?: Record<string, unknown>; body?: Blob; signal?: AbortSignal } = {},
): Promise<Response> => {
  if (session.needsRefresh()) await api.refresh();
  const send = () => {
    const current = session.get();
    const headers: Record<string, string> = { Pragma: 'no-cache', 'Accept-Language': currentLocale() };
    if (current) {
      headers['nova-guid'] = current.visitorGuid;
      headers.Authorization = `Bearer ${current.token.accessToken}`;
    }
    if (options.body) headers['Content-Type'] = options.body.type || 'application/octet-stream';
    return fetch(`${apiBaseUrl}${path}${queryString(options.query ?? {})}`, {
      method,
      headers,
      credentials: 'include',
      body: options.body ?? null,
      signal: options.signal ?? null,
    }).catch(() => {
      throw new ApiError(0, null);
    });
  };
  let response = await send();
  if (response.status === 401 && (await api.refresh())) response = await send();
  return response;
};

/** The action result of a raw upload: its entity, or an ApiError as `call` throws it. */
export const uploadRaw = async <T>(path: string, query: Record<string, unknown>, body: Blob): Promise<T> => {
  const response = await rawRequest('POST', path, { query, body });
  let result: TActionResult<T> | null = null;
  try {
    result = (await response.json()) as TActionResult<T>;
  } catch {
    result = null;
  }
  if (!response.ok || !result?.isValid || result.entityOutput === undefined)
    throw new ApiError(response.status, result);
  return result.entityOutput;
};

/** How far an upload went: bytes sent of the total (the total is 0 when the browser cannot tell). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

const actionResultOf = <T>(text: string): TActionResult<T> | null => {
  try {
    return JSON.parse(text) as TActionResult<T>;
  } catch {
    return null;
  }
};

/**
 * A raw upload that reports its progress (`fetch` cannot tell how much of a body was sent): an
 * XMLHttpRequest with the same headers and token refresh as `rawRequest`, answering the action
 * result's entity or throwing an ApiError as `call` does.
 */
export const uploadRawWithProgress = async <T>(
  path: string,
  query: Record<string, unknown>,
  body: Blob,
  options: {
    contentType?: string;
    onProgress?: (progress: UploadProgress) => void;
    signal?: AbortSignal;
  } = {},
): Promise<T> => {
  if (session.needsRefresh()) await api.refresh();
  const send = () =>
    new Promise<{ status: number; result: TActionResult<T> | null }>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', `${apiBaseUrl}${path}${queryString(query)}`);
      request.withCredentials = true;
      request.setRequestHeader('Pragma', 'no-cache');
      request.setRequestHeader('Accept-Language', currentLocale());
      request.setRequestHeader(
        'Content-Type',
        options.contentType ?? (body.type || 'application/octet-stream'),
      );
      const current = session.get();
      if (current) {
        request.setRequestHeader('nova-guid', current.visitorGuid);
        request.setRequestHeader('Authorization', `Bearer ${current.token.accessToken}`);
      }
      request.upload.onprogress = (event) =>
        options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
      request.onload = () =>
        resolve({ status: request.status, result: actionResultOf<T>(request.responseText) });
      request.onerror = () => reject(new ApiError(0, null));
      request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
      if (options.signal?.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
      options.signal?.addEventListener('abort', () => request.abort(), { once: true });
      request.send(body);
    });
  let answer = await send();
  if (answer.status === 401 && (await api.refresh())) answer = await send();
  const { status, result } = answer;
  if (status < 200 || status >= 300 || !result?.isValid || result.entityOutput === undefined)
    throw new ApiError(status, result);
  return result.entityOutput;
};

/** Saves a download answered by the API under the name it gives (Content-Disposition). */
export const downloadRaw = async (path: string, query: Record<string, unknown>, fallbackName: string) => {
  const response = await rawRequest('GET', path, { query });
  if (!response.ok) {
    const result = (await response.json().catch(() => null)) as TActionResult<unknown> | null;
    throw new ApiError(response.status, result);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
};

/** The address of a stored picture or file, which the API answers relative to itself. */
export const apiUrl = (relative: string) =>
  /^https?:/.test(relative) ? relative : `${apiBaseUrl}${relative}`;
