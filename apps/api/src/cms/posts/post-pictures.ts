import { pictureSources } from '../../html/picture-sources.ts';

/** The media id of a library file's address (`…/Common/Media/File?…id=N…`), else null. */
const libraryFileId = (source: string) => {
  const mark = source.indexOf('?');
  if (mark < 0 || !source.slice(0, mark).endsWith('/Common/Media/File')) return null;
  const query = `&${source.slice(mark + 1).split('#')[0]}&`;
  const at = query.indexOf('&id=');
  if (at < 0) return null;
  const id = query.slice(at + 4, query.indexOf('&', at + 4));
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
};

/**
 * The media of the library a text shows: its pictures whose address is the library's
 * (`/Common/Media/File?id=…`, relative or on the API's host), as the editor inserts them. Linear in
 * the text's length, however it is crafted (html/picture-sources.ts).
 */
export const mediaIdsInHtml = (html: string | null) =>
  (html ? pictureSources(html) : []).flatMap((source) => {
    const id = libraryFileId(source);
    return id === null ? [] : [id];
  });
