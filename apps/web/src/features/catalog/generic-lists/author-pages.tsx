import '@/i18n/areas/catalog.ts';
import { type TAuthor, ZAuthorCreate, ZAuthorUpdate } from '@colophon/contract';
import { Button, Paper, Stack, TextInput } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { DetailById } from '@/components/detail-page/detail-by-id.tsx';
import { DetailFormFrame } from '@/components/detail-page/detail-form-frame.tsx';
import { useSimpleDetail } from '@/components/detail-page/use-simple-detail.ts';
import { SimpleListPage } from '@/components/list-page/simple-list-page.tsx';
import { BooksOf } from '@/features/catalog/shared/books-of.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { listQuery } from '@/lib/search.ts';
import { authorQueryOptions, useGenericList } from './api/generic-lists.ts';
import { useDeleteGenericListItems, useSaveAuthor } from './api/save-generic-list-item.ts';
import { namedItemColumns } from './components/generic-list-columns.ts';
import { HtmlTextarea } from './components/html-textarea.tsx';

const listRoute = getRouteApi('/_app/catalog/author');
const detailRoute = getRouteApi('/_app/catalog/author/detail');

/** /catalog/author: the catalogue's authors, with the number of products naming each. */
export const AuthorListPage = () => {
  const { t } = useTranslation();
  const search = listRoute.useSearch();
  const navigate = listRoute.useNavigate();
  const authors = useGenericList({ kind: 'Author', ...listQuery(search) });
  const remove = useDeleteGenericListItems('Author');
  return (
    <SimpleListPage
      title={t('screens.catalogAuthor')}
      detail="/catalog/author/detail"
      newButton={{ label: t('catalog.author.new'), testId: 'new-author' }}
      listKey="authors"
      csvFileName="auteurs"
      columns={namedItemColumns<TAuthor>(t, t('catalog.author.name'))}
      query={authors}
      remove={remove}
      search={search}
      navigate={navigate}
    />
  );
};

const valuesOf = (author: TAuthor | undefined) => ({
  name: author?.name ?? '',
  biography: author?.biography ?? '',
  photoUrl: author?.photoUrl ?? '',
});
const toBody = (values: ReturnType<typeof valuesOf>) => ({
  name: values.name,
  biography: values.biography.trim() || null,
  photoUrl: values.photoUrl.trim() || null,
});

/** /catalog/author/detail: an author's name, biography and photo; `?id=` edits, none creates. */
export const AuthorDetailPage = () => (
  <DetailById
    id={detailRoute.useSearch().id}
    query={authorQueryOptions}
    form={(author) => <AuthorForm author={author} />}
  />
);

const AuthorForm = ({ author }: { author: TAuthor | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { detail, current, frame } = useSimpleDetail({
    entity: author,
    schemas: { create: ZAuthorCreate, update: ZAuthorUpdate },
    valuesOf,
    toBody,
    query: authorQueryOptions,
    save: useSaveAuthor(),
    remove: useDeleteGenericListItems('Author'),
    onCreated: (id) => navigate({ to: '/catalog/author/detail', search: { id }, replace: true }),
    onDeleted: () => navigate({ to: '/catalog/author' }),
  });
  const { field } = detail;
  const name = detail.form.getValues().name.trim();
  const cited = current?.productsCount ?? 0;
  // A rename carries the books along (the API renames the author in each of them): say how many.
  const nameHint =
    current && cited > 0
      ? name !== current.name && name !== ''
        ? t('catalog.author.renameCarries', { count: cited, name: current.name })
        : t('catalog.author.citedBy', { count: cited })
      : undefined;
  return (
    <DetailFormFrame
      {...frame}
      title={current ? current.name : t('catalog.author.new')}
      testId="author-form"
      actions={
        current && cited > 0 ? (
          <Button
            variant="default"
            onClick={() => void navigate({ to: '/catalog/product', search: { search: current.name } })}
            data-testid="author-books"
          >
            {t('catalog.author.books', { count: cited })}
          </Button>
        ) : undefined
      }
    >
      <Paper withBorder p="md">
        <Stack gap="sm">
          <TextInput
            label={t('catalog.author.name')}
            required
            {...field('name')}
            description={nameHint}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            name="name"
          />
          <TextInput label={t('catalog.author.photoUrl')} type="url" {...field('photoUrl')} name="photoUrl" />
          <HtmlTextarea label={t('catalog.author.biography')} {...field('biography')} name="biography" />
        </Stack>
      </Paper>
      {current && <BooksOf filter={{ author: current.name }} all={{ search: current.name }} />}
    </DetailFormFrame>
  );
};
