import '@/i18n/areas/analytics.ts';
import '@/i18n/areas/demo.ts';
import '@/i18n/areas/tasks.ts';
import type { TCount, TTarget, TTargetProfile, TTopItem } from '@colophon/contract';
import { Anchor, Button, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { type ReactNode, useCallback, useState } from 'react';
import { KeyFigure } from '@/components/key-figure.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { SortableList, SortableRow } from '@/components/sortable/sortable-list.tsx';
import {
  profileKeys,
  profileQueryOptions,
  profilesQueryOptions,
  useCalculateRecommendations,
  useSaveProfileOrder,
} from '@/features/analytics/api/profiling.ts';
import { TaskProgress } from '@/features/analytics/components/task-progress.tsx';
import { CoverThumbnail } from '@/features/catalog/shared/cover-thumbnail.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDateTime, formatNumber, formatPercent, formatPrice } from '@/lib/format.ts';

const detailRoute = getRouteApi('/_app/analytics/profiling/detail');

/** A button that launches a recommendations task, and the task's progress under it. */
const CalculateButton = ({
  id,
  label,
  testId,
  onDone,
}: {
  id?: number;
  label: string;
  testId: string;
  onDone?: () => unknown;
}) => {
  const calculate = useCalculateRecommendations();
  const [taskId, setTaskId] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="default"
          loading={calculate.isPending}
          onClick={async () => {
            const launched = await calculate.mutateAsync(id).catch(() => null);
            if (launched) setTaskId(launched.taskId);
          }}
          data-testid={testId}
        >
          {label}
        </Button>
      </Group>
      {taskId && <TaskProgress key={taskId} taskId={taskId} onDone={onDone} testId={`${testId}-task`} />}
    </Stack>
  );
};

/** /analytics/profiling: the profiles in the order staff choose by dragging them. */
export const ProfileListPage = () => {
  const { t } = useTranslation();
  const profiles = useQuery(profilesQueryOptions());
  const saveOrder = useSaveProfileOrder();
  const items = profiles.data ?? [];
  return (
    <>
      <PageHeader title={t('screens.analyticsProfiling')}>
        <Button
          component={Link}
          to="/analytics/targeting/detail"
          variant="default"
          data-testid="new-profile-target"
        >
          {t('analytics.profiles.newTarget')}
        </Button>
      </PageHeader>
      <Stack gap="md" maw={760}>
        <Text size="sm" c="dimmed">
          {t('analytics.profiles.intro')}
        </Text>
        {profiles.isSuccess && items.length === 0 && <Text>{t('analytics.profiles.none')}</Text>}
        <SortableList<TTarget>
          items={items}
          idOf={(target) => target.id}
          titleOf={(target) => target.name}
          onChange={(ordered) => saveOrder.mutate(ordered)}
          activationDistance={6}
          listProps={{ gap: 'xs', 'data-testid': 'profiles' }}
        >
          {(target) => (
            <SortableRow
              key={target.id}
              id={target.id}
              handleLabel={t('analytics.profiles.move', { name: target.name })}
              padding="sm"
              testId="profile-row"
            >
              <Group justify="space-between" style={{ flex: 1 }} wrap="nowrap">
                <Anchor
                  fw={600}
                  renderRoot={(props) => (
                    <Link {...props} to="/analytics/profiling/detail" search={{ id: target.id }} />
                  )}
                >
                  {target.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {target.membersCount === null
                    ? t('analytics.profiles.notComputed')
                    : t('analytics.profiles.members', { count: formatNumber(target.membersCount) })}
                </Text>
              </Group>
            </SortableRow>
          )}
        </SortableList>
        <Paper withBorder p="md">
          <CalculateButton
            label={t('analytics.profiles.calculateAll')}
            testId="calculate-all-recommendations"
          />
        </Paper>
      </Stack>
    </>
  );
};

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Paper withBorder p="md" component="section" aria-labelledby={id}>
    <Title order={2} size="h4" mb="sm" id={id}>
      {title}
    </Title>
    {children}
  </Paper>
);

/** Counts as bars, each with its share of the whole. */
const CountBars = ({
  title,
  counts,
  total,
  testId,
}: {
  title: string;
  counts: TCount[];
  total: number;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <Stack gap={6} data-testid={testId}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {counts.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('analytics.profiles.nothing')}
        </Text>
      )}
      {counts.map((count) => (
        <div key={count.id}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{count.label}</Text>
            <Text size="sm" c="dimmed">
              {formatNumber(count.count)} ({formatPercent(total ? count.count / total : 0)})
            </Text>
          </Group>
          <Progress value={total ? (count.count / total) * 100 : 0} size="sm" aria-label={count.label} />
        </div>
      ))}
    </Stack>
  );
};

