import '@/i18n/areas/users.ts';
import type { TUserSummary } from '@colophon/contract';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { FilterSelect } from '@/components/list-page/filter-select.tsx';
import type { ListColumn } from '@/components/list-page/list-page.tsx';
import { SimpleList } from '@/components/list-page/simple-list-page.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Tabs } from '@/components/plain-tabs.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDate, formatDateTime } from '@/lib/format.ts';
import { listQuery, type TListSearch } from '@/lib/search.ts';
import { useDeleteUsers } from './api/delete-users.ts';
import { usersQueryOptions } from './api/get-users.ts';
import { rolesQueryOptions } from './api/roles.ts';
import { RolesPanel } from './components/roles-panel.tsx';

const route = getRouteApi('/_app/account');

/** /account: the users, searchable, filtered by role, paged; the roles in a second tab. */
export const UserListPage = () => {
  const { t } = useTranslation();
  const { tab = 'users', ...search } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <>
      <PageHeader title={t('screens.account')}>
        <Button component={Link} to="/account/detail" data-testid="new-user">
          {t('user.newUser')}
        </Button>
      </PageHeader>
      <Tabs
        value={tab}
        onChange={(value) => void navigate({ search: { tab: value === 'roles' ? 'roles' : undefined } })}
      >
        <Tabs.List style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
          <Tabs.Tab value="users">{t('user.usersTab')}</Tabs.Tab>
          <Tabs.Tab value="roles" data-testid="roles-tab">
            {t('user.rolesTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users">
          <UsersTable
            search={search}
            onSearchChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
            onOpen={(id) => void navigate({ to: '/account/detail', search: { id } })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="roles">
          <RolesPanel />
        </Tabs.Panel>
      </Tabs>
    </>
  );
};

interface UsersTableProps {
  search: TListSearch & { roleId?: number | undefined };
  onSearchChange: (patch: TListSearch & { roleId?: number | undefined }) => void;
  onOpen: (id: number) => void;
}

const UsersTable = ({ search, onSearchChange, onOpen }: UsersTableProps) => {
  const { t } = useTranslation();
  const users = useQuery(usersQueryOptions(listQuery(search)));
  const roles = useQuery(rolesQueryOptions());
  const deleteUsers = useDeleteUsers();

  const columns: ListColumn<TUserSummary>[] = [
    {
      accessor: 'userName',
      title: t('user.userName'),
      sortable: true,
      toggleable: false,
      csv: (user) => user.userName,
    },
    {
      accessor: 'lastName',
      title: t('user.name'),
      sortable: true,
      toggleable: true,
      render: (user) => `${user.firstName} ${user.lastName}`,
      csv: (user) => `${user.firstName} ${user.lastName}`,
    },
    {
      accessor: 'email',
      title: t('user.email'),
      sortable: true,
      toggleable: true,
      csv: (user) => user.email,
    },
    {
      accessor: 'roles',
      title: t('user.roles'),
      toggleable: true,
      render: (user) => user.roles.map((role) => role.name).join(', '),
      csv: (user) => user.roles.map((role) => role.name).join(', '),
    },
    {
      accessor: 'createdAt',
      title: t('user.createdAt'),
      sortable: true,
      toggleable: true,
      render: (user) => formatDate(user.createdAt),
      csv: (user) => formatDate(user.createdAt),
    },
    {
      accessor: 'lastLoginAt',
      title: t('user.lastLoginAt'),
      sortable: true,
      toggleable: true,
      defaultToggle: false,
      render: (user) => formatDateTime(user.lastLoginAt),
      csv: (user) => formatDateTime(user.lastLoginAt),
    },
  ];

  return (
    <SimpleList<TUserSummary>
      listKey="users"
      csvFileName="users"
      columns={columns}
      query={users}
      remove={deleteUsers}
      search={search}
      onSearchChange={onSearchChange}
      onRowClick={(user) => onOpen(user.id)}
      rowHref={(user) => `/account/detail?id=${user.id}`}
      filters={
        <FilterSelect
          aria-label={t('user.roles')}
          placeholder={t('user.allRoles')}
          data={(roles.data?.items ?? []).map((role) => ({ value: String(role.id), label: role.name }))}
          value={search.roleId ? String(search.roleId) : null}
          onChange={(value) => onSearchChange({ roleId: value ? Number(value) : undefined, page: undefined })}
          w={220}
          data-testid="role-filter"
        />
      }
    />
  );
};
