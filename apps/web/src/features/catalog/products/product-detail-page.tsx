import {
  BOOK_TAX_RATE,
  priceFieldNames,
  priceNoTaxCents,
  type TFeedFields,
  type TProduct,
  toCents,
  toEuros,
  variationTypes,
  ZProductCreate,
  ZProductUpdate,
} from '@colophon/contract';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useRef, useState } from 'react';
import { confirmAction } from '@/components/confirm.ts';
import { ConflictAlert, type FieldDescription } from '@/components/form/conflict-alert.tsx';
import { PriceInput } from '@/components/form/price-input.tsx';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard.tsx';
import { useDetailForm } from '@/components/form/use-detail-form.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { client } from '@/config/client.ts';
import { availabilityDescription } from '@/features/catalog/shared/availability.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDateTime } from '@/lib/format.ts';
import { productQueryOptions } from './api/get-product.ts';
import { availabilitiesQueryOptions, variationTypesQueryOptions } from './api/get-product-options.ts';
import { useDeleteProduct, useSaveProduct } from './api/save-product.ts';
import { ContributorsInput } from './components/contributors-input.tsx';
import { FeedNote } from './components/feed-note.tsx';
import { FilesPanel } from './components/files-panel.tsx';
import { PicturesPanel } from './components/pictures-panel.tsx';
import { SubjectsInput } from './components/subjects-input.tsx';
import {
  differsFromFeed,
  feedValuesOf,
  fieldTabs,
  type ProductValues,
  resetOverridesOf,
  toFields,
  valuesOf,
} from './product-form.ts';
import { productTabs } from './product-search.ts';

type Tab = (typeof productTabs)[number];
type FeedName = keyof TFeedFields;

const detailRoute = getRouteApi('/_app/catalog/product/detail');
const customRoute = getRouteApi('/_app/catalog/product/custom/detail');

/** /catalog/product/detail?id=: a product of the catalogue, its feed values and overrides. */
export const ProductDetailPage = () => {
  const { id, tab } = detailRoute.useSearch();
  return id ? (
    <ExistingProduct id={id} tab={tab} custom={false} />
  ) : (
    <ProductForm key="new" product={undefined} tab={tab} custom />
  );
};

/** /catalog/product/custom/detail: creates a product of the shop's own (not from the feed), or edits it. */
export const CustomProductDetailPage = () => {
  const { id, tab } = customRoute.useSearch();
  return id ? (
    <ExistingProduct id={id} tab={tab} custom />
  ) : (
    <ProductForm key="new" product={undefined} tab={tab} custom />
  );
};

const ExistingProduct = ({ id, tab, custom }: { id: number; tab: Tab | undefined; custom: boolean }) => {
  const product = useSuspenseQuery(productQueryOptions(id)).data;
  return <ProductForm key={id} product={product} tab={tab} custom={custom} />;
};

