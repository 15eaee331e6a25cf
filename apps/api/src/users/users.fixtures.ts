import { type TUserCreate, userEndpoints } from '@colophon/contract';
import type { TestApp } from '../testing/index.ts';

let made = 0;

/** A new staff member's input, unique within the test file; tests override what they look at. */
export const aUser = (overrides: Partial<TUserCreate> = {}): TUserCreate => {
  made += 1;
  return {
    userName: `libraire${made}`,
    email: `libraire${made}@librairie.example`,
    password: `mot-de-passe-${made}`,
    firstName: 'Camille',
    lastName: `Martin${made}`,
    ...overrides,
  };
};

/** Creates a user through the API as the administrator and answers it with its password. */
export const createUser = async (api: TestApp, overrides: Partial<TUserCreate> = {}) => {
  const input = aUser(overrides);
  const user = (await api.call(userEndpoints.create, { body: input, token: api.adminToken })).output;
  return { ...user, password: input.password };
};
