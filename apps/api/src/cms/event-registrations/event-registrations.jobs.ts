import { z } from 'zod';
import type { Services } from '../../services.ts';
import { defineJob } from '../../tasks/job-queue.ts';
import { createEventRegistrationsService } from './event-registrations.service.ts';

/** Every minute: a reminder leaves within a minute of its time. */
export const EVENT_REMINDERS_CRON = '* * * * *';

export const createEventRemindersJob = (services: Services) => {
  const registrations = createEventRegistrationsService(services);
  return defineJob({
    name: 'event-reminders',
    payload: z.object({}),
    retryLimit: 3,
    expireInSeconds: 5 * 60,
    // It runs every minute: the background-tasks screen would show nothing else.
    hidden: true,
    handler: async () => {
      await registrations.sendDueReminders(new Date());
    },
  });
};

/** Mails each registrant its reminder `EVENT_REMINDER_HOURS` before the event (pg-boss keeps one schedule per name). */
export const registerEventRegistrationJobs = async (services: Services, options: { work: boolean }) => {
  const job = createEventRemindersJob(services);
  await services.jobs.register(job, options);
  await services.jobs.boss.schedule(job.name, EVENT_REMINDERS_CRON, {}, { tz: 'Europe/Paris' });
};
