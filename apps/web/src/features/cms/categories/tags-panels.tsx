import type {
  TSignature,
  TSignatureCreate,
  TSignatureUpdate,
  TTag,
  TTagCreate,
  TTagUpdate,
} from '@colophon/contract';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation.ts';
import {
  signaturesQueryOptions,
  tagsQueryOptions,
  useDeleteSignatures,
  useDeleteTags,
  useSaveSignature,
  useSaveTag,
} from './api/categories.ts';
import { LocalizedPairsPanel, textIn } from './localized-pairs-panel.tsx';

/** The tags, named in French and English, each edited in a dialog. */
export const TagsPanel = () => {
  const { t } = useTranslation();
  const tags = useQuery(tagsQueryOptions());
  return (
    <LocalizedPairsPanel<TTag, 'nameFr' | 'nameEn', TTagCreate | TTagUpdate>
      items={tags.data}
      save={useSaveTag()}
      remove={useDeleteTags()}
      testIds={{ new: 'new-tag', row: 'tag-row' }}
      labels={{ new: t('cms.tag.new'), edit: t('cms.tag.edit') }}
      columns={[
        { header: t('cms.post.french'), cell: (tag) => textIn(tag.localizations, 'fr')?.name },
        { header: t('cms.post.english'), cell: (tag) => textIn(tag.localizations, 'en')?.name },
      ]}
      pairs={[
        { fr: 'nameFr', en: 'nameEn', labelFr: t('cms.category.nameFr'), labelEn: t('cms.category.nameEn') },
      ]}
      valuesOf={(tag) => ({
        nameFr: tag ? (textIn(tag.localizations, 'fr')?.name ?? '') : '',
        nameEn: tag ? (textIn(tag.localizations, 'en')?.name ?? '') : '',
      })}
      bodyOf={(names, tag) => {
        const localizations = [
          { locale: 'fr' as const, name: names.nameFr },
          ...(names.nameEn.trim() ? [{ locale: 'en' as const, name: names.nameEn }] : []),
        ];
        return tag ? { id: tag.id, version: tag.version, localizations } : { localizations };
      }}
    />
  );
};

type SignatureField = 'nameFr' | 'nameEn' | 'roleFr' | 'roleEn' | 'pictureUrl';

/** The signatures (who signs posts): names and roles in French and English, and a picture. */
export const SignaturesPanel = () => {
  const { t } = useTranslation();
  const signatures = useQuery(signaturesQueryOptions());
  return (
    <LocalizedPairsPanel<TSignature, SignatureField, TSignatureCreate | TSignatureUpdate>
      items={signatures.data}
      save={useSaveSignature()}
      remove={useDeleteSignatures()}
      testIds={{ new: 'new-signature', row: 'signature-row' }}
      labels={{ new: t('cms.tag.newSignature'), edit: t('cms.tag.editSignature') }}
      columns={[
        {
          header: t('cms.category.name'),
          cell: (signature) => (textIn(signature.localizations, 'fr') ?? signature.localizations[0])?.name,
        },
        {
          header: t('cms.tag.role'),
          cell: (signature) => (
            <Text size="sm">
              {(textIn(signature.localizations, 'fr') ?? signature.localizations[0])?.role}
            </Text>
          ),
        },
      ]}
      pairs={[
        { fr: 'nameFr', en: 'nameEn', labelFr: t('cms.category.nameFr'), labelEn: t('cms.category.nameEn') },
        { fr: 'roleFr', en: 'roleEn', labelFr: t('cms.tag.roleFr'), labelEn: t('cms.tag.roleEn') },
      ]}
      others={[{ name: 'pictureUrl', label: t('cms.tag.pictureUrl') }]}
      modalSize="lg"
      valuesOf={(signature) => {
        const fr = signature ? textIn(signature.localizations, 'fr') : undefined;
        const en = signature ? textIn(signature.localizations, 'en') : undefined;
        return {
          nameFr: fr?.name ?? '',
          nameEn: en?.name ?? '',
          roleFr: fr?.role ?? '',
          roleEn: en?.role ?? '',
          pictureUrl: signature?.pictureUrl ?? '',
        };
      }}
      bodyOf={(values, signature) => {
        const body = {
          localizations: [
            { locale: 'fr' as const, name: values.nameFr, role: values.roleFr.trim() || null },
            ...(values.nameEn.trim()
              ? [{ locale: 'en' as const, name: values.nameEn, role: values.roleEn.trim() || null }]
              : []),
          ],
          pictureUrl: values.pictureUrl.trim() || null,
        };
        return signature ? { ...body, id: signature.id, version: signature.version } : body;
      }}
    />
  );
};
