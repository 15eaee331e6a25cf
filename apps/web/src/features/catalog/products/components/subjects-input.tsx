import type { TSubject } from '@colophon/contract';
import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Subjects of a scheme (CLIL or Thema): a code and its heading each. */
export const SubjectsInput = ({
  label,
  value,
  onChange,
  error,
  name,
}: {
  label: string;
  value: TSubject[];
  onChange: (value: TSubject[]) => void;
  error?: string | undefined;
  name: string;
}) => {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<TSubject>) =>
    onChange(value.map((subject, at) => (at === index ? { ...subject, ...patch } : subject)));
  return (
    <Input.Wrapper label={label} error={error}>
      <Stack gap="xs" mt={4}>
        {value.map((subject, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
          <Group key={index} gap="xs" wrap="nowrap">
            <TextInput
              aria-label={t('catalog.product.subjectCode', { label, position: index + 1 })}
              value={subject.code}
              onChange={(event) => set(index, { code: event.currentTarget.value })}
              w={110}
              name={`${name}.${index}.code`}
            />
            <TextInput
              aria-label={t('catalog.product.subjectLabel', { label, position: index + 1 })}
              value={subject.label}
              onChange={(event) => set(index, { label: event.currentTarget.value })}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('catalog.product.removeSubject', { code: subject.code })}
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
            onClick={() => onChange([...value, { code: '', label: '' }])}
          >
            {t('catalog.product.addSubject')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
};
