import { type TRole, ZRoleCreate, ZRoleUpdate } from '@colophon/contract';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useDetailForm } from '@/components/form/use-detail-form.ts';
import { useSaveRole } from '@/features/users/api/roles.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ClaimsPicker } from './claims-picker.tsx';

interface RoleValues extends Record<string, unknown> {
  name: string;
  description: string;
  claimTypes: { id: string }[];
}

/** Creates or edits a role: its name, description and claims. */
export const RoleModal = ({ role, onClose }: { role: TRole | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const save = useSaveRole();
  const initial: RoleValues = {
    name: role?.name ?? '',
    description: role?.description ?? '',
    claimTypes: role?.claimTypes ?? [],
  };
  const { field, submit, serverError, form } = useDetailForm<RoleValues>(
    role ? ZRoleUpdate.omit({ id: true, version: true }) : ZRoleCreate,
    initial,
  );
  const onSubmit = submit(async (values) => {
    await save.mutateAsync(role ? { ...values, id: role.id, version: role.version } : values);
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={role ? t('role.editRole') : t('role.newRole')} size="xl">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput label={t('role.name')} required {...field('name')} data-testid="role-name" />
          <Textarea label={t('role.description')} autosize minRows={2} {...field('description')} />
          <ClaimsPicker
            name="role"
            value={form.getValues().claimTypes}
            onChange={(claims) => form.setFieldValue('claimTypes', claims)}
            error={serverError('claimTypes')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="role-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
