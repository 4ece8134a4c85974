import { Container } from '@mantine/core';
import { useOnline } from '#src/lib/outbox/use-online.ts';
import { OfflineBanner } from '../outbox/offline-banner.tsx';
import { OutboxStatus } from '../outbox/outbox-status.tsx';
import { useOutbox } from '../outbox/use-outbox.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';

/**
 * One line under the top bar: breadcrumbs (wide screens) beside the offline notice and the sync status. On a
 * phone, when the device is online and everything is sent, the line folds away (the More sheet keeps the sync
 * status) so it never takes a row of its own for nothing (decision 0100).
 */
export function SubBar() {
  const online = useOnline();
  const { pending, refused } = useOutbox();
  const quiet = online && pending === 0 && refused === 0;
  return (
    <div className="sub-bar" data-quiet={quiet || undefined}>
      <Container size="lg" className="sub-bar-inner">
        <Breadcrumbs />
        <div className="sync-line">
          <OfflineBanner />
          <OutboxStatus />
        </div>
      </Container>
    </div>
  );
}
