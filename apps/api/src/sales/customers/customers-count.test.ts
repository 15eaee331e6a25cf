import { customerEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { customers } from './customers.tables.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

describe('the customer list total', () => {
  it('when 1 500 customers arrive before the statistics know them, then the total is still exact', async () => {
    const rows = Array.from({ length: 1500 }, (_, n) => ({
      email: `compte-${n}@example.org`,
      firstName: 'Client',
      lastName: `Numéro ${n}`,
      customerRole: 'Professional' as const,
    }));
    for (let start = 0; start < rows.length; start += 500)
      await api.services.db.insert(customers).values(rows.slice(start, start + 500));
    const answer = await api.call(customerEndpoints.list, {
      query: { customerRole: 'Professional' },
      token: api.adminToken,
    });
    expect(answer.output.totalCount).toBe(1500);
  });
});
