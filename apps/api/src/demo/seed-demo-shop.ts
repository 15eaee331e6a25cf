import type { Services } from '../services.ts';
import { seedDemoStaff } from './demo-staff.ts';

/** Seeds the demo bookshop on the first start of an empty embedded database. */
export const seedDemoShop = async (services: Services) => {
  await seedDemoStaff(services);
};
