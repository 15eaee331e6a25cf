import '@/i18n/areas/cms.ts';
import {
  type Locale,
  mediaFileAddress,
  postTypes,
  type TPost,
  type TPostField,
  type TPostType,
  ZPostCreate,
  ZPostUpdate,
} from '@colophon/contract';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DetailById } from '@/components/detail-page/detail-by-id.tsx';
import { DetailFormFrame } from '@/components/detail-page/detail-form-frame.tsx';
import { useSimpleDetail } from '@/components/detail-page/use-simple-detail.ts';
import { DateTimeField } from '@/components/form/date-fields.tsx';
import { PublicationWindowFields } from '@/components/form/publication-window.tsx';
import { type InsertedPicture, RichTextInput } from '@/components/form/rich-text-input.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { apiUrl } from '@/lib/api.ts';
import { fromLocalInput, toLocalInput } from '@/lib/datetime-input.ts';
import {
  postOptionsQueryOptions,
  postQueryOptions,
  proposeRelativeUrl,
  useDeletePosts,
  useSavePost,
} from './api/posts.ts';
import { BookPicker } from './components/book-picker.tsx';
import { MediaPickerModal } from './components/media-picker.tsx';
import { PostWorkflow } from './components/post-workflow.tsx';

const detailRoute = getRouteApi('/_app/cms/post/detail');
const locales: Locale[] = ['fr', 'en'];
const locationFields = [
  'company',
  'address1',
  'address2',
  'address3',
  'postalCode',
  'city',
  'country',
  'phone',
  'mobilePhone',
  'email',
  'website',
  'firstName',
  'lastName',
] as const;
type LocationField = (typeof locationFields)[number];

const orNull = (value: string) => value.trim() || null;

const valuesOf = (post: TPost | undefined) => ({
  postType: (post?.postType ?? 'Article') as TPostType,
  publicationStartDate: toLocalInput(post?.publicationStartDate ?? null),
  publicationEndDate: toLocalInput(post?.publicationEndDate ?? null),
  localizations: locales.map((locale) => {
    const text = post?.localizations.find((item) => item.locale === locale);
    return {
      title: text?.title ?? '',
      subtitle: text?.subtitle ?? '',
      lead: text?.lead ?? '',
      description: text?.description ?? '',
      relativeUrl: text?.seo.relativeUrl ?? '',
      metaTitle: text?.seo.metaTitle ?? '',
      metaDescription: text?.seo.metaDescription ?? '',
      metaKeywords: text?.seo.metaKeywords ?? '',
    };
  }),
  productEans: post?.products.map((book) => book.ean) ?? [],
  relatedPostIds: post?.relatedPosts.map((related) => String(related.id)) ?? [],
  eventStart: toLocalInput(post?.eventStart ?? null),
  eventEnd: toLocalInput(post?.eventEnd ?? null),
  eventCapacity: post?.eventCapacity == null ? '' : String(post.eventCapacity),
  location: Object.fromEntries(
    locationFields.map((field) => [field, post?.location?.[field] ?? '']),
  ) as Record<LocationField, string>,
  mediaUrl: post?.mediaUrl ?? '',
  mediaIds: post?.media.map((item) => item.id) ?? [],
  categoryIds: post?.categoryIds.map(String) ?? [],
  tagIds: post?.tagIds.map(String) ?? [],
  signatureId:
    post?.signatureId === null || post?.signatureId === undefined ? null : String(post.signatureId),
});
type Values = ReturnType<typeof valuesOf>;

const toBody = (values: Values) => {
  const written = values.localizations
    .map((text, index) => ({ text, locale: locales[index] as Locale }))
    .filter(({ text }, index) => index === 0 || text.title.trim() !== '');
  const location = Object.values(values.location).some((value) => value.trim())
    ? {
        ...(Object.fromEntries(
          locationFields.map((field) => [field, orNull(values.location[field])]),
        ) as Record<LocationField, string | null>),
        gender: 'Unknown' as const,
      }
    : null;
  return {
    postType: values.postType,
    publicationStartDate: fromLocalInput(values.publicationStartDate),
    publicationEndDate: fromLocalInput(values.publicationEndDate),
    localizations: written.map(({ text, locale }) => ({
      locale,
      title: text.title,
      subtitle: orNull(text.subtitle),
      lead: orNull(text.lead),
      description: orNull(text.description),
      seo: {
        relativeUrl: text.relativeUrl.trim(),
        metaTitle: orNull(text.metaTitle),
        metaDescription: orNull(text.metaDescription),
        metaKeywords: orNull(text.metaKeywords),
      },
    })),
    productEans: values.productEans,
    relatedPostIds: values.relatedPostIds.map(Number),
    eventStart: fromLocalInput(values.eventStart),
    eventEnd: fromLocalInput(values.eventEnd),
    eventCapacity: values.eventCapacity.trim() === '' ? null : Number(values.eventCapacity),
    location,
    mediaUrl: orNull(values.mediaUrl),
    mediaIds: values.mediaIds,
    categoryIds: values.categoryIds.map(Number),
    tagIds: values.tagIds.map(Number),
    signatureId: values.signatureId === null ? null : Number(values.signatureId),
  };
};

