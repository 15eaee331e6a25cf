import {
  postEndpoints,
  type TPost,
  type TPostAction,
  type TPostCreate,
  type TPostStatus,
} from '@colophon/contract';
import type { TestApp } from '../../../testing/index.ts';

/** The statuses of a post, in the workflow's order. */
export const statuses: TPostStatus[] = [
  'Draft',
  'WaitingForValidation',
  'ValidationRejected',
  'Validated',
  'Published',
  'Archived',
];

/** The steps an editor takes to bring a new draft to each status. */
const pathTo: Record<TPostStatus, TPostAction[]> = {
  Draft: [],
  WaitingForValidation: ['Submit'],
  ValidationRejected: ['Submit', 'Reject'],
  Validated: ['Submit', 'Validate'],
  Published: ['Submit', 'Validate', 'Publish'],
  Archived: ['Submit', 'Validate', 'Publish', 'Archive'],
};

/**
 * Posts written and moved through the API as staff would: `api` is read when a helper runs, so that
 * a test file may start its app in `beforeAll`.
 */
export const postWriting = (api: () => TestApp) => {
  let titles = 0;
  const anArticle = (changes: Partial<TPostCreate> = {}): TPostCreate => {
    titles += 1;
    return {
      postType: 'Article',
      localizations: [
        { locale: 'fr', title: `Coup de cœur n° ${titles}`, lead: '<p>Une lecture.</p>' },
        { locale: 'en', title: `Staff pick no. ${titles}`, lead: '<p>A read.</p>' },
      ],
      ...changes,
    };
  };
  const write = async (token: string, changes: Partial<TPostCreate> = {}) =>
    (await api().call(postEndpoints.create, { body: anArticle(changes), token })).output;
  const take = (token: string, post: TPost, action: TPostAction, reason?: string) =>
    api().call(postEndpoints.transition, {
      body: { id: post.id, version: post.version, action, reason: reason ?? null },
      token,
    });
  /** A post `owner` wrote, brought to `status` by `editor`. */
  const postIn = async (status: TPostStatus, by: { owner: string; editor: string }) => {
    let post = await write(by.owner);
    for (const action of pathTo[status]) post = (await take(by.editor, post, action, 'Trop court')).output;
    if (post.postStatus !== status) throw new Error(`the post is ${post.postStatus}, not ${status}`);
    return post;
  };
  return { anArticle, write, take, postIn };
};
