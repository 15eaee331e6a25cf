import { count } from 'drizzle-orm';
import type { Services } from '../services.ts';
import { users } from '../users/users.tables.ts';
import { seedDemoStaff } from './demo-staff.ts';

/** Seeds the demo bookshop on the first start of an empty embedded database (only the administrator exists). */
export const seedDemoShop = async (services: Services) => {
  const [existing] = await services.db.select({ count: count() }).from(users);
  if ((existing?.count ?? 0) > 1) return;
  await seedDemoStaff(services);
  services.log.info('Demo bookshop seeded');
};
