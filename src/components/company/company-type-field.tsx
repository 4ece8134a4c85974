import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Radio, Stack } from '@mantine/core';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import type { CompanyType } from '#contract/config.ts';

interface Props {
  types: CompanyType[];
  value: number | null;
  error: MessageDescriptor | null;
  onChange: (id: number) => void;
}

export function CompanyTypeField({ types, value, error, onChange }: Props) {
  const { t, i18n } = useLingui();
  return (
    <Radio.Group
      label={t`Company type`}
      withAsterisk
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(Number(id))}
      error={error ? i18n._(error) : undefined}
    >
      <Stack gap="md" mt="sm">
        {types.map((type) => (
          <Radio key={type.id} size="md" value={String(type.id)} label={type.name_translated} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
