import { claim, type TBlocInput, type TCmsPageCreate } from '@colophon/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { products } from '../catalog/products/products.tables.ts';
import { categories } from '../cms/categories/categories.tables.ts';
import { demoCarouselMediaIds } from '../cms/pages/page-media.ts';
import { createPagesService } from '../cms/pages/pages.service.ts';
import { posts } from '../cms/posts/posts.tables.ts';
import { tags } from '../cms/tags/tags.tables.ts';
import type { SignedInUser } from '../http/request-context.ts';
import type { Services } from '../services.ts';
import { users } from '../users/users.tables.ts';

const titled = (fr: string, en: string, html: { fr: string; en: string } | null = null) => [
  { locale: 'fr' as const, title: fr, html: html?.fr ?? null },
  { locale: 'en' as const, title: en, html: html?.en ?? null },
];

const texts = (fr: string, en: string, urls: { fr: string; en: string }) => [
  { locale: 'fr' as const, title: fr, relativeUrl: urls.fr, metaDescription: `${fr} — la librairie` },
  { locale: 'en' as const, title: en, relativeUrl: urls.en, metaDescription: `${en} — the bookshop` },
];

/**
 * The demo shop's site: a home page and its section pages (new releases, agenda, children's books),
 * built from every bloc type, published, in French and English. Run after the demo posts.
 */
