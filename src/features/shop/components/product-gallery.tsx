import '@mantine/core/styles/ActionIcon.css';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Group, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import type { Product } from '#contract/shop.ts';
import { ProductPicture } from '#src/components/product-picture.tsx';

/** The gallery fills a phone's width and half the page beside the buying column on a wide screen. */
const SLIDE_SIZES = '(min-width: 62em) 560px, 100vw';

/** The product's pictures: swipe (or the arrows) through them, or pick one by its thumbnail. */
export function ProductGallery({ images, name }: { images: Product['images']; name: string }) {
  const { t } = useLingui();
  const sorted = [...images].sort((a, b) => a.position - b.position);
  const [emblaRef, embla] = useEmblaCarousel({ loop: false });
  const [current, setCurrent] = useState(0);
  const onSelect = useCallback(() => embla && setCurrent(embla.selectedScrollSnap()), [embla]);
  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect);
    return () => void embla.off('select', onSelect);
  }, [embla, onSelect]);

  if (sorted.length === 0)
    return (
      <Box style={{ overflow: 'hidden', borderRadius: 8 }}>
        <ProductPicture source={null} sizes={SLIDE_SIZES} />
      </Box>
    );
  const count = sorted.length;
  return (
    <Box>
      <Box pos="relative" aria-roledescription="carousel" aria-label={t`Pictures of ${name}`} role="region">
        <Box ref={emblaRef} style={{ overflow: 'hidden', borderRadius: 8 }}>
          <Box style={{ display: 'flex', touchAction: 'pan-y' }}>
            {sorted.map((image, index) => {
              const number = index + 1;
              return (
                <Box
                  key={image.position}
                  style={{ flex: '0 0 100%', minWidth: 0 }}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t`Picture ${number} of ${count}`}
                >
                  <ProductPicture
                    source={{ src: image.picture ? image.sizes.m : image.sizes.l, picture: image.picture }}
                    sizes={SLIDE_SIZES}
                    eager={index === 0}
                    alt={index === 0 ? name : ''}
                  />
                </Box>
              );
            })}
          </Box>
        </Box>
        {count > 1 && (
          <>
            <ActionIcon
              size={44}
              variant="white"
              pos="absolute"
              top="calc(50% - 22px)"
              left={8}
              aria-label={t`Previous picture`}
              disabled={current === 0}
              onClick={() => embla?.scrollPrev()}
            >
              <IconChevronLeft aria-hidden />
            </ActionIcon>
            <ActionIcon
              size={44}
              variant="white"
              pos="absolute"
              top="calc(50% - 22px)"
              right={8}
              aria-label={t`Next picture`}
              disabled={current === count - 1}
              onClick={() => embla?.scrollNext()}
            >
              <IconChevronRight aria-hidden />
            </ActionIcon>
          </>
        )}
      </Box>
      {count > 1 && (
        <Group gap="xs" mt="xs" wrap="wrap">
          {sorted.map((image, index) => {
            const number = index + 1;
            return (
              <UnstyledButton
                key={image.position}
                onClick={() => embla?.scrollTo(index)}
                aria-label={t`Show picture ${number}`}
                aria-current={current === index ? 'true' : undefined}
                style={{
                  border: `2px solid ${current === index ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-3)'}`,
                  borderRadius: 6,
                  padding: 2,
                }}
              >
                <Box w={52}>
                  <ProductPicture source={{ src: image.thumbnail, picture: image.picture }} sizes="52px" />
                </Box>
              </UnstyledButton>
            );
          })}
        </Group>
      )}
    </Box>
  );
}
