import { addressLines, type TAddress, ZShippingAddressChange } from '@colophon/contract';
import { Button, Group, Modal, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf } from '@/components/form/field-errors.ts';
import type { DocumentProps, RunAction } from '@/features/sales/documents/document-types.ts';
import { currentLocale } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDateTime } from '@/lib/format.ts';

const AddressLines = ({ address, testId }: { address: TAddress; testId: string }) => (
  <Stack gap={0} data-testid={testId}>
    {addressLines(address).map((line) => (
      <Text size="sm" key={line}>
        {line}
      </Text>
    ))}
  </Stack>
);

const fields = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'address3',
  'postalCode',
  'city',
  'country',
  'phone',
] as const;
type Field = (typeof fields)[number];
const required: readonly Field[] = ['firstName', 'lastName', 'address1', 'postalCode', 'city', 'country'];

/** Billing and shipping addresses (shipping editable until a package leaves), or the store of a collected order. */
export const DocumentAddresses = ({ document, run }: DocumentProps & { run: RunAction }) => {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const editable = document.allowedActions.includes('ShippingAddress');
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h5" mb="xs">
        {t('documents.addresses')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('documents.billingAddress')}
          </Text>
          <AddressLines address={document.billingAddress} testId="billing-address" />
        </Stack>
        <Stack gap={4}>
          {document.shippingAddress ? (
            <>
              <Text size="sm" fw={600}>
                {t('documents.shippingAddress')}
              </Text>
              <AddressLines address={document.shippingAddress} testId="shipping-address" />
              {editable ? (
                <Button
                  size="compact-sm"
                  variant="default"
                  w="fit-content"
                  onClick={() => setEditing(true)}
                  data-testid="edit-shipping-address"
                >
                  {t('documents.editAddress')}
                </Button>
              ) : (
                document.documentType === 'Order' && (
                  <Text size="xs" c="dimmed">
                    {t('documents.addressLocked')}
                  </Text>
                )
              )}
            </>
          ) : (
            <>
              <Text size="sm" fw={600}>
                {t('documents.collectAt')}
              </Text>
              {document.store && <AddressLines address={document.store.address} testId="store-address" />}
              {document.store && <Text size="sm">{document.store.name}</Text>}
              {document.readyForPickupAt && (
                <Text size="sm" c="dimmed">
                  {t('documents.readyForPickupSince', { date: formatDateTime(document.readyForPickupAt) })}
                </Text>
              )}
            </>
          )}
        </Stack>
      </SimpleGrid>
      {document.shippingAddress && editing && (
        <AddressDialog
          address={document.shippingAddress}
          onClose={() => setEditing(false)}
          onSave={async (shippingAddress) => {
            const body = { id: document.id, version: document.version, shippingAddress };
            const parsed = ZShippingAddressChange.safeParse(body);
            if (!parsed.success) return fieldErrorsOf(parsed.error.issues, currentLocale());
            if (await run({ action: 'shippingAddress', body }, null)) setEditing(false);
            return {};
          }}
        />
      )}
    </Paper>
  );
};

const AddressDialog = ({
  address,
  onClose,
  onSave,
}: {
  address: TAddress;
  onClose: () => void;
  onSave: (address: TAddress) => Promise<Record<string, string>>;
}) => {
  const { t } = useTranslation();
  const [values, setValues] = useState<TAddress>(address);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors(await onSave(values));
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('documents.editAddress')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="address-form">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {fields.map((field) => (
            <TextInput
              key={field}
              name={field}
              label={t(`documents.${field}`)}
              required={required.includes(field)}
              value={values[field] ?? ''}
              error={errors[`shippingAddress.${field}`]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((previous) => ({
                  ...previous,
                  [field]: required.includes(field) ? value : value || null,
                }));
              }}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" gap="xs" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" data-testid="save-address">
            {t('common.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
};
