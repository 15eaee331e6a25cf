import '@mantine/spotlight/styles.css';
import {
  claim,
  customerEndpoints,
  documentEndpoints,
  genericListEndpoints,
  isValidEan13,
  normalizeEan,
  productEndpoints,
  userEndpoints,
} from '@colophon/contract';
import { useDebouncedValue } from '@mantine/hooks';
import {
  createSpotlight,
  Spotlight,
  type SpotlightActionData,
  type SpotlightActionGroupData,
} from '@mantine/spotlight';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { permittedScreens } from '@/app/screens.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { call } from '@/lib/api.ts';
import { formatPrice } from '@/lib/format.ts';
import { useSession } from '@/lib/use-session.ts';
import { ComingBadge } from './coming-badge.tsx';

const [store, palette] = createSpotlight();

export const openPalette = () => palette.open();

const RECORDS_PER_KIND = 5;

/** Lower case, without accents: "Éloïse" finds "eloise". */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

interface RecordHit {
  id: string;
  kind: 'book' | 'author' | 'user' | 'order' | 'customer';
  label: string;
  description: string;
  to:
    | '/catalog/product/detail'
    | '/catalog/product/custom/detail'
    | '/catalog/author/detail'
    | '/account/detail'
    | '/public/document/detail'
    | '/public/customer/detail';
  search: { id: number };
}

/**
 * The records a text names, among those the user may open: books (EAN, title, author), authors,
 * colleagues, orders (number, customer's name or email) and customers (name, email, phone).
 */
const useRecordHits = (text: string, claims: readonly string[]) => {
  const held = new Set(claims);
  const canBooks = held.has(claim('Catalog', 'ProductList'));
  const canAuthors = held.has(claim('Catalog', 'AuthorList'));
  const canUsers = held.has(claim('Management', 'Users'));
  const canOrders = held.has(claim('Public', 'DocumentsManage'));
  const canCustomers = held.has(claim('Public', 'CustomersManage'));
  const search = text.trim();
  return useQuery({
    queryKey: ['palette', search, canBooks, canAuthors, canUsers, canOrders, canCustomers],
    enabled: search.length >= 2,
    staleTime: 10_000,
    meta: { silent: true },
    queryFn: async ({ signal }): Promise<RecordHit[]> => {
      const page = { page: 1, pageSize: RECORDS_PER_KIND, search };
      const ean = normalizeEan(search);
      const [books, authors, users, orders, customers] = await Promise.all([
        canBooks
          ? call(
              productEndpoints.list,
              { query: { ...page, search: isValidEan13(ean) ? ean : search } },
              { signal },
            )
          : null,
        canAuthors
          ? call(genericListEndpoints.list, { query: { ...page, kind: 'Author' } }, { signal })
          : null,
        canUsers ? call(userEndpoints.list, { query: page }, { signal }) : null,
        canOrders
          ? call(documentEndpoints.list, { query: { ...page, documentType: 'Order' } }, { signal })
          : null,
        canCustomers ? call(customerEndpoints.list, { query: page }, { signal }) : null,
      ]);
      const personOf = (person: { firstName: string; lastName: string; email: string }) =>
        `${person.firstName} ${person.lastName}`.trim() || person.email;
      return [
        ...(books?.items ?? []).map((book) => ({
          id: `book-${book.id}`,
          kind: 'book' as const,
          label: book.title,
          description: [book.ean, book.authors.map((author) => author.name).join(', ')]
            .filter(Boolean)
            .join(' · '),
          to: book.isCustom
            ? ('/catalog/product/custom/detail' as const)
            : ('/catalog/product/detail' as const),
          search: { id: book.id },
        })),
        ...(authors?.items ?? [])
          .flatMap((author) => (author.kind === 'Author' ? [author] : []))
          .map((author) => ({
            id: `author-${author.id}`,
            kind: 'author' as const,
            label: author.name,
            description: '',
            to: '/catalog/author/detail' as const,
            search: { id: author.id },
          })),
        ...(users?.items ?? []).map((user) => ({
          id: `user-${user.id}`,
          kind: 'user' as const,
          label: `${user.firstName} ${user.lastName}`.trim() || user.userName,
          description: `${user.userName} · ${user.email}`,
          to: '/account/detail' as const,
          search: { id: user.id },
        })),
        ...(orders?.items ?? []).map((order) => ({
          id: `order-${order.id}`,
          kind: 'order' as const,
          label: order.number,
          description: `${personOf(order.customer)} · ${order.customer.email} · ${formatPrice(order.total)}`,
          to: '/public/document/detail' as const,
          search: { id: order.id },
        })),
        ...(customers?.items ?? []).map((customer) => ({
          id: `customer-${customer.id}`,
          kind: 'customer' as const,
          label: personOf(customer),
          description: customer.email,
          to: '/public/customer/detail' as const,
          search: { id: customer.id },
        })),
      ];
    },
  });
};

