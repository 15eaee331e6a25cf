import { hashPassword } from '../auth/passwords.ts';
import type { Services } from '../services.ts';
import { roles, userRoles, users } from '../users/users.tables.ts';
import { asciiSlug, firstNames, lastNames } from './french-names.ts';
import { createRandom } from './random.ts';

/** The password of every demo staff member, so that a visitor can try each role. */
export const DEMO_STAFF_PASSWORD = 'colophon-demo';

/** Builds `count` staff members, deterministic for a seed; the same code seeds the demo and the benches. */
export const demoStaff = (count: number, seed = 42) => {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const firstName = random.pick(firstNames);
    const lastName = random.pick(lastNames);
    const userName = `${asciiSlug(firstName)}.${asciiSlug(lastName)}${index + 1}`;
    return {
      userName,
      email: `${userName}@librairie-demo.fr`,
      firstName,
      lastName,
      gender: random.pick(['Unknown', 'Male', 'Female'] as const),
      company: 'Librairie du Quai',
      locale: random.chance(0.85) ? ('fr' as const) : ('en' as const),
    };
  });
};

/** Adds staff members to the seeded roles, one role each in turn. */
export const seedDemoStaff = async ({ db }: Services, count = 12) => {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const roleRows = await db.select({ id: roles.id }).from(roles);
  if (roleRows.length === 0) return;
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(demoStaff(count).map((member) => ({ ...member, passwordHash })))
      .onConflictDoNothing()
      .returning({ id: users.id });
    const memberships = created.map((user, index) => ({
      userId: user.id,
      roleId: roleRows[(index % (roleRows.length - 1)) + 1]?.id ?? roleRows[0]!.id,
    }));
    if (memberships.length > 0) await tx.insert(userRoles).values(memberships).onConflictDoNothing();
  });
};
