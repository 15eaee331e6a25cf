import '@/i18n/areas/sales.ts';
import '@/i18n/areas/users.ts';
import {
  claim,
  type TAddress,
  type TCustomer,
  type TCustomerUpdate,
  ZCustomerUpdate,
} from '@colophon/contract';
import {
  Alert,
  Anchor,
  Badge,
  Checkbox,
  Group,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { DetailFormFrame } from '@/components/detail-page/detail-form-frame.tsx';
import { useSimpleDetail } from '@/components/detail-page/use-simple-detail.ts';
import { DateField } from '@/components/form/date-fields.tsx';
import { FormSection } from '@/components/form/form-section.tsx';
import { LocaleSelect } from '@/components/form/person-selects.tsx';
import type { DetailForm } from '@/components/form/use-detail-form.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { client } from '@/config/client.ts';
import { message } from '@/i18n/message.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { errorText } from '@/lib/api-error.ts';
import { formatDate, formatDateTime, formatPrice } from '@/lib/format.ts';
import { useSession } from '@/lib/use-session.ts';
import {
  countriesQueryOptions,
  customerMessagesQueryOptions,
  customerOrdersQueryOptions,
  customerQueryOptions,
  customerRolesQueryOptions,
  gendersQueryOptions,
  useSaveCustomer,
} from './api/customers.ts';
import { documentStatusLabel } from './customer-labels.ts';

const route = getRouteApi('/_app/public/customer/detail');

/** /public/customer/detail?id=: a customer, what they bought and wrote, and the form to correct them. */
export const CustomerDetailPage = () => {
  const { t } = useTranslation();
  const id = route.useSearch().id;
  if (!id)
    return (
      <>
        <PageHeader title={t('screens.publicCustomerDetail')} />
        <Alert color="gray" title={t('sales.customer.noneChosen')}>
          <Anchor component={Link} to="/public/customer">
            {t('screens.publicCustomer')}
          </Anchor>
        </Alert>
      </>
    );
  return <CustomerDetail key={id} id={id} />;
};

const CustomerDetail = ({ id }: { id: number }) => {
  const customer = useSuspenseQuery(customerQueryOptions(id)).data;
  const claims = useSession()?.claims.claims ?? [];
  return (
    <Stack gap="lg">
      <CustomerForm customer={customer} />
      {claims.includes(claim('Public', 'DocumentsManage')) && <CustomerOrders customerId={customer.id} />}
      {claims.includes(claim('Public', 'MessageManage')) && <CustomerMessages email={customer.email} />}
    </Stack>
  );
};

type AddressValues = Record<keyof TAddress, string>;

const addressValues = (address: TAddress | null): AddressValues => ({
  firstName: address?.firstName ?? '',
  lastName: address?.lastName ?? '',
  company: address?.company ?? '',
  address1: address?.address1 ?? '',
  address2: address?.address2 ?? '',
  address3: address?.address3 ?? '',
  postalCode: address?.postalCode ?? '',
  city: address?.city ?? '',
  country: address?.country ?? 'FR',
  phone: address?.phone ?? '',
});

const valuesOf = (customer: TCustomer | undefined) => ({
  gender: customer?.gender ?? 'Unknown',
  dateOfBirth: customer?.dateOfBirth ?? '',
  firstName: customer?.firstName ?? '',
  lastName: customer?.lastName ?? '',
  email: customer?.email ?? '',
  company: customer?.company ?? '',
  phone: customer?.phone ?? '',
  mobilePhone: customer?.mobilePhone ?? '',
  additionalPhone: customer?.additionalPhone ?? '',
  customerRole: customer?.customerRole ?? 'Individual',
  hasFidelity: customer?.hasFidelity ?? false,
  locale: customer?.locale ?? 'fr',
  billingAddress: addressValues(customer?.billingAddress ?? null),
  shippingAddress: addressValues(customer?.shippingAddress ?? null),
});
type Values = ReturnType<typeof valuesOf>;

const orNull = (value: string) => value.trim() || null;

/** An address left empty (the country aside) is no address. */
const toAddress = (values: AddressValues): TAddress | null => {
  const { country, ...texts } = values;
  if (Object.values(texts).every((value) => value.trim() === '')) return null;
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    company: orNull(values.company),
    address1: values.address1,
    address2: orNull(values.address2),
    address3: orNull(values.address3),
    postalCode: values.postalCode,
    city: values.city,
    country,
    phone: orNull(values.phone),
  };
};

