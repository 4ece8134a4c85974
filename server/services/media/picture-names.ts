import { createHash } from 'node:crypto';
import { PICTURE_WIDTHS, type ProductPicture } from '#contract/shop.ts';

/** Public URL prefix of the store's pictures; names come from the pictures' bytes, so each URL is immutable. */
export const MEDIA_URL_PREFIX = '/api/v1/media/';

export const PICTURE_FORMATS = ['avif', 'webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];
export type SourceType = 'svg' | 'webp';

export const CONTENT_TYPES: Record<PictureFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** A picture as the store keeps it: its key and the size of the largest rendering it offers. */
export interface StoredPicture {
  key: string;
  width: number;
  height: number;
}

/**
 * Changes the key of every picture when the renderings would change (encoder settings, widths): a URL is cached for a
 * year, so a new rendering must get a new name.
 */
const RENDERING = 'r1:avif-q55-e1:webp-q80-e2';

/** The key of a source: 32 hex digits of its SHA-256 (with the source type and the rendering's version). */
export function pictureKey(sourceType: SourceType, bytes: Uint8Array): string {
  return createHash('sha256').update(RENDERING).update(sourceType).update(bytes).digest('hex').slice(0, 32);
}

const NAME = /^([a-f0-9]{32})-(\d{1,5})\.(avif|webp)$/;

/** The key, width and format a file name asks for; null for any name the store would never give out. */
export function parsePictureName(name: string): { key: string; width: number; format: PictureFormat } | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const width = Number(match[2]);
  if (!(PICTURE_WIDTHS as readonly number[]).includes(width)) return null;
  return { key: match[1]!, width, format: match[3] as PictureFormat };
}

export const pictureUrl = (key: string, width: number, format: PictureFormat) =>
  `${MEDIA_URL_PREFIX}${key}-${width}.${format}`;

/** The widths a picture is served in: those not larger than it (a picture is never enlarged), at least the smallest. */
export function widthsOf(picture: Pick<StoredPicture, 'width'>): number[] {
  const fit = PICTURE_WIDTHS.filter((width) => width <= picture.width);
  return fit.length > 0 ? fit : [PICTURE_WIDTHS[0]];
}

/** What the app needs to show a stored picture: its size and a srcset per format. */
export function pictureSet(picture: StoredPicture): ProductPicture {
  const widths = widthsOf(picture);
  const largest = widths.at(-1)!;
  const srcset = (format: PictureFormat) =>
    widths.map((width) => `${pictureUrl(picture.key, width, format)} ${width}w`).join(', ');
  return {
    width: largest,
    height: Math.max(1, Math.round((picture.height * largest) / picture.width)),
    avif: srcset('avif'),
    webp: srcset('webp'),
  };
}
