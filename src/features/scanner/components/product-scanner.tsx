import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { CameraProblem } from '../camera/camera-error.ts';
import { isPlausibleSerial, parseSerial } from '../parse-serial.ts';
import { ReadFilter } from '../read-filter.ts';
import { primeScanFeedback, scanFeedback } from '../scan-feedback.ts';
import { CameraProblemAlert } from './camera-problem-alert.tsx';
import { CameraView } from './camera-view.tsx';
import { ManualEntry } from './manual-entry.tsx';
import { PhotoScanButton } from './photo-scan-button.tsx';

export interface ProductScannerProps {
  /** Called once per product read (camera, photo or typed), with the serial parsed and upper-cased. */
  onRead(serial: string): void;
  disabled?: boolean;
  /** Start with the camera open (the home-screen "Scan" shortcut). */
  openOnStart?: boolean;
}

/** Adds products to a project: the camera scanner, a photo of the code, or the typed serial number. */
export function ProductScanner({ onRead, disabled, openOnStart = false }: ProductScannerProps) {
  const { t } = useLingui();
  const filter = useRef(new ReadFilter());
  const [open, setOpen] = useState(openOnStart);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [status, setStatus] = useState('');

  function accept(serial: string, kind: 'new' | 'duplicate') {
    scanFeedback(kind);
    if (kind === 'duplicate') {
      setStatus(t`Already scanned ${serial}`);
      return;
    }
    setStatus(t`Added ${serial}`);
    onRead(serial);
  }

  function onCameraCode(text: string) {
    const serial = parseSerial(text);
    if (disabled || !isPlausibleSerial(serial)) return;
    const verdict = filter.current.check(serial, performance.now());
    if (verdict !== 'ignored') accept(serial, verdict);
  }

  function onPhoto(text: string | null) {
    const serial = text === null ? '' : parseSerial(text);
    if (text === null) setStatus(t`No QR code found in the photo. Try again closer, or type the serial number.`);
    else if (!isPlausibleSerial(serial)) setStatus(t`This code does not hold a serial number.`);
    else accept(serial, filter.current.checkDeliberate(serial));
  }

  function onTyped(serial: string) {
    filter.current.remember(serial);
    setStatus(t`Added ${serial}`);
    onRead(serial);
  }

  function openCamera() {
    primeScanFeedback();
    filter.current.reset();
    setProblem(null);
    setStatus('');
    setOpen(true);
  }

  const cameraOn = open && !disabled;
  return (
    <Stack gap="md">
      <Group gap="sm">
        {!cameraOn && (
          <Button size="lg" onClick={openCamera} disabled={disabled}>
            <Trans>Scan with camera</Trans>
          </Button>
        )}
        <PhotoScanButton onDecoded={onPhoto} disabled={disabled} />
      </Group>
      {problem && <CameraProblemAlert problem={problem} />}
      {cameraOn && (
        <CameraView
          onCode={onCameraCode}
          onProblem={(next) => {
            setProblem(next);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
      <Text role="status" aria-live="polite" fw={600} mih="1.5em">
        {status}
      </Text>
      <ManualEntry onSerial={onTyped} disabled={disabled} />
    </Stack>
  );
}
