import type { TContributor } from '@colophon/contract';
import { ActionIcon, Button, Group, Input, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The usual contributor roles of ONIX code list 17; another code read from the feed is kept as is. */
const roles = ['A01', 'A12', 'A13', 'A15', 'A19', 'B01', 'B06', 'E07'] as const;

/** The contributors of a product, in order: a name and a role each. */
export const ContributorsInput = ({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: TContributor[];
  onChange: (value: TContributor[]) => void;
  error?: string | undefined;
}) => {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<TContributor>) =>
    onChange(value.map((contributor, at) => (at === index ? { ...contributor, ...patch } : contributor)));
  const roleOptions = (current: string) => [
    ...roles.map((role) => ({ value: role, label: t(`catalog.product.roles.${role}`) })),
    ...((roles as readonly string[]).includes(current) ? [] : [{ value: current, label: current }]),
  ];
  return (
    <Input.Wrapper label={label} error={error}>
      <Stack gap="xs" mt={4}>
        {value.map((contributor, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
          <Group key={index} gap="xs" wrap="nowrap">
            <TextInput
              aria-label={t('catalog.product.contributorName', { position: index + 1 })}
              value={contributor.name}
              onChange={(event) => set(index, { name: event.currentTarget.value })}
              style={{ flex: 1 }}
              name={`authors.${index}.name`}
            />
            <Select
              aria-label={t('catalog.product.contributorRole', { position: index + 1 })}
              data={roleOptions(contributor.role)}
              value={contributor.role}
              onChange={(role) => set(index, { role: role ?? 'A01' })}
              allowDeselect={false}
              w={200}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('catalog.product.removeContributor', { name: contributor.name })}
              onClick={() => onChange(value.filter((_item, at) => at !== index))}
            >
              ✕
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => onChange([...value, { name: '', role: 'A01' }])}
          >
            {t('catalog.product.addContributor')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
};
