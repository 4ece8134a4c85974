import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useUnsavedInput } from '#src/lib/pwa/unsaved-input.ts';
import { isPlausibleSerial, parseSerial } from '../parse-serial.ts';

interface ManualEntryProps {
  onSerial(serial: string): void;
  disabled?: boolean;
}

/** Typing the serial when the code is damaged or the camera unavailable; a bad entry keeps what was typed. */
export function ManualEntry({ onSerial, disabled }: ManualEntryProps) {
  const { t } = useLingui();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  useUnsavedInput(value.trim() !== '');

  function submit(event: FormEvent) {
    event.preventDefault();
    const serial = parseSerial(value);
    if (!isPlausibleSerial(serial)) {
      setError(serial === '' ? t`Type the serial number.` : t`This is not a serial number.`);
      return;
    }
    setError(null);
    setValue('');
    onSerial(serial);
  }

  return (
    <form noValidate onSubmit={submit}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t`Serial number`}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          size="lg"
          style={{ flex: '1 1 14rem' }}
          disabled={disabled}
        />
        <Button type="submit" size="lg" disabled={disabled}>
          <Trans>Add product</Trans>
        </Button>
      </Group>
    </form>
  );
}
