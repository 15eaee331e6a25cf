import {
  blocConfiguration,
  blocTypes,
  blocWidths,
  type Locale,
  MAX_SLUG_LENGTH,
  type ParsedBody,
  type pageEndpoints,
  pageLayoutColumns,
  pageLayouts,
  type pagePreviewEndpoints,
  type TPageLayout,
  type TPageListQuery,
  type TPublicCmsPage,
  textToSlug,
} from '@colophon/contract';
import { audited } from '../../activity/audited.ts';
import type { Executor } from '../../db/database.ts';
import { pageWindow } from '../../db/paging.ts';
import { inTransaction } from '../../db/unique-violation.ts';
import { AppError, type FieldError, notFound } from '../../http/app-error.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { siteCacheOf } from '../site-cache.ts';
import { type BlocInput, blocRows, checkedBlocs } from './bloc-checks.ts';
import { blocPosts, resolvePage, withoutUnshownBooks } from './page-blocs.service.ts';
import {
  deletePage,
  findPage,
  findPublishedPageByUrl,
  insertPage,
  type LocalizationValues,
  listAllPages,
  type PageAggregate,
  pagesStamp,
  pagesTree,
  takenPageUrls,
  updatePage,
  writePageLocalizations,
} from './pages.repository.ts';
import { localizedPages, pageSnapshot, pageTree, toCmsPage } from './pages.views.ts';

/**
 * The site's pages are kept in the site cache (its TTL: their blocs show posts the publication job
 * publishes and catalogue lists refreshed daily, which may show up to this late); the pages' stamp is
 * part of the key, so a save of any page shows at once, in every process.
 */
export const PAGES_CACHE_PREFIX = 'page:';

type PageCreate = ParsedBody<typeof pageEndpoints.create>;
type PageUpdate = ParsedBody<typeof pageEndpoints.update>;
type PageMove = ParsedBody<typeof pageEndpoints.move>;
type PagePreview = ParsedBody<typeof pagePreviewEndpoints.preview>;

const collator = new Intl.Collator('fr', { sensitivity: 'base' });

/** What a text with no letter or digit gives as an address. */
const FALLBACK_SLUG = 'page';

/** A relative URL taken meanwhile by another request is answered at the localizations. */
const uniqueUrls = {
  page_localizations_url_key: { propertyName: 'localizations', message: 'pageRelativeUrlTaken' as const },
};

/** Throws the field errors, the first one's message as the error's. */
const refuse = (errors: FieldError[]) => {
  const [first] = errors;
  if (first) throw new AppError('invalid', first.message, { fields: errors, params: first.params ?? {} });
};

