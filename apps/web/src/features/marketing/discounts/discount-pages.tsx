import '@/i18n/areas/marketing.ts';
import {
  customerRoles,
  discountTypes,
  normalizeEan,
  paymentMethods,
  shippingMethods,
  type TDiscount,
  type TDiscountLimitationType,
  type TDiscountProduct,
  type TDiscountType,
  type TProductAttribute,
  variationTypes,
  ZDiscountCreate,
  ZDiscountUpdate,
  ZEan,
} from '@colophon/contract';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  List,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DetailById } from '@/components/detail-page/detail-by-id.tsx';
import { DetailFormFrame } from '@/components/detail-page/detail-form-frame.tsx';
import { useSimpleDetail } from '@/components/detail-page/use-simple-detail.ts';
import { FormSection } from '@/components/form/form-section.tsx';
import { PriceInput } from '@/components/form/price-input.tsx';
import { PublicationWindowFields } from '@/components/form/publication-window.tsx';
import type { ListColumn } from '@/components/list-page/list-page.tsx';
import { SimpleListPage } from '@/components/list-page/simple-list-page.tsx';
import { message } from '@/i18n/message.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { fromLocalInput, toLocalInput } from '@/lib/datetime-input.ts';
import { formatDate, formatPercent, formatPrice } from '@/lib/format.ts';
import { listQuery } from '@/lib/search.ts';
import {
  discountQueryOptions,
  discountTypesQueryOptions,
  limitationTypesQueryOptions,
  useDeleteDiscounts,
  useDiscounts,
  useFindProduct,
  useLawLimits,
  useSaveDiscount,
} from './api/discounts.ts';

const listRoute = getRouteApi('/_app/public/discount');
const detailRoute = getRouteApi('/_app/public/discount/detail');

/** /public/discount: the shop's discounts, with what each takes off, when, and how often it was used. */
export const DiscountListPage = () => {
  const { t } = useTranslation();
  const search = listRoute.useSearch();
  const navigate = listRoute.useNavigate();
  const discounts = useDiscounts({
    ...listQuery(search),
    sort: search.sort,
    ...(search.discountType ? { discountType: search.discountType } : {}),
  });
  const remove = useDeleteDiscounts();
  const columns: ListColumn<TDiscount>[] = [
    {
      accessor: 'name',
      title: t('marketing.discount.name'),
      sortable: true,
      toggleable: false,
      csv: (row) => row.name,
    },
    {
      accessor: 'discountType',
      title: t('marketing.discount.type'),
      sortable: true,
      toggleable: true,
      render: (row) => t(`marketing.discount.types.${row.discountType}`),
      csv: (row) => row.discountType,
    },
    {
      accessor: 'value',
      title: t('marketing.discount.value'),
      toggleable: true,
      render: (row) => valueText(row, t),
      csv: (row) => valueText(row, t),
    },
    {
      accessor: 'couponCode',
      title: t('marketing.discount.couponCode'),
      toggleable: true,
      render: (row) => row.couponCode ?? '',
      csv: (row) => row.couponCode,
    },
    {
      accessor: 'publicationStartTime',
      title: t('marketing.discount.from'),
      sortable: true,
      toggleable: true,
      render: (row) => formatDate(row.publicationStartTime),
      csv: (row) => formatDate(row.publicationStartTime),
    },
    {
      accessor: 'publicationEndTime',
      title: t('marketing.discount.until'),
      sortable: true,
      toggleable: true,
      render: (row) => formatDate(row.publicationEndTime),
      csv: (row) => formatDate(row.publicationEndTime),
    },
    {
      accessor: 'usedTimes',
      title: t('marketing.discount.usedTimes'),
      sortable: true,
      toggleable: true,
      textAlign: 'right',
      csv: (row) => row.usedTimes,
    },
  ];
  return (
    <SimpleListPage
      title={t('screens.publicDiscount')}
      detail="/public/discount/detail"
      newButton={{ label: t('marketing.discount.new'), testId: 'new-discount' }}
      listKey="discounts"
      csvFileName="remises"
      columns={columns}
      query={discounts}
      remove={remove}
      search={search}
      navigate={navigate}
      filters={
        <Select
          aria-label={t('marketing.discount.type')}
          placeholder={t('marketing.discount.allTypes')}
          clearable
          data={discountTypes.map((id) => ({ value: id, label: t(`marketing.discount.types.${id}`) }))}
          value={search.discountType ?? null}
          onChange={(value) =>
            void navigate({
              search: (previous) => ({
                ...previous,
                page: undefined,
                discountType: (value as TDiscountType) ?? undefined,
              }),
            })
          }
        />
      }
    />
  );
};

