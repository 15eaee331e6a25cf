import '@/i18n/areas/catalog.ts';
import {
  onixAvailabilities,
  restrictionTypes,
  type TRestriction,
  type TRestrictionType,
  ZRestrictionCreate,
  ZRestrictionUpdate,
} from '@colophon/contract';
import {
  Autocomplete,
  Input,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { DetailById } from '@/components/detail-page/detail-by-id.tsx';
import { DetailFormFrame } from '@/components/detail-page/detail-form-frame.tsx';
import { useSimpleDetail } from '@/components/detail-page/use-simple-detail.ts';
import { PriceInput } from '@/components/form/price-input.tsx';
import { currentLocale } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import {
  restrictionQueryOptions,
  restrictionTypesQueryOptions,
  restrictionValuesQueryOptions,
} from './api/restrictions.ts';
import { useDeleteRestrictions, useSaveRestriction } from './api/save-restriction.ts';
import { CheckEansPanel } from './components/check-eans-panel.tsx';

const route = getRouteApi('/_app/catalog/restriction/detail');

/** The product list's facet a restriction's value is chosen among, and counted by. */
const facetOf: Partial<Record<TRestrictionType, 'author' | 'publisher' | 'collection' | 'availability'>> = {
  Author: 'author',
  Publisher: 'publisher',
  Collection: 'collection',
  AvailabilityCode: 'availability',
};

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
export const RestrictionDetailPage = () => (
  <DetailById
    id={route.useSearch().id}
    query={restrictionQueryOptions}
    form={(restriction) => <RestrictionForm restriction={restriction} />}
  />
);

const RestrictionForm = ({ restriction }: { restriction: TRestriction | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const types = useQuery(restrictionTypesQueryOptions());
  const { detail, current, frame } = useSimpleDetail({
    entity: restriction,
    schemas: { create: ZRestrictionCreate, update: ZRestrictionUpdate },
    valuesOf,
    toBody,
    query: restrictionQueryOptions,
    save: useSaveRestriction(),
    remove: useDeleteRestrictions(),
    onCreated: (id) => navigate({ to: '/catalog/restriction/detail', search: { id }, replace: true }),
    onDeleted: () => navigate({ to: '/catalog/restriction' }),
  });
  const { form, field } = detail;
  const values = form.getValues();
  const facet = facetOf[values.type];
  const [typed] = useDebouncedValue(values.value.trim(), 250);
  const catalogValues = useQuery({
    ...restrictionValuesQueryOptions(facet === 'availability' ? '' : typed),
    enabled: Boolean(facet) && (facet === 'availability' || typed.length >= 2),
  });
  const found = facet ? (catalogValues.data?.[facet] ?? []) : [];
  const touched = found.find((each) => each.value === values.value.trim())?.count;
  /** How many products the rule touches, said before it is saved; a value no product carries is pointed out. */
  const reach =
    !facet || !values.value.trim() || !catalogValues.data || catalogValues.isPlaceholderData
      ? undefined
      : touched === undefined
        ? t('catalog.restriction.touchesNone')
        : t('catalog.restriction.touches', { count: touched });

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
          description={reach}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          name="value"
        />
      );
    if (facet)
      return (
        <Autocomplete
          label={t('catalog.restriction.value')}
          required
          data={found.map((each) => each.value).filter(Boolean)}
          renderOption={({ option }) =>
            `${option.value} · ${t('catalog.restriction.products', {
              count: found.find((each) => each.value === option.value)?.count ?? 0,
            })}`
          }
          {...field('value')}
          onChange={(value) => form.setFieldValue('value', value)}
          description={
            reach ?? t(`catalog.restriction.valueHints.${values.type === 'Price' ? 'Ean' : values.type}`)
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          name="value"
          data-testid="restriction-value"
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
      <DetailFormFrame
        {...frame}
        title={current ? current.label : t('catalog.restriction.new')}
        testId="restriction-form"
      >
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
                <PriceInput
                  label={t('catalog.restriction.minimumPrice')}
                  {...field('minimumPrice')}
                  name="minimumPrice"
                />
                <PriceInput
                  label={t('catalog.restriction.maximumPrice')}
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
      </DetailFormFrame>
      <CheckEansPanel />
    </Stack>
  );
};