const ProductForm = ({
  product,
  tab = 'identity',
  custom,
}: {
  product: TProduct | undefined;
  tab: Tab | undefined;
  custom: boolean;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveProduct();
  const remove = useDeleteProduct();
  const availabilities = useQuery(availabilitiesQueryOptions());
  const variationOptions = useQuery(variationTypesQueryOptions());
  const readOnly = Boolean(product && client.features.onlyCustomProducts && !product.isCustom);
  const fromFeed = Boolean(product?.feed);
  const [saved, setSaved] = useState(product);
  /** A change of tab moves the URL but not away from the form: no unsaved-changes warning. */
  const switchingTab = useRef(false);
  const detail = useDetailForm<ProductValues>(
    product ? ZProductUpdate : ZProductCreate,
    valuesOf(product),
    (values) =>
      product
        ? { ...toFields(values), id: product.id, version: saved?.version ?? product.version }
        : toFields(values),
  );
  const { form, field, submit, serverError } = detail;
  const values = form.getValues();
  const current = saved ?? product;
  const basePath = custom ? '/catalog/product/custom/detail' : '/catalog/product/detail';

  const onSubmit = submit(async (formValues) => {
    const body = toFields(formValues);
    if (!current) {
      const created = await save.mutateAsync(body);
      detail.allowLeave();
      await navigate({ to: '/catalog/product/custom/detail', search: { id: created.id }, replace: true });
      return;
    }
    const updated = await save.mutateAsync({
      ...body,
      id: current.id,
      version: current.version,
      resetOverrides: resetOverridesOf(current, formValues),
    });
    setSaved(updated);
    // The API may round or complete (the price without tax): show what it kept.
    detail.reset(valuesOf(updated));
  });

  const reload = async () => {
    if (!current) return;
    const fresh = await queryClient.fetchQuery({ ...productQueryOptions(current.id), staleTime: 0 });
    setSaved(fresh);
    detail.reset(valuesOf(fresh));
  };

  const onDelete = async () => {
    if (!current || !(await confirmAction())) return;
    await remove.mutateAsync(current.id);
    detail.allowLeave();
    await navigate({ to: '/catalog/product' });
  };

  /** Back to what the feed says; the three prices go back together. */
  const resetToFeed = (name: FeedName) => {
    if (!current?.feed) return;
    const feedValues = feedValuesOf(current.feed);
    const names: readonly FeedName[] = (priceFieldNames as readonly string[]).includes(name)
      ? priceFieldNames
      : [name];
    for (const each of names) form.setFieldValue(each, feedValues[each as keyof typeof feedValues] as never);
  };

  /** Keeps the price without tax in step with the price with tax and the rate, as the API would. */
  const setPrice = (patch: Partial<Pick<ProductValues, 'priceWithTax' | 'taxRate'>>) => {
    const next = { ...form.getValues(), ...patch };
    for (const [name, value] of Object.entries(patch)) form.setFieldValue(name, value as never);
    const withTax = next.priceWithTax === '' ? null : Number(next.priceWithTax);
    const rate = next.taxRate === '' ? BOOK_TAX_RATE : Number(next.taxRate) / 100;
    if (withTax !== null && Number.isFinite(withTax) && Number.isFinite(rate))
      form.setFieldValue('priceNoTax', toEuros(priceNoTaxCents(toCents(withTax), rate)));
  };

  const note = (name: FeedName) => (
    <FeedNote
      product={current}
      field={name}
      differs={differsFromFeed(current, values, name)}
      onReset={() => resetToFeed(name)}
    />
  );
  /** A feed field: its input, and the feed's value under it when they differ. */
  const feedField = (name: FeedName, input: ReactNode) => (
    <div>
      {input}
      {note(name)}
    </div>
  );

  const errorTabs = new Set(
    productTabs.filter((each) =>
      (fieldTabs[each] as readonly string[]).some(
        (name) =>
          serverError(name) !== undefined ||
          Object.keys(form.errors).some((path) => path === name || path.startsWith(`${name}.`)),
      ),
    ),
  );
  const listField = (name: 'publishers' | 'suppliers' | 'collections' | 'editions' | 'series' | 'publics') =>
    feedField(
      name,
      <TagsInput
        label={t(`catalog.product.${name}`)}
        description={t('catalog.product.tagsHint')}
        value={values[name]}
        onChange={(next) => form.setFieldValue(name, next)}
        error={serverError(name)}
        name={name}
        clearable
      />,
    );
  const measure = (name: 'pages' | 'weight' | 'height' | 'width' | 'thickness') =>
    feedField(
      name,
      <NumberInput
        label={t(`catalog.product.${name}`)}
        min={0}
        allowDecimal={false}
        suffix={name === 'pages' ? undefined : name === 'weight' ? ' g' : ' mm'}
        {...field(name)}
        name={name}
      />,
    );

  const title = current ? current.title : t('catalog.product.newCustom');
  /** What the comparison of a 409 cannot read from the inputs: the labels of lists, codes as words. */
  const comparisonFields: Partial<Record<keyof ProductValues, FieldDescription>> = {
    authors: {
      label: t('catalog.product.contributors'),
      format: (value) =>
        (value as ProductValues['authors'])
          .map((author) => author.name)
          .filter(Boolean)
          .join(', ') || '—',
    },
    categories: { label: t('catalog.product.categories') },
    classifications: { label: t('catalog.product.classifications') },
    availability: {
      format: (value) => (typeof value === 'string' && value ? availabilityDescription(value) : '—'),
    },
    taxRate: { format: (value) => (value === '' ? '—' : `${String(value).replace('.', ',')} %`) },
    ...Object.fromEntries(
      (['publishers', 'suppliers', 'collections', 'editions', 'series', 'publics'] as const).map((name) => [
        name,
        { label: t(`catalog.product.${name}`) },
      ]),
    ),
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="product-form">
      <UnsavedChangesGuard when={() => detail.isDirty() && !detail.leaveAllowed() && !switchingTab.current} />
      <PageHeader
        title={
          <Group gap="sm" component="span">
            {title}
            {current && (
              <Badge variant="dot" color={current.isCustom ? 'grape' : 'blue'}>
                {current.isCustom ? t('catalog.product.custom') : t('catalog.product.fromFeed')}
              </Badge>
            )}
          </Group>
        }
      >
        {current && !readOnly && (
          <Button
            variant="outline"
            color="red.9"
            onClick={() => void onDelete()}
            data-testid="delete-product"
          >
            {t('common.delete')}
          </Button>
        )}
        {!readOnly && (
          <Button type="submit" loading={save.isPending} data-testid="save">
            {current ? t('common.save') : t('common.create')}
          </Button>
        )}
      </PageHeader>
      <Stack gap="md">
        <ConflictAlert detail={detail} onReload={reload} fields={comparisonFields} />
        {readOnly && (
          <Alert variant="light" color="gray" data-testid="read-only">
            {t('catalog.product.readOnly')}
          </Alert>
        )}
        {fromFeed && !readOnly && (
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
            onChange={(value) => {
              switchingTab.current = true;
              void navigate({
                to: basePath,
                search: {
                  id: current?.id,
                  tab: productTabs.find((each) => each === value && each !== 'identity'),
                },
                replace: true,
              }).finally(() => {
                switchingTab.current = false;
              });
            }}
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

            <Tabs.Panel value="identity">
              <Paper withBorder p="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    label={t('catalog.product.ean')}
                    description={fromFeed ? t('catalog.product.eanFixed') : t('catalog.product.eanHint')}
                    required
                    readOnly={fromFeed}
                    inputMode="numeric"
                    {...field('ean')}
                    name="ean"
                  />
                  <TextInput
                    label={t('catalog.product.subEan')}
                    inputMode="numeric"
                    {...field('subEan')}
                    name="subEan"
                  />
                  {feedField(
                    'title',
                    <TextInput
                      label={t('catalog.product.title')}
                      required
                      {...field('title')}
                      name="title"
                    />,
                  )}
                  {feedField(
                    'subtitle',
                    <TextInput
                      label={t('catalog.product.subtitle')}
                      {...field('subtitle')}
                      name="subtitle"
                    />,
                  )}
                  {feedField(
                    'productForm',
                    <TextInput
                      label={t('catalog.product.productForm')}
                      description={t('catalog.product.productFormHint')}
                      maxLength={2}
                      {...field('productForm')}
                      name="productForm"
                    />,
                  )}
                  {feedField(
                    'language',
                    <TextInput
                      label={t('catalog.product.language')}
                      description={t('catalog.product.languageHint')}
                      maxLength={3}
                      {...field('language')}
                      name="language"
                    />,
                  )}
                </SimpleGrid>
                <Group mt="md" gap="xl">
                  <Switch
                    label={t('catalog.product.isVisible')}
                    {...field('isVisible', { type: 'checkbox' })}
                    name="isVisible"
                  />
                  <Checkbox
                    label={t('catalog.product.isSigned')}
                    {...field('isSigned', { type: 'checkbox' })}
                    name="isSigned"
                  />
                </Group>
              </Paper>
            </Tabs.Panel>

            <Tabs.Panel value="publishing">
              <Paper withBorder p="md">
                <Stack gap="sm">
                  {feedField(
                    'authors',
                    <ContributorsInput
                      label={t('catalog.product.contributors')}
                      value={values.authors}
                      onChange={(next) => form.setFieldValue('authors', next)}
                      error={serverError('authors')}
                    />,
                  )}
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                    {listField('publishers')}
                    {listField('editions')}
                    {listField('collections')}
                    {listField('series')}
                    {listField('suppliers')}
                    {listField('publics')}
                    {feedField(
                      'releaseDate',
                      <TextInput
                        label={t('catalog.product.releaseDate')}
                        type="date"
                        {...field('releaseDate')}
                        name="releaseDate"
                      />,
                    )}
                    {feedField(
                      'publishingStatus',
                      <TextInput
                        label={t('catalog.product.publishingStatus')}
                        description={t('catalog.product.publishingStatusHint')}
                        maxLength={2}
                        {...field('publishingStatus')}
                        name="publishingStatus"
                      />,
                    )}
                  </SimpleGrid>
                  {feedField(
                    'categories',
                    <SubjectsInput
                      label={t('catalog.product.categories')}
                      name="categories"
                      value={values.categories}
                      onChange={(next) => form.setFieldValue('categories', next)}
                      error={serverError('categories')}
                    />,
                  )}
                  {feedField(
                    'classifications',
                    <SubjectsInput
                      label={t('catalog.product.classifications')}
                      name="classifications"
                      value={values.classifications}
                      onChange={(next) => form.setFieldValue('classifications', next)}
                      error={serverError('classifications')}
                    />,
                  )}
                </Stack>
              </Paper>
            </Tabs.Panel>

            <Tabs.Panel value="prices">
              <Paper withBorder p="md">
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                  {feedField(
                    'priceWithTax',
                    <PriceInput
                      label={t('catalog.product.priceWithTax')}
                      {...field('priceWithTax')}
                      onChange={(value) => setPrice({ priceWithTax: value })}
                      name="priceWithTax"
                    />,
                  )}
                  <PriceInput
                    label={t('catalog.product.priceNoTax')}
                    description={t('catalog.product.priceNoTaxHint')}
                    {...field('priceNoTax')}
                    name="priceNoTax"
                  />
                  <NumberInput
                    label={t('catalog.product.taxRate')}
                    decimalScale={3}
                    decimalSeparator=","
                    min={0}
                    max={100}
                    suffix=" %"
                    {...field('taxRate')}
                    onChange={(value) => setPrice({ taxRate: value })}
                    name="taxRate"
                  />
                  {feedField(
                    'availability',
                    <Select
                      label={t('catalog.product.availability')}
                      data={(availabilities.data ?? []).map((availability) => ({
                        value: availability.code,
                        label: `${availability.label} — ${availabilityDescription(availability.code)}`,
                      }))}
                      searchable
                      clearable
                      {...field('availability')}
                      name="availability"
                    />,
                  )}
                  <NumberInput
                    label={t('catalog.product.stock')}
                    min={0}
                    allowDecimal={false}
                    {...field('stock')}
                    name="stock"
                  />
                </SimpleGrid>
              </Paper>
            </Tabs.Panel>

            <Tabs.Panel value="description">
              <Paper withBorder p="md">
                {feedField(
                  'summary',
                  <Textarea
                    label={t('catalog.product.summary')}
                    description={t('catalog.product.summaryHint')}
                    autosize
                    minRows={8}
                    maxRows={24}
                    {...field('summary')}
                    name="summary"
                  />,
                )}
              </Paper>
            </Tabs.Panel>

            <Tabs.Panel value="measures">
              <Paper withBorder p="md">
                <SimpleGrid cols={{ base: 1, sm: 3, md: 5 }} spacing="sm">
                  {measure('pages')}
                  {measure('weight')}
                  {measure('height')}
                  {measure('width')}
                  {measure('thickness')}
                </SimpleGrid>
              </Paper>
            </Tabs.Panel>

            <Tabs.Panel value="media">
              <Stack gap="md">
                <Paper withBorder p="md" component="section" aria-labelledby="pictures-title">
                  <Text fw={600} mb="sm" id="pictures-title" component="h2" size="md">
                    {t('catalog.pictures.title')}
                  </Text>
                  {current ? (
                    <PicturesPanel productId={current.id} readOnly={readOnly} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('catalog.product.saveFirst')}
                    </Text>
                  )}
                  <div style={{ marginTop: 12 }}>
                    {feedField(
                      'coverUrl',
                      <TextInput
                        label={t('catalog.product.coverUrl')}
                        description={t('catalog.product.coverUrlHint')}
                        type="url"
                        {...field('coverUrl')}
                        name="coverUrl"
                      />,
                    )}
                  </div>
                </Paper>
                <Paper withBorder p="md" component="section" aria-labelledby="files-title">
                  <Text fw={600} mb="sm" id="files-title" component="h2" size="md">
                    {t('catalog.files.title')}
                  </Text>
                  {current ? (
                    <FilesPanel productId={current.id} readOnly={readOnly} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('catalog.product.saveFirst')}
                    </Text>
                  )}
                </Paper>
              </Stack>
            </Tabs.Panel>

            <Tabs.Panel value="variations">
              <Paper withBorder p="md">
                <Text size="sm" c="dimmed" mb="sm">
                  {t('catalog.product.variationsHint')}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <Select
                    label={t('catalog.product.variationType')}
                    data={(variationOptions.data ?? variationTypes.map((id) => ({ id, label: id }))).map(
                      (option) => ({ value: option.id, label: option.label }),
                    )}
                    clearable
                    {...field('variationType')}
                    name="variationType"
                  />
                  <TextInput
                    label={t('catalog.product.variationValue')}
                    {...field('variationValue')}
                    name="variationValue"
                  />
                </SimpleGrid>
              </Paper>
            </Tabs.Panel>
          </Tabs>
        </Fieldset>
      </Stack>
    </form>
  );
};
