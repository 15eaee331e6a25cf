import {
  customerRoles,
  genders,
  type Locale,
  type MessageKey,
  type TCount,
  type TTargetEmailing,
  type TTargetProfile,
  translate,
} from '@colophon/contract';
import { z } from 'zod';
import { recordActivity } from '../../activity/activity-log.ts';
import { notFound } from '../../http/app-error.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import {
  campaignProgress,
  campaignsAimedAt,
  unsubscribedSince,
} from '../../marketing/campaigns/campaigns.repository.ts';
import type { Services } from '../../services.ts';
import { defineJob } from '../../tasks/job-queue.ts';
import { allTargetIds, countSelected, findTarget } from '../targets/targets.repository.ts';
import { toTarget } from '../targets/targets.views.ts';
import { buyingHabits, type Members, membersByTrait } from './profiling.repository.ts';
import { computeRecommendations, profileRecommendationList } from './recommendations.repository.ts';

const DAY_MS = 86_400_000;
/** A target is aimed at by a few campaigns a month: the last hundred are plenty. */
const EMAILING_LIMIT = 100;

/** One profile's recommendations (`targetId`) or every profile's, as a background task. */
export const createRecommendationsJob = ({ db }: Pick<Services, 'db'>) =>
  defineJob({
    name: 'analytics-profile-recommendations',
    payload: z.object({ targetId: z.number().int().nullable() }),
    retryLimit: 2,
    expireInSeconds: 60 * 60,
    handler: async ({ targetId }, run) => {
      const ids = targetId === null ? await allTargetIds(db) : [targetId];
      for (const [index, id] of ids.entries()) {
        await db.transaction(async (tx) => {
          const target = await findTarget(tx, id);
          if (target) await computeRecommendations(tx, target.id, target.rules);
        });
        await run.progress((index + 1) / ids.length);
      }
    },
  });

const labelled = (counts: { id: string; count: number }[], label: (id: string) => string): TCount[] =>
  counts.map((count) => ({ ...count, label: label(count.id) }));

export const createProfilingService = (services: Services) => {
  const { db } = services;
  const job = createRecommendationsJob(services);
  const launch = (targetId: number | null, by: SignedInUser | null) =>
    db.transaction(async (tx) => {
      if (targetId !== null && !(await findTarget(tx, targetId))) throw notFound();
      const taskId = await services.jobs.enqueue(tx, job, { targetId });
      await recordActivity(tx, by, {
        entity: 'AnalyticsRecommendations',
        entityId: targetId ?? taskId,
        action: 'launch',
      });
      return { taskId };
    });

  return {
    detail: async (id: number, locale: Locale): Promise<TTargetProfile> => {
      const target = await findTarget(db, id);
      if (!target) throw notFound();
      // The stored members when they were worked out since the rules last changed; the rules live
      // before that (docs/rules/analytics.md, "Targets", stored members).
      const stored =
        target.membersComputedAt !== null &&
        target.membersCount !== null &&
        target.membersComputedAt.getTime() >= target.updatedAt.getTime();
      const members: Members = stored ? { targetId: id } : { rules: target.rules };
      const now = new Date();
      const year = { start: new Date(now.getTime() - 365 * DAY_MS), end: now };
      const unknown = translate('profileUnknown', locale);
      // Side by side on the pool (one after the other on PGlite, which has one connection).
      const [size, habits, traits, recommendations] = await Promise.all([
        stored ? (target.membersCount ?? 0) : countSelected(db, target.rules).then((count) => count.size),
        buyingHabits(db, members, year, 5),
        membersByTrait(db, members, { gender: 20, age: 20, department: 10, role: 20 }),
        profileRecommendationList(db, id),
      ]);
      return {
        target: toTarget(target),
        size,
        genders: labelled(traits.gender, (gender) =>
          (genders as readonly string[]).includes(gender)
            ? translate(`gender${gender}` as MessageKey, locale)
            : gender,
        ),
        ageBands: labelled(traits.age, (band) => (band === 'unknown' ? unknown : band)),
        departments: labelled(traits.department, (code) => (code === 'unknown' ? unknown : code)),
        customerRoles: labelled(traits.role, (role) =>
          (customerRoles as readonly string[]).includes(role)
            ? translate(`customerRole${role}` as MessageKey, locale)
            : role,
        ),
        topCategories: habits.tops.categories,
        topAuthors: habits.tops.authors,
        topPublishers: habits.tops.publishers,
        averageBasket: habits.orders === 0 ? 0 : Math.round(habits.cents / habits.orders) / 100,
        ordersPerCustomer: habits.buyers === 0 ? 0 : Math.round((habits.orders / habits.buyers) * 100) / 100,
        daysBetweenOrders: habits.daysBetweenOrders,
        shipping: [
          {
            id: 'delivery',
            label: translate('profileDelivery', locale),
            count: habits.orders - habits.collected,
          },
          { id: 'collected', label: translate('profileCollected', locale), count: habits.collected },
        ],
        recommendations: recommendations.map((book) => ({
          ...book,
          authors: book.authors.map((author) => author.name),
          score: Math.round(book.score * 1000) / 1000,
        })),
        recommendationsComputedAt: target.recommendationsComputedAt?.toISOString() ?? null,
      };
    },

    /** The campaigns aimed at the target and how they went (the campaign statistics' figures). */
    emailing: async (id: number): Promise<TTargetEmailing[]> => {
      if (!(await findTarget(db, id))) throw notFound();
      const rows = await campaignsAimedAt(db, id, EMAILING_LIMIT);
      const progress = await campaignProgress(
        db,
        rows.map((row) => row.id),
      );
      return Promise.all(
        rows.map(async (row) => {
          const figures = progress.get(row.id) ?? { recipients: 0, sent: 0, failed: 0, pending: 0 };
          return {
            id: row.id,
            name: row.name,
            subject: row.subject,
            status: row.status,
            startedAt: row.startedAt?.toISOString() ?? null,
            sentAt: row.sentAt?.toISOString() ?? null,
            recipients: figures.recipients,
            mailsSent: figures.sent,
            failed: figures.failed,
            pending: figures.pending,
            unsubscribed: row.startedAt ? await unsubscribedSince(db, row.id, row.startedAt) : 0,
          };
        }),
      );
    },

    calculate: (id: number, by: SignedInUser | null) => launch(id, by),
    calculateAll: (by: SignedInUser | null) => launch(null, by),
  };
};