export const createPagesService = (services: Services) => {
  const { db } = services;
  const html = { clean: services.client.features.cleanHtml };
  const audit = audited({ entity: 'Page', find: findPage, snapshot: pageSnapshot });

  /** A free address for `text` among the pages of `locale`: its slug, else the first free `-2`, `-3`… */
  const freePageUrl = async (tx: Executor, text: string, locale: Locale, exceptId?: number) => {
    const base = textToSlug(text) || FALLBACK_SLUG;
    const taken = await takenPageUrls(tx, locale, base, exceptId);
    if (!taken.has(base)) return base;
    for (let rank = 2; ; rank++) {
      const suffix = `-${rank}`;
      const candidate = `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
      if (!taken.has(candidate)) return candidate;
    }
  };

  /** The page's texts and blocs as kept, or the field errors of both at once. */
  const pageValues = async (tx: Executor, input: PageCreate, pageId: number | null, locale: Locale) => {
    const { blocs, errors } = await checkedBlocs(tx, input.layout, input.blocs, locale, html);
    const localizations: LocalizationValues[] = [];
    for (const [index, text] of input.localizations.entries()) {
      let relativeUrl = text.relativeUrl;
      if (relativeUrl === '')
        relativeUrl = await freePageUrl(tx, text.title, text.locale, pageId ?? undefined);
      else if ((await takenPageUrls(tx, text.locale, relativeUrl, pageId ?? undefined)).has(relativeUrl))
        errors.push({ propertyName: `localizations.${index}.relativeUrl`, message: 'pageRelativeUrlTaken' });
      localizations.push({
        locale: text.locale,
        title: text.title,
        relativeUrl,
        metaTitle: text.metaTitle,
        metaDescription: text.metaDescription,
        metaKeywords: text.metaKeywords,
      });
    }
    refuse(errors);
    return { blocs, localizations };
  };

  const answer = (page: PageAggregate) => toCmsPage(page);

  const cache = siteCacheOf(db);

  return {
    get: async (id: number) => answer(await audit.read(db, id)),

    create: (input: PageCreate, by: SignedInUser | null, locale: Locale) =>
      inTransaction(db, uniqueUrls, async (tx) => {
        await pagesTree.lock(tx);
        const values = await pageValues(tx, input, null, locale);
        const position = await pagesTree.place(tx, input, null);
        const created = await audit.create(tx, by, async () => {
          const id = await insertPage(tx, {
            name: input.name,
            parentId: input.parentId,
            position,
            layout: input.layout,
            isPublished: input.isPublished,
            blocs: values.blocs,
          });
          await writePageLocalizations(tx, id, values.localizations);
          return id;
        });
        return answer(created);
      }),

    /** Saves the page and its blocs at the version read, or moves its branch (never under itself). */
    update: (input: PageUpdate, by: SignedInUser | null, locale: Locale) =>
      inTransaction(db, uniqueUrls, async (tx) => {
        await pagesTree.lock(tx);
        const saved = await audit.update(tx, by, input.id, async (before) => {
          if (before.version !== input.version) return null;
          const values = await pageValues(tx, input, input.id, locale);
          const position = await pagesTree.place(tx, input, before);
          const written = await updatePage(tx, input.id, input.version, {
            name: input.name,
            parentId: input.parentId,
            position,
            layout: input.layout,
            isPublished: input.isPublished,
            blocs: values.blocs,
          });
          if (written) await writePageLocalizations(tx, input.id, values.localizations);
          return written;
        });
        return answer(saved);
      }),

    /** Moves a branch of the tree by drag and drop; answers the whole tree as it now is. */
    move: (input: PageMove, by: SignedInUser | null) =>
      db.transaction(async (tx) => {
        await pagesTree.lock(tx);
        await audit.update(tx, by, input.id, async (before) => {
          if (before.version !== input.version) return null;
          const position = await pagesTree.place(tx, input, before);
          return updatePage(tx, input.id, input.version, { parentId: input.parentId, position });
        });
        return pageTree(await listAllPages(tx));
      }),

    remove: (ids: readonly number[], by: SignedInUser | null) =>
      db.transaction(async (tx) => {
        await pagesTree.lock(tx);
        return audit.removeAll(tx, by, await pagesTree.deepestFirst(tx, ids), async (_, id) => {
          if (await pagesTree.hasChildren(tx, id)) throw new AppError('not-allowed', 'pageHasChildren');
          await deletePage(tx, id);
        });
      }),

    localized: async (id: number, locale: Locale) => {
      const found = localizedPages(await listAllPages(db), locale).find((page) => page.id === id);
      if (!found) throw notFound();
      return found;
    },

    /** A shop has tens of pages, not thousands: the list is made from the whole tree, paths included. */
    localizedList: async (query: TPageListQuery, locale: Locale) => {
      const search = query.search?.trim().toLocaleLowerCase('fr');
      const sort = query.sort ?? 'path';
      const field = sort.replace(/^-/, '') as 'name' | 'path' | 'updatedAt';
      const direction = sort.startsWith('-') ? -1 : 1;
      const matching = localizedPages(await listAllPages(db), locale)
        .filter((page) => query.parentId === undefined || page.parentId === query.parentId)
        .filter((page) => query.isPublished === undefined || page.isPublished === query.isPublished)
        .filter((page) => query.layout === undefined || page.layout === query.layout)
        .filter(
          (page) =>
            !search ||
            [page.path.join(' '), page.title, page.relativeUrl]
              .join(' ')
              .toLocaleLowerCase('fr')
              .includes(search),
        )
        .sort((a, b) => {
          const order =
            field === 'updatedAt'
              ? a.updatedAt.localeCompare(b.updatedAt)
              : collator.compare(
                  field === 'name' ? a.name : a.path.join(' › '),
                  field === 'name' ? b.name : b.path.join(' › '),
                );
          return direction * order || a.id - b.id;
        });
      const { limit, offset } = pageWindow(query);
      return { items: matching.slice(offset, offset + limit), totalCount: matching.length };
    },

    layouts: async () => pageLayouts.map((layout) => ({ layout, columns: pageLayoutColumns[layout] })),

    fullTree: async () => pageTree(await listAllPages(db)),

    blocTypes: async () => [...blocTypes],
    blocWidths: async () => [...blocWidths],
    blocConfiguration: async () =>
      blocTypes.map((blocType) => ({ blocType, ...blocConfiguration[blocType] })),

    /** The published posts a bloc shows now (what the builder previews of an automatic bloc). */
    postsForBloc: async (input: BlocInput, locale: Locale, now = new Date()) => {
      const { blocs } = await checkedBlocs(db, 'FullPage', [input], locale, html);
      const [bloc] = blocs;
      return bloc ? blocPosts(db, bloc, locale, now) : [];
    },

    /** The page as the site would show it, from the builder's unsaved blocs. */
    preview: async (input: PagePreview, now = new Date()) => {
      const { blocs, errors } = await checkedBlocs(db, input.layout, input.blocs, input.locale, html);
      // Widths and settings still being built are previewed as they are; a bloc naming what does not exist is not.
      refuse(
        errors.filter((error) => !error.propertyName.endsWith('.width') && !error.message.startsWith('bloc')),
      );
      const texts = {
        title: input.title,
        relativeUrl: '',
        metaTitle: null,
        metaDescription: null,
        metaKeywords: null,
      };
      return resolvePage(db, { id: null, layout: input.layout, texts, blocs }, input.locale, now);
    },

    /** A published page of the site, its blocs resolved; kept a while, refreshed as soon as a page is saved. */
    publicPage: async (relativeUrl: string, locale: Locale, now = new Date()) => {
      const kept = await cache.read(
        `${PAGES_CACHE_PREFIX}${await pagesStamp(db)}:${locale}:${relativeUrl}`,
        async (): Promise<{ value: TPublicCmsPage }> => {
          const found = await findPublishedPageByUrl(db, locale, relativeUrl);
          const text = found?.localizations.find((item) => item.locale === locale);
          if (!found || !text) throw notFound();
          const page = await resolvePage(
            db,
            { id: found.id, layout: found.layout, texts: text, blocs: found.blocs },
            locale,
            now,
          );
          return { value: page };
        },
        now.getTime(),
      );
      return withoutUnshownBooks(db, kept);
    },

    /** The rows the blocs make, or 400 naming each bloc at fault and why. */
    validateBlocs: async (input: { layout: TPageLayout; blocs: BlocInput[] }, locale: Locale) => {
      const { blocs, errors } = await checkedBlocs(db, input.layout, input.blocs, locale, html);
      refuse(errors);
      return { columns: blocRows(input.layout, blocs) };
    },
  };
};
