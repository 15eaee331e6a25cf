import { currentUserEndpoints, type TCurrentUser } from '@colophon/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/app-error.ts';
import { serve } from '../http/serve.ts';
import type { Services } from '../services.ts';
import { effectiveClaims } from './user-claims.ts';
import { users } from './users.tables.ts';

export const registerCurrentUserRoutes = (app: FastifyInstance, { db }: Services) => {
  serve(app, currentUserEndpoints.get, async ({ context }): Promise<TCurrentUser> => {
    const id = context.user?.id ?? 0;
    const [user] = await db.select().from(users).where(eq(users.id, id));
    if (!user) throw notFound();
    const claims = await effectiveClaims(db, user.id);
    return {
      id: user.id,
      version: user.version,
      userName: user.userName,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      gender: user.gender,
      mobilePhone: user.mobilePhone,
      locale: user.locale,
      claimTypes: claims.map((claim) => ({ id: claim })),
    };
  });
};
