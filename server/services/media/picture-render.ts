import type { PictureFormat, SourceType } from './picture-names.ts';

/** Pixels a source may have (a 6,000 x 6,000 photo is 36 million): a picture bomb stops at decoding. */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Encoder settings, chosen on the seed's drawings: AVIF at quality 55 and WebP at 80 look alike and clean at phone
 * sizes. A rendering is made on its first request, so speed counts: AVIF at effort 1 makes the 1280 px jacket in about
 * 0.5 s (effort 2: 1.3 s, for files 20 % smaller), WebP at effort 2 in 60 ms. Changing them changes RENDERING in
 * picture-names.ts.
 */
const ENCODE = {
  avif: { quality: 55, effort: 1 },
  webp: { quality: 80, effort: 2 },
} as const;

type Sharp = typeof import('sharp')['default'];

// libvips is loaded on the first rendering, not at start (issue 15: the idle server's memory).
let loaded: Promise<Sharp> | undefined;
export function loadSharp(): Promise<Sharp> {
  loaded ??= import('sharp').then((module) => module.default);
  return loaded;
}

/**
 * One rendering of a source: `width` px wide (never wider than a raster source), in `format`, with no metadata.
 * A drawing (SVG) is rasterised at the density that gives the width, so it stays sharp at every size.
 */
export async function renderPicture(
  source: Uint8Array,
  sourceType: SourceType,
  width: number,
  format: PictureFormat,
): Promise<Uint8Array> {
  const sharp = await loadSharp();
  let image: import('sharp').Sharp;
  if (sourceType === 'svg') {
    const natural = (await sharp(source).metadata()).width ?? width;
    image = sharp(source, { density: Math.min(2400, (72 * width) / natural), limitInputPixels: MAX_INPUT_PIXELS });
  } else {
    image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS });
  }
  image = image.resize({ width, withoutEnlargement: sourceType !== 'svg' });
  const out = format === 'avif' ? await image.avif(ENCODE.avif).toBuffer() : await image.webp(ENCODE.webp).toBuffer();
  return new Uint8Array(out);
}
