import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A product picture staff upload (decision 0290): checked by its content (JPEG, PNG, WebP or AVIF), turned
 * upright, stripped of metadata and kept as WebP in three widths below DATA_DIR/files/catalogue, which the public
 * files route serves. The shop's image shape: sizes s, m, l and the thumbnail (the small one).
 */
export const CATALOGUE_URL_BASE = '/pv/app/public/files/catalogue';
const WIDTHS = { s: 320, m: 640, l: 1280 } as const;
const KINDS = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/avif']);

export interface StoredPicture {
  sizes: { s: string; m: string; l: string };
  thumbnail: string;
}

/** The picture kept in three sizes; null when the bytes are not a picture of the kinds above that sharp reads. */
export async function storeProductPicture(dataDir: string, bytes: Uint8Array): Promise<StoredPicture | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !KINDS.has(detected.mime)) return null;
  const { default: sharp } = await import('sharp');
  const uuid = randomUUID();
  const files: Partial<Record<keyof typeof WIDTHS, Buffer>> = {};
  try {
    for (const [size, width] of Object.entries(WIDTHS) as [keyof typeof WIDTHS, number][]) {
      files[size] = await sharp(bytes, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    }
  } catch {
    return null;
  }
  const dir = join(dataDir, 'files', 'catalogue');
  await mkdir(dir, { recursive: true });
  for (const [size, data] of Object.entries(files)) await writeFile(join(dir, `${uuid}-${size}.webp`), data!);
  const url = (size: string) => `${CATALOGUE_URL_BASE}/${uuid}-${size}.webp`;
  return { sizes: { s: url('s'), m: url('m'), l: url('l') }, thumbnail: url('s') };
}
