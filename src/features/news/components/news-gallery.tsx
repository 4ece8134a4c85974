import { useLingui } from '@lingui/react/macro';
import { Image, SimpleGrid, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type * as v from 'valibot';
import type { ContentImage as ContentImageSchema } from '#contract/content.ts';

type ContentImage = v.InferOutput<typeof ContentImageSchema>;

// The lightbox and its styles load with the first tap on a picture.
const GalleryLightbox = lazy(() => import('./gallery-lightbox.tsx'));

/** The article's pictures as thumbnails; a tap opens them large, to swipe or move through with the arrow keys. */
export function NewsGallery({ images, title }: { images: ContentImage[]; title: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0 }}>
        {images.map((image, index) => {
          const number = index + 1;
          const count = images.length;
          return (
            <li key={image.uuid}>
              <UnstyledButton
                onClick={() => setOpen(index)}
                aria-label={t`Open picture ${number} of ${count}`}
                style={{ display: 'block', width: '100%', minHeight: 44, borderRadius: 8, overflow: 'hidden' }}
              >
                <Image src={image.s} alt="" fit="cover" style={{ aspectRatio: '16 / 9' }} />
              </UnstyledButton>
            </li>
          );
        })}
      </SimpleGrid>
      {open !== null && (
        <Suspense fallback={null}>
          <GalleryLightbox
            slides={images.map((image, index) => ({ src: image.l, alt: `${title} (${index + 1}/${images.length})` }))}
            index={open}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}
