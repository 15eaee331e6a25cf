import {
  embedOf,
  mediaKindOf,
  mediaTypes,
  type TMediaCreate,
  type TMediaKind,
  type TMediaSummary,
  type TMediaType,
} from '@colophon/contract';
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  FileInput,
  Group,
  Loader,
  Modal,
  Pagination,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { message } from '@/i18n/message.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { apiUrl } from '@/lib/api.ts';
import { ApiError, errorText } from '@/lib/api-error.ts';
import { formatNumber } from '@/lib/format.ts';
import { notifySuccess } from '@/lib/notify.ts';
import {
  type MediaListQuery,
  mediaConfigurationQueryOptions,
  mediaListQueryOptions,
  useAddMedia,
} from './api/media.ts';

/** What the grid's URL (or the picker's state) holds. */
export interface MediaSearch {
  page?: number | undefined;
  pageSize?: number | undefined;
  search?: string | undefined;
  mediaType?: TMediaType | undefined;
  kind?: TMediaKind | undefined;
}

export const GRID_PAGE_SIZE = 24;

/** A size in bytes as people read it: ko or Mo. */
export const weight = (bytes: number | null) => {
  if (bytes === null) return '';
  const kilo = bytes / 1024;
  return kilo < 1024
    ? `${formatNumber(Math.round(kilo))} ko`
    : `${formatNumber(Math.round(kilo / 102.4) / 10)} Mo`;
};

/** What a card shows in place of a picture: the kind and the file or the provider. */
const Placeholder = ({ media }: { media: TMediaSummary }) => {
  const { t } = useTranslation();
  return (
    <Center h={140} bg="gray.1" style={{ borderRadius: 4 }}>
      <Stack gap={2} align="center">
        <Text fw={600}>{t(`cms.media.kinds.${media.kind}`)}</Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {media.fileName ?? t(`cms.media.types.${media.mediaType}`)}
        </Text>
      </Stack>
    </Center>
  );
};

export const MediaCard = ({
  media,
  onOpen,
  picked,
}: {
  media: TMediaSummary;
  onOpen: (media: TMediaSummary) => void;
  picked?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <UnstyledButton onClick={() => onOpen(media)} data-testid="media-card" aria-pressed={picked}>
      <Card
        withBorder
        padding="xs"
        style={picked ? { outline: '3px solid var(--mantine-color-brand-7)' } : undefined}
      >
        <Card.Section>
          {media.thumbnailUrl ? (
            <img
              src={apiUrl(media.thumbnailUrl)}
              alt={media.altText ?? ''}
              style={{ width: '100%', height: 140, objectFit: 'cover', display: 'block' }}
              data-testid="media-thumbnail"
            />
          ) : (
            <Placeholder media={media} />
          )}
        </Card.Section>
        <Text size="sm" fw={500} mt={6} lineClamp={1} data-testid="media-title">
          {media.title}
        </Text>
        <Group gap={4} justify="space-between" wrap="nowrap">
          <Badge size="xs" variant="light">
            {t(`cms.media.types.${media.mediaType}`)}
          </Badge>
          {picked ? (
            <Badge size="xs" color="teal.9">
              {t('cms.media.picked')}
            </Badge>
          ) : media.usagesCount > 0 ? (
            <Text size="xs" c="dimmed">
              {t('cms.media.usedBy', { count: media.usagesCount })}
            </Text>
          ) : null}
        </Group>
      </Card>
    </UnstyledButton>
  );
};

/**
 * The library as a grid: search, a type filter, pages, and the add button; a card opens the media
 * (its detail screen) or, in the post editor's picker, chooses it.
 */
