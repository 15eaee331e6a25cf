export { drainJobs } from './drain-jobs.ts';
export { type MailCatcher, startMailCatcher } from './mail-catcher.ts';
export { documentedTrace, statementKind, statementsOf, withReadsSorted } from './statements.ts';
export { ADMIN, startTestApp, type TestApp } from './test-app.ts';
export { openTestDatabase, prepareTemplate } from './test-database.ts';