type TFn = ReturnType<typeof useTranslation>['t'];

const valueText = (discount: TDiscount, t: TFn) => {
  if (discount.isFree) return t('marketing.discount.free');
  return discount.usePercentage
    ? formatPercent(discount.discountPercentage)
    : formatPrice(discount.discountAmount);
};

interface DiscountValues extends Record<string, unknown> {
  name: string;
  description: string;
  isPublished: boolean;
  publicationStartTime: string;
  publicationEndTime: string;
  discountType: TDiscountType;
  isFree: boolean;
  usePercentage: boolean;
  /** Percent, 0 to 100, as staff type it; the API takes a share between 0 and 1. */
  percent: number | string;
  discountAmount: number | string;
  maximumDiscountAmountWithUserPercentage: number | string;
  requiresCouponCode: boolean;
  couponCode: string;
  isCumulative: boolean;
  restrictedMinSpentAmount: number | string;
  restrictedBillingCountryId: string;
  restricedShippingCountryId: string;
  restrictedToCustomerRoleId: string;
  restrictedToCustomerWithFidelity: boolean;
  restrictedPaymentMethodName: string;
  restrictedShippingMethodName: string;
  discountLimitationType: TDiscountLimitationType;
  limitationTimes: number | string;
  assignedToSubCategories: boolean;
  assignedToCategories: string[];
  assignedProducts: TDiscountProduct[];
  /** `type: value` per attribute, as typed. */
  assignedToProductAttributes: string[];
}

const attributeText = (attribute: TProductAttribute) => `${attribute.type}: ${attribute.value}`;
const attributeOf = (text: string): TProductAttribute => {
  const [type = '', ...rest] = text.split(':');
  return { type: type.trim() as TProductAttribute['type'], value: rest.join(':').trim() };
};

const valuesOf = (discount: TDiscount | undefined): DiscountValues => ({
  name: discount?.name ?? '',
  description: discount?.description ?? '',
  isPublished: discount?.isPublished ?? true,
  publicationStartTime: toLocalInput(discount?.publicationStartTime ?? null),
  publicationEndTime: toLocalInput(discount?.publicationEndTime ?? null),
  discountType: discount?.discountType ?? 'AppliesToItems',
  isFree: discount?.isFree ?? false,
  usePercentage: discount?.usePercentage ?? true,
  percent: discount ? Math.round(discount.discountPercentage * 10_000) / 100 : '',
  discountAmount: discount?.discountAmount ?? '',
  maximumDiscountAmountWithUserPercentage: discount?.maximumDiscountAmountWithUserPercentage ?? '',
  requiresCouponCode: discount?.requiresCouponCode ?? false,
  couponCode: discount?.couponCode ?? '',
  isCumulative: discount?.isCumulative ?? false,
  restrictedMinSpentAmount: discount?.restrictedMinSpentAmount ?? '',
  restrictedBillingCountryId: discount?.restrictedBillingCountryId ?? '',
  restricedShippingCountryId: discount?.restricedShippingCountryId ?? '',
  restrictedToCustomerRoleId: discount?.restrictedToCustomerRoleId ?? '',
  restrictedToCustomerWithFidelity: discount?.restrictedToCustomerWithFidelity ?? false,
  restrictedPaymentMethodName: discount?.restrictedPaymentMethodName ?? '',
  restrictedShippingMethodName: discount?.restrictedShippingMethodName ?? '',
  discountLimitationType: discount?.discountLimitationType ?? 'Unlimited',
  limitationTimes: discount?.limitationTimes ?? '',
  assignedToSubCategories: discount?.assignedToSubCategories ?? false,
  assignedToCategories: discount?.assignedToCategories ?? [],
  assignedProducts: discount?.assignedProducts ?? [],
  assignedToProductAttributes: (discount?.assignedToProductAttributes ?? []).map(attributeText),
});

const orNull = (value: string) => value.trim() || null;
const moneyOrNull = (value: number | string) => (value === '' ? null : Number(value));

