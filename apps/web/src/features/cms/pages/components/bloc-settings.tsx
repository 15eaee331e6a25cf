import {
  blocConfiguration,
  blocOrders,
  pagePreviewEndpoints,
  postTypes,
  type TBlocOrder,
  type TBlocSetting,
  type TPostType,
} from '@colophon/contract';
import {
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation.ts';
import { apiUrl, call } from '@/lib/api.ts';
import type { BlocDraft } from './page-builder.tsx';

export interface BuilderOptions {
  posts: { id: number; name: string }[];
  categories: { id: number; name: string }[];
  tags: { id: number; name: string }[];
  catalogLists: { id: number; name: string; type: string }[];
  /** Pictures of the media library, newest first. */
  pictures: { id: number; name: string; thumbnailUrl: string | null }[];
}

const catalogKind: Partial<Record<BlocDraft['blocType'], string>> = {
  HardCodedNewProducts: 'News',
  HardCodedSoonPublishedProducts: 'ToRelease',
  HardCodedBestSales: 'BestSellers',
};

const choices = (items: { id: number; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));
const ids = (values: string[]) => values.map(Number).filter((value) => Number.isInteger(value) && value > 0);

/** What an automatic, chosen or agenda bloc shows right now (`PostsForBloc`). */
const RetrievedPosts = ({ bloc }: { bloc: BlocDraft }) => {
  const { t } = useTranslation();
  const { key: _key, ...body } = bloc;
  const [debounced] = useDebouncedValue(body, 400);
  const posts = useQuery({
    queryKey: ['pages', 'posts-for-bloc', debounced],
    queryFn: ({ signal }) => call(pagePreviewEndpoints.postsForBloc, { body: debounced }, { signal }),
    retry: false,
  });
  if (!posts.data) return null;
  return (
    <Stack gap={2} data-testid="bloc-retrieved">
      <Text size="xs" fw={600}>
        {t('cms.page.retrieved')}
      </Text>
      {posts.data.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('cms.page.retrievedNone')}
        </Text>
      )}
      {posts.data.map((post) => (
        <Text key={post.id} size="xs">
          · {post.title}
        </Text>
      ))}
    </Stack>
  );
};

/** A carousel's pictures, chosen in the media library by their titles (thumbnails shown), in order. */
const CarouselPictures = ({
  bloc,
  options,
  onChange,
}: {
  bloc: BlocDraft;
  options: BuilderOptions | undefined;
  onChange: (changes: Partial<BlocDraft>) => void;
}) => {
  const { t } = useTranslation();
  const pictures = options?.pictures ?? [];
  const thumbnails = new Map(pictures.map((picture) => [String(picture.id), picture.thumbnailUrl]));
  // A picture chosen earlier and no longer among the latest still shows, by its number.
  const known = new Set(pictures.map((picture) => picture.id));
  const data = [
    ...choices(pictures),
    ...bloc.mediaIds
      .filter((id) => !known.has(id))
      .map((id) => ({ value: String(id), label: t('cms.page.pictureNumber', { id }) })),
  ];
  return (
    <MultiSelect
      label={t('cms.page.mediaIds')}
      description={t('cms.page.mediaIdsHint')}
      searchable
      data={data}
      value={bloc.mediaIds.map(String)}
      onChange={(values) => onChange({ mediaIds: ids(values) })}
      nothingFoundMessage={t('cms.page.noPictures')}
      renderOption={({ option }) => {
        const thumbnail = thumbnails.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap">
            {thumbnail ? (
              <img src={apiUrl(thumbnail)} alt="" width={48} height={32} style={{ objectFit: 'cover' }} />
            ) : null}
            <Text size="sm">{option.label}</Text>
          </Group>
        );
      }}
      data-testid="bloc-pictures"
    />
  );
};

