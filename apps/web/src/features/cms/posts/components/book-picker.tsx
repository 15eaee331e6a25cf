import type { TPostBookCandidate } from '@colophon/contract';
import { Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { postBooksQueryOptions } from '@/features/cms/posts/api/posts.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

/** Finds a book of the catalogue by its title, an author or its EAN, and hands it to `onPick`. */
export const BookPicker = ({
  exclude,
  onPick,
}: {
  /** EANs already linked: not offered again. */
  exclude: string[];
  onPick: (book: TPostBookCandidate) => void;
}) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useQuery({ ...postBooksQueryOptions(debounced), meta: { silent: true } });
  const books = (found.data ?? []).filter((book) => !exclude.includes(book.ean));
  const byEan = new Map(books.map((book) => [book.ean, book]));
  return (
    <Select
      label={t('cms.post.bookSearch')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      value={null}
      data={books.map((book) => ({
        value: book.ean,
        label: [book.title, book.authors.join(', ')].filter(Boolean).join(' — '),
      }))}
      // The API has searched already: every answer is shown as it came.
      filter={({ options }) => options}
      renderOption={({ option }) => {
        const book = byEan.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{option.label}</Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {option.value}
            </Text>
            {book && !book.isVisible && (
              <Text size="xs" c="orange.9">
                {t('cms.post.bookHidden')}
              </Text>
            )}
          </Group>
        );
      }}
      nothingFoundMessage={
        debounced.length >= 2 && found.isFetched ? t('cms.post.bookSearchEmpty') : undefined
      }
      onChange={(ean) => {
        const book = ean ? byEan.get(ean) : undefined;
        if (!book) return;
        onPick(book);
        setSearch('');
      }}
      name="bookSearch"
      data-testid="book-search"
      style={{ flex: 1 }}
    />
  );
};
