import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { useId } from 'react';
import { CopyCodeButton } from '#src/components/copy-button.tsx';
import { ShareButton } from '#src/components/share-button.tsx';

/**
 * The company's invitation code, for the owner while the team has room: a colleague who registers with it joins the
 * team without being added by hand. Copied with one tap, or sent as a link through the device's share sheet.
 */
export function InviteCodeCard({ code }: { code: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const link = `${globalThis.location.origin}/register?invite=${encodeURIComponent(code)}`;
  return (
    <section className="team-invite" aria-labelledby={headingId}>
      <h2 id={headingId} className="team-invite-title">
        <Trans>Invitation code</Trans>
      </h2>
      <Text size="sm">
        <Trans>A colleague who registers in the app with this code joins your team.</Trans>
      </Text>
      <Group gap="sm" align="center" wrap="wrap" className="team-invite-row">
        <code className="team-invite-code">{code}</code>
        <CopyCodeButton value={code} label={t`Copy the invitation code`} />
        <ShareButton
          label={t`Share the invitation link`}
          content={{
            title: t`Installer Club`,
            text: t`Join our team in the Installer Club: register with this link.`,
            url: link,
          }}
        />
      </Group>
    </section>
  );
}
