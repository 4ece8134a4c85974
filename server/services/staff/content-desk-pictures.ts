import { randomUUID } from 'node:crypto';
import type { StaffPicture } from '#contract/staff-content.ts';
import type { Queryable } from '#server/db/db.ts';
import { type PictureRefusal, storeUploadedPicture } from '#server/services/media/picture-store.ts';
import { productImageOf } from '#server/services/shop/product-images.ts';

/**
 * Pictures staff upload for articles, galleries and hero slides (decision 0289), kept in the shop's picture store
 * (decision 0285): checked by their content, turned upright, stripped of metadata, stored once and served as WebP
 * (and AVIF) from immutable URLs. An article keeps three of its WebP addresses: 320 px for lists and galleries,
 * 640 px as the thumbnail and 1280 px for the article itself (smaller when the upload is smaller).
 */
export async function storeContentPicture(
  db: Queryable,
  bytes: Uint8Array,
): Promise<(StaffPicture & { key: string }) | { refused: PictureRefusal }> {
  const stored = await storeUploadedPicture(db, bytes);
  if ('refused' in stored) return stored;
  const { sizes } = productImageOf(stored, 1);
  return { uuid: randomUUID(), key: stored.key, s: sizes.s, thumbnail: sizes.m, l: sizes.l };
}
