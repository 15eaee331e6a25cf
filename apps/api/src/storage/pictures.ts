import sharp from 'sharp';

/** The picture formats the shop takes, told by their first bytes (their "magic numbers"). */
export type PictureType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

/** The format of a picture from its bytes, whatever its name or declared type says; null if not one we take. */
export const pictureTypeOf = (bytes: Buffer): PictureType | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
};

export const extensionOf: Record<PictureType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Thumbnails fit in this box, keep their proportions, and are never enlarged. */
export const THUMBNAIL_BOX = { width: 300, height: 450 };
export const THUMBNAIL_TYPE = 'image/webp';

/** The size of a picture, or null when its bytes do not decode. */
export const pictureSize = async (bytes: Buffer) => {
  try {
    const { width, height } = await sharp(bytes).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
};

/**
 * The picture as the shop keeps it: turned upright as its EXIF says, then encoded again in its own
 * format without any of its metadata (EXIF with the camera's GPS position, XMP, IPTC, comments):
 * sharp writes none unless asked to.
 */
export const withoutMetadata = (bytes: Buffer, type: PictureType) => {
  const picture = sharp(bytes, { limitInputPixels: 100_000_000 }).rotate();
  if (type === 'image/jpeg') return picture.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  if (type === 'image/png') return picture.png().toBuffer();
  return picture.webp({ quality: 90 }).toBuffer();
};

/** A WebP thumbnail of a picture, turned upright as its EXIF says. */
export const makeThumbnail = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: 100_000_000 })
    .rotate()
    .resize({ ...THUMBNAIL_BOX, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
