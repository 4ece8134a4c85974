import { Trans } from '@lingui/react/macro';
import { Button, FileButton } from '@mantine/core';
import { useState } from 'react';
import { decodePhoto } from '../camera/decode-photo.ts';

interface PhotoScanButtonProps {
  /** The decoded text, or null when the photo holds no readable code. */
  onDecoded(text: string | null): void;
  disabled?: boolean;
}

/** Takes (or picks) a photo of the code and decodes the still image: for glare, distance or a flaky camera. */
export function PhotoScanButton({ onDecoded, disabled }: PhotoScanButtonProps) {
  const [busy, setBusy] = useState(false);

  async function decode(file: File | null) {
    if (!file) return;
    setBusy(true);
    try {
      onDecoded(await decodePhoto(file));
    } catch {
      onDecoded(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <FileButton onChange={(file) => void decode(file)} accept="image/*" capture="environment" disabled={disabled}>
      {(props) => (
        <Button {...props} size="lg" variant="light" loading={busy} disabled={disabled}>
          <Trans>Scan from a photo</Trans>
        </Button>
      )}
    </FileButton>
  );
}