/** The side panel: the selected bloc's settings, those its type takes only. */
export const BlocSettings = ({
  bloc,
  options,
  onChange,
}: {
  bloc: BlocDraft | undefined;
  options: BuilderOptions | undefined;
  onChange: (changes: Partial<BlocDraft>) => void;
}) => {
  const { t } = useTranslation();
  if (!bloc)
    return (
      <Paper withBorder p="sm">
        <Text size="sm" c="dimmed">
          {t('cms.page.selectBloc')}
        </Text>
      </Paper>
    );
  const takes = (setting: TBlocSetting) => blocConfiguration[bloc.blocType].settings.includes(setting);
  const text = (locale: 'fr' | 'en') => bloc.localizations.find((item) => item.locale === locale);
  const setText = (locale: 'fr' | 'en', changes: { title?: string; html?: string }) => {
    const current = text(locale) ?? { locale, title: null, html: null };
    const next = {
      ...current,
      ...(changes.title !== undefined ? { title: changes.title || null } : {}),
      ...(changes.html !== undefined ? { html: changes.html || null } : {}),
    };
    const others = bloc.localizations.filter((item) => item.locale !== locale);
    const kept = locale === 'fr' || next.title || next.html ? [next] : [];
    onChange({ localizations: [...others, ...kept].sort((a) => (a.locale === 'fr' ? -1 : 1)) });
  };
  const lists = (options?.catalogLists ?? []).filter((list) => list.type === catalogKind[bloc.blocType]);
  return (
    <Paper withBorder p="sm" data-testid="bloc-settings">
      <Stack gap="xs">
        <Text fw={600}>
          {t('cms.page.settings')} · {t(`cms.page.blocTypes.${bloc.blocType}`)}
        </Text>
        <TextInput
          label={t('cms.page.blocTitleFr')}
          value={text('fr')?.title ?? ''}
          onChange={(event) => setText('fr', { title: event.currentTarget.value })}
          data-testid="bloc-title-fr"
        />
        <TextInput
          label={t('cms.page.blocTitleEn')}
          value={text('en')?.title ?? ''}
          onChange={(event) => setText('en', { title: event.currentTarget.value })}
        />
        {takes('html') && (
          <>
            <Textarea
              label={t('cms.page.htmlFr')}
              autosize
              minRows={3}
              value={text('fr')?.html ?? ''}
              onChange={(event) => setText('fr', { html: event.currentTarget.value })}
              data-testid="bloc-html-fr"
            />
            <Textarea
              label={t('cms.page.htmlEn')}
              autosize
              minRows={3}
              value={text('en')?.html ?? ''}
              onChange={(event) => setText('en', { html: event.currentTarget.value })}
            />
          </>
        )}
        {takes('automaticRetrieve') && (
          <Switch
            label={t('cms.page.automaticRetrieve')}
            checked={bloc.automaticRetrieve}
            onChange={(event) => onChange({ automaticRetrieve: event.currentTarget.checked })}
          />
        )}
        {takes('postType') && bloc.automaticRetrieve && (
          <Select
            label={t('cms.page.postType')}
            placeholder={t('cms.page.anyPostType')}
            clearable
            data={postTypes.map((type) => ({ value: type, label: t(`cms.post.types.${type}`) }))}
            value={bloc.postType}
            onChange={(value) => onChange({ postType: (value as TPostType | null) ?? null })}
          />
        )}
        {takes('categoryIds') && (bloc.blocType !== 'Basic' || bloc.automaticRetrieve) && (
          <MultiSelect
            label={t('cms.page.categories')}
            searchable
            data={choices(options?.categories ?? [])}
            value={bloc.categoryIds.map(String)}
            onChange={(values) => onChange({ categoryIds: ids(values) })}
          />
        )}
        {takes('order') && bloc.automaticRetrieve && (
          <Select
            label={t('cms.page.order')}
            allowDeselect={false}
            data={blocOrders.map((order) => ({ value: order, label: t(`cms.page.orders.${order}`) }))}
            value={bloc.order}
            onChange={(value) => value && onChange({ order: value as TBlocOrder })}
          />
        )}
        {takes('maximum') && (bloc.blocType !== 'Basic' || bloc.automaticRetrieve) && (
          <NumberInput
            label={t('cms.page.maximum')}
            min={1}
            max={48}
            value={bloc.maximum}
            onChange={(value) => onChange({ maximum: typeof value === 'number' ? value : 6 })}
          />
        )}
        {takes('postIds') && !bloc.automaticRetrieve && (
          <MultiSelect
            label={t('cms.page.posts')}
            searchable
            data={choices(options?.posts ?? [])}
            value={bloc.postIds.map(String)}
            onChange={(values) => onChange({ postIds: ids(values) })}
            data-testid="bloc-posts"
          />
        )}
        {takes('tagIds') && (
          <MultiSelect
            label={t('cms.page.tags')}
            searchable
            data={choices(options?.tags ?? [])}
            value={bloc.tagIds.map(String)}
            onChange={(values) => onChange({ tagIds: ids(values) })}
          />
        )}
        {takes('productEans') && (
          <TagsInput
            label={t('cms.page.productEans')}
            value={bloc.productEans}
            onChange={(values) =>
              onChange({ productEans: values.map((value) => value.replace(/[\s-]/g, '')) })
            }
          />
        )}
        {takes('mediaIds') && <CarouselPictures bloc={bloc} options={options} onChange={onChange} />}
        {takes('catalogListId') && (
          <Select
            label={t('cms.page.catalogList')}
            placeholder={t('cms.page.latestList')}
            clearable
            data={choices(lists)}
            value={bloc.catalogListId === null ? null : String(bloc.catalogListId)}
            onChange={(value) => onChange({ catalogListId: value === null ? null : Number(value) })}
          />
        )}
        {takes('url') && (
          <>
            <TextInput
              label={t('cms.page.url')}
              placeholder={bloc.isExternalUrl ? 'https://…' : '/agenda'}
              value={bloc.url ?? ''}
              onChange={(event) => onChange({ url: event.currentTarget.value || null })}
            />
            <Switch
              label={t('cms.page.isExternalUrl')}
              checked={bloc.isExternalUrl}
              onChange={(event) => onChange({ isExternalUrl: event.currentTarget.checked })}
            />
          </>
        )}
        {(bloc.blocType === 'Basic' || bloc.blocType === 'Manual' || bloc.blocType === 'HardCodedAgenda') && (
          <RetrievedPosts bloc={bloc} />
        )}
      </Stack>
    </Paper>
  );
};