/** /cms/post/detail: a post's editor with its workflow; `?id=` edits, none writes a new one. */
export const PostDetailPage = () => (
  <DetailById
    id={detailRoute.useSearch().id}
    query={postQueryOptions}
    form={(post) => <PostForm post={post} />}
  />
);

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** How the post's link would look in a search engine's results. */
const SeoPreview = ({
  title,
  relativeUrl,
  description,
}: {
  title: string;
  relativeUrl: string;
  description: string;
}) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" data-testid="seo-preview">
      <Text size="xs" c="dimmed">
        {t('cms.post.seoPreview')}
      </Text>
      <Text size="xs" ff="monospace">
        {`${window.location.hostname} › ${relativeUrl || '…'}`}
      </Text>
      <Text size="lg" fw={500} lineClamp={1}>
        {title || '…'}
      </Text>
      <Text size="sm" lineClamp={2}>
        {description.slice(0, 160) || '…'}
      </Text>
    </Paper>
  );
};

/** What the editor shows of a media of the post: saved ones come with the post, new ones from the picker. */
interface ShownMedia {
  title: string;
  thumbnailUrl: string | null;
}

/** The absolute address of a library picture's size, as a text keeps it (the site reads it from elsewhere). */
const pictureAddress = (id: number, size: 'thumbnail' | 'medium' | 'large') =>
  new URL(apiUrl(mediaFileAddress(id, size)), window.location.href).href;

