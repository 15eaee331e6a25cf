import { count } from 'drizzle-orm';
import type { Services } from '../services.ts';
import { users } from '../users/users.tables.ts';
import { seedDemoAnalytics } from './demo-analytics.ts';
import { seedDemoCatalogExtras } from './demo-catalog-extras.ts';
import { seedDemoCreditNotes } from './demo-credit-notes.ts';
import { seedDemoMedia } from './demo-media.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoPages } from './demo-pages.ts';
import { seedDemoPosts } from './demo-posts.ts';
import { insertDemoProducts, seedDemoSupplies } from './demo-products.ts';
import { seedDemoSite } from './demo-site.ts';
import { seedDemoStaff } from './demo-staff.ts';

/** Seeds the demo bookshop on the first start of an empty embedded database (only the administrator exists). */
export const seedDemoShop = async (services: Services) => {
  const [existing] = await services.db.select({ count: count() }).from(users);
  if ((existing?.count ?? 0) > 1) return;
  await seedDemoStaff(services);
  await insertDemoProducts(services.db, { count: 2000 });
  await seedDemoSupplies(services.db);
  await seedDemoCatalogExtras(services.db);
  await seedDemoOrders(services.db);
  await seedDemoCreditNotes(services.db);
  await seedDemoMedia(services);
  await seedDemoPosts(services);
  await seedDemoPages(services);
  await seedDemoSite(services);
  const analyticsStart = performance.now();
  await seedDemoAnalytics(services.db);
  services.log.info(
    { ms: Math.round(performance.now() - analyticsStart) },
    'Demo analytics seeded (a year of actions, targets, profiles)',
  );
  services.log.info('Demo bookshop seeded');
};
