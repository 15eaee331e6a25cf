import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A mail body that carries a secret is kept only until its delivery, and then sealed (AES-256-GCM
 * under a key derived from the shop's signing key), so that a reader of the database or of a backup
 * does not find the link in clear. The mail log shows the redacted body instead.
 */
export interface BodySeal {
  seal(body: string): string;
  open(sealed: string): string;
}

export const createBodySeal = (secret: string): BodySeal => {
  const key = Buffer.from(hkdfSync('sha256', secret, 'colophon', 'mail-body-seal', 32));
  return {
    seal(body) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const text = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]);
      return ['v1', ...[iv, cipher.getAuthTag(), text].map((part) => part.toString('base64url'))].join('.');
    },
    open(sealed) {
      const [version, iv, tag, text] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || text === undefined) throw new Error('not a sealed mail body');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
};
