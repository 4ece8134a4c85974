import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS, type ProductImage } from '#contract/shop.ts';
import { useTestApp } from '#server/test/test-app.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The URLs of a srcset, by their width. */
function srcsetUrls(srcset: string): Map<number, string> {
  return new Map(
    srcset.split(', ').map((entry) => {
      const [url, width] = entry.split(' ');
      return [Number(width!.replace('w', '')), url!];
    }),
  );
}

describe('the picture store (decision 0285)', () => {
  const t = useTestApp();
  const fetchPicture = (url: string, method = 'GET') => t.app.request(url, { method });
  const seededImages = async () =>
    t.deps.db.query<{ sku: string; type: string; images: ProductImage[] }>(
      'SELECT sku, type, images FROM shop_products ORDER BY region_id, position',
    );

  it('gives every seeded product and voucher pictures of the store, in AVIF and WebP at every width', async () => {
    const products = await seededImages();
    expect(products.length).toBeGreaterThanOrEqual(20);
    for (const { sku, images } of products) {
      expect(images.length, sku).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.picture, sku).toBeDefined();
        const { avif, webp, width, height } = image.picture!;
        expect([width, height], sku).toEqual([1280, 1280]);
        expect([...srcsetUrls(avif).keys()], sku).toEqual([...PICTURE_WIDTHS]);
        expect([...srcsetUrls(webp).keys()], sku).toEqual([...PICTURE_WIDTHS]);
        for (const url of [...srcsetUrls(avif).values(), ...srcsetUrls(webp).values(), image.thumbnail])
          expect(url).toMatch(/^\/api\/v1\/media\/[a-f0-9]{32}-\d+\.(avif|webp)$/);
        expect(image.thumbnail).toBe(srcsetUrls(webp).get(320));
      }
    }
    // The jacket and the flyer have a front and a back; the same drawing (the two jackets) is kept once.
    const bySku = new Map(products.map((p) => [p.sku, p.images]));
    expect(bySku.get('JACKET-SOFTSHELL')).toHaveLength(2);
    expect(bySku.get('MKT-FLYER-A5')).toHaveLength(2);
    expect(bySku.get('RO-JACKET')![0]!.thumbnail).toBe(bySku.get('JACKET-SOFTSHELL')![0]!.thumbnail);
  });

  it('serves each seeded picture as a real raster image of its format and width, cached for good', async () => {
    for (const { sku, images } of await seededImages()) {
      for (const format of ['avif', 'webp'] as const) {
        const url = srcsetUrls(images[0]!.picture![format]).get(320)!;
        const res = await fetchPicture(url);
        expect(res.status, `${sku} ${format}`).toBe(200);
        expect(res.headers.get('content-type')).toBe(`image/${format}`);
        expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        const meta = await sharp(new Uint8Array(await res.arrayBuffer())).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect(meta.compression ?? 'webp').toBe(format === 'avif' ? 'av1' : 'webp');
        expect([meta.width, meta.height], sku).toEqual([320, 320]);
      }
    }
  });

  it('makes every width of a picture, keeps each rendering and answers it again unchanged', async () => {
    const [jacket] = (await seededImages()).filter((p) => p.sku === 'JACKET-SOFTSHELL');
    const urls = srcsetUrls(jacket!.images[1]!.picture!.avif);
    for (const [width, url] of urls) {
      const first = await fetchPicture(url);
      const bytes = new Uint8Array(await first.arrayBuffer());
      expect((await sharp(bytes).metadata()).width).toBe(width);
      const again = new Uint8Array(await (await fetchPicture(url)).arrayBuffer());
      expect(again).toEqual(bytes);
    }
    const key = urls.get(160)!.match(/([a-f0-9]{32})/)![1];
    const [kept] = await t.deps.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM media_variants WHERE key = $1 AND format = 'avif'",
      [key],
    );
    expect(kept!.n).toBe(PICTURE_WIDTHS.length);
    const head = await fetchPicture(urls.get(640)!, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/avif');
    expect(await head.text()).toBe('');
  });

  it('answers 404 for any name it does not have: unknown keys, widths, formats and paths that climb out', async () => {
    const [first] = await seededImages();
    const known = first!.images[0]!.thumbnail.match(/([a-f0-9]{32})/)![1]!;
    const names = [
      `${'0'.repeat(32)}-320.webp`,
      `${known}-200.webp`,
      `${known}-320.png`,
      `${known}-320.svg`,
      `${known}-320.AVIF`,
      `${known.toUpperCase()}-320.webp`,
      `${known}-320.webp.exe`,
      `${known}`,
      '..%2F..%2Fjwt-secret',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      `${known}-320.webp%00.png`,
      'a'.repeat(5000),
    ];
    for (const name of names) {
      const res = await fetchPicture(`/api/v1/media/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.headers.get('cache-control'), name).toBe('no-cache');
    }
    for (const path of ['/api/v1/media/../../../etc/passwd', '/api/v1/media/', `/api/v1/media/${known}-320.webp/x`])
      expect((await fetchPicture(path)).status, path).toBe(404);
  });

  it('answers 404, not an error, for a picture whose source cannot be drawn', async () => {
    const key = 'f'.repeat(32);
    await t.deps.db.query(
      "INSERT INTO media_pictures (key, source, source_type, width, height) VALUES ($1, $2, 'webp', 1280, 1280)",
      [key, new TextEncoder().encode('not a picture at all')],
    );
    const res = await fetchPicture(`/api/v1/media/${key}-320.webp`);
    expect(res.status).toBe(404);
  });
});
