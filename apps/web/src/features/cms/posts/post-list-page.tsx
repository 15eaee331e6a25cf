import '@/i18n/areas/cms.ts';
import { postStatuses, postTypes, type TPostStatus, type TPostSummary } from '@colophon/contract';
import { Badge, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type ListColumn, updatedAtColumn } from '@/components/list-page/list-page.tsx';
import { EnumFilter, listInUrl } from '@/components/list-page/list-wiring.tsx';
import { SimpleListPage } from '@/components/list-page/simple-list-page.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDate } from '@/lib/format.ts';
import { listQuery } from '@/lib/search.ts';
import { postsQueryOptions, useDeletePosts } from './api/posts.ts';

const listRoute = getRouteApi('/_app/cms/post');

export const statusColor: Record<TPostStatus, string> = {
  Draft: 'gray',
  WaitingForValidation: 'orange',
  ValidationRejected: 'red',
  Validated: 'teal',
  Published: 'green',
  Archived: 'dark',
};

/** /cms/post: the posts, filtered by type and status, newest change first. */
export const PostListPage = () => {
  const { t } = useTranslation();
  const search = listRoute.useSearch();
  const navigate = listRoute.useNavigate();
  const posts = useQuery(postsQueryOptions(listQuery(search)));
  const remove = useDeletePosts();
  const columns: ListColumn<TPostSummary>[] = [
    {
      accessor: 'title',
      title: t('cms.post.title'),
      sortable: true,
      toggleable: false,
      csv: (row) => row.title,
    },
    {
      accessor: 'postType',
      title: t('cms.post.postType'),
      sortable: true,
      toggleable: true,
      render: (row) => t(`cms.post.types.${row.postType}`),
      csv: (row) => t(`cms.post.types.${row.postType}`),
    },
    {
      accessor: 'postStatus',
      title: t('cms.post.postStatus'),
      sortable: true,
      toggleable: true,
      render: (row) => (
        <Badge variant="dot" color={statusColor[row.postStatus]} data-testid="post-status">
          {t(`cms.post.statuses.${row.postStatus}`)}
        </Badge>
      ),
      csv: (row) => t(`cms.post.statuses.${row.postStatus}`),
    },
    {
      accessor: 'locales',
      title: 'FR / EN',
      toggleable: true,
      render: (row) => row.locales.join(' · ').toUpperCase(),
      csv: (row) => row.locales.join(' '),
    },
    {
      accessor: 'ownerName',
      title: t('cms.post.owner'),
      toggleable: true,
      csv: (row) => row.ownerName,
    },
    {
      accessor: 'publicationStartDate',
      title: t('cms.post.publicationStart'),
      sortable: true,
      toggleable: true,
      render: (row) => formatDate(row.publicationStartDate),
      csv: (row) => formatDate(row.publicationStartDate),
    },
    updatedAtColumn(t('cms.post.updatedAt')),
  ];
  const { filter } = listInUrl(search, navigate, '/cms/post/detail');
  return (
    <SimpleListPage
      title={t('screens.cmsPost')}
      detail="/cms/post/detail"
      newButton={{ label: t('cms.post.new'), testId: 'new-post' }}
      listKey="posts"
      csvFileName="articles"
      columns={columns}
      query={posts}
      remove={remove}
      search={search}
      navigate={navigate}
      filters={
        <Group gap="xs">
          <EnumFilter
            label={t('cms.post.postType')}
            allLabel={t('cms.post.allTypes')}
            values={postTypes}
            labelOf={(type) => t(`cms.post.types.${type}`)}
            value={search.postType}
            onChange={(postType) => filter({ postType })}
          />
          <EnumFilter
            label={t('cms.post.postStatus')}
            allLabel={t('cms.post.allStatuses')}
            values={postStatuses}
            labelOf={(status) => t(`cms.post.statuses.${status}`)}
            value={search.postStatus}
            onChange={(postStatus) => filter({ postStatus })}
            w={230}
          />
        </Group>
      }
    />
  );
};
