/** Where the session lives between page loads: a cookie, so that it survives a reload. */
export interface CookieJar {
  read(): string | null;
  write(value: string, expires: Date): void;
  clear(): void;
}

export const SESSION_COOKIE = 'colophon';

export const documentCookieJar = (name = SESSION_COOKIE): CookieJar => ({
  read() {
    const prefix = `${name}=`;
    const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
    return found ? decodeURIComponent(found.slice(prefix.length)) : null;
  },
  write(value, expires) {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the session must be readable synchronously at start; the Cookie Store API is async and not everywhere.
    document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}; path=/; SameSite=Strict${secure}`;
  },
  clear() {
    // biome-ignore lint/suspicious/noDocumentCookie: see write().
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Strict`;
  },
});

/** A jar in memory, for tests. */
export const memoryCookieJar = (initial: string | null = null): CookieJar => {
  let value = initial;
  return {
    read: () => value,
    write: (next) => {
      value = next;
    },
    clear: () => {
      value = null;
    },
  };
};
