import type { TSignature, TTag } from '@colophon/contract';
import { Button, Group, Modal, Paper, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmAction } from '@/components/confirm.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import {
  signaturesQueryOptions,
  tagsQueryOptions,
  useDeleteSignatures,
  useDeleteTags,
  useSaveSignature,
  useSaveTag,
} from './api/categories.ts';

const textIn = <T extends { locale: string }>(list: T[], locale: string) =>
  list.find((item) => item.locale === locale);

type Editing<T> = { entity: T | null } | null;

/** The tags, named in French and English, each edited in a dialog. */
export const TagsPanel = () => {
  const { t } = useTranslation();
  const tags = useQuery(tagsQueryOptions());
  const save = useSaveTag();
  const remove = useDeleteTags();
  const [editing, setEditing] = useState<Editing<TTag>>(null);
  const [names, setNames] = useState({ fr: '', en: '' });
  const open = (tag: TTag | null) => {
    setNames({
      fr: tag ? (textIn(tag.localizations, 'fr')?.name ?? '') : '',
      en: tag ? (textIn(tag.localizations, 'en')?.name ?? '') : '',
    });
    setEditing({ entity: tag });
  };
  const submit = async () => {
    const localizations = [
      { locale: 'fr' as const, name: names.fr },
      ...(names.en.trim() ? [{ locale: 'en' as const, name: names.en }] : []),
    ];
    const tag = editing?.entity;
    await save
      .mutateAsync(tag ? { id: tag.id, version: tag.version, localizations } : { localizations })
      .then(() => setEditing(null))
      .catch(() => undefined);
  };
  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => open(null)} data-testid="new-tag">
          {t('cms.tag.new')}
        </Button>
      </Group>
      <Paper withBorder>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('cms.post.french')}</Table.Th>
              <Table.Th>{t('cms.post.english')}</Table.Th>
              <Table.Th ta="right">{t('cms.tag.postsCount')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tags.data?.map((tag) => (
              <Table.Tr key={tag.id} data-testid="tag-row">
                <Table.Td>{textIn(tag.localizations, 'fr')?.name}</Table.Td>
                <Table.Td>{textIn(tag.localizations, 'en')?.name}</Table.Td>
                <Table.Td ta="right">{tag.postsCount}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end">
                    <Button size="xs" variant="default" onClick={() => open(tag)}>
                      {t('cms.tag.edit')}
                    </Button>
                    <Button
                      size="xs"
                      color="red.9"
                      variant="light"
                      onClick={async () => {
                        if (await confirmAction()) await remove.mutateAsync([tag.id]).catch(() => undefined);
                      }}
                    >
                      {t('cms.tag.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.entity ? t('cms.tag.edit') : t('cms.tag.new')}
      >
        <Stack>
          <TextInput
            label={t('cms.category.nameFr')}
            required
            value={names.fr}
            onChange={(event) => setNames({ ...names, fr: event.currentTarget.value })}
            name="nameFr"
            data-autofocus
          />
          <TextInput
            label={t('cms.category.nameEn')}
            value={names.en}
            onChange={(event) => setNames({ ...names, en: event.currentTarget.value })}
            name="nameEn"
          />
          <Button onClick={() => void submit()} loading={save.isPending} disabled={!names.fr.trim()}>
            {t('cms.tag.save')}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
};

const emptySignature = { nameFr: '', nameEn: '', roleFr: '', roleEn: '', pictureUrl: '' };

/** The signatures (who signs posts): names and roles in French and English, and a picture. */
export const SignaturesPanel = () => {
  const { t } = useTranslation();
  const signatures = useQuery(signaturesQueryOptions());
  const save = useSaveSignature();
  const remove = useDeleteSignatures();
  const [editing, setEditing] = useState<Editing<TSignature>>(null);
  const [values, setValues] = useState(emptySignature);
  const open = (signature: TSignature | null) => {
    const fr = signature ? textIn(signature.localizations, 'fr') : undefined;
    const en = signature ? textIn(signature.localizations, 'en') : undefined;
    setValues({
      nameFr: fr?.name ?? '',
      nameEn: en?.name ?? '',
      roleFr: fr?.role ?? '',
      roleEn: en?.role ?? '',
      pictureUrl: signature?.pictureUrl ?? '',
    });
    setEditing({ entity: signature });
  };
  const submit = async () => {
    const body = {
      localizations: [
        { locale: 'fr' as const, name: values.nameFr, role: values.roleFr.trim() || null },
        ...(values.nameEn.trim()
          ? [{ locale: 'en' as const, name: values.nameEn, role: values.roleEn.trim() || null }]
          : []),
      ],
      pictureUrl: values.pictureUrl.trim() || null,
    };
    const signature = editing?.entity;
    await save
      .mutateAsync(signature ? { ...body, id: signature.id, version: signature.version } : body)
      .then(() => setEditing(null))
      .catch(() => undefined);
  };
  const input = (name: keyof typeof emptySignature, label: string, required = false) => (
    <TextInput
      label={label}
      required={required}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.currentTarget.value })}
      name={name}
    />
  );
  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => open(null)} data-testid="new-signature">
          {t('cms.tag.newSignature')}
        </Button>
      </Group>
      <Paper withBorder>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('cms.category.name')}</Table.Th>
              <Table.Th>{t('cms.tag.role')}</Table.Th>
              <Table.Th ta="right">{t('cms.tag.postsCount')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {signatures.data?.map((signature) => {
              const fr = textIn(signature.localizations, 'fr') ?? signature.localizations[0];
              return (
                <Table.Tr key={signature.id} data-testid="signature-row">
                  <Table.Td>{fr?.name}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{fr?.role}</Text>
                  </Table.Td>
                  <Table.Td ta="right">{signature.postsCount}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end">
                      <Button size="xs" variant="default" onClick={() => open(signature)}>
                        {t('cms.tag.editSignature')}
                      </Button>
                      <Button
                        size="xs"
                        color="red.9"
                        variant="light"
                        onClick={async () => {
                          if (await confirmAction())
                            await remove.mutateAsync([signature.id]).catch(() => undefined);
                        }}
                      >
                        {t('cms.tag.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.entity ? t('cms.tag.editSignature') : t('cms.tag.newSignature')}
        size="lg"
      >
        <Stack>
          <SimpleGrid cols={2}>
            {input('nameFr', t('cms.category.nameFr'), true)}
            {input('nameEn', t('cms.category.nameEn'))}
            {input('roleFr', t('cms.tag.roleFr'))}
            {input('roleEn', t('cms.tag.roleEn'))}
          </SimpleGrid>
          {input('pictureUrl', t('cms.tag.pictureUrl'))}
          <Button onClick={() => void submit()} loading={save.isPending} disabled={!values.nameFr.trim()}>
            {t('cms.tag.save')}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
};
