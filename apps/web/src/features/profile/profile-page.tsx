import { genders, type TCurrentUser, ZProfileUpdate } from '@colophon/contract';
import {
  Button,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConflictAlert } from '../../components/form/conflict-alert.tsx';
import { UnsavedChangesGuard } from '../../components/form/unsaved-changes-guard.tsx';
import { useDetailForm } from '../../components/form/use-detail-form.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { availableLocales, changeLocale } from '../../i18n/i18n.ts';
import { currentUserQueryOptions, useCurrentUser, useUpdateCurrentUser } from '../auth/api/current-user.ts';

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
  const { field, submit } = detail;

  const onSubmit = submit(async (values) => {
    const saved = await update.mutateAsync(toBody(values));
    detail.reset(valuesOf(saved));
    await changeLocale(saved.locale);
  });

  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
    detail.reset(valuesOf(fresh));
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard when={detail.isDirty} />
      <PageHeader title={t('screens.profile')}>
        <Button type="submit" loading={update.isPending} data-testid="save">
          {t('common.save')}
        </Button>
      </PageHeader>
      <Stack>
        <ConflictAlert detail={detail} onReload={reload} />
        <Paper withBorder p="md" component="section" aria-labelledby="details">
          <Title order={2} size="h4" mb="sm" id="details">
            {t('profile.details')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('user.userName')} : {user.userName}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('user.firstName')} required {...field('firstName')} name="firstName" />
            <TextInput label={t('user.lastName')} required {...field('lastName')} name="lastName" />
            <TextInput label={t('user.email')} required type="email" {...field('email')} name="email" />
            <TextInput
              label={t('user.mobilePhone')}
              type="tel"
              {...field('mobilePhone')}
              name="mobilePhone"
            />
            <Select
              label={t('user.gender')}
              data={genders.map((gender) => ({ value: gender, label: t(`user.genders.${gender}`) }))}
              allowDeselect={false}
              {...field('gender')}
            />
            <Select
              label={t('user.locale')}
              data={availableLocales.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
              allowDeselect={false}
              {...field('locale')}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md" component="section" aria-labelledby="password">
          <Title order={2} size="h4" id="password">
            {t('profile.password')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('profile.passwordHint')}
          </Text>
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
        </Paper>
      </Stack>
    </form>
  );
};