export const MediaGrid = ({
  search,
  onSearchChange,
  onOpen,
  pickedIds = [],
  kinds,
}: {
  search: MediaSearch;
  onSearchChange: (patch: MediaSearch) => void;
  onOpen: (media: TMediaSummary) => void;
  pickedIds?: number[];
  /** The kinds offered (all by default). */
  kinds?: TMediaKind[];
}) => {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const page = search.page ?? 1;
  const pageSize = search.pageSize ?? GRID_PAGE_SIZE;
  const query: MediaListQuery = {
    page,
    pageSize,
    ...(search.search ? { search: search.search } : {}),
    ...(search.mediaType ? { mediaType: search.mediaType } : {}),
    ...(search.kind ? { kind: search.kind } : {}),
  };
  const list = useQuery(mediaListQueryOptions(query));
  const [text, setText] = useState(search.search ?? '');
  const searchLater = useDebouncedCallback(
    (value: string) => onSearchChange({ search: value || undefined, page: 1 }),
    300,
  );
  const offered = mediaTypes.filter((type) => !kinds || kinds.includes(mediaKindOf[type]));
  const pages = Math.max(1, Math.ceil((list.data?.totalCount ?? 0) / pageSize));
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="end">
        <Group align="end">
          <TextInput
            label={t('common.search')}
            placeholder={t('cms.media.search')}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              searchLater(event.currentTarget.value);
            }}
            data-testid="media-search"
            w={280}
          />
          <Select
            label={t('cms.media.mediaType')}
            placeholder={t('cms.media.allTypes')}
            data={offered.map((type) => ({ value: type, label: t(`cms.media.types.${type}`) }))}
            value={search.mediaType ?? null}
            onChange={(value) =>
              onSearchChange({ mediaType: (value as TMediaType | null) ?? undefined, page: 1 })
            }
            clearable
            data-testid="media-type-filter"
            w={220}
          />
        </Group>
        <Button onClick={() => setAdding(true)} data-testid="add-media">
          {t('cms.media.new')}
        </Button>
      </Group>
      {list.error ? (
        <Alert color="red">{errorText(list.error)}</Alert>
      ) : !list.data ? (
        <Center h={200}>
          <Loader />
        </Center>
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed">{t('cms.media.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} data-testid="media-grid">
          {list.data.items.map((media) => (
            <MediaCard key={media.id} media={media} onOpen={onOpen} picked={pickedIds.includes(media.id)} />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={(page) => onSearchChange({ page })}
          data-testid="media-pages"
        />
      )}
      <AddMediaModal
        opened={adding}
        kinds={kinds}
        onClose={() => setAdding(false)}
        onAdded={(media) => {
          setAdding(false);
          onOpen(media);
        }}
      />
    </Stack>
  );
};

type AddValues = {
  mediaType: TMediaType;
  titleFr: string;
  titleEn: string;
  altTextFr: string;
  altTextEn: string;
  externalUrl: string;
  file: File | null;
};

const emptyValues = (mediaType: TMediaType): AddValues => ({
  mediaType,
  titleFr: '',
  titleEn: '',
  altTextFr: '',
  altTextEn: '',
  externalUrl: '',
  file: null,
});

/** The add form's fields, by the contract's names (`localizations.1.altText` → altTextEn). */
const fieldOf = (propertyName: string): keyof AddValues | null => {
  const [head, index, name] = propertyName.split('.');
  if (head === 'localizations') {
    const language = index === '1' ? 'En' : 'Fr';
    if (name === 'title') return `title${language}`;
    if (name === 'altText') return `altText${language}`;
    return 'titleFr';
  }
  if (head === 'externalUrl' || head === 'file' || head === 'mediaType') return head;
  return null;
};

/** Adds a media: a file uploaded (with its progress) or a link checked as it is typed. */
export const AddMediaModal = ({
  opened,
  onClose,
  onAdded,
  kinds,
}: {
  opened: boolean;
  onClose: () => void;
  onAdded: (media: TMediaSummary) => void;
  kinds?: TMediaKind[] | undefined;
}) => {
  const { t } = useTranslation();
  const configuration = useQuery({ ...mediaConfigurationQueryOptions(), enabled: opened });
  const add = useAddMedia();
  const offered = mediaTypes.filter((type) => !kinds || kinds.includes(mediaKindOf[type]));
  const [values, setValues] = useState<AddValues>(emptyValues(offered[0] ?? 'ImageCustom'));
  const [errors, setErrors] = useState<Partial<Record<keyof AddValues, string>>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const kind = mediaKindOf[values.mediaType];
  const set = (patch: Partial<AddValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors({});
  };
  const close = () => {
    setValues(emptyValues(offered[0] ?? 'ImageCustom'));
    setErrors({});
    setProgress(null);
    onClose();
  };
  const link =
    kind === 'External' && values.externalUrl ? embedOf(values.mediaType, values.externalUrl) : null;
  const provider = configuration.data?.providers.find((item) => item.mediaType === values.mediaType);
  const formats = kind === 'External' ? [] : (configuration.data?.contentTypes[kind] ?? []);
  const maxBytes = kind === 'External' ? 0 : (configuration.data?.maxBytes[kind] ?? 0);

  const submit = async () => {
    const localizations: TMediaCreate['localizations'] = [
      { locale: 'fr', title: values.titleFr, altText: kind === 'Image' ? values.altTextFr : null },
      {
        locale: 'en',
        title: values.titleEn || values.titleFr,
        altText: kind === 'Image' ? values.altTextEn : null,
      },
    ];
    const found: typeof errors = {};
    if (!values.titleFr.trim()) found.titleFr = message('required');
    if (kind === 'Image' && !values.altTextFr.trim()) found.altTextFr = message('altTextRequired');
    if (kind === 'Image' && !values.altTextEn.trim()) found.altTextEn = message('altTextRequired');
    if (kind !== 'External' && !values.file) found.file = message('mediaFileRequired');
    if (kind !== 'External' && values.file && maxBytes && values.file.size > maxBytes)
      found.file = message('mediaTooLarge', { megabytes: Math.round(maxBytes / 1024 / 1024) });
    if (kind === 'External' && !link) found.externalUrl = message('mediaLinkForm');
    if (Object.keys(found).length > 0) return setErrors(found);
    setProgress(kind === 'External' ? null : 0);
    try {
      const media = await add.mutateAsync({
        media: {
          mediaType: values.mediaType,
          localizations,
          externalUrl: kind === 'External' ? values.externalUrl : null,
        },
        file: kind === 'External' ? null : values.file,
        onProgress: ({ loaded, total }) => setProgress(total ? Math.round((loaded / total) * 100) : null),
      });
      notifySuccess();
      const text = media.localizations[0];
      close();
      onAdded({
        id: media.id,
        mediaType: media.mediaType,
        kind: media.kind,
        title: text?.title ?? '',
        altText: text?.altText ?? null,
        fileName: media.fileName,
        contentType: media.contentType,
        byteSize: media.byteSize,
        width: media.width,
        height: media.height,
        url: media.url,
        thumbnailUrl: media.renditions.find((rendition) => rendition.name === 'thumbnail')?.url ?? null,
        externalUrl: media.externalUrl,
        embedUrl: media.embedUrl,
        usagesCount: 0,
        createdAt: media.createdAt,
      });
    } catch (error) {
      setProgress(null);
      const fields: typeof errors = {};
      if (error instanceof ApiError)
        for (const item of error.result?.propertiesErrorMessages ?? []) {
          const name = fieldOf(item.propertyName);
          if (name && !fields[name]) fields[name] = item.errorMessage;
        }
      if (Object.keys(fields).length === 0) fields.mediaType = errorText(error);
      setErrors(fields);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('cms.media.new')} size="lg" centered>
      <Stack gap="sm" data-testid="add-media-form">
        <Select
          label={t('cms.media.mediaType')}
          data={(['Image', 'Audio', 'Document', 'External'] as const)
            .filter((group) => !kinds || kinds.includes(group))
            .map((group) => ({
              group: t(`cms.media.kinds.${group}`),
              items: offered
                .filter((type) => mediaKindOf[type] === group)
                .map((type) => ({ value: type, label: t(`cms.media.types.${type}`) })),
            }))}
          value={values.mediaType}
          onChange={(value) => value && set({ mediaType: value as TMediaType, file: null, externalUrl: '' })}
          allowDeselect={false}
          error={errors.mediaType}
          data-testid="media-type"
        />
        <Group grow>
          <TextInput
            label={t('cms.media.titleFr')}
            required
            value={values.titleFr}
            onChange={(event) => set({ titleFr: event.currentTarget.value })}
            error={errors.titleFr}
            data-testid="media-title-fr"
          />
          <TextInput
            label={t('cms.media.titleEn')}
            value={values.titleEn}
            onChange={(event) => set({ titleEn: event.currentTarget.value })}
            error={errors.titleEn}
            data-testid="media-title-en"
          />
        </Group>
        {kind === 'Image' && (
          <Group grow align="start">
            <TextInput
              label={t('cms.media.altTextFr')}
              description={t('cms.media.altTextHint')}
              required
              value={values.altTextFr}
              onChange={(event) => set({ altTextFr: event.currentTarget.value })}
              error={errors.altTextFr}
              data-testid="media-alt-fr"
            />
            <TextInput
              label={t('cms.media.altTextEn')}
              description={t('cms.media.altTextHint')}
              required
              value={values.altTextEn}
              onChange={(event) => set({ altTextEn: event.currentTarget.value })}
              error={errors.altTextEn}
              data-testid="media-alt-en"
            />
          </Group>
        )}
        {kind === 'External' ? (
          <>
            <TextInput
              label={t('cms.media.externalUrl')}
              description={
                provider ? t('cms.media.externalUrlHint', { example: provider.example }) : undefined
              }
              required
              value={values.externalUrl}
              onChange={(event) => set({ externalUrl: event.currentTarget.value })}
              error={
                errors.externalUrl ??
                (values.externalUrl && !link ? t('cms.media.linkNotRecognised') : undefined)
              }
              data-testid="media-external-url"
            />
            {link && <EmbedFrame src={link.embedUrl} title={values.titleFr || values.externalUrl} />}
          </>
        ) : (
          <FileInput
            label={t('cms.media.file')}
            description={t('cms.media.fileHint', {
              formats: formats.join(', '),
              megabytes: Math.round(maxBytes / 1024 / 1024),
            })}
            required
            accept={formats.join(',')}
            value={values.file}
            onChange={(file) => set({ file })}
            error={errors.file}
            clearable
            data-testid="media-file"
          />
        )}
        {progress !== null && (
          <Stack gap={2}>
            <Progress value={progress} animated aria-label={t('cms.media.sending', { percent: progress })} />
            <Text size="xs" c="dimmed" data-testid="upload-progress">
              {t('cms.media.sending', { percent: progress })}
            </Text>
          </Stack>
        )}
        <Group justify="end">
          <Button variant="default" onClick={close}>
            {t('cms.media.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={add.isPending} data-testid="add-media-submit">
            {t('cms.media.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

/** A provider's player, in a frame that may run its scripts but not reach the console. */
export const EmbedFrame = ({ src, title }: { src: string; title: string }) => (
  <iframe
    src={src}
    title={title}
    width="100%"
    height={240}
    style={{ border: 0, borderRadius: 4 }}
    sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
    allow="encrypted-media; fullscreen; picture-in-picture"
    referrerPolicy="strict-origin-when-cross-origin"
    loading="lazy"
    data-testid="media-embed"
  />
);
