import type { analysisEndpoints, ParsedQuery, TOverTimePoint } from '@colophon/contract';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { Services } from '../../services.ts';
import { shopDay, shopDayEnd, shopDayStart } from '../../shop/shop-days.ts';
import { findTarget } from '../targets/targets.repository.ts';
import { actionsOverTime, actionTops, countActions } from './action-analysis.repository.ts';
import { countScope, orderFigures, ordersOverTime, salesTops } from './analysis.repository.ts';
import type { Period, Scope } from './analysis-scope.sql.ts';
import { rollUpSales } from './sales-rollup.repository.ts';

type StatsQuery = ParsedQuery<typeof analysisEndpoints.stats>;
type TopsQuery = ParsedQuery<typeof analysisEndpoints.tops>;
type ActionTopsQuery = ParsedQuery<typeof analysisEndpoints.topsByActionType>;
type OverTimeQuery = ParsedQuery<typeof analysisEndpoints.overTime>;

/**
 * Every customer, or the target named (404 when it is gone): its members as last worked out, or its
 * rules when its members were never worked out or its rules changed since.
 */
export const scopeOf = async (executor: Executor, targetId: number | undefined): Promise<Scope> => {
  if (targetId === undefined) return null;
  const target = await findTarget(executor, targetId);
  if (!target) throw notFound();
  return target.membersComputedAt && target.membersComputedAt >= target.updatedAt
    ? { members: target.id }
    : target.rules;
};

const periodOf = (query: { from: string; to: string }): Period => ({
  start: shopDayStart(query.from),
  end: shopDayEnd(query.to),
});

export const createAnalysisService = ({ db }: Pick<Services, 'db'>) => ({
  stats: async (query: StatsQuery) => {
    const scope = await scopeOf(db, query.targetId);
    const period = periodOf(query);
    // Side by side on the pool (one after the other on PGlite, which has one connection).
    const [customers, figures, actions] = await Promise.all([
      countScope(db, scope),
      orderFigures(db, scope, period),
      countActions(db, scope, period),
    ]);
    return {
      customers,
      ...figures,
      averageBasket: figures.orders === 0 ? 0 : Math.round((figures.revenue / figures.orders) * 100) / 100,
      actions,
    };
  },

  tops: async (query: TopsQuery) =>
    salesTops(db, await scopeOf(db, query.targetId), periodOf(query), query.kind, query.limit),

  topsByActionType: async (query: ActionTopsQuery) =>
    actionTops(
      db,
      await scopeOf(db, query.targetId),
      periodOf(query),
      query.actionType,
      query.kind,
      query.limit,
    ),

  overTime: async (query: OverTimeQuery): Promise<TOverTimePoint[]> => {
    const scope = await scopeOf(db, query.targetId);
    const period = periodOf(query);
    const [orders, actions] = await Promise.all([
      ordersOverTime(db, scope, period, query.granularity),
      actionsOverTime(db, scope, period, query.granularity),
    ]);
    const byPeriod = new Map(orders.map((point) => [point.period, { ...point, actions: 0 }]));
    for (const [period, count] of actions) {
      const point = byPeriod.get(period) ?? { period, orders: 0, buyers: 0, revenue: 0, actions: 0 };
      point.actions = count;
      byPeriod.set(period, point);
    }
    return [...byPeriod.values()].sort((a, b) => a.period.localeCompare(b.period));
  },
});

/**
 * The nightly count of the sales (run by `analytics-action-rollup` after the actions'): the past days
 * not counted yet and those whose orders changed since. Answers the days counted.
 */
export const rollUpSalesDays = ({ db }: Pick<Services, 'db'>, now = new Date()) =>
  db.transaction((tx) => rollUpSales(tx, shopDay(now)));
