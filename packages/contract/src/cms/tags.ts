import { z } from 'zod';
import { ZById, ZByIds, ZListQuery, ZNothing, ZPage, ZVersioned } from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { localizationsOf, optionalText, ZLocale, ZPair, ZRequiredName } from './localized.ts';

/**
 * Tags of posts and signatures (the staff member or guest who signs a post: name, role, picture),
 * both named in French and English, with their pairs lists for pickers.
 */

export const ZTag = z.object({
  id: z.number().int(),
  version: z.number().int(),
  localizations: z.array(z.object({ locale: ZLocale, name: z.string() })),
  postsCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TTag = z.infer<typeof ZTag>;

const tagFields = { localizations: localizationsOf({ name: ZRequiredName }) };
export const ZTagCreate = z.object(tagFields);
export const ZTagUpdate = z.object({ id: z.number().int(), ...tagFields }).extend(ZVersioned.shape);
export type TTagCreate = z.input<typeof ZTagCreate>;
export type TTagUpdate = z.input<typeof ZTagUpdate>;

export const ZLocalizedTag = z.object({
  id: z.number().int(),
  name: z.string(),
  postsCount: z.number().int(),
});
export type TLocalizedTag = z.infer<typeof ZLocalizedTag>;

export const ZSignature = z.object({
  id: z.number().int(),
  version: z.number().int(),
  localizations: z.array(z.object({ locale: ZLocale, name: z.string(), role: z.string().nullable() })),
  pictureUrl: z.string().nullable(),
  postsCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TSignature = z.infer<typeof ZSignature>;

const signatureFields = {
  localizations: localizationsOf({ name: ZRequiredName, role: optionalText(200) }),
  pictureUrl: z
    .url({ protocol: /^https?$/, error: 'httpUrl' })
    .max(2000)
    .nullable()
    .default(null),
};
export const ZSignatureCreate = z.object(signatureFields);
export const ZSignatureUpdate = z
  .object({ id: z.number().int(), ...signatureFields })
  .extend(ZVersioned.shape);
export type TSignatureCreate = z.input<typeof ZSignatureCreate>;
export type TSignatureUpdate = z.input<typeof ZSignatureUpdate>;

export const ZLocalizedSignature = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  postsCount: z.number().int(),
});
export type TLocalizedSignature = z.infer<typeof ZLocalizedSignature>;

export const ZNamedListQuery = ZListQuery.extend({
  sort: z.enum(['name', '-name', 'postsCount', '-postsCount']).optional(),
});
export type TNamedListQuery = z.output<typeof ZNamedListQuery>;

const read = claim('Cms', 'PostList');
const edit = claim('Cms', 'PostCreateEditAll');

const localizedEndpoints = <
  E extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
  L extends z.ZodType,
>(
  name: 'Tag' | 'Signature',
  schemas: { entity: E; create: C; update: U; localized: L },
) => {
  const thing = name.toLowerCase();
  const base = `/BackOffice/${name}`;
  return {
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/${name}`,
      access: read,
      summary: `One ${thing}, in every language`,
      query: ZById,
      response: schemas.entity,
    }),
    create: defineEndpoint({
      method: 'POST',
      path: `${base}/${name}`,
      access: edit,
      summary: `Create a ${thing}; a name already used in a language is refused (400)`,
      body: schemas.create,
      response: schemas.entity,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${base}/${name}`,
      access: edit,
      summary: `Update a ${thing}; a stale version is refused (409)`,
      body: schemas.update,
      response: schemas.entity,
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `${base}/${name}`,
      access: edit,
      summary: `Delete ${thing}s (one id or several: all or none); the posts they mark lose them`,
      query: ZByIds,
      response: ZNothing,
    }),
    localized: defineEndpoint({
      method: 'GET',
      path: `${base}/Localized${name}`,
      access: read,
      summary: `One ${thing} in the caller’s language`,
      query: ZById,
      response: schemas.localized,
    }),
    localizedList: defineEndpoint({
      method: 'GET',
      path: `${base}/Localized${name}s`,
      access: read,
      summary: `${name}s in the caller’s language, paged; search in names`,
      query: ZNamedListQuery,
      response: ZPage(schemas.localized),
    }),
    pairs: defineEndpoint({
      method: 'GET',
      path: `${base}/Localized${name}sPairs`,
      access: read,
      summary: `Every ${thing} as an id and its name in the caller’s language, for pickers`,
      response: z.array(ZPair),
    }),
  };
};

export const tagEndpoints = localizedEndpoints('Tag', {
  entity: ZTag,
  create: ZTagCreate,
  update: ZTagUpdate,
  localized: ZLocalizedTag,
});
export const signatureEndpoints = localizedEndpoints('Signature', {
  entity: ZSignature,
  create: ZSignatureCreate,
  update: ZSignatureUpdate,
  localized: ZLocalizedSignature,
});
