import { genders, type TUser, ZUserCreate, ZUserUpdate } from '@colophon/contract';
import {
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../components/confirm.ts';
import { ConflictAlert } from '../../components/form/conflict-alert.tsx';
import { UnsavedChangesGuard } from '../../components/form/unsaved-changes-guard.tsx';
import { useDetailForm } from '../../components/form/use-detail-form.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { availableLocales } from '../../i18n/i18n.ts';
import { useDeleteUsers } from './api/delete-users.ts';
import { userQueryOptions } from './api/get-user.ts';
import { rolesQueryOptions } from './api/roles.ts';
import { useSaveUser } from './api/save-user.ts';
import { ClaimsPicker } from './components/claims-picker.tsx';
import { LoginLinkButton } from './components/login-link-button.tsx';

const route = getRouteApi('/_app/account/detail');

interface UserValues extends Record<string, unknown> {
  userName: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: (typeof genders)[number];
  mobilePhone: string;
  company: string;
  locale: 'fr' | 'en';
  claimTypes: { id: string }[];
  roles: { id: number }[];
}

const valuesOf = (user: TUser | undefined): UserValues => ({
  userName: user?.userName ?? '',
  email: user?.email ?? '',
  password: '',
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  dateOfBirth: user?.dateOfBirth ?? '',
  gender: user?.gender ?? 'Unknown',
  mobilePhone: user?.mobilePhone ?? '',
  company: user?.company ?? '',
  locale: user?.locale ?? 'fr',
  claimTypes: user?.claimTypes ?? [],
  roles: user?.roles.map((role) => ({ id: role.id })) ?? [],
});

/** The form's values as the API takes them: empty optional texts are null. */
const toBody = (values: UserValues) => ({
  ...values,
  dateOfBirth: values.dateOfBirth || null,
  mobilePhone: values.mobilePhone || null,
  company: values.company || null,
});

/** /account/detail: a user's fields, permissions and roles; `?id=` edits, none creates. */
export const UserDetailPage = () => {
  const { id } = route.useSearch();
  return id ? <ExistingUser id={id} /> : <UserForm key="new" user={undefined} />;
};

const ExistingUser = ({ id }: { id: number }) => {
  const user = useSuspenseQuery(userQueryOptions(id)).data;
  return <UserForm key={id} user={user} />;
};

const UserForm = ({ user }: { user: TUser | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveUser();
  const remove = useDeleteUsers();
  const roles = useQuery(rolesQueryOptions());
  const detail = useDetailForm<UserValues>(
    user ? ZUserUpdate.omit({ id: true, version: true }) : ZUserCreate,
    valuesOf(user),
    toBody,
  );
  const { form, field, submit, serverError } = detail;

  const onSubmit = submit(async (values) => {
    const saved = await save.mutateAsync(
      user ? { ...toBody(values), id: user.id, version: user.version } : toBody(values),
    );
    form.setFieldValue('password', '');
    if (!user) {
      detail.allowLeave();
      await navigate({ to: '/account/detail', search: { id: saved.id }, replace: true });
    }
  });

  const reload = async () => {
    if (!user) return;
    const fresh = await queryClient.fetchQuery({ ...userQueryOptions(user.id), staleTime: 0 });
    detail.reset(valuesOf(fresh));
  };

  const onDelete = async () => {
    if (!user || !(await confirmAction())) return;
    await remove.mutateAsync([user.id]);
    detail.allowLeave();
    await navigate({ to: '/account' });
  };

  const title = user ? `${user.firstName} ${user.lastName}`.trim() || user.userName : t('user.newUser');

  return (
    <form onSubmit={onSubmit} noValidate data-testid="user-form">
      <UnsavedChangesGuard when={() => detail.isDirty() && !detail.leaveAllowed()} />
      <PageHeader title={title}>
        {user && <LoginLinkButton userId={user.id} />}
        {user && (
          <Button variant="outline" color="red.9" onClick={() => void onDelete()} data-testid="delete-user">
            {t('common.delete')}
          </Button>
        )}
        <Button type="submit" loading={save.isPending} data-testid="save">
          {user ? t('common.save') : t('common.create')}
        </Button>
      </PageHeader>
      <Stack gap="md">
        {detail.conflict && <ConflictAlert onReload={() => void reload()} onKeep={detail.dismissConflict} />}
        <Paper withBorder p="md" component="section" aria-labelledby="identity">
          <Title order={2} size="h4" mb="sm" id="identity">
            {t('user.identity')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('user.userName')}
              required
              autoComplete="off"
              {...field('userName')}
              name="userName"
            />
            <TextInput
              label={t('user.email')}
              required
              type="email"
              autoComplete="off"
              {...field('email')}
              name="email"
            />
            <TextInput label={t('user.firstName')} required {...field('firstName')} name="firstName" />
            <TextInput label={t('user.lastName')} required {...field('lastName')} name="lastName" />
            <PasswordInput
              label={t('user.password')}
              description={user ? t('user.passwordHint') : undefined}
              autoComplete="new-password"
              required={!user}
              {...field('password')}
              name="password"
            />
            <TextInput
              label={t('user.dateOfBirth')}
              type="date"
              {...field('dateOfBirth')}
              name="dateOfBirth"
            />
            <Select
              label={t('user.gender')}
              data={genders.map((gender) => ({ value: gender, label: t(`user.genders.${gender}`) }))}
              allowDeselect={false}
              {...field('gender')}
              name="gender"
            />
            <Select
              label={t('user.locale')}
              data={availableLocales.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
              allowDeselect={false}
              {...field('locale')}
              name="locale"
            />
            <TextInput
              label={t('user.mobilePhone')}
              type="tel"
              {...field('mobilePhone')}
              name="mobilePhone"
            />
            <TextInput label={t('user.company')} {...field('company')} name="company" />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md" component="section" aria-labelledby="roles">
          <Title order={2} size="h4" id="roles">
            {t('user.roles')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('user.rolesHint')}
          </Text>
          <Checkbox.Group
            aria-labelledby="roles"
            value={form.getValues().roles.map((role) => String(role.id))}
            onChange={(ids) =>
              form.setFieldValue(
                'roles',
                ids.map((roleId) => ({ id: Number(roleId) })),
              )
            }
            error={serverError('roles')}
          >
            <Group gap="lg">
              {(roles.data?.items ?? []).map((role) => (
                <Checkbox
                  key={role.id}
                  value={String(role.id)}
                  label={role.name}
                  data-testid={`role-${role.name}`}
                />
              ))}
            </Group>
          </Checkbox.Group>
        </Paper>
        <Paper withBorder p="md" component="section" aria-labelledby="permissions">
          <Title order={2} size="h4" id="permissions">
            {t('user.permissions')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('user.permissionsHint')}
          </Text>
          <ClaimsPicker
            name="claimTypes"
            value={form.getValues().claimTypes}
            onChange={(claims) => form.setFieldValue('claimTypes', claims)}
            error={serverError('claimTypes')}
          />
        </Paper>
      </Stack>
    </form>
  );
};
