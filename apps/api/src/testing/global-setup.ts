import { prepareTemplate, removeTemplate } from './test-database.ts';

export default async function setup() {
  await prepareTemplate();
  return removeTemplate;
}
