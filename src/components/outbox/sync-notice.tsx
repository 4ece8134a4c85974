import { Plural, Trans } from '@lingui/react/macro';
import { Container, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useOnline } from '#src/lib/outbox/use-online.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { useOutbox } from './use-outbox.ts';

/**
 * The only line under the header (decision 0280), and only while it has something to say: no signal, or writes the
 * server refused (with Review, which opens the sync sheet). Online with everything sent it is not there at all.
 */
export function SyncNotice({ onReview }: { onReview: () => void }) {
  const online = useOnline();
  const { refused } = useOutbox();
  if (online && refused === 0) return null;
  return (
    <div className="sync-notice">
      <Container size="lg" className="sync-notice-inner">
        <OfflineBanner />
        {refused > 0 && (
          <p className="refused-banner">
            <IconAlertTriangle size={20} aria-hidden />
            <span>
              <Plural value={refused} one="# change was not sent" other="# changes were not sent" />
            </span>
            <UnstyledButton className="refused-banner-review" onClick={onReview} aria-haspopup="dialog">
              <Trans>Review</Trans>
            </UnstyledButton>
          </p>
        )}
      </Container>
    </div>
  );
}
