import type { TProductFile, TProductPicture } from '@colophon/contract';
import type { FileRow, PictureRow } from './media.tables.ts';

export const pictureUrl = (id: number, size: 'full' | 'thumbnail') =>
  `/Common/Catalog/Picture?id=${id}&size=${size}`;

export const fileUrl = (id: number) => `/Common/Catalog/File?id=${id}`;

export const toPicture = (row: PictureRow): TProductPicture => ({
  id: row.id,
  productId: row.productId,
  position: row.position,
  isCover: row.isCover,
  contentType: row.contentType,
  width: row.width,
  height: row.height,
  byteSize: row.byteSize,
  url: pictureUrl(row.id, 'full'),
  thumbnailUrl: pictureUrl(row.id, 'thumbnail'),
  createdAt: row.createdAt.toISOString(),
});

export const toFile = (row: FileRow): TProductFile => ({
  id: row.id,
  productId: row.productId,
  fileName: row.fileName,
  contentType: row.contentType,
  byteSize: row.byteSize,
  sourceUrl: row.sourceUrl,
  url: fileUrl(row.id),
  createdAt: row.createdAt.toISOString(),
});

export const pictureSnapshot = (row: PictureRow) => ({
  pictureId: row.id,
  contentType: row.contentType,
  byteSize: row.byteSize,
  isCover: row.isCover,
});

export const fileSnapshot = (row: FileRow) => ({
  fileId: row.id,
  fileName: row.fileName,
  byteSize: row.byteSize,
  sourceUrl: row.sourceUrl,
});
