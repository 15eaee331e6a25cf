import type { Locale, TPost, TPostType } from '@colophon/contract';
import { fromLocalInput, toLocalInput } from '@/lib/datetime-input.ts';

export const locales: Locale[] = ['fr', 'en'];
export const locationFields = [
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
export type LocationField = (typeof locationFields)[number];

const orNull = (value: string) => value.trim() || null;

export const valuesOf = (post: TPost | undefined) => ({
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
export type PostValues = ReturnType<typeof valuesOf>;

export const toBody = (values: PostValues) => {
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
