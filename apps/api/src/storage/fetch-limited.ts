/** Why a fetch of a file from an address failed, in words staff can act on. */
export class FetchError extends Error {
  readonly reason: 'protocol' | 'status' | 'too-large' | 'timeout' | 'network';
  constructor(reason: FetchError['reason'], message: string) {
    super(message);
    this.reason = reason;
  }
}

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects?: number;
}

export interface Fetched {
  bytes: Buffer;
  contentType: string | null;
  /** The address the bytes came from, after redirects. */
  url: string;
}

const isHttp = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

/**
 * Fetches a file from an http(s) address, within a size and a time limit (the whole exchange,
 * redirects included). Redirects are followed by hand so that each step is checked to be http(s).
 */
export const fetchLimited = async (address: string, limits: FetchLimits): Promise<Fetched> => {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = new URL(address);
  try {
    for (let redirects = 0; ; redirects++) {
      if (!isHttp(url)) throw new FetchError('protocol', `${url.protocol} is not http(s)`);
      const response = await fetch(url, { signal, redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        if (redirects >= (limits.maxRedirects ?? 3)) throw new FetchError('status', 'too many redirects');
        url = new URL(location, url);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new FetchError('status', `HTTP ${response.status}`);
      }
      const declared = Number(response.headers.get('content-length') ?? Number.NaN);
      if (declared > limits.maxBytes) {
        await response.body?.cancel();
        throw new FetchError('too-large', `${declared} bytes`);
      }
      return {
        bytes: await readAtMost(response, limits.maxBytes),
        contentType: response.headers.get('content-type'),
        url: url.toString(),
      };
    }
  } catch (error) {
    if (error instanceof FetchError) throw error;
    if (signal.aborted) throw new FetchError('timeout', `no answer within ${limits.timeoutMs} ms`);
    throw new FetchError(
      'network',
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error),
    );
  }
};

/** Reads a body, giving up as soon as it passes `maxBytes` (a server may not say, or lie about, its length). */
const readAtMost = async (response: Response, maxBytes: number) => {
  const chunks: Buffer[] = [];
  let total = 0;
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new FetchError('too-large', `more than ${maxBytes} bytes`);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
};
