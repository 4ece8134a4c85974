import type { ProductImage } from '#contract/shop.ts';
import { pictureSet, pictureUrl, type StoredPicture, widthsOf } from '#server/services/media/picture-names.ts';

/**
 * A product's image entry for a picture of the store: the srcsets the app shows (AVIF and WebP at every width the
 * picture offers) and, for whatever reads only the older shape (an order's line, the staff console), WebP URLs as
 * `sizes` (320, 640, 1280) and the 320 px one as the thumbnail.
 */
export function productImageOf(picture: StoredPicture, position: number): ProductImage {
  const widths = widthsOf(picture);
  const webp = (wanted: number) =>
    pictureUrl(picture.key, widths.filter((width) => width <= wanted).at(-1) ?? widths[0]!, 'webp');
  return {
    position,
    sizes: { s: webp(320), m: webp(640), l: webp(1280) },
    thumbnail: webp(320),
    picture: pictureSet(picture),
  };
}
