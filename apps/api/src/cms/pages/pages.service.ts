import {
  blocConfiguration,
  blocTitleIn,
  blocTypes,
  blocWidthProblems,
  blocWidths,
  type Locale,
  MAX_SLUG_LENGTH,
  type ParsedBody,
  type pageEndpoints,
  pageLayoutColumns,
  pageLayouts,
  type pagePreviewEndpoints,
  type TBloc,
  type TBlocSetting,
  type TPageLayout,
  type TPageListQuery,
  type TPublicCmsPage,
  textToSlug,
} from '@colophon/contract';
import { audited } from '../../activity/audited.ts';
import type { Executor } from '../../db/database.ts';
import { pageWindow } from '../../db/paging.ts';
import { inTransaction } from '../../db/unique-violation.ts';
import { sanitizedHtmlOrNull } from '../../html/sanitize.ts';
import { AppError, type FieldError, notFound } from '../../http/app-error.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { siteCacheOf } from '../site-cache.ts';
import { mediaByIds } from './page-blocs.repository.ts';
import { blocPosts, catalogKindOf, resolvePage, withoutUnshownBooks } from './page-blocs.service.ts';
import { isPicture } from './page-media.ts';
import {
  catalogListKinds,
  deletePage,
  existingIdsIn,
  existingProductEans,
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
type BlocInput = PageCreate['blocs'][number];

const collator = new Intl.Collator('fr', { sensitivity: 'base' });

/** What a text with no letter or digit gives as an address. */
const FALLBACK_SLUG = 'page';

/** A relative URL taken meanwhile by another request is answered at the localizations. */
const uniqueUrls = {
  page_localizations_url_key: { propertyName: 'localizations', message: 'pageRelativeUrlTaken' as const },
};

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** Throws the field errors, the first one's message as the error's. */
const refuse = (errors: FieldError[]) => {
  const [first] = errors;
  if (first) throw new AppError('invalid', first.message, { fields: errors, params: first.params ?? {} });
};

/**
 * The blocs as a page keeps them: the settings their type does not take emptied, those it needs
 * checked, HTML sanitised, every post, category, tag, book and catalogue list they name existing,
 * and their widths filling the rows of the layout's columns. Field errors name the bloc.
 */
export const checkedBlocs = async (
  tx: Executor,
  layout: TPageLayout,
  inputs: readonly BlocInput[],
  locale: Locale,
  html: { clean: boolean },
): Promise<{ blocs: TBloc[]; errors: FieldError[] }> => {
  const errors: FieldError[] = [];
  const titleOf = (index: number) => {
    const input = inputs[index];
    return input ? blocTitleIn(input, index, locale) : '';
  };
  for (const problem of blocWidthProblems(layout, inputs, titleOf))
    errors.push({ propertyName: problem.propertyName, message: problem.message, params: problem.params });

  const blocs = inputs.map((input): TBloc => {
    const { settings } = blocConfiguration[input.blocType];
    const takes = (setting: TBlocSetting) => settings.includes(setting);
    const automatic = takes('automaticRetrieve') && input.automaticRetrieve;
    const url = takes('url') && input.url ? input.url : null;
    return {
      column: input.column,
      width: input.width,
      blocType: input.blocType,
      localizations: input.localizations.map((text) => ({
        locale: text.locale,
        title: text.title,
        html: takes('html') ? sanitizedHtmlOrNull(text.html, html) : null,
      })),
      postType: takes('postType') ? input.postType : null,
      automaticRetrieve: automatic,
      maximum: takes('maximum') ? input.maximum : 6,
      order: takes('order') ? input.order : 'newest',
      postIds: takes('postIds') && !automatic ? unique(input.postIds) : [],
      categoryIds: takes('categoryIds') ? unique(input.categoryIds) : [],
      tagIds: takes('tagIds') ? unique(input.tagIds) : [],
      productEans: takes('productEans') ? unique(input.productEans) : [],
      mediaIds: takes('mediaIds') ? unique(input.mediaIds) : [],
      catalogListId: takes('catalogListId') ? input.catalogListId : null,
      url,
      isExternalUrl: url !== null && input.isExternalUrl,
    };
  });

  const missing = (bloc: TBloc, setting: TBlocSetting) => {
    switch (setting) {
      case 'html':
        return bloc.localizations.every((text) => text.html === null);
      case 'postIds':
        return bloc.postIds.length === 0;
      case 'tagIds':
        return bloc.tagIds.length === 0;
      case 'productEans':
        return bloc.productEans.length === 0;
      case 'mediaIds':
        return bloc.mediaIds.length === 0;
      default:
        return false;
    }
  };
  blocs.forEach((bloc, index) => {
    const required = [...blocConfiguration[bloc.blocType].required];
    // A Basic bloc's posts are chosen by hand unless it retrieves them.
    if (bloc.blocType === 'Basic' && !bloc.automaticRetrieve) required.push('postIds');
    for (const setting of required)
      if (missing(bloc, setting))
        errors.push({
          propertyName: `blocs.${index}.${setting === 'html' ? 'localizations' : setting}`,
          message: 'blocSettingRequired',
          params: { position: index + 1, title: titleOf(index) },
        });
  });

  const knownPosts = await existingIdsIn(tx, 'posts', unique(blocs.flatMap((bloc) => bloc.postIds)));
  const knownCategories = await existingIdsIn(
    tx,
    'categories',
    unique(blocs.flatMap((bloc) => bloc.categoryIds)),
  );
  const knownTags = await existingIdsIn(tx, 'tags', unique(blocs.flatMap((bloc) => bloc.tagIds)));
  const knownEans = await existingProductEans(tx, unique(blocs.flatMap((bloc) => bloc.productEans)));
  const library = new Map(
    (await mediaByIds(tx, unique(blocs.flatMap((bloc) => bloc.mediaIds)))).map((row) => [row.id, row]),
  );
  const listKinds = await catalogListKinds(
    tx,
    unique(blocs.flatMap((bloc) => (bloc.catalogListId === null ? [] : [bloc.catalogListId]))),
  );
  blocs.forEach((bloc, index) => {
    const at = `blocs.${index}`;
    bloc.postIds.forEach((id, rank) => {
      if (!knownPosts.has(id)) errors.push({ propertyName: `${at}.postIds.${rank}`, message: 'unknownPost' });
    });
    bloc.categoryIds.forEach((id, rank) => {
      if (!knownCategories.has(id))
        errors.push({ propertyName: `${at}.categoryIds.${rank}`, message: 'unknownCategory' });
    });
    bloc.tagIds.forEach((id, rank) => {
      if (!knownTags.has(id)) errors.push({ propertyName: `${at}.tagIds.${rank}`, message: 'unknownTag' });
    });
    bloc.mediaIds.forEach((id, rank) => {
      const found = library.get(id);
      if (!found || !isPicture(found))
        errors.push({
          propertyName: `${at}.mediaIds.${rank}`,
          message: found ? 'carouselNotPicture' : 'unknownMedia',
        });
    });
    bloc.productEans.forEach((ean, rank) => {
      if (!knownEans.has(ean))
        errors.push({ propertyName: `${at}.productEans.${rank}`, message: 'unknownProduct' });
    });
    if (bloc.catalogListId !== null) {
      const kind = listKinds.get(bloc.catalogListId);
      if (kind === undefined)
        errors.push({ propertyName: `${at}.catalogListId`, message: 'unknownCatalogList' });
      else if (kind !== (catalogKindOf as Partial<Record<TBloc['blocType'], string>>)[bloc.blocType])
        errors.push({ propertyName: `${at}.catalogListId`, message: 'catalogListWrongType' });
    }
  });
  return { blocs, errors };
};

/** The rows each column of `layout` makes of `blocs`, as bloc indexes (what the builder draws). */
export const blocRows = (layout: TPageLayout, blocs: readonly Pick<TBloc, 'column' | 'width'>[]) =>
  pageLayoutColumns[layout].map(({ column, width: capacity }) => {
    const rows: number[][] = [];
    let row: number[] = [];
    let filled = 0;
    blocs.forEach((bloc, index) => {
      if (bloc.column !== column) return;
      if (filled + bloc.width > capacity && row.length > 0) {
        rows.push(row);
        row = [];
        filled = 0;
      }
      row.push(index);
      filled += bloc.width;
      if (filled >= capacity) {
        rows.push(row);
        row = [];
        filled = 0;
      }
    });
    if (row.length > 0) rows.push(row);
    return { column, rows };
  });

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
