import '@/i18n/areas/profile.ts';
import '@/i18n/areas/users.ts';
import { type genders, type TCurrentUser, ZProfileUpdate } from '@colophon/contract';
import { PasswordInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { DetailFormFrame } from '@/components/detail-page/detail-form-frame.tsx';
import { FormSection } from '@/components/form/form-section.tsx';
import { GenderSelect, LocaleSelect } from '@/components/form/person-selects.tsx';
import { useDetailForm } from '@/components/form/use-detail-form.ts';
import { changeLocale } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { currentUserQueryOptions, useCurrentUser, useUpdateCurrentUser } from '@/lib/current-user.ts';

interface ProfileValues extends Record<string, unknown> {
  email: string;
  firstName: string;
  lastName: string;
  gender: (typeof genders)[number];
  mobilePhone: string;
  locale: 'fr' | 'en';
  currentPassword: string;
  newPassword: string;
  version: number;
}

const valuesOf = (user: TCurrentUser): ProfileValues => ({
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  gender: user.gender,
  mobilePhone: user.mobilePhone ?? '',
  locale: user.locale,
  currentPassword: '',
  newPassword: '',
  version: user.version,
});

const toBody = (values: ProfileValues) => ({ ...values, mobilePhone: values.mobilePhone || null });

/** /profile: one's own details, language and password (the current one is asked to change it). */
export const ProfilePage = () => {
  const user = useCurrentUser();
  return <ProfileForm key={user.id} user={user} />;
};

const ProfileForm = ({ user }: { user: TCurrentUser }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateCurrentUser();
  const detail = useDetailForm<ProfileValues>(ZProfileUpdate, valuesOf(user), toBody);
  const { field } = detail;

  const onSubmit = detail.submit(async (values) => {
    const saved = await update.mutateAsync(toBody(values));
    detail.reset(valuesOf(saved));
    await changeLocale(saved.locale);
  });

  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
    detail.reset(valuesOf(fresh));
  };

  return (
    <DetailFormFrame
      detail={detail}
      title={t('screens.profile')}
      onSubmit={onSubmit}
      saving={update.isPending}
      onReload={reload}
    >
      <FormSection id="details" title={t('profile.details')}>
        <Text size="sm" c="dimmed" mb="sm">
          {t('user.userName')} : {user.userName}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('user.firstName')} required {...field('firstName')} name="firstName" />
          <TextInput label={t('user.lastName')} required {...field('lastName')} name="lastName" />
          <TextInput label={t('user.email')} required type="email" {...field('email')} name="email" />
          <TextInput label={t('user.mobilePhone')} type="tel" {...field('mobilePhone')} name="mobilePhone" />
          <GenderSelect {...field('gender')} />
          <LocaleSelect {...field('locale')} />
        </SimpleGrid>
      </FormSection>
      <FormSection id="password" title={t('profile.password')} hint={t('profile.passwordHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PasswordInput
            label={t('profile.currentPassword')}
            autoComplete="current-password"
            {...field('currentPassword')}
            name="currentPassword"
          />
          <PasswordInput
            label={t('profile.newPassword')}
            autoComplete="new-password"
            {...field('newPassword')}
            name="newPassword"
          />
        </SimpleGrid>
      </FormSection>
    </DetailFormFrame>
  );
};
