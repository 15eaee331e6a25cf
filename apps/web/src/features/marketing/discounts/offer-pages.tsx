import '@/i18n/areas/marketing.ts';
import { normalizeEan, type TOffer, ZEan, ZOfferCreate, ZOfferUpdate } from '@colophon/contract';
import { Button, Group, List, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DetailById } from '@/components/detail-page/detail-by-id.tsx';
import { DetailFormFrame } from '@/components/detail-page/detail-form-frame.tsx';
import { useSimpleDetail } from '@/components/detail-page/use-simple-detail.ts';
import { FormSection } from '@/components/form/form-section.tsx';
import { PublicationWindowFields } from '@/components/form/publication-window.tsx';
import type { ListColumn } from '@/components/list-page/list-page.tsx';
import { SimpleList } from '@/components/list-page/simple-list-page.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { message } from '@/i18n/message.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { fromLocalInput, toLocalInput } from '@/lib/datetime-input.ts';
import { formatDate, formatPrice } from '@/lib/format.ts';
import { listQuery } from '@/lib/search.ts';
import { discountsQueryOptions, useFindProduct } from './api/discounts.ts';
import { offerQueryOptions, useDeleteOffers, useOffers, useSaveOffer } from './api/offers.ts';

const route = getRouteApi('/_app/public/offer/detail');

/**
 * /public/offer/detail: the spec gives offers this one screen. Without `?id=` it lists them (with
 * the button to make one, `?new=true`); with `?id=` it edits one.
 */
export const OfferDetailPage = () => {
  const search = route.useSearch();
  if (search.id === undefined && !search.new) return <OfferList />;
  return (
    <DetailById id={search.id} query={offerQueryOptions} form={(offer) => <OfferForm offer={offer} />} />
  );
};

const OfferList = () => {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const offers = useOffers({ ...listQuery(search), sort: search.sort });
  const remove = useDeleteOffers();
  const columns: ListColumn<TOffer>[] = [
    {
      accessor: 'name',
      title: t('marketing.offer.name'),
      sortable: true,
      toggleable: false,
      csv: (row) => row.name,
    },
    {
      accessor: 'startTime',
      title: t('marketing.offer.from'),
      sortable: true,
      toggleable: true,
      render: (row) => formatDate(row.startTime),
      csv: (row) => formatDate(row.startTime),
    },
    {
      accessor: 'endTime',
      title: t('marketing.offer.until'),
      sortable: true,
      toggleable: true,
      render: (row) => formatDate(row.endTime),
      csv: (row) => formatDate(row.endTime),
    },
    {
      accessor: 'products',
      title: t('marketing.offer.productsCount'),
      toggleable: true,
      textAlign: 'right',
      render: (row) => row.products.length,
      csv: (row) => row.products.length,
    },
    {
      accessor: 'discountName',
      title: t('marketing.offer.discount'),
      toggleable: true,
      render: (row) => row.discountName ?? '',
      csv: (row) => row.discountName,
    },
  ];
  return (
    <>
      <PageHeader title={t('marketing.offer.list')}>
        <Button onClick={() => void navigate({ search: { new: true } })} data-testid="new-offer">
          {t('marketing.offer.new')}
        </Button>
      </PageHeader>
      <SimpleList<TOffer>
        listKey="offers"
        csvFileName="offres"
        columns={columns}
        query={offers}
        remove={remove}
        search={search}
        onSearchChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
        onRowClick={(row) => void navigate({ search: { id: row.id } })}
        rowHref={(row) => `/public/offer/detail?id=${row.id}`}
      />
    </>
  );
};

interface OfferValues extends Record<string, unknown> {
  name: string;
  text: string;
  pictureUrl: string;
  isPublished: boolean;
  startTime: string;
  endTime: string;
  products: TOffer['products'];
  discountId: string;
}

const valuesOf = (offer: TOffer | undefined): OfferValues => ({
  name: offer?.name ?? '',
  text: offer?.text ?? '',
  pictureUrl: offer?.pictureUrl ?? '',
  isPublished: offer?.isPublished ?? true,
  startTime: toLocalInput(offer?.startTime ?? null),
  endTime: toLocalInput(offer?.endTime ?? null),
  products: offer?.products ?? [],
  discountId: offer?.discountId ? String(offer.discountId) : '',
});

