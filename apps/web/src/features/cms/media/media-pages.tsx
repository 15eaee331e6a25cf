import '@/i18n/areas/cms.ts';
import { mediaKindOf, mediaTypes, type TMedia, type TMediaType } from '@colophon/contract';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { confirmAction } from '@/components/confirm.ts';
import { DetailById } from '@/components/detail-page/detail-by-id.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { apiUrl } from '@/lib/api.ts';
import { ApiError } from '@/lib/api-error.ts';
import { notifyFailure, notifySuccess } from '@/lib/notify.ts';
import { mediaQueryOptions, useDeleteMedia, useSaveMedia } from './api/media.ts';
import { EmbedFrame, MediaGrid, weight } from './media-library.tsx';

const listRoute = getRouteApi('/_app/cms/media');
const detailRoute = getRouteApi('/_app/cms/media/detail');

/** /cms/media: the library as a grid (search, type filter, pages) with the add form. */
export const MediaListPage = () => {
  const { t } = useTranslation();
  const search = listRoute.useSearch();
  const navigate = listRoute.useNavigate();
  const open = useNavigate();
  return (
    <Stack>
      <PageHeader title={t('screens.cmsMedia')} />
      <MediaGrid
        search={search}
        onSearchChange={(patch) => void navigate({ search: (current) => ({ ...current, ...patch }) })}
        onOpen={(media) => void open({ to: '/cms/media/detail', search: { id: media.id } })}
      />
    </Stack>
  );
};

/** /cms/media/detail?id=: a media's texts, its renditions or player, where it is used, its deletion. */
export const MediaDetailPage = () => {
  const id = detailRoute.useSearch().id;
  const { t } = useTranslation();
  if (!id)
    return (
      <>
        <PageHeader title={t('screens.cmsMediaDetail')} />
        <Alert color="yellow">
          <Anchor component={Link} to="/cms/media">
            {t('screens.cmsMedia')}
          </Anchor>
        </Alert>
      </>
    );
  return (
    <DetailById
      id={id}
      query={mediaQueryOptions}
      form={(media) => (media ? <MediaForm media={media} /> : null)}
    />
  );
};

const textsOf = (media: TMedia) => {
  const fr = media.localizations.find((item) => item.locale === 'fr');
  const en = media.localizations.find((item) => item.locale === 'en');
  return {
    mediaType: media.mediaType,
    titleFr: fr?.title ?? '',
    titleEn: en?.title ?? '',
    altTextFr: fr?.altText ?? '',
    altTextEn: en?.altText ?? '',
    externalUrl: media.externalUrl ?? '',
  };
};

