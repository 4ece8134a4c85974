import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Paper, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';

interface Props {
  kind: 'disclaimer' | 'declaration';
  text: string;
  checked: boolean;
  error: MessageDescriptor | null;
  onChange: (checked: boolean) => void;
}

/** A company type's disclaimer or declaration: its text and the box to accept it. */
export function AgreementField({ kind, text, checked, error, onChange }: Props) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Text>{text}</Text>
      </Paper>
      <Checkbox
        size="md"
        label={kind === 'disclaimer' ? t`I accept the disclaimer` : t`I accept the declaration`}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        error={error ? i18n._(error) : undefined}
      />
    </Stack>
  );
}
