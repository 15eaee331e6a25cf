import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { customerSignInLinks, customers } from './customers.tables.ts';

export const insertSignInLink = (
  executor: Executor,
  values: { customerId: number; tokenHash: string; expiresAt: Date },
) => executor.insert(customerSignInLinks).values(values);

/** How many links this customer was mailed since `since`. */
export const signInLinksSince = async (executor: Executor, customerId: number, since: Date) =>
  (
    await executor
      .select({ count: count() })
      .from(customerSignInLinks)
      .where(and(eq(customerSignInLinks.customerId, customerId), gt(customerSignInLinks.createdAt, since)))
  )[0]?.count ?? 0;

/** Uses a link once, before it expires (a conditional update: two uses at once, one wins); its customer, else null. */
export const useSignInLink = async (executor: Executor, tokenHash: string, now: Date) => {
  const [used] = await executor
    .update(customerSignInLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(customerSignInLinks.tokenHash, tokenHash),
        isNull(customerSignInLinks.usedAt),
        gt(customerSignInLinks.expiresAt, now),
      ),
    )
    .returning({ customerId: customerSignInLinks.customerId });
  return used?.customerId ?? null;
};

/** Locks a customer's row to the caller's transaction: two link asks at once are counted in turn. */
export const lockCustomer = (executor: Executor, id: number) =>
  executor.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).for('update');