const toBody = (values: DiscountValues) => ({
  name: values.name,
  description: orNull(values.description),
  isPublished: values.isPublished,
  publicationStartTime: fromLocalInput(values.publicationStartTime),
  publicationEndTime: fromLocalInput(values.publicationEndTime),
  discountType: values.discountType,
  isFree: values.isFree,
  usePercentage: values.usePercentage,
  discountPercentage: values.percent === '' ? 0 : Math.round(Number(values.percent) * 100) / 10_000,
  discountAmount: values.discountAmount === '' ? 0 : Number(values.discountAmount),
  maximumDiscountAmountWithUserPercentage: moneyOrNull(values.maximumDiscountAmountWithUserPercentage),
  requiresCouponCode: values.requiresCouponCode,
  couponCode: values.requiresCouponCode ? orNull(values.couponCode) : null,
  isCumulative: values.isCumulative,
  restrictedMinSpentAmount: moneyOrNull(values.restrictedMinSpentAmount),
  restrictedBillingCountryId: orNull(values.restrictedBillingCountryId),
  restricedShippingCountryId: orNull(values.restricedShippingCountryId),
  restrictedToCustomerRoleId:
    (orNull(values.restrictedToCustomerRoleId) as TDiscount['restrictedToCustomerRoleId']) ?? null,
  restrictedToCustomerWithFidelity: values.restrictedToCustomerWithFidelity,
  restrictedPaymentMethodName:
    (orNull(values.restrictedPaymentMethodName) as TDiscount['restrictedPaymentMethodName']) ?? null,
  restrictedShippingMethodName:
    (orNull(values.restrictedShippingMethodName) as TDiscount['restrictedShippingMethodName']) ?? null,
  discountLimitationType: values.discountLimitationType,
  limitationTimes:
    values.discountLimitationType === 'Unlimited' || values.limitationTimes === ''
      ? null
      : Number(values.limitationTimes),
  assignedToSubCategories: values.assignedToSubCategories,
  assignedToCategories: values.assignedToCategories,
  assignedToProducts: values.assignedProducts.map((product) => product.id),
  assignedToProductAttributes: values.assignedToProductAttributes.map(attributeOf),
});

/** /public/discount/detail: a discount, its fields grouped, and what the law allows; `?id=` edits, none creates. */
export const DiscountDetailPage = () => (
  <DetailById
    id={detailRoute.useSearch().id}
    query={discountQueryOptions}
    form={(discount) => <DiscountForm discount={discount} />}
  />
);