export const seedDemoPages = async (services: Services) => {
  const { db } = services;
  const [admin] = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .orderBy(asc(users.id))
    .limit(1);
  const by: SignedInUser | null = admin
    ? {
        id: admin.id,
        userName: admin.userName,
        claims: new Set([claim('Cms', 'PagesManage')]),
        session: null,
      }
    : null;
  const published = (await db
    .select({ id: posts.id, postType: posts.postType })
    .from(posts)
    .where(eq(posts.status, 'Published'))
    .orderBy(asc(posts.id))) as { id: number; postType: string }[];
  const tagIds = (await db.select({ id: tags.id }).from(tags).orderBy(asc(tags.id)).limit(4)).map(
    (row) => row.id,
  );
  const roots = (
    await db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.parentId} is null`)
      .orderBy(asc(categories.position))
  ).map((row) => row.id);
  const eans = (
    await db
      .select({ ean: products.ean })
      .from(products)
      .where(and(eq(products.isVisible, true), sql`${products.priceWithTax} is not null`))
      .orderBy(asc(products.id))
      .limit(6)
  ).map((row) => row.ean);
  const carousel = await demoCarouselMediaIds(db, 5);
  const pages = createPagesService(services);
  const create = (input: Omit<TCmsPageCreate, 'blocs'> & { blocs: TBlocInput[] }) =>
    pages.create(
      {
        parentId: null,
        position: null,
        isPublished: true,
        layout: 'FullPage',
        ...input,
        localizations: input.localizations.map((text) => ({
          relativeUrl: '',
          metaTitle: null,
          metaDescription: null,
          metaKeywords: null,
          ...text,
        })),
        blocs: input.blocs.map((bloc) => ({
          column: 'main' as const,
          postType: null,
          automaticRetrieve: false,
          maximum: 6,
          order: 'newest' as const,
          postIds: [],
          categoryIds: [],
          tagIds: [],
          productEans: [],
          mediaIds: [],
          catalogListId: null,
          url: null,
          isExternalUrl: false,
          ...bloc,
          localizations: bloc.localizations.map((text) => ({ title: null, html: null, ...text })),
        })),
      },
      by,
      'fr',
    );

  const chosen = published.slice(0, 3).map((post) => post.id);
  const home = await create({
    name: 'Accueil',
    layout: 'TwoColumnsThinRight',
    localizations: texts('Bienvenue à la librairie', 'Welcome to the bookshop', {
      fr: 'accueil',
      en: 'home',
    }),
    blocs: [
      ...(carousel.length > 0
        ? [
            {
              blocType: 'ImageCarousel' as const,
              width: 75 as const,
              mediaIds: carousel,
              localizations: titled('À la une', 'Featured'),
            },
          ]
        : []),
      {
        blocType: 'Html',
        width: 75,
        localizations: titled('Le mot des libraires', 'From the booksellers', {
          fr: '<p>Chaque semaine, nos <strong>coups de cœur</strong>, les nouveautés et les rencontres en librairie.</p>',
          en: '<p>Every week, our <strong>favourites</strong>, the new releases and the meetings in the shop.</p>',
        }),
      },
      {
        blocType: 'HardCodedNewProducts',
        width: 75,
        maximum: 8,
        url: '/nouveautes',
        localizations: titled('Nouveautés', 'New releases'),
      },
      {
        blocType: 'Basic',
        width: 50,
        automaticRetrieve: true,
        postType: 'Article',
        maximum: 4,
        localizations: titled('Derniers articles', 'Latest posts'),
      },
      ...(chosen.length > 0
        ? [
            {
              blocType: 'Manual' as const,
              width: 25 as const,
              postIds: chosen,
              localizations: titled('Nos choix', 'Our picks'),
            },
          ]
        : [
            {
              blocType: 'HardCodedBestSales' as const,
              width: 25 as const,
              maximum: 3,
              localizations: titled('Meilleures ventes', 'Best sellers'),
            },
          ]),
      {
        blocType: 'HardCodedAgenda',
        column: 'side',
        width: 25,
        maximum: 4,
        url: '/agenda',
        localizations: titled('Agenda', 'Agenda'),
      },
      ...(tagIds.length > 0
        ? [
            {
              blocType: 'HardCodedTags' as const,
              column: 'side' as const,
              width: 25 as const,
              tagIds,
              localizations: titled('Thèmes', 'Themes'),
            },
          ]
        : []),
      {
        blocType: 'HardCodedCategoryNavigation',
        column: 'side',
        width: 25,
        localizations: titled('Rayons', 'Sections'),
      },
    ],
  });
  await create({
    name: 'Nouveautés',
    parentId: home.id,
    localizations: texts('Nouveautés et à paraître', 'New and forthcoming', {
      fr: 'nouveautes',
      en: 'new-releases',
    }),
    blocs: [
      {
        blocType: 'HardCodedNewProducts',
        width: 50,
        maximum: 12,
        localizations: titled('Nouveautés', 'New releases'),
      },
      {
        blocType: 'HardCodedSoonPublishedProducts',
        width: 50,
        maximum: 12,
        localizations: titled('À paraître', 'Forthcoming'),
      },
      {
        blocType: 'HardCodedBestSales',
        width: 100,
        maximum: 10,
        localizations: titled('Meilleures ventes', 'Best sellers'),
      },
      ...(eans.length > 0
        ? [
            {
              blocType: 'HardCodedProducts' as const,
              width: 100 as const,
              productEans: eans,
              localizations: titled('La sélection', 'Our selection'),
            },
          ]
        : []),
    ],
  });
  await create({
    name: 'Agenda',
    parentId: home.id,
    layout: 'TwoColumnsEquals',
    localizations: texts('Agenda de la librairie', 'Bookshop events', { fr: 'agenda', en: 'events' }),
    blocs: [
      {
        blocType: 'HardCodedAgenda',
        width: 50,
        maximum: 12,
        localizations: titled('Prochaines rencontres', 'Coming events'),
      },
      {
        blocType: 'Html',
        column: 'side',
        width: 50,
        localizations: titled('Venir à la librairie', 'Visiting the shop', {
          fr: '<p>12 rue des Libraires, du mardi au samedi de 10 h à 19 h.</p>',
          en: '<p>12 rue des Libraires, Tuesday to Saturday, 10 am to 7 pm.</p>',
        }),
        url: 'https://www.openstreetmap.org/',
        isExternalUrl: true,
      },
    ],
  });
  await create({
    name: 'Jeunesse',
    parentId: home.id,
    layout: 'TwoColumnsThinLeft',
    localizations: texts('Le rayon jeunesse', 'Children’s books', { fr: 'jeunesse', en: 'children' }),
    blocs: [
      {
        blocType: 'HardCodedCategoryNavigation',
        column: 'side',
        width: 25,
        categoryIds: roots.slice(0, 2),
        localizations: titled('Rayons', 'Sections'),
      },
      {
        blocType: 'Basic',
        width: 75,
        automaticRetrieve: true,
        order: 'title',
        maximum: 6,
        localizations: titled('À lire en famille', 'To read together'),
      },
    ],
  });
};
