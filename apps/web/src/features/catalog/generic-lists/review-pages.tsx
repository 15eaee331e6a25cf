import '@/i18n/areas/catalog.ts';
import {
  reviewStatuses,
  type TReview,
  type TReviewStatus,
  ZReviewCreate,
  ZReviewUpdate,
} from '@colophon/contract';
import {
  Badge,
  Button,
  Group,
  Input,
  Paper,
  Rating,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { confirmAction } from '@/components/confirm.ts';
import { DetailById } from '@/components/detail-page/detail-by-id.tsx';
import { DetailFormFrame } from '@/components/detail-page/detail-form-frame.tsx';
import { useSimpleDetail } from '@/components/detail-page/use-simple-detail.ts';
import { DateField } from '@/components/form/date-fields.tsx';
import { type ListColumn, ListPage } from '@/components/list-page/list-page.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDate } from '@/lib/format.ts';
import { notifyDone } from '@/lib/notify-done.tsx';
import { listQuery } from '@/lib/search.ts';
import { useChangeReviewStatus } from './api/change-review-status.ts';
import {
  genericListQueryOptions,
  pendingReviewsQueryOptions,
  reviewQueryOptions,
  reviewStatusShown,
} from './api/generic-lists.ts';
import { useDeleteGenericListItems, useSaveReview } from './api/save-generic-list-item.ts';

const listRoute = getRouteApi('/_app/catalog/review');
const detailRoute = getRouteApi('/_app/catalog/review/detail');

const statusColor: Record<TReviewStatus, string> = {
  Pending: 'orange',
  Approved: 'green',
  Rejected: 'red',
};

const Stars = ({ rating }: { rating: number }) => {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="yellow.9" aria-label={t('catalog.review.ratingOf', { rating })} role="img" span>
      {'★'.repeat(rating)}
      <Text span c="gray.5">
        {'★'.repeat(5 - rating)}
      </Text>
    </Text>
  );
};

