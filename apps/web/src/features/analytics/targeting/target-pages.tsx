import '@/i18n/areas/analytics.ts';
import '@/i18n/areas/tasks.ts';
import {
  type TTarget,
  type TTargetRulesInput,
  ZTargetCreate,
  ZTargetRules,
  ZTargetUpdate,
} from '@colophon/contract';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { DetailById } from '@/components/detail-page/detail-by-id.tsx';
import { DetailFormFrame } from '@/components/detail-page/detail-form-frame.tsx';
import { useSimpleDetail } from '@/components/detail-page/use-simple-detail.ts';
import { FormSection } from '@/components/form/form-section.tsx';
import { type ListColumn, updatedAtColumn } from '@/components/list-page/list-page.tsx';
import { SimpleListPage } from '@/components/list-page/simple-list-page.tsx';
import {
  targetKeys,
  targetQueryOptions,
  useAffectAllTargets,
  useDeleteTargets,
  useFieldConfiguration,
  useSaveTarget,
  useTargetSize,
  useTargetsPage,
} from '@/features/analytics/api/targets.ts';
import { TaskProgress } from '@/features/analytics/components/task-progress.tsx';
import type { TFunction } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDateTime, formatNumber, formatPercent } from '@/lib/format.ts';
import { listQuery } from '@/lib/search.ts';
import { RulesEditor, type TargetFormValues } from './rules-editor.tsx';

const listRoute = getRouteApi('/_app/analytics/targeting');
const detailRoute = getRouteApi('/_app/analytics/targeting/detail');

const membersText = (t: TFunction, target: TTarget) =>
  target.membersCount === null ? t('analytics.targets.notComputed') : formatNumber(target.membersCount);

const targetColumns = (t: TFunction): ListColumn<TTarget>[] => [
  {
    accessor: 'name',
    title: t('analytics.targets.name'),
    sortable: true,
    toggleable: false,
    csv: (row) => row.name,
  },
  {
    accessor: 'description',
    title: t('analytics.targets.description'),
    toggleable: true,
    render: (row) => row.description ?? '',
    csv: (row) => row.description,
  },
  {
    accessor: 'membersCount',
    title: t('analytics.targets.members'),
    sortable: true,
    toggleable: true,
    textAlign: 'right',
    render: (row) => membersText(t, row),
    csv: (row) => row.membersCount,
  },
  updatedAtColumn(t('analytics.targets.updatedAt')),
];

/** Recomputes every target's members (the customers a campaign aimed at a target reaches), with its progress. */
const AffectAllTargets = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const affect = useAffectAllTargets();
  const [taskId, setTaskId] = useState<string | null>(null);
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: targetKeys.all }),
    [queryClient],
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="affect-all-title">
      <Text fw={600} id="affect-all-title">
        {t('analytics.targets.affectAllTitle')}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('analytics.targets.affectAllHint')}
      </Text>
      <Stack gap="sm">
        <Group>
          <Button
            variant="default"
            loading={affect.isPending}
            onClick={async () => {
              const launched = await affect.mutateAsync().catch(() => null);
              if (launched) setTaskId(launched.taskId);
            }}
            data-testid="affect-all-targets"
          >
            {t('analytics.targets.affectAll')}
          </Button>
        </Group>
        {taskId && <TaskProgress key={taskId} taskId={taskId} onDone={refresh} testId="affect-all-task" />}
      </Stack>
    </Paper>
  );
};

/** /analytics/targeting: the targets (search, sort, paging, members), deleted after "Are you sure ?". */
export const TargetListPage = () => {
  const { t } = useTranslation();
  const search = listRoute.useSearch();
  const navigate = listRoute.useNavigate();
  const targets = useTargetsPage(listQuery(search));
  const remove = useDeleteTargets();
  return (
    <SimpleListPage
      title={t('screens.analyticsTargeting')}
      detail="/analytics/targeting/detail"
      newButton={{ label: t('analytics.targets.new'), testId: 'new-target' }}
      listKey="analytics-targets"
      csvFileName={t('analytics.targets.csvFile')}
      columns={targetColumns(t)}
      query={targets}
      remove={remove}
      search={search}
      navigate={navigate}
      below={<AffectAllTargets />}
    />
  );
};