const TopTable = ({ title, items, testId }: { title: string; items: TTopItem[]; testId: string }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={6} data-testid={testId}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('analytics.profiles.nothing')}
        </Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('analytics.profiles.label')}</Table.Th>
              <Table.Th ta="right">{t('analytics.profiles.count')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{item.label}</Table.Td>
                <Table.Td ta="right">{formatNumber(item.count)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
};

/** /analytics/profiling/detail: who a target's customers are, what and how they buy, what to recommend. */
export const ProfileDetailPage = () => {
  const id = detailRoute.useSearch().id;
  return id ? <Profile key={id} id={id} /> : <ProfileListPage />;
};

const Profile = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const profile: TTargetProfile = useSuspenseQuery(profileQueryOptions(id)).data;
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: profileKeys.detail(id) }),
    [queryClient, id],
  );
  const { target } = profile;
  return (
    <>
      <PageHeader title={target.name}>
        <Button
          variant="default"
          renderRoot={(props) => <Link {...props} to="/analytics/targeting/detail" search={{ id }} />}
          data-testid="profile-edit-target"
        >
          {t('analytics.profiles.editTarget')}
        </Button>
        <Button
          variant="default"
          renderRoot={(props) => <Link {...props} to="/analytics/analysis" search={{ targetId: id }} />}
          data-testid="profile-analyse"
        >
          {t('analytics.profiles.analyse')}
        </Button>
      </PageHeader>
      <Stack gap="md">
        {target.description && <Text>{target.description}</Text>}
        <Text size="sm" c="dimmed" data-testid="profile-members">
          {target.membersComputedAt && target.membersComputedAt >= target.updatedAt
            ? t('analytics.targets.membersComputed', {
                count: target.membersCount ?? 0,
                date: formatDateTime(target.membersComputedAt),
              })
            : t('analytics.profiles.membersLive')}
        </Text>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <KeyFigure
            framed
            label={t('analytics.profiles.size')}
            value={formatNumber(profile.size)}
            testId="profile-size"
          />
          <KeyFigure
            framed
            label={t('analytics.profiles.averageBasket')}
            value={formatPrice(profile.averageBasket)}
            testId="profile-basket"
          />
          <KeyFigure
            framed
            label={t('analytics.profiles.ordersPerCustomer')}
            value={formatNumber(profile.ordersPerCustomer)}
            testId="profile-orders"
          />
          <KeyFigure
            framed
            label={t('analytics.profiles.daysBetweenOrders')}
            value={
              profile.daysBetweenOrders === null ? '—' : formatNumber(Math.round(profile.daysBetweenOrders))
            }
            testId="profile-frequency"
          />
        </SimpleGrid>
        <Section id="profile-people" title={t('analytics.profiles.people')}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {(
              [
                ['ages', 'profile-ages', profile.ageBands],
                ['genders', 'profile-genders', profile.genders],
                ['departments', 'profile-departments', profile.departments],
                ['roles', 'profile-roles', profile.customerRoles],
              ] as const
            ).map(([name, testId, counts]) => (
              <CountBars
                key={name}
                title={t(`analytics.profiles.${name}`)}
                counts={counts}
                total={profile.size}
                testId={testId}
              />
            ))}
          </SimpleGrid>
        </Section>
        <Section id="profile-buys" title={t('analytics.profiles.buys')}>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            <TopTable
              title={t('analytics.profiles.categories')}
              items={profile.topCategories}
              testId="profile-categories"
            />
            <TopTable
              title={t('analytics.profiles.authors')}
              items={profile.topAuthors}
              testId="profile-authors"
            />
            <TopTable
              title={t('analytics.profiles.publishers')}
              items={profile.topPublishers}
              testId="profile-publishers"
            />
          </SimpleGrid>
        </Section>
        <Section id="profile-how" title={t('analytics.profiles.how')}>
          <CountBars
            title={t('analytics.profiles.shipping')}
            counts={profile.shipping}
            total={profile.shipping.reduce((sum, count) => sum + count.count, 0)}
            testId="profile-shipping"
          />
        </Section>
        <Section id="profile-recommendations" title={t('analytics.profiles.recommendations')}>
          <Text size="sm" c="dimmed" mb="sm">
            {t('analytics.profiles.recommendationsHint')}{' '}
            {profile.recommendationsComputedAt
              ? t('analytics.profiles.recommendationsAt', {
                  date: formatDateTime(profile.recommendationsComputedAt),
                })
              : t('analytics.profiles.recommendationsNever')}
          </Text>
          <SimpleGrid
            cols={{ base: 2, sm: 3, md: 5 }}
            spacing="sm"
            mb="md"
            data-testid="profile-recommendations"
          >
            {profile.recommendations.map((book) => (
              <Paper key={book.productId} withBorder p="xs" data-testid="recommendation">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <CoverThumbnail url={`/Common/Catalog/Cover?productId=${book.productId}`} width={48} />
                  <Stack gap={2}>
                    <Text size="sm" fw={600} lineClamp={2}>
                      {book.title}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {book.authors.join(', ')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('analytics.profiles.buyers', { count: book.buyers })}
                    </Text>
                  </Stack>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
          <CalculateButton
            id={id}
            label={t('analytics.profiles.calculate')}
            testId="calculate-recommendations"
            onDone={refresh}
          />
        </Section>
      </Stack>
    </>
  );
};
