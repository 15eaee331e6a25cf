import {
  claim,
  mediaFileAddress,
  mediaKindOf,
  mediaTypes,
  type TPostAction,
  type TPostCreate,
} from '@colophon/contract';
import { asc, inArray, sql } from 'drizzle-orm';
import { products } from '../catalog/products/products.tables.ts';
import { createCategoriesService } from '../cms/categories/categories.service.ts';
import { eventRegistrations } from '../cms/event-registrations/event-registrations.tables.ts';
import { media } from '../cms/media/media.tables.ts';
import { createPostsService } from '../cms/posts/posts.service.ts';
import { createSignaturesService } from '../cms/signatures/signatures.service.ts';
import { createTagsService } from '../cms/tags/tags.service.ts';
import type { SignedInUser } from '../http/request-context.ts';
import type { Services } from '../services.ts';
import { users } from '../users/users.tables.ts';

const fr = (name: string, description: string | null = null) => ({
  locale: 'fr' as const,
  name,
  description,
});
const en = (name: string, description: string | null = null) => ({
  locale: 'en' as const,
  name,
  description,
});

/** The steps from a new draft to each status the demo shows. */
const stepsTo: Record<string, TPostAction[]> = {
  Draft: [],
  WaitingForValidation: ['Submit'],
  ValidationRejected: ['Submit', 'Reject'],
  Validated: ['Submit', 'Validate'],
  Published: ['Submit', 'Validate', 'Publish'],
  Archived: ['Submit', 'Validate', 'Publish', 'Archive'],
};

/** Who registered to the demo's event: names, the language they registered in, whether they buy the book. */
const registrants = [
  ['Durand', 'Élise', 'fr', true],
  ['Martin', 'Hugo', 'fr', false],
  ['Bernard', 'Chloé', 'fr', true],
  ['Petit', 'Louis', 'fr', false],
  ['Smith', 'Emma', 'en', true],
  ['Moreau', 'Inès', 'fr', false],
  ['Garcia', 'Lucas', 'fr', true],
  ['Brown', 'Oliver', 'en', false],
] as const;

/**
 * The demo shop's editorial content: categories, tags, signatures, and posts of every type in French
 * and English, in every status of the workflow, written by two staff members and linked to books of
 * the demo catalogue; the pictures of the media library (seeded before) shown by some of them, and
 * registrations to the event.
 */
