import type { TContributor } from '@colophon/contract';
import { Select, TextInput } from '@mantine/core';
import { type RowsFieldProps, RowsInput } from '@/components/form/rows-input.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The usual contributor roles of ONIX code list 17; another code read from the feed is kept as is. */
const roles = ['A01', 'A12', 'A13', 'A15', 'A19', 'B01', 'B06', 'E07'] as const;

/** The contributors of a product, in order: a name and a role each. */
export const ContributorsInput = (props: RowsFieldProps<TContributor>) => {
  const { t } = useTranslation();
  const roleOptions = (current: string) => [
    ...roles.map((role) => ({ value: role, label: t(`catalog.product.roles.${role}`) })),
    ...((roles as readonly string[]).includes(current) ? [] : [{ value: current, label: current }]),
  ];
  return (
    <RowsInput
      {...props}
      empty={{ name: '', role: 'A01' }}
      addLabel={t('catalog.product.addContributor')}
      removeLabel={(contributor) => t('catalog.product.removeContributor', { name: contributor.name })}
    >
      {(contributor, index, set) => (
        <>
          <TextInput
            aria-label={t('catalog.product.contributorName', { position: index + 1 })}
            value={contributor.name}
            onChange={(event) => set({ name: event.currentTarget.value })}
            style={{ flex: 1 }}
            name={`authors.${index}.name`}
          />
          <Select
            aria-label={t('catalog.product.contributorRole', { position: index + 1 })}
            data={roleOptions(contributor.role)}
            value={contributor.role}
            onChange={(role) => set({ role: role ?? 'A01' })}
            allowDeselect={false}
            w={200}
          />
        </>
      )}
    </RowsInput>
  );
};
