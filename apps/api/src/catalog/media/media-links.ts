import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { coverAddress } from '@colophon/contract';
import { jwtSecret } from '../../auth/jwt-secret.ts';
import type { Services } from '../../services.ts';

/**
 * Signed addresses of stored pictures and files. The public media endpoints serve only what the
 * shop's site shows (a visible product the restrictions let through); the console's <img> and
 * download links cannot send a token, so the back office answers each picture's and file's address
 * signed (HMAC under a key derived from the shop's signing key) and valid a day: such an address is
 * served whatever the product's visibility. The expiry moves by the hour, so that an address stays
 * the same for an hour and the browser's cache keeps working.
 */
export interface MediaLinks {
  /** `url` (a public media address of the API) with `expires` and `sig` appended. */
  sign(url: string, now?: number): Promise<string>;
  /** Whether `url` (the address without `sig`) carries a valid, unexpired signature `sig`. */
  verify(url: string, expires: number | undefined, sig: string | undefined, now?: number): Promise<boolean>;
}

const LIFETIME_HOURS = 24;

export const createMediaLinks = (secret: () => Promise<string>): MediaLinks => {
  let key: Promise<Buffer> | undefined;
  const keyOf = () => {
    key ??= secret().then((text) => Buffer.from(hkdfSync('sha256', text, 'colophon', 'media-links', 32)));
    return key;
  };
  const mac = async (text: string) =>
    createHmac('sha256', await keyOf())
      .update(text)
      .digest()
      .subarray(0, 18)
      .toString('base64url');
  return {
    async sign(url, now = Date.now()) {
      const expires = (Math.floor(now / 3600_000) + LIFETIME_HOURS + 1) * 3600;
      const withExpiry = `${url}&expires=${expires}`;
      return `${withExpiry}&sig=${await mac(withExpiry)}`;
    },
    async verify(url, expires, sig, now = Date.now()) {
      if (expires === undefined || !sig || expires * 1000 <= now) return false;
      const expected = Buffer.from(await mac(`${url}&expires=${expires}`));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
};

const sharedLinks = new WeakMap<Services['db'], MediaLinks>();

/** The app's signer: the media routes and the answers that carry covers share its key. */
export const mediaLinksOf = ({ db, config }: Pick<Services, 'db' | 'config'>): MediaLinks => {
  let links = sharedLinks.get(db);
  if (!links) {
    links = createMediaLinks(() => jwtSecret(db, config.JWT_SECRET));
    sharedLinks.set(db, links);
  }
  return links;
};

/**
 * Products with `coverThumbnailUrl`, the signed address of their cover's thumbnail: an HMAC each, no
 * query. Sign outside a transaction: the first signature of the process reads the key from the database.
 */
export const withSignedCovers = <T extends { id: number }>(links: MediaLinks, products: T[]) =>
  Promise.all(
    products.map(async (product) => ({
      ...product,
      coverThumbnailUrl: await links.sign(coverAddress(product.id, 'thumbnail')),
    })),
  );
