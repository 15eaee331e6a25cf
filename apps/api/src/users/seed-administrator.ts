import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Services } from '../services.ts';
import { seededRoles } from './roles-catalogue.ts';
import { roles, userRoles, users } from './users.tables.ts';

/**
 * On an empty database: the seeded roles, and an administrator from ADMIN_USERNAME and
 * ADMIN_PASSWORD (without a password, a random one printed once in the log).
 */
export const ensureAdministrator = async ({ db, config, log }: Services) => {
  const [existing] = await db.select({ count: count() }).from(users);
  if ((existing?.count ?? 0) > 0) return;
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(roles)
      .values(seededRoles)
      .onConflictDoNothing()
      .returning({ id: roles.id, name: roles.name });
    const [admin] = await tx
      .insert(users)
      .values({
        userName: config.ADMIN_USERNAME,
        email: `${config.ADMIN_USERNAME}@colophon.local`,
        passwordHash,
        firstName: 'Admin',
        lastName: 'Colophon',
      })
      // Another process starting at the same moment may have created it first.
      .onConflictDoNothing()
      .returning({ id: users.id });
    const administrator = created.find((role) => role.name === 'Administrator');
    if (admin && administrator)
      await tx.insert(userRoles).values({ userId: admin.id, roleId: administrator.id });
  });
  if (!config.ADMIN_PASSWORD) {
    log.warn(
      `Administrator created: user name "${config.ADMIN_USERNAME}", password "${password}" (shown once)`,
    );
  }
};
