import './product-picture.css';
import { useState } from 'react';
import type { ProductPicture as StorePicture } from '#contract/shop.ts';

/** A picture to show: the store's AVIF and WebP srcsets when it has them (decision 0285), and a plain URL always. */
export interface PictureSource {
  src: string;
  picture?: StorePicture;
}

export interface ProductPictureProps {
  /** null: the product has no picture; the placeholder says so instead of a blank box. */
  source: PictureSource | null;
  /** How wide the picture shows, as the `sizes` attribute says it (e.g. "(min-width: 48em) 280px, 50vw"). */
  sizes: string;
  /** The first pictures a screen shows load at once; every other waits until it is about to scroll into view. */
  eager?: boolean;
  alt?: string;
}

/**
 * A product's picture in a box of its proportions (its width and height are known before it loads: nothing moves),
 * AVIF where the browser takes it, else WebP, at the width the layout needs. Until it arrives, and when it cannot
 * (offline, never seen), the box shows a picture glyph on a quiet tone rather than white.
 */
export function ProductPicture({ source, sizes, eager = false, alt = '' }: ProductPictureProps) {
  const [settled, setSettled] = useState<{ src: string; loaded: boolean } | null>(null);
  if (!source) return <span className="product-picture" data-state="none" aria-hidden="true" />;
  const { src, picture } = source;
  const state = settled?.src !== src ? 'loading' : settled.loaded ? 'loaded' : 'failed';
  const width = picture?.width ?? 1;
  const height = picture?.height ?? 1;
  return (
    <span className="product-picture" data-state={state} style={{ aspectRatio: `${width} / ${height}` }}>
      <picture>
        {picture && <source type="image/avif" srcSet={picture.avif} sizes={sizes} />}
        {picture && <source type="image/webp" srcSet={picture.webp} sizes={sizes} />}
        <img
          src={src}
          alt={alt}
          width={picture?.width}
          height={picture?.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          // A picture the browser already had may be complete before its load event could be heard.
          ref={(img) => {
            if (img?.complete && img.naturalWidth > 0 && state !== 'loaded') setSettled({ src, loaded: true });
          }}
          onLoad={() => setSettled({ src, loaded: true })}
          onError={() => setSettled({ src, loaded: false })}
        />
      </picture>
    </span>
  );
}