export const seedDemoPosts = async (services: Services, today = new Date()) => {
  const staff = await services.db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .orderBy(asc(users.id));
  const writer = (index: number): SignedInUser => {
    const member = staff[Math.min(index, staff.length - 1)];
    if (!member) throw new Error('the demo posts need a staff member');
    return {
      id: member.id,
      userName: member.userName,
      claims: new Set([claim('Cms', 'PostList'), claim('Cms', 'PostCreateEditAll')]),
      session: null,
    };
  };
  const editor = writer(1);
  const guest = writer(2);
  const books = (
    await services.db
      .select({ ean: products.ean })
      .from(products)
      .where(sql`${products.isVisible}`)
      .orderBy(asc(products.id))
      .limit(12)
  ).map((row) => row.ean);

  // The library's pictures: the article's and the event's main pictures, one shown in the article's text.
  const pictureTypes = mediaTypes.filter((type) => mediaKindOf[type] === 'Image');
  const pictures = (
    await services.db
      .select({ id: media.id })
      .from(media)
      .where(inArray(media.mediaType, pictureTypes))
      .orderBy(asc(media.id))
      .limit(3)
  ).map((row) => row.id);
  const inText = (id: number | undefined, alt: string) =>
    id === undefined
      ? ''
      : `<p><img src="${services.config.PUBLIC_API_URL.replace(/\/$/, '')}${mediaFileAddress(id, 'medium')}" alt="${alt}"></p>`;

  const categories = createCategoriesService(services);
  const novels = await categories.create(
    {
      parentId: null,
      position: null,
      localizations: [
        fr('Romans', '<p>Nos romans préférés.</p>'),
        en('Novels', '<p>Our favourite novels.</p>'),
      ],
    },
    editor,
  );
  const crime = await categories.create(
    { parentId: novels.id, position: null, localizations: [fr('Polars'), en('Crime fiction')] },
    editor,
  );
  const classics = await categories.create(
    { parentId: novels.id, position: null, localizations: [fr('Classiques'), en('Classics')] },
    editor,
  );
  const youth = await categories.create(
    { parentId: null, position: null, localizations: [fr('Jeunesse'), en('Children')] },
    editor,
  );
  const comics = await categories.create(
    { parentId: youth.id, position: null, localizations: [fr('Bande dessinée'), en('Comics')] },
    editor,
  );
  const diary = await categories.create(
    { parentId: null, position: null, localizations: [fr('Agenda de la librairie'), en('Bookshop diary')] },
    editor,
  );

  const tags = createTagsService(services);
  const tag = (name: string, english: string) =>
    tags.create(
      {
        localizations: [
          { locale: 'fr', name },
          { locale: 'en', name: english },
        ],
      },
      editor,
    );
  const pick = await tag('Coup de cœur', 'Staff pick');
  const autumn = await tag('Rentrée littéraire', 'Autumn releases');
  const signing = await tag('Dédicace', 'Book signing');
  const prize = await tag('Prix littéraires', 'Literary prizes');

  const signatures = createSignaturesService(services);
  const claire = await signatures.create(
    {
      localizations: [
        { locale: 'fr', name: 'Claire Martin', role: 'Libraire jeunesse' },
        { locale: 'en', name: 'Claire Martin', role: 'Children’s bookseller' },
      ],
      pictureUrl: null,
    },
    editor,
  );
  const paul = await signatures.create(
    {
      localizations: [
        { locale: 'fr', name: 'Paul Lefèvre', role: 'Libraire polars' },
        { locale: 'en', name: 'Paul Lefèvre', role: 'Crime fiction bookseller' },
      ],
      pictureUrl: null,
    },
    editor,
  );

  const day = (days: number, hour = 18) => {
    const date = new Date(today);
    date.setUTCDate(date.getUTCDate() + days);
    date.setUTCHours(hour, 0, 0, 0);
    return date.toISOString();
  };
  const text = (locale: 'fr' | 'en', title: string, lead: string, description: string) => ({
    locale,
    title,
    subtitle: null,
    lead: `<p>${lead}</p>`,
    description: `<p>${description}</p>`,
    seo: { relativeUrl: null, metaTitle: null, metaDescription: lead, metaKeywords: null },
  });
  const base = {
    publicationStartDate: null,
    publicationEndDate: null,
    productEans: [],
    relatedPostIds: [],
    eventStart: null,
    eventEnd: null,
    location: null,
    mediaUrl: null,
    categoryIds: [],
    tagIds: [],
    signatureId: null,
  };
  const location = {
    email: 'contact@librairie-demo.fr',
    website: null,
    gender: 'Unknown' as const,
    firstName: null,
    lastName: null,
    company: 'Librairie du Quai',
    address1: '12 quai des Célestins',
    address2: null,
    address3: null,
    postalCode: '69002',
    city: 'Lyon',
    country: 'France',
    phone: '04 78 00 00 00',
    mobilePhone: null,
  };

  const demo: {
    status: keyof typeof stepsTo;
    by: SignedInUser;
    post: Omit<Parameters<typeof posts.create>[0], never>;
  }[] = [];
  const posts = createPostsService(services);
  const add = (
    status: keyof typeof stepsTo,
    by: SignedInUser,
    post: Partial<TPostCreate> & Pick<TPostCreate, 'postType' | 'localizations'>,
  ) => demo.push({ status, by, post: { ...base, ...post } as Parameters<typeof posts.create>[0] });

  add('Published', editor, {
    postType: 'ProductLiked',
    productEans: books.slice(0, 1),
    categoryIds: [novels.id],
    tagIds: [pick.id],
    signatureId: paul.id,
    localizations: [
      text(
        'fr',
        'Le coup de cœur de Paul',
        'Un roman qu’on ne lâche pas.',
        'Paul l’a lu en une nuit et le conseille à tous.',
      ),
      text(
        'en',
        'Paul’s staff pick',
        'A novel you cannot put down.',
        'Paul read it in one night and recommends it to everyone.',
      ),
    ],
  });
  add('Published', editor, {
    postType: 'Article',
    categoryIds: [novels.id],
    tagIds: [autumn.id],
    signatureId: claire.id,
    productEans: books.slice(1, 3),
    mediaIds: pictures.slice(0, 1),
    localizations: [
      {
        ...text(
          'fr',
          'La rentrée littéraire en cinq livres',
          'Notre sélection de la rentrée.',
          'Cinq romans qui ont marqué l’équipe cette saison.',
        ),
        description: `<p>Cinq romans qui ont marqué l’équipe cette saison.</p>${inText(pictures[1], 'La table des nouveautés de la librairie')}`,
      },
      {
        ...text(
          'en',
          'The autumn releases in five books',
          'Our pick of the season.',
          'Five novels the team loved this season.',
        ),
        description: `<p>Five novels the team loved this season.</p>${inText(pictures[1], 'The new-books table of the bookshop')}`,
      },
    ],
  });
  add('Published', editor, {
    postType: 'Event',
    eventStart: day(10),
    eventEnd: day(10, 20),
    eventCapacity: 40,
    location,
    mediaIds: pictures.slice(2, 3),
    categoryIds: [diary.id],
    tagIds: [signing.id],
    productEans: books.slice(3, 4),
    localizations: [
      text(
        'fr',
        'Dédicace à la librairie',
        'Rencontre et signature en fin de journée.',
        'Venez rencontrer l’autrice autour d’un verre.',
      ),
      text(
        'en',
        'Book signing at the shop',
        'Meet the author and get your book signed.',
        'Come and meet the author over a drink.',
      ),
    ],
  });
  add('Published', editor, {
    postType: 'ProductList',
    productEans: books.slice(4, 9),
    categoryIds: [crime.id],
    tagIds: [pick.id],
    signatureId: paul.id,
    localizations: [
      text(
        'fr',
        'Cinq polars pour l’été',
        'Des enquêtes à emporter en vacances.',
        'Du noir, du suspense et du soleil.',
      ),
      text(
        'en',
        'Five crime novels for the summer',
        'Mysteries to take on holiday.',
        'Dark, gripping and sunny.',
      ),
    ],
  });
  add('Published', editor, {
    postType: 'Location',
    location,
    localizations: [
      text(
        'fr',
        'Nous trouver',
        'La librairie est au bord de la Saône.',
        'Ouverte du mardi au samedi, de 10 h à 19 h.',
      ),
      text('en', 'Find us', 'The shop is by the Saône.', 'Open Tuesday to Saturday, 10 am to 7 pm.'),
    ],
  });
  add('Published', editor, {
    postType: 'Video',
    mediaUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    categoryIds: [novels.id],
    localizations: [
      text(
        'fr',
        'Trois minutes avec un romancier',
        'L’entretien en vidéo.',
        'Il nous parle de son dernier livre.',
      ),
    ],
  });
  add('Validated', editor, {
    postType: 'Podcast',
    mediaUrl: 'https://soundcloud.com/librairie-demo/episode-12',
    publicationStartDate: day(3, 8),
    tagIds: [prize.id],
    localizations: [
      text(
        'fr',
        'Le podcast des prix littéraires',
        'Épisode 12 : les prix d’automne.',
        'Nos libraires débattent des lauréats.',
      ),
      text(
        'en',
        'The literary prizes podcast',
        'Episode 12: the autumn prizes.',
        'Our booksellers debate the winners.',
      ),
    ],
  });
  add('WaitingForValidation', guest, {
    postType: 'Author',
    categoryIds: [classics.id],
    productEans: books.slice(9, 11),
    localizations: [
      text('fr', 'Portrait : Colette', 'Une vie d’écriture.', 'De Saint-Sauveur au Palais-Royal.'),
    ],
  });
  add('ValidationRejected', guest, {
    postType: 'MustRead',
    productEans: books.slice(11, 12),
    localizations: [text('fr', 'À lire absolument', 'Le livre du mois.', 'Un texte encore à étoffer.')],
  });
  add('Draft', guest, {
    postType: 'Folder',
    categoryIds: [youth.id, comics.id],
    signatureId: claire.id,
    localizations: [
      text(
        'fr',
        'Dossier : la BD jeunesse',
        'Nos albums pour les 8-12 ans.',
        'Un dossier en cours d’écriture.',
      ),
    ],
  });
  add('Published', editor, {
    postType: 'Banner',
    categoryIds: [youth.id],
    mediaUrl: 'https://picsum.photos/1200/300',
    localizations: [
      { ...text('fr', 'Le mois de la BD', '', ''), lead: null, description: null },
      { ...text('en', 'Comics month', '', ''), lead: null, description: null },
    ],
  });
  add('Archived', editor, {
    postType: 'Html',
    localizations: [
      text(
        'fr',
        'Horaires de Noël',
        'Ouvert le dimanche en décembre.',
        'Ouvert tous les dimanches de décembre.',
      ),
    ],
  });

  for (const { status, by, post } of demo) {
    let saved = await posts.create(post, by);
    if (post.postType === 'Event')
      await services.db.insert(eventRegistrations).values(
        registrants.map(([lastName, firstName, locale, buyBook], index) => ({
          eventId: saved.id,
          lastName,
          firstName,
          email: `${firstName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${lastName.toLowerCase()}@example.org`,
          phone: index % 3 === 0 ? `06 12 34 56 ${String(10 + index)}` : null,
          comments: index === 0 ? 'Nous viendrons à deux.' : null,
          buyBook,
          locale,
          createdAt: new Date(today.getTime() - (registrants.length - index) * 3_600_000),
        })),
      );
    for (const action of stepsTo[status] ?? []) {
      saved = await posts.transition(
        {
          id: saved.id,
          version: saved.version,
          action,
          reason: action === 'Reject' ? 'Le texte est trop court : ajoutez pourquoi ce livre compte.' : null,
        },
        editor,
      );
    }
  }
};
