import { claim, type TDashboard } from '@colophon/contract';
import { holds, type SignedInUser } from '../http/request-context.ts';
import type { Services } from '../services.ts';
import { dashboardFigures } from './dashboard.repository.ts';

/** Each block of the home screen, and the claim of the list it counts. */
const blocks = {
  messages: claim('Public', 'MessageManage'),
  reviews: claim('Catalog', 'ReviewList'),
  mails: claim('Public', 'MailLog'),
  tasks: claim('Management', 'BackgroundTasks'),
  orders: claim('Public', 'DocumentsManage'),
  sales: claim('Public', 'DocumentsManage'),
  outOfStock: claim('Public', 'DocumentsManage'),
} as const;

export const createDashboardService = ({ db }: Services) => ({
  /** The blocks the user may read, each with its figures. */
  get: async (user: SignedInUser | null) => {
    const dashboard: TDashboard = {};
    const names = (Object.keys(blocks) as (keyof typeof blocks)[]).filter((name) =>
      holds(user, blocks[name]),
    );
    const figures = await Promise.all(names.map((name) => dashboardFigures[name](db)));
    names.forEach((name, index) => {
      Object.assign(dashboard, { [name]: figures[index] });
    });
    return dashboard;
  },
});
