import type { TSubject, TSubjectScheme } from '@colophon/contract';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type RowsFieldProps, RowsInput } from '@/components/form/rows-input.tsx';
import { subjectsQueryOptions } from '@/features/catalog/products/api/get-subjects.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

const shown = (subject: TSubject) => (subject.label ? `${subject.label} (${subject.code})` : subject.code);

/**
 * One subject, chosen among those the catalogue carries by words of its heading or its code, each
 * with how many products carry it: code and heading come together, never typed. A subject the list
 * does not hold (from a feed) stays as it is.
 */
const SubjectPicker = ({
  scheme,
  value,
  onChange,
  label,
  name,
}: {
  scheme: TSubjectScheme;
  value: TSubject;
  onChange: (subject: TSubject) => void;
  label: string;
  name: string;
}) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), 250);
  // The box shows the chosen subject's name: that is no search.
  const words = value.code && typed === shown(value) ? '' : typed;
  const found = useQuery(subjectsQueryOptions(scheme, words)).data ?? [];
  const subjects = [
    ...(value.code && !found.some((each) => each.value === value.code)
      ? [{ value: value.code, label: value.label, count: undefined }]
      : []),
    ...found.map((each) => ({
      value: each.value,
      label: each.label,
      count: each.count as number | undefined,
    })),
  ];
  return (
    <Select
      aria-label={label}
      name={name}
      searchable
      data={subjects.map((each) => ({
        value: each.value,
        label: shown({ code: each.value, label: each.label }),
      }))}
      // The catalogue answers for the words; the box does not filter them again.
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      value={value.code || null}
      onChange={(code) => {
        const chosen = subjects.find((each) => each.value === code);
        onChange({ code: code ?? '', label: chosen?.label ?? '' });
      }}
      renderOption={({ option }) => {
        const count = subjects.find((each) => each.value === option.value)?.count;
        return count === undefined
          ? option.label
          : `${option.label} · ${t('catalog.product.subjectProducts', { count })}`;
      }}
      placeholder={t('catalog.product.subjectSearch')}
      nothingFoundMessage={t('catalog.product.subjectNone')}
      style={{ flex: 1 }}
      data-testid={`subject-${name}`}
    />
  );
};

/** Subjects of a scheme (CLIL or Thema), each chosen among the catalogue's. */
export const SubjectsInput = ({
  name,
  scheme,
  ...props
}: RowsFieldProps<TSubject> & { name: string; scheme: TSubjectScheme }) => {
  const { t } = useTranslation();
  return (
    <RowsInput
      {...props}
      empty={{ code: '', label: '' }}
      addLabel={t('catalog.product.addSubject')}
      removeLabel={(subject) => t('catalog.product.removeSubject', { code: subject.code })}
    >
      {(subject, index, set) => (
        <SubjectPicker
          scheme={scheme}
          value={subject}
          onChange={(chosen) => set(chosen)}
          label={t('catalog.product.subjectPick', { label: props.label, position: index + 1 })}
          name={`${name}.${index}.code`}
        />
      )}
    </RowsInput>
  );
};
