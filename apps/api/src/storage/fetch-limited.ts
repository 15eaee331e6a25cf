import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address.ts';

/** Why a fetch of a file from an address failed, in words staff can act on. */
export class FetchError extends Error {
  readonly reason: 'protocol' | 'address' | 'status' | 'too-large' | 'timeout' | 'network';
  constructor(reason: FetchError['reason'], message: string) {
    super(message);
    this.reason = reason;
  }
}

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects?: number;
  /** Lets the fetch reach private, loopback and link-local hosts (FETCH_ALLOW_PRIVATE_ADDRESSES). */
  allowPrivateAddresses?: boolean;
}

export interface Fetched {
  bytes: Buffer;
  contentType: string | null;
  /** The address the bytes came from, after redirects. */
  url: string;
}

const isHttp = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

/** Rejects as soon as `signal` aborts, whether or not `promise` is done. */
const abortable = <T>(promise: Promise<T>, signal: AbortSignal) =>
  new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });

/**
 * The addresses `url`'s host resolves to, all of them public, or a refusal; `null` when private
 * addresses are allowed (the connection then resolves the name itself).
 */
const publicAddressesOf = async (url: URL, limits: FetchLimits, signal: AbortSignal) => {
  if (limits.allowPrivateAddresses) return null;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(host);
  const addresses: LookupAddress[] = family
    ? [{ address: host, family }]
    : await abortable(lookup(host, { all: true }), signal);
  if (addresses.length === 0 || !addresses.every(({ address }) => isPublicAddress(address)))
    throw new FetchError('address', `${host} is not a public address`);
  return addresses;
};

/**
 * Makes the connection use the addresses already checked instead of asking DNS again, so that a
 * name cannot resolve to a public address for the check and to a private one for the connection.
 */
const pinnedLookup =
  (addresses: LookupAddress[]): LookupFunction =>
  (_hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0);
    const usable = addresses.filter((address) => family === 0 || address.family === family);
    const first = usable[0];
    if (!first)
      return callback(Object.assign(new Error('no address of this family'), { code: 'ENOTFOUND' }), '');
    if (options.all) return callback(null, usable);
    callback(null, first.address, first.family);
  };

/** Sends a GET and resolves with the response head; the body is the caller's to read or destroy. */
const get = (url: URL, addresses: LookupAddress[] | null, signal: AbortSignal) =>
  new Promise<IncomingMessage>((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        signal,
        headers: { accept: '*/*', 'user-agent': 'Colophon' },
        ...(addresses ? { lookup: pinnedLookup(addresses) } : {}),
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });

/**
 * Fetches a file from an http(s) address, within a size and a time limit (the whole exchange,
 * redirects included). Redirects are followed by hand so that each step is checked to be http(s)
 * and, unless allowed, to lead to public addresses only.
 */
export const fetchLimited = async (address: string, limits: FetchLimits): Promise<Fetched> => {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = new URL(address);
  try {
    for (let redirects = 0; ; redirects++) {
      if (!isHttp(url)) throw new FetchError('protocol', `${url.protocol} is not http(s)`);
      const response = await get(url, await publicAddressesOf(url, limits, signal), signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.destroy();
        if (redirects >= (limits.maxRedirects ?? 3)) throw new FetchError('status', 'too many redirects');
        url = new URL(location, url);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new FetchError('status', `HTTP ${status}`);
      }
      const declared = Number(response.headers['content-length'] ?? Number.NaN);
      if (declared > limits.maxBytes) {
        response.destroy();
        throw new FetchError('too-large', `${declared} bytes`);
      }
      return {
        bytes: await readAtMost(response, limits.maxBytes),
        contentType: response.headers['content-type'] ?? null,
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
const readAtMost = async (response: IncomingMessage, maxBytes: number) => {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      response.destroy();
      throw new FetchError('too-large', `more than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
};
