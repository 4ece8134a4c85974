import '@mantine/core/styles/ActionIcon.css';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';

export interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (next: number) => void;
  /** The group's name: its own text, or the id of a visible label. */
  label?: string;
  labelledBy?: string;
  testId: string;
}

/** A quantity with 44 px minus and plus buttons (gloves), each disabled at its bound; the number is announced. */
export function QuantityStepper({ value, min, max, onChange, label, labelledBy, testId }: QuantityStepperProps) {
  const { t } = useLingui();
  return (
    <Group gap={8} wrap="nowrap" role="group" aria-label={label} aria-labelledby={labelledBy}>
      <ActionIcon
        size={44}
        variant="default"
        aria-label={t`One fewer`}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        <IconMinus size={20} aria-hidden />
      </ActionIcon>
      <Text fw={700} miw={40} ta="center" aria-live="polite" data-testid={testId}>
        {value}
      </Text>
      <ActionIcon
        size={44}
        variant="default"
        aria-label={t`One more`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <IconPlus size={20} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
