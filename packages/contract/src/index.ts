export * from './action-result.ts';
export * from './activity/activity-log.ts';
export * from './auth/authentication.ts';
export * from './claims.ts';
export * from './endpoint.ts';
export * from './hosting/client.ts';
export * from './hosting/hosting.ts';
export * from './issues.ts';
export * from './mails/mails.ts';
export * from './messages.ts';
export * from './tasks/tasks.ts';
export * from './users/current-user.ts';
export * from './users/users.ts';

import { activityEndpoints } from './activity/activity-log.ts';
import { authenticationEndpoints } from './auth/authentication.ts';
import type { Endpoint } from './endpoint.ts';
import { hostingEndpoints } from './hosting/hosting.ts';
import { mailEndpoints } from './mails/mails.ts';
import { taskEndpoints } from './tasks/tasks.ts';
import { currentUserEndpoints } from './users/current-user.ts';
import { userEndpoints } from './users/users.ts';

/** The endpoint table: every endpoint the API serves, declared once. */
export const endpointGroups = {
  authentication: authenticationEndpoints,
  hosting: hostingEndpoints,
  currentUser: currentUserEndpoints,
  users: userEndpoints,
  tasks: taskEndpoints,
  mails: mailEndpoints,
  activity: activityEndpoints,
} as const;

export const allEndpoints: Endpoint[] = Object.values(endpointGroups).flatMap((group) =>
  Object.values(group as Record<string, Endpoint>),
);
