import { claim, postEndpoints, type TPost, type TPostAction, type TPostStatus } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenWithClaims } from '../../catalog/testing/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { postWriting, statuses } from './testing/post-fixtures.ts';

/*
 * Every verdict of the editorial workflow (post-machine.ts), one HTTP test each: what each caller
 * gets for each step, and for deleting the post, from each status. Removing any rule fails a test.
 */

let api: TestApp;
const tokens = { editor: '', owner: '', otherAuthor: '', reader: '' };
type Caller = keyof typeof tokens;

beforeAll(async () => {
  api = await startTestApp();
  const list = claim('Cms', 'PostList');
  tokens.owner = await tokenWithClaims(api, [list, claim('Cms', 'PostCreateEditIfOwner')]);
  tokens.otherAuthor = await tokenWithClaims(api, [list, claim('Cms', 'PostCreateEditIfOwner')]);
  tokens.editor = await tokenWithClaims(api, [list, claim('Cms', 'PostCreateEditAll')]);
  tokens.reader = await tokenWithClaims(api, [list]);
});
afterAll(() => api.close());

const { take, postIn } = postWriting(() => api);
const ownersPostIn = (status: TPostStatus) => postIn(status, { owner: tokens.owner, editor: tokens.editor });

type Verb = TPostAction | 'Delete';
/** The status each step leads to. */
const to: Record<TPostAction, TPostStatus> = {
  Submit: 'WaitingForValidation',
  Validate: 'Validated',
  Reject: 'ValidationRejected',
  Publish: 'Published',
  Archive: 'Archived',
  BackToDraft: 'Draft',
};

/**
 * What each caller gets, from each status (D, W, R, V, P, A: the statuses in order): 200 done, 403
 * the claims never allow it there, 409 the status refuses it (`not-allowed`).
 */
const never = () => statuses.map(() => 403);
const expected: Record<Caller, Record<Verb, number[]>> = {
  //                       D    W    R    V    P    A
  editor: {
    Submit: [200, 409, 200, 409, 409, 409],
    Validate: [409, 200, 409, 409, 409, 409],
    Reject: [409, 200, 409, 409, 409, 409],
    Publish: [409, 409, 409, 200, 409, 409],
    Archive: [409, 409, 409, 409, 200, 409],
    BackToDraft: [409, 200, 200, 200, 200, 200],
    Delete: [200, 200, 200, 200, 200, 200],
  },
  owner: {
    Submit: [200, 409, 200, 409, 409, 409],
    Validate: never(),
    Reject: never(),
    Publish: never(),
    Archive: never(),
    BackToDraft: [409, 200, 200, 200, 403, 403],
    Delete: [200, 409, 409, 409, 409, 409],
  },
  otherAuthor: {
    Submit: never(),
    Validate: never(),
    Reject: never(),
    Publish: never(),
    Archive: never(),
    BackToDraft: never(),
    Delete: never(),
  },
  reader: {
    Submit: never(),
    Validate: never(),
    Reject: never(),
    Publish: never(),
    Archive: never(),
    BackToDraft: never(),
    Delete: never(),
  },
};

/** What a refusal says: another author is told the post is not theirs; a refused deletion, that the post is locked. */
const refusal = (who: Caller, verb: Verb, status: number) =>
  status === 403
    ? {
        code: 'forbidden',
        message:
          who === 'otherAuthor'
            ? 'You may only edit the posts you wrote.'
            : 'You do not have the permission to do this.',
      }
    : {
        code: 'not-allowed',
        message:
          verb === 'Delete'
            ? 'This post is being reviewed or is published: take it back to draft to change it.'
            : 'This post cannot take this step from its current state.',
      };

const act = (who: Caller, post: TPost, verb: Verb) =>
  verb === 'Delete'
    ? api.call(postEndpoints.remove, { query: { id: [post.id] }, token: tokens[who] })
    : take(tokens[who], post, verb, 'Le titre est à revoir');

const read = (post: TPost) => api.call(postEndpoints.get, { query: { id: post.id }, token: tokens.editor });

const verbs: Verb[] = ['Submit', 'Validate', 'Reject', 'Publish', 'Archive', 'BackToDraft', 'Delete'];

for (const who of Object.keys(expected) as Caller[])
  describe(`the workflow's verdicts for the ${who}`, () => {
    for (const verb of verbs)
      statuses.forEach((status, index) => {
        const answer = expected[who][verb][index] as number;
        it(`when the ${who} asks ${verb} of a post ${status}, then ${answer}`, async () => {
          const post = await ownersPostIn(status);
          const got = await act(who, post, verb);
          expect(got.status).toBe(answer);
          const after = await read(post);
          if (answer !== 200) {
            expect({ code: got.body.code, message: got.body.errors[0] }).toEqual(refusal(who, verb, answer));
            expect(after.output.version).toBe(post.version);
          } else if (verb === 'Delete') expect(after.status).toBe(404);
          else expect(after.output.postStatus).toBe(to[verb]);
        });
      });
  });

describe('a post someone else moved on', () => {
  it('when a step names a version someone moved on from, then 409 stale-version, even where the status now refuses the step', async () => {
    const post = await ownersPostIn('WaitingForValidation');
    expect((await take(tokens.editor, post, 'Validate')).status).toBe(200);
    const late = await take(tokens.editor, post, 'Reject', 'Trop tard');
    expect([late.status, late.body.code]).toEqual([409, 'stale-version']);
    expect((await read(post)).output.postStatus).toBe('Validated');
  });

  it('when the owner steps back a post the editor published meanwhile, then 409 stale-version, not a refusal of its claims', async () => {
    const post = await ownersPostIn('Validated');
    expect((await take(tokens.editor, post, 'Publish')).status).toBe(200);
    const late = await take(tokens.owner, post, 'BackToDraft');
    expect([late.status, late.body.code]).toEqual([409, 'stale-version']);
  });

  it('when the claims never allow a step, then 403 whatever the version sent', async () => {
    const post = await ownersPostIn('WaitingForValidation');
    const refused = await take(tokens.owner, { ...post, version: post.version + 5 }, 'Validate');
    expect([refused.status, refused.body.code]).toEqual([403, 'forbidden']);
  });

  it('when a list deletes several posts and one is refused, then none is deleted', async () => {
    const draft = await ownersPostIn('Draft');
    const submitted = await ownersPostIn('WaitingForValidation');
    const both = await api.call(postEndpoints.remove, {
      query: { id: [draft.id, submitted.id] },
      token: tokens.owner,
    });
    expect([both.status, both.body.code]).toEqual([409, 'not-allowed']);
    expect((await read(draft)).status).toBe(200);
  });
});