/** /catalog/review: readers' reviews; approve or reject the selected ones at once. */
export const ReviewListPage = () => {
  const { t } = useTranslation();
  const search = listRoute.useSearch();
  const navigate = listRoute.useNavigate();
  const reviews = useQuery(
    genericListQueryOptions({
      kind: 'Review',
      ...listQuery(search),
      status: reviewStatusShown(search.status),
    }),
  );
  const pending = useQuery(pendingReviewsQueryOptions());
  const view = search.status ?? 'Pending';
  const changeStatus = useChangeReviewStatus();
  const remove = useDeleteGenericListItems('Review');
  const [selected, setSelected] = useState<TReview[]>([]);
  const onSearchChange = (patch: Partial<typeof search>) => {
    setSelected([]);
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  };

  const columns: ListColumn<TReview>[] = [
    {
      accessor: 'date',
      title: t('catalog.review.date'),
      sortable: true,
      toggleable: true,
      render: (row) => formatDate(row.date),
      csv: (row) => formatDate(row.date),
    },
    {
      accessor: 'product',
      title: t('catalog.review.product'),
      toggleable: false,
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" lineClamp={1}>
            {row.product.title}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {row.product.ean}
          </Text>
        </Stack>
      ),
      csv: (row) => `${row.product.title} (${row.product.ean})`,
    },
    {
      accessor: 'rating',
      title: t('catalog.review.rating'),
      sortable: true,
      toggleable: true,
      render: (row) => <Stars rating={row.rating} />,
      csv: (row) => row.rating,
    },
    {
      accessor: 'authorName',
      title: t('catalog.review.authorName'),
      sortable: true,
      toggleable: true,
      csv: (row) => row.authorName,
    },
    {
      accessor: 'text',
      title: t('catalog.review.text'),
      toggleable: true,
      render: (row) => (
        <Text size="sm" lineClamp={2} maw={420}>
          {row.text}
        </Text>
      ),
      csv: (row) => row.text,
    },
    {
      accessor: 'status',
      title: t('catalog.review.status'),
      sortable: true,
      toggleable: true,
      render: (row) => (
        <Badge variant="dot" color={statusColor[row.status]}>
          {t(`catalog.review.statuses.${row.status}`)}
        </Badge>
      ),
      csv: (row) => t(`catalog.review.statuses.${row.status}`),
    },
    {
      accessor: 'moderate',
      title: t('catalog.review.moderate'),
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          {row.status !== 'Approved' && (
            <Button
              size="compact-xs"
              variant="light"
              color="teal.9"
              onClick={(event: React.MouseEvent) => {
                event.stopPropagation();
                void setStatus([row], 'Approved');
              }}
              aria-label={t('catalog.review.approveOne', { name: row.authorName })}
              data-testid={`approve-${row.id}`}
            >
              {t('catalog.review.approve')}
            </Button>
          )}
          {row.status !== 'Rejected' && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red.9"
              onClick={(event: React.MouseEvent) => {
                event.stopPropagation();
                void setStatus([row], 'Rejected');
              }}
              aria-label={t('catalog.review.rejectOne', { name: row.authorName })}
              data-testid={`reject-${row.id}`}
            >
              {t('catalog.review.reject')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  /** Approves or rejects reviews, then names what happened, with Undo back to each one's status. */
  const setStatus = async (rows: TReview[], status: TReviewStatus) => {
    const done = await changeStatus.mutateAsync({ ids: rows.map((row) => row.id), status }).then(
      () => true,
      () => false,
    );
    setSelected([]);
    if (!done) return;
    const before = new Map<TReviewStatus, TReview[]>();
    for (const row of rows)
      if (row.status !== status) before.set(row.status, [...(before.get(row.status) ?? []), row]);
    const count = rows.length;
    notifyDone(
      t(status === 'Approved' ? 'catalog.review.approvedCount' : 'catalog.review.rejectedCount', { count }),
      {
        run: async () => {
          for (const [previous, group] of before)
            await changeStatus.mutateAsync({ ids: group.map((row) => row.id), status: previous });
        },
        undoneText: t('catalog.review.restoredCount', { count }),
      },
    );
  };
  const removeSelected = async () => {
    if (!(await confirmAction())) return;
    await remove.mutateAsync(selected.map((row) => row.id)).catch(() => undefined);
    setSelected([]);
  };

  return (
    <>
      <PageHeader title={t('screens.catalogReview')}>
        <Button component={Link} to="/catalog/review/detail">
          {t('catalog.review.new')}
        </Button>
      </PageHeader>
      <ListPage<TReview>
        listKey="reviews"
        csvFileName="avis"
        columns={columns}
        records={reviews.data?.items.filter((item): item is TReview => item.kind === 'Review')}
        totalCount={reviews.data?.totalCount ?? 0}
        fetching={reviews.isFetching}
        error={reviews.error}
        onRetry={() => void reviews.refetch()}
        search={search}
        onSearchChange={onSearchChange}
        onRowClick={(row) => void navigate({ to: '/catalog/review/detail', search: { id: row.id } })}
        rowHref={(row) => `/catalog/review/detail?id=${row.id}`}
        selection={{
          selected,
          onChange: setSelected,
          actions: (
            <>
              <Button
                size="xs"
                color="teal.9"
                onClick={() => void setStatus(selected, 'Approved')}
                loading={changeStatus.isPending}
                data-testid="approve-reviews"
              >
                {t('catalog.review.approve')}
              </Button>
              <Button
                size="xs"
                color="red.9"
                variant="outline"
                onClick={() => void setStatus(selected, 'Rejected')}
                loading={changeStatus.isPending}
                data-testid="reject-reviews"
              >
                {t('catalog.review.reject')}
              </Button>
              <Button size="xs" color="red" variant="subtle" onClick={() => void removeSelected()}>
                {t('common.deleteSelected')}
              </Button>
            </>
          ),
        }}
        filters={
          <>
            <SegmentedControl
              aria-label={t('catalog.review.status')}
              data={[
                {
                  value: 'Pending',
                  label: t('catalog.review.waitingCount', { count: pending.data?.totalCount ?? 0 }),
                },
                { value: 'Approved', label: t('catalog.review.statusesPlural.Approved') },
                { value: 'Rejected', label: t('catalog.review.statusesPlural.Rejected') },
                { value: 'All', label: t('catalog.review.allStatuses') },
              ]}
              value={view}
              onChange={(value) =>
                onSearchChange({
                  status: value === 'Pending' ? undefined : (value as typeof search.status),
                  page: undefined,
                })
              }
              data-testid="filter-status"
            />
            <Select
              aria-label={t('catalog.review.rating')}
              placeholder={t('catalog.review.allRatings')}
              data={[5, 4, 3, 2, 1].map((rating) => ({
                value: String(rating),
                label: t('catalog.review.ratingOf', { rating }),
              }))}
              value={search.rating ? String(search.rating) : null}
              onChange={(value) =>
                onSearchChange({ rating: value ? Number(value) : undefined, page: undefined })
              }
              clearable
              w={160}
            />
          </>
        }
      />
    </>
  );
};

interface ReviewValues extends Record<string, unknown> {
  ean: string;
  rating: number;
  text: string;
  authorName: string;
  date: string;
  status: TReviewStatus;
}

const today = () => new Date().toISOString().slice(0, 10);

const valuesOf = (review: TReview | undefined): ReviewValues => ({
  ean: review?.product.ean ?? '',
  rating: review?.rating ?? 5,
  text: review?.text ?? '',
  authorName: review?.authorName ?? '',
  date: review?.date ?? today(),
  status: review?.status ?? 'Pending',
});

/** The product goes by its EAN when one is typed, else it stays the one reviewed. */
const toBody = (values: ReviewValues, review: TReview | undefined) => ({
  productId: values.ean.trim() || !review ? null : review.product.id,
  ean: values.ean.trim() || null,
  rating: values.rating,
  text: values.text,
  authorName: values.authorName,
  date: values.date,
  status: values.status,
});

/** /catalog/review/detail: a reader's review of a product; `?id=` edits, none creates. */
export const ReviewDetailPage = () => (
  <DetailById
    id={detailRoute.useSearch().id}
    query={reviewQueryOptions}
    form={(review) => <ReviewForm review={review} />}
  />
);

const ReviewForm = ({ review }: { review: TReview | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { detail, current, frame } = useSimpleDetail({
    entity: review,
    schemas: { create: ZReviewCreate, update: ZReviewUpdate },
    valuesOf,
    toBody,
    query: reviewQueryOptions,
    save: useSaveReview(),
    remove: useDeleteGenericListItems('Review'),
    onCreated: (id) => navigate({ to: '/catalog/review/detail', search: { id }, replace: true }),
    onDeleted: () => navigate({ to: '/catalog/review' }),
  });
  const { form, field, serverError } = detail;

  return (
    <DetailFormFrame
      {...frame}
      title={
        current ? t('catalog.review.titleOf', { title: current.product.title }) : t('catalog.review.new')
      }
      testId="review-form"
    >
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('catalog.review.ean')}
            description={
              current ? (
                <Link to="/catalog/product/detail" search={{ id: current.product.id }}>
                  {current.product.title}
                </Link>
              ) : undefined
            }
            inputMode="numeric"
            {...field('ean')}
            error={field('ean').error ?? serverError('productId')}
            name="ean"
          />
          <Select
            label={t('catalog.review.status')}
            data={reviewStatuses.map((status) => ({
              value: status,
              label: t(`catalog.review.statuses.${status}`),
            }))}
            allowDeselect={false}
            {...field('status')}
            name="status"
          />
          <Input.Wrapper label={t('catalog.review.rating')} error={serverError('rating')}>
            <Rating
              value={form.getValues().rating}
              onChange={(rating) => form.setFieldValue('rating', rating)}
              mt={6}
              size="lg"
              aria-label={t('catalog.review.rating')}
            />
          </Input.Wrapper>
          <DateField label={t('catalog.review.date')} required {...field('date')} name="date" />
          <TextInput
            label={t('catalog.review.authorName')}
            required
            {...field('authorName')}
            name="authorName"
          />
        </SimpleGrid>
        <Textarea
          mt="sm"
          label={t('catalog.review.text')}
          required
          autosize
          minRows={5}
          {...field('text')}
          // A reader's words are theirs: staff approve or reject them, never rewrite them.
          readOnly={Boolean(current)}
          description={current ? t('catalog.review.textReadOnly') : undefined}
          name="text"
        />
      </Paper>
    </DetailFormFrame>
  );
};
