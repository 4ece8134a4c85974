import { useLingui } from '@lingui/react/macro';
import { Button, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** How long "Copied" stays before the button offers to copy again. */
const COPIED_MS = 2_000;

/**
 * Puts a text on the device's clipboard; answers whether it did. The Clipboard API where the page may use it (a secure
 * origin), else the older copy command on a hidden field, which a demo opened over a local address still allows.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, the page not focused): try the older way below.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  const focused = document.activeElement as HTMLElement | null;
  field.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  field.remove();
  focused?.focus();
  return copied;
}

/**
 * Copies a code (a voucher's code or password, the team's invitation code) so it is pasted, not typed: typing 16
 * digits from one screen into another is where codes go wrong. A 44 px button that says "Copied" once the device took
 * it, announced to screen readers; `label` names what it copies ("Copy the code").
 */
export function CopyCodeButton({ value, label }: { value: string; label: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <>
      <Button
        variant="light"
        size="compact-md"
        h={44}
        miw={44}
        leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
        aria-label={copied ? t`Copied` : label}
        onClick={() => {
          void copyText(value).then(setCopied);
        }}
      >
        {copied ? t`Copied` : t`Copy`}
      </Button>
      <VisuallyHidden role="status">{copied ? t`Copied` : ''}</VisuallyHidden>
    </>
  );
}
