import 'yet-another-react-lightbox/styles.css';
import { useLingui } from '@lingui/react/macro';
import Lightbox from 'yet-another-react-lightbox';

/** yet-another-react-lightbox with the club's words: keyboard, swipe and focus handling are the library's. */
export default function GalleryLightbox({
  slides,
  index,
  onClose,
}: {
  slides: { src: string; alt: string }[];
  index: number;
  onClose: () => void;
}) {
  const { t } = useLingui();
  // The library fills these in itself: they stay literal in the translated label.
  const index_ = '{index}';
  const total = '{total}';
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      labels={{
        Previous: t`Previous picture`,
        Next: t`Next picture`,
        Close: t`Close the pictures`,
        Lightbox: t`Pictures of the article`,
        Carousel: t`Pictures`,
        Slide: t`Picture`,
        'Photo gallery': t`Pictures of the article`,
        '{index} of {total}': t`Picture ${index_} of ${total}`,
      }}
      carousel={{ finite: slides.length <= 1 }}
    />
  );
}
