import '@/i18n/areas/cms.ts';
import {
  mediaFileAddress,
  postTypes,
  type TPost,
  type TPostField,
  ZPostCreate,
  ZPostUpdate,
} from '@colophon/contract';
import { Paper, Select, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DetailById } from '@/components/detail-page/detail-by-id.tsx';
import { DetailFormFrame } from '@/components/detail-page/detail-form-frame.tsx';
import { useSimpleDetail } from '@/components/detail-page/use-simple-detail.ts';
import { PublicationWindowFields } from '@/components/form/publication-window.tsx';
import type { InsertedPicture } from '@/components/form/rich-text-input.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { apiUrl } from '@/lib/api.ts';
import { postOptionsQueryOptions, postQueryOptions, useDeletePosts, useSavePost } from './api/posts.ts';
import { MediaPickerModal } from './components/media-picker.tsx';
import { PostWorkflow } from './components/post-workflow.tsx';
import { toBody, valuesOf } from './post-form.ts';
import { BooksSection } from './sections/books-section.tsx';
import { ClassificationSection } from './sections/classification-section.tsx';
import { EventSection } from './sections/event-section.tsx';
import { LocationSection } from './sections/location-section.tsx';
import { MediaSection, type ShownMedia } from './sections/media-section.tsx';
import type { PostSectionProps } from './sections/post-section.tsx';
import { TextsSection } from './sections/texts-section.tsx';

const detailRoute = getRouteApi('/_app/cms/post/detail');

/** /cms/post/detail: a post's editor with its workflow; `?id=` edits, none writes a new one. */
export const PostDetailPage = () => (
  <DetailById
    id={detailRoute.useSearch().id}
    query={postQueryOptions}
    form={(post) => <PostForm post={post} />}
  />
);

/** The absolute address of a library picture's size, as a text keeps it (the site reads it from elsewhere). */
const pictureAddress = (id: number, size: 'thumbnail' | 'medium' | 'large') =>
  new URL(apiUrl(mediaFileAddress(id, size)), window.location.href).href;

const PostForm = ({ post }: { post: TPost | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = useQuery(postOptionsQueryOptions());
  /** Where the picker's choice goes: a text's cursor, or the post's media. */
  const [picking, setPicking] = useState<
    { into: 'text'; insert: (picture: InsertedPicture) => void } | { into: 'media' } | null
  >(null);
  const [shownMedia, setShownMedia] = useState<Record<number, ShownMedia>>({});
  const { detail, current, frame } = useSimpleDetail({
    entity: post,
    schemas: { create: ZPostCreate, update: ZPostUpdate },
    valuesOf,
    toBody,
    query: postQueryOptions,
    save: useSavePost(),
    remove: useDeletePosts(),
    onCreated: (id) => navigate({ to: '/cms/post/detail', search: { id }, replace: true }),
    onDeleted: () => navigate({ to: '/cms/post' }),
  });
  const { field, form } = detail;
  const values = form.getValues();
  const config = options.data?.configuration.find((item) => item.postType === values.postType);
  const uses = (name: TPostField) => config?.fields.includes(name) ?? false;
  const needs = (name: TPostField) => config?.required.includes(name) ?? false;
  const readOnly = current !== undefined && !current.canEdit;
  const mediaShown = (id: number): ShownMedia | undefined => {
    const saved = current?.media.find((item) => item.id === id);
    return saved ? { title: saved.title, thumbnailUrl: saved.thumbnailUrl } : shownMedia[id];
  };
  const pictures = {
    label: t('cms.post.insertPicture'),
    request: (insert: (picture: InsertedPicture) => void) => setPicking({ into: 'text', insert }),
  };
  const sectionProps: PostSectionProps = { detail, current, readOnly, uses, needs };

  return (
    <DetailFormFrame
      {...frame}
      title={current ? (current.localizations[0]?.title ?? '') : t('cms.post.new')}
      testId="post-form"
      readOnly={readOnly}
    >
      <Stack gap="md">
        {current && (
          <PostWorkflow
            post={current}
            dirty={detail.isDirty()}
            readOnly={readOnly}
            onReload={frame.onReload}
          />
        )}
        <Paper withBorder p="md">
          <Title order={4} mb="sm">
            {t('cms.post.general')}
          </Title>
          <PublicationWindowFields
            field={field}
            cols={{ base: 1, md: 3 }}
            before={
              <Select
                label={t('cms.post.postType')}
                required
                data={postTypes.map((type) => ({ value: type, label: t(`cms.post.types.${type}`) }))}
                {...field('postType')}
                allowDeselect={false}
                name="postType"
              />
            }
            start={{ name: 'publicationStartDate', label: t('cms.post.publicationStart') }}
            end={{ name: 'publicationEndDate', label: t('cms.post.publicationEnd') }}
          />
        </Paper>
        <TextsSection {...sectionProps} pictures={pictures} />
        <BooksSection {...sectionProps} />
        {uses('event') && <EventSection {...sectionProps} />}
        {uses('location') && <LocationSection {...sectionProps} />}
        {uses('media') && (
          <MediaSection
            {...sectionProps}
            mediaShown={mediaShown}
            onChoose={() => setPicking({ into: 'media' })}
          />
        )}
        {(uses('categories') || uses('tags') || uses('signature') || uses('relatedPosts')) && (
          <ClassificationSection {...sectionProps} />
        )}
      </Stack>
      <MediaPickerModal
        opened={picking !== null}
        onClose={() => setPicking(null)}
        withSize={picking?.into === 'text'}
        {...(picking?.into === 'text' ? { kinds: ['Image' as const] } : {})}
        onPick={(media, size) => {
          if (picking?.into === 'text') {
            picking.insert({ src: pictureAddress(media.id, size), alt: media.altText ?? '' });
            return;
          }
          setShownMedia((previous) => ({
            ...previous,
            [media.id]: { title: media.title, thumbnailUrl: media.thumbnailUrl },
          }));
          const chosen = form.getValues().mediaIds;
          if (!chosen.includes(media.id)) form.setFieldValue('mediaIds', [...chosen, media.id]);
        }}
      />
    </DetailFormFrame>
  );
};
