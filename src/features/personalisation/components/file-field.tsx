import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Input, Loader, Stack, Text } from '@mantine/core';
import { IconRefresh, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { OrderFile } from '#contract/shop.ts';
import { FIELD_LABELS } from '#src/components/print-preview/field-labels.ts';
import type { FileField as Field } from '#src/components/print-preview/print-fields.ts';
import { UploadProgressBar } from '#src/components/upload-progress.tsx';
import { CANCELLED, isApiError } from '#src/lib/http/api-error.ts';
import type { UploadProgress } from '#src/lib/http/upload-with-progress.ts';
import { uploadPrintFile } from '../api/upload-order-file.ts';
import { ACCEPT_ATTRIBUTE, fileProblem, problemMessage, uploadRefusal } from '../file-rules.ts';
import { keepFile } from '../file-store.ts';

interface FileFieldProps {
  field: Field;
  file: OrderFile | undefined;
  required: boolean;
  /** The form's rule for this field (an empty required logo). */
  error?: string;
  onChange: (file: OrderFile | undefined) => void;
  onRemoveField?: () => void;
}

/**
 * A logo or image: checked for size and type on the phone, then uploaded with a bar of how far it is and Cancel; the
 * server decides the type by the bytes (a renamed file is refused). The bytes stay on the device for the preview; a
 * failed upload keeps the chosen file for Try again.
 */
export function FileField({ field, file, required, error, onChange, onRemoveField }: FileFieldProps) {
  const { t, i18n } = useLingui();
  const label = i18n._(FIELD_LABELS[field]);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failed, setFailed] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const id = `pz-${field}`;
  const shownError = problem ?? error;

  const send = async (chosen: File) => {
    setProblem(null);
    setFailed(null);
    setUploading(true);
    setProgress({ loaded: 0, total: chosen.size });
    controller.current = new AbortController();
    try {
      const uploaded = await uploadPrintFile(chosen, controller.current.signal, setProgress);
      await keepFile(uploaded.uuid, chosen);
      onChange(uploaded);
    } catch (failure) {
      // Cancelled on purpose: the field stays as it was, with nothing to say.
      if (!(isApiError(failure) && failure.status === CANCELLED)) {
        setProblem(i18n._(uploadRefusal(failure)));
        setFailed(chosen);
      }
    } finally {
      controller.current = null;
      setUploading(false);
      setProgress(null);
    }
  };

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(null);
    setFailed(null);
    const local = fileProblem(chosen);
    if (local) {
      setProblem(i18n._(problemMessage(local)));
      return;
    }
    await send(chosen);
  };

  const fileName = file?.originalName ?? '';
  const sizeKb = file ? i18n.number(Math.max(1, Math.round(file.size / 1000))) : '';
  return (
    <Stack gap={6}>
      <Input.Label htmlFor={id} required={required} id={`${id}-label`} size="lg">
        {label}
      </Input.Label>
      {file && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid={`${id}-file`}>
          <Trans>
            Uploaded: {fileName} ({sizeKb} kB)
          </Trans>
        </Text>
      )}
      {uploading && (
        <UploadProgressBar progress={progress} label={t`Uploading…`} onCancel={() => controller.current?.abort()} />
      )}
      <Group gap="sm" wrap="wrap" className="pz-field-actions">
        <Button
          component="label"
          variant="default"
          h={44}
          leftSection={uploading ? <Loader size={16} /> : <IconUpload size={18} aria-hidden />}
          style={{ position: 'relative' }}
        >
          {uploading ? t`Uploading…` : file ? t`Choose another file` : t`Choose a file`}
          <input
            id={id}
            type="file"
            className="pz-file-input"
            accept={ACCEPT_ATTRIBUTE}
            aria-label={label}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
            disabled={uploading}
            onChange={(event) => {
              const input = event.currentTarget;
              void choose(input.files?.[0]).finally(() => {
                input.value = '';
              });
            }}
          />
        </Button>
        {failed && !uploading && (
          <Button
            variant="default"
            h={44}
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => void send(failed)}
          >
            {t`Try again`}
          </Button>
        )}
        {file && !required && !onRemoveField && (
          <Button
            variant="subtle"
            h={44}
            leftSection={<IconX size={18} aria-hidden />}
            onClick={() => onChange(undefined)}
          >
            {t`Remove the file`}
          </Button>
        )}
        {onRemoveField && (
          <Button
            variant="subtle"
            h={44}
            leftSection={<IconX size={18} aria-hidden />}
            onClick={() => {
              onChange(undefined);
              onRemoveField();
            }}
          >
            {t`Remove ${label}`}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed" id={`${id}-hint`}>
        <Trans>JPG, PNG, SVG, PDF, EPS, AI, PS, ZIP, TIFF or PSD, up to 10 MB.</Trans>
      </Text>
      {shownError && (
        <Text size="sm" c="red" id={`${id}-error`} role="alert">
          {shownError}
        </Text>
      )}
    </Stack>
  );
}
