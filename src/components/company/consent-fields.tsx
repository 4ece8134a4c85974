import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Checkbox, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';

interface Props {
  emailConsent: boolean;
  phoneConsent: boolean;
  marketingLink: string;
  privacyLink: string;
  /** The club's company in this country (the data controller). */
  clubAddress: string;
  onChange: (patch: { emailConsent?: boolean; phoneConsent?: boolean }) => void;
}

/** Marketing consent by e-mail and by text message; both optional, with the country's documents. */
export function ConsentFields({
  emailConsent,
  phoneConsent,
  marketingLink,
  privacyLink,
  clubAddress,
  onChange,
}: Props) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <Text>
        <Trans>
          We would like to tell you about promotions and news of the club. You can change this at any time in your
          profile.
        </Trans>
      </Text>
      <Checkbox
        size="md"
        label={t`Send me offers and news by e-mail`}
        checked={emailConsent}
        onChange={(e) => onChange({ emailConsent: e.currentTarget.checked })}
      />
      <Checkbox
        size="md"
        label={t`Send me offers and news by text message`}
        checked={phoneConsent}
        onChange={(e) => onChange({ phoneConsent: e.currentTarget.checked })}
      />
      <Text size="sm">
        <Anchor href={marketingLink} target="_blank" rel="noopener">
          <Trans>Marketing consent (PDF)</Trans>
        </Anchor>
        {' · '}
        <Anchor href={privacyLink} target="_blank" rel="noopener">
          <Trans>Privacy policy (PDF)</Trans>
        </Anchor>
      </Text>
      <Text size="sm" c="dimmed">
        <Trans>Your data are kept by {clubAddress}.</Trans>
      </Text>
    </Stack>
  );
}
