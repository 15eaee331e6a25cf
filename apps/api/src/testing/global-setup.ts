import { prepareTemplate } from './test-database.ts';

export default async function setup() {
  await prepareTemplate();
}
