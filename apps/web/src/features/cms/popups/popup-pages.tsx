import '@/i18n/areas/cms.ts';
import { popupStates, type TPopup, type TPopupState, ZPopupCreate, ZPopupUpdate } from '@colophon/contract';
import { Badge, Button, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { DetailById } from '@/components/detail-page/detail-by-id.tsx';
import { DetailFormFrame } from '@/components/detail-page/detail-form-frame.tsx';
import { useSimpleDetail } from '@/components/detail-page/use-simple-detail.ts';
import { PublicationWindowFields } from '@/components/form/publication-window.tsx';
import { RichTextInput } from '@/components/form/rich-text-input.tsx';
import { type ListColumn, updatedAtColumn } from '@/components/list-page/list-page.tsx';
import { EnumFilter, listInUrl } from '@/components/list-page/list-wiring.tsx';
import { SimpleListPage } from '@/components/list-page/simple-list-page.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { fromLocalInput, toLocalInput } from '@/lib/datetime-input.ts';
import { formatDateTime } from '@/lib/format.ts';
import { listQuery } from '@/lib/search.ts';
import { popupQueryOptions, popupsQueryOptions, useDeletePopups, useSavePopup } from './api/popups.ts';
import { popupState, stateColor } from './popup-state.ts';

const listRoute = getRouteApi('/_app/cms/popup');
const detailRoute = getRouteApi('/_app/cms/popup/detail');

/** /cms/popup: the popups, where each stands now, searched, filtered, sorted and paged. */
export const PopupListPage = () => {
  const { t } = useTranslation();
  const search = listRoute.useSearch();
  const navigate = listRoute.useNavigate();
  const popups = useQuery(popupsQueryOptions(listQuery(search)));
  const remove = useDeletePopups();
  const stateLabel = (state: TPopupState) => t(`cms.popup.states.${state}`);
  const columns: ListColumn<TPopup>[] = [
    {
      accessor: 'title',
      title: t('cms.popup.title'),
      sortable: true,
      toggleable: false,
      csv: (row) => row.title,
    },
    {
      accessor: 'state',
      title: t('cms.popup.state'),
      toggleable: true,
      render: (row) => (
        <Badge variant="dot" color={stateColor[popupState(row)]} data-testid="popup-state">
          {stateLabel(popupState(row))}
        </Badge>
      ),
      csv: (row) => stateLabel(popupState(row)),
    },
    {
      accessor: 'cookieDurationDays',
      title: t('cms.popup.cookieDurationDays'),
      toggleable: true,
      render: (row) => t('cms.popup.days', { count: row.cookieDurationDays }),
      csv: (row) => row.cookieDurationDays,
    },
    {
      accessor: 'startTime',
      title: t('cms.popup.startTime'),
      sortable: true,
      toggleable: true,
      render: (row) => formatDateTime(row.startTime),
      csv: (row) => formatDateTime(row.startTime),
    },
    {
      accessor: 'endTime',
      title: t('cms.popup.endTime'),
      sortable: true,
      toggleable: true,
      render: (row) => formatDateTime(row.endTime),
      csv: (row) => formatDateTime(row.endTime),
    },
    updatedAtColumn(t('cms.popup.updatedAt')),
  ];
  const { filter } = listInUrl(search, navigate, '/cms/popup/detail');
  return (
    <SimpleListPage
      title={t('screens.cmsPopup')}
      detail="/cms/popup/detail"
      newButton={{ label: t('cms.popup.new'), testId: 'new-popup' }}
      listKey="popups"
      csvFileName="popups"
      columns={columns}
      query={popups}
      remove={remove}
      search={search}
      navigate={navigate}
      filters={
        <Group gap="xs">
          <EnumFilter
            label={t('cms.popup.state')}
            allLabel={t('cms.popup.allStates')}
            values={popupStates}
            labelOf={stateLabel}
            value={search.state}
            onChange={(state) => filter({ state })}
            testId="popup-state-filter"
          />
          <Button variant="default" component={Link} to="/cms/popup/test" data-testid="popup-test-link">
            {t('screens.cmsPopupTest')}
          </Button>
        </Group>
      }
    />
  );
};

const valuesOf = (popup: TPopup | undefined) => ({
  title: popup?.title ?? '',
  html: popup?.html ?? '',
  isActive: popup?.isActive ?? false,
  cookieDurationDays: (popup?.cookieDurationDays ?? 7) as number | string,
  startTime: toLocalInput(popup?.startTime ?? null),
  endTime: toLocalInput(popup?.endTime ?? null),
});
type Values = ReturnType<typeof valuesOf>;

const toBody = (values: Values) => ({
  title: values.title,
  html: values.html,
  isActive: values.isActive,
  cookieDurationDays: values.cookieDurationDays === '' ? Number.NaN : Number(values.cookieDurationDays),
  startTime: fromLocalInput(values.startTime),
  endTime: fromLocalInput(values.endTime),
});

/** /cms/popup/detail: a popup's title, HTML, window and cookie; `?id=` edits, none creates. */
export const PopupDetailPage = () => (
  <DetailById
    id={detailRoute.useSearch().id}
    query={popupQueryOptions}
    form={(popup) => <PopupForm popup={popup} />}
  />
);

const PopupForm = ({ popup }: { popup: TPopup | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { detail, current, frame } = useSimpleDetail({
    entity: popup,
    schemas: { create: ZPopupCreate, update: ZPopupUpdate },
    valuesOf,
    toBody,
    query: popupQueryOptions,
    save: useSavePopup(),
    remove: useDeletePopups(),
    onCreated: (id) => navigate({ to: '/cms/popup/detail', search: { id }, replace: true }),
    onDeleted: () => navigate({ to: '/cms/popup' }),
  });
  const { field } = detail;
  return (
    <DetailFormFrame
      {...frame}
      title={current ? current.title : t('cms.popup.new')}
      testId="popup-form"
      actions={
        current ? (
          <Group gap="xs">
            <Badge variant="dot" color={stateColor[popupState(current)]} size="lg">
              {t(`cms.popup.states.${popupState(current)}`)}
            </Badge>
            <Button
              variant="default"
              onClick={() => void navigate({ to: '/cms/popup/test', search: { id: current.id } })}
              data-testid="popup-test"
            >
              {t('cms.popup.test')}
            </Button>
          </Group>
        ) : undefined
      }
    >
      <Paper withBorder p="md">
        <Stack gap="sm">
          <TextInput label={t('cms.popup.title')} required {...field('title')} name="title" />
          <PublicationWindowFields
            field={field}
            cols={{ base: 1, md: 3 }}
            published={{ name: 'isActive', label: t('cms.popup.isActive') }}
            start={{ name: 'startTime', label: t('cms.popup.startTime') }}
            end={{ name: 'endTime', label: t('cms.popup.endTime') }}
            before={
              <NumberInput
                label={t('cms.popup.cookieDurationDays')}
                description={t('cms.popup.cookieHint')}
                required
                min={1}
                clampBehavior="none"
                allowDecimal={false}
                {...field('cookieDurationDays')}
                name="cookieDurationDays"
              />
            }
          />
          <Text size="sm" c="dimmed">
            {t('cms.popup.windowHint')}
          </Text>
          <RichTextInput label={t('cms.popup.html')} {...field('html')} testId="popup-html" />
        </Stack>
      </Paper>
    </DetailFormFrame>
  );
};
