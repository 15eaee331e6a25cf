import type { Services } from '../services.ts';

export const seedDemoStaff = async (_services: Services) => {};
