import type { TSubject } from '@colophon/contract';
import { TextInput } from '@mantine/core';
import { type RowsFieldProps, RowsInput } from '@/components/form/rows-input.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

/** Subjects of a scheme (CLIL or Thema): a code and its heading each. */
export const SubjectsInput = ({ name, ...props }: RowsFieldProps<TSubject> & { name: string }) => {
  const { t } = useTranslation();
  return (
    <RowsInput
      {...props}
      empty={{ code: '', label: '' }}
      addLabel={t('catalog.product.addSubject')}
      removeLabel={(subject) => t('catalog.product.removeSubject', { code: subject.code })}
    >
      {(subject, index, set) => (
        <>
          <TextInput
            aria-label={t('catalog.product.subjectCode', { label: props.label, position: index + 1 })}
            value={subject.code}
            onChange={(event) => set({ code: event.currentTarget.value })}
            w={110}
            name={`${name}.${index}.code`}
          />
          <TextInput
            aria-label={t('catalog.product.subjectLabel', { label: props.label, position: index + 1 })}
            value={subject.label}
            onChange={(event) => set({ label: event.currentTarget.value })}
            style={{ flex: 1 }}
          />
        </>
      )}
    </RowsInput>
  );
};
