import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { EmulationSession } from '#contract/emulation.ts';
import { writeToken } from '#src/lib/auth/token-store.ts';
import { formatDateTime } from '#src/lib/format/format-date.ts';

/**
 * Opens the installer's app as the emulated installer in a new tab, apart from the console (no opener). The
 * console and the app share the origin: the session is stored where the app keeps its own, so no token travels in
 * an address (history, logs, a referrer) and the app's first load carries no code for it (decision 0051).
 */
export function openEmulation(session: EmulationSession): void {
  const { token, refresh_token, expiresAt, refreshExpiresAt } = session;
  writeToken({ token, refresh_token, expiresAt, refreshExpiresAt });
  window.open('/', '_blank', 'noopener,noreferrer');
}

/**
 * The running emulation this admin started from the page: whom, until when, the app's tab again (a blocked
 * pop-up), and ending it.
 */
export function EmulationNotice({ session, onEnd }: { session: EmulationSession; onEnd: () => void }) {
  const { t, i18n } = useLingui();
  const name = session.user.name;
  const until = formatDateTime(session.expiresAt, i18n.locale);
  return (
    <Alert color="orange" variant="light" title={t`Emulating ${name}`}>
      <Stack gap="sm">
        <Text>
          <Trans>
            The installer app opened in a new tab as {name}, with the emulation banner, until {until}. Whatever you do
            there, you do as them.
          </Trans>
        </Text>
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => openEmulation(session)}
            h={44}
            rightSection={<IconExternalLink size={18} aria-hidden />}
          >
            <Trans>Open the app as {name} again</Trans>
          </Button>
          <Button color="red" h={44} onClick={onEnd}>
            <Trans>End the emulation</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
