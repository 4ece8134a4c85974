import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { copyText } from './copy-button.tsx';

/** How long the line about the copied link stays. */
const SAID_MS = 6_000;

export interface ShareContent {
  title: string;
  text: string;
  /** An absolute address. */
  url: string;
}

type Outcome = 'copied' | 'manual' | null;

/**
 * Shares through the device's own share sheet (Web Share API: messengers, e-mail, text messages) where it has one;
 * elsewhere copies the text and the link, and says so (announced). Closing the sheet without sharing is no failure:
 * nothing is said and nothing throws. Where even copying is refused, the link is shown to be copied by hand.
 */
export async function share(content: ShareContent): Promise<Outcome> {
  const data = { title: content.title, text: content.text, url: content.url };
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return null;
    } catch (error) {
      // The person closed the sheet: that is their answer.
      if (error instanceof DOMException && error.name === 'AbortError') return null;
      // Not allowed here (no user gesture, a policy) or the sheet failed: copy instead.
    }
  }
  return (await copyText(`${content.text} ${content.url}`)) ? 'copied' : 'manual';
}

/** A 44 px Share button; `label` names what is shared when "Share" alone would be unclear. */
export function ShareButton({ content, label }: { content: ShareContent; label?: string }) {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), SAID_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  return (
    <Stack gap={0} align="flex-start">
      <Button
        h={44}
        leftSection={<IconShare size={20} aria-hidden />}
        aria-label={label}
        onClick={() => {
          setOutcome(null);
          void share(content).then(setOutcome, () => setOutcome('manual'));
        }}
      >
        {t`Share`}
      </Button>
      <div role="status">
        {outcome === 'copied' && (
          <Text size="sm" fw={600} mt={6}>
            <Trans>The link is copied. Paste it into a message.</Trans>
          </Text>
        )}
      </div>
      {outcome === 'manual' && (
        <Text size="sm" mt={6} style={{ overflowWrap: 'anywhere' }}>
          <Trans>Copy this link and send it:</Trans> <span style={{ userSelect: 'all' }}>{content.url}</span>
        </Text>
      )}
    </Stack>
  );
}
