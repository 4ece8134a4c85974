import { useLingui } from '@lingui/react/macro';
import { Button, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** How long "Copied" stays before the button offers to copy again. */
const COPIED_MS = 2_000;

/**
 * Copies a voucher's code or password, to paste at the shop's checkout: typing 16 digits from one screen into another
 * is where codes go wrong. Says "Copied" (announced) once the device took it; hidden where there is no clipboard.
 */
export function CopyCodeButton({ value, label }: { value: string; label: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  if (typeof navigator === 'undefined' || !navigator.clipboard) return null;
  return (
    <>
      <Button
        variant="light"
        size="compact-md"
        h={44}
        miw={44}
        leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
        aria-label={label}
        onClick={() => {
          navigator.clipboard.writeText(value).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {copied ? t`Copied` : t`Copy`}
      </Button>
      <VisuallyHidden role="status">{copied ? t`Copied` : ''}</VisuallyHidden>
    </>
  );
}
