import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { EmulationSession } from '#contract/emulation.ts';
import { formatDateTime } from '#src/lib/format/format-date.ts';

/** The installer app's address that opens an emulation (src/lib/auth/faker.ts takes `?faker=`). */
export const emulationHref = (session: EmulationSession) => `/?${new URLSearchParams({ faker: session.faker })}`;

/** Opens the installer's app as the emulated installer in a new tab, apart from the console (no opener). */
export function openEmulation(session: EmulationSession): void {
  window.open(emulationHref(session), '_blank', 'noopener,noreferrer');
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
            component="a"
            href={emulationHref(session)}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
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
