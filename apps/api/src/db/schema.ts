export * from '../activity/activity.tables.ts';
export * from '../auth/auth.tables.ts';
export * from '../auth/secrets.tables.ts';
export * from '../mails/mails.tables.ts';
export * from '../tasks/tasks.tables.ts';
export * from '../users/users.tables.ts';
