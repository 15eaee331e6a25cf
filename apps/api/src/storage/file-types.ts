/**
 * The type a stored file is served with, decided by the server from the end of its name among the
 * kinds a bookshop attaches to a product; any other is `application/octet-stream`. What the uploader
 * or a remote server declared is never used: served from the API's origin, a file declared
 * `text/html` or `image/svg+xml` could run script. Files are served as attachments, with `nosniff`.
 */
const typesByExtension: Record<string, string> = {
  pdf: 'application/pdf',
  epub: 'application/epub+zip',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
};

export const fileTypeOf = (fileName: string) => {
  const extension = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  return Object.hasOwn(typesByExtension, extension)
    ? (typesByExtension[extension] ?? 'application/octet-stream')
    : 'application/octet-stream';
};