const toBody = (values: Values): Omit<TCustomerUpdate, 'id' | 'version'> => ({
  email: values.email,
  firstName: values.firstName,
  lastName: values.lastName,
  gender: values.gender,
  dateOfBirth: values.dateOfBirth || null,
  company: orNull(values.company),
  phone: orNull(values.phone),
  mobilePhone: orNull(values.mobilePhone),
  additionalPhone: orNull(values.additionalPhone),
  customerRole: values.customerRole,
  hasFidelity: values.hasFidelity,
  locale: values.locale,
  billingAddress: toAddress(values.billingAddress),
  shippingAddress: toAddress(values.shippingAddress),
});

/** An address of the form on one line (the 409 comparison shows it so). */
const formatAddress = (value: unknown) =>
  Object.values(value as AddressValues)
    .filter((part) => part.trim() !== '')
    .join(', ');

/** Customers come from orders: the console corrects them, never creates nor deletes one. */
const noRemove = { mutateAsync: async () => undefined };

const Figure = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" fw={500} data-testid={testId}>
      {children}
    </Text>
  </Stack>
);

const CustomerForm = ({ customer }: { customer: TCustomer }) => {
  const { t } = useTranslation();
  const genders = useSuspenseQuery(gendersQueryOptions()).data;
  const roles = useSuspenseQuery(customerRolesQueryOptions()).data;
  const save = useSaveCustomer();
  const { detail, current, frame } = useSimpleDetail({
    entity: customer,
    schemas: { create: ZCustomerUpdate, update: ZCustomerUpdate },
    valuesOf,
    toBody,
    query: customerQueryOptions,
    save: {
      // Customers are never created here: every save carries the id and the version read.
      mutateAsync: (body) =>
        'id' in body ? save.mutateAsync(body) : Promise.reject(new Error('a customer is not created here')),
      isPending: save.isPending,
    },
    remove: noRemove,
    onCreated: async () => undefined,
    onDeleted: async () => undefined,
  });
  const { field } = detail;
  const shown = current ?? customer;
  return (
    <DetailFormFrame
      {...frame}
      onDelete={undefined}
      title={`${shown.firstName} ${shown.lastName}`}
      testId="customer-form"
      comparisonFields={{
        gender: { format: (value) => genders.find((gender) => gender.id === value)?.label ?? String(value) },
        customerRole: { format: (value) => roles.find((role) => role.id === value)?.label ?? String(value) },
        billingAddress: { format: formatAddress },
        shippingAddress: { format: formatAddress },
      }}
    >
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Figure label={t('sales.customer.ordersCount')} testId="customer-orders-count">
            {shown.ordersCount}
          </Figure>
          <Figure label={t('sales.customer.totalSpent')} testId="customer-total-spent">
            {formatPrice(shown.totalSpent)}
          </Figure>
          <Figure label={t('sales.customer.lastOrderAt')}>{formatDate(shown.lastOrderAt) || '—'}</Figure>
          <Figure label={t('sales.customer.createdAt')}>{formatDate(shown.createdAt)}</Figure>
        </SimpleGrid>
      </Paper>
      <FormSection id="customer-identity" title={t('sales.customer.identity')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <Select
            label={t('sales.customer.gender')}
            data={genders.map((gender) => ({ value: gender.id, label: gender.label }))}
            allowDeselect={false}
            {...field('gender')}
            name="gender"
          />
          <TextInput
            label={t('sales.customer.firstName')}
            required
            {...field('firstName')}
            name="firstName"
          />
          <TextInput label={t('sales.customer.lastName')} required {...field('lastName')} name="lastName" />
          <DateField label={t('sales.customer.dateOfBirth')} {...field('dateOfBirth')} name="dateOfBirth" />
          <TextInput
            label={t('sales.customer.email')}
            type="email"
            required
            {...field('email')}
            name="email"
          />
          <TextInput label={t('sales.customer.company')} {...field('company')} name="company" />
          <Select
            label={t('sales.customer.role')}
            data={roles.map((role) => ({ value: role.id, label: role.label }))}
            allowDeselect={false}
            {...field('customerRole')}
            name="customerRole"
            data-testid="customer-role"
          />
          <TextInput label={t('sales.customer.phone')} type="tel" {...field('phone')} name="phone" />
          <TextInput
            label={t('sales.customer.mobilePhone')}
            type="tel"
            {...field('mobilePhone')}
            name="mobilePhone"
          />
          {client.features.additionalPhoneContact && (
            <TextInput
              label={t('sales.customer.additionalPhone')}
              type="tel"
              {...field('additionalPhone')}
              name="additionalPhone"
            />
          )}
          <LocaleSelect {...field('locale')} name="locale" />
        </SimpleGrid>
        <Checkbox
          mt="md"
          label={t('sales.customer.hasFidelity')}
          {...field('hasFidelity', { type: 'checkbox' })}
          name="hasFidelity"
        />
      </FormSection>
      <AddressSection name="billingAddress" title={t('sales.customer.billingAddress')} field={field} />
      <AddressSection name="shippingAddress" title={t('sales.customer.shippingAddress')} field={field} />
    </DetailFormFrame>
  );
};

const AddressSection = ({
  name,
  title,
  field,
}: {
  name: 'billingAddress' | 'shippingAddress';
  title: string;
  field: DetailForm<Values>['field'];
}) => {
  const { t } = useTranslation();
  const countries = useSuspenseQuery(countriesQueryOptions()).data;
  const at = (key: keyof TAddress) => ({ ...field(`${name}.${key}`), name: `${name}.${key}` });
  return (
    <FormSection id={`customer-${name}`} title={title} hint={t('sales.customer.addressHint')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <TextInput label={t('sales.customer.firstName')} {...at('firstName')} />
        <TextInput label={t('sales.customer.lastName')} {...at('lastName')} />
        <TextInput label={t('sales.customer.company')} {...at('company')} />
        <TextInput label={t('sales.customer.address1')} {...at('address1')} />
        <TextInput label={t('sales.customer.address2')} {...at('address2')} />
        <TextInput label={t('sales.customer.address3')} {...at('address3')} />
        <TextInput label={t('sales.customer.postalCode')} {...at('postalCode')} />
        <TextInput label={t('sales.customer.city')} {...at('city')} />
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
  );
};

const ORDERS_PAGE_SIZE = 10;

/** The customer's orders, newest first, each opening its detail. */
const CustomerOrders = ({ customerId }: { customerId: number }) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const orders = useQuery(customerOrdersQueryOptions(customerId, page));
  const pages = Math.ceil((orders.data?.totalCount ?? 0) / ORDERS_PAGE_SIZE);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="customer-orders">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="customer-orders">
          {t('sales.customer.orders')}
        </Title>
        <Text size="sm">
          <Link to="/public/document" search={{ customerId }}>
            {t('sales.customer.allOrders')}
          </Link>
        </Text>
      </Group>
      {orders.error ? (
        <Text size="sm" c="red.9" role="alert">
          {errorText(orders.error)}
        </Text>
      ) : !orders.data ? (
        <Text size="sm" c="dimmed">
          {t('common.loading')}
        </Text>
      ) : orders.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sales.customer.noOrders')}
        </Text>
      ) : (
        <>
          {/* On a phone the orders scroll within their box, not the page. */}
          <Table.ScrollContainer minWidth={480}>
            <Table data-testid="customer-orders" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sales.customer.orderNumber')}</Table.Th>
                  <Table.Th>{t('sales.customer.orderDate')}</Table.Th>
                  <Table.Th>{t('sales.customer.orderStatus')}</Table.Th>
                  <Table.Th ta="right">{t('sales.customer.orderTotal')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.data.items.map((order) => (
                  <Table.Tr key={order.id}>
                    <Table.Td>
                      <Text size="sm" component="span">
                        <Link to="/public/document/detail" search={{ id: order.id }}>
                          {order.number}
                        </Link>
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDateTime(order.createdAt)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" miw="max-content">
                        {documentStatusLabel(order.status)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{formatPrice(order.total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && <Pagination mt="sm" size="sm" total={pages} value={page} onChange={setPage} />}
        </>
      )}
    </Paper>
  );
};

/** What the customer wrote through the contact form (messages sent from their email). */
const CustomerMessages = ({ email }: { email: string }) => {
  const { t } = useTranslation();
  const messages = useQuery(customerMessagesQueryOptions(email));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="customer-messages">
      <Title order={2} size="h4" id="customer-messages" mb="sm">
        {t('sales.customer.messages')}
      </Title>
      {messages.error ? (
        <Text size="sm" c="red.9" role="alert">
          {errorText(messages.error)}
        </Text>
      ) : !messages.data ? (
        <Text size="sm" c="dimmed">
          {t('common.loading')}
        </Text>
      ) : messages.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sales.customer.noMessages')}
        </Text>
      ) : (
        <Stack gap={4} data-testid="customer-messages">
          {messages.data.items.map((item) => (
            <Group key={item.id} gap="sm" wrap="nowrap">
              <Text size="sm" c="dimmed" miw={130}>
                {formatDateTime(item.createdAt)}
              </Text>
              <Text size="sm" component="span">
                <Link to="/public/message/detail" search={{ id: item.id }}>
                  {item.subject}
                </Link>
              </Text>
              <Badge variant="dot" miw="max-content">
                {message(`messageStatus${item.status}`)}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
};
