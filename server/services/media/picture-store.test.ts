import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/test-app.ts';
import { pictureSet } from './picture-names.ts';
import { PICTURE_MAX_BYTES, storeUploadedPicture } from './picture-store.ts';
import { createPictureFiles } from './picture-variants.ts';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } });

/** An upload goes through the same store (issue 28): checked, normalised, then rendered like the seed's drawings. */
describe('an uploaded picture', () => {
  const t = useTestApp();
  const quiet = { warn: () => undefined };

  it('is turned upright, stripped of its metadata and offered only in the widths it has', async () => {
    // A phone's portrait photo: stored 1000 x 700 with "turn 90°" in its EXIF, and a GPS-bearing comment.
    const bytes = await photo(1000, 700)
      .withMetadata({ orientation: 6, exif: { IFD0: { ImageDescription: 'GPS 50.06N 19.94E' } } })
      .jpeg()
      .toBuffer();
    const stored = await storeUploadedPicture(t.deps.db, new Uint8Array(bytes));
    if ('refused' in stored) throw new Error(stored.refused);
    expect([stored.width, stored.height]).toEqual([700, 1000]);
    const set = pictureSet(stored);
    expect(set.webp.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['160w', '320w', '640w']);
    expect([set.width, set.height]).toEqual([640, 914]);

    const files = createPictureFiles(t.deps.db, quiet);
    await files.prepare(stored.key);
    const file = await files.read(`${stored.key}-640.avif`);
    const meta = await sharp(file!.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([640, 914]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    // Never enlarged: the 1280 rendering does not exist for a 700 px picture.
    expect(await files.read(`${stored.key}-1280.webp`)).toBeNull();
  });

  it('is refused when it is not a PNG, JPEG, WebP or AVIF by its content, too small or too large', async () => {
    const db = t.deps.db;
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"><rect width="900" height="900"/></svg>';
    expect(await storeUploadedPicture(db, new TextEncoder().encode(svg))).toEqual({ refused: 'not-a-picture' });
    expect(await storeUploadedPicture(db, new TextEncoder().encode('GIF89a, or so it says'))).toEqual({
      refused: 'not-a-picture',
    });
    const gif = await photo(400, 400).gif().toBuffer();
    expect(await storeUploadedPicture(db, new Uint8Array(gif))).toEqual({ refused: 'not-a-picture' });
    const jpeg = await photo(900, 900).jpeg().toBuffer();
    const cut = new Uint8Array(jpeg.subarray(0, 200));
    expect(await storeUploadedPicture(db, cut)).toEqual({ refused: 'not-a-picture' });
    const small = await photo(900, 200).png().toBuffer();
    expect(await storeUploadedPicture(db, new Uint8Array(small))).toEqual({ refused: 'too-small' });
    const huge = new Uint8Array(PICTURE_MAX_BYTES + 1);
    huge.set(jpeg);
    expect(await storeUploadedPicture(db, huge)).toEqual({ refused: 'too-large' });
    const [count] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM media_pictures WHERE source_type = 'webp'",
    );
    expect(count!.n).toBe(1);
  });

  it('is kept once when the same picture comes twice', async () => {
    const bytes = new Uint8Array(await photo(800, 800).png().toBuffer());
    const first = await storeUploadedPicture(t.deps.db, bytes);
    const second = await storeUploadedPicture(t.deps.db, bytes);
    expect(second).toEqual(first);
  });
});
