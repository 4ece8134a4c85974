import './upload-progress.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { UploadProgress } from '#src/lib/http/upload-with-progress.ts';

/** The share of an upload that has gone, 0 to 1; 0 until the browser knows the size. */
export function uploadedShare(progress: UploadProgress | null): number {
  if (!progress || progress.total <= 0) return 0;
  return Math.min(1, progress.loaded / progress.total);
}

/**
 * How far an upload is: a bar named for screen readers with its percentage in the reader's number format, the
 * percentage in words beside it, and Cancel while it is still going.
 */
export function UploadProgressBar({
  progress,
  label,
  onCancel,
}: {
  progress: UploadProgress | null;
  /** What is being uploaded, e.g. "Uploading…". */
  label: string;
  /** Stops the upload; left out once every byte has gone (the server is saving it). */
  onCancel?: () => void;
}) {
  const { i18n } = useLingui();
  const share = uploadedShare(progress);
  const percent = i18n.number(share, { style: 'percent' });
  return (
    <Stack gap={4} className="upload-progress">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" fw={700} aria-hidden className="nowrap">
          {percent}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap" align="center">
        {/* A bar of its own, not Mantine's Progress: every Mantine part is in the first load's chunk. */}
        <div
          className="upload-progress-bar"
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(share * 100)}
          aria-valuetext={percent}
        >
          <span style={{ width: `${share * 100}%` }} />
        </div>
        {onCancel && share < 1 && (
          <Button variant="subtle" h={44} px="sm" leftSection={<IconX size={18} aria-hidden />} onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
}
