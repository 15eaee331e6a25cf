import {
  onixAvailabilities,
  restrictionTypes,
  type TRestriction,
  type TRestrictionType,
  ZRestrictionCreate,
  ZRestrictionUpdate,
} from '@colophon/contract';
import {
  Button,
  Input,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm.ts';
import { ConflictAlert } from '../../../components/form/conflict-alert.tsx';
import { UnsavedChangesGuard } from '../../../components/form/unsaved-changes-guard.tsx';
import { useDetailForm } from '../../../components/form/use-detail-form.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { currentLocale } from '../../../i18n/i18n.ts';
import { restrictionQueryOptions, restrictionTypesQueryOptions } from './api/restrictions.ts';
import { useDeleteRestrictions, useSaveRestriction } from './api/save-restriction.ts';
import { CheckEansPanel } from './components/check-eans-panel.tsx';

const route = getRouteApi('/_app/catalog/restriction/detail');

interface RestrictionValues extends Record<string, unknown> {
  type: TRestrictionType;
  label: string;
  value: string;
  isExcluded: boolean;
  minimumPrice: number | string;
  maximumPrice: number | string;
  isActive: boolean;
}

const valuesOf = (restriction: TRestriction | undefined): RestrictionValues => ({
  type: restriction?.type ?? 'Publisher',
  label: restriction?.label ?? '',
  value: restriction?.value ?? '',
  isExcluded: restriction?.isExcluded ?? true,
  minimumPrice: restriction?.minimumPrice ?? '',
  maximumPrice: restriction?.maximumPrice ?? '',
  isActive: restriction?.isActive ?? true,
});

const price = (value: number | string) => (value === '' ? null : Number(value));
const toBody = (values: RestrictionValues) => ({
  type: values.type,
  label: values.label,
  value: values.type === 'Price' ? null : values.value.trim() || null,
  isExcluded: values.isExcluded,
  minimumPrice: values.type === 'Price' ? price(values.minimumPrice) : null,
  maximumPrice: values.type === 'Price' ? price(values.maximumPrice) : null,
  isActive: values.isActive,
});

/** /catalog/restriction/detail: one rule of the public catalogue; `?id=` edits, none creates. */
export const RestrictionDetailPage = () => {
  const { id } = route.useSearch();
  return id ? <ExistingRestriction id={id} /> : <RestrictionForm key="new" restriction={undefined} />;
};

const ExistingRestriction = ({ id }: { id: number }) => {
  const restriction = useSuspenseQuery(restrictionQueryOptions(id)).data;
  return <RestrictionForm key={id} restriction={restriction} />;
};

const RestrictionForm = ({ restriction }: { restriction: TRestriction | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveRestriction();
  const remove = useDeleteRestrictions();
  const types = useQuery(restrictionTypesQueryOptions());
  const [current, setCurrent] = useState(restriction);
  const detail = useDetailForm<RestrictionValues>(
    current ? ZRestrictionUpdate : ZRestrictionCreate,
    valuesOf(restriction),
    (values) => (current ? { ...toBody(values), id: current.id, version: current.version } : toBody(values)),
  );
  const { form, field, submit } = detail;
  const values = form.getValues();

  const onSubmit = submit(async (formValues) => {
    if (current) {
      const saved = await save.mutateAsync({
        ...toBody(formValues),
        id: current.id,
        version: current.version,
      });
      setCurrent(saved);
      detail.reset(valuesOf(saved));
      return;
    }
    const created = await save.mutateAsync(toBody(formValues));
    detail.allowLeave();
    await navigate({ to: '/catalog/restriction/detail', search: { id: created.id }, replace: true });
  });
  const reload = async () => {
    if (!current) return;
    const fresh = await queryClient.fetchQuery({ ...restrictionQueryOptions(current.id), staleTime: 0 });
    setCurrent(fresh);
    detail.reset(valuesOf(fresh));
  };
  const onDelete = async () => {
    if (!current || !(await confirmAction())) return;
    await remove.mutateAsync([current.id]);
    detail.allowLeave();
    await navigate({ to: '/catalog/restriction' });
  };

  const valueInput = () => {
    if (values.type === 'AvailabilityCode')
      return (
        <Select
          label={t('catalog.restriction.value')}
          required
          searchable
          data={Object.entries(onixAvailabilities).map(([code, availability]) => ({
            value: code,
            label: `${availability[currentLocale()]} (${code})`,
          }))}
          {...field('value')}
          onChange={(value) => form.setFieldValue('value', value ?? '')}
          name="value"
        />
      );
    return (
      <TextInput
        label={t('catalog.restriction.value')}
        description={t(`catalog.restriction.valueHints.${values.type === 'Price' ? 'Ean' : values.type}`)}
        required
        {...field('value')}
        name="value"
      />
    );
  };

  return (
    <Stack gap="lg">
      <form onSubmit={onSubmit} noValidate data-testid="restriction-form">
        <UnsavedChangesGuard when={() => detail.isDirty() && !detail.leaveAllowed()} />
        <PageHeader title={current ? current.label : t('catalog.restriction.new')}>
          {current && (
            <Button variant="outline" color="red.9" onClick={() => void onDelete()}>
              {t('common.delete')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending} data-testid="save">
            {current ? t('common.save') : t('common.create')}
          </Button>
        </PageHeader>
        <Stack gap="md">
          <ConflictAlert detail={detail} onReload={reload} />
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                label={t('catalog.restriction.type')}
                data={restrictionTypes.map((type) => ({
                  value: type,
                  label: types.data?.find((option) => option.id === type)?.label ?? type,
                }))}
                allowDeselect={false}
                {...field('type')}
                name="type"
              />
              <TextInput label={t('catalog.restriction.label')} required {...field('label')} name="label" />
              {values.type === 'Price' ? (
                <>
                  <NumberInput
                    label={t('catalog.restriction.minimumPrice')}
                    decimalScale={2}
                    fixedDecimalScale
                    decimalSeparator=","
                    min={0}
                    suffix=" €"
                    {...field('minimumPrice')}
                    name="minimumPrice"
                  />
                  <NumberInput
                    label={t('catalog.restriction.maximumPrice')}
                    decimalScale={2}
                    fixedDecimalScale
                    decimalSeparator=","
                    min={0}
                    suffix=" €"
                    {...field('maximumPrice')}
                    name="maximumPrice"
                  />
                </>
              ) : (
                valueInput()
              )}
              <Input.Wrapper
                label={t('catalog.restriction.rule')}
                description={t('catalog.restriction.ruleHint')}
              >
                <SegmentedControl
                  mt={4}
                  fullWidth
                  data={[
                    { value: 'exclude', label: t('catalog.restriction.exclude') },
                    { value: 'include', label: t('catalog.restriction.include') },
                  ]}
                  value={values.isExcluded ? 'exclude' : 'include'}
                  onChange={(value) => form.setFieldValue('isExcluded', value === 'exclude')}
                  aria-label={t('catalog.restriction.rule')}
                />
              </Input.Wrapper>
            </SimpleGrid>
            <Switch
              mt="md"
              label={t('catalog.restriction.isActive')}
              {...field('isActive', { type: 'checkbox' })}
              name="isActive"
            />
          </Paper>
        </Stack>
      </form>
      <CheckEansPanel />
    </Stack>
  );
};
