import { z } from 'zod';
import { ZById, ZNothing, ZQueryId } from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The picture formats a product may show; the API reads the format from the bytes, never from the name. */
export const pictureContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const ZPictureContentType = z.enum(pictureContentTypes);

/** The largest picture and file the API takes (answered 413 beyond). */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
export const MAX_PRODUCT_FILE_BYTES = 50 * 1024 * 1024;

/** A picture of a product, in its order; the cover is the one the lists show. */
export const ZProductPicture = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  position: z.number().int(),
  isCover: z.boolean(),
  contentType: ZPictureContentType,
  width: z.number().int(),
  height: z.number().int(),
  byteSize: z.number().int(),
  /** Public addresses of the picture and of its thumbnail, relative to the API. */
  url: z.string(),
  thumbnailUrl: z.string(),
  createdAt: z.iso.datetime(),
});
export type TProductPicture = z.infer<typeof ZProductPicture>;

/** A file attached to a product (an extract, a press kit…), uploaded or fetched from an address. */
export const ZProductFile = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  /** Where the file was fetched from; null for an upload. */
  sourceUrl: z.string().nullable(),
  /** Public address of the file, relative to the API. */
  url: z.string(),
  createdAt: z.iso.datetime(),
});
export type TProductFile = z.infer<typeof ZProductFile>;

const ZFileName = z
  .string()
  .trim()
  .min(1, 'required')
  .max(200)
  .transform((name) => name.replace(/[/\\\0]/g, '_'));
const ZProductRef = z.object({ productId: ZQueryId });

export const ZPictureUploadQuery = ZProductRef.extend({ fileName: ZFileName.optional() });
export const ZFileUploadQuery = ZProductRef.extend({ fileName: ZFileName });

/** The pictures in their new order (all of them), and which one is the cover. */
export const ZPictureOrder = z.object({
  productId: z.number().int().positive(),
  pictureIds: z.array(z.number().int().positive()).max(100),
  coverId: z.number().int().positive().nullable().default(null),
});
export type TPictureOrder = z.input<typeof ZPictureOrder>;

export const ZFileByUrl = z.object({
  productId: z.number().int().positive(),
  url: z.url({ protocol: /^https?$/, error: 'httpUrl' }).max(2000),
  /** Taken from the address when left empty. */
  fileName: ZFileName.nullable().default(null),
});
export type TFileByUrl = z.input<typeof ZFileByUrl>;

export const pictureSizes = ['full', 'thumbnail'] as const;
const ZPictureSize = z.enum(pictureSizes).default('thumbnail');

const manageProducts = claim('Catalog', 'ProductList');

export const productMediaEndpoints = {
  pictures: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Catalog/ProductPicture',
    access: manageProducts,
    summary: "A product's pictures, in their order",
    query: ZProductRef,
    response: z.array(ZProductPicture),
  }),
  uploadPicture: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/Catalog/ProductPicture',
    access: manageProducts,
    summary:
      'Add a picture to a product: the raw JPEG, PNG or WebP bytes as the body (10 MB at most); the first one becomes the cover',
    query: ZPictureUploadQuery,
    response: ZProductPicture,
  }),
  orderPictures: defineEndpoint({
    method: 'PUT',
    path: '/BackOffice/Catalog/ProductPicture',
    access: manageProducts,
    summary:
      "Reorder a product's pictures (all of them) and choose the cover; a list that is not the current one is refused (409)",
    body: ZPictureOrder,
    response: z.array(ZProductPicture),
  }),
  removePicture: defineEndpoint({
    method: 'DELETE',
    path: '/BackOffice/Catalog/ProductPicture',
    access: manageProducts,
    summary: 'Delete a picture; the next one becomes the cover if it was',
    query: ZById,
    response: ZNothing,
  }),
  files: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Catalog/ProductFile',
    access: manageProducts,
    summary: "A product's files",
    query: ZProductRef,
    response: z.array(ZProductFile),
  }),
  uploadFile: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/Catalog/ProductFile',
    access: manageProducts,
    summary: 'Attach a file to a product: the raw bytes as the body (50 MB at most)',
    query: ZFileUploadQuery,
    response: ZProductFile,
  }),
  removeFile: defineEndpoint({
    method: 'DELETE',
    path: '/BackOffice/Catalog/ProductFile',
    access: manageProducts,
    summary: 'Delete a file of a product',
    query: ZById,
    response: ZNothing,
  }),
  fileByUrl: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/Catalog/ProductFileByUrl',
    access: manageProducts,
    summary: 'Attach a file fetched from an http(s) address (50 MB and 20 seconds at most)',
    body: ZFileByUrl,
    response: ZProductFile,
  }),
};

/**
 * A page of the shop's site or of the console's product list shows a cover per product: pictures may
 * be read more often than the other public endpoints (one office's staff share one address).
 */
export const MEDIA_REQUESTS_PER_MINUTE = 1200;

/**
 * The signature the back office appends to the addresses it answers (`url`, `thumbnailUrl`): with it,
 * a picture or file of a product the public site does not show is served too.
 */
const ZMediaSignature = z.object({
  expires: z.coerce.number().int().min(0).max(99_999_999_999).optional(),
  sig: z.string().max(64).optional(),
});

/**
 * The public address of a product's cover, relative to the API. The back office answers it signed
 * (`coverThumbnailUrl` of the product list's rows and of the catalogue lists' products), so that the
 * console shows the cover of a product the public site does not show.
 */
export const coverAddress = (productId: number, size: (typeof pictureSizes)[number]) =>
  `/Common/Catalog/Cover?productId=${productId}&size=${size}`;

/** The stored pictures and files, as the public site and the console's <img> read them. */
export const storedMediaEndpoints = {
  picture: defineEndpoint({
    method: 'GET',
    path: '/Common/Catalog/Picture',
    access: 'public',
    summary:
      'The bytes of a product picture, full size or its thumbnail; 404 when the product is not shown publicly, unless signed in with the products claim or signed',
    query: ZById.extend({ size: ZPictureSize }).extend(ZMediaSignature.shape),
    response: z.string(),
    rateLimit: MEDIA_REQUESTS_PER_MINUTE,
  }),
  cover: defineEndpoint({
    method: 'GET',
    path: '/Common/Catalog/Cover',
    access: 'public',
    summary:
      "The cover of a product: its cover picture, else the thumbnail made from the feed's cover address (or a redirect to it until then); 404 when the product is not shown publicly, unless signed in with the products claim or signed",
    query: ZProductRef.extend({ size: ZPictureSize }).extend(ZMediaSignature.shape),
    response: z.string(),
    rateLimit: MEDIA_REQUESTS_PER_MINUTE,
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/Common/Catalog/File',
    access: 'public',
    summary:
      'The bytes of a product file, as a download; 404 when the product is not shown publicly, unless signed in with the products claim or signed',
    query: ZById.extend(ZMediaSignature.shape),
    response: z.string(),
  }),
};