const PostForm = ({ post }: { post: TPost | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = useQuery(postOptionsQueryOptions());
  const [newEan, setNewEan] = useState('');
  /** Where the picker's choice goes: a text's cursor, or the post's media. */
  const [picking, setPicking] = useState<
    { into: 'text'; insert: (picture: InsertedPicture) => void } | { into: 'media' } | null
  >(null);
  const [shownMedia, setShownMedia] = useState<Record<number, ShownMedia>>({});
  const [pickedBooks, setPickedBooks] = useState<Record<string, { title: string; coverUrl: string | null }>>(
    {},
  );
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
  const pairs = (list: { id: number; name: string }[] | undefined, except?: number) =>
    (list ?? [])
      .filter((item) => item.id !== except)
      .map((item) => ({ value: String(item.id), label: item.name }));
  const books = new Map<string, { title: string | null; coverUrl: string | null }>([
    ...Object.entries(pickedBooks),
    ...(current?.products ?? []).map((book) => [book.ean, book] as const),
  ]);
  const mediaShown = (id: number): ShownMedia | undefined => {
    const saved = current?.media.find((item) => item.id === id);
    return saved ? { title: saved.title, thumbnailUrl: saved.thumbnailUrl } : shownMedia[id];
  };
  const pictures = {
    label: t('cms.post.insertPicture'),
    request: (insert: (picture: InsertedPicture) => void) => setPicking({ into: 'text', insert }),
  };

  const propose = async (index: number) => {
    const title = values.localizations[index]?.title.trim();
    if (!title) return;
    const url = await proposeRelativeUrl(title, locales[index] as Locale, current?.id).catch(() => null);
    if (url) form.setFieldValue(`localizations.${index}.relativeUrl`, url);
  };
  const addBook = () => {
    const ean = newEan.replace(/[\s-]/g, '');
    if (!ean || values.productEans.includes(ean)) return;
    form.setFieldValue('productEans', [...values.productEans, ean]);
    setNewEan('');
  };

  const workflow = current && (
    <PostWorkflow post={current} dirty={detail.isDirty()} readOnly={readOnly} onReload={frame.onReload} />
  );

  return (
    <DetailFormFrame
      {...frame}
      title={current ? (current.localizations[0]?.title ?? '') : t('cms.post.new')}
      testId="post-form"
      readOnly={readOnly}
    >
      <Stack gap="md">
        {workflow}
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

        <Paper withBorder p="md">
          <Title order={4} mb="sm">
            {t('cms.post.texts')}
          </Title>
          <Tabs defaultValue="fr" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="fr">{t('cms.post.french')}</Tabs.Tab>
              <Tabs.Tab value="en">{t('cms.post.english')}</Tabs.Tab>
            </Tabs.List>
            {locales.map((locale, index) => {
              const text = values.localizations[index];
              const path = `localizations.${index}`;
              return (
                <Tabs.Panel key={locale} value={locale} pt="sm">
                  <Stack gap="sm">
                    <TextInput
                      label={t('cms.post.title')}
                      required={index === 0}
                      {...field(`${path}.title`)}
                      name={`${path}.title`}
                    />
                    {uses('subtitle') && (
                      <TextInput
                        label={t('cms.post.subtitle')}
                        {...field(`${path}.subtitle`)}
                        name={`${path}.subtitle`}
                      />
                    )}
                    {uses('lead') && (
                      <RichTextInput
                        label={t('cms.post.lead')}
                        {...field(`${path}.lead`)}
                        testId={`lead-${locale}`}
                        {...(readOnly ? {} : { pictures })}
                      />
                    )}
                    {uses('description') && (
                      <RichTextInput
                        label={t('cms.post.description')}
                        {...field(`${path}.description`)}
                        testId={`description-${locale}`}
                        {...(readOnly ? {} : { pictures })}
                      />
                    )}
                    <Title order={5}>{t('cms.post.seo')}</Title>
                    <Group align="flex-end" gap="xs">
                      <TextInput
                        label={t('cms.post.relativeUrl')}
                        {...field(`${path}.relativeUrl`)}
                        name={`${path}.relativeUrl`}
                        style={{ flex: 1 }}
                      />
                      <Button
                        variant="default"
                        onClick={() => void propose(index)}
                        data-testid={`propose-url-${locale}`}
                      >
                        {t('cms.post.proposeUrl')}
                      </Button>
                    </Group>
                    <SimpleGrid cols={{ base: 1, md: 2 }}>
                      <TextInput
                        label={t('cms.post.metaTitle')}
                        {...field(`${path}.metaTitle`)}
                        name={`${path}.metaTitle`}
                      />
                      <TextInput
                        label={t('cms.post.metaKeywords')}
                        {...field(`${path}.metaKeywords`)}
                        name={`${path}.metaKeywords`}
                      />
                    </SimpleGrid>
                    <Textarea
                      label={t('cms.post.metaDescription')}
                      {...field(`${path}.metaDescription`)}
                      name={`${path}.metaDescription`}
                      autosize
                    />
                    <SeoPreview
                      title={text?.metaTitle || text?.title || ''}
                      relativeUrl={text?.relativeUrl ?? ''}
                      description={text?.metaDescription || stripTags(text?.lead ?? '')}
                    />
                  </Stack>
                </Tabs.Panel>
              );
            })}
          </Tabs>
        </Paper>

        {uses('products') && (
          <Paper withBorder p="md">
            <Title order={4} mb="sm">
              {t('cms.post.books')}
              {needs('products') ? ' *' : ''}
            </Title>
            <Stack gap="xs" data-testid="post-books">
              {values.productEans.map((ean, index) => {
                const book = books.get(ean);
                return (
                  <Group key={ean} gap="sm" wrap="nowrap">
                    {book?.coverUrl ? (
                      <Image src={apiUrl(book.coverUrl)} alt="" w={40} h={60} fit="contain" />
                    ) : (
                      <Paper withBorder w={40} h={60} />
                    )}
                    <Stack gap={0} style={{ flex: 1 }}>
                      <Text size="sm">{book?.title ?? (current ? t('cms.post.unknownBook') : ean)}</Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {ean}
                      </Text>
                      {detail.serverError(`productEans.${index}`) && (
                        <Text size="xs" c="red">
                          {detail.serverError(`productEans.${index}`)}
                        </Text>
                      )}
                    </Stack>
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      onClick={() =>
                        form.setFieldValue(
                          'productEans',
                          values.productEans.filter((other) => other !== ean),
                        )
                      }
                    >
                      {t('cms.post.removeBook')}
                    </Anchor>
                  </Group>
                );
              })}
              <BookPicker
                exclude={values.productEans}
                onPick={(book) => {
                  setPickedBooks((previous) => ({
                    ...previous,
                    [book.ean]: { title: book.title, coverUrl: book.coverUrl },
                  }));
                  form.setFieldValue('productEans', [...form.getValues().productEans, book.ean]);
                }}
              />
              <Group align="flex-end" gap="xs">
                <TextInput
                  label={t('cms.post.addBook')}
                  value={newEan}
                  onChange={(event) => setNewEan(event.currentTarget.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      addBook();
                    }
                  }}
                  error={detail.serverError('productEans')}
                  name="newEan"
                />
                <Button variant="default" onClick={addBook} data-testid="add-book">
                  {t('cms.post.add')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}

        {uses('event') && (
          <Paper withBorder p="md">
            <Title order={4} mb="sm">
              {t('cms.post.event')}
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <DateTimeField
                label={t('cms.post.eventStart')}
                required
                {...field('eventStart')}
                name="eventStart"
              />
              <DateTimeField label={t('cms.post.eventEnd')} {...field('eventEnd')} name="eventEnd" />
              <TextInput
                type="number"
                min={1}
                label={t('cms.post.eventCapacity')}
                description={t('cms.post.eventCapacityHint')}
                {...field('eventCapacity')}
                name="eventCapacity"
              />
            </SimpleGrid>
          </Paper>
        )}

        {uses('location') && (
          <Paper withBorder p="md">
            <Title order={4} mb="sm">
              {t('cms.post.location')}
            </Title>
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              {locationFields.map((name) => (
                <TextInput
                  key={name}
                  label={t(`cms.post.${name}`)}
                  {...field(`location.${name}`)}
                  name={`location.${name}`}
                />
              ))}
            </SimpleGrid>
          </Paper>
        )}

        {uses('media') && (
          <Paper withBorder p="md">
            <Title order={4} mb="sm">
              {t('cms.post.media')}
            </Title>
            <Stack gap="xs" mb="sm" data-testid="post-media">
              <Text size="sm" fw={500}>
                {t('cms.post.mediaLibrary')}
              </Text>
              {values.mediaIds.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('cms.post.noMedia')}
                </Text>
              )}
              {values.mediaIds.map((id, index) => {
                const shown = mediaShown(id);
                return (
                  <Group key={id} gap="sm" wrap="nowrap" data-testid="post-media-item">
                    {shown?.thumbnailUrl ? (
                      <Image src={apiUrl(shown.thumbnailUrl)} alt="" w={64} h={48} fit="cover" />
                    ) : (
                      <Paper withBorder w={64} h={48} />
                    )}
                    <Stack gap={0} style={{ flex: 1 }}>
                      <Text size="sm">{shown?.title ?? `#${id}`}</Text>
                      {index === 0 && (
                        <Badge size="xs" variant="light" data-testid="main-picture">
                          {t('cms.post.mainPicture')}
                        </Badge>
                      )}
                      {detail.serverError(`mediaIds.${index}`) && (
                        <Text size="xs" c="red">
                          {detail.serverError(`mediaIds.${index}`)}
                        </Text>
                      )}
                    </Stack>
                    {index > 0 && !readOnly && (
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        onClick={() =>
                          form.setFieldValue('mediaIds', [
                            id,
                            ...values.mediaIds.filter((other) => other !== id),
                          ])
                        }
                      >
                        {t('cms.post.makeMain')}
                      </Anchor>
                    )}
                    {!readOnly && (
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        onClick={() =>
                          form.setFieldValue(
                            'mediaIds',
                            values.mediaIds.filter((other) => other !== id),
                          )
                        }
                      >
                        {t('cms.post.removeMedia')}
                      </Anchor>
                    )}
                  </Group>
                );
              })}
              {!readOnly && (
                <Group>
                  <Button
                    variant="default"
                    onClick={() => setPicking({ into: 'media' })}
                    data-testid="choose-media"
                  >
                    {t('cms.post.chooseMedia')}
                  </Button>
                </Group>
              )}
            </Stack>
            <TextInput
              type="url"
              label={t('cms.post.mediaUrl')}
              required={needs('media') && values.mediaIds.length === 0}
              {...field('mediaUrl')}
              name="mediaUrl"
            />
          </Paper>
        )}

        {(uses('categories') || uses('tags') || uses('signature') || uses('relatedPosts')) && (
          <Paper withBorder p="md">
            <Title order={4} mb="sm">
              {t('cms.post.classification')}
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {uses('categories') && (
                <MultiSelect
                  label={t('cms.post.categories')}
                  data={pairs(options.data?.categories)}
                  searchable
                  {...field('categoryIds')}
                  name="categoryIds"
                />
              )}
              {uses('tags') && (
                <MultiSelect
                  label={t('cms.post.tags')}
                  data={pairs(options.data?.tags)}
                  searchable
                  {...field('tagIds')}
                  name="tagIds"
                />
              )}
              {uses('signature') && (
                <Select
                  label={t('cms.post.signature')}
                  placeholder={t('cms.post.noSignature')}
                  data={pairs(options.data?.signatures)}
                  clearable
                  {...field('signatureId')}
                  name="signatureId"
                />
              )}
              {uses('relatedPosts') && (
                <MultiSelect
                  label={t('cms.post.relatedPosts')}
                  data={pairs(options.data?.posts, current?.id)}
                  searchable
                  {...field('relatedPostIds')}
                  name="relatedPostIds"
                />
              )}
            </SimpleGrid>
          </Paper>
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