/**
 * Ctrl+K / Cmd+K: open a record or a screen. Typing (or scanning) an EAN, a title, an author, a
 * colleague's name, an order number or a customer's name or email lists the matching books,
 * authors, users, orders and customers the user may open, then the screens;
 * Enter opens the first one (loaded on first use).
 */
export const CommandPalette = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const claims = useSession()?.claims.claims ?? [];
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 200);
  const hits = useRecordHits(debounced, claims);
  const records = debounced.trim().length >= 2 ? (hits.data ?? []) : [];

  const screenActions: SpotlightActionData[] = permittedScreens(claims)
    .filter(
      (screen) =>
        !query.trim() ||
        plain(`${t(`screens.${screen.title}`)} ${screen.path}`).includes(plain(query.trim())),
    )
    .sort((left, right) => Number(right.built) - Number(left.built))
    .slice(0, 8)
    .map((screen) => ({
      id: screen.path,
      label: t(`screens.${screen.title}`),
      description: `${t(`groups.${screen.group}`)} · ${screen.path}`,
      rightSection: screen.built ? undefined : <ComingBadge />,
      onClick: () => void navigate({ to: screen.path }),
    }));
  const groups: { kind: RecordHit['kind']; label: string }[] = [
    { kind: 'book', label: t('layout.paletteBooks') },
    { kind: 'author', label: t('layout.paletteAuthors') },
    { kind: 'user', label: t('layout.paletteUsers') },
    { kind: 'order', label: t('layout.paletteOrders') },
    { kind: 'customer', label: t('layout.paletteCustomers') },
  ];
  const actions: (SpotlightActionData | SpotlightActionGroupData)[] = [
    ...groups
      .map(({ kind, label }) => ({
        group: label,
        actions: records
          .filter((hit) => hit.kind === kind)
          .map((hit) => ({
            id: hit.id,
            label: hit.label,
            description: hit.description,
            onClick: () => void navigate({ to: hit.to, search: hit.search }),
          })),
      }))
      .filter((group) => group.actions.length > 0),
    ...(screenActions.length ? [{ group: t('layout.paletteScreens'), actions: screenActions }] : []),
  ];

  // Results come after the typing: the first action (the book of a scanned EAN) is the one Enter opens.
  const firstId = records[0]?.id;
  useEffect(() => {
    if (!firstId) return;
    const listId = store.getState().listId;
    const list = listId ? document.getElementById(listId) : null;
    const items = list?.querySelectorAll('[data-action]') ?? [];
    list?.querySelector('[data-selected]')?.removeAttribute('data-selected');
    items[0]?.setAttribute('data-selected', 'true');
    store.updateState((state) => ({ ...state, selected: 0 }));
  }, [firstId]);

  return (
    <Spotlight
      store={store}
      actions={actions}
      query={query}
      onQueryChange={setQuery}
      // Filtered above: the records match by EAN or author, which the labels do not always show.
      filter={(_query, all) => all}
      shortcut={null}
      nothingFound={hits.isFetching ? t('common.loading') : t('layout.paletteNothing')}
      limit={30}
      searchProps={{
        placeholder: t('layout.paletteSearch'),
        'aria-label': t('layout.paletteSearch'),
      }}
      scrollable
      maxHeight={480}
    />
  );
};
