import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  activityEndpoints,
  claim,
  mediaEndpoints,
  pageEndpoints,
  pagePreviewEndpoints,
  postEndpoints,
  publicPageEndpoints,
  publicPostEndpoints,
  type TActionResult,
  type TMedia,
  type TMediaCreate,
} from '@colophon/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenWithClaims } from '../../catalog/testing/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';

let api: TestApp;
let storageDir: string;
/** Writes and submits its own posts: adds and changes media, deletes none. */
let author: string;
/** Edits every post: deletes media too. */
let editor: string;
/** Reads posts only. */
let reader: string;
/** Manages the catalogue, not the site's content. */
let bookseller: string;

beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'colophon-cms-media-'));
  api = await startTestApp({ STORAGE_DIR: storageDir });
  const list = claim('Cms', 'PostList');
  author = await tokenWithClaims(api, [list, claim('Cms', 'PostCreateEditIfOwner')]);
  editor = await tokenWithClaims(api, [list, claim('Cms', 'PostCreateEditAll')]);
  reader = await tokenWithClaims(api, [list]);
  bookseller = await tokenWithClaims(api, [claim('Catalog', 'ProductList')]);
});
afterAll(async () => {
  await api.close();
  rmSync(storageDir, { recursive: true, force: true });
});

/** A photo as a phone takes it: 2 400 × 1 600 JPEG, with the camera's EXIF. */
const aPhoto = () =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12', Artist: 'Lecteur' } })
    .toBuffer();

const bothLanguages = (title: string, altText: string | null = null) => [
  { locale: 'fr' as const, title, altText },
  { locale: 'en' as const, title: `${title} (en)`, altText: altText && `${altText} (en)` },
];

