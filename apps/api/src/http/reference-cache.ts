import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The validator of an answer: the hash of its JSON, so that any change of content changes it. */
const etagOf = (json: string) => `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || candidate === `W/${etag}`;
  }) === true;

/**
 * A reference list (types, statuses, countries) is kept by the browser and checked again at each
 * use: a second read whose ETag still matches is a 304 without a body. Its labels follow the
 * caller's language, hence the Vary.
 */
export const answerReference = (request: FastifyRequest, reply: FastifyReply, answer: unknown) => {
  const etag = etagOf(JSON.stringify(answer));
  reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'accept-language');
  if (!matches(request.headers['if-none-match'], etag)) return answer;
  reply.code(304);
  return reply.send();
};
