import { claim, type TMenu, type TMenuItemCreate } from '@colophon/contract';
import { asc } from 'drizzle-orm';
import { createMenusService } from '../cms/menus/menus.service.ts';
import { pages } from '../cms/pages/pages.tables.ts';
import { createPopupsService } from '../cms/popups/popups.service.ts';
import type { SignedInUser } from '../http/request-context.ts';
import type { Services } from '../services.ts';

const staff: SignedInUser = {
  id: 1,
  userName: 'admin',
  claims: new Set([claim('Cms', 'MenuManage'), claim('Cms', 'PopupsManage')]),
  session: null,
};
const labels = (fr: string, en: string) => [
  { locale: 'fr' as const, label: fr },
  { locale: 'en' as const, label: en },
];
type Item = Omit<TMenuItemCreate, 'menuId' | 'parentId' | 'labels'> & {
  fr: string;
  en: string;
  children?: Item[];
};

/**
 * The demo shop's main and footer menus (items leading to the demo pages, which they follow, and to
 * addresses, one external) and a popup shown for the next month.
 */
export const seedDemoSite = async (services: Services, today = new Date()) => {
  const menus = createMenusService(services);
  const pageIds = new Map(
    (await services.db.select({ id: pages.id, name: pages.name }).from(pages).orderBy(asc(pages.id))).map(
      (page) => [page.name, page.id],
    ),
  );
  const toPage = (name: string) => {
    const pageId = pageIds.get(name);
    return pageId === undefined ? { urlAbsolute: `/${name.toLowerCase()}` } : { pageId, urlAbsolute: null };
  };
  const add = async (menu: TMenu, items: Item[], parentId: number | null) => {
    for (const { fr, en, children, ...target } of items) {
      const built = await menus.createItem(
        {
          menuId: menu.id,
          parentId,
          labels: labels(fr, en),
          isExternalUrl: false,
          style: 'Default',
          pageId: null,
          urlAbsolute: null,
          ...target,
        },
        staff,
        'fr',
      );
      const added = built.items.flatMap(function all(item): typeof built.items {
        return [item, ...item.children.flatMap(all)];
      });
      const created = added.reduce((last, item) => (item.id > last.id ? item : last));
      if (children) await add(menu, children, created.id);
    }
  };

  const main = await menus.create('Menu principal', staff, 'fr');
  await add(
    main,
    [
      { fr: 'Accueil', en: 'Home', ...toPage('Accueil') },
      {
        fr: 'Livres',
        en: 'Books',
        urlAbsolute: '/livres',
        children: [
          { fr: 'Nouveautés', en: 'New books', ...toPage('Nouveautés') },
          { fr: 'Jeunesse', en: 'Children', ...toPage('Jeunesse') },
          { fr: 'Romans policiers', en: 'Crime fiction', urlAbsolute: '/recherche?q=polar' },
        ],
      },
      { fr: 'Agenda', en: 'Events', ...toPage('Agenda'), style: 'Bold' },
      { fr: 'Carte cadeau', en: 'Gift card', urlAbsolute: '/carte-cadeau', style: 'Button' },
    ],
    null,
  );
  const footer = await menus.create('Pied de page', staff, 'fr');
  await add(
    footer,
    [
      { fr: 'Contact', en: 'Contact', urlAbsolute: '/contact' },
      { fr: 'Conditions générales de vente', en: 'Terms of sale', urlAbsolute: '/cgv' },
      { fr: 'Mentions légales', en: 'Legal notice', urlAbsolute: '/mentions-legales' },
      {
        fr: 'Instagram',
        en: 'Instagram',
        urlAbsolute: 'https://www.instagram.com/',
        isExternalUrl: true,
        style: 'Highlighted',
      },
    ],
    null,
  );

  const month = 30 * 86_400_000;
  await createPopupsService(services).create(
    {
      title: 'Nuit de la lecture',
      html: '<h2>Samedi, la librairie reste ouverte jusqu’à minuit</h2><p>Lectures, dédicaces et chocolat chaud : <a href="/agenda">voir l’agenda</a>.</p>',
      isActive: true,
      cookieDurationDays: 7,
      startTime: today.toISOString(),
      endTime: new Date(today.getTime() + month).toISOString(),
    },
    staff,
  );
};
