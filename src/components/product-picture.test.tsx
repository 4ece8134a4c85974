import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductPicture } from './product-picture.tsx';

const picture = {
  width: 1280,
  height: 960,
  avif: '/api/v1/media/k-160.avif 160w, /api/v1/media/k-1280.avif 1280w',
  webp: '/api/v1/media/k-160.webp 160w, /api/v1/media/k-1280.webp 1280w',
};

describe('a product picture', () => {
  it('offers AVIF before WebP at the widths the layout needs, with its size known before it loads', () => {
    const { container } = render(
      <ProductPicture source={{ src: '/api/v1/media/k-320.webp', picture }} sizes="50vw" alt="Mug" />,
    );
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((s) => [s.type, s.getAttribute('srcset'), s.getAttribute('sizes')])).toEqual([
      ['image/avif', picture.avif, '50vw'],
      ['image/webp', picture.webp, '50vw'],
    ]);
    const img = container.querySelector('img')!;
    expect(img).toMatchObject({ alt: 'Mug', width: 1280, height: 960 });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect((container.firstChild as HTMLElement).style.aspectRatio).toBe('1280 / 960');
  });

  it('says it is loading, then loaded; or that it could not come', () => {
    const { container, rerender } = render(<ProductPicture source={{ src: '/a.webp', picture }} sizes="56px" eager />);
    const box = () => container.firstChild as HTMLElement;
    expect(container.querySelector('img')!.getAttribute('loading')).toBe('eager');
    expect(box().dataset.state).toBe('loading');
    fireEvent.load(container.querySelector('img')!);
    expect(box().dataset.state).toBe('loaded');
    // Another picture in the same place starts over.
    rerender(<ProductPicture source={{ src: '/b.webp', picture }} sizes="56px" />);
    expect(box().dataset.state).toBe('loading');
    fireEvent.error(container.querySelector('img')!);
    expect(box().dataset.state).toBe('failed');
  });

  it('shows a placeholder, not a blank box, for a product without a picture', () => {
    const { container } = render(<ProductPicture source={null} sizes="50vw" />);
    const box = container.firstChild as HTMLElement;
    expect(box.dataset.state).toBe('none');
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('img')).toBeNull();
  });
});
