import { PICTURE_WIDTHS } from '#contract/shop.ts';
import type { Queryable } from '#server/db/db.ts';
import { pictureKey, type SourceType, type StoredPicture } from './picture-names.ts';
import { loadSharp, MAX_INPUT_PIXELS } from './picture-render.ts';

/** An uploaded picture may be this large (a phone's photo is 3 to 8 MB). */
export const PICTURE_MAX_BYTES = 15 * 1024 * 1024;
/** Its shorter side must be at least this (a tile on a sharp phone shows about 500 px). */
export const PICTURE_MIN_SIDE = 320;
/** It is kept at most this large: twice the largest rendering, room for a crop later. */
const KEPT_SIDE = 2 * PICTURE_WIDTHS.at(-1)!;
const UPLOAD_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

export type PictureRefusal = 'too-large' | 'not-a-picture' | 'too-small';

/** What staff read when an upload is refused (the console translates these texts). */
export const PICTURE_REFUSALS: Record<PictureRefusal, string> = {
  'not-a-picture': 'Upload a JPEG, PNG, WebP or AVIF picture.',
  'too-large': 'The picture is too large.',
  'too-small': `The picture is too small: at least ${PICTURE_MIN_SIDE} px on its shorter side.`,
};

async function keep(db: Queryable, type: SourceType, source: Uint8Array, width: number, height: number) {
  const key = pictureKey(type, source);
  await db.query(
    `INSERT INTO media_pictures (key, source, source_type, width, height) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (key) DO UPDATE SET unused_since = NULL`, // uploaded again: a day more before the clean-up
    [key, source, type, width, height],
  );
  return { key, width, height };
}

/**
 * Keeps one of the server's own drawings (the seed's product pictures): trusted SVG, never anything a person sent.
 * It is drawn at any width, so it offers the largest; its height follows the viewBox. No rendering happens here
 * (the seed stays fast): each size is made on its first request.
 */
export async function storeDrawing(db: Queryable, svg: string): Promise<StoredPicture> {
  const box = /viewBox="\s*[-\d.]+\s+[-\d.]+\s+([\d.]+)\s+([\d.]+)\s*"/.exec(svg);
  if (!box) throw new Error('A drawing needs a viewBox.');
  const width = PICTURE_WIDTHS.at(-1)!;
  const height = Math.round((width * Number(box[2])) / Number(box[1]));
  return keep(db, 'svg', new TextEncoder().encode(svg), width, height);
}

/**
 * Keeps a picture a person uploaded (issue 28's product pictures go through here): at most PICTURE_MAX_BYTES, a JPEG,
 * PNG, WebP or AVIF by its content (file-type, never the name or declared type; never SVG), decodable within
 * MAX_INPUT_PIXELS, at least PICTURE_MIN_SIDE on its shorter side. It is turned upright by its EXIF orientation,
 * fitted within 2,560 px, stripped of every metadata (GPS position, camera) and kept as WebP at quality 90. Answers
 * the stored picture, or why it was refused. The caller may then `prepare` its renderings (picture-variants.ts).
 */
export async function storeUploadedPicture(
  db: Queryable,
  bytes: Uint8Array,
): Promise<StoredPicture | { refused: PictureRefusal }> {
  if (bytes.byteLength > PICTURE_MAX_BYTES) return { refused: 'too-large' };
  const { fileTypeFromBuffer } = await import('file-type'); // loaded on first use (issue 15: idle memory)
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !UPLOAD_TYPES.has(detected.mime)) return { refused: 'not-a-picture' };
  const sharp = await loadSharp();
  let normalised: { data: Buffer; info: { width: number; height: number } };
  try {
    normalised = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: KEPT_SIDE, height: KEPT_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { refused: 'not-a-picture' };
  }
  const { width, height } = normalised.info;
  if (Math.min(width, height) < PICTURE_MIN_SIDE) return { refused: 'too-small' };
  return keep(db, 'webp', new Uint8Array(normalised.data), width, height);
}
