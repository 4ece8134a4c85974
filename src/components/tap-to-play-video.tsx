import '@mantine/core/styles/AspectRatio.css';
import { useLingui } from '@lingui/react/macro';
import { AspectRatio, UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * A YouTube video from the privacy-enhanced host, loaded only when the person taps it: until then the page holds
 * a poster and a play button, and nothing from the video host runs or sets cookies.
 */
export function TapToPlayVideo({ youtubeId, title }: { youtubeId: string; title: string }) {
  const { t } = useLingui();
  const [playing, setPlaying] = useState(false);
  const id = encodeURIComponent(youtubeId);
  return (
    <AspectRatio ratio={16 / 9} style={{ borderRadius: 8, overflow: 'hidden', background: '#111' }}>
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          style={{ border: 0, width: '100%', height: '100%' }}
        />
      ) : (
        <UnstyledButton
          onClick={() => setPlaying(true)}
          aria-label={t`Play the video: ${title}`}
          style={{
            backgroundImage: `url(https://i.ytimg.com/vi/${id}/hqdefault.jpg)`,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <span
            style={{
              display: 'grid',
              placeItems: 'center',
              width: 72,
              height: 72,
              borderRadius: '50%',
              background: 'rgba(0, 0, 0, 0.72)',
              color: '#fff',
            }}
          >
            <IconPlayerPlayFilled size={36} aria-hidden />
          </span>
        </UnstyledButton>
      )}
    </AspectRatio>
  );
}
