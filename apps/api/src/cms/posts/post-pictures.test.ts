import { claim, mediaEndpoints, postEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenWithClaims } from '../../catalog/testing/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { media } from '../media/media.tables.ts';
import { mediaIdsInHtml } from './post-pictures.ts';

/*
 * The library pictures of a post's texts are found by one pass of an HTML parser. A pattern matched
 * over the HTML took seconds on a crafted text, growing with the square of its length (figures in
 * docs/rules/media-library.md). Nothing here measures time: the crafted texts are saved and their
 * pictures found.
 */

let api: TestApp;
let editor: string;
beforeAll(async () => {
  api = await startTestApp();
  editor = await tokenWithClaims(api, [claim('Cms', 'PostList'), claim('Cms', 'PostCreateEditAll')]);
});
afterAll(() => api.close());

const aLibraryPicture = async (title: string) => {
  const [row] = await api.services.db
    .insert(media)
    .values({ mediaType: 'ImageCustom', localizations: { fr: { title, altText: null } } })
    .returning({ id: media.id });
  if (!row) throw new Error('no media');
  return row.id;
};

/** A text of about `size` characters whose one picture's address repeats the library's over and over. */
const crafted = (size: number, unit = '/Common/Media/File?&') =>
  `<p>Une rencontre.</p><img src="${unit.repeat(Math.ceil(size / unit.length))}" alt="">`;

describe('the library pictures of a post’s texts', () => {
  it('when every text of a post is crafted to make the picture scan backtrack, as long as a text may be, then the post is saved and its pictures are found', async () => {
    const shown = await aLibraryPicture('La salle pleine');
    const alsoShown = await aLibraryPicture('Le libraire');
    const img = (id: number) => `<img src="/Common/Media/File?id=${id}&amp;rendition=medium" alt="x">`;
    const texts = (locale: 'fr' | 'en', title: string) => ({
      locale,
      title,
      lead: `${img(shown)}${crafted(19_800, '/Common/Media/File?')}`,
      description: `${crafted(199_800)}${img(alsoShown)}`,
    });
    const created = await api.call(postEndpoints.create, {
      body: {
        postType: 'Article',
        localizations: [texts('fr', 'Soirée piégée'), texts('en', 'Trapped evening')],
      },
      token: editor,
    });
    expect(created.status).toBe(200);
    const post = created.output;
    for (const id of [shown, alsoShown]) {
      const used = (await api.call(mediaEndpoints.get, { query: { id }, token: api.adminToken })).output;
      expect(used.usages).toEqual([{ entity: 'Post', id: post.id, title: 'Trapped evening' }]);
    }

    const updated = await api.call(postEndpoints.update, {
      body: {
        id: post.id,
        version: post.version,
        postType: 'Article',
        localizations: [{ ...texts('fr', 'Soirée piégée'), lead: null }],
      },
      token: editor,
    });
    expect(updated.status).toBe(200);
    const left = (await api.call(mediaEndpoints.get, { query: { id: shown }, token: api.adminToken })).output;
    expect(left.usages).toEqual([]);
  });

  it('finds a picture by the library’s address only, relative or absolute, by its id wherever it stands in the query', () => {
    const html = [
      '<IMG SRC="/Common/Media/File?id=1">',
      '<img alt="a &gt; b" src="http://127.0.0.1:53361/Common/Media/File?rendition=large&amp;id=2">',
      '<img src="https://shop.example/api/Common/Media/File?id=3#top">',
      '<img src="/Common/Media/File?rendition=large">',
      '<img src="/Common/Media/Files?id=4">',
      '<img src="/Common/Media/File?id=5abc">',
      '<img src="/Common/Media/File?id=1234567890">',
      '<img src="/Common/Media/File?grid=6">',
      // Another site's picture whose address only mentions the library's is not the library's.
      '<img src="https://images.example/resize?from=/Common/Media/File?id=9">',
      '<p>/Common/Media/File?id=7</p><a href="/Common/Media/File?id=8">link</a>',
    ].join('');
    expect(mediaIdsInHtml(html)).toEqual([1, 2, 3]);
    expect(mediaIdsInHtml(null)).toEqual([]);
  });
});
