import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HOUR } from '#server/test/fake-clock.ts';
import { useTestApp } from '#server/test/test-app.ts';
import { JOBS } from '../jobs/jobs.ts';
import { pictureUrl } from './picture-names.ts';
import { storeUploadedPicture } from './picture-store.ts';
import { createPictureFiles } from './picture-variants.ts';
import { removeUnusedPictures } from './unused-pictures.ts';

const photo = async (background: string) =>
  new Uint8Array(
    await sharp({ create: { width: 700, height: 500, channels: 3, background } })
      .png()
      .toBuffer(),
  );

/** The hourly clean-up of pictures nothing names any more (decision 0285 of 2026-11-27). */
describe('unused pictures', () => {
  const t = useTestApp();
  const quiet = { warn: () => undefined };

  const upload = async (background: string) => {
    const stored = await storeUploadedPicture(t.deps.db, await photo(background));
    if ('refused' in stored) throw new Error(stored.refused);
    await createPictureFiles(t.deps.db, quiet).prepare(stored.key);
    return stored.key;
  };
  const counts = async (key: string) => {
    const [row] = await t.deps.db.query<{ pictures: number; variants: number }>(
      `SELECT (SELECT count(*)::int FROM media_pictures WHERE key = $1) AS pictures,
              (SELECT count(*)::int FROM media_variants WHERE key = $1) AS variants`,
      [key],
    );
    return row!;
  };
  const status = async (key: string) => (await t.app.request(pictureUrl(key, 320, 'webp'))).status;

  it('keeps a picture a slide, an article or a product names, and removes an orphan a day later with its sizes', async () => {
    expect(JOBS['pictures.remove-unused']).toBe(removeUnusedPictures);
    const db = t.deps.db;
    const [slideKey, articleKey, orphanKey, draftKey] = [
      await upload('#d53a3a'),
      await upload('#3ad55b'),
      await upload('#3a3ad5'),
      await upload('#d5c23a'),
    ];
    await db.query('UPDATE hero_images SET image = $1 WHERE id = (SELECT min(id) FROM hero_images)', [
      pictureUrl(slideKey, 1280, 'webp'),
    ]);
    await db.query(
      `UPDATE content_items SET other_images = other_images || jsonb_build_array(jsonb_build_object('l', $1::text))
       WHERE id = (SELECT min(id) FROM content_items)`,
      [pictureUrl(articleKey, 640, 'webp')],
    );
    const before = await counts(orphanKey);
    expect(before.pictures).toBe(1);
    expect(before.variants).toBeGreaterThan(0);
    expect(await status(orphanKey)).toBe(200);

    const now = t.clock.now().getTime();
    // First seen unused: marked, nothing removed (an editor may still save the form that holds it).
    expect(await removeUnusedPictures(db, new Date(now))).toBe(0);
    expect(await status(orphanKey)).toBe(200);
    // Less than a day later: still there. The draft's picture is uploaded again meanwhile: a day more for it.
    expect(await removeUnusedPictures(db, new Date(now + 23 * HOUR))).toBe(0);
    expect(await storeUploadedPicture(db, await photo('#d5c23a'))).toMatchObject({ key: draftKey });

    expect(await removeUnusedPictures(db, new Date(now + 25 * HOUR))).toBe(1);
    expect(await counts(orphanKey)).toEqual({ pictures: 0, variants: 0 });
    for (const key of [slideKey, articleKey, draftKey]) expect((await counts(key)).pictures, key).toBe(1);
    // Every seeded product drawing is named by its product: none went.
    const [seeded] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM media_pictures WHERE source_type = 'svg' AND unused_since IS NOT NULL",
    );
    expect(seeded!.n).toBe(0);

    // The orphan's immutable URLs answer 404, not an error, in every size and format.
    for (const url of [pictureUrl(orphanKey, 320, 'webp'), pictureUrl(orphanKey, 640, 'avif')]) {
      const res = await t.app.request(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    expect(await status(slideKey)).toBe(200);

    // The slide lets its picture go: removed a day after the next run finds it unused, not before.
    await db.query('UPDATE hero_images SET image = $1 WHERE image = $2', [
      '/pv/app/public/files/content/hero-club-l.svg',
      pictureUrl(slideKey, 1280, 'webp'),
    ]);
    expect(await removeUnusedPictures(db, new Date(now + 26 * HOUR))).toBe(0);
    // The draft's picture, unused again since the run at 25 h, goes a day after that; the slide's not yet.
    expect(await removeUnusedPictures(db, new Date(now + 49.5 * HOUR))).toBe(1);
    expect((await counts(draftKey)).pictures).toBe(0);
    expect(await status(slideKey)).toBe(200);
    expect(await removeUnusedPictures(db, new Date(now + 51 * HOUR))).toBe(1);
    expect(await status(slideKey)).toBe(404);
  });
});
