import '@/i18n/areas/catalog.ts';
import '@/i18n/areas/demo.ts';
import {
  catalogListTypes,
  MAX_LIST_PRODUCTS,
  normalizeEan,
  type TCatalogList,
  type TCatalogListProduct,
  type TCatalogListType,
  ZCatalogListCreate,
  ZCatalogListUpdate,
  ZEan,
} from '@colophon/contract';
import {
  Alert,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DetailById } from '@/components/detail-page/detail-by-id.tsx';
import { DetailFormFrame } from '@/components/detail-page/detail-form-frame.tsx';
import { useSimpleDetail } from '@/components/detail-page/use-simple-detail.ts';
import { DateTimeField } from '@/components/form/date-fields.tsx';
import { message } from '@/i18n/message.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { fromLocalInput, toLocalInput } from '@/lib/datetime-input.ts';
import { formatDate, formatDateTime } from '@/lib/format.ts';
import {
  candidatesQueryOptions,
  catalogListQueryOptions,
  catalogListTypesQueryOptions,
} from './api/catalog-lists.ts';
import {
  searchListProductsQueryOptions,
  useDeleteCatalogLists,
  useFindListProduct,
  useSaveCatalogList,
} from './api/save-catalog-list.ts';
import { SortableProducts } from './components/sortable-products.tsx';

const route = getRouteApi('/_app/public/catalogList/detail');

interface ListValues extends Record<string, unknown> {
  name: string;
  catalogListType: TCatalogListType;
  page: string;
  /** `YYYY-MM-DDTHH:mm` in the browser's time, empty for "regenerated daily". */
  nextUpdateTime: string;
  maxProducts: number | string;
  products: TCatalogListProduct[];
}

const valuesOf = (list: TCatalogList | undefined): ListValues => ({
  name: list?.name ?? '',
  catalogListType: list?.catalogListType ?? 'News',
  page: list?.page ?? '',
  nextUpdateTime: toLocalInput(list?.nextUpdateTime ?? null),
  maxProducts: list?.maxProducts ?? 20,
  products: list?.products ?? [],
});

const toBody = (values: ListValues) => ({
  name: values.name,
  catalogListType: values.catalogListType,
  page: values.page.trim() || null,
  nextUpdateTime: fromLocalInput(values.nextUpdateTime),
  maxProducts: values.maxProducts === '' ? 20 : Number(values.maxProducts),
  productIds: values.products.map((product) => product.id),
});

/** /public/catalogList/detail: a list's settings and its products in order; `?id=` edits, none creates. */
export const CatalogListDetailPage = () => (
  <DetailById
    id={route.useSearch().id}
    query={catalogListQueryOptions}
    form={(list) => <ListForm list={list} />}
  />
);

