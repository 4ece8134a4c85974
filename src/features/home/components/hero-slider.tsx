import '@mantine/core/styles/ActionIcon.css';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';

export interface Slide {
  key: string;
  image: string;
  /** Shown over the picture when set; always the link's name. */
  title: string;
  showTitle: boolean;
  /** An app path (a hero's link or a news article). */
  to: string;
}

export const SLIDE_MS = 7_000;

/**
 * The home slider: the region's hero pictures and up to 5 sticky news. It turns every 7 s, stops while a pointer
 * is over it or focus is in it, never moves by itself under prefers-reduced-motion, and has a pause button
 * (WCAG 2.2.2); swipe, arrows and dots move it by hand.
 */
export function HeroSlider({ slides }: { slides: Slide[] }) {
  const { t } = useLingui();
  const reduced = useReducedMotion();
  const [emblaRef, embla] = useEmblaCarousel({ loop: true });
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const onSelect = useCallback(() => embla && setCurrent(embla.selectedScrollSnap()), [embla]);
  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect);
    return () => void embla.off('select', onSelect);
  }, [embla, onSelect]);
  const playing = slides.length > 1 && !reduced && !stopped && !hovered && !focused;
  useEffect(() => {
    if (!embla || !playing) return;
    const timer = window.setInterval(() => embla.scrollNext(), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [embla, playing]);

  if (slides.length === 0) return null;
  const count = slides.length;
  return (
    <section
      className="hero-slider"
      aria-roledescription="carousel"
      aria-label={t`Club highlights`}
      data-playing={playing || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div ref={emblaRef} className="hero-viewport">
        <div className="hero-track" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => {
            const number = index + 1;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a carousel slide (WAI-ARIA APG), not a form's fieldset
              <div
                key={slide.key}
                className="hero-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t`${number} of ${count}`}
              >
                <Link to={slide.to} className="hero-link" aria-label={slide.showTitle ? undefined : slide.title}>
                  <img src={slide.image} alt="" className="hero-image" loading={index === 0 ? 'eager' : 'lazy'} />
                  {slide.showTitle && <span className="hero-title">{slide.title}</span>}
                </Link>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div className="hero-controls">
          <ActionIcon
            size={44}
            variant="default"
            className="hero-arrow"
            aria-label={t`Previous slide`}
            onClick={() => embla?.scrollPrev()}
          >
            <IconChevronLeft aria-hidden />
          </ActionIcon>
          <div className="hero-dots">
            {slides.map((slide, index) => {
              const number = index + 1;
              return (
                <button
                  key={slide.key}
                  type="button"
                  className="hero-dot"
                  aria-label={t`Show slide ${number}`}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => embla?.scrollTo(index)}
                />
              );
            })}
          </div>
          {!reduced && (
            <ActionIcon
              size={44}
              variant="default"
              aria-label={stopped ? t`Play the slides` : t`Pause the slides`}
              onClick={() => setStopped((s) => !s)}
            >
              {stopped ? <IconPlayerPlay aria-hidden /> : <IconPlayerPause aria-hidden />}
            </ActionIcon>
          )}
          <ActionIcon
            size={44}
            variant="default"
            className="hero-arrow"
            aria-label={t`Next slide`}
            onClick={() => embla?.scrollNext()}
          >
            <IconChevronRight aria-hidden />
          </ActionIcon>
        </div>
      )}
    </section>
  );
}
