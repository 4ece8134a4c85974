import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { promptInstall, useCanInstall } from '../install-prompt.ts';

/** 'Install the app', shown only while the browser offers installation (hidden once installed). */
export function InstallButton() {
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <Button variant="light" size="md" onClick={() => void promptInstall()}>
      <Trans>Install the app</Trans>
    </Button>
  );
}