const ListForm = ({ list }: { list: TCatalogList | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const findProduct = useFindListProduct();
  const types = useQuery(catalogListTypesQueryOptions());
  const [ean, setEan] = useState('');
  const [eanError, setEanError] = useState<string>();
  const [showCandidates, setShowCandidates] = useState(false);
  const [wanted, setWanted] = useState('');
  const [debouncedWanted] = useDebouncedValue(wanted, 250);
  const found = useQuery(searchListProductsQueryOptions(debouncedWanted));
  const { detail, current, frame } = useSimpleDetail({
    entity: list,
    schemas: { create: ZCatalogListCreate, update: ZCatalogListUpdate },
    valuesOf,
    toBody,
    query: catalogListQueryOptions,
    save: useSaveCatalogList(),
    remove: useDeleteCatalogLists(),
    onCreated: (id) => navigate({ to: '/public/catalogList/detail', search: { id }, replace: true }),
    onDeleted: () => navigate({ to: '/public/catalogList' }),
  });
  const { form, field, serverError } = detail;
  const values = form.getValues();
  const maxProducts = Number(values.maxProducts) || 20;
  const candidates = useQuery({
    ...candidatesQueryOptions(values.catalogListType, Math.min(maxProducts, MAX_LIST_PRODUCTS)),
    enabled: showCandidates,
  });
  const inList = new Set(values.products.map((product) => product.id));
  const proposals = (candidates.data ?? []).filter((product) => !inList.has(product.id));

  const add = (products: TCatalogListProduct[]) =>
    form.setFieldValue('products', [
      ...form.getValues().products,
      ...products.filter((product) => !form.getValues().products.some((each) => each.id === product.id)),
    ]);

  const addByEan = async () => {
    const parsed = ZEan.safeParse(normalizeEan(ean));
    if (!parsed.success) return setEanError(message('invalidEan'));
    if (values.products.some((product) => product.ean === parsed.data))
      return setEanError(message('duplicateProducts'));
    setEanError(undefined);
    try {
      add([await findProduct.mutateAsync(parsed.data)]);
      setEan('');
    } catch {
      setEanError(message('unknownProduct'));
    }
  };

  return (
    <DetailFormFrame
      {...frame}
      title={current ? current.name : t('catalog.list.new')}
      testId="catalog-list-form"
    >
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <TextInput label={t('catalog.list.name')} required {...field('name')} name="name" />
          <Select
            label={t('catalog.list.type')}
            data={catalogListTypes.map((type) => ({
              value: type,
              label: types.data?.find((option) => option.id === type)?.label ?? type,
            }))}
            allowDeselect={false}
            {...field('catalogListType')}
            name="catalogListType"
          />
          <TextInput
            label={t('catalog.list.page')}
            description={t('catalog.list.pageHint')}
            {...field('page')}
            name="page"
          />
          <DateTimeField
            label={t('catalog.list.nextUpdateTime')}
            description={values.nextUpdateTime ? t('catalog.list.keptUntil') : t('catalog.list.dailyHint')}
            {...field('nextUpdateTime')}
            name="nextUpdateTime"
          />
          <NumberInput
            label={t('catalog.list.maxProducts')}
            min={1}
            max={MAX_LIST_PRODUCTS}
            allowDecimal={false}
            {...field('maxProducts')}
            name="maxProducts"
          />
          {current?.lastGeneratedAt && (
            <Text size="sm" c="dimmed" mt="lg">
              {t('catalog.list.lastGeneratedOn', { date: formatDateTime(current.lastGeneratedAt) })}
            </Text>
          )}
        </SimpleGrid>
      </Paper>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md" component="section" aria-labelledby="list-products-title">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4" id="list-products-title">
                {t('catalog.list.products', { count: values.products.length })}
              </Title>
            </Group>
            <Text size="sm" c="dimmed" mb="sm">
              {t('catalog.list.productsHint')}
            </Text>
            {serverError('productIds') && (
              <Alert color="red" variant="light" mb="sm">
                {serverError('productIds')}
              </Alert>
            )}
            {values.products.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('catalog.list.noProducts')}
              </Text>
            ) : (
              <SortableProducts
                products={values.products}
                onChange={(next) => form.setFieldValue('products', next)}
              />
            )}
            <Text size="sm" mt="sm" data-testid="regeneration-note">
              {values.nextUpdateTime ? t('catalog.list.orderKept') : t('catalog.list.orderReplaced')}
            </Text>
            <Select
              mt="md"
              label={t('catalog.list.addByTitle')}
              placeholder={t('catalog.list.addByTitlePlaceholder')}
              searchable
              searchValue={wanted}
              onSearchChange={setWanted}
              value={null}
              // The API searched already: every answer is shown as it came.
              filter={({ options }) => options}
              data={(found.data ?? [])
                .filter((product) => !inList.has(product.id))
                .map((product) => ({
                  value: String(product.id),
                  label: `${product.title} — ${product.authors.map((author) => author.name).join(', ')} (${product.ean})`,
                }))}
              nothingFoundMessage={
                debouncedWanted.trim().length >= 2 && found.data ? t('catalog.list.nothingFound') : undefined
              }
              onChange={(id) => {
                const product = found.data?.find((each) => String(each.id) === id);
                if (product) add([product]);
                setWanted('');
              }}
              data-testid="add-by-title"
            />
            <Group align="flex-start" mt="md" gap="sm">
              <TextInput
                label={t('catalog.list.addByEan')}
                value={ean}
                onChange={(event) => setEan(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void addByEan();
                  }
                }}
                error={eanError}
                inputMode="numeric"
                w={240}
              />
              <Button
                variant="default"
                mt={25}
                onClick={() => void addByEan()}
                loading={findProduct.isPending}
              >
                {t('catalog.list.add')}
              </Button>
            </Group>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" component="section" aria-labelledby="proposals-title">
            <Title order={2} size="h4" id="proposals-title" mb={4}>
              {t('catalog.list.proposals')}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {t(`catalog.list.proposalsHint.${values.catalogListType}`)}
            </Text>
            {!showCandidates ? (
              <Button variant="light" onClick={() => setShowCandidates(true)} data-testid="show-proposals">
                {t('catalog.list.showProposals')}
              </Button>
            ) : candidates.isFetching && !candidates.data ? (
              <Text size="sm">{t('common.loading')}</Text>
            ) : proposals.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('catalog.list.noProposals')}
              </Text>
            ) : (
              <Stack gap="xs">
                <Group>
                  <Button size="xs" variant="light" onClick={() => add(proposals)}>
                    {t('catalog.list.addAll', { count: proposals.length })}
                  </Button>
                </Group>
                <ScrollArea.Autosize mah={520}>
                  <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                    {proposals.map((product) => (
                      <Group key={product.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
                        <Stack gap={0} style={{ minWidth: 0 }}>
                          <Text size="sm" lineClamp={1}>
                            {product.title}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {[product.authors[0]?.name, formatDate(product.releaseDate)]
                              .filter(Boolean)
                              .join(' · ')}
                          </Text>
                        </Stack>
                        <Button
                          size="compact-xs"
                          variant="light"
                          onClick={() => add([product])}
                          aria-label={t('catalog.list.addProduct', { title: product.title })}
                        >
                          {t('catalog.list.add')}
                        </Button>
                      </Group>
                    ))}
                  </Stack>
                </ScrollArea.Autosize>
              </Stack>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </DetailFormFrame>
  );
};
