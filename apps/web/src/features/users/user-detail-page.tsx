import '@/i18n/areas/users.ts';
import { type genders, type TUser, ZUserCreate, ZUserUpdate } from '@colophon/contract';
import { Checkbox, Group, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { DetailById } from '@/components/detail-page/detail-by-id.tsx';
import { DetailFormFrame } from '@/components/detail-page/detail-form-frame.tsx';
import { useSimpleDetail } from '@/components/detail-page/use-simple-detail.ts';
import { DateField } from '@/components/form/date-fields.tsx';
import { FormSection } from '@/components/form/form-section.tsx';
import { GenderSelect, LocaleSelect } from '@/components/form/person-selects.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
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
export const UserDetailPage = () => (
  <DetailById id={route.useSearch().id} query={userQueryOptions} form={(user) => <UserForm user={user} />} />
);

const UserForm = ({ user }: { user: TUser | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const roles = useQuery(rolesQueryOptions());
  const { detail, current, frame } = useSimpleDetail({
    entity: user,
    schemas: { create: ZUserCreate, update: ZUserUpdate },
    valuesOf,
    toBody,
    query: userQueryOptions,
    save: useSaveUser(),
    remove: useDeleteUsers(),
    onCreated: (id) => navigate({ to: '/account/detail', search: { id }, replace: true }),
    onDeleted: () => navigate({ to: '/account' }),
  });
  const { form, field, serverError } = detail;
  // The rights the ticked roles give, with the roles giving each: the grid shows what the user may really do.
  const givenByRoles = new Map<string, string[]>();
  const ticked = new Set(form.getValues().roles.map((role) => role.id));
  for (const role of roles.data?.items ?? []) {
    if (!ticked.has(role.id)) continue;
    for (const { id } of role.claimTypes) givenByRoles.set(id, [...(givenByRoles.get(id) ?? []), role.name]);
  }
  const title = current
    ? `${current.firstName} ${current.lastName}`.trim() || current.userName
    : t('user.newUser');

  return (
    <DetailFormFrame
      {...frame}
      title={title}
      actions={current && <LoginLinkButton userId={current.id} />}
      comparable={false}
      testId="user-form"
      deleteTestId="delete-user"
    >
      <FormSection id="identity" title={t('user.identity')}>
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
          <DateField label={t('user.dateOfBirth')} {...field('dateOfBirth')} name="dateOfBirth" />
          <GenderSelect {...field('gender')} name="gender" />
          <LocaleSelect {...field('locale')} name="locale" />
          <TextInput label={t('user.mobilePhone')} type="tel" {...field('mobilePhone')} name="mobilePhone" />
          <TextInput label={t('user.company')} {...field('company')} name="company" />
        </SimpleGrid>
      </FormSection>
      <FormSection id="roles" title={t('user.roles')} hint={t('user.rolesHint')}>
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
      </FormSection>
      <FormSection id="permissions" title={t('user.permissions')} hint={t('user.permissionsHint')}>
        <ClaimsPicker
          name="claimTypes"
          givenByRoles={givenByRoles}
          value={form.getValues().claimTypes}
          onChange={(claims) => form.setFieldValue('claimTypes', claims)}
          error={serverError('claimTypes')}
        />
      </FormSection>
    </DetailFormFrame>
  );
};