const MediaForm = ({ media }: { media: TMedia }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveMedia();
  const remove = useDeleteMedia();
  const [values, setValues] = useState(() => textsOf(media));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [current, setCurrent] = useState(media);
  const isImage = current.kind === 'Image';
  const set = (patch: Partial<typeof values>) => setValues((before) => ({ ...before, ...patch }));

  const submit = async () => {
    try {
      const saved = await save.mutateAsync({
        id: current.id,
        version: current.version,
        mediaType: values.mediaType,
        localizations: [
          { locale: 'fr', title: values.titleFr, altText: isImage ? values.altTextFr : null },
          {
            locale: 'en',
            title: values.titleEn || values.titleFr,
            altText: isImage ? values.altTextEn : null,
          },
        ],
        externalUrl: current.kind === 'External' ? values.externalUrl : null,
      });
      setCurrent(saved);
      setValues(textsOf(saved));
      setErrors({});
      notifySuccess();
    } catch (error) {
      const fields: Record<string, string> = {};
      if (error instanceof ApiError)
        for (const item of error.result?.propertiesErrorMessages ?? [])
          fields[item.propertyName] = item.errorMessage;
      setErrors(fields);
      notifyFailure(error);
    }
  };

  const destroy = async () => {
    const uses = current.usages.map((usage) => `« ${usage.title} »`).join(', ');
    const sure = await confirmAction(uses ? t('cms.media.deleteUsed', { uses }) : undefined);
    if (!sure) return;
    try {
      await remove.mutateAsync({ id: current.id, force: current.usages.length > 0 });
      notifySuccess();
      await navigate({ to: '/cms/media' });
    } catch (error) {
      notifyFailure(error);
    }
  };

  const sameKind = mediaTypes.filter((type) => mediaKindOf[type] === current.kind);
  return (
    <Stack data-testid="media-form">
      <Group justify="space-between">
        <Title order={2}>{current.localizations[0]?.title}</Title>
        <Group>
          <Button variant="default" color="red" onClick={() => void destroy()} data-testid="delete-media">
            {t('common.delete')}
          </Button>
          <Button onClick={() => void submit()} loading={save.isPending} data-testid="save-media">
            {t('common.save')}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Select
              label={t('cms.media.mediaType')}
              data={sameKind.map((type) => ({ value: type, label: t(`cms.media.types.${type}`) }))}
              value={values.mediaType}
              onChange={(value) => value && set({ mediaType: value as TMediaType })}
              allowDeselect={false}
              error={errors.mediaType}
            />
            <TextInput
              label={t('cms.media.titleFr')}
              required
              value={values.titleFr}
              onChange={(event) => set({ titleFr: event.currentTarget.value })}
              error={errors['localizations.0.title']}
            />
            <TextInput
              label={t('cms.media.titleEn')}
              value={values.titleEn}
              onChange={(event) => set({ titleEn: event.currentTarget.value })}
              error={errors['localizations.1.title']}
            />
            {isImage && (
              <>
                <TextInput
                  label={t('cms.media.altTextFr')}
                  description={t('cms.media.altTextHint')}
                  required
                  value={values.altTextFr}
                  onChange={(event) => set({ altTextFr: event.currentTarget.value })}
                  error={errors['localizations.0.altText']}
                  data-testid="media-alt-fr"
                />
                <TextInput
                  label={t('cms.media.altTextEn')}
                  description={t('cms.media.altTextHint')}
                  required
                  value={values.altTextEn}
                  onChange={(event) => set({ altTextEn: event.currentTarget.value })}
                  error={errors['localizations.1.altText']}
                  data-testid="media-alt-en"
                />
              </>
            )}
            {current.kind === 'External' && (
              <TextInput
                label={t('cms.media.externalUrl')}
                required
                value={values.externalUrl}
                onChange={(event) => set({ externalUrl: event.currentTarget.value })}
                error={errors.externalUrl}
              />
            )}
            <Text size="sm" fw={500}>
              {t('cms.media.usages')}
            </Text>
            {current.usages.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('cms.media.notUsed')}
              </Text>
            ) : (
              <Stack gap={2} data-testid="media-usages">
                {current.usages.map((usage) => (
                  <Link key={`${usage.entity}-${usage.id}`} to="/cms/post/detail" search={{ id: usage.id }}>
                    {usage.title}
                  </Link>
                ))}
              </Stack>
            )}
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Group gap="xs">
              <Badge variant="light">{t(`cms.media.kinds.${current.kind}`)}</Badge>
              {current.contentType && <Badge variant="outline">{current.contentType}</Badge>}
              {current.byteSize !== null && <Text size="sm">{weight(current.byteSize)}</Text>}
            </Group>
            {current.embedUrl && (
              <EmbedFrame src={current.embedUrl} title={current.localizations[0]?.title ?? ''} />
            )}
            {current.kind === 'Image' && current.renditions[0] && (
              <img
                src={apiUrl(current.renditions[1]?.url ?? current.renditions[0].url)}
                alt={current.localizations[0]?.altText ?? ''}
                style={{ maxWidth: '100%', maxHeight: 320, objectFit: 'contain' }}
                data-testid="media-preview"
              />
            )}
            {current.kind === 'Audio' && current.url && (
              // biome-ignore lint/a11y/useMediaCaption: a bookshop's reading or interview has no captions file
              <audio controls src={apiUrl(current.url)} style={{ width: '100%' }} />
            )}
            {current.url && (
              <Anchor href={apiUrl(current.url)} target="_blank" rel="noopener" size="sm">
                {t('cms.media.open')}
              </Anchor>
            )}
            {current.renditions.length > 0 && (
              <>
                <Text size="sm" fw={500}>
                  {t('cms.media.renditions')}
                </Text>
                <Table data-testid="media-renditions">
                  <Table.Tbody>
                    {current.renditions.map((rendition) => (
                      <Table.Tr key={rendition.name} data-testid="media-rendition">
                        <Table.Td>
                          <Anchor href={apiUrl(rendition.url)} target="_blank" rel="noopener">
                            {t(
                              `cms.media.renditionNames.${rendition.name as 'thumbnail' | 'medium' | 'large'}`,
                            )}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          {t('cms.media.size', {
                            width: rendition.width,
                            height: rendition.height,
                            weight: weight(rendition.byteSize),
                          })}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </>
            )}
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
};
