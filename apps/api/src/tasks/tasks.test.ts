import { activityEndpoints, type TTask, taskEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { defineJob, type JobDefinition } from './job-queue.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const soon = { timeout: 15_000, interval: 100 };

const launch = async (job: JobDefinition, payload: unknown) => {
  await api.services.jobs.register(job, { work: true });
  return api.services.db.transaction((tx) => api.services.jobs.enqueue(tx, job, payload));
};

const taskOf = async (id: string): Promise<TTask | undefined> => {
  const page = await api.call(taskEndpoints.list, { token: api.adminToken, query: { search: id } });
  return page.output.items[0];
};

/** A promise the test settles when it wants: the job waits on it. */
const latch = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
};

describe('background tasks', () => {
  it('when a job reports its progress, then the list shows it running part way, then completed', async () => {
    const halfway = latch();
    const job = defineJob({
      name: 'test-catalogue-refresh',
      payload: z.object({ lists: z.number().int() }),
      handler: async (_payload, run) => {
        await run.progress(0.4);
        await halfway.opened;
      },
    });
    const id = await launch(job, { lists: 5 });

    await vi.waitFor(async () => {
      expect(await taskOf(id)).toMatchObject({
        name: 'test-catalogue-refresh',
        state: 'active',
        progress: 0.4,
      });
    }, soon);
    halfway.open();

    await vi.waitFor(async () => {
      expect(await taskOf(id)).toMatchObject({
        state: 'completed',
        progress: 1,
        attempts: 1,
        lastError: null,
      });
    }, soon);
    const done = await taskOf(id);
    expect(Date.parse(done?.finishedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(done?.startedAt ?? ''));
  });

  it('when a job keeps failing, then it ends failed with its tries and error, and a relaunch runs it again', async () => {
    let feedReachable = false;
    const job = defineJob({
      name: 'test-supplier-feed',
      payload: z.object({ supplier: z.string() }),
      retryLimit: 2,
      retryDelaySeconds: 0,
      retryBackoff: false,
      handler: async () => {
        if (!feedReachable) throw new Error('The supplier feed is unreachable');
      },
    });
    const id = await launch(job, { supplier: 'Dilisco' });

    await vi.waitFor(async () => {
      expect(await taskOf(id)).toMatchObject({
        state: 'failed',
        attempts: 3,
        lastError: 'The supplier feed is unreachable',
      });
    }, soon);
    const failed = await api.call(taskEndpoints.list, {
      token: api.adminToken,
      query: { state: 'failed', name: 'test-supplier-feed' },
    });
    expect(failed.output.items.map((task) => task.id)).toEqual([id]);

    feedReachable = true;
    const relaunched = await api.call(taskEndpoints.relaunch, { token: api.adminToken, body: { id } });
    expect(relaunched.output).toMatchObject({
      id,
      state: 'retry',
      attempts: 3,
      lastError: 'The supplier feed is unreachable',
    });

    await vi.waitFor(async () => {
      expect(await taskOf(id)).toMatchObject({ state: 'completed', attempts: 4, lastError: null });
    }, soon);
    const activity = await api.call(activityEndpoints.list, {
      token: api.adminToken,
      query: { entity: 'backgroundTask', entityId: id },
    });
    expect(activity.output.items).toMatchObject([{ action: 'relaunch', userName: 'admin' }]);
  });

  it('when a task that did not fail is relaunched, then 400 says only a failed one can be, and an unknown id is 404', async () => {
    const job = defineJob({ name: 'test-quick', payload: z.object({}), handler: async () => {} });
    const id = await launch(job, {});
    await vi.waitFor(async () => {
      expect((await taskOf(id))?.state).toBe('completed');
    }, soon);

    const notFailed = await api.call(taskEndpoints.relaunch, { token: api.adminToken, body: { id } });
    expect(notFailed.status).toBe(400);
    expect(notFailed.body.errors).toEqual(['Only a failed task can be relaunched.']);
    const unknown = await api.call(taskEndpoints.relaunch, {
      token: api.adminToken,
      body: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
  });

  it('when tasks are listed, then the newest come first and mail deliveries are not among them', async () => {
    const job = defineJob({
      name: 'test-ordering',
      payload: z.object({ n: z.number() }),
      handler: async () => {},
    });
    const first = await launch(job, { n: 1 });
    const second = await launch(job, { n: 2 });
    const page = await api.call(taskEndpoints.list, {
      token: api.adminToken,
      query: { name: 'test-ordering' },
    });
    expect(page.output.totalCount).toBe(2);
    expect(page.output.items.map((task) => task.id)).toEqual([second, first]);
    const deliveries = await api.call(taskEndpoints.list, {
      token: api.adminToken,
      query: { name: api.services.mails.deliveryJob.name },
    });
    expect(deliveries.output.totalCount).toBe(0);
  });
});

describe('stopping the API', () => {
  it('when the API is closed while a job runs, then the close waits for the job to finish', async () => {
    const other = await startTestApp();
    const running = latch();
    const release = latch();
    let finished = false;
    const job = defineJob({
      name: 'test-long-export',
      payload: z.object({}),
      handler: async () => {
        running.open();
        await release.opened;
        finished = true;
      },
    });
    await other.services.jobs.register(job, { work: true });
    await other.services.db.transaction((tx) => other.services.jobs.enqueue(tx, job, {}));
    await running.opened;

    const closing = other.close();
    setTimeout(release.open, 300);
    await closing;
    expect(finished).toBe(true);
  });
});
