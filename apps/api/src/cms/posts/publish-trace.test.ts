import { claim, postEndpoints, type TPost } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenWithClaims } from '../../catalog/testing/catalog-fixtures.ts';
import {
  documentedTrace,
  startTestApp,
  statementsOf,
  type TestApp,
  withReadsSorted,
} from '../../testing/index.ts';
import { createPostsService } from './posts.service.ts';

/* The trace "Publishing a post" of docs/state-machines.md, measured: what one Publish sends to the database. */

let api: TestApp;
let editor: string;
beforeAll(async () => {
  // No job runs beside the request (PROCESS_ROLE api): a mail's delivery would add its own statements.
  api = await startTestApp({ PROCESS_ROLE: 'api' });
  editor = await tokenWithClaims(api, [claim('Cms', 'PostList'), claim('Cms', 'PostCreateEditAll')]);
});
afterAll(() => api.close());

/** A validated article, waiting to be published; it starts on `start` when given. */
const aValidatedPost = async (start: string | null = null) => {
  let post: TPost = (
    await api.call(postEndpoints.create, {
      body: {
        postType: 'Article',
        publicationStartDate: start,
        localizations: [{ locale: 'fr', title: `Rentrée littéraire ${start ?? 'sans date'}` }],
      },
      token: editor,
    })
  ).output;
  for (const action of ['Submit', 'Validate'] as const)
    post = (
      await api.call(postEndpoints.transition, {
        body: { id: post.id, version: post.version, action, reason: null },
        token: editor,
      })
    ).output;
  return post;
};

/** What reading a post costs (`findPost` → `loadPosts`): the post, its texts, categories, tags and media. */
const postRead = [
  'select posts',
  'select post_localizations',
  'select post_categories',
  'select post_tags',
  'select post_media',
];

describe('the trace of publishing a post', () => {
  it('when an editor publishes a validated post, then the statements are those docs/state-machines.md lists, as many as it says', async () => {
    const post = await aValidatedPost();
    const statements = await statementsOf(api.services.db, async () => {
      const published = await api.call(postEndpoints.transition, {
        body: { id: post.id, version: post.version, action: 'Publish', reason: null },
        token: editor,
      });
      expect(published.output.postStatus).toBe('Published');
    });
    expect(withReadsSorted(statements)).toEqual(
      withReadsSorted([
        ...postRead, // audit.read: the post as it is
        'update posts', // step → updatePost, at the version read
        'insert activity_log', // recordActivity
        ...postRead, // audit.read: the post as it now is, answered
      ]),
    );
    expect(statements.length).toBe(documentedTrace('Publishing a post').statements);
  });

  it('when the publication job finds a post whose start has come, then it publishes it in two statements beside its reads', async () => {
    await aValidatedPost('2090-01-01T08:00:00.000Z');
    const job = createPostsService(api.services);
    const statements = await statementsOf(api.services.db, async () => {
      expect(await job.publishDue(new Date('2091-01-01T00:00:00.000Z'))).toEqual({
        published: 1,
        archived: 0,
      });
    });
    expect(withReadsSorted(statements)).toEqual(
      withReadsSorted([
        'select posts', // postsToPublish, locked, skipping those another worker holds
        'select posts', // postsToArchive
        ...postRead, // loadPosts, all at once
        'update posts', // step
        'insert activity_log',
      ]),
    );
    expect(statements.length).toBe(documentedTrace('Publishing a post, by the job').statements);
  });
});
