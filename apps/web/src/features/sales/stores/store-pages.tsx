import '@/i18n/areas/sales.ts';
import { type TAddress, type TStoreDetail, ZStoreCreate, ZStoreUpdate } from '@colophon/contract';
import {
  Badge,
  Button,
  Checkbox,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { DetailById } from '@/components/detail-page/detail-by-id.tsx';
import { DetailFormFrame } from '@/components/detail-page/detail-form-frame.tsx';
import { useSimpleDetail } from '@/components/detail-page/use-simple-detail.ts';
import { FormSection } from '@/components/form/form-section.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { countriesQueryOptions, storeQueryOptions, storesQueryOptions, useSaveStore } from './api/stores.ts';

const detailRoute = getRouteApi('/_app/settings/store/detail');

const oneLine = (address: TAddress) =>
  [address.address1, address.address2, `${address.postalCode} ${address.city}`].filter(Boolean).join(', ');

/** /settings/store: the shop's stores, where click-and-collect orders wait; a row opens its edit. */
export const StoreListPage = () => {
  const { t } = useTranslation();
  const stores = useSuspenseQuery(storesQueryOptions()).data;
  return (
    <>
      <PageHeader title={t('screens.settingsStore')}>
        <Button component={Link} to="/settings/store/detail" data-testid="new-store">
          {t('sales.store.new')}
        </Button>
      </PageHeader>
      <Paper withBorder>
        {stores.length === 0 ? (
          <Text p="md" c="dimmed">
            {t('sales.store.none')}
          </Text>
        ) : (
          <Table striped highlightOnHover data-testid="stores">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sales.store.name')}</Table.Th>
                <Table.Th>{t('sales.store.address')}</Table.Th>
                <Table.Th>{t('sales.store.openingHours')}</Table.Th>
                <Table.Th>{t('sales.store.pickup')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stores.map((store) => (
                <Table.Tr key={store.id}>
                  <Table.Td>
                    <Link to="/settings/store/detail" search={{ id: store.id }}>
                      {store.name}
                    </Link>
                  </Table.Td>
                  <Table.Td>{oneLine(store.address)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-line' }}>{store.openingHours}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={store.isPickupPoint ? 'green' : 'gray'} miw="max-content">
                      {store.isPickupPoint ? t('sales.store.pickupYes') : t('sales.store.pickupNo')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </>
  );
};

const valuesOf = (store: TStoreDetail | undefined) => ({
  name: store?.name ?? '',
  email: store?.email ?? '',
  openingHours: store?.openingHours ?? '',
  isPickupPoint: store?.isPickupPoint ?? true,
  address: {
    firstName: store?.address.firstName ?? '',
    lastName: store?.address.lastName ?? '',
    company: store?.address.company ?? '',
    address1: store?.address.address1 ?? '',
    address2: store?.address.address2 ?? '',
    address3: store?.address.address3 ?? '',
    postalCode: store?.address.postalCode ?? '',
    city: store?.address.city ?? '',
    country: store?.address.country ?? 'FR',
    phone: store?.address.phone ?? '',
  },
});
type Values = ReturnType<typeof valuesOf>;

const orNull = (value: string) => value.trim() || null;
const toBody = (values: Values) => ({
  name: values.name,
  email: orNull(values.email),
  openingHours: values.openingHours,
  isPickupPoint: values.isPickupPoint,
  address: {
    ...values.address,
    company: orNull(values.address.company),
    address2: orNull(values.address.address2),
    address3: orNull(values.address.address3),
    phone: orNull(values.address.phone),
  },
});

/** Stores are kept: orders name them. */
const noRemove = { mutateAsync: async () => undefined };

/** /settings/store/detail: a store's name, address, opening hours and click-and-collect; `?id=` edits, none opens one. */
export const StoreDetailPage = () => (
  <DetailById
    id={detailRoute.useSearch().id}
    query={storeQueryOptions}
    form={(store) => <StoreForm store={store} />}
  />
);

const StoreForm = ({ store }: { store: TStoreDetail | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const countries = useSuspenseQuery(countriesQueryOptions()).data;
  const { detail, current, frame } = useSimpleDetail({
    entity: store,
    schemas: { create: ZStoreCreate, update: ZStoreUpdate },
    valuesOf,
    toBody,
    query: storeQueryOptions,
    save: useSaveStore(),
    remove: noRemove,
    onCreated: (id) => navigate({ to: '/settings/store/detail', search: { id }, replace: true }),
    onDeleted: () => navigate({ to: '/settings/store' }),
  });
  const { field } = detail;
  const at = (key: keyof TAddress) => ({ ...field(`address.${key}`), name: `address.${key}` });
  return (
    <DetailFormFrame
      {...frame}
      onDelete={undefined}
      title={current ? current.name : t('sales.store.new')}
      testId="store-form"
    >
      <Paper withBorder p="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('sales.store.name')} required {...field('name')} name="name" />
            <TextInput label={t('sales.store.email')} type="email" {...field('email')} name="email" />
          </SimpleGrid>
          <Textarea
            label={t('sales.store.openingHours')}
            description={t('sales.store.openingHoursHint')}
            autosize
            minRows={2}
            {...field('openingHours')}
            name="openingHours"
          />
          <Checkbox
            label={t('sales.store.isPickupPoint')}
            {...field('isPickupPoint', { type: 'checkbox' })}
            name="isPickupPoint"
          />
        </Stack>
      </Paper>
      <FormSection id="store-address" title={t('sales.store.address')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <TextInput label={t('sales.customer.firstName')} required {...at('firstName')} />
          <TextInput label={t('sales.customer.lastName')} required {...at('lastName')} />
          <TextInput label={t('sales.customer.company')} {...at('company')} />
          <TextInput label={t('sales.customer.address1')} required {...at('address1')} />
          <TextInput label={t('sales.customer.address2')} {...at('address2')} />
          <TextInput label={t('sales.customer.address3')} {...at('address3')} />
          <TextInput label={t('sales.customer.postalCode')} required {...at('postalCode')} />
          <TextInput label={t('sales.customer.city')} required {...at('city')} />
          <Select
            label={t('sales.customer.country')}
            data={countries.map((country) => ({ value: country.id, label: country.label }))}
            searchable
            allowDeselect={false}
            {...at('country')}
          />
          <TextInput label={t('sales.customer.phone')} type="tel" {...at('phone')} />
        </SimpleGrid>
      </FormSection>
    </DetailFormFrame>
  );
};