const DiscountForm = ({ discount }: { discount: TDiscount | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const findProduct = useFindProduct();
  const types = useQuery(discountTypesQueryOptions());
  const limitations = useQuery(limitationTypesQueryOptions());
  const [ean, setEan] = useState('');
  const [eanError, setEanError] = useState<string>();
  const { detail, current, frame } = useSimpleDetail({
    entity: discount,
    schemas: { create: ZDiscountCreate, update: ZDiscountUpdate },
    valuesOf,
    toBody,
    query: discountQueryOptions,
    save: useSaveDiscount(),
    remove: useDeleteDiscounts(),
    onCreated: (id) => navigate({ to: '/public/discount/detail', search: { id }, replace: true }),
    onDeleted: () => navigate({ to: '/public/discount' }),
  });
  const { form, field } = detail;
  const values = form.getValues();
  const [lawBody] = useDebouncedValue(toBody(values), 300);
  const law = useLawLimits({ ...lawBody, name: lawBody.name || '-' });
  const onItems = values.discountType === 'AppliesToItems';

  const addByEan = async () => {
    const parsed = ZEan.safeParse(normalizeEan(ean));
    if (!parsed.success) return setEanError(message('invalidEan'));
    if (values.assignedProducts.some((product) => product.ean === parsed.data))
      return setEanError(message('duplicateProduct'));
    setEanError(undefined);
    try {
      const product = await findProduct.mutateAsync(parsed.data);
      form.setFieldValue('assignedProducts', [...form.getValues().assignedProducts, product]);
      setEan('');
    } catch {
      setEanError(message('unknownProduct'));
    }
  };
  // The schema checks the body, whose names differ from a few inputs': their errors go to those inputs.
  const errorAt = (path: string) =>
    Object.entries(form.errors).find(([key]) => key === path || key.startsWith(`${path}.`))?.[1] ??
    detail.serverError(path);
  const newBookIds = new Set((law.data?.newBooks ?? []).map((book) => book.id));
  const ebookIds = new Set((law.data?.ebooks ?? []).map((book) => book.id));
  const notes = law.data?.notes ?? [];

  return (
    <DetailFormFrame
      {...frame}
      title={current ? current.name : t('marketing.discount.new')}
      testId="discount-form"
    >
      {law.data?.applies && (
        <Alert
          color={notes.some((note) => note.kind === 'violation') ? 'red' : 'blue'}
          title={t('marketing.discount.lawTitle')}
          data-testid="law-limits"
        >
          <List size="sm">
            {notes.map((note) => (
              <List.Item key={`${note.kind}-${note.propertyName}-${note.message}`}>
                <Text size="sm" fw={note.kind === 'violation' ? 700 : undefined}>
                  {note.message}
                </Text>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <FormSection id="discount-what" title={t('marketing.discount.what')}>
        <Stack gap="sm">
          <TextInput label={t('marketing.discount.name')} required {...field('name')} name="name" />
          <Select
            label={t('marketing.discount.type')}
            data={(types.data ?? discountTypes.map((id) => ({ id, label: id }))).map((type) => ({
              value: type.id,
              label: t(`marketing.discount.types.${type.id}`),
            }))}
            allowDeselect={false}
            {...field('discountType')}
            name="discountType"
          />
          <Textarea
            label={t('marketing.discount.description')}
            autosize
            minRows={2}
            {...field('description')}
            name="description"
          />
        </Stack>
      </FormSection>
      <FormSection id="discount-how-much" title={t('marketing.discount.howMuch')}>
        <Stack gap="sm">
          <Checkbox
            label={t('marketing.discount.isFree')}
            {...field('isFree', { type: 'checkbox' })}
            name="isFree"
          />
          {!values.isFree && (
            <>
              <SegmentedControl
                aria-label={t('marketing.discount.kind')}
                value={values.usePercentage ? 'percent' : 'amount'}
                onChange={(value) => form.setFieldValue('usePercentage', value === 'percent')}
                data={[
                  { value: 'percent', label: t('marketing.discount.percent') },
                  { value: 'amount', label: t('marketing.discount.amount') },
                ]}
              />
              {values.usePercentage ? (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <NumberInput
                    label={t('marketing.discount.percentage')}
                    suffix=" %"
                    min={0}
                    max={100}
                    decimalScale={2}
                    {...field('percent')}
                    error={errorAt('discountPercentage')}
                    name="percent"
                  />
                  <PriceInput
                    label={t('marketing.discount.maximum')}
                    {...field('maximumDiscountAmountWithUserPercentage')}
                    name="maximumDiscountAmountWithUserPercentage"
                  />
                </SimpleGrid>
              ) : (
                <PriceInput
                  label={onItems ? t('marketing.discount.amountPerCopy') : t('marketing.discount.amount')}
                  {...field('discountAmount')}
                  name="discountAmount"
                />
              )}
            </>
          )}
          <Checkbox
            label={t('marketing.discount.isCumulative')}
            description={t('marketing.discount.isCumulativeHint')}
            {...field('isCumulative', { type: 'checkbox' })}
            name="isCumulative"
          />
          <Checkbox
            label={t('marketing.discount.requiresCouponCode')}
            {...field('requiresCouponCode', { type: 'checkbox' })}
            name="requiresCouponCode"
          />
          {values.requiresCouponCode && (
            <TextInput
              label={t('marketing.discount.couponCode')}
              {...field('couponCode')}
              name="couponCode"
            />
          )}
        </Stack>
      </FormSection>
      <FormSection id="discount-when" title={t('marketing.discount.when')}>
        <PublicationWindowFields
          field={field}
          published={{ name: 'isPublished', label: t('marketing.discount.isPublished') }}
          start={{ name: 'publicationStartTime', label: t('marketing.discount.from') }}
          end={{ name: 'publicationEndTime', label: t('marketing.discount.until') }}
        />
      </FormSection>
      <FormSection id="discount-who" title={t('marketing.discount.who')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('marketing.discount.customerRole')}
            clearable
            placeholder={t('marketing.discount.anyone')}
            data={customerRoles.map((id) => ({ value: id, label: message(`customerRole${id}`) }))}
            {...field('restrictedToCustomerRoleId')}
            name="restrictedToCustomerRoleId"
          />
          <Checkbox
            mt="xl"
            label={t('marketing.discount.fidelity')}
            {...field('restrictedToCustomerWithFidelity', { type: 'checkbox' })}
            name="restrictedToCustomerWithFidelity"
          />
          <PriceInput
            label={t('marketing.discount.minSpent')}
            {...field('restrictedMinSpentAmount')}
            name="restrictedMinSpentAmount"
          />
          <TextInput
            label={t('marketing.discount.billingCountry')}
            placeholder="FR"
            maxLength={2}
            {...field('restrictedBillingCountryId')}
            name="restrictedBillingCountryId"
          />
          <TextInput
            label={t('marketing.discount.shippingCountry')}
            placeholder="FR"
            maxLength={2}
            {...field('restricedShippingCountryId')}
            name="restricedShippingCountryId"
          />
          <Select
            label={t('marketing.discount.paymentMethod')}
            clearable
            placeholder={t('marketing.discount.anyMethod')}
            data={paymentMethods.map((id) => ({ value: id, label: message(`paymentMethod${id}`) }))}
            {...field('restrictedPaymentMethodName')}
            name="restrictedPaymentMethodName"
          />
          <Select
            label={t('marketing.discount.shippingMethod')}
            clearable
            placeholder={t('marketing.discount.anyMethod')}
            data={shippingMethods.map((id) => ({ value: id, label: message(`shippingMethod${id}`) }))}
            {...field('restrictedShippingMethodName')}
            name="restrictedShippingMethodName"
          />
        </SimpleGrid>
      </FormSection>
      <FormSection id="discount-limits" title={t('marketing.discount.limits')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('marketing.discount.limitation')}
            allowDeselect={false}
            data={(limitations.data ?? []).map((type) => ({ value: type.id, label: type.label }))}
            {...field('discountLimitationType')}
            name="discountLimitationType"
          />
          {values.discountLimitationType !== 'Unlimited' && (
            <NumberInput
              label={t('marketing.discount.limitationTimes')}
              min={1}
              {...field('limitationTimes')}
              name="limitationTimes"
            />
          )}
        </SimpleGrid>
        {current && (
          <Text size="sm" c="dimmed" mt="sm">
            {t('marketing.discount.usedCount', { count: current.usedTimes })}
          </Text>
        )}
      </FormSection>
      {onItems && (
        <FormSection
          id="discount-assignments"
          title={t('marketing.discount.assignments')}
          hint={t('marketing.discount.assignmentsHint')}
        >
          <Stack gap="sm">
            <Group align="flex-end">
              <TextInput
                label={t('marketing.discount.addByEan')}
                value={ean}
                onChange={(event) => setEan(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void addByEan();
                  }
                }}
                error={eanError ?? errorAt('assignedToProducts')}
                name="ean"
              />
              <Button variant="default" onClick={() => void addByEan()} loading={findProduct.isPending}>
                {t('marketing.discount.add')}
              </Button>
            </Group>
            {values.assignedProducts.length > 0 && (
              <List size="sm" data-testid="assigned-products">
                {values.assignedProducts.map((product) => (
                  <List.Item key={product.id}>
                    <Group gap="xs">
                      <Text size="sm">
                        {product.title} ({product.ean}
                        {product.priceWithTax !== null ? `, ${formatPrice(product.priceWithTax)}` : ''})
                      </Text>
                      {newBookIds.has(product.id) && (
                        <Badge color="orange">{t('marketing.discount.newBook')}</Badge>
                      )}
                      {ebookIds.has(product.id) && <Badge color="red">{t('marketing.discount.ebook')}</Badge>}
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        onClick={() =>
                          form.setFieldValue(
                            'assignedProducts',
                            form.getValues().assignedProducts.filter((each) => each.id !== product.id),
                          )
                        }
                        aria-label={t('marketing.discount.removeProduct', { title: product.title })}
                      >
                        {t('marketing.discount.remove')}
                      </Button>
                    </Group>
                  </List.Item>
                ))}
              </List>
            )}
            <TagsInput
              label={t('marketing.discount.categories')}
              description={t('marketing.discount.categoriesHint')}
              {...field('assignedToCategories')}
              error={errorAt('assignedToCategories')}
              name="assignedToCategories"
            />
            <Checkbox
              label={t('marketing.discount.subCategories')}
              {...field('assignedToSubCategories', { type: 'checkbox' })}
              name="assignedToSubCategories"
            />
            <TagsInput
              label={t('marketing.discount.attributes')}
              description={t('marketing.discount.attributesHint', { types: variationTypes.join(', ') })}
              {...field('assignedToProductAttributes')}
              error={errorAt('assignedToProductAttributes')}
              name="assignedToProductAttributes"
            />
          </Stack>
        </FormSection>
      )}
    </DetailFormFrame>
  );
};
