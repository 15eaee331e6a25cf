import '@/i18n/areas/users.ts';
import { genders } from '@colophon/contract';
import type { SelectProps } from '@mantine/core';
import { availableLocales } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { FieldSelect } from './field-select.tsx';

type FieldSelectProps = Omit<SelectProps, 'data' | 'label'>;

/** A person's gender, as the contract lists them. */
export const GenderSelect = (props: FieldSelectProps) => {
  const { t } = useTranslation();
  return (
    <FieldSelect
      label={t('user.gender')}
      data={genders.map((gender) => ({ value: gender, label: t(`user.genders.${gender}`) }))}
      allowDeselect={false}
      {...props}
    />
  );
};

/** The language of a person's mails and console, among the client's. */
export const LocaleSelect = (props: FieldSelectProps) => {
  const { t } = useTranslation();
  return (
    <FieldSelect
      label={t('user.locale')}
      data={availableLocales.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
      allowDeselect={false}
      {...props}
    />
  );
};
