import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** Compared against when the account does not exist, so that both answers take as long. */
let decoyHash: Promise<string> | null = null;
export const decoyPasswordHash = () => {
  decoyHash ??= hashPassword('decoy-password-never-used');
  return decoyHash;
};
