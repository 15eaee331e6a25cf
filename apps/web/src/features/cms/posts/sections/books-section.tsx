import '@/i18n/areas/cms.ts';
import { Anchor, Button, Group, Image, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { BookPicker } from '@/features/cms/posts/components/book-picker.tsx';
import type { PostSectionProps } from '@/features/cms/posts/sections/post-section.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { apiUrl } from '@/lib/api.ts';

/**
 * The books the post is about, picked from the catalogue or typed by EAN.
 * Stays mounted when the post's type has no books, so what was picked keeps its title if the type comes back.
 */
export const BooksSection = ({ detail, current, uses, needs }: Omit<PostSectionProps, 'readOnly'>) => {
  const { t } = useTranslation();
  const { form } = detail;
  const values = form.getValues();
  const [newEan, setNewEan] = useState('');
  const [pickedBooks, setPickedBooks] = useState<Record<string, { title: string; coverUrl: string | null }>>(
    {},
  );
  const books = new Map<string, { title: string | null; coverUrl: string | null }>([
    ...Object.entries(pickedBooks),
    ...(current?.products ?? []).map((book) => [book.ean, book] as const),
  ]);
  const addBook = () => {
    const ean = newEan.replace(/[\s-]/g, '');
    if (!ean || values.productEans.includes(ean)) return;
    form.setFieldValue('productEans', [...values.productEans, ean]);
    setNewEan('');
  };
  if (!uses('products')) return null;
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="sm">
        {t('cms.post.books')}
        {needs('products') ? ' *' : ''}
      </Title>
      <Stack gap="xs" data-testid="post-books">
        {values.productEans.map((ean, index) => {
          const book = books.get(ean);
          return (
            <Group key={ean} gap="sm" wrap="nowrap">
              {book?.coverUrl ? (
                <Image src={apiUrl(book.coverUrl)} alt="" w={40} h={60} fit="contain" />
              ) : (
                <Paper withBorder w={40} h={60} />
              )}
              <Stack gap={0} style={{ flex: 1 }}>
                <Text size="sm">{book?.title ?? (current ? t('cms.post.unknownBook') : ean)}</Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {ean}
                </Text>
                {detail.serverError(`productEans.${index}`) && (
                  <Text size="xs" c="red">
                    {detail.serverError(`productEans.${index}`)}
                  </Text>
                )}
              </Stack>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() =>
                  form.setFieldValue(
                    'productEans',
                    values.productEans.filter((other) => other !== ean),
                  )
                }
              >
                {t('cms.post.removeBook')}
              </Anchor>
            </Group>
          );
        })}
        <BookPicker
          exclude={values.productEans}
          onPick={(book) => {
            setPickedBooks((previous) => ({
              ...previous,
              [book.ean]: { title: book.title, coverUrl: book.coverUrl },
            }));
            form.setFieldValue('productEans', [...form.getValues().productEans, book.ean]);
          }}
        />
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t('cms.post.addBook')}
            value={newEan}
            onChange={(event) => setNewEan(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addBook();
              }
            }}
            error={detail.serverError('productEans')}
            name="newEan"
          />
          <Button variant="default" onClick={addBook} data-testid="add-book">
            {t('cms.post.add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
