import { fileURLToPath } from 'node:url';
import type { TProduct, TProductCreate } from '@colophon/contract';
import { productEndpoints, supplyEndpoints, userEndpoints } from '@colophon/contract';
import type { TestApp } from '../../testing/index.ts';

/** The real ONIX files of the repository's fixtures (see fixtures/onix/SOURCES.md). */
export const onixFixtures = fileURLToPath(new URL('../../../../../fixtures/onix/', import.meta.url));

/** A custom book as staff would enter it; each test changes what it is about. */
export const aBook = (overrides: Partial<TProductCreate> = {}): TProductCreate => ({
  ean: '9782070368228',
  title: 'Les Misérables',
  authors: [{ name: 'Victor Hugo', role: 'A01' }],
  publishers: ['Gallimard'],
  collections: ['Folio classique'],
  productForm: 'BC',
  priceWithTax: 9.9,
  taxRate: 0.055,
  stock: 3,
  availability: '21',
  releaseDate: '1973-01-01',
  ...overrides,
});

let limitedUsers = 0;

/** An access token of a new staff member holding only the given claims, signed in. */
export const tokenWithClaims = async (api: TestApp, claims: string[]) => {
  limitedUsers += 1;
  const user = {
    userName: `limited${limitedUsers}`,
    email: `limited${limitedUsers}@librairie.example`,
    password: `limited-password-${limitedUsers}`,
    firstName: 'Limited',
    lastName: 'Staff',
    claimTypes: claims.map((id) => ({ id })),
  };
  await api.call(userEndpoints.create, { body: user, token: api.adminToken }).then((answer) => answer.output);
  return (await api.signIn(user.userName, user.password)).accessToken;
};

/**
 * Creates a product without copies, then records its stock as its initial stock come in on
 * `suppliedOn` (as a shop taking over its stock would): a book old enough and supplied long enough
 * ago is out of the Loi Lang's 5 %.
 */
export const createSuppliedOn = async (
  api: TestApp,
  product: TProductCreate,
  suppliedOn: string,
): Promise<TProduct> => {
  const token = api.adminToken;
  const created = (await api.call(productEndpoints.create, { body: { ...product, stock: 0 }, token })).output;
  return (
    await api.call(supplyEndpoints.record, {
      body: {
        productId: created.id,
        version: created.version,
        kind: 'initial',
        quantity: product.stock || 1,
        suppliedOn,
      },
      token,
    })
  ).output;
};

/** The day `months` months before today, as YYYY-MM-DD. */
export const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
};
