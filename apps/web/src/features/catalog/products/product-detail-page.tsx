import '@/i18n/areas/catalog.ts';
import '@/i18n/areas/demo.ts';
import { onixAudiences, type TProduct, ZProductCreate, ZProductUpdate } from '@colophon/contract';
import { Alert, Badge, Fieldset, Group, Tabs, Text } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { DetailById } from '@/components/detail-page/detail-by-id.tsx';
import { DetailFormFrame } from '@/components/detail-page/detail-form-frame.tsx';
import { useSimpleDetail } from '@/components/detail-page/use-simple-detail.ts';
import type { FieldDescription } from '@/components/form/conflict-alert.tsx';
import { client } from '@/config/client.ts';
import { availabilityDescription } from '@/features/catalog/shared/availability.ts';
import { currentLocale } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDateTime } from '@/lib/format.ts';
import { productQueryOptions } from './api/get-product.ts';
import { useDeleteProducts, useSaveProduct } from './api/save-product.ts';
import { fieldTabs, type ProductValues, resetOverridesOf, toFields, valuesOf } from './product-form.ts';
import { type ProductTab, productTabs } from './product-search.ts';
import { DescriptionSection, MeasuresSection } from './sections/description-section.tsx';
import { IdentitySection } from './sections/identity-section.tsx';
import { MediaSection } from './sections/media-section.tsx';
import { PricesSection } from './sections/prices-section.tsx';
import { feedFieldOf, type ProductSectionProps } from './sections/product-section.tsx';
import { listFieldNames, PublishingSection } from './sections/publishing-section.tsx';
import { VariationsSection } from './sections/variations-section.tsx';

const detailRoute = getRouteApi('/_app/catalog/product/detail');
const customRoute = getRouteApi('/_app/catalog/product/custom/detail');

/** The form's tabs, one section component each. */
const sections: Record<ProductTab, ComponentType<ProductSectionProps>> = {
  identity: IdentitySection,
  publishing: PublishingSection,
  prices: PricesSection,
  description: DescriptionSection,
  measures: MeasuresSection,
  media: MediaSection,
  variations: VariationsSection,
};

/** /catalog/product/detail?id=: a product of the catalogue, its feed values and overrides. */
export const ProductDetailPage = () => {
  const { id, tab } = detailRoute.useSearch();
  return <DetailById id={id} query={productQueryOptions} form={(product) => productForm(product, tab)} />;
};

/** /catalog/product/custom/detail: creates a product of the shop's own (not from the feed), or edits it. */
export const CustomProductDetailPage = () => {
  const { id, tab } = customRoute.useSearch();
  return (
    <DetailById id={id} query={productQueryOptions} form={(product) => productForm(product, tab, true)} />
  );
};

const productForm = (product: TProduct | undefined, tab: ProductTab | undefined, custom = !product) => (
  <ProductForm product={product} tab={tab ?? 'identity'} custom={custom} />
);

const toBody = (values: ProductValues, saved: TProduct | undefined) =>
  saved ? { ...toFields(values), resetOverrides: resetOverridesOf(saved, values) } : toFields(values);

const ProductForm = ({
  product,
  tab,
  custom,
}: {
  product: TProduct | undefined;
  tab: ProductTab;
  custom: boolean;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { detail, current, frame, adopt } = useSimpleDetail({
    entity: product,
    schemas: { create: ZProductCreate, update: ZProductUpdate },
    valuesOf,
    toBody,
    query: productQueryOptions,
    save: useSaveProduct(),
    remove: useDeleteProducts(),
    onCreated: (id) => navigate({ to: '/catalog/product/custom/detail', search: { id }, replace: true }),
    onDeleted: () => navigate({ to: '/catalog/product' }),
  });
  const { form, serverError } = detail;
  const readOnly = Boolean(current && client.features.onlyCustomProducts && !current.isCustom);
  const section: ProductSectionProps = {
    detail,
    product: current,
    readOnly,
    adopt,
    feedField: feedFieldOf(detail, current),
  };

  const errorTabs = new Set(
    productTabs.filter((each) =>
      (fieldTabs[each] as readonly string[]).some(
        (name) =>
          serverError(name) !== undefined ||
          Object.keys(form.errors).some((path) => path === name || path.startsWith(`${name}.`)),
      ),
    ),
  );

  /** What the comparison of a 409 cannot read from the inputs: the labels of lists, codes as words. */
  const comparisonFields: Partial<Record<keyof ProductValues & string, FieldDescription>> = {
    authors: {
      label: t('catalog.product.contributors'),
      format: (value) =>
        (value as ProductValues['authors'])
          .map((author) => author.name)
          .filter(Boolean)
          .join(', ') || '—',
    },
    publics: {
      label: t('catalog.product.publics'),
      format: (value) =>
        (value as string[]).map((code) => onixAudiences[code]?.[currentLocale()] ?? code).join(', ') || '—',
    },
    categories: { label: t('catalog.product.categories') },
    classifications: { label: t('catalog.product.classifications') },
    availability: {
      format: (value) => (typeof value === 'string' && value ? availabilityDescription(value) : '—'),
    },
    taxRate: { format: (value) => (value === '' ? '—' : `${String(value).replace('.', ',')} %`) },
    ...Object.fromEntries(listFieldNames.map((name) => [name, { label: t(`catalog.product.${name}`) }])),
  };

  return (
    <DetailFormFrame
      {...frame}
      title={
        <Group gap="sm" component="span">
          {current ? current.title : t('catalog.product.newCustom')}
          {current && (
            <Badge variant="dot" color={current.isCustom ? 'grape' : 'blue'}>
              {current.isCustom ? t('catalog.product.custom') : t('catalog.product.fromFeed')}
            </Badge>
          )}
        </Group>
      }
      readOnly={readOnly}
      comparisonFields={comparisonFields}
      testId="product-form"
      deleteTestId="delete-product"
    >
      {readOnly && (
        <Alert variant="light" color="gray" data-testid="read-only">
          {t('catalog.product.readOnly')}
        </Alert>
      )}
      {current?.feed && !readOnly && (
        <Text size="sm" c="dimmed">
          {t('catalog.product.overrideHint')}
        </Text>
      )}
      {current && (
        <Text size="xs" c="dimmed">
          {t('catalog.product.versionLine', {
            version: current.version,
            updatedAt: formatDateTime(current.updatedAt),
          })}
        </Text>
      )}
      <Fieldset disabled={readOnly} variant="unstyled" p={0}>
        <Tabs
          value={tab}
          onChange={(value) =>
            void navigate({
              to: custom ? '/catalog/product/custom/detail' : '/catalog/product/detail',
              search: {
                id: current?.id,
                tab: productTabs.find((each) => each === value && each !== 'identity'),
              },
              replace: true,
            })
          }
        >
          <Tabs.List mb="md">
            {productTabs.map((each) => (
              <Tabs.Tab
                key={each}
                value={each}
                data-testid={`tab-${each}`}
                color={errorTabs.has(each) ? 'red' : undefined}
                rightSection={
                  errorTabs.has(each) ? (
                    <Badge size="xs" color="red.9" circle aria-label={t('catalog.product.tabHasErrors')}>
                      !
                    </Badge>
                  ) : undefined
                }
              >
                {t(`catalog.product.tabs.${each}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {productTabs.map((each) => {
            const Section = sections[each];
            return (
              <Tabs.Panel key={each} value={each}>
                <Section {...section} />
              </Tabs.Panel>
            );
          })}
        </Tabs>
      </Fieldset>
    </DetailFormFrame>
  );
};
