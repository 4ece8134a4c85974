import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { CurrentUser } from '#contract/user.ts';
import { focusMainIfLost } from '#src/components/focus-main.ts';
import { formatDate } from '#src/lib/format/format-date.ts';
import { nextExpiryDate, readSeenMarkers, shouldShowExpiringModal } from '#src/session/expiring-points.ts';
import { useMarkSeen } from '#src/session/use-mark-seen.ts';

/**
 * The season's reminder that points lapse on 1 January (home and balance): shown once, from October on,
 * when the company has points to expire; marked seen silently as it opens.
 */
export function ExpiringPointsModal({ user, toExpire }: { user: CurrentUser; toExpire: number }) {
  const { t, i18n } = useLingui();
  const markSeen = useMarkSeen(user.uuid);
  const [opened, setOpened] = useState(() =>
    shouldShowExpiringModal(new Date(), toExpire, readSeenMarkers(user.options).expPtsSeen),
  );
  useEffect(() => {
    if (opened) markSeen({ expPtsSeen: new Date().toISOString() });
  }, [opened, markSeen]);
  const close = () => setOpened(false);
  const date = formatDate(nextExpiryDate(new Date()));
  const points = i18n.number(toExpire);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Your points are about to expire`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
      onExitTransitionEnd={focusMainIfLost}
    >
      <Stack gap="lg">
        <Text>
          <Trans>
            Your company's points expiring on {date}: {points}. Spend them in the shop before then.
          </Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" h={44} onClick={close}>
            <Trans>Later</Trans>
          </Button>
          <Button component={Link} to="/shop" h={44} onClick={close}>
            <Trans>Go to the shop</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
