import type { TMediaKind } from '@colophon/contract';
import { pictureTypeOf } from '../../storage/pictures.ts';

const startsWith = (bytes: Buffer, signature: string | number[], at = 0) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= at + expected.length && bytes.subarray(at, at + expected.length).equals(expected);
};

/** An MPEG audio frame header: 11 bits of sync, then a layer that is not "reserved". */
const isMpegFrame = (bytes: Buffer) =>
  bytes.length > 2 &&
  bytes[0] === 0xff &&
  ((bytes[1] ?? 0) & 0xe0) === 0xe0 &&
  ((bytes[1] ?? 0) & 0x06) !== 0;

const audioTypeOf = (bytes: Buffer) => {
  if (startsWith(bytes, 'ID3') || isMpegFrame(bytes)) return 'audio/mpeg';
  if (startsWith(bytes, 'OggS')) return 'audio/ogg';
  if (startsWith(bytes, 'fLaC')) return 'audio/flac';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WAVE', 8)) return 'audio/wav';
  if (startsWith(bytes, 'ftyp', 4) && (startsWith(bytes, 'M4A ', 8) || startsWith(bytes, 'M4B ', 8)))
    return 'audio/mp4';
  return null;
};

/** An EPUB is a ZIP whose first entry is `mimetype`, stored, holding `application/epub+zip`. */
const documentTypeOf = (bytes: Buffer) => {
  if (startsWith(bytes, '%PDF-')) return 'application/pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && startsWith(bytes, 'mimetypeapplication/epub+zip', 30))
    return 'application/epub+zip';
  return null;
};

/** The format of an uploaded file from its first bytes, among those its kind takes; null otherwise. */
export const mediaContentTypeOf = (kind: Exclude<TMediaKind, 'External'>, bytes: Buffer): string | null => {
  if (kind === 'Image') return pictureTypeOf(bytes);
  if (kind === 'Audio') return audioTypeOf(bytes);
  return documentTypeOf(bytes);
};

export const extensionOfType: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/flac': 'flac',
  'audio/wav': 'wav',
  'audio/mp4': 'm4a',
  'application/pdf': 'pdf',
  'application/epub+zip': 'epub',
};