const valuesOf = (target: TTarget | undefined): TargetFormValues => ({
  name: target?.name ?? '',
  description: target?.description ?? '',
  rules: structuredClone(target?.rules ?? { combinator: 'And', groups: [] }),
});
const toBody = (values: TargetFormValues) => ({
  name: values.name,
  description: values.description.trim() || null,
  rules: values.rules,
});

/** /analytics/targeting/detail: a target's name and rules, with its size live; `?id=` edits, none creates. */
export const TargetDetailPage = () => (
  <DetailById
    id={detailRoute.useSearch().id}
    query={targetQueryOptions}
    form={(target) => <TargetForm target={target} />}
  />
);

/** The size of the rules as they stand, asked again a moment after they stop changing. */
const LiveSize = ({ rules }: { rules: TTargetRulesInput }) => {
  const { t } = useTranslation();
  const [debounced] = useDebouncedValue(rules, 400);
  const parsed = ZTargetRules.safeParse(debounced);
  const size = useTargetSize(parsed.success ? parsed.data : null);
  const pending = !parsed.success;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="target-size-title">
      <Text fw={600} id="target-size-title">
        {t('analytics.targets.size')}
      </Text>
      <Group gap="xs" align="baseline" aria-live="polite">
        <Text size="xl" fw={700} data-testid="target-size">
          {size.data ? formatNumber(size.data.size) : '…'}
        </Text>
        {size.data && (
          <Text size="sm" c="dimmed" data-testid="target-size-share">
            {t('analytics.targets.sizeOf', {
              total: formatNumber(size.data.customers),
              share: formatPercent(size.data.customers ? size.data.size / size.data.customers : 0),
            })}
          </Text>
        )}
      </Group>
      {pending && (
        <Text size="sm" c="dimmed">
          {t('analytics.targets.sizeWaits')}
        </Text>
      )}
      {size.isError && (
        <Text size="sm" c="red.9">
          {t('common.loadFailed')}
        </Text>
      )}
    </Paper>
  );
};

const TargetForm = ({ target }: { target: TTarget | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fields = useFieldConfiguration();
  const { detail, current, frame } = useSimpleDetail({
    entity: target,
    schemas: { create: ZTargetCreate, update: ZTargetUpdate },
    valuesOf,
    toBody,
    query: targetQueryOptions,
    save: useSaveTarget(),
    remove: useDeleteTargets(),
    onCreated: (id) => navigate({ to: '/analytics/targeting/detail', search: { id }, replace: true }),
    onDeleted: () => navigate({ to: '/analytics/targeting' }),
  });
  const { field } = detail;
  return (
    <DetailFormFrame
      {...frame}
      title={current ? current.name : t('analytics.targets.new')}
      testId="target-form"
      comparable={false}
      fieldLabels={{ rules: t('analytics.rules.title') }}
      actions={
        current ? (
          <Button
            variant="default"
            renderRoot={(props) => (
              <Link {...props} to="/analytics/profiling/detail" search={{ id: current.id }} />
            )}
            data-testid="target-profile"
          >
            {t('analytics.targets.profile')}
          </Button>
        ) : undefined
      }
    >
      <Stack gap="md">
        <Paper withBorder p="md">
          <Stack gap="sm">
            <TextInput label={t('analytics.targets.name')} required {...field('name')} name="name" />
            <Textarea
              label={t('analytics.targets.description')}
              autosize
              minRows={2}
              {...field('description')}
              name="description"
            />
            {current && (
              <Text size="sm" c="dimmed" data-testid="target-members">
                {current.membersComputedAt
                  ? t('analytics.targets.membersComputed', {
                      count: current.membersCount ?? 0,
                      date: formatDateTime(current.membersComputedAt),
                    })
                  : t('analytics.targets.membersNever')}
              </Text>
            )}
          </Stack>
        </Paper>
        <LiveSize rules={detail.form.getValues().rules} />
        <FormSection
          id="target-rules-title"
          title={t('analytics.rules.title')}
          hint={t('analytics.rules.hint')}
        >
          {fields.data ? (
            <RulesEditor detail={detail} fields={fields.data} />
          ) : fields.isError ? (
            <Alert color="red">{t('common.loadFailed')}</Alert>
          ) : (
            <Text size="sm">{t('common.loading')}</Text>
          )}
        </FormSection>
      </Stack>
    </DetailFormFrame>
  );
};