const toBody = (values: OfferValues) => ({
  name: values.name,
  text: values.text.trim() || null,
  pictureUrl: values.pictureUrl.trim() || null,
  isPublished: values.isPublished,
  startTime: fromLocalInput(values.startTime),
  endTime: fromLocalInput(values.endTime),
  productIds: values.products.map((product) => product.id),
  discountId: values.discountId ? Number(values.discountId) : null,
});

const OfferForm = ({ offer }: { offer: TOffer | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const findProduct = useFindProduct();
  const discounts = useQuery(discountsQueryOptions({ pageSize: 200, sort: 'name' }));
  const [ean, setEan] = useState('');
  const [eanError, setEanError] = useState<string>();
  const { detail, current, frame } = useSimpleDetail({
    entity: offer,
    schemas: { create: ZOfferCreate, update: ZOfferUpdate },
    valuesOf,
    toBody,
    query: offerQueryOptions,
    save: useSaveOffer(),
    remove: useDeleteOffers(),
    onCreated: (id) => navigate({ to: '/public/offer/detail', search: { id }, replace: true }),
    onDeleted: () => navigate({ to: '/public/offer/detail', search: {} }),
  });
  const { form, field } = detail;
  const values = form.getValues();

  const addByEan = async () => {
    const parsed = ZEan.safeParse(normalizeEan(ean));
    if (!parsed.success) return setEanError(message('invalidEan'));
    if (values.products.some((product) => product.ean === parsed.data))
      return setEanError(message('duplicateProduct'));
    setEanError(undefined);
    try {
      const product = await findProduct.mutateAsync(parsed.data);
      form.setFieldValue('products', [
        ...form.getValues().products,
        { id: product.id, ean: product.ean, title: product.title, priceWithTax: product.priceWithTax },
      ]);
      setEan('');
    } catch {
      setEanError(message('unknownProduct'));
    }
  };

  return (
    <DetailFormFrame {...frame} title={current ? current.name : t('marketing.offer.new')} testId="offer-form">
      <FormSection id="offer-what" title={t('marketing.offer.what')}>
        <Stack gap="sm">
          <TextInput label={t('marketing.offer.name')} required {...field('name')} name="name" />
          <Textarea
            label={t('marketing.offer.text')}
            description={t('marketing.offer.textHint')}
            autosize
            minRows={4}
            {...field('text')}
            name="text"
          />
          <TextInput
            label={t('marketing.offer.pictureUrl')}
            type="url"
            {...field('pictureUrl')}
            name="pictureUrl"
          />
          <Select
            label={t('marketing.offer.discount')}
            description={t('marketing.offer.discountHint')}
            clearable
            data={(discounts.data?.items ?? []).map((discount) => ({
              value: String(discount.id),
              label: discount.name,
            }))}
            {...field('discountId')}
            name="discountId"
          />
        </Stack>
      </FormSection>
      <FormSection id="offer-when" title={t('marketing.offer.when')}>
        <PublicationWindowFields
          field={field}
          published={{ name: 'isPublished', label: t('marketing.offer.isPublished') }}
          start={{ name: 'startTime', label: t('marketing.offer.from') }}
          end={{ name: 'endTime', label: t('marketing.offer.until') }}
        />
      </FormSection>
      <FormSection id="offer-products" title={t('marketing.offer.products')}>
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
              error={eanError ?? form.errors.productIds ?? detail.serverError('productIds')}
              name="ean"
            />
            <Button variant="default" onClick={() => void addByEan()} loading={findProduct.isPending}>
              {t('marketing.discount.add')}
            </Button>
          </Group>
          <List size="sm" type="ordered">
            {values.products.map((product) => (
              <List.Item key={product.id}>
                <Group gap="xs">
                  <Text size="sm">
                    {product.title} ({product.ean}
                    {product.priceWithTax !== null ? `, ${formatPrice(product.priceWithTax)}` : ''})
                  </Text>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() =>
                      form.setFieldValue(
                        'products',
                        form.getValues().products.filter((each) => each.id !== product.id),
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
        </Stack>
      </FormSection>
    </DetailFormFrame>
  );
};
