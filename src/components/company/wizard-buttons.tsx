import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  onBack?: () => void;
  nextLabel?: ReactNode;
  busy?: boolean;
  disabled?: boolean;
}

/** Back and Next (a submit button, so Enter moves on) at the foot of a wizard step. */
export function WizardButtons({ onBack, nextLabel, busy, disabled }: Props) {
  return (
    <Group justify="space-between">
      {onBack ? (
        <Button variant="default" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" loading={busy} disabled={disabled}>
        {nextLabel ?? <Trans>Next</Trans>}
      </Button>
    </Group>
  );
}