/** Sends a new media as the console does: multipart, the JSON first, then the file. */
const upload = async (token: string, media: TMediaCreate, file?: { bytes: Buffer; name: string }) => {
  const form = new FormData();
  form.append('media', JSON.stringify(media));
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await api.app.inject({
    method: 'POST',
    url: mediaEndpoints.create.path,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': 'en',
      'content-type': request.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, body: response.json() as TActionResult<TMedia> };
};

const aPicture = async (title = 'Vitrine de la rentrée') => {
  const sent = await upload(
    author,
    {
      mediaType: 'ImageCustom',
      localizations: bothLanguages(title, 'La vitrine de la librairie, pleine de livres'),
    },
    { bytes: await aPhoto(), name: 'vitrine.png' },
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return sent.body.entityOutput as TMedia;
};

const fetchFile = (url: string) => api.app.inject({ method: 'GET', url });

describe('media library', () => {
  it('when an author uploads a photo, then its type is read from its bytes and the site gets three renditions, without EXIF', async () => {
    const media = await aPicture();
    expect(media).toMatchObject({
      mediaType: 'ImageCustom',
      kind: 'Image',
      fileName: 'vitrine.png',
      contentType: 'image/jpeg',
      width: 2400,
      height: 1600,
      usages: [],
    });
    expect(media.localizations).toEqual([
      {
        locale: 'fr',
        title: 'Vitrine de la rentrée',
        altText: 'La vitrine de la librairie, pleine de livres',
      },
      {
        locale: 'en',
        title: 'Vitrine de la rentrée (en)',
        altText: 'La vitrine de la librairie, pleine de livres (en)',
      },
    ]);
    expect(media.renditions.map(({ name, width, height }) => ({ name, width, height }))).toEqual([
      { name: 'thumbnail', width: 320, height: 213 },
      { name: 'medium', width: 960, height: 640 },
      { name: 'large', width: 1920, height: 1280 },
    ]);
    const thumbnail = await fetchFile(media.renditions[0]?.url ?? '');
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(320);
    const original = await fetchFile(media.url ?? '');
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(original.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('when a small picture is uploaded, then its renditions are never enlarged', async () => {
    const small = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const sent = await upload(
      author,
      { mediaType: 'ImageThumbnailCms', localizations: bothLanguages('Logo', 'Le logo de la librairie') },
      { bytes: small, name: 'logo.png' },
    );
    expect(sent.body.entityOutput?.renditions.map((rendition) => rendition.width)).toEqual([200, 200, 200]);
  });

  it('when a file is not of its type’s formats, whatever its name says, then it is refused at the file', async () => {
    const page = Buffer.from('<html><script>alert(1)</script></html>');
    const refused = await upload(
      author,
      { mediaType: 'ImageCustom', localizations: bothLanguages('Piège', 'Rien') },
      { bytes: page, name: 'photo.jpg' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages[0]?.propertyName).toBe('file');
    expect(refused.body.propertiesErrorMessages[0]?.errorMessage).toContain(
      'image/jpeg, image/png, image/webp',
    );
    // A PDF taken as a sound is refused too; as a document it is taken.
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n');
    const asSound = await upload(
      author,
      { mediaType: 'AudioUpload', localizations: bothLanguages('Lecture') },
      { bytes: pdf, name: 'lecture.mp3' },
    );
    expect(asSound.status).toBe(400);
    const asDocument = await upload(
      author,
      { mediaType: 'DocumentFile', localizations: bothLanguages('Programme') },
      { bytes: pdf, name: 'programme.pdf' },
    );
    expect(asDocument.body.entityOutput).toMatchObject({ contentType: 'application/pdf', renditions: [] });
    const download = await fetchFile(asDocument.body.entityOutput?.url ?? '');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.headers['content-security-policy']).toContain('sandbox');
    const mp3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64)]);
    const sound = await upload(
      author,
      { mediaType: 'AudioUpload', localizations: bothLanguages('Lecture') },
      { bytes: mp3, name: 'lecture' },
    );
    expect(sound.body.entityOutput?.contentType).toBe('audio/mpeg');
  });

  it('when a picture is over its size limit, then it is refused 413 before being read whole', async () => {
    const tooBig = Buffer.concat([await aPhoto(), Buffer.alloc(10 * 1024 * 1024)]);
    const refused = await upload(
      author,
      { mediaType: 'ImageCustom', localizations: bothLanguages('Trop lourde', 'Une image trop lourde') },
      { bytes: tooBig, name: 'lourde.jpg' },
    );
    expect(refused.status).toBe(413);
    expect(refused.body.errors[0]).toBe('This file may weigh at most 10 MB.');
  });

  it('when a picture lacks its alternative text in a language, then that language’s field is refused', async () => {
    const refused = await upload(
      author,
      {
        mediaType: 'ImageBanner',
        localizations: [
          { locale: 'fr', title: 'Bannière', altText: 'Des livres ouverts' },
          { locale: 'en', title: 'Banner', altText: null },
        ],
      },
      { bytes: await aPhoto(), name: 'banniere.jpg' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages).toEqual([
      {
        propertyName: 'localizations.1.altText',
        errorMessage: 'Say what the picture shows, for those who cannot see it.',
      },
    ]);
    const noFile = await upload(author, {
      mediaType: 'ImageBanner',
      localizations: bothLanguages('Bannière', 'Des livres'),
    });
    expect(noFile.body.propertiesErrorMessages[0]?.propertyName).toBe('file');
  });

  it('when links are added, then each provider’s forms give its player and other addresses are refused', async () => {
    const link = (mediaType: TMediaCreate['mediaType'], externalUrl: string) =>
      api.call(mediaEndpoints.create, {
        body: JSON.stringify({ mediaType, localizations: bothLanguages('Rencontre'), externalUrl }),
        token: author,
      });
    const youtube = await link('YoutubeLink', 'https://youtu.be/dQw4w9WgXcQ?t=42');
    expect(youtube.output).toMatchObject({
      externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect((await link('VimeoLink', 'https://vimeo.com/76979871')).output.embedUrl).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect((await link('DailymotionLink', 'https://dai.ly/x8abcd1')).output.embedUrl).toBe(
      'https://www.dailymotion.com/embed/video/x8abcd1',
    );
    const code =
      '<iframe width="100%" height="166" src="https://w.soundcloud.com/player/?url=https%3A//soundcloud.com/editions/lecture-du-soir&amp;color=%23ff5500"></iframe>';
    expect((await link('SoundcloudCode', code)).output).toMatchObject({
      externalUrl: 'https://soundcloud.com/editions/lecture-du-soir',
      embedUrl:
        'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Feditions%2Flecture-du-soir',
    });
    for (const [mediaType, address] of [
      ['YoutubeLink', 'https://evil.example/watch?v=dQw4w9WgXcQ'],
      ['VimeoLink', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ['YoutubeLink', 'javascript:alert(1)'],
      ['AushaPodcast', 'https://podcast.example/episode'],
    ] as const) {
      const refused = await link(mediaType, address);
      expect(refused.status).toBe(400);
      expect(refused.body.propertiesErrorMessages[0]?.propertyName).toBe('externalUrl');
    }
  });

  it('when the library is listed, then search, type and kind filters, sort and paging apply', async () => {
    await api.call(mediaEndpoints.create, {
      body: JSON.stringify({
        mediaType: 'YoutubeLink',
        localizations: bothLanguages('Bande-annonce'),
        externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      }),
      token: author,
    });
    await aPicture('Dédicace de Marie Ndiaye');
    await aPicture('Dédicace de Patrick Modiano');
    const found = (
      await api.call(mediaEndpoints.list, {
        query: { search: 'dédicace', sort: 'title' },
        token: reader,
        headers: { 'accept-language': 'fr' },
      })
    ).output;
    expect(found.items.map((item) => item.title)).toEqual([
      'Dédicace de Marie Ndiaye',
      'Dédicace de Patrick Modiano',
    ]);
    expect(found.items[0]?.thumbnailUrl).toMatch(/rendition=thumbnail$/);
    const english = (
      await api.call(mediaEndpoints.list, {
        query: { search: 'modiano' },
        token: reader,
        headers: { 'accept-language': 'en' },
      })
    ).output;
    expect(english.items[0]?.title).toBe('Dédicace de Patrick Modiano (en)');
    const page = (
      await api.call(mediaEndpoints.list, {
        query: { search: 'dédicace', page: 2, pageSize: 1, sort: 'title' },
        token: reader,
        headers: { 'accept-language': 'fr' },
      })
    ).output;
    expect(page).toMatchObject({ totalCount: 2, items: [{ title: 'Dédicace de Patrick Modiano' }] });
    // Accents and case do not matter, as in the catalogue's search: « éte » finds « Été ».
    await aPicture('Été des libraires');
    const folded = (
      await api.call(mediaEndpoints.list, {
        query: { search: 'éte des', sort: 'title' },
        token: reader,
        headers: { 'accept-language': 'fr' },
      })
    ).output;
    expect(folded.items.map((item) => item.title)).toEqual(['Été des libraires']);
    const unaccented = (
      await api.call(mediaEndpoints.list, {
        query: { search: 'DEDICACE DE MARIE', sort: 'title' },
        token: reader,
        headers: { 'accept-language': 'fr' },
      })
    ).output;
    expect(unaccented.items.map((item) => item.title)).toEqual(['Dédicace de Marie Ndiaye']);
    const videos = (
      await api.call(mediaEndpoints.list, { query: { mediaType: 'YoutubeLink' }, token: reader })
    ).output;
    expect(videos.items.every((item) => item.mediaType === 'YoutubeLink')).toBe(true);
    expect(videos.totalCount).toBeGreaterThan(0);
    const external = (await api.call(mediaEndpoints.list, { query: { kind: 'External' }, token: reader }))
      .output;
    expect(external.items.every((item) => item.kind === 'External')).toBe(true);
    const types = (await api.call(mediaEndpoints.types, { token: reader })).output;
    expect(types).toHaveLength(12);
    const configuration = (await api.call(mediaEndpoints.configuration, { token: reader })).output;
    expect(configuration.renditions.map((rendition) => rendition.width)).toEqual([320, 960, 1920]);
    expect(configuration.maxBytes.Image).toBe(10 * 1024 * 1024);
  });

  it('when callers lack the claims, then reading, adding and deleting are refused as they should be', async () => {
    expect((await api.call(mediaEndpoints.list, { token: bookseller })).status).toBe(403);
    expect((await api.call(mediaEndpoints.list, {})).status).toBe(401);
    const asReader = await upload(reader, {
      mediaType: 'YoutubeLink',
      localizations: bothLanguages('Vidéo'),
      externalUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(asReader.status).toBe(403);
    const media = await aPicture('À garder');
    expect((await api.call(mediaEndpoints.remove, { query: { id: media.id }, token: author })).status).toBe(
      403,
    );
  });

  it('when alternative texts are changed at a stale version, then 409; a picture cannot become a video', async () => {
    const media = await aPicture('Affiche');
    const changed = (
      await api.call(mediaEndpoints.update, {
        body: {
          id: media.id,
          version: media.version,
          mediaType: 'ImageBanner',
          localizations: bothLanguages('Affiche du salon', 'L’affiche du salon du livre'),
        },
        token: author,
      })
    ).output;
    expect(changed).toMatchObject({ mediaType: 'ImageBanner', version: media.version + 1 });
    const stale = await api.call(mediaEndpoints.update, {
      body: {
        id: media.id,
        version: media.version,
        mediaType: 'ImageBanner',
        localizations: bothLanguages('Autre', 'Autre chose'),
      },
      token: author,
    });
    expect(stale.status).toBe(409);
    const kind = await api.call(mediaEndpoints.update, {
      body: {
        id: media.id,
        version: changed.version,
        mediaType: 'YoutubeLink',
        localizations: bothLanguages('Affiche'),
        externalUrl: 'https://youtu.be/dQw4w9WgXcQ',
      },
      token: author,
    });
    expect(kind.status).toBe(400);
    expect(kind.body.propertiesErrorMessages[0]?.propertyName).toBe('mediaType');
  });

  it('when a post uses a media, then the media says where, its deletion is refused naming the post, and confirmed it leaves the post', async () => {
    const media = await aPicture('Portrait de l’autrice');
    const post = (
      await api.call(postEndpoints.create, {
        body: {
          postType: 'Article',
          localizations: [{ locale: 'fr', title: 'Rencontre avec l’autrice' }],
          mediaIds: [media.id],
        },
        token: author,
      })
    ).output;
    expect(post.media).toMatchObject([
      { id: media.id, kind: 'Image', altText: 'La vitrine de la librairie, pleine de livres' },
    ]);
    expect(post.media[0]?.renditions).toHaveLength(3);
    const used = (await api.call(mediaEndpoints.get, { query: { id: media.id }, token: reader })).output;
    expect(used.usages).toEqual([{ entity: 'Post', id: post.id, title: 'Rencontre avec l’autrice' }]);

    const refused = await api.call(mediaEndpoints.remove, { query: { id: media.id }, token: editor });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]).toContain(`« Rencontre avec l’autrice » (Post #${post.id})`);

    const removed = await api.call(mediaEndpoints.remove, {
      query: { id: media.id, force: 'true' },
      token: editor,
    });
    expect(removed.status).toBe(200);
    expect((await api.call(mediaEndpoints.get, { query: { id: media.id }, token: reader })).status).toBe(404);
    expect(
      (await api.call(postEndpoints.get, { query: { id: post.id }, token: reader })).output.media,
    ).toEqual([]);
    expect((await fetchFile(media.renditions[0]?.url ?? '')).statusCode).toBe(404);
    const log = (
      await api.call(activityEndpoints.list, {
        query: { entity: 'Post', entityId: String(post.id) },
        token: api.adminToken,
      })
    ).output;
    expect(log.items.map((item) => item.action)).toContain('removeMedia');
  });

  it('when a post shows library pictures in its texts, then each names the post, apart from its main picture, until taken out', async () => {
    const main = await aPicture('Affiche de la rencontre');
    const inText = await aPicture('La salle pleine');
    const inBoth = await aPicture('Le libraire');
    const img = (id: number) =>
      `<img src="http://127.0.0.1:53361/Common/Media/File?id=${id}&amp;rendition=medium" alt="x">`;
    const post = (
      await api.call(postEndpoints.create, {
        body: {
          postType: 'Article',
          localizations: [
            {
              locale: 'fr',
              title: 'Soirée de lancement',
              description: `<p>Texte</p>${img(inText.id)}${img(inBoth.id)}<img src="https://ailleurs.example/a.jpg">`,
            },
            { locale: 'en', title: 'Launch evening', lead: `<p>${img(inBoth.id)}</p>` },
          ],
          mediaIds: [main.id, inBoth.id],
        },
        token: author,
      })
    ).output;
    // The post's own media stay those chosen, in their order: a picture of the texts is not its main picture.
    expect(post.media.map((item) => item.id)).toEqual([main.id, inBoth.id]);
    for (const picture of [main, inText, inBoth]) {
      const used = (await api.call(mediaEndpoints.get, { query: { id: picture.id }, token: reader })).output;
      expect(used.usages).toEqual([{ entity: 'Post', id: post.id, title: 'Launch evening' }]);
    }
    const listed = (
      await api.call(mediaEndpoints.list, { query: { search: 'la salle pleine' }, token: reader })
    ).output;
    expect(listed.items[0]?.usagesCount).toBe(1);
    const refused = await api.call(mediaEndpoints.remove, { query: { id: inText.id }, token: editor });
    expect(refused.status).toBe(409);

    await api.call(postEndpoints.update, {
      body: {
        id: post.id,
        version: post.version,
        postType: 'Article',
        localizations: [{ locale: 'fr', title: 'Soirée de lancement', description: '<p>Texte seul</p>' }],
        mediaIds: [main.id],
      },
      token: author,
    });
    const free = (await api.call(mediaEndpoints.get, { query: { id: inText.id }, token: reader })).output;
    expect(free.usages).toEqual([]);
  });

  it('when a page’s carousel shows a picture, then the media names the page and is not deleted, even confirmed', async () => {
    const media = await aPicture('Carrousel de la rentrée');
    const page = (
      await api.call(pageEndpoints.create, {
        body: {
          name: 'Accueil de la rentrée',
          localizations: [{ locale: 'fr', title: 'Accueil de la rentrée' }],
          blocs: [
            {
              blocType: 'ImageCarousel',
              width: 100,
              localizations: [{ locale: 'fr', title: 'Vitrines' }],
              mediaIds: [media.id],
            },
          ],
        },
        token: api.adminToken,
      })
    ).output;
    const used = (await api.call(mediaEndpoints.get, { query: { id: media.id }, token: reader })).output;
    expect(used.usages).toEqual([{ entity: 'Page', id: page.id, title: 'Accueil de la rentrée' }]);
    const forced = await api.call(mediaEndpoints.remove, {
      query: { id: media.id, force: 'true' },
      token: editor,
    });
    expect(forced.status).toBe(409);
    expect(forced.body.errors[0]).toContain('« Accueil de la rentrée » (Page');
    expect((await api.call(mediaEndpoints.get, { query: { id: media.id }, token: reader })).status).toBe(200);
  });

  it('when a post names a media that does not exist, then it is refused at that media', async () => {
    const refused = await api.call(postEndpoints.create, {
      body: {
        postType: 'Article',
        localizations: [{ locale: 'fr', title: 'Sans image' }],
        mediaIds: [999_999],
      },
      token: author,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages[0]?.propertyName).toBe('mediaIds.0');
  });

  it('when a video post takes a video of the library, then the site reads its player in the caller’s language', async () => {
    const video = (
      await api.call(mediaEndpoints.create, {
        body: JSON.stringify({
          mediaType: 'VimeoLink',
          localizations: bothLanguages('Entretien filmé'),
          externalUrl: 'https://vimeo.com/76979871',
        }),
        token: author,
      })
    ).output;
    let post = (
      await api.call(postEndpoints.create, {
        body: {
          postType: 'Video',
          localizations: [
            { locale: 'fr', title: 'Entretien en vidéo' },
            { locale: 'en', title: 'Video interview' },
          ],
          mediaIds: [video.id],
        },
        token: editor,
      })
    ).output;
    for (const action of ['Submit', 'Validate', 'Publish'] as const)
      post = (
        await api.call(postEndpoints.transition, {
          body: { id: post.id, version: post.version, action, reason: null },
          token: editor,
        })
      ).output;
    const read = (
      await api.call(publicPostEndpoints.byRelativeUrl, {
        query: { relativeUrl: post.localizations[1]?.seo.relativeUrl ?? '' },
        headers: { 'accept-language': 'en' },
      })
    ).output;
    expect(read.media).toMatchObject([
      { title: 'Entretien filmé (en)', embedUrl: 'https://player.vimeo.com/video/76979871' },
    ]);
  });

  it('when a carousel shows pictures of the library, then the preview and the site show them in order with their texts in the caller’s language; a video or a missing media is refused at its place', async () => {
    const first = await aPicture('Vitrine de Noël');
    const second = await aPicture('Table des nouveautés');
    const carousel = {
      blocType: 'ImageCarousel' as const,
      width: 100 as const,
      localizations: [{ locale: 'fr' as const, title: 'En vitrine' }],
      mediaIds: [second.id, first.id],
    };
    const preview = (
      await api.call(pagePreviewEndpoints.preview, {
        body: { layout: 'FullPage', locale: 'en', blocs: [carousel] },
        token: api.adminToken,
      })
    ).output;
    expect(preview.blocs[0]?.media).toEqual([
      {
        id: second.id,
        title: 'Table des nouveautés (en)',
        altText: 'La vitrine de la librairie, pleine de livres (en)',
        url: `/Common/Media/File?id=${second.id}&rendition=large`,
      },
      expect.objectContaining({ id: first.id, title: 'Vitrine de Noël (en)' }),
    ]);
    // The address shown is a picture the site can load.
    const file = await fetchFile(preview.blocs[0]?.media[0]?.url ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');

    await api.call(pageEndpoints.create, {
      body: {
        name: 'Vitrines',
        isPublished: true,
        localizations: [{ locale: 'fr', title: 'Nos vitrines', relativeUrl: 'nos-vitrines' }],
        blocs: [carousel],
      },
      token: api.adminToken,
    });
    const site = (
      await api.call(publicPageEndpoints.byRelativeUrl, {
        query: { relativeUrl: 'nos-vitrines' },
        headers: { 'accept-language': 'fr' },
      })
    ).output;
    expect(site.blocs[0]?.media.map((media) => [media.id, media.title])).toEqual([
      [second.id, 'Table des nouveautés'],
      [first.id, 'Vitrine de Noël'],
    ]);

    const video = (
      await api.call(mediaEndpoints.create, {
        body: JSON.stringify({
          mediaType: 'VimeoLink',
          localizations: bothLanguages('Visite filmée'),
          externalUrl: 'https://vimeo.com/76979871',
        }),
        token: author,
      })
    ).output;
    const refused = await api.call(pageEndpoints.create, {
      body: {
        name: 'Vitrines refusées',
        localizations: [{ locale: 'fr', title: 'Vitrines refusées' }],
        blocs: [{ ...carousel, mediaIds: [first.id, video.id, 999_999] }],
      },
      token: api.adminToken,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages.map((error) => error.propertyName)).toEqual([
      'blocs.0.mediaIds.1',
      'blocs.0.mediaIds.2',
    ]);
  });
});
