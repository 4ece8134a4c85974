import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StaffPicture } from '#contract/staff-content.ts';

/**
 * Pictures staff upload for articles, galleries and hero slides (decision 0289): checked by their content
 * (file-type: PNG, JPEG or WebP), turned upright, stripped of metadata and kept as WebP in three widths below
 * DATA_DIR/files/content-uploads, which the public files route serves (the seeded pictures' neighbours). A minimal
 * store of its own: the shared media store (server/services/media) had not landed when this was written.
 */
export const UPLOAD_URL_BASE = '/pv/app/public/files/content-uploads';
const WIDTHS = { s: 320, thumb: 480, l: 1280 } as const;
const KINDS = new Set(['image/png', 'image/jpeg', 'image/webp']);

export const uploadsDir = (dataDir: string) => join(dataDir, 'files', 'content-uploads');

/** The picture kept in three sizes; null when the bytes are not a PNG, JPEG or WebP picture sharp can read. */
export async function storeContentPicture(dataDir: string, bytes: Uint8Array): Promise<StaffPicture | null> {
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
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    }
  } catch {
    return null;
  }
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  for (const [size, data] of Object.entries(files)) await writeFile(join(dir, `${uuid}-${size}.webp`), data!);
  const url = (size: string) => `${UPLOAD_URL_BASE}/${uuid}-${size}.webp`;
  return { uuid, s: url('s'), thumbnail: url('thumb'), l: url('l') };
}
