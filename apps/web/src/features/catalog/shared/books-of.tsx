import '@/i18n/areas/catalog.ts';
import { productEndpoints } from '@colophon/contract';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  availabilityColor,
  availabilityDescription,
  availabilityLabel,
} from '@/features/catalog/shared/availability.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { call } from '@/lib/api.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';

const SHOWN = 10;
/** The product list's keys: a save or a rename that refreshes the products refreshes these. */
const productsKeys = queryKeysFactory('products');

/**
 * The catalogue's books of an author or of a collection, under its page: the latest ones, each a link
 * to the book, and the way to all of them in the product list.
 */
export const BooksOf = ({
  filter,
  all,
}: {
  /** What the product list filters on: the author's or the collection's name, as the books name it. */
  filter: { author: string } | { collection: string };
  /** The product list's search that shows them all. */
  all: { search: string } | { collection: string };
}) => {
  const { t } = useTranslation();
  const query = { ...filter, page: 1, pageSize: SHOWN, sort: '-releaseDate' } as const;
  const books = useQuery({
    queryKey: productsKeys.list(query),
    queryFn: ({ signal }) => call(productEndpoints.list, { query }, { signal }),
  });
  const items = books.data?.items ?? [];
  const total = books.data?.totalCount ?? 0;
  return (
    <Paper withBorder p="md" data-testid="books-of">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('catalog.booksOf.title')}
          {books.data ? ` · ${t('catalog.booksOf.count', { count: total })}` : ''}
        </Title>
        {total > SHOWN && (
          <Link to="/catalog/product" search={all}>
            {t('catalog.booksOf.all')}
          </Link>
        )}
      </Group>
      {books.data && items.length === 0 ? (
        <Text c="dimmed">{t('catalog.booksOf.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Tbody>
              {items.map((book) => (
                <Table.Tr key={book.id}>
                  <Table.Td>
                    <Stack gap={0}>
                      <Link to="/catalog/product/detail" search={{ id: book.id }}>
                        {book.title}
                      </Link>
                      <Text size="xs" c="dimmed">
                        {book.authors.map((author) => author.name).join(', ')}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {book.ean}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {book.availability && (
                      <Badge
                        variant="dot"
                        color={availabilityColor(book.availability)}
                        title={availabilityDescription(book.availability)}
                      >
                        {availabilityLabel(book.availability)}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
};
