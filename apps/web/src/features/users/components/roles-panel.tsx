import type { TRole } from '@colophon/contract';
import { Alert, Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { confirmAction } from '@/components/confirm.ts';
import { ListTable } from '@/components/list-page/list-table.tsx';
import { rolesQueryOptions, useDeleteRole } from '@/features/users/api/roles.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { errorText } from '@/lib/api-error.ts';

/** The role form (its schema, the claims picker) loads with the roles tab, not with the users list. */
const loadRoleModal = () => import('./role-modal.tsx');
const RoleModal = lazy(async () => ({ default: (await loadRoleModal()).RoleModal }));

/** The roles: named sets of claims, created, edited and deleted here. */
export const RolesPanel = () => {
  const { t } = useTranslation();
  const roles = useQuery(rolesQueryOptions());
  const deleteRole = useDeleteRole();
  const [editing, setEditing] = useState<TRole | 'new' | null>(null);
  useEffect(() => {
    void loadRoleModal();
  }, []);

  const remove = async (role: TRole) => {
    if (await confirmAction()) deleteRole.mutate(role.id);
  };

  if (roles.error && !roles.data) {
    return (
      <Alert color="red" variant="light" title={t('common.loadFailed')} role="alert">
        {errorText(roles.error)}
      </Alert>
    );
  }
  return (
    <>
      <Group justify="flex-end" mb="sm">
        <Button variant="light" onClick={() => setEditing('new')} data-testid="new-role">
          {t('role.newRole')}
        </Button>
      </Group>
      <ListTable<TRole>
        minHeight={150}
        fetching={roles.isFetching}
        records={roles.data?.items ?? []}
        onRowClick={(record) => setEditing(record)}
        columns={[
          { accessor: 'name', title: t('role.name') },
          { accessor: 'description', title: t('role.description') },
          { accessor: 'claimTypes', title: t('role.claimCount'), render: (role) => role.claimTypes.length },
          { accessor: 'userCount', title: t('role.userCount') },
          {
            accessor: 'actions',
            title: t('common.actions'),
            textAlign: 'right',
            render: (role) => (
              <Button
                size="compact-xs"
                variant="outline"
                color="red.9"
                onClick={(event) => {
                  event.stopPropagation();
                  void remove(role);
                }}
                aria-label={`${t('common.delete')} ${role.name}`}
              >
                {t('common.delete')}
              </Button>
            ),
          },
        ]}
      />
      {editing && (
        <Suspense fallback={null}>
          <RoleModal role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
};
