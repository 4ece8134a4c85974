import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import type { CameraProblem } from '../camera/camera-error.ts';

/** Why the camera is not available, and what still works (the photo and the typed serial). */
export function CameraProblemAlert({ problem }: { problem: CameraProblem }) {
  const { t } = useLingui();
  const texts: Record<CameraProblem, string> = {
    denied: t`Camera access is blocked. Allow the camera in your browser's site settings, or type the serial number below.`,
    missing: t`No camera was found on this device. Scan from a photo or type the serial number below.`,
    unsupported: t`This browser cannot use the camera here. Scan from a photo or type the serial number below.`,
    failed: t`The camera could not start. Try again, scan from a photo or type the serial number below.`,
  };
  return (
    <Alert color="orange" variant="light" role="alert">
      {texts[problem]}
    </Alert>
  );
}
